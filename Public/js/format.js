// Pure formatting for the inspector: actions as Swift-like text, and which JSON Pointers changed
// between two states.

import { formatPointer } from './protocol.js';

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string that could be a Swift enum case name, so `"second"` reads as `.second`. */
const CASE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * StackAction cases are printed the way TCA users read them in logs:
 * `path.element(#2, .firstDetail(.save))`, `path.popFrom(#3)`, `path.push(#4, …)`.
 * @param {string} name
 * @param {any} payload
 */
function stackCase(name, payload) {
	if (!isObject(payload) || !Number.isInteger(payload.id)) return null;
	const keys = Object.keys(payload);
	if (name === 'popFrom' && keys.length === 1) return `popFrom(#${payload.id})`;
	if (name === 'element' && keys.length === 2 && 'action' in payload) return `element(#${payload.id}, ${formatValue(payload.action, true)})`;
	if (name === 'push' && keys.length === 2 && 'state' in payload) return `push(#${payload.id}, ${formatValue(payload.state, true)})`;
	return null;
}

/**
 * @param {any} v
 * @param {boolean} nested whether a case name gets Swift's leading dot
 * @returns {string}
 */
function formatValue(v, nested) {
	if (v === null || v === undefined) return 'nil';
	if (typeof v === 'string') return CASE_NAME.test(v) ? `.${v}` : JSON.stringify(v);
	if (typeof v !== 'object') return String(v);
	if (Array.isArray(v)) return `[${v.map((x) => formatValue(x, true)).join(', ')}]`;
	const keys = Object.keys(v);
	if (keys.length === 0) return '()';
	if (keys.length === 1 && CASE_NAME.test(keys[0])) {
		// A single-key object is an enum case: `{"a":{"b":{}}}` is `a(.b)`; `{"a":{}}` is `a`.
		const name = keys[0];
		const payload = v[name];
		const dot = nested ? '.' : '';
		if (isObject(payload)) {
			const inner = Object.keys(payload);
			if (inner.length === 0) return dot + name;
			if (inner.length === 1) {
				const stack = stackCase(inner[0], payload[inner[0]]);
				if (stack) return `${dot}${name}.${stack}`;
			}
		}
		return `${dot}${name}(${formatPayload(payload)})`;
	}
	return `(${formatLabelled(v)})`;
}

/** @param {any} payload */
function formatPayload(payload) {
	if (isObject(payload) && Object.keys(payload).length !== 1) return formatLabelled(payload);
	return formatValue(payload, true);
}

/** @param {Record<string, any>} obj */
function formatLabelled(obj) {
	return Object.keys(obj).map((k) => `${k}: ${formatValue(obj[k], true)}`).join(', ');
}

/**
 * Formats an action JSON (docs/PROTOCOL.md, "Action and state JSON") as readable Swift-ish text.
 * @param {any} action
 * @returns {string}
 */
export function formatAction(action) {
	return formatValue(action, false);
}

/**
 * JSON Pointers of every value that differs between `a` and `b`, deepest first-level changes
 * only: a changed leaf is reported, not all of its ancestors (callers derive those).
 * Array elements are compared by index, which is enough to highlight what a step did.
 * @param {any} a
 * @param {any} b
 * @returns {string[]}
 */
export function changedPointers(a, b) {
	/** @type {string[]} */
	const out = [];
	/** @param {any} x @param {any} y @param {string[]} path */
	const walk = (x, y, path) => {
		if (x === y) return;
		const bothArrays = Array.isArray(x) && Array.isArray(y);
		const bothObjects = isObject(x) && isObject(y);
		if (!bothArrays && !bothObjects) {
			out.push(formatPointer(path));
			return;
		}
		const keys = bothArrays
			? Array.from({ length: Math.max(x.length, y.length) }, (_, i) => String(i))
			: [...new Set([...Object.keys(x), ...Object.keys(y)])];
		for (const k of keys) {
			const hasX = bothArrays ? Number(k) < x.length : Object.prototype.hasOwnProperty.call(x, k);
			const hasY = bothArrays ? Number(k) < y.length : Object.prototype.hasOwnProperty.call(y, k);
			if (hasX !== hasY) out.push(formatPointer([...path, k]));
			else walk(x[k], y[k], [...path, k]);
		}
	};
	walk(a, b, []);
	return out;
}

