import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { emptyLane, applyEffectEvent, elementOfTags, cancellingAction } from '../../Public/js/effects.js';
import { formatLogAction, formatSteps, presenceCount, presenceList, summarizeTimings } from '../../Public/js/format.js';
import { recordTiming, measureToNextFrame } from '../../Public/js/timings.js';
import { startsEdgeSwipe, edgeSwipeCommits, sheetRestAfterDrag, SHEET_DISMISS_PX } from '../../Public/js/gestures.js';
import { backMenu } from '../../Public/js/scene.js';
import { idleRecording, startRecording, stopRecording, recordingState, httpErrorMessage, listFlows, saveFlow, replayFlow, flowTestURL, flowURL, isFlowName } from '../../Public/js/flows.js';
import { EFFECT_HISTORY_LIMIT } from '../../Public/js/constants.js';

describe('effects lane', () => {
	it('tracks running effects and how they ended', () => {
		let lane = emptyLane();
		lane = applyEffectEvent(lane, 3, { id: 'e1', name: 'timer', tags: ['path #3'], kind: 'started' });
		lane = applyEffectEvent(lane, 3, { id: 'e2', name: 'load', tags: [], kind: 'started' });
		assert.deepEqual(lane.running.map((r) => r.id), ['e1', 'e2']);
		lane = applyEffectEvent(lane, 5, { id: 'e1', name: 'timer', tags: [], kind: 'cancelled' });
		lane = applyEffectEvent(lane, 6, { id: 'e2', name: 'load', tags: [], kind: 'finished' });
		assert.deepEqual(lane.running, []);
		assert.deepEqual(lane.done.map((r) => [r.id, r.state, r.startedAt, r.endedAt, r.tags]), [['e1', 'cancelled', 3, 5, ['path #3']], ['e2', 'finished', 3, 6, []]]);
	});
	it('records an end it never saw start, and keeps the history bounded', () => {
		let lane = applyEffectEvent(emptyLane(), 9, { id: 'x', name: 'n', tags: ['path #1'], kind: 'finished' });
		assert.equal(lane.done[0].startedAt, null);
		for (let i = 0; i < EFFECT_HISTORY_LIMIT + 5; i++) lane = applyEffectEvent(lane, i, { id: `f${i}`, name: 'n', tags: [], kind: 'finished' });
		assert.equal(lane.done.length, EFFECT_HISTORY_LIMIT);
	});
	it('reads the element from a tag and names the pop that cancelled it', () => {
		assert.deepEqual(elementOfTags(['feature', 'path #3']), { stack: 'path', id: 3 });
		assert.equal(elementOfTags(['feature']), null);
		const lane = applyEffectEvent(applyEffectEvent(emptyLane(), 2, { id: 'e', name: 't', tags: ['path #3'], kind: 'started' }), 4, { id: 'e', name: 't', tags: [], kind: 'cancelled' });
		const log = [{ version: 4, action: { path: { popFrom: { id: 3 } } } }];
		assert.deepEqual(cancellingAction(lane.done[0], log), { path: { popFrom: { id: 3 } } });
		assert.equal(cancellingAction(lane.done[0], []), null);
	});
});

describe('inspector formatting', () => {
	it('reads travel steps as words and actions as Swift', () => {
		assert.equal(formatLogAction({ $travel: 4 }), '⟲ travel to v4');
		assert.equal(formatLogAction({ path: { element: { id: 2, action: { firstDetail: { moveAnotherViewButtonTapped: {} } } } } }), 'path.element(#2, .firstDetail(.moveAnotherViewButtonTapped))');
	});
	it('formats reducer order, and nothing when absent', () => {
		assert.equal(formatSteps(['child: path #2 firstDetail', 'parent']), 'child: path #2 firstDetail → parent');
		assert.equal(formatSteps(undefined), null);
		assert.equal(formatSteps([]), null);
	});
	it('lists presence: you first, then drivers, then viewers', () => {
		const list = presenceList([{ id: 'c10', role: 'viewer' }, { id: 'c2', role: 'driver' }, { id: 'c3', role: 'viewer' }], 'c3');
		assert.deepEqual(list.map((c) => c.id), ['c3', 'c2', 'c10']);
		assert.equal(list[0].you, true);
		assert.equal(list[0].label, 'c3 (you) · watches');
		assert.equal(list[1].label, 'c2 · drives');
	});
	it('summarizes timings', () => {
		assert.equal(summarizeTimings([]), null);
		assert.deepEqual(summarizeTimings([4, 1, 3, 2]), { count: 4, p50: 3, p95: 4, max: 4 });
	});
});

describe('timings', () => {
	it('is a bounded array, oldest dropped first', () => {
		const list = [];
		for (let i = 0; i < 7; i++) recordTiming(list, i + 0.123, 5);
		assert.deepEqual(list, [2.12, 3.12, 4.12, 5.12, 6.12]);
	});
	it('measures from the call to the next frame', () => {
		let t = 100;
		/** @type {() => void} */
		let frame = () => {};
		let got = -1;
		measureToNextFrame(() => t, (cb) => (frame = cb), (ms) => (got = ms));
		t = 112.5;
		frame();
		assert.equal(got, 12.5);
	});
});

