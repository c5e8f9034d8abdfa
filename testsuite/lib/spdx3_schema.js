// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The official SPDX 3.0.1 JSON Schema (draft 2020-12) over documents, with
 * Ajv 8 (from the npm registry, testsuite/lib/pyshacl.sh puts it in
 * BUILD_DIR): seconds for a document python3-jsonschema needs minutes for.
 * As spdx3_validate.py always did: the document with its @graph emptied
 * against the whole schema, then each element against the definition of
 * its type (AnyClass where the schema has none), with no property left
 * unevaluated, which is what the schema's "@graph" items say, one class at
 * a time, so that an error names the element and the property.
 *
 * usage: node spdx3_schema.js SCHEMA FILE...
 * Prints, per file, one JSON line: {"file": F, "errors": ["PATH: MESSAGE", ...]}.
 * Exit status 2 when a file or the schema cannot be read.
 */
'use strict';

const fs = require('fs');
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;

const [schemaFile, ...files] = process.argv.slice(2);
let schema;
try {
	schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
} catch (e) {
	console.error(`spdx3_schema.js: ${schemaFile}: ${e.message}`);
	process.exit(2);
}
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schema, 'spdx');
const whole = ajv.getSchema('spdx');
const byType = new Map();

function typeValidator(t) {
	if (!byType.has(t))
		byType.set(t, ajv.compile({
			$ref: `spdx#/$defs/${t}`, unevaluatedProperties: false,
		}));
	return byType.get(t);
}

function found(validate, instance, where) {
	if (validate(instance))
		return [];
	return validate.errors.map((e) => {
		const path = (where + e.instancePath) || '(top)';
		const what = e.params && e.params.unevaluatedProperty ?
			` ('${e.params.unevaluatedProperty}')` : '';
		return `${path}: ${e.message}${what}`.slice(0, 300);
	});
}

let status = 0;
for (const file of files) {
	let doc;
	try {
		doc = JSON.parse(fs.readFileSync(file, 'utf8'));
	} catch (e) {
		console.error(`spdx3_schema.js: ${file}: ${e.message}`);
		status = 2;
		continue;
	}
	let errors;
	const graph = doc && typeof doc === 'object' ? doc['@graph'] : undefined;
	if (!Array.isArray(graph)) {
		errors = found(whole, doc, '');
	} else {
		errors = found(whole, Object.assign({}, doc, { '@graph': [] }), '');
		graph.forEach((e, i) => {
			let t = e && typeof e === 'object' ? e.type : undefined;
			if (typeof t !== 'string' || !(t in schema.$defs))
				t = 'AnyClass';
			errors = errors.concat(found(typeValidator(t), e, `/@graph/${i}`));
		});
	}
	console.log(JSON.stringify({ file, errors }));
}
process.exit(status);
