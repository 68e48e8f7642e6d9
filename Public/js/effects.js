// The effects lane, as pure data: which effects run, and how the finished ones ended. Fed by the
// server's `{type:"effect", version, event:{id, name, tags, kind}}` messages (a later protocol
// addition; until the server sends them, the lane stays empty and hidden).

import { EFFECT_HISTORY_LIMIT } from './constants.js';

/**
 * @typedef {{ id: number | string, name: string | null, tags: string[], state: 'running' | 'finished' | 'cancelled',
 *             startedAt: number | null, endedAt: number | null }} EffectRecord
 * @typedef {{ running: EffectRecord[], done: EffectRecord[] }} Lane
 */

/** @returns {Lane} */
export function emptyLane() {
	return { running: [], done: [] };
}

/**
 * The lane of a page that just joined: the effects the server says are running (`hello.effects`),
 * each with the version it started at.
 * @param {any[]} effects
 * @returns {Lane}
 */
export function runningLane(effects) {
	const running = effects.filter((e) => e && (typeof e.id === 'number' || typeof e.id === 'string')).map((e) => /** @type {EffectRecord} */ ({
		id: e.id, name: typeof e.name === 'string' ? e.name : null, tags: Array.isArray(e.tags) ? e.tags.map(String) : [],
		state: 'running', startedAt: Number.isInteger(e.startedAt) ? e.startedAt : null, endedAt: null,
	}));
	return { running, done: [] };
}

/**
 * Folds one event into the lane. An end event for an effect we never saw start (the page joined
 * late) is still recorded, with an unknown start.
 * @param {Lane} lane
 * @param {number} version the room version the event belongs to
 * @param {import('./protocol.js').EffectEvent} event
 * @returns {Lane}
 */
export function applyEffectEvent(lane, version, event) {
	const tags = Array.isArray(event.tags) ? event.tags.map(String) : [];
	const existing = lane.running.find((r) => r.id === event.id);
	const running = lane.running.filter((r) => r.id !== event.id);
	if (event.kind === 'started') {
		return { running: [...running, { id: event.id, name: event.name, tags, state: 'running', startedAt: version, endedAt: null }], done: lane.done };
	}
	/** @type {EffectRecord} */
	const ended = {
		id: event.id, name: existing?.name ?? event.name, tags: tags.length ? tags : existing?.tags ?? [],
		state: event.kind === 'cancelled' ? 'cancelled' : 'finished',
		startedAt: existing ? existing.startedAt : null, endedAt: version,
	};
	return { running, done: [...lane.done, ended].slice(-EFFECT_HISTORY_LIMIT) };
}

/**
 * The stack element an effect belonged to, from a tag like `"path #3"`: `{ stack: "path", id: 3 }`.
 * @param {string[]} tags
 * @returns {{ stack: string, id: number } | null}
 */
export function elementOfTags(tags) {
	for (const t of tags) {
		const m = /^(.*?)\s*#(\d+)$/.exec(t);
		if (m) return { stack: m[1], id: Number(m[2]) };
	}
	return null;
}

/**
 * Why a cancelled effect ended: the logged action of the version that cancelled it, when it was
 * a pop or a dismiss (an effect cancelled by anything else just says "cancelled").
 * @param {EffectRecord} record
 * @param {{ version: number, action: any }[]} log
 * @returns {any | null} the action JSON
 */
export function cancellingAction(record, log) {
	if (record.state !== 'cancelled' || record.endedAt === null) return null;
	const entry = log.find((e) => e.version === record.endedAt);
	return entry ? entry.action : null;
}
