// The scene's node kinds are one list in three places: docs/PROTOCOL.md's grammar ("The scene"),
// what the server emits (Sources/MirrorUI/Scene) and what the page draws (Public/js/render, each
// kind registered with `registerKind`). A kind added to one and not the others fails here: the
// page would draw it as "Unsupported view", or a client implementer would not know it exists.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const ROOT = new URL('../../', import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, ROOT), 'utf8');
const sorted = (/** @type {Iterable<string>} */ kinds) => [...new Set(kinds)].sort();

/** The quoted names in `text`, in order. @param {string} text */
const quoted = (text) => [...text.matchAll(/["'](\w+)["']/g)].map((m) => m[1]);

/**
 * The grammar block of PROTOCOL.md's "The scene" as productions: name → its text, continuation
 * lines joined.
 * @returns {Map<string, string>}
 */
function productions() {
	const doc = read('docs/PROTOCOL.md');
	const start = doc.indexOf('\n## The scene\n');
	assert.ok(start >= 0, 'PROTOCOL.md has a "## The scene" section');
	const block = /```\n([\s\S]*?)\n```/.exec(doc.slice(start));
	assert.ok(block, '"The scene" has a grammar block');
	/** @type {Map<string, string>} */
	const out = new Map();
	let name = null;
	for (const line of block[1].split('\n')) {
		const head = /^(\w+)\s*=(.*)$/.exec(line);
		if (head) out.set((name = head[1]), head[2]);
		else if (name !== null && /^\s+\S/.test(line)) out.set(name, `${out.get(name)} ${line.trim()}`);
		else name = null;
	}
	return out;
}

/** The kinds a production's objects have (`"kind": "a" | "b"`). @param {string} text */
function kindsOf(text) {
	return [...text.matchAll(/"kind":\s*("\w+"(?:\s*\|\s*"\w+")*)/g)].flatMap((m) => quoted(m[1]));
}

/** The node kinds the grammar documents: the kind of each alternative of `Node`. */
function documentedNodeKinds() {
	const grammar = productions();
	const node = grammar.get('Node');
	assert.ok(node, 'the grammar has a Node production');
	return node.split('|').map((alternative) => {
		const name = alternative.trim();
		const body = grammar.get(name);
		assert.ok(body !== undefined, `Node lists ${name}, which has no production`);
		const kinds = kindsOf(body);
		assert.equal(kinds.length, 1, `${name} has one "kind": ${body}`);
		return { name, kind: kinds[0] };
	});
}

/**
 * The kinds the page's renderers register: `registerKind('x', …)`, or `registerKind(k, …)` in a
 * `for (const k of […])` loop over literal kinds. A call of any other form fails, so that no
 * kind the page draws goes unseen.
 */
function renderedKinds() {
	const kinds = [];
	const dir = 'Public/js/render/';
	for (const file of readdirSync(new URL(dir, ROOT)).filter((f) => f.endsWith('.js'))) {
		const source = read(dir + file);
		for (const call of source.matchAll(/(?<!function )registerKind\(\s*([^,)]*)/g)) {
			const argument = call[1].trim();
			if (/^'\w+'$/.test(argument)) {
				kinds.push(...quoted(argument));
				continue;
			}
			const loops = [...source.slice(0, call.index).matchAll(/for \(const (\w+) of [^[]*\[([^\]]*)\]/g)];
			const loop = loops.findLast((l) => l[1] === argument);
			assert.ok(loop, `${dir}${file}: registerKind(${argument}, …) names no kind this test can read`);
			kinds.push(...quoted(loop[2]));
		}
	}
	return kinds;
}

/**
 * The node kinds the server's scene JSON writes: `"kind": "x"`, `object["kind"] = "x"` and
 * `stackJSON("x", …)`.
 */
function emittedNodeKinds() {
	const dir = 'Sources/MirrorUI/Scene/';
	const kinds = [];
	for (const file of readdirSync(new URL(dir, ROOT)).filter((f) => f.endsWith('.swift'))) {
		const source = read(dir + file);
		for (const m of source.matchAll(/"kind"(?:: |\] = )"(\w+)"|stackJSON\("(\w+)"/g)) kinds.push(m[1] ?? m[2]);
	}
	return kinds;
}

/** The cases of `SceneNode`, from its declaration. */
function sceneNodeCases() {
	const source = read('Sources/MirrorUI/Scene/SceneNode.swift');
	const body = /public indirect enum SceneNode[^{]*\{([\s\S]*?)\n\}/.exec(source);
	assert.ok(body, 'SceneNode.swift declares `public indirect enum SceneNode`');
	return [...body[1].matchAll(/^\s*case (\w+)/gm)].map((m) => m[1]);
}

describe("PROTOCOL.md's scene grammar", () => {
	it('documents every node kind the page draws, and the page draws every documented one', () => {
		const documented = sorted(documentedNodeKinds().map((n) => n.kind));
		const rendered = sorted(renderedKinds());
		assert.deepEqual(rendered.filter((k) => !documented.includes(k)), [], 'drawn by the page, missing from PROTOCOL.md');
		assert.deepEqual(documented.filter((k) => !rendered.includes(k)), [], 'in PROTOCOL.md, not drawn by the page');
	});

	it('documents every node kind the server emits, and the server emits every documented one', () => {
		const documented = sorted(documentedNodeKinds().map((n) => n.kind));
		const emitted = sorted(emittedNodeKinds());
		assert.deepEqual(emitted.filter((k) => !documented.includes(k)), [], 'emitted by the server, missing from PROTOCOL.md');
		assert.deepEqual(documented.filter((k) => !emitted.includes(k)), [], 'in PROTOCOL.md, never emitted by the server');
		// Each case of SceneNode writes a kind of its own: a case whose kind this test cannot see
		// (not a literal) shows as one kind too few.
		assert.equal(emitted.length, sceneNodeCases().length, `SceneNode's cases (${sceneNodeCases()}) and the kinds found (${emitted})`);
	});

	it('lists in Node every production that has a node kind, and no kind twice', () => {
		const grammar = productions();
		const listed = documentedNodeKinds();
		const names = listed.map((n) => n.name);
		const unlisted = [...grammar].filter(([name, body]) => name !== 'Presentation' && !names.includes(name) && kindsOf(body).length > 0);
		assert.deepEqual(unlisted.map(([name]) => name), [], 'productions with a "kind" that Node does not list');
		assert.equal(sorted(listed.map((n) => n.kind)).length, listed.length, 'a kind documented twice');
	});

	it('documents the presentation kinds the server emits', () => {
		const documented = sorted(kindsOf(productions().get('Presentation') ?? ''));
		const source = read('Sources/MirrorUI/Scene/ScenePresentation.swift');
		const cases = /enum Kind[^{]*\{\s*case ([\w, ]+)\n/.exec(source);
		assert.ok(cases, 'ScenePresentation.Kind lists its cases on one line');
		assert.deepEqual(documented, sorted(cases[1].split(',').map((c) => c.trim())));
	});
});
