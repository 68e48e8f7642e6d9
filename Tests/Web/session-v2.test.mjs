import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseServerMessage, travelMessage, historyMessage, setStateMessage, authMessage } from '../../Public/js/protocol.js';
import { emptySession, receive, canDrive, appendLog } from '../../Public/js/session.js';

const scene = { root: { kind: 'empty' }, presentations: [], diagnostics: [] };
const hello = (extra = {}) => ({ type: 'hello', protocol: 1, client: 'c2', room: 'r', demo: 'tabs-stack', version: 5, scene, state: { a: 1 }, ...extra });
const ok = (m) => {
	const r = parseServerMessage(JSON.stringify(m));
	assert.equal(r.ok, true, JSON.stringify(r));
	return /** @type {any} */ (r).message;
};
const diag = { severity: 'warning', code: 'stack-pop-missing-id', message: 'no element #9', fix: 'check ids' };

describe('parseServerMessage() — protocol additions', () => {
	it('accepts hello with role, clients, log, historyStart, readOnly/at', () => {
		ok(hello({ role: 'viewer', clients: [{ id: 'c1', role: 'driver' }], log: [{ version: 1, time: 1, client: 'c1', action: { a: {} } }], historyStart: 0, readOnly: true, at: 3 }));
	});
	it('rejects malformed additions', () => {
		for (const extra of [{ role: 'admin' }, { clients: [{ id: 1 }] }, { log: [{ time: 1 }] }, { historyStart: -1 }]) {
			assert.equal(parseServerMessage(JSON.stringify(hello(extra))).ok, false, JSON.stringify(extra));
		}
	});
	it('accepts warning, presence, role, effect; patch/state with diagnostics and steps', () => {
		ok({ type: 'warning', version: 3, cause: { action: { x: {} }, client: 'c1', time: 5 }, diagnostics: [diag] });
		ok({ type: 'presence', clients: [{ id: 'c1', role: 'driver' }, { id: 'c2', role: 'viewer' }] });
		ok({ type: 'role', role: 'driver' });
		ok({ type: 'effect', version: 2, event: { id: 'e1', name: 'timer', tags: ['path #3'], kind: 'started' } });
		ok({ type: 'patch', version: 2, base: 1, ops: [], cause: { action: {}, client: null, steps: ['child', 'parent'] }, diagnostics: [] });
	});
	it('rejects bad ones', () => {
		for (const m of [
			{ type: 'warning', version: 3, cause: null },
			{ type: 'presence', clients: 'c1' },
			{ type: 'role', role: 'boss' },
			{ type: 'effect', version: 2, event: { id: 'e1', name: 't', kind: 'paused' } },
			{ type: 'patch', version: 2, base: 1, ops: [], cause: { action: {}, client: null, steps: [1] } },
		]) assert.equal(parseServerMessage(JSON.stringify(m)).ok, false, JSON.stringify(m));
	});
});

describe('client messages', () => {
	it('match docs/PROTOCOL.md', () => {
		assert.deepEqual(travelMessage('p-1', 4), { type: 'travel', id: 'p-1', version: 4 });
		assert.deepEqual(historyMessage('undo', 'p-2'), { type: 'undo', id: 'p-2' });
		assert.deepEqual(historyMessage('redo', 'p-3'), { type: 'redo', id: 'p-3' });
		assert.deepEqual(authMessage('t'), { type: 'auth', token: 't' });
		assert.deepEqual(setStateMessage('p-4', { a: 1 }), { type: 'setState', id: 'p-4', state: { a: 1 } });
	});
});

