# SPDX-License-Identifier: GPL-2.0-or-later
"""SARIF 2.1.0: the one writer, for spdx-report and the kernel's report
(kernel-integration/report.py).  Rules are described by the plugin's
check table (plugin/spdx_checks.def, through _facts)."""
import os

from ._facts import CHECKS, VERSION as PLUGIN_VERSION

HELP_URI = 'https://www.kernel.org/doc/html/latest/process/license-rules.html'


def location(path, line, col, base='SRCROOT'):
    """A physicalLocation: an absolute PATH as a file: URI, another relative
    to the base BASE (an originalUriBaseIds key)."""
    if os.path.isabs(path):
        loc = {'artifactLocation': {'uri': 'file://' + path}}
    else:
        loc = {'artifactLocation': {'uri': path, 'uriBaseId': base}}
    loc['region'] = {'startLine': max(line, 1), 'startColumn': max(col, 1)}
    return loc


def document(findings, producers, bases, invocation=None):
    """The SARIF document of FINDINGS, each (check, level, message,
    suggested, physicalLocation, properties), in the order given.
    PRODUCERS: the records' producers ("spdx.so VERSION"); BASES: the
    originalUriBaseIds, name: directory; INVOCATION: the run's invocation
    object, if any."""
    rules = sorted({f[0] for f in findings})
    results = []
    for check, level, message, suggested, loc, props in findings:
        text = message if message.endswith('.') else message + '.'
        if suggested:
            text += ' Suggested: %s.' % suggested
        results.append({
            'ruleId': 'spdx-' + check,
            'ruleIndex': rules.index(check),
            'level': level,
            'message': {'text': text},
            'locations': [{'physicalLocation': loc}],
            'properties': dict({'suggested': suggested}, **props),
        })
    driver = {
        'name': 'spdx.so',
        'informationUri': 'https://spdx.org/licenses/',
        'rules': [{'id': 'spdx-' + c,
                   'shortDescription': {'text': CHECKS.get(c, 'spdx check ' + c) + '.'},
                   'helpUri': HELP_URI}
                  for c in rules],
    }
    # The plugin's version from the records; none read (the "no data"
    # answer): the version of the plugin this reader was built with.
    if len(producers) == 1:
        driver['version'] = producers[0].split()[-1]
    elif not producers:
        driver['version'] = PLUGIN_VERSION
    run = {
        'tool': {'driver': driver},
        'originalUriBaseIds': {name: {'uri': 'file://' + os.path.abspath(d) + '/'}
                               for name, d in bases.items()},
        'results': results,
    }
    if invocation is not None:
        run['invocations'] = [invocation]
    return {
        '$schema': 'https://json.schemastore.org/sarif-2.1.0.json',
        'version': '2.1.0',
        'runs': [run],
    }
