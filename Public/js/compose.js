// Compose, the pure part: parse and check an edited state, find the StackStates in it and edit
// them structurally, and carry a composed state in a URL (`?compose=<base64url of the JSON>`).

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * @typedef {{ ids: number[], elements: any[], nextID: number }} StackStateJSON
 * @typedef {{ pointer: string, tokens: string[], stack: StackStateJSON }} FoundStack
 */

/**
 * UTF-8 JSON → base64url without padding (RFC 4648 §5), so it survives a URL unescaped.
 * @param {any} state
 */
export function encodeCompose(state) {
	const bytes = new TextEncoder().encode(JSON.stringify(state));
	let bin = '';
	for (const b of bytes) bin += String.fromCharCode(b);
	return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * @param {string} text
 * @returns {{ ok: true, state: any } | { ok: false, error: string }}
 */
export function decodeCompose(text) {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return { ok: false, error: 'compose is not base64url' };
	try {
		const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
		const bin = atob(b64);
		const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
		return { ok: true, state: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
	} catch (e) {
		return { ok: false, error: `compose does not decode: ${e instanceof Error ? e.message : e}` };
	}
}

/**
 * Whether a value looks like an encoded StackState (docs/PROTOCOL.md: `{ids, elements, nextID}`).
 * @param {unknown} v @returns {v is StackStateJSON}
 */
export function isStackState(v) {
	return isObject(v) && Array.isArray(v.ids) && Array.isArray(v.elements) && 'nextID' in v;
}

/**
 * Problems that would make the server reject a StackState, or that SwiftUI would trip over.
 * @param {StackStateJSON} s
 * @returns {string[]}
 */
export function stackProblems(s) {
	/** @type {string[]} */
	const out = [];
	if (!s.ids.every((id) => Number.isInteger(id) && id >= 0)) out.push('ids must be non-negative integers');
	if (s.ids.length !== s.elements.length) out.push(`${s.ids.length} ids but ${s.elements.length} elements`);
	if (new Set(s.ids).size !== s.ids.length) out.push('ids must be unique');
	if (!Number.isInteger(s.nextID)) out.push('nextID must be an integer');
	else if (s.ids.some((id) => id >= s.nextID)) out.push(`nextID ${s.nextID} must be greater than every id`);
	return out;
}

/**
 * Every StackState in a state, outermost first, with its JSON Pointer.
 * @param {any} state
 * @returns {FoundStack[]}
 */
export function findStacks(state) {
	/** @type {FoundStack[]} */
	const out = [];
	/** @param {any} v @param {string[]} tokens */
	const walk = (v, tokens) => {
		if (isStackState(v)) {
			out.push({ pointer: tokens.map((t) => '/' + t.replace(/~/g, '~0').replace(/\//g, '~1')).join(''), tokens, stack: v });
			v.elements.forEach((e, i) => walk(e, [...tokens, 'elements', String(i)]));
			return;
		}
		if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...tokens, String(i)]));
		else if (isObject(v)) for (const k of Object.keys(v)) walk(v[k], [...tokens, k]);
	};
	walk(state, []);
	return out;
}

/**
 * Parses the editor's text and checks every StackState in it.
 * @param {string} text
 * @returns {{ ok: true, state: any, warnings: string[] } | { ok: false, error: string }}
 */
export function validateStateText(text) {
	let state;
	try {
		state = JSON.parse(text);
	} catch (e) {
		return { ok: false, error: `Not JSON: ${e instanceof Error ? e.message : e}` };
	}
	const problems = findStacks(state).flatMap((f) => stackProblems(f.stack).map((p) => `${f.pointer || '/'}: ${p}`));
	if (problems.length) return { ok: false, error: problems.join('; ') };
	return { ok: true, state, warnings: [] };
}

/**
 * A copy of `state` with the stack at `tokens` replaced by `edit(stack)`.
 * @param {any} state @param {string[]} tokens @param {(s: StackStateJSON) => StackStateJSON} edit
 */
export function editStack(state, tokens, edit) {
	const copy = JSON.parse(JSON.stringify(state));
	if (tokens.length === 0) return edit(copy);
	let parent = copy;
	for (const t of tokens.slice(0, -1)) parent = parent[t];
	const last = tokens[tokens.length - 1];
	parent[last] = edit(parent[last]);
	return copy;
}

/**
 * Pushes a copy of `element` with the next id, as StackState.append does.
 * @param {StackStateJSON} s @param {any} element
 * @returns {StackStateJSON}
 */
export function pushElement(s, element) {
	const id = Number.isInteger(s.nextID) ? s.nextID : Math.max(-1, ...s.ids) + 1;
	return { ...s, ids: [...s.ids, id], elements: [...s.elements, JSON.parse(JSON.stringify(element))], nextID: id + 1 };
}

/**
 * Keeps the first `count` elements (ids are never reused, so nextID stays).
 * @param {StackStateJSON} s @param {number} count
 * @returns {StackStateJSON}
 */
export function truncateStack(s, count) {
	return { ...s, ids: s.ids.slice(0, count), elements: s.elements.slice(0, count) };
}

/**
 * A short name for an element, for the helper's list: its enum case (`firstDetail`) or kind.
 * @param {any} element
 */
export function elementName(element) {
	if (isObject(element)) {
		const keys = Object.keys(element);
		if (keys.length === 1) return keys[0];
		return `{${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''}}`;
	}
	return JSON.stringify(element);
}
