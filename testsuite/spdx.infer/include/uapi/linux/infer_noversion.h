/*
 * Copyright 2001 Some Body
 * This file is released under the GPL.
 */
#define INFER_NOVERSION 1
