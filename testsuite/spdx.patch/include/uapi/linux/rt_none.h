#ifndef RT_NONE_H
#define RT_NONE_H
int rt_none;
#endif
