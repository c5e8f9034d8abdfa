// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The kernel's build of the plugin (policy=kernel with LICENSES/) reads no
 * project files: this stands in for spdx_project.c, spdx_toml_load.c,
 * spdx_copyright.c and the REUSE policy's rules (spdx_rules_reuse.c) there,
 * so that the in-tree copy carries only what a kernel build uses.
 * The adapter already treats "no projects" as "no REUSE data".
 */
#include <stdio.h>
#include <string.h>

#include "spdx_project.h"
#include "spdx_rules_ctx.h"

/* The REUSE policy's checks: never in force without projects. */
void spdx_rule_copyright(struct spdx_rule_ctx *c)
{
}

void spdx_rule_license_text(struct spdx_rule_ctx *c)
{
}

void spdx_rule_external_syntax(struct spdx_rule_ctx *c)
{
}

struct spdx_projects *spdx_projects_new(spdx_toml_read_fn read_toml)
{
	return NULL;
}

void spdx_projects_free(struct spdx_projects *projects)
{
}

void spdx_projects_lookup(struct spdx_projects *projects, const char *path, int policy,
			  bool kernel_db, struct spdx_licensing *out)
{
	memset(out, 0, sizeof(*out));
	out->policy = policy < SPDX_NR_POLICIES ? (enum spdx_policy)policy :
		      kernel_db ? SPDX_POLICY_KERNEL : SPDX_POLICY_PLAIN;
}

bool spdx_projects_has_text(struct spdx_projects *projects, const char *root, const char *id,
			    size_t len)
{
	return false;
}

bool spdx_has_copyright(const char *text, size_t len, bool *ignoring)
{
	return false;
}

bool spdx_reuse_ignored(const char *text, size_t len, size_t off, bool *ignoring)
{
	return false;
}

void spdx_toml_release(struct spdx_toml *toml)
{
}

bool spdx_toml_loader_read(struct spdx_toml_loader *l, const char *path, struct spdx_toml *out,
			   char *err, size_t size, struct spdx_place *at)
{
	snprintf(err, size, "this build of the plugin reads no REUSE.toml");
	return false;
}

void spdx_toml_loader_release(struct spdx_toml_loader *l)
{
}
