// SPDX-License-Identifier: MIT
/* { dg-warning "4: no copyright notice beside the license tag .SPDX-FileCopyrightText:, Copyrigh. or .*spdx-copyright" "" { target *-*-* } 1 } */
/* { dg-message "checked by the reuse rules .policy=auto: the project at .*.reuse has REUSE.toml" "" { target *-*-* } 1 } */
/* Prose that names the copyright holders is no notice. */
int no_copyright;
