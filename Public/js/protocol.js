// Pure wire-protocol code: parse and validate server messages, build client messages, and
// apply RFC 6902 JSON Patch documents. No DOM, no sockets, so it runs unchanged under `node --test`.

import { PROTOCOL_VERSION } from './constants.js';

/**
 * @typedef {null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue }} JSONValue
 * @typedef {{ action: JSONValue, client: string | null, time?: number, steps?: string[], text?: string }} Cause
 * @typedef {{ severity?: string, code?: string, message?: string, fix?: string }} Diagnostic
 * @typedef {{ root: any, presentations: any[], diagnostics: any[] }} Scene
 * @typedef {'driver' | 'viewer'} Role
 * @typedef {{ id: string, role: Role }} Presence
 * @typedef {{ version: number, time: number, client: string | null, action: JSONValue, steps?: string[], text?: string, unchanged?: boolean }} HistoryEntry
 * @typedef {{ type: 'hello', protocol: number, client: string, room: string, demo: any, version: number, scene: Scene, state: JSONValue,
 *   role?: Role, clients?: Presence[], clientCount?: number, driverCount?: number, log?: HistoryEntry[], historyStart?: number, readOnly?: boolean, at?: number, effects?: any[],
 *   epoch?: string, resumed?: boolean, notice?: string }} HelloMessage
 *   A resumed hello (`resumed: true`) carries no scene or state: the page keeps its document at `version` and the missed patches follow.
 * @typedef {{ type: 'state', version: number, scene: Scene, state: JSONValue, cause: Cause | null, diagnostics?: Diagnostic[] }} StateMessage
 * @typedef {{ type: 'patch', version: number, base: number, ops: PatchOp[], cause: Cause | null, diagnostics?: Diagnostic[] }} PatchMessage
 * @typedef {{ type: 'warning' | 'unchanged', version: number, cause: Cause | null, diagnostics: Diagnostic[] }} WarningMessage
 * @typedef {{ type: 'ack', id: string, version: number }} AckMessage
 * @typedef {{ type: 'error', id: string | null, code: string, message: string }} ErrorMessage
 * @typedef {{ type: 'presence', clients: Presence[], count?: number, drivers?: number }} PresenceMessage
 * @typedef {{ type: 'role', role: Role }} RoleMessage
 * @typedef {{ id: number | string, name: string | null, tags: string[], kind: 'started' | 'finished' | 'cancelled' }} EffectEvent
 * @typedef {{ type: 'effect', version: number, event: EffectEvent }} EffectMessage
 * @typedef {HelloMessage | StateMessage | PatchMessage | WarningMessage | AckMessage | ErrorMessage
 *   | PresenceMessage | RoleMessage | EffectMessage} ServerMessage
 * @typedef {{ op: string, path: string, from?: string, value?: JSONValue }} PatchOp
 */

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} v */
const isVersion = (v) => Number.isInteger(v) && /** @type {number} */ (v) >= 0;

/** @param {unknown} s */
function checkScene(s) {
	if (!isObject(s)) return 'scene must be an object';
	if (!isObject(s.root)) return 'scene.root must be a node object';
	if (s.presentations !== undefined && !Array.isArray(s.presentations)) return 'scene.presentations must be an array';
	if (s.diagnostics !== undefined && !Array.isArray(s.diagnostics)) return 'scene.diagnostics must be an array';
	return null;
}

/** @param {unknown} c */
function checkCause(c) {
	if (c === null || c === undefined) return null;
	if (!isObject(c) || !('action' in c)) return 'cause must be {action, client}';
	if (c.client !== null && c.client !== undefined && typeof c.client !== 'string') return 'cause.client must be a string or null';
	if (c.steps !== undefined && !(Array.isArray(c.steps) && c.steps.every((x) => typeof x === 'string'))) return 'cause.steps must be an array of strings';
	return null;
}

/** @param {unknown} d */
function checkDiagnostics(d) {
	if (d === undefined) return null;
	if (!Array.isArray(d) || !d.every(isObject)) return 'diagnostics must be an array of objects';
	return null;
}

/** @param {unknown} r */
const isRole = (r) => r === 'driver' || r === 'viewer';

