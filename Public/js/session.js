// The page's own model of the room, as a pure reducer over server messages. main.js owns one
// Session and performs the returned effects; keeping this pure lets node test the resync rules.

import { applyPatch, resyncMessage } from './protocol.js';
import { LOG_LIMIT, WARNING_LIMIT } from './constants.js';
import { applyEffectEvent, emptyLane, runningLane } from './effects.js';

/**
 * @typedef {import('./protocol.js').ServerMessage} ServerMessage
 * @typedef {import('./protocol.js').Presence} Presence
 * @typedef {import('./protocol.js').Diagnostic} Diagnostic
 * @typedef {{ version: number, action: any, client: string | null, time: number, kind: 'state' | 'patch' | 'history' | 'unchanged', steps?: string[], text?: string, unchanged?: boolean }} LogEntry
 * @typedef {{ version: number, action: any, client: string | null, time: number, diagnostic: Diagnostic }} WarningEntry
 * @typedef {{
 *   client: string | null, room: string | null, demo: any,
 *   role: 'driver' | 'viewer', clients: Presence[], clientCount: number | null, historyStart: number | null,
 *   readOnly: boolean, at: number | null,
 *   version: number | null, epoch: string | null, scene: any, state: any,
 *   previousState: any, log: LogEntry[], warnings: WarningEntry[],
 *   effects: import('./effects.js').Lane, awaitingResync: boolean
 * }} Session
 * @typedef {{ type: 'render' } | { type: 'send', message: any } | { type: 'settle', id: string }
 *   | { type: 'toast', text: string } | { type: 'warn', text: string } | { type: 'notice', text: string }} Effect
 */

/** @returns {Session} */
export function emptySession() {
	return {
		client: null, room: null, demo: null,
		role: 'driver', clients: [], clientCount: null, historyStart: null, readOnly: false, at: null,
		version: null, epoch: null, scene: null, state: null,
		previousState: null, log: [], warnings: [], effects: emptyLane(), awaitingResync: false,
	};
}

/**
 * Appends in version order, replacing an entry of the same version (a resync or a reconnect may
 * deliver a step the log already holds; a travel after a server restart may reuse a number).
 * @param {LogEntry[]} log @param {LogEntry} entry
 */
export function appendLog(log, entry) {
	// An action that changed nothing shares its version with the change before it: it replaces nothing.
	const out = entry.unchanged ? [...log] : log.filter((e) => e.version !== entry.version || e.unchanged);
	let i = out.length;
	while (i > 0 && out[i - 1].version > entry.version) i--;
	out.splice(i, 0, entry);
	return out.slice(-LOG_LIMIT);
}

/**
 * A log entry for a change message, from its `cause` (null causes — resync answers — log nothing).
 * @param {{ version: number, cause: any }} m @param {number} now @param {LogEntry['kind']} kind
 * @returns {LogEntry | null}
 */
function entryFor(m, now, kind) {
	if (!m.cause) return null;
	/** @type {LogEntry} */
	const e = { version: m.version, action: m.cause.action, client: m.cause.client ?? null, time: typeof m.cause.time === 'number' ? m.cause.time : now, kind };
	if (Array.isArray(m.cause.steps)) e.steps = m.cause.steps;
	return withServerText(e, m.cause);
}

/**
 * The server's Swift text of the action (`cause.text`, a log entry's `text`) and whether it changed
 * nothing, carried over to a log entry when present.
 * @param {LogEntry} e @param {any} source @returns {LogEntry}
 */
function withServerText(e, source) {
	if (typeof source.text === 'string') e.text = source.text;
	if (source.unchanged === true) e.unchanged = true;
	return e;
}

/**
 * A log entry of a hello's `log`, as the server kept it.
 * @param {any} e @param {number} now @returns {LogEntry}
 */
function historyEntry(e, now) {
	return withServerText(/** @type {LogEntry} */ ({ version: e.version, action: e.action, client: e.client ?? null, time: typeof e.time === 'number' ? e.time : now, kind: 'history', ...(Array.isArray(e.steps) ? { steps: e.steps } : {}) }), e);
}

