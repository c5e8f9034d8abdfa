# shellcheck shell=bash disable=SC2154
# SPDX-License-Identifier: GPL-2.0-or-later
#
# spdx-report as installed (issue 21): "make install DESTDIR=" puts the
# whole package beside the script, so that the installed reader, run from
# an unrelated directory with no PYTHONPATH, prints byte for byte what the
# checkout's prints, in every format, and knows the plugin's facts (the
# checks' descriptions in SARIF, the MODULE_LICENSE() idents across a
# module's objects).  An install that copies the script alone fails here.
# Sourced by run.sh (it defines result, report, top, out, proj, build).

inst=$out/install
rm -rf "$inst"
# A PREFIX other than the default, and DESTDIR: the script must find the
# package by its own place, not by where it would be installed for real.
make -s -C "$top" install DESTDIR="$inst" PREFIX=/opt/spdx BINDIR=/opt/spdx/bin BUILD_DIR="$build" \
	> "$out/install.log" 2>&1
result "install: make install DESTDIR= PREFIX= succeeds" $?
installed=$inst/opt/spdx/bin/spdx-report
[ -x "$installed" ] && [ -f "$inst/opt/spdx/lib/spdx-report/spdx_report/_facts.py" ]
result "install: the script in BINDIR, the package with its generated facts in PREFIX/lib/spdx-report" $?

# same_installed NAME ARGS...: both readers from /, PYTHONPATH empty for
# the installed one; output, stderr and exit status must be equal.
same_installed() {
	local name=$1 a b
	shift
	(cd / && SOURCE_DATE_EPOCH=1 $report "$@") > "$inst/$name.checkout" 2> "$inst/$name.checkout-err"
	a=$?
	(cd / && env -u PYTHONPATH SOURCE_DATE_EPOCH=1 PYTHONPATH= "$installed" "$@") \
		> "$inst/$name.installed" 2> "$inst/$name.installed-err"
	b=$?
	[ "$a" = "$b" ] && cmp -s "$inst/$name.checkout" "$inst/$name.installed" &&
		cmp -s "$inst/$name.checkout-err" "$inst/$name.installed-err" && [ -s "$inst/$name.checkout" ]
}
lic=$build/linux-6.1-LICENSES/LICENSES
for fmt in text summary json sarif spdx spdx3; do
	same_installed "proj.$fmt" --format "$fmt" --root "$proj" "$proj/prog"
	result "install: the installed reader equals the checkout's, --format $fmt" $?
done
same_installed dir.text --root "$proj" "$proj"
result "install: the installed reader equals the checkout's on the project's directory" $?
same_installed module.text --licenses "$lic" "$out/module/m.ko"
result "install: the installed reader checks module-license across a module's objects" $?
same_installed ko.spdx --format spdx "$out/fake.ko"
result "install: the installed reader reads MODULE_LICENSE() as licenseDeclared" $?
same_installed ko.spdx3 --format spdx3 "$out/fake.ko"
result "install: the installed reader's SPDX 3 of a module equals the checkout's" $?
# The facts themselves, not only their equality: real rule descriptions.
grep -q '"text": "No SPDX-License-Identifier tag."' "$inst/proj.sarif.installed" &&
	! grep -q '"text": "spdx check ' "$inst/proj.sarif.installed" &&
	grep -q "disagrees with the tag 'GPL-2.0'" "$inst/module.text.installed"
result "install: installed SARIF rules carry the checks' descriptions" $?