/** @param {unknown} c */
function checkClients(c) {
	if (!Array.isArray(c) || !c.every((x) => isObject(x) && typeof x.id === 'string' && isRole(x.role))) return 'clients must be [{id, role}]';
	return null;
}

/** @param {unknown} log */
function checkLog(log) {
	if (!Array.isArray(log) || !log.every((e) => isObject(e) && isVersion(e.version) && 'action' in e)) return 'log must be [{version, time, client, action}]';
	return null;
}

/**
 * Parses one text frame from the server. Never throws: a frame that is not a message this page
 * knows comes back as `{ ok: false }` so the caller can log it and carry on (later protocol
 * versions may add message types, which an older page must survive).
 * @param {string} text
 * @returns {{ ok: true, message: ServerMessage } | { ok: false, error: string }}
 */
export function parseServerMessage(text) {
	let m;
	try {
		m = JSON.parse(text);
	} catch {
		return { ok: false, error: 'not JSON' };
	}
	if (!isObject(m)) return { ok: false, error: 'message must be an object' };
	const fail = (/** @type {string} */ error) => ({ ok: /** @type {false} */ (false), error: `${m.type}: ${error}` });
	let err = null;
	switch (m.type) {
		case 'hello':
			if (m.protocol !== PROTOCOL_VERSION) return fail(`unsupported protocol ${JSON.stringify(m.protocol)}`);
			if (typeof m.client !== 'string') return fail('client must be a string');
			if (typeof m.room !== 'string') return fail('room must be a string');
			if (!isVersion(m.version)) return fail('version must be a non-negative integer');
			if (m.resumed !== undefined && typeof m.resumed !== 'boolean') return fail('resumed must be a boolean');
			if (m.epoch !== undefined && typeof m.epoch !== 'string') return fail('epoch must be a string');
			if (m.resumed !== true && (err = checkScene(m.scene))) return fail(err);
			if (m.resumed !== true && !('state' in m)) return fail('state is missing');
			// Fields added after the first page shipped are optional, so an older server still works.
			if (m.role !== undefined && !isRole(m.role)) return fail('role must be "driver" or "viewer"');
			if (m.clients !== undefined && (err = checkClients(m.clients))) return fail(err);
			if (m.log !== undefined && (err = checkLog(m.log))) return fail(err);
			if (m.historyStart !== undefined && !isVersion(m.historyStart)) return fail('historyStart must be a non-negative integer');
			if (m.at !== undefined && !isVersion(m.at)) return fail('at must be a non-negative integer');
			if (m.notice !== undefined && typeof m.notice !== 'string') return fail('notice must be a string');
			break;
		case 'state':
			if (!isVersion(m.version)) return fail('version must be a non-negative integer');
			if ((err = checkScene(m.scene))) return fail(err);
			if (!('state' in m)) return fail('state is missing');
			if ((err = checkCause(m.cause))) return fail(err);
			if ((err = checkDiagnostics(m.diagnostics))) return fail(err);
			break;
		case 'patch':
			if (!isVersion(m.version)) return fail('version must be a non-negative integer');
			if (!isVersion(m.base)) return fail('base must be a non-negative integer');
			if (!Array.isArray(m.ops)) return fail('ops must be an array');
			if ((err = checkCause(m.cause))) return fail(err);
			if ((err = checkDiagnostics(m.diagnostics))) return fail(err);
			break;
		case 'unchanged':
		case 'warning':
			if (!isVersion(m.version)) return fail('version must be a non-negative integer');
			if ((err = checkCause(m.cause))) return fail(err);
			if (!Array.isArray(m.diagnostics) || (err = checkDiagnostics(m.diagnostics))) return fail(err ?? 'diagnostics must be an array');
			break;
		case 'presence':
			if ((err = checkClients(m.clients))) return fail(err);
			break;
		case 'role':
			if (!isRole(m.role)) return fail('role must be "driver" or "viewer"');
			break;
		case 'effect':
			if (!isVersion(m.version)) return fail('version must be a non-negative integer');
			if (!isObject(m.event) || !['number', 'string'].includes(typeof m.event.id) || !(m.event.name === null || typeof m.event.name === 'string')) return fail('event must be {id, name, tags, kind}');
			if (!['started', 'finished', 'cancelled'].includes(m.event.kind)) return fail('event.kind must be started, finished or cancelled');
			if (m.event.tags !== undefined && !(Array.isArray(m.event.tags) && m.event.tags.every((t) => typeof t === 'string'))) return fail('event.tags must be strings');
			break;
		case 'ack':
			if (typeof m.id !== 'string') return fail('id must be a string');
			if (!isVersion(m.version)) return fail('version must be a non-negative integer');
			break;
		case 'error':
			if (m.id !== null && typeof m.id !== 'string') return fail('id must be a string or null');
			if (typeof m.code !== 'string') return fail('code must be a string');
			if (typeof m.message !== 'string') return fail('message must be a string');
			break;
		default:
			return { ok: false, error: `unknown message type ${JSON.stringify(m.type)}` };
	}
	return { ok: true, message: /** @type {ServerMessage} */ (m) };
}

