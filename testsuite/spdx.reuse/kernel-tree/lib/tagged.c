/*
 * In a tree with the kernel's LICENSES/: the kernel's rules.
 * SPDX-License-Identifier: GPL-2.0
 */
/* { dg-warning "SPDX-License-Identifier tag on line 3; it belongs on line 1 .spdx-misplaced" "" { target *-*-* } 3 } */
/* { dg-message "checked by the kernel rules .policy=auto: .*.kernel-tree has the kernel's LICENSES/" "" { target *-*-* } 1 } */
int tagged;
