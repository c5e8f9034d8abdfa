#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Reads a compiler's machine-readable diagnostics (GCC 11-15's
# -fdiagnostics-format=json array, or the SARIF 2.1.0 log of GCC 13 and
# later's -fdiagnostics-format=sarif-stderr) from stdin and prints each
# diagnostic as one line that does not depend on the format or the key
# order a GCC version writes:
#
#   KIND|RULE|MESSAGE|FILE:LINE:COL-LINE:COL|fix FILE:LINE:COL-LINE:COL "TEXT"...
#
# RULE is what names the check: JSON's "option", SARIF's ruleId, followed
# by "(no rule)" when the SARIF run's rules[] has no entry of that id.
# The range is inclusive; a fix-it replaces up to, not including, its end.
# json.c and sarif.c compare these lines exactly on every GCC version.
import json
import sys


def pos(p):
    return "%s:%d:%d" % (p["file"], p["line"], p["column"])


def from_json(diags):
    for d in diags:
        loc = d["locations"][0]
        fixes = ["fix %s-%s %s" % (pos(f["start"]), "%d:%d" % (f["next"]["line"],
                 f["next"]["column"]), json.dumps(f["string"])) for f in d.get("fixits", [])]
        rng = "%s-%d:%d" % (pos(loc["caret"]), loc.get("finish", loc["caret"])["line"],
                            loc.get("finish", loc["caret"])["column"])
        yield [d["kind"], d.get("option", ""), d["message"], rng] + fixes


def region(uri, r):
    line = r["startLine"]
    return "%s:%d:%d-%d:%d" % (uri, line, r["startColumn"], r.get("endLine", line),
                               r["endColumn"])


def from_sarif(log):
    run = log["runs"][0]
    rules = {r["id"] for r in run["tool"]["driver"].get("rules", [])}
    for res in run["results"]:
        loc = res["locations"][0]["physicalLocation"]
        r = dict(loc["region"])
        r["endColumn"] -= 1			# SARIF's end is exclusive
        fixes = []
        for fix in res.get("fixes", []):
            for change in fix["artifactChanges"]:
                for rep in change["replacements"]:
                    fixes.append("fix %s %s" % (
                        region(change["artifactLocation"]["uri"], rep["deletedRegion"]),
                        json.dumps(rep.get("insertedContent", {}).get("text", ""))))
        rule = res.get("ruleId", "")
        yield [res["level"], rule + ("" if rule in rules else "(no rule)"), res["message"]["text"],
               region(loc["artifactLocation"]["uri"], r)] + fixes


def main():
    text = sys.stdin.read()
    start = min([i for i in (text.find("["), text.find("{")) if i >= 0], default=-1)
    if start < 0:
        sys.exit("no JSON in the output")
    data, _ = json.JSONDecoder().raw_decode(text[start:])
    for fields in (from_sarif(data) if isinstance(data, dict) else from_json(data)):
        print("|".join(fields))


main()
