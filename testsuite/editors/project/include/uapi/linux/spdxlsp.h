#ifndef _UAPI_LINUX_SPDXLSP_H
#define _UAPI_LINUX_SPDXLSP_H

/* The editors' test project: a uapi header without a tag. */
#define SPDXLSP_ANSWER 42

#endif
