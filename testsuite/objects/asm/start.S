/*
 * An assembler source without a tag: gcc -c preprocesses it with the
 * plugin (-E -lang-asm) and "as" makes the object.
 */
#include "asm.h"

	.text
	.globl	start
start:
	movl	$ANSWER, %eax
	ret
