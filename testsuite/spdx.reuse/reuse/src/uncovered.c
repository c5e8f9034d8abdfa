/* { dg-warning "1: missing SPDX-License-Identifier tag .spdx-missing" "" { target *-*-* } 1 } */
/* { dg-warning "1: no copyright notice .SPDX-FileCopyrightText:, Copyrigh. or .* in the file or a REUSE.toml .spdx-copyright" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules" "" { target *-*-* } 1 } */
int uncovered;
