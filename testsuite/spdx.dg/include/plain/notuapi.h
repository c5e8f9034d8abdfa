#ifndef NOTUAPI_H
#define NOTUAPI_H
int notuapi;
#endif
