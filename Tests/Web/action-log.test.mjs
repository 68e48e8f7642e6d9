import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseServerMessage } from '../../Public/js/protocol.js';
import { emptySession, receive, appendLog } from '../../Public/js/session.js';
import { formatLogAction } from '../../Public/js/format.js';
import { runningLane, applyEffectEvent } from '../../Public/js/effects.js';

const scene = { root: { kind: 'empty' }, presentations: [], diagnostics: [] };
const hello = (extra = {}) => ({ type: 'hello', protocol: 1, client: 'c2', room: 'r', demo: 'library', version: 1, scene, state: {}, ...extra });
const parsed = (m) => {
	const r = parseServerMessage(JSON.stringify(m));
	assert.equal(r.ok, true, JSON.stringify(r));
	return /** @type {any} */ (r).message;
};
const tap = { type: 'unchanged', version: 1, cause: { action: { getStartedButtonTapped: {} }, client: 'c1', time: 7, steps: [], text: '.getStartedButtonTapped' }, diagnostics: [] };

describe('the action log: every action, printed as Swift', () => {
	it('logs an action that changed nothing at the version it ran on, after that version\'s change', () => {
		let s = receive(emptySession(), parsed(hello({ log: [{ version: 1, time: 1, client: 'c1', action: { openBook: { title: 'Dune' } }, text: '.openBook(title: "Dune")' }] })), 0).session;
		s = receive(s, parsed(tap), 10).session;
		assert.equal(s.version, 1);
		assert.deepEqual(s.log.map((e) => [e.version, e.text, e.unchanged === true]), [[1, '.openBook(title: "Dune")', false], [1, '.getStartedButtonTapped', true]]);
		const delegate = { type: 'patch', version: 2, base: 1, ops: [], cause: { action: { delegate: { finished: {} } }, client: null, text: '.delegate(.finished)' }, diagnostics: [] };
		s = receive(s, parsed(delegate), 20).session;
		assert.deepEqual(s.log.map((e) => e.text), ['.openBook(title: "Dune")', '.getStartedButtonTapped', '.delegate(.finished)']);
	});
	it('keeps unchanged entries of a version when that version\'s change arrives again', () => {
		const change = { version: 3, action: { a: {} }, client: 'c1', time: 1, kind: 'state' };
		const unchanged = { version: 3, action: { b: {} }, client: 'c1', time: 2, kind: 'unchanged', unchanged: true };
		const log = appendLog(appendLog(appendLog([], change), unchanged), { ...unchanged, time: 3 });
		assert.equal(log.length, 3);
		assert.equal(appendLog(log, { ...change, time: 4 }).filter((e) => e.unchanged).length, 2);
	});
	it('prints the server\'s Swift text, and guesses from JSON only without it', () => {
		assert.equal(formatLogAction({ lent: { to: 'Ben' } }, '.lent(to: "Ben")'), '.lent(to: "Ben")');
		assert.equal(formatLogAction({ tabSelected: 'second' }), 'tabSelected(.second)');
		assert.equal(formatLogAction({ $travel: 2 }), '⟲ travel to v2');
	});
});

describe('the effects lane of a page that joins late', () => {
	it('starts with the effects hello says are running', () => {
		const effects = [{ id: 4, name: 'path[#0].readButtonTapped', startedBy: 'path[#0].readButtonTapped', tags: ['path #0', 'reading'], kind: 'started', startedAt: 3 }];
		const s = receive(emptySession(), parsed(hello({ effects })), 0).session;
		assert.deepEqual(s.effects.running.map((r) => [r.id, r.name, r.tags, r.startedAt]), [[4, 'path[#0].readButtonTapped', ['path #0', 'reading'], 3]]);
		const ended = applyEffectEvent(s.effects, 5, { id: 4, name: 'path[#0].readButtonTapped', tags: [], kind: 'cancelled' });
		assert.deepEqual(ended.done.map((r) => [r.startedAt, r.endedAt, r.state]), [[3, 5, 'cancelled']]);
	});
	it('ignores entries that are not effects', () => {
		assert.deepEqual(runningLane([null, { name: 'x' }]).running, []);
	});
});