/**
 * Who caused a step, for the log: "you", another client's id, or "effect".
 * @param {string | null} client the cause's client
 * @param {string | null} self this page's client id
 */
export function formatSender(client, self) {
	if (client === null) return 'effect';
	return client === self ? `${client} (you)` : client;
}

/**
 * Formats a logged action, including the server's own history steps (`{"$travel": N}`), which
 * are not the reducer's actions and read better as words. `text` is the action as Swift prints
 * it, which the server sends with each logged action (`cause.text`): printed as it is when
 * present, since only the server knows a string from a case; the JSON is read only for entries
 * of journals older than that field.
 * @param {any} action
 * @param {unknown} [text]
 * @returns {string}
 */
export function formatLogAction(action, text) {
	if (typeof text === 'string' && text !== '') return text;
	if (isObject(action) && Object.keys(action).length === 1 && Number.isInteger(action.$travel)) return `⟲ travel to v${action.$travel}`;
	return formatAction(action);
}

/**
 * The order reducers ran for one action (a later `cause.steps` field), e.g.
 * `["child: path #2 firstDetail", "parent"]` → "child: path #2 firstDetail → parent".
 * @param {unknown} steps
 * @returns {string | null} null when there is nothing to show
 */
export function formatSteps(steps) {
	if (!Array.isArray(steps) || steps.length === 0) return null;
	return steps.map(String).join(' → ');
}

/**
 * Presence for the room bar: everyone connected, this page first, then drivers, then viewers.
 * @param {{ id: string, role: string }[]} clients
 * @param {string | null} self
 * @returns {{ id: string, role: string, you: boolean, label: string }[]}
 */
export function presenceList(clients, self) {
	const rank = (/** @type {{ id: string, role: string }} */ c) => (c.id === self ? 0 : c.role === 'driver' ? 1 : 2);
	return [...(Array.isArray(clients) ? clients : [])]
		.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id, undefined, { numeric: true }))
		.map((c) => ({ id: c.id, role: c.role, you: c.id === self, label: `${c.id}${c.id === self ? ' (you)' : ''} · ${c.role === 'driver' ? 'drives' : 'watches'}` }));
}

/**
 * The count under the presence list: everyone in the room (the server lists only the first
 * ones of a crowd), and how many of them the list does not name.
 * @param {number} listed @param {number | null | undefined} count
 * @returns {string}
 */
export function presenceCount(listed, count) {
	const total = typeof count === 'number' && count > listed ? count : listed;
	return total > listed ? `${total} here · +${total - listed} more` : `${total} here`;
}

/**
 * Summary of page-side timings for a benchmark or the inspector footer.
 * @param {number[]} ms
 * @returns {{ count: number, p50: number, p95: number, max: number } | null}
 */
export function summarizeTimings(ms) {
	if (!ms.length) return null;
	const sorted = [...ms].sort((a, b) => a - b);
	const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
	return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/**
 * The room picker's choices: every room the server listed, the page's own room first when the
 * list does not have it yet (it opens as the page joins), and the page's room described by what
 * the page knows now rather than by the older list. Each reads `name — demo · vN · K here`,
 * leaving out what is not known.
 * @param {{ name: string, demo?: string | null, version?: number | null, clients?: number | null }[]} rooms
 * @param {{ name: string, demo: string | null, version: number | null, clients: number }} current
 * @returns {{ name: string, label: string, selected: boolean }[]}
 */
export function roomChoices(rooms, current) {
	const listed = rooms.some((r) => r.name === current.name) ? rooms : [current, ...rooms];
	return listed.map((r) => {
		const room = r.name === current.name ? { ...r, ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== null && v !== '')) } : r;
		const facts = [room.demo || null, typeof room.version === 'number' ? `v${room.version}` : null, typeof room.clients === 'number' ? `${room.clients} here` : null].filter(Boolean);
		return { name: room.name, label: facts.length ? `${room.name} — ${facts.join(' · ')}` : room.name, selected: room.name === current.name };
	});
}
