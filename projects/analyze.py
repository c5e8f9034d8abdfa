#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The figures of "make projects" (projects.sh): the plugin's findings from a
# build log and from tools/spdx-report's JSON, the comparison with
# "reuse lint --json" over the files the build compiled, and the defect
# injection.  Only the standard library; run with /usr/bin/python3.
#
#   analyze.py findings  --src S --build B --log L --report R --out DIR
#   analyze.py compare   --src S --build B --report R --reuse J --out DIR
#   analyze.py pick      --src S --build B --report R
#   analyze.py inject    --src S --backup DIR --desc OUT FILE_A FILE_B FILE_C FILE_D
#   analyze.py injected  --src S --build B --desc D --log L --report R
#                        --reuse J --reuse-before J --out DIR
#   analyze.py summary   DIR...

import argparse
import collections
import json
import os
import re
import shutil
import sys

WARNING = re.compile(r'^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): '
		     r'(?P<kind>warning|error): (?P<msg>.*) \[spdx-(?P<check>[a-z0-9-]+)\]$')
ANSI = re.compile(r'\x1b\[[0-9;]*[mK]')
TAG = re.compile(r'SPDX-License-Identifier:\s*(?P<expr>.*?)\s*(\*/.*)?$')
# A copyright notice, not every word "copyright" (curl's banner points to
# ".../docs/copyright.html").
COPYRIGHT = re.compile(r'SPDX-FileCopyrightText|\u00a9|\bcopyright\s*(\(c\)|[0-9])', re.I)
HEAD_LINES = 40
# Valid SPDX identifiers, tried in order for defect (c): the first one
# without a text in the tree's LICENSES/ is used.
NO_TEXT_IDS = ['MIT-0', '0BSD', 'Unlicense', 'BSD-1-Clause']


class Paths:
	"""Resolves the paths the compiler printed and spdx-report recorded.

	ninja (meson) compiles from the build directory; make (autotools)
	from its subdirectories: a relative path is tried against each."""

	def __init__(self, src, build):
		self.src = os.path.realpath(src)
		self.bases = [build]
		for root, dirs, files in os.walk(build):
			depth = root[len(build):].count(os.sep)
			if depth >= 3:
				dirs[:] = []
			if root != build and 'Makefile' in files:
				self.bases.append(root)

	def real(self, path):
		cands = [path] if os.path.isabs(path) else \
			[os.path.join(b, path) for b in self.bases]
		for c in cands:
			if os.path.exists(c):
				return os.path.realpath(c)
		return os.path.normpath(cands[0])

	def rel(self, path):
		"""The path inside the source tree, or None."""
		r = self.real(path)
		if r == self.src or r.startswith(self.src + os.sep):
			return os.path.relpath(r, self.src)
		return None

	def show(self, path):
		r = self.rel(path)
		return r if r is not None else self.real(path)


def log_findings(log, paths):
	"""Every spdx diagnostic of the log, in order: (file, line, col, check, msg)."""
	out = []
	with open(log, errors='replace') as f:
		for raw in f:
			m = WARNING.match(ANSI.sub('', raw.rstrip('\n')))
			if m:
				out.append((paths.show(m['file']), int(m['line']), int(m['col']),
					    m['check'], m['msg']))
	return out


def report_findings(report, paths):
	out = {}
	for f in report['findings']:
		key = (paths.show(f['file']), f['line'], f['column'], f['check'], f['message'])
		out[key] = f
	return out


def load(path):
	with open(path) as f:
		return json.load(f)


def dump(obj, path):
	with open(path, 'w') as f:
		json.dump(obj, f, indent=1, sort_keys=True)
		f.write('\n')


