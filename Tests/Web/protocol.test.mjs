import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
	parseServerMessage, actionMessage, resyncMessage,
	parsePointer, formatPointer, getPointer, applyPatch, PatchError, deepEqual,
} from '../../Public/js/protocol.js';

const scene = { root: { kind: 'empty' }, presentations: [], diagnostics: [] };

describe('parseServerMessage()', () => {
	it('accepts a hello', () => {
		const r = parseServerMessage(JSON.stringify({ type: 'hello', protocol: 1, client: 'c1', room: 'main', demo: 'tabs', version: 0, scene, state: {} }));
		assert.equal(r.ok, true);
		assert.equal(r.ok && r.message.type, 'hello');
	});
	it('rejects a hello for another protocol version', () => {
		const r = parseServerMessage(JSON.stringify({ type: 'hello', protocol: 2, client: 'c1', room: 'main', version: 0, scene, state: {} }));
		assert.equal(r.ok, false);
	});
	it('accepts a state with a client cause and with an effect cause', () => {
		for (const client of ['c3', null]) {
			const r = parseServerMessage(JSON.stringify({ type: 'state', version: 4, scene, state: { a: 1 }, cause: { action: { x: {} }, client } }));
			assert.equal(r.ok, true, JSON.stringify(r));
		}
	});
	it('rejects a state with a negative or fractional version', () => {
		for (const version of [-1, 1.5, '3']) {
			assert.equal(parseServerMessage(JSON.stringify({ type: 'state', version, scene, state: {}, cause: null })).ok, false);
		}
	});
	it('rejects a state whose scene has no root', () => {
		assert.equal(parseServerMessage(JSON.stringify({ type: 'state', version: 1, scene: {}, state: {} })).ok, false);
	});
	it('accepts ack, error with id, error with null id', () => {
		assert.equal(parseServerMessage('{"type":"ack","id":"p1-1","version":3}').ok, true);
		assert.equal(parseServerMessage('{"type":"error","id":"p1-2","code":"unknown-action","message":"no"}').ok, true);
		assert.equal(parseServerMessage('{"type":"error","id":null,"code":"bad-json","message":"no"}').ok, true);
	});
	it('rejects an error without a code', () => {
		assert.equal(parseServerMessage('{"type":"error","id":null,"message":"no"}').ok, false);
	});
	it('accepts a patch and rejects one without ops', () => {
		assert.equal(parseServerMessage('{"type":"patch","version":2,"base":1,"ops":[],"cause":null}').ok, true);
		assert.equal(parseServerMessage('{"type":"patch","version":2,"base":1,"cause":null}').ok, false);
	});
	it('never throws on junk', () => {
		for (const text of ['', 'nope', '[]', 'null', '42', '{"type":"future"}', '{}']) {
			const r = parseServerMessage(text);
			assert.equal(r.ok, false, text);
			assert.equal(typeof (!r.ok && r.error), 'string');
		}
	});
});

describe('client messages', () => {
	it('builds an action message', () => {
		assert.deepEqual(actionMessage('p1-7', { tab1: { moveDetailViewButtonTapped: {} } }), {
			type: 'action', id: 'p1-7', action: { tab1: { moveDetailViewButtonTapped: {} } },
		});
	});
	it('builds a resync message', () => {
		assert.deepEqual(resyncMessage(), { type: 'resync' });
	});
});

describe('JSON Pointer', () => {
	it('parses the empty pointer as the whole document', () => {
		assert.deepEqual(parsePointer(''), []);
	});
	it('unescapes ~1 before ~0 (RFC 6901 §4)', () => {
		assert.deepEqual(parsePointer('/a~1b/m~0n/~01'), ['a/b', 'm~n', '~1']);
	});
	it('round-trips through formatPointer', () => {
		const tokens = ['a/b', 'm~n', '', '~1', '0'];
		assert.deepEqual(parsePointer(formatPointer(tokens)), tokens);
	});
	it('rejects a pointer without a leading slash and bad escapes', () => {
		assert.throws(() => parsePointer('a'), PatchError);
		assert.throws(() => parsePointer('/a~2'), PatchError);
		assert.throws(() => parsePointer('/a~'), PatchError);
	});
	it('reads the RFC 6901 §5 examples', () => {
		const doc = { foo: ['bar', 'baz'], '': 0, 'a/b': 1, 'c%d': 2, 'e^f': 3, 'g|h': 4, 'i\\j': 5, 'k"l': 6, ' ': 7, 'm~n': 8 };
		assert.deepEqual(getPointer(doc, ''), doc);
		assert.deepEqual(getPointer(doc, '/foo'), ['bar', 'baz']);
		assert.equal(getPointer(doc, '/foo/0'), 'bar');
		assert.equal(getPointer(doc, '/'), 0);
		assert.equal(getPointer(doc, '/a~1b'), 1);
		assert.equal(getPointer(doc, '/m~0n'), 8);
		assert.equal(getPointer(doc, '/ '), 7);
	});
	it('rejects leading zeros and out-of-range indexes', () => {
		assert.throws(() => getPointer({ a: [1, 2] }, '/a/01'), PatchError);
		assert.throws(() => getPointer({ a: [1, 2] }, '/a/2'), PatchError);
		assert.throws(() => getPointer({ a: [1, 2] }, '/a/-'), PatchError);
	});
});

