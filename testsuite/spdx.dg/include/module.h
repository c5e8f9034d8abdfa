/* SPDX-License-Identifier: GPL-2.0 */
/* The kernel's MODULE_LICENSE(), as include/linux/module.h and moduleparam.h spell it. */
#ifndef MODULE_H
#define MODULE_H
#define ___PASTE(a, b) a##b
#define __PASTE(a, b) ___PASTE(a, b)
#define __UNIQUE_ID(prefix) __PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
#ifdef MODULE
#define __MODULE_INFO_PREFIX
#else
#define __MODULE_INFO_PREFIX __stringify(KBUILD_MODNAME) "."
#endif
#define __MODULE_INFO(tag, name, info)					\
	static const char __UNIQUE_ID(name)[]				\
		__attribute__((__used__, __section__(".modinfo"), __aligned__(1))) \
		= __MODULE_INFO_PREFIX __stringify(tag) "=" info
#define MODULE_INFO(tag, info) __MODULE_INFO(tag, tag, info)
#define MODULE_LICENSE(_license) MODULE_INFO(license, _license)
#define MODULE_AUTHOR(_author) MODULE_INFO(author, _author)
#endif
