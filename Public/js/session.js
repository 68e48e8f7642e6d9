// The page's own model of the room, as a pure reducer over server messages. main.js owns one
// Session and performs the returned effects; keeping this pure lets node test the resync rules.

import { applyPatch, resyncMessage } from './protocol.js';
import { LOG_LIMIT } from './constants.js';

/**
 * @typedef {import('./protocol.js').ServerMessage} ServerMessage
 * @typedef {{ version: number, action: any, client: string | null, time: number, kind: 'state' | 'patch' }} LogEntry
 * @typedef {{
 *   client: string | null, room: string | null, demo: any,
 *   version: number | null, scene: any, state: any,
 *   previousState: any, log: LogEntry[], awaitingResync: boolean
 * }} Session
 * @typedef {{ type: 'render' } | { type: 'send', message: any } | { type: 'settle', id: string }
 *   | { type: 'toast', text: string } | { type: 'warn', text: string }} Effect
 */

/** @returns {Session} */
export function emptySession() {
	return {
		client: null, room: null, demo: null,
		version: null, scene: null, state: null,
		previousState: null, log: [], awaitingResync: false,
	};
}

/** @param {LogEntry[]} log @param {LogEntry} entry */
const appendLog = (log, entry) => [...log, entry].slice(-LOG_LIMIT);

/**
 * @param {Session} s
 * @param {ServerMessage} m
 * @param {number} now wall-clock ms, passed in so the reducer stays deterministic
 * @returns {{ session: Session, effects: Effect[] }}
 */
export function receive(s, m, now) {
	switch (m.type) {
		case 'hello':
			// A hello starts (or, after a reconnect, restarts) the session; the log survives so a
			// flaky connection does not erase history the user was reading.
			return {
				session: {
					...s, client: m.client, room: m.room, demo: m.demo,
					version: m.version, scene: m.scene, state: m.state,
					previousState: s.state, awaitingResync: false,
				},
				effects: [{ type: 'render' }],
			};
		case 'state': {
			// An older full state can arrive after a resync raced a broadcast; drawing it would go back in time.
			if (s.version !== null && m.version < s.version) return { session: s, effects: [] };
			const log = m.cause ? appendLog(s.log, { version: m.version, action: m.cause.action, client: m.cause.client ?? null, time: now, kind: 'state' }) : s.log;
			return {
				session: { ...s, version: m.version, scene: m.scene, state: m.state, previousState: s.state, log, awaitingResync: false },
				effects: [{ type: 'render' }],
			};
		}
		case 'patch': {
			// Until the resync's full state arrives, patches are built on a base we no longer trust.
			if (s.awaitingResync) return { session: s, effects: [] };
			if (s.version === null || m.base !== s.version) return resync(s, `patch base ${m.base} ≠ version ${s.version}`);
			let doc;
			try {
				doc = /** @type {any} */ (applyPatch({ scene: s.scene, state: s.state }, m.ops));
			} catch (e) {
				return resync(s, `patch v${m.version} failed: ${e.message}`);
			}
			if (!doc || typeof doc !== 'object' || !doc.scene || !('state' in doc)) return resync(s, 'patch removed scene or state');
			const log = m.cause ? appendLog(s.log, { version: m.version, action: m.cause.action, client: m.cause.client ?? null, time: now, kind: 'patch' }) : s.log;
			return {
				session: { ...s, version: m.version, scene: doc.scene, state: doc.state, previousState: s.state, log },
				effects: [{ type: 'render' }],
			};
		}
		case 'ack':
			return { session: s, effects: [{ type: 'settle', id: m.id }] };
		case 'error': {
			/** @type {Effect[]} */
			const effects = [{ type: 'toast', text: `${m.code}: ${m.message}` }];
			if (m.id !== null) effects.unshift({ type: 'settle', id: m.id });
			return { session: s, effects };
		}
	}
	return { session: s, effects: [] };
}

/** @param {Session} s @param {string} why */
function resync(s, why) {
	return {
		session: { ...s, awaitingResync: true },
		effects: /** @type {Effect[]} */ ([{ type: 'warn', text: why }, { type: 'send', message: resyncMessage() }]),
	};
}
