# SPDX-License-Identifier: GPL-2.0-or-later
#
# Real projects, included by the top-level Makefile; not part of make check.
#
#   make projects          curl and systemd (Debian source packages) built
#                          with and without the plugin, the findings, the
#                          comparison with reuse lint (REUSE 5.0.2 from
#                          trixie) and four injected defects
#   make projects PROJECTS=curl
#   make projects-deps     the build dependencies, from the system's suite
#   make projects-debs     Debian source packages rebuilt with dpkg-buildpackage,
#                          the plugin injected through DEB_CFLAGS_APPEND, their
#                          .debs read with spdx-report (projects/debs.sh)
#   make projects-debs DEBS="libyaml lz4:lto"
#
# Sources, builds and results live in PROJECTS_DIR, outside the checkout;
# results/summary.txt there is the summary of the last run.

PROJECTS_DIR	?= /var/tmp/spdx-projects
PROJECTS	?= curl systemd
PROJECTS_JOBS	?= 2
PJ		:= $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
# Another plugin (say a build of another commit) with SPDX_PLUGIN=FILE.
SPDX_PLUGIN	?= $(CURDIR)/plugin/spdx.so
SPDX_REPORT	?= $(CURDIR)/tools/spdx-report

# dpkg-dev: dpkg-source; autotools: curl's Debian patches touch
# configure.ac; meson and the rest: systemd with -Dauto_features=disabled;
# python3-*: what reuse 5.0.2 imports (the bookworm versions are new enough).
DEB_PROJECTS	:= dpkg-dev gcc make autoconf automake libtool pkg-config libssl-dev \
		   zlib1g-dev meson ninja-build gperf libcap-dev libmount-dev python3-jinja2 \
		   python3-attr python3-binaryornot python3-boolean python3-click \
		   python3-debian python3-license-expression python3-tomlkit

.PHONY: projects projects-deps projects-debs projects-debs-deps

projects-deps:
	@$(call install_missing,$(DEB_PROJECTS))

projects: projects-deps $(if $(filter $(CURDIR)/plugin/spdx.so,$(SPDX_PLUGIN)),plugin/spdx.so) \
		$(if $(filter $(CURDIR)/tools/spdx-report,$(SPDX_REPORT)),$(REPORT_FACTS))
	PROJECTS_DIR=$(PROJECTS_DIR) SPDX_PLUGIN=$(SPDX_PLUGIN) SPDX_REPORT=$(SPDX_REPORT) \
		JOBS=$(PROJECTS_JOBS) bash $(PJ)/projects.sh $(PROJECTS)

# The packages of projects/debs.sh (its DEBS_DEFAULT) and what builds them.
DEBS		?=
DEBS_SOURCES	:= libyaml cjson fuse3 lz4 busybox

projects-debs-deps:
	@$(call install_missing,dpkg-dev debhelper fakeroot time)
	@for p in $(DEBS_SOURCES); do \
		d=$$(bash testsuite/lib/debian-archive.sh $(PROJECTS_DIR)/archive bookworm source $$p | \
			tail -n 1) && DEBIAN_FRONTEND=noninteractive apt-get build-dep -y -qq --arch-only "$$d" \
			> /dev/null || exit 1; \
	done

projects-debs: projects-debs-deps $(if $(filter $(CURDIR)/plugin/spdx.so,$(SPDX_PLUGIN)),plugin/spdx.so) \
		$(if $(filter $(CURDIR)/tools/spdx-report,$(SPDX_REPORT)),$(REPORT_FACTS))
	PROJECTS_DIR=$(PROJECTS_DIR) SPDX_PLUGIN=$(SPDX_PLUGIN) SPDX_REPORT=$(SPDX_REPORT) \
		JOBS=$(PROJECTS_JOBS) bash $(PJ)/debs.sh $(DEBS)
