import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageParams, socketURL, viewerLink, driverLink, demoRoomName, demoLink, roomLink, versionLink, isRoomName } from '../../Public/js/links.js';
import { encodeCompose, decodeCompose, findStacks, stackProblems, validateStateText, editStack, pushElement, truncateStack, elementName, isStackState } from '../../Public/js/compose.js';

const loc = { protocol: 'http:', host: '127.0.0.1:8123' };

describe('pageParams()', () => {
	it('reads room, demo, token, at and compose, with defaults', () => {
		assert.deepEqual(pageParams(''), { room: 'main', demo: null, token: null, at: null, compose: null });
		assert.deepEqual(pageParams('?room=r1&demo=tabs-stack&token=s3cr%26t&at=12&compose=abc'), { room: 'r1', demo: 'tabs-stack', token: 's3cr&t', at: 12, compose: 'abc' });
	});
	it('ignores an at that is not a whole number', () => {
		for (const at of ['-1', '1.5', 'x', '']) assert.equal(pageParams(`?at=${at}`).at, null, at);
	});
});

describe('socketURL()', () => {
	it('passes demo, token and at through, encoded', () => {
		assert.equal(socketURL(loc, { room: 'r', demo: 'tabs-stack', token: 'a b&c', at: 3 }), 'ws://127.0.0.1:8123/ws?room=r&demo=tabs-stack&token=a%20b%26c&at=3');
		assert.equal(socketURL(loc, { room: 'r', demo: null, token: null, at: null }), 'ws://127.0.0.1:8123/ws?room=r');
		assert.equal(socketURL({ protocol: 'https:', host: 'x' }, { room: 'r', at: 0 }), 'wss://x/ws?room=r&at=0');
	});
});

describe('share links', () => {
	const href = 'http://h/?room=r&token=SECRET&compose=zz#frag';
	it('a viewer link never carries the token', () => {
		const u = new URL(viewerLink(href));
		assert.equal(u.searchParams.get('token'), null);
		assert.equal(u.searchParams.get('room'), 'r');
		assert.equal(u.searchParams.get('compose'), null);
		assert.equal(u.hash, '');
	});
	it('a driver link carries it', () => {
		assert.equal(new URL(driverLink('http://h/?room=r', 'S')).searchParams.get('token'), 'S');
	});
	it('a version link is read-only: at, no token', () => {
		const u = new URL(versionLink(href, 7));
		assert.equal(u.searchParams.get('at'), '7');
		assert.equal(u.searchParams.get('token'), null);
	});
	it('a room link drops the demo', () => {
		const u = new URL(roomLink('http://h/?room=r&demo=d&token=t', 'other'));
		assert.equal(u.searchParams.get('room'), 'other');
		assert.equal(u.searchParams.get('demo'), null);
		assert.equal(u.searchParams.get('token'), 't');
	});
});

describe('demoRoomName() / demoLink()', () => {
	const demos = ['tabs-stack', 'sheets'];
	it('appends the demo to the room', () => {
		assert.equal(demoRoomName('main', 'sheets', demos), 'main-sheets');
	});
	it('replaces an earlier demo suffix instead of growing', () => {
		assert.equal(demoRoomName('main-sheets', 'tabs-stack', demos), 'main-tabs-stack');
		assert.equal(demoRoomName(demoRoomName('main-sheets', 'tabs-stack', demos), 'sheets', demos), 'main-sheets');
	});
	it('always yields a valid room name, even from a long one', () => {
		const name = demoRoomName('x'.repeat(64), 'tabs-stack', demos);
		assert.ok(isRoomName(name), name);
		assert.ok(name.endsWith('-tabs-stack'));
		assert.ok(isRoomName(demoRoomName('r', 'we ird/demo', demos)));
	});
	it('opens ?room=<name>-<demo>&demo=<demo>', () => {
		const u = new URL(demoLink('http://h/?room=main&at=3', 'main', 'sheets', demos));
		assert.equal(u.searchParams.get('room'), 'main-sheets');
		assert.equal(u.searchParams.get('demo'), 'sheets');
		assert.equal(u.searchParams.get('at'), null);
	});
});

const state = {
	path: { ids: [0, 2], elements: [{ firstDetail: {} }, { another: { inner: { ids: [], elements: [], nextID: 0 } } }], nextID: 3 },
	tab1: {},
	selectedTab: 'first',
};

describe('compose encoding', () => {
	it('round-trips through base64url, including non-ASCII text', () => {
		const s = { ...state, title: 'Café ☕ / +?&=' };
		const enc = encodeCompose(s);
		assert.match(enc, /^[A-Za-z0-9_-]+$/);
		assert.deepEqual(decodeCompose(enc), { ok: true, state: s });
	});
	it('reports junk instead of throwing', () => {
		for (const bad of ['***', 'e30', 'AAAA']) {
			const r = decodeCompose(bad);
			if (bad === 'e30') assert.deepEqual(r, { ok: true, state: {} });
			else assert.equal(r.ok, false, bad);
		}
	});
});

describe('StackState helpers', () => {
	it('finds every stack, nested ones too, with pointers', () => {
		const found = findStacks(state);
		assert.deepEqual(found.map((f) => f.pointer), ['/path', '/path/elements/1/another/inner']);
		assert.ok(isStackState(state.path));
	});
	it('flags what the server would reject', () => {
		assert.deepEqual(stackProblems(state.path), []);
		assert.ok(stackProblems({ ids: [0, 0], elements: [{}, {}], nextID: 1 }).some((p) => p.includes('unique')));
		assert.ok(stackProblems({ ids: [0], elements: [], nextID: 1 }).some((p) => p.includes('1 ids but 0')));
		assert.ok(stackProblems({ ids: [5], elements: [{}], nextID: 2 }).some((p) => p.includes('nextID')));
	});
	it('validates editor text', () => {
		assert.equal(validateStateText('{').ok, false);
		assert.equal(validateStateText(JSON.stringify({ path: { ids: [1, 1], elements: [{}, {}], nextID: 2 } })).ok, false);
		const ok = validateStateText(JSON.stringify(state));
		assert.equal(ok.ok, true);
	});
	it('pushes with the next id and pops without reusing ids', () => {
		const pushed = editStack(state, ['path'], (s) => pushElement(s, { firstDetail: {} }));
		assert.deepEqual(pushed.path.ids, [0, 2, 3]);
		assert.equal(pushed.path.nextID, 4);
		assert.deepEqual(state.path.ids, [0, 2], 'the original is untouched');
		const popped = editStack(pushed, ['path'], (s) => truncateStack(s, 1));
		assert.deepEqual(popped.path, { ids: [0], elements: [{ firstDetail: {} }], nextID: 4 });
	});
	it('names elements by their case', () => {
		assert.equal(elementName({ firstDetail: {} }), 'firstDetail');
		assert.equal(elementName({ a: 1, b: 2 }), '{a, b}');
	});
});
