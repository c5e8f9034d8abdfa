static int werror_restored;
/* A finding under -Werror stays a warning; the compiler's own warnings
   after it are still errors: the plugin restores -Werror.  */
/* { dg-options "-Werror -Wall" } */
/* { dg-warning "1: missing SPDX-License-Identifier tag.*spdx-missing" "a finding under -Werror is a warning" { target *-*-* } 1 } */
/* { dg-error "'werror_restored' defined but not used" "the compiler's own warnings after it keep -Werror" { target *-*-* } 1 } */
/* { dg-message "all warnings being treated as errors" "" { target *-*-* } 0 } */
/* { dg-message "spdx-exit-status: 1" "" { target *-*-* } 0 } */