def cmd_findings(a):
	paths = Paths(a.src, a.build)
	logged = log_findings(a.log, paths)
	report = load(a.report)
	recorded = report_findings(report, paths)
	distinct = collections.OrderedDict()
	for k in logged:
		distinct[k] = distinct.get(k, 0) + 1
	per_check_log = collections.Counter(k[3] for k in logged)
	per_check_distinct = collections.Counter(k[3] for k in distinct)
	# Findings in system headers: recorded, quiet unless -Wsystem-headers.
	system = sorted(k for k, f in recorded.items() if f.get('system'))
	for k in system:
		del recorded[k]
	per_check_report = collections.Counter(k[3] for k in recorded)
	only_log = sorted(set(distinct) - set(recorded))
	only_report = sorted(set(recorded) - set(distinct))
	checks = sorted(set(per_check_log) | set(per_check_report))
	res = {
		'translation_units': report.get('translation_units'),
		'log_total': len(logged),
		'distinct': len(distinct),
		'report_distinct': len(recorded),
		'per_check': {c: {'log': per_check_log[c], 'distinct': per_check_distinct[c],
				  'report': per_check_report[c]} for c in checks},
		'findings': [{'file': k[0], 'line': k[1], 'column': k[2], 'check': k[3],
			      'message': k[4], 'log_times': n,
			      'translation_units': recorded.get(k, {}).get('translation_units')}
			     for k, n in sorted(distinct.items())],
		'only_log': [list(k) for k in only_log],
		'only_report': [list(k) for k in only_report],
		'system': [list(k) for k in system],
	}
	dump(res, os.path.join(a.out, 'findings.json'))
	with open(os.path.join(a.out, 'findings.txt'), 'w') as f:
		p = lambda *x: print(*x, file=f)
		p(f'translation units (spdx-report): {res["translation_units"]}')
		p(f'spdx diagnostics in the build log: {len(logged)}, distinct: {len(distinct)}; '
		  f'distinct in spdx-report --format json: {len(recorded)}')
		p('')
		p(f'{"check":<20} {"log lines":>10} {"distinct":>9} {"spdx-report":>12}')
		for c in checks:
			v = res['per_check'][c]
			p(f'{c:<20} {v["log"]:>10} {v["distinct"]:>9} {v["report"]:>12}')
		p('')
		p('every distinct finding (file:line:col [check] message  x times in the log, '
		  'in N translation units per spdx-report):')
		for x in res['findings']:
			p(f'{x["file"]}:{x["line"]}:{x["column"]}: [{x["check"]}] {x["message"]}'
			  f'  (log x{x["log_times"]}, TUs {x["translation_units"]})')
		p('')
		p(f'in the log but not in spdx-report: {len(only_log)}')
		for k in only_log:
			p('  %s:%d:%d: [%s] %s' % k)
		p(f'in spdx-report but not in the log: {len(only_report)}')
		for k in only_report:
			p('  %s:%d:%d: [%s] %s' % k)
		p(f'in spdx-report, marked "system" (quiet in the log, as GCC\'s own warnings '
		  f'in system headers): {len(system)}')
		for k in system:
			p('  %s:%d:%d: [%s] %s' % k)


def compiled_files(report, paths):
	"""The files inside the source tree the build read: {rel: record}."""
	mains = set()
	for u in report['units']:
		r = paths.rel(u['main'])
		if r is not None:
			mains.add(r)
	files = {}
	for f in report['files']:
		r = paths.rel(f['file'])
		if r is None:
			continue
		files[r] = {'expression': f['expression'], 'flags': f['flags'],
			    'main': r in mains,
			    'checked': 'checked' in f['flags']}
	for r in mains:
		files.setdefault(r, {'expression': None, 'flags': [], 'main': True,
				     'checked': True})
	return files


def reuse_view(reuse, src):
	"""Per file of the tree: reuse's categories and expressions."""
	src = os.path.realpath(src)
	rel = lambda p: os.path.relpath(os.path.realpath(p), src) if os.path.isabs(p) else p
	nc = reuse['non_compliant']
	view = collections.defaultdict(lambda: {'categories': set(), 'expressions': [],
						  'copyrights': 0, 'sources': set()})
	for f in reuse['files']:
		v = view[f['path']]
		v['expressions'] = [e['value'] for e in f['spdx_expressions']]
		v['sources'] = {e['source_type'] for e in f['spdx_expressions']}
		v['copyrights'] = len(f['copyrights'])
	for p in nc.get('missing_licensing_info', []):
		view[rel(p)]['categories'].add('no-license')
	for p in nc.get('missing_copyright_info', []):
		view[rel(p)]['categories'].add('no-copyright')
	for lic, ps in nc.get('bad_licenses', {}).items():
		for p in ps:
			view[rel(p)]['categories'].add('bad-license')
	for lic, ps in nc.get('missing_licenses', {}).items():
		for p in ps:
			view[rel(p)]['categories'].add('no-license-text')
	for p in nc.get('read_errors', []):
		view[rel(p)]['categories'].add('read-error')
	return view


# Rows of the comparison: (row, reuse category, plugin checks, note)
ROWS = [
	('no license tag/info', 'no-license', {'missing'}, ''),
	('bad (non-SPDX) license', 'bad-license', {'unknown-license', 'syntax'}, ''),
	('license without text in LICENSES/', 'no-license-text', {'license-text'}, ''),
	('no copyright notice', 'no-copyright', {'copyright'}, ''),
	('unreadable file', 'read-error', set(), ''),
]


