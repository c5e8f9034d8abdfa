int mode_e;
/* { dg-do preprocess } */
/* -E is quiet: ccache, icecream and distcc preprocess with -E and then compile, which checks. */
/* { dg-bogus "spdx-" "quiet under -E" { target *-*-* } 0 } */
