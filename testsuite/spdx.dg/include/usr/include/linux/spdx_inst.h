#ifndef SPDX_INST_H
#define SPDX_INST_H
int spdx_inst;
#endif
