#ifndef INFER_GPL2_H
#define INFER_GPL2_H
/*
 * Frobnicator driver.
 *
 * Copyright (C) 2004 Some Body
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2 as
 * published by the Free Software Foundation.
 */
int infer_gpl2;
#endif
