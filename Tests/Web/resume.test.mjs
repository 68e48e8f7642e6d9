import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseServerMessage } from '../../Public/js/protocol.js';
import { emptySession, receive, resumePoint } from '../../Public/js/session.js';
import { socketURL } from '../../Public/js/links.js';

const scene = { root: { kind: 'text', text: 'one' }, presentations: [], diagnostics: [] };
const hello = (extra = {}) => ({ type: 'hello', protocol: 1, client: 'c1', room: 'r', demo: 'd', epoch: 'e1', version: 3, scene, state: { n: 3 }, log: [{ version: 3, time: 1, client: 'c1', action: { a: {} } }], ...extra });
const resumedHello = (extra = {}) => ({ type: 'hello', protocol: 1, client: 'c7', room: 'r', demo: 'd', epoch: 'e1', resumed: true, version: 3, clients: [{ id: 'c7', role: 'driver' }], effects: [], ...extra });
const parsed = (m) => {
	const r = parseServerMessage(JSON.stringify(m));
	assert.equal(r.ok, true, JSON.stringify(r));
	return /** @type {any} */ (r).message;
};
const joined = () => receive(emptySession(), parsed(hello()), 0).session;

describe('resuming after a reconnect', () => {
	it('remembers the version and epoch a page holds, and names them in the next socket URL', () => {
		const s = joined();
		assert.deepEqual(resumePoint(s), { since: 3, epoch: 'e1' });
		const url = socketURL({ protocol: 'http:', host: 'h:1' }, { room: 'r', ...resumePoint(s) });
		assert.equal(url, 'ws://h:1/ws?room=r&since=3&epoch=e1');
		assert.equal(socketURL({ protocol: 'http:', host: 'h:1' }, { room: 'r', ...resumePoint(emptySession()) }), 'ws://h:1/ws?room=r');
	});

	it('does not resume without a document it trusts', () => {
		assert.equal(resumePoint(emptySession()), null);
		assert.equal(resumePoint({ ...joined(), awaitingResync: true }), null);
		assert.equal(resumePoint({ ...joined(), readOnly: true }), null);
		assert.equal(resumePoint(receive(emptySession(), parsed(hello({ epoch: undefined })), 0).session), null, 'an older server names no epoch');
	});

	it('accepts a resumed hello without scene or state, but not a whole hello without them', () => {
		parsed(resumedHello());
		const { scene: _scene, ...noScene } = hello();
		assert.equal(parseServerMessage(JSON.stringify(noScene)).ok, false);
		assert.equal(parseServerMessage(JSON.stringify(resumedHello({ epoch: 7 }))).ok, false);
	});

	it('keeps the document on a resumed hello, takes the missed log, and applies the patches that follow', () => {
		let s = joined();
		s = receive(s, parsed(resumedHello({ log: [{ version: 4, time: 2, client: 'c2', action: { b: {} } }] })), 5).session;
		assert.equal(s.client, 'c7');
		assert.equal(s.version, 3);
		assert.deepEqual(s.state, { n: 3 });
		assert.deepEqual(s.log.map((e) => e.version), [3, 4]);
		const patch = { type: 'patch', version: 5, base: 3, ops: [{ op: 'replace', path: '/state/n', value: 5 }, { op: 'replace', path: '/scene/root/text', value: 'five' }], cause: null, diagnostics: [] };
		const r = receive(s, parsed(patch), 6);
		assert.equal(r.session.version, 5);
		assert.deepEqual(r.session.state, { n: 5 });
		assert.equal(r.session.scene.root.text, 'five');
		assert.equal(r.session.awaitingResync, false);
	});

	it('keeps its log when the resumed hello has none: the patches carry their causes', () => {
		let s = joined();
		s = receive(s, parsed(resumedHello()), 5).session;
		const patch = { type: 'patch', version: 4, base: 3, ops: [], cause: { action: { b: {} }, client: 'c2', time: 4 }, diagnostics: [] };
		s = receive(s, parsed(patch), 6).session;
		assert.deepEqual(s.log.map((e) => e.version), [3, 4]);
	});

	it('asks for the whole room when a resumed hello is for another version or epoch', () => {
		for (const extra of [{ version: 2 }, { epoch: 'e2' }]) {
			const r = receive(joined(), parsed(resumedHello(extra)), 5);
			assert.equal(r.session.awaitingResync, true, JSON.stringify(extra));
			assert.deepEqual(r.effects.find((e) => e.type === 'send'), { type: 'send', message: { type: 'resync' } });
		}
	});

	it('replaces the document and takes the new epoch on a whole hello after a reconnect', () => {
		const s = receive(joined(), parsed(hello({ epoch: 'e2', version: 1, state: { n: 1 } })), 5).session;
		assert.deepEqual(resumePoint(s), { since: 1, epoch: 'e2' });
		assert.deepEqual(s.state, { n: 1 });
	});
});

describe('Connection', () => {
	it('asks for its URL afresh on every attempt', async () => {
		const { Connection } = await import('../../Public/js/connection.js');
		/** @type {string[]} */
		const opened = [];
		/** @type {any[]} */
		const sockets = [];
		const saved = globalThis.WebSocket;
		globalThis.WebSocket = /** @type {any} */ (class {
			constructor(url) { opened.push(url); sockets.push(this); }
		});
		try {
			let since = 0;
			const connection = new Connection(() => `ws://h/ws?room=r&since=${since}`, { onMessage() {}, onStatus() {} });
			connection.start();
			since = 4;
			sockets[0].onclose();
			connection.retryNow();
			assert.deepEqual(opened, ['ws://h/ws?room=r&since=0', 'ws://h/ws?room=r&since=4']);
		} finally {
			globalThis.WebSocket = saved;
		}
	});
});