describe('session receive() — protocol additions', () => {
	it('takes role, presence and the log from hello', () => {
		const { session } = receive(emptySession(), ok(hello({ role: 'viewer', clients: [{ id: 'c2', role: 'viewer' }], log: [{ version: 4, time: 1000, client: 'c1', action: { a: {} } }, { version: 5, time: 2000, client: null, action: { b: {} } }], historyStart: 2 })), 0);
		assert.equal(session.role, 'viewer');
		assert.equal(canDrive(session), false);
		assert.deepEqual(session.clients, [{ id: 'c2', role: 'viewer' }]);
		assert.equal(session.historyStart, 2);
		assert.deepEqual(session.log.map((e) => [e.version, e.client, e.time]), [[4, 'c1', 1000], [5, null, 2000]]);
	});
	it('defaults to a driver and keeps its log when an older server sends no log', () => {
		const s0 = { ...emptySession(), log: [{ version: 1, action: {}, client: null, time: 0, kind: 'patch' }] };
		const { session } = receive(s0, ok(hello()), 0);
		assert.equal(session.role, 'driver');
		assert.equal(canDrive(session), true);
		assert.equal(session.log.length, 1);
	});
	it('says the notice of a hello once, and a hello without one says nothing', () => {
		const notice = 'Restart recovery needs Person: Codable.';
		assert.deepEqual(receive(emptySession(), ok(hello({ notice })), 0).effects, [{ type: 'render' }, { type: 'notice', text: notice }]);
		assert.deepEqual(receive(emptySession(), ok(hello()), 0).effects, [{ type: 'render' }]);
		assert.equal(parseServerMessage(JSON.stringify(hello({ notice: 3 }))).ok, false);
	});
	it('is read-only when hello says so', () => {
		const { session } = receive(emptySession(), ok(hello({ readOnly: true, at: 3 })), 0);
		assert.equal(session.readOnly, true);
		assert.equal(session.at, 3);
		assert.equal(canDrive(session), false);
	});
	it('updates presence and role', () => {
		let s = receive(emptySession(), ok(hello()), 0).session;
		s = receive(s, ok({ type: 'presence', clients: [{ id: 'c2', role: 'driver' }, { id: 'c3', role: 'viewer' }] }), 0).session;
		assert.equal(s.clients.length, 2);
		const r = receive(s, ok({ type: 'role', role: 'viewer' }), 0);
		assert.equal(r.session.role, 'viewer');
		assert.ok(r.effects.some((e) => e.type === 'toast'));
	});
	it('a forbidden error demotes to viewer', () => {
		const s = receive(emptySession(), ok(hello()), 0).session;
		const r = receive(s, ok({ type: 'error', id: 'p-1', code: 'forbidden', message: 'viewers cannot drive' }), 0);
		assert.equal(r.session.role, 'viewer');
		assert.deepEqual(r.effects[0], { type: 'settle', id: 'p-1' });
	});
	it('collects runtime warnings from patches, states and warning messages, tied to their version and action', () => {
		let s = receive(emptySession(), ok(hello()), 0).session;
		s = receive(s, ok({ type: 'patch', version: 6, base: 5, ops: [], cause: { action: { a: {} }, client: 'c2', time: 77 }, diagnostics: [diag] }), 0).session;
		s = receive(s, ok({ type: 'warning', version: 6, cause: { action: { path: { popFrom: { id: 9 } } }, client: 'c2', time: 88 }, diagnostics: [diag] }), 0).session;
		assert.deepEqual(s.warnings.map((w) => [w.version, JSON.stringify(w.action), w.time, w.diagnostic.code]), [
			[6, '{"a":{}}', 77, 'stack-pop-missing-id'],
			[6, '{"path":{"popFrom":{"id":9}}}', 88, 'stack-pop-missing-id'],
		]);
		assert.deepEqual(s.log.map((e) => e.version), [6], 'a warning makes no log entry: it made no version');
		assert.equal(s.log[0].time, 77, 'the server time of the cause is used');
	});
	it('keeps reducer steps on log entries', () => {
		let s = receive(emptySession(), ok(hello()), 0).session;
		s = receive(s, ok({ type: 'patch', version: 6, base: 5, ops: [], cause: { action: {}, client: 'c2', steps: ['child', 'parent'] } }), 0).session;
		assert.deepEqual(s.log[0].steps, ['child', 'parent']);
	});
	it('feeds the effects lane', () => {
		let s = receive(emptySession(), ok(hello()), 0).session;
		s = receive(s, ok({ type: 'effect', version: 5, event: { id: 'e1', name: 'timer', tags: ['path #1'], kind: 'started' } }), 0).session;
		assert.equal(s.effects.running.length, 1);
	});
});

describe('appendLog()', () => {
	const e = (version, time = 0) => ({ version, action: {}, client: null, time, kind: /** @type {const} */ ('patch') });
	it('keeps version order and replaces a duplicate version', () => {
		const log = appendLog(appendLog(appendLog([], e(1)), e(3)), e(2));
		assert.deepEqual(log.map((x) => x.version), [1, 2, 3]);
		assert.deepEqual(appendLog(log, e(2, 9)).map((x) => [x.version, x.time]), [[1, 0], [2, 9], [3, 0]]);
	});
});
