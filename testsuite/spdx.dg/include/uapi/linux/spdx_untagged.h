#ifndef SPDX_UNTAGGED_H
#define SPDX_UNTAGGED_H
int spdx_untagged;
#endif
