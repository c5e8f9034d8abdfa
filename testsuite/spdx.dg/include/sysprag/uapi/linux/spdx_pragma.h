#pragma GCC system_header
/* Declared a system header by its pragma, after the place of a tag. */
#define SPDX_PRAGMA_SYS 1