def norm_expr(e):
	return re.sub(r'\s+', ' ', e or '').strip()


def cmd_compare(a):
	paths = Paths(a.src, a.build)
	report = load(a.report)
	reuse = load(a.reuse)
	files = compiled_files(report, paths)
	view = reuse_view(reuse, a.src)
	plug = collections.defaultdict(set)
	plug_msgs = collections.defaultdict(list)
	for f in report['findings']:
		r = paths.rel(f['file'])
		if r is not None:
			plug[r].add(f['check'])
			plug_msgs[r].append(f'{f["line"]}:{f["column"]} [{f["check"]}] {f["message"]}')
	mains = sorted(r for r in files if files[r]['main'])
	headers = sorted(r for r in files if not files[r]['main'])
	rows = []
	for name, cat, checks, note in ROWS:
		for scope, sel in (('.c', mains), ('headers', headers)):
			rset = {r for r in sel if cat in view[r]['categories']}
			pset = {r for r in sel if plug[r] & checks}
			rows.append({'row': name, 'scope': scope, 'files': len(sel),
				     'reuse': len(rset), 'plugin': len(pset),
				     'both': len(rset & pset),
				     'reuse_only': sorted(rset - pset),
				     'plugin_only': sorted(pset - rset), 'note': note})
	other = collections.Counter()
	other_files = collections.defaultdict(list)
	known = set().union(*(c for _, _, c, _ in ROWS))
	for r in sorted(files):
		for c in sorted(plug[r] - known):
			other[c] += 1
			other_files[c].append(r)
	# The expression each tool read.
	agree, parens, differ, unseen = 0, 0, [], []
	bare = lambda e: re.sub(r'\s+', ' ', e.replace('(', '').replace(')', '')).strip()
	for r in sorted(files):
		pe = norm_expr(files[r]['expression'])
		re_ = [norm_expr(x) for x in view[r]['expressions']]
		if not pe and not re_:
			continue
		if not pe or not re_:
			unseen.append((r, pe or '-', ' | '.join(re_) or '-'))
		elif pe in re_:
			agree += 1
		elif bare(pe) in [bare(x) for x in re_]:
			# The plugin records its parse, with the precedence as
			# parentheses: "(A WITH B) OR C" is "A WITH B OR C".
			parens += 1
		else:
			differ.append((r, pe, ' | '.join(re_)))
	summ = reuse['summary']
	nc = reuse['non_compliant']
	res = {'compiled_in_tree': len(files), 'mains': len(mains), 'headers': len(headers),
	       'rows': rows, 'plugin_only_checks': dict(other),
	       'expr_agree': agree, 'expr_parens': parens, 'expr_differ': differ, 'expr_one_side': unseen,
	       'reuse_tree': {'files_total': summ['files_total'],
			      'files_with_licensing_info': summ['files_with_licensing_info'],
			      'files_with_copyright_info': summ['files_with_copyright_info'],
			      'missing_licenses': sorted(nc.get('missing_licenses', {})),
			      'bad_licenses': sorted(nc.get('bad_licenses', {})),
			      'deprecated_licenses': nc.get('deprecated_licenses', []),
			      'unused_licenses': nc.get('unused_licenses', []),
			      'compliant': summ['compliant']}}
	dump(res, os.path.join(a.out, 'compare.json'))
	with open(os.path.join(a.out, 'compare.txt'), 'w') as f:
		p = lambda *x: print(*x, file=f)
		t = res['reuse_tree']
		p(f'reuse lint, whole tree: {t["files_total"]} files, '
		  f'{t["files_with_licensing_info"]} with licensing info, '
		  f'{t["files_with_copyright_info"]} with copyright info, '
		  f'compliant: {t["compliant"]}')
		p(f'  licenses without text: {", ".join(t["missing_licenses"]) or "-"}')
		p(f'  bad licenses: {", ".join(t["bad_licenses"]) or "-"}')
		p(f'  deprecated licenses: {", ".join(t["deprecated_licenses"]) or "-"}')
		p(f'  unused license texts: {", ".join(t["unused_licenses"]) or "-"}')
		p('')
		p(f'compiled files inside the tree (spdx-report): {len(files)} '
		  f'({len(mains)} .c, {len(headers)} headers; the plugin checks the .c files, '
		  f'and headers only when they are uapi headers)')
		p('')
		p(f'| {"category":<34} | {"scope":<7} | {"files":>5} | {"reuse":>5} | '
		  f'{"plugin":>6} | {"both":>5} | {"reuse only":>10} | {"plugin only":>11} |')
		p(f'|{"-" * 36}|{"-" * 9}|{"-" * 7}|{"-" * 7}|{"-" * 8}|{"-" * 7}|'
		  f'{"-" * 12}|{"-" * 13}|')
		for r in rows:
			p(f'| {r["row"]:<34} | {r["scope"]:<7} | {r["files"]:>5} | {r["reuse"]:>5} | '
			  f'{r["plugin"]:>6} | {r["both"]:>5} | {len(r["reuse_only"]):>10} | '
			  f'{len(r["plugin_only"]):>11} |')
		for c, n in sorted(other.items()):
			p(f'| {"plugin check " + c:<34} | {"all":<7} | {len(files):>5} | {"n/a":>5} | '
			  f'{n:>6} | {"":>5} | {"":>10} | {n:>11} |')
		p('')
		p(f'license expression read by both: same {agree}, same up to parentheses {parens}, '
		  f'different {len(differ)}, only one tool found one {len(unseen)}')
		for r, pe, rx in differ:
			p(f'  differ: {r}: plugin "{pe}", reuse "{rx}"')
		for r, pe, rx in unseen:
			p(f'  one side: {r}: plugin "{pe}", reuse "{rx}"')
		p('')
		p('files that differ, per category:')
		for r in rows:
			for side in ('reuse_only', 'plugin_only'):
				for x in r[side]:
					extra = '; '.join(plug_msgs[x]) or 'no finding'
					p(f'  {r["row"]} [{r["scope"]}] {side.replace("_", " ")}: {x}'
					  f'  (reuse: {",".join(sorted(view[x]["categories"])) or "ok"}'
					  f'; plugin: {extra})')
		for c, fl in sorted(other_files.items()):
			for x in fl:
				p(f'  plugin check {c}: {x}  (reuse: '
				  f'{",".join(sorted(view[x]["categories"])) or "ok"})')


