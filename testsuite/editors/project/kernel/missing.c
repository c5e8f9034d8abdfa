/*
 * The editors' test project: no tag (spdx-missing, with a fix-it), and a
 * warning of GCC's own (-Wunused-variable) that spdx-lsp must not publish.
 */
int missing(void)
{
	int unused;

	return 0;
}