/**
 * @param {string} id client-chosen id, echoed by the server in `ack`/`error`
 * @param {JSONValue} action the reducer's Action as JSON
 */
export function actionMessage(id, action) {
	return { type: 'action', id, action };
}

/** Asks the server for a full `state` after a patch could not be applied. */
export function resyncMessage() {
	return { type: 'resync' };
}

/** @param {string} id @param {number} version */
export function travelMessage(id, version) {
	return { type: 'travel', id, version };
}

/** @param {'undo' | 'redo'} type @param {string} id */
export function historyMessage(type, id) {
	return { type, id };
}

/** @param {string} token */
export function authMessage(token) {
	return { type: 'auth', token };
}

/** @param {string} id @param {JSONValue} state the whole reducer State, as the server encodes it */
export function setStateMessage(id, state) {
	return { type: 'setState', id, state };
}

// ---------------------------------------------------------------------------
// JSON Pointer (RFC 6901) and JSON Patch (RFC 6902)

export class PatchError extends Error {
	/** @param {string} message @param {number} [index] the op that failed */
	constructor(message, index) {
		super(index === undefined ? message : `op ${index}: ${message}`);
		this.name = 'PatchError';
		this.index = index;
	}
}

/**
 * Splits a JSON Pointer into unescaped reference tokens.
 * `~1` is decoded before `~0` so that `~01` means the literal `~1`, as RFC 6901 §4 requires.
 * @param {string} pointer
 * @returns {string[]}
 */
export function parsePointer(pointer) {
	if (typeof pointer !== 'string') throw new PatchError('pointer must be a string');
	if (pointer === '') return [];
	if (pointer[0] !== '/') throw new PatchError(`pointer ${JSON.stringify(pointer)} must start with "/"`);
	return pointer
		.slice(1)
		.split('/')
		.map((t) => {
			if (/~[^01]|~$/.test(t)) throw new PatchError(`bad escape in pointer ${JSON.stringify(pointer)}`);
			return t.replace(/~1/g, '/').replace(/~0/g, '~');
		});
}