def head(path):
	with open(path, encoding='utf-8', errors='surrogateescape') as f:
		return f.read().split('\n')


def cmd_pick(a):
	paths = Paths(a.src, a.build)
	report = load(a.report)
	files = compiled_files(report, paths)
	good = []
	for r in sorted(x for x in files if files[x]['main'] and x.endswith('.c')):
		lines = head(os.path.join(paths.src, r))[:HEAD_LINES]
		tag = [i for i, l in enumerate(lines) if TAG.search(l)]
		cr = [i for i, l in enumerate(lines) if COPYRIGHT.search(l)]
		if len(tag) == 1 and cr and TAG.search(lines[tag[0]])['expr']:
			good.append(r)
	if len(good) < 4:
		sys.exit('pick: fewer than 4 compiled .c files with a tag and a copyright line')
	n = len(good)
	for i in (0, n // 4, n // 2, 3 * n // 4):
		print(good[i])


def cmd_inject(a):
	src = os.path.realpath(a.src)
	lic_dir = os.path.join(src, 'LICENSES')
	texts = set()
	if os.path.isdir(lic_dir):
		texts = {os.path.splitext(x)[0] for x in os.listdir(lic_dir)}
	no_text = next(x for x in NO_TEXT_IDS if x not in texts)
	desc = []
	for defect, rel in zip(('misspelled-license', 'removed-tag', 'license-without-text',
				'removed-copyright'), a.files):
		path = os.path.join(src, rel)
		bak = os.path.join(a.backup, rel)
		os.makedirs(os.path.dirname(bak), exist_ok=True)
		shutil.copy2(path, bak)
		lines = head(path)
		i = next(i for i, l in enumerate(lines[:HEAD_LINES]) if TAG.search(l))
		m = TAG.search(lines[i])
		expr = m['expr']
		start = lines[i].index(expr, m.start('expr'))
		d = {'defect': defect, 'file': rel, 'tag_line': i + 1}
		if defect == 'misspelled-license':
			ident = re.search(r'[A-Za-z0-9.+-]+', expr)[0]
			bad = ident[:-2] + ident[-1] if len(ident) > 2 else ident + 'x'
			col = start + expr.index(ident)
			lines[i] = lines[i][:col] + bad + lines[i][col + len(ident):]
			d.update(change=f'{ident} -> {bad}', where=f'{i + 1}:{col + 1}')
		elif defect == 'removed-tag':
			d.update(change=f'line {i + 1} removed: {lines[i].strip()}', where='-')
			del lines[i]
		elif defect == 'license-without-text':
			lines[i] = lines[i][:start] + no_text + lines[i][start + len(expr):]
			d.update(change=f'{expr} -> {no_text} (no LICENSES/{no_text}.txt)',
				 where=f'{i + 1}:{start + 1}')
		else:
			gone = [j for j, l in enumerate(lines[:HEAD_LINES]) if COPYRIGHT.search(l)]
			d.update(change='removed: ' + ' / '.join(lines[j].strip() for j in gone),
				 where=','.join(str(j + 1) for j in gone))
			for j in reversed(gone):
				del lines[j]
		with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
			f.write('\n'.join(lines))
		desc.append(d)
	dump(desc, a.desc)
	for d in desc:
		print(f'  {d["defect"]}: {d["file"]}: {d["change"]}')


def cmd_injected(a):
	paths = Paths(a.src, a.build)
	desc = load(a.desc)
	logged = log_findings(a.log, paths)
	recorded = report_findings(load(a.report), paths)
	after = reuse_view(load(a.reuse), a.src)
	before = reuse_view(load(a.reuse_before), a.src)
	out = []
	for d in desc:
		hits = collections.Counter(k for k in logged if k[0] == d['file'])
		rec = {k: f['translation_units'] for k, f in recorded.items() if k[0] == d['file']}
		d = dict(d)
		d['plugin'] = [{'where': f'{k[0]}:{k[1]}:{k[2]}', 'check': k[3], 'message': k[4],
				'log_times': n, 'translation_units': rec.get(k)}
			       for k, n in sorted(hits.items())]
		d['reuse_before'] = sorted(before[d['file']]['categories'])
		d['reuse_after'] = sorted(after[d['file']]['categories'])
		out.append(d)
	dump(out, os.path.join(a.out, 'inject.json'))
	with open(os.path.join(a.out, 'inject.txt'), 'w') as f:
		p = lambda *x: print(*x, file=f)
		for d in out:
			p(f'({d["defect"]}) {d["file"]}: {d["change"]}')
			p(f'  reuse lint: before {", ".join(d["reuse_before"]) or "ok"}; '
			  f'after {", ".join(d["reuse_after"]) or "ok"}')
			if not d['plugin']:
				p('  plugin: NOTHING reported for this file in the rebuild')
			for x in d['plugin']:
				p(f'  plugin: {x["where"]}: [{x["check"]}] {x["message"]} '
				  f'(log x{x["log_times"]}, TUs {x["translation_units"]})')


def cmd_summary(a):
	for d in a.dirs:
		name = os.path.basename(os.path.normpath(d))
		print(f'=== {name}')
		for fn in ('source.txt', 'times.txt'):
			pth = os.path.join(d, fn)
			if os.path.exists(pth):
				with open(pth) as f:
					sys.stdout.write(f.read())
		fj = os.path.join(d, 'findings.json')
		if os.path.exists(fj):
			r = load(fj)
			print(f'plugin findings: {r["log_total"]} log lines, {r["distinct"]} distinct, '
			      f'{r["report_distinct"]} in spdx-report (+{len(r["system"])} in system '
			      f'headers, quiet); per check (distinct): ' +
			      (', '.join(f'{c} {v["distinct"]}' for c, v in
					 sorted(r['per_check'].items())) or 'none'))
		ct = os.path.join(d, 'compare.txt')
		if os.path.exists(ct):
			with open(ct) as f:
				text = f.read()
			print(text.split('\nfiles that differ')[0].rstrip())
		it = os.path.join(d, 'inject.txt')
		if os.path.exists(it):
			print('defect injection:')
			with open(it) as f:
				sys.stdout.write(f.read())
		print(f'(details: {d})')


def main():
	ap = argparse.ArgumentParser(description=__doc__)
	sub = ap.add_subparsers(dest='cmd', required=True)
	s = sub.add_parser('findings')
	for o in ('src', 'build', 'log', 'report', 'out'):
		s.add_argument('--' + o, required=True)
	s = sub.add_parser('compare')
	for o in ('src', 'build', 'report', 'reuse', 'out'):
		s.add_argument('--' + o, required=True)
	s = sub.add_parser('pick')
	for o in ('src', 'build', 'report'):
		s.add_argument('--' + o, required=True)
	s = sub.add_parser('inject')
	for o in ('src', 'backup', 'desc'):
		s.add_argument('--' + o, required=True)
	s.add_argument('files', nargs=4)
	s = sub.add_parser('injected')
	for o in ('src', 'build', 'desc', 'log', 'report', 'reuse', 'reuse-before', 'out'):
		s.add_argument('--' + o, required=True)
	s = sub.add_parser('summary')
	s.add_argument('dirs', nargs='+')
	a = ap.parse_args()
	globals()['cmd_' + a.cmd](a)


if __name__ == '__main__':
	main()
