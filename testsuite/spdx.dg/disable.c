int disable;
/* { dg-options "-fplugin-arg-spdx-disable=missing,style" } */
/* { dg-bogus "spdx-" "disabled checks stay silent" { target *-*-* } 0 } */