describe('applyPatch()', () => {
	it('add: object member, array insert, array append with "-", whole document', () => {
		assert.deepEqual(applyPatch({ foo: 'bar' }, [{ op: 'add', path: '/baz', value: 'qux' }]), { foo: 'bar', baz: 'qux' });
		assert.deepEqual(applyPatch({ foo: ['bar', 'baz'] }, [{ op: 'add', path: '/foo/1', value: 'qux' }]), { foo: ['bar', 'qux', 'baz'] });
		assert.deepEqual(applyPatch({ foo: [1] }, [{ op: 'add', path: '/foo/-', value: 2 }]), { foo: [1, 2] });
		assert.deepEqual(applyPatch({ foo: [1] }, [{ op: 'add', path: '/foo/1', value: 2 }]), { foo: [1, 2] });
		assert.deepEqual(applyPatch({ a: 1 }, [{ op: 'add', path: '', value: [1] }]), [1]);
	});
	it('add replaces an existing member', () => {
		assert.deepEqual(applyPatch({ a: 1 }, [{ op: 'add', path: '/a', value: 2 }]), { a: 2 });
	});
	it('add fails past the end of an array and under a missing parent', () => {
		assert.throws(() => applyPatch({ a: [1] }, [{ op: 'add', path: '/a/3', value: 2 }]), PatchError);
		assert.throws(() => applyPatch({}, [{ op: 'add', path: '/x/y', value: 2 }]), PatchError);
	});
	it('remove: member and array element', () => {
		assert.deepEqual(applyPatch({ baz: 'qux', foo: 'bar' }, [{ op: 'remove', path: '/baz' }]), { foo: 'bar' });
		assert.deepEqual(applyPatch({ foo: ['bar', 'qux', 'baz'] }, [{ op: 'remove', path: '/foo/1' }]), { foo: ['bar', 'baz'] });
	});
	it('remove fails on a missing member', () => {
		assert.throws(() => applyPatch({ a: 1 }, [{ op: 'remove', path: '/b' }]), PatchError);
	});
	it('replace: member, array element, whole document; fails when the target is missing', () => {
		assert.deepEqual(applyPatch({ baz: 'qux', foo: 'bar' }, [{ op: 'replace', path: '/baz', value: 'boo' }]), { baz: 'boo', foo: 'bar' });
		assert.deepEqual(applyPatch({ a: [1, 2, 3] }, [{ op: 'replace', path: '/a/1', value: 9 }]), { a: [1, 9, 3] });
		assert.deepEqual(applyPatch({ a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }]), { b: 2 });
		assert.throws(() => applyPatch({ a: 1 }, [{ op: 'replace', path: '/b', value: 2 }]), PatchError);
		assert.throws(() => applyPatch({ a: [1] }, [{ op: 'replace', path: '/a/-', value: 2 }]), PatchError);
	});
	it('move: between members and within an array', () => {
		assert.deepEqual(
			applyPatch({ foo: { bar: 'baz', waldo: 'fred' }, qux: { corge: 'grault' } }, [{ op: 'move', from: '/foo/waldo', path: '/qux/thud' }]),
			{ foo: { bar: 'baz' }, qux: { corge: 'grault', thud: 'fred' } },
		);
		assert.deepEqual(applyPatch({ foo: ['all', 'grass', 'cows', 'eat'] }, [{ op: 'move', from: '/foo/1', path: '/foo/3' }]), { foo: ['all', 'cows', 'eat', 'grass'] });
	});
	it('move refuses to move a value into its own child', () => {
		assert.throws(() => applyPatch({ a: { b: {} } }, [{ op: 'move', from: '/a', path: '/a/b/c' }]), PatchError);
	});
	it('copy: deep copy that does not alias the source', () => {
		const out = /** @type {any} */ (applyPatch({ a: { x: [1] } }, [{ op: 'copy', from: '/a', path: '/b' }, { op: 'add', path: '/b/x/-', value: 2 }]));
		assert.deepEqual(out, { a: { x: [1] }, b: { x: [1, 2] } });
	});
	it('test: passes on deep equality, fails otherwise', () => {
		const doc = { baz: 'qux', foo: ['a', 2, 'c'], o: { x: 1, y: [true] } };
		assert.deepEqual(applyPatch(doc, [{ op: 'test', path: '/baz', value: 'qux' }, { op: 'test', path: '/foo/1', value: 2 }, { op: 'test', path: '/o', value: { y: [true], x: 1 } }]), doc);
		assert.throws(() => applyPatch(doc, [{ op: 'test', path: '/baz', value: 'bar' }]), PatchError);
		assert.throws(() => applyPatch({ '/': 9 }, [{ op: 'test', path: '/~1', value: '9' }]), PatchError);
	});
	it('test with escaped keys', () => {
		assert.doesNotThrow(() => applyPatch({ '/': 9, '~1': 10 }, [{ op: 'test', path: '/~1', value: 9 }, { op: 'test', path: '/~01', value: 10 }]));
	});
	it('is atomic: the input is untouched when a later op fails', () => {
		const doc = { a: 1, list: [1, 2] };
		assert.throws(() => applyPatch(doc, [{ op: 'add', path: '/b', value: 2 }, { op: 'remove', path: '/list/0' }, { op: 'test', path: '/a', value: 2 }]));
		assert.deepEqual(doc, { a: 1, list: [1, 2] });
	});
	it('reports the failing op index', () => {
		try {
			applyPatch({}, [{ op: 'add', path: '/a', value: 1 }, { op: 'remove', path: '/zzz' }]);
			assert.fail('should throw');
		} catch (e) {
			assert.ok(e instanceof PatchError);
			assert.equal(e.index, 1);
		}
	});
	it('rejects unknown ops and ops without a value', () => {
		assert.throws(() => applyPatch({}, [{ op: 'frobnicate', path: '/a' }]), PatchError);
		assert.throws(() => applyPatch({}, [{ op: 'add', path: '/a' }]), PatchError);
	});
	it('applies a scene/state document patch as the server would send it', () => {
		const doc = { scene: { root: { kind: 'stack', id: 'path', root: { id: null, title: 'First' }, path: [] } }, state: { path: { ids: [], elements: [], nextID: 0 } } };
		const out = /** @type {any} */ (applyPatch(doc, [
			{ op: 'add', path: '/scene/root/path/-', value: { id: 0, title: 'First Detail', popAction: { path: { popFrom: { id: 0 } } } } },
			{ op: 'add', path: '/state/path/ids/-', value: 0 },
			{ op: 'replace', path: '/state/path/nextID', value: 1 },
		]));
		assert.equal(out.scene.root.path[0].title, 'First Detail');
		assert.deepEqual(out.state.path, { ids: [0], elements: [], nextID: 1 });
	});
});

describe('deepEqual()', () => {
	it('distinguishes arrays from objects and ignores key order', () => {
		assert.equal(deepEqual([], {}), false);
		assert.equal(deepEqual({ a: 1, b: 2 }, { b: 2, a: 1 }), true);
		assert.equal(deepEqual(null, {}), false);
	});
});

it('effect messages as the server sends them: numeric ids, unnamed effects', async () => {
	const { parseServerMessage } = await import('../../Public/js/protocol.js');
	const named = parseServerMessage(JSON.stringify({ type: 'effect', version: 3, event: { id: 7, name: 'analytics', tags: ['path #1'], kind: 'started' } }));
	const unnamed = parseServerMessage(JSON.stringify({ type: 'effect', version: 3, event: { id: 8, name: null, tags: [], kind: 'finished' } }));
	assert.equal(named.ok, true);
	assert.equal(unnamed.ok, true);
	const bad = parseServerMessage(JSON.stringify({ type: 'effect', version: 3, event: { id: true, name: 'x', tags: [], kind: 'started' } }));
	assert.equal(bad.ok, false);
});