/**
 * Runtime warnings are kept as their own list, each tied to the version and action that raised it.
 * @param {WarningEntry[]} warnings @param {{ version: number, cause: any, diagnostics?: any[] }} m @param {number} now
 */
function addWarnings(warnings, m, now) {
	const list = Array.isArray(m.diagnostics) ? m.diagnostics : [];
	if (list.length === 0) return warnings;
	const added = list.map((d) => ({
		version: m.version, action: m.cause ? m.cause.action : null, client: m.cause?.client ?? null,
		time: typeof m.cause?.time === 'number' ? m.cause.time : now, diagnostic: d,
	}));
	return [...warnings, ...added].slice(-WARNING_LIMIT);
}

/**
 * @param {Session} s
 * @param {ServerMessage} m
 * @param {number} now wall-clock ms, passed in so the reducer stays deterministic
 * @returns {{ session: Session, effects: Effect[] }}
 */
export function receive(s, m, now) {
	switch (m.type) {
		case 'hello': {
			if (m.resumed === true) return resumed(s, m, now);
			// A hello starts (or, after a reconnect, restarts) the session. The server's log is the
			// truth when it sends one; otherwise the old log survives so a flaky connection does not
			// erase history the user was reading.
			const log = Array.isArray(m.log)
				? m.log.map((e) => historyEntry(e, now)).slice(-LOG_LIMIT)
				: s.log;
			return {
				session: {
					...s, client: m.client, room: m.room, demo: m.demo,
					role: m.role ?? 'driver', clients: Array.isArray(m.clients) ? m.clients : [],
					clientCount: typeof m.clientCount === 'number' ? m.clientCount : null,
					historyStart: m.historyStart ?? null, readOnly: m.readOnly === true, at: m.at ?? null,
					version: m.version, epoch: m.epoch ?? null, scene: m.scene, state: m.state,
					previousState: s.state, log, awaitingResync: false,
					// The effects running when this page joined (an older server sends none).
					effects: Array.isArray(m.effects) ? runningLane(m.effects) : s.effects,
				},
				// What the room cannot do for this app (its state is not Codable), said once on joining.
				effects: typeof m.notice === 'string' ? [{ type: 'render' }, { type: 'notice', text: m.notice }] : [{ type: 'render' }],
			};
		}
		case 'state': {
			// An older full state can arrive after a resync raced a broadcast; drawing it would go back in time.
			if (s.version !== null && m.version < s.version) return { session: s, effects: [] };
			const e = entryFor(m, now, 'state');
			return {
				session: {
					...s, version: m.version, scene: m.scene, state: m.state, previousState: s.state,
					log: e ? appendLog(s.log, e) : s.log, warnings: addWarnings(s.warnings, m, now), awaitingResync: false,
				},
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
			const e = entryFor(m, now, 'patch');
			return {
				session: {
					...s, version: m.version, scene: doc.scene, state: doc.state, previousState: s.state,
					log: e ? appendLog(s.log, e) : s.log, warnings: addWarnings(s.warnings, m, now),
				},
				effects: [{ type: 'render' }],
			};
		}
		case 'unchanged': {
			// An action that changed no state: logged at the version it ran on, which stays the room's.
			const e = entryFor(m, now, 'unchanged');
			if (e) e.unchanged = true;
			return { session: { ...s, log: e ? appendLog(s.log, e) : s.log, warnings: addWarnings(s.warnings, m, now) }, effects: [{ type: 'render' }] };
		}
		case 'warning': {
			// The action changed nothing, so it made no version and no log line (the log lists travel
			// targets); the warning itself shows the action, and links to the version it ran on.
			return { session: { ...s, warnings: addWarnings(s.warnings, m, now) }, effects: [{ type: 'render' }] };
		}
		case 'presence':
			return { session: { ...s, clients: m.clients, clientCount: typeof m.count === 'number' ? m.count : m.clients.length }, effects: [{ type: 'render' }] };
		case 'role':
			return { session: { ...s, role: m.role }, effects: [{ type: 'render' }, { type: 'toast', text: m.role === 'driver' ? 'You can drive this room now.' : 'The token was not accepted: you are watching.' }] };
		case 'effect':
			return { session: { ...s, effects: applyEffectEvent(s.effects, m.version, m.event) }, effects: [{ type: 'render' }] };
		case 'ack':
			return { session: s, effects: [{ type: 'settle', id: m.id }] };
		case 'error': {
			/** @type {Effect[]} */
			const effects = [{ type: 'toast', text: `${m.code}: ${m.message}` }];
			if (m.id !== null) effects.unshift({ type: 'settle', id: m.id });
			// The server says we may not drive: believe it over whatever hello said.
			const session = m.code === 'forbidden' ? { ...s, role: /** @type {'viewer'} */ ('viewer') } : s;
			if (session !== s) effects.push({ type: 'render' });
			return { session, effects };
		}
	}
	return { session: s, effects: [] };
}

/**
 * A hello that resumes the page where it left off: the document stays, the patches that follow
 * bring it up to date. The log keeps what the page had, plus the entries the server says it
 * missed (a server whose patches carry their causes sends none). A hello for another version or
 * epoch than the page holds cannot be built on: the page asks for the whole room.
 * @param {Session} s @param {import('./protocol.js').HelloMessage} m @param {number} now
 */
function resumed(s, m, now) {
	const session = {
		...s, client: m.client, room: m.room, demo: m.demo,
		role: m.role ?? 'driver', clients: Array.isArray(m.clients) ? m.clients : [],
		clientCount: typeof m.clientCount === 'number' ? m.clientCount : null,
		historyStart: m.historyStart ?? null, readOnly: false, at: null, epoch: m.epoch ?? null,
		effects: Array.isArray(m.effects) ? runningLane(m.effects) : s.effects,
	};
	if (s.version !== m.version || s.epoch !== m.epoch || s.scene === null) return resync(session, `resumed at v${m.version} but the page holds v${s.version}`);
	const log = (Array.isArray(m.log) ? m.log : []).reduce((kept, e) => appendLog(kept, historyEntry(e, now)), s.log);
	return { session: { ...session, log }, effects: /** @type {Effect[]} */ ([{ type: 'render' }]) };
}

/**
 * Where this page can resume from after a reconnect: the version it holds and its epoch, or
 * nothing when it has no trustworthy document (none yet, a read-only view, a resync pending).
 * @param {Session} s @returns {{ since: number, epoch: string } | null}
 */
export function resumePoint(s) {
	if (s.version === null || s.epoch === null || s.readOnly || s.awaitingResync) return null;
	return { since: s.version, epoch: s.epoch };
}

/** Whether this page may change the room (drivers only, and never in a read-only view). @param {Session} s */
export function canDrive(s) {
	return s.role === 'driver' && !s.readOnly && s.version !== null;
}

/**
 * Whether Redo has somewhere to go, read from the log as the server keeps it: an undo is a
 * travel to the version before the one shown, a redo a travel back to where the last undo came
 * from, and an action (or a composed state) starts a new branch with nothing to redo. So at the
 * newest version Redo is off. (A travel picked in the log that happens to land one version back
 * reads as an undo.)
 * @param {LogEntry[]} log oldest first
 */
export function canRedo(log) {
	/** @type {number[]} */
	const undone = [];
	/** @type {number | null} */
	let shown = null;
	for (const e of log) {
		const target = e.action && typeof e.action === 'object' ? e.action.$travel : undefined;
		if (typeof target !== 'number') {
			undone.length = 0;
			shown = e.version;
			continue;
		}
		if (shown !== null && target === shown - 1) undone.push(shown);
		else if (undone.length && target === undone[undone.length - 1]) undone.pop();
		shown = target;
	}
	return undone.length > 0;
}

/** @param {Session} s @param {string} why */
function resync(s, why) {
	return {
		session: { ...s, awaitingResync: true },
		effects: /** @type {Effect[]} */ ([{ type: 'warn', text: why }, { type: 'send', message: resyncMessage() }]),
	};
}