describe('gestures', () => {
	it('starts an edge swipe only at the left edge and only when something can pop', () => {
		assert.equal(startsEdgeSwipe(105, 100, true), true);
		assert.equal(startsEdgeSwipe(160, 100, true), false);
		assert.equal(startsEdgeSwipe(105, 100, false), false);
		assert.equal(startsEdgeSwipe(95, 100, true), false);
	});
	it('commits past the thresholds', () => {
		assert.equal(edgeSwipeCommits(80), false);
		assert.equal(edgeSwipeCommits(81), true);
	});
	it('settles a dragged sheet at the nearest height, or dismisses it well below the smallest', () => {
		// A sheet of one height springs back unless dragged far down.
		assert.equal(sheetRestAfterDrag([58], 58 + 50), 0);
		assert.equal(sheetRestAfterDrag([58], 58 + SHEET_DISMISS_PX + 1), -1);
		// Medium (top 422) and large (top 58): up past halfway is large, down is medium.
		const tops = [422, 58];
		assert.equal(sheetRestAfterDrag(tops, 200), 1);
		assert.equal(sheetRestAfterDrag(tops, 300), 0);
		assert.equal(sheetRestAfterDrag(tops, 422 + SHEET_DISMISS_PX), 0);
		assert.equal(sheetRestAfterDrag(tops, 422 + SHEET_DISMISS_PX + 1), -1);
		assert.equal(sheetRestAfterDrag([], 100), -1);
	});
});

describe('backMenu()', () => {
	const pop = (id) => ({ path: { popFrom: { id } } });
	const s = (id, title) => ({ id, title, popAction: id === null ? null : pop(id), content: { kind: 'empty' } });
	it('lists screens below the top, nearest first, each with ONE popFrom of the screen above it', () => {
		const stack = { kind: 'stack', id: 'path', root: s(null, 'Root'), path: [s(0, 'A'), s(4, 'B'), s(7, 'C')] };
		assert.deepEqual(backMenu(stack), [
			{ title: 'B', action: pop(7), depth: 1 },
			{ title: 'A', action: pop(4), depth: 2 },
			{ title: 'Root', action: pop(0), depth: 3 },
		]);
	});
	it('is empty at the root', () => {
		assert.deepEqual(backMenu({ kind: 'stack', id: 'p', root: s(null, 'Root'), path: [] }), []);
	});
});

/** A fetch double that records calls and answers from a table. */
function fakeFetch(answers) {
	const calls = [];
	const fn = async (url, init) => {
		calls.push({ url, init });
		const a = answers[url] ?? { status: 404, body: '' };
		if (a instanceof Error) throw a;
		return { ok: a.status >= 200 && a.status < 300, status: a.status, text: async () => a.body };
	};
	return { fn, calls };
}

describe('flows', () => {
	it('records a range', () => {
		let r = idleRecording();
		assert.equal(recordingState(r), 'idle');
		assert.deepEqual(stopRecording(r, 3), r, 'stop without start does nothing');
		r = startRecording(r, 4);
		assert.equal(recordingState(r), 'recording');
		r = stopRecording(r, 9);
		assert.deepEqual(r, { from: 4, to: 9 });
		assert.equal(recordingState(r), 'stopped');
		assert.deepEqual(stopRecording(startRecording(r, 5), 2), { from: 5, to: 5 }, 'never a reversed range');
	});
	it('builds export URLs with the name encoded', () => {
		assert.equal(flowURL('a b'), '/api/flows/a%20b');
		assert.equal(flowTestURL('demo-1'), '/api/flows/demo-1/test');
		assert.equal(isFlowName('demo_1'), true);
		assert.equal(isFlowName('no/slash'), false);
	});
	it("shows the server's message on errors", () => {
		assert.equal(httpErrorMessage(400, '{"error":"bad-range","message":"from > to"}'), 'from > to');
		assert.equal(httpErrorMessage(409, 'name taken'), 'name taken (HTTP 409)');
		assert.match(httpErrorMessage(404, ''), /404/);
		assert.equal(httpErrorMessage(500, ''), 'HTTP 500');
	});
	it('saves with POST {name, room, from, to} and reads the 201 body', async () => {
		const f = fakeFetch({ '/api/flows': { status: 201, body: '{"name":"x","actions":3}' } });
		const r = await saveFlow(f.fn, { name: 'x', room: 'r', from: 1, to: 4 });
		assert.deepEqual(r, { ok: true, value: { name: 'x', actions: 3 } });
		assert.equal(f.calls[0].init.method, 'POST');
		assert.deepEqual(JSON.parse(f.calls[0].init.body), { name: 'x', room: 'r', from: 1, to: 4 });
	});
	it('lists, replays, and reports 404 and network errors', async () => {
		const f = fakeFetch({ '/api/flows': { status: 200, body: '[{"name":"a","demo":"tabs-stack","actions":2}]' }, '/api/flows/a/replay': { status: 202, body: '' } });
		assert.deepEqual(await listFlows(f.fn), { ok: true, value: [{ name: 'a', demo: 'tabs-stack', actions: 2 }] });
		assert.deepEqual(await replayFlow(f.fn, 'a', { room: 'r', speed: 2 }), { ok: true, value: null });
		assert.deepEqual(JSON.parse(f.calls[1].init.body), { room: 'r', speed: 2 });
		const missing = await replayFlow(f.fn, 'zz', { room: 'r', speed: 1 });
		assert.equal(missing.ok, false);
		const down = fakeFetch({ '/api/flows': new Error('refused') });
		assert.match(/** @type {any} */ (await listFlows(down.fn)).error, /refused/);
		const odd = fakeFetch({ '/api/flows': { status: 200, body: '{}' } });
		assert.equal((await listFlows(odd.fn)).ok, false);
	});
});

describe('presence count', () => {
	it('counts everyone and says how many the list does not name', () => {
		assert.equal(presenceCount(2, 2), '2 here');
		assert.equal(presenceCount(100, 10000), '10000 here · +9900 more');
		assert.equal(presenceCount(3, undefined), '3 here', 'an older server sends no count');
	});
});