/** @param {string[]} tokens */
export function formatPointer(tokens) {
	return tokens.map((t) => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/**
 * @param {any[]} arr
 * @param {string} token
 * @param {boolean} forInsert `-` and index == length are only valid for `add`
 */
function arrayIndex(arr, token, forInsert) {
	if (token === '-') {
		if (forInsert) return arr.length;
		throw new PatchError('"-" is only valid when adding');
	}
	// RFC 6901: no leading zeros, no signs.
	if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError(`bad array index ${JSON.stringify(token)}`);
	const i = Number(token);
	if (i > arr.length || (!forInsert && i === arr.length)) throw new PatchError(`index ${i} out of bounds`);
	return i;
}

/** Walks to the parent of the last token. @param {any} doc @param {string[]} tokens */
function parentOf(doc, tokens) {
	let node = doc;
	for (let k = 0; k < tokens.length - 1; k++) {
		const t = tokens[k];
		if (Array.isArray(node)) node = node[arrayIndex(node, t, false)];
		else if (isObject(node) && Object.prototype.hasOwnProperty.call(node, t)) node = node[t];
		else throw new PatchError(`path ${formatPointer(tokens)} does not exist`);
	}
	if (!Array.isArray(node) && !isObject(node)) throw new PatchError(`parent of ${formatPointer(tokens)} is not a container`);
	return node;
}

/** Reads the value at a pointer, throwing if it is absent. @param {any} doc @param {string} pointer */
export function getPointer(doc, pointer) {
	const tokens = parsePointer(pointer);
	if (tokens.length === 0) return doc;
	const parent = parentOf(doc, tokens);
	const last = tokens[tokens.length - 1];
	if (Array.isArray(parent)) return parent[arrayIndex(parent, last, false)];
	if (!Object.prototype.hasOwnProperty.call(parent, last)) throw new PatchError(`path ${pointer} does not exist`);
	return parent[last];
}

/** @param {any} a @param {any} b @returns {boolean} */
export function deepEqual(a, b) {
	if (a === b) return true;
	if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
	if (isObject(a) && isObject(b)) {
		const ka = Object.keys(a);
		if (ka.length !== Object.keys(b).length) return false;
		return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
	}
	return false;
}

/** @template T @param {T} v @returns {T} */
const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

/** @param {any} doc @param {string[]} tokens @param {any} value */
function addAt(doc, tokens, value) {
	if (tokens.length === 0) return value;
	const parent = parentOf(doc, tokens);
	const last = tokens[tokens.length - 1];
	if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, true), 0, value);
	else parent[last] = value;
	return doc;
}

/** @param {any} doc @param {string[]} tokens @returns {{doc: any, removed: any}} */
function removeAt(doc, tokens) {
	if (tokens.length === 0) throw new PatchError('cannot remove the whole document');
	const parent = parentOf(doc, tokens);
	const last = tokens[tokens.length - 1];
	if (Array.isArray(parent)) return { doc, removed: parent.splice(arrayIndex(parent, last, false), 1)[0] };
	if (!Object.prototype.hasOwnProperty.call(parent, last)) throw new PatchError(`path ${formatPointer(tokens)} does not exist`);
	const removed = parent[last];
	delete parent[last];
	return { doc, removed };
}

/**
 * Applies RFC 6902 operations and returns a new document; `doc` is never modified, so a failed
 * patch leaves the caller's copy intact (the caller then asks for a resync).
 * @param {JSONValue} doc
 * @param {PatchOp[]} ops
 * @returns {JSONValue}
 * @throws {PatchError}
 */
export function applyPatch(doc, ops) {
	if (!Array.isArray(ops)) throw new PatchError('ops must be an array');
	let out = clone(doc);
	ops.forEach((op, i) => {
		try {
			if (!isObject(op)) throw new PatchError('op must be an object');
			const path = parsePointer(op.path);
			switch (op.op) {
				case 'add':
					if (!('value' in op)) throw new PatchError('add needs a value');
					out = addAt(out, path, clone(op.value));
					break;
				case 'remove':
					out = removeAt(out, path).doc;
					break;
				case 'replace':
					if (!('value' in op)) throw new PatchError('replace needs a value');
					if (path.length === 0) {
						out = clone(op.value);
					} else {
						getPointer(out, op.path); // the target must exist
						out = addAt(removeAt(out, path).doc, path, clone(op.value));
					}
					break;
				case 'move': {
					const from = parsePointer(op.from);
					if (from.length < path.length && from.every((t, k) => t === path[k]))
						throw new PatchError('cannot move a value into one of its own children');
					if (op.from === op.path) {
						getPointer(out, op.from);
						break;
					}
					const { doc: d, removed } = removeAt(out, from);
					out = addAt(d, path, removed);
					break;
				}
				case 'copy':
					out = addAt(out, path, clone(getPointer(out, /** @type {string} */ (op.from))));
					break;
				case 'test':
					if (!deepEqual(getPointer(out, op.path), op.value)) throw new PatchError(`test failed at ${op.path}`);
					break;
				default:
					throw new PatchError(`unknown op ${JSON.stringify(op.op)}`);
			}
		} catch (e) {
			if (e instanceof PatchError && e.index === undefined) throw new PatchError(e.message, i);
			throw e;
		}
	});
	return out;
}
