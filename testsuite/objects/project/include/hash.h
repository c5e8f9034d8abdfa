// SPDX-License-Identifier: BSD-3-Clause
#ifndef HASH_H
#define HASH_H
unsigned int hash_str(const char *s);
#endif
