int preprocessed;
/* { dg-options "-fpreprocessed" } */
/* { dg-bogus "spdx-" "preprocessed input has no comments to check" { target *-*-* } 0 } */
