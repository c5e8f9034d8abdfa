/*
 * Read by the compiler for "-include forced.h", by no #include line.
 *
 * This program is free software; you can redistribute it and/or modify it
 * under the terms of the GNU General Public License version 2 as published
 * by the Free Software Foundation.
 */
#define FORCED 1
