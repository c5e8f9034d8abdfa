// SPDX-License-Identifier: MIT
int module_mit;
