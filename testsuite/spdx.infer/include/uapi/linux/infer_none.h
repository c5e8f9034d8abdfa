#ifndef INFER_NONE_H
#define INFER_NONE_H
int infer_none;
#endif
