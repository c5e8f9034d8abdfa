// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The floor "make bench" compares with: a GCC plugin that registers one
 * callback and does nothing.  What cc1 pays for any plugin at all (loading
 * it, and calling into the plugin machinery at every event once a plugin is
 * there) is measured with this, so that spdx.so's own share can be told.
 */
#include "gcc-plugin.h"
#include "plugin-version.h"

int plugin_is_GPL_compatible;

static void on_finish(void *, void *)
{
}

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
	if (!plugin_default_version_check(version, &gcc_version))
		return 1;
	register_callback(info->base_name, PLUGIN_FINISH, on_finish, NULL);
	return 0;
}
