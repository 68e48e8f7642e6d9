// Flows over HTTP (docs/PROTOCOL.md, flows API): record a version range, save it by name, list,
// replay into a room, export. `fetch` is passed in so node can test against a fake.

/**
 * @typedef {{ name: string, demo?: string, actions?: number, [k: string]: any }} Flow
 * @typedef {{ from: number | null, to: number | null }} Recording
 * @typedef {(url: string, init?: any) => Promise<{ ok: boolean, status: number, text: () => Promise<string> }>} Fetch
 */

/** Replay speeds the picker offers: multipliers of the recorded timing. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4];

/** @returns {Recording} */
export function idleRecording() {
	return { from: null, to: null };
}

/** @param {Recording} r @param {number} version */
export function startRecording(r, version) {
	return { from: version, to: null };
}

/** @param {Recording} r @param {number} version */
export function stopRecording(r, version) {
	if (r.from === null) return r;
	return { from: r.from, to: Math.max(r.from, version) };
}

/** @param {Recording} r */
export function recordingState(r) {
	if (r.from === null) return 'idle';
	return r.to === null ? 'recording' : 'stopped';
}

/** Flow names as the server stores them: a file-safe slug. @param {string} name */
export function isFlowName(name) {
	return /^[A-Za-z0-9_-]{1,64}$/.test(name);
}

/** @param {string} name */
export const flowURL = (name) => `/api/flows/${encodeURIComponent(name)}`;
/** @param {string} name */
export const flowTestURL = (name) => `${flowURL(name)}/test`;

/**
 * The message to show for a failed request: the server's own words when it gave some
 * (`{message}` / `{error}` JSON, or plain text), else the status.
 * @param {number} status @param {string} body
 */
export function httpErrorMessage(status, body) {
	const text = body.trim();
	if (text) {
		try {
			const j = JSON.parse(text);
			if (j && typeof j === 'object') {
				const m = j.message ?? j.error ?? j.reason;
				if (typeof m === 'string' && m) return m;
			}
		} catch {
			return `${text.length > 200 ? `${text.slice(0, 200)}…` : text} (HTTP ${status})`;
		}
	}
	return status === 404 ? 'Not found (HTTP 404): this server has no flows API yet?' : `HTTP ${status}`;
}

/**
 * @param {Fetch} fetchFn @param {string} url @param {any} [body]
 * @returns {Promise<{ ok: true, value: any } | { ok: false, error: string }>}
 */
async function call(fetchFn, url, body) {
	let res;
	try {
		res = await fetchFn(url, body === undefined ? undefined : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
	} catch (e) {
		return { ok: false, error: `Network error: ${e instanceof Error ? e.message : e}` };
	}
	const text = await res.text();
	if (!res.ok) return { ok: false, error: httpErrorMessage(res.status, text) };
	try {
		return { ok: true, value: text ? JSON.parse(text) : null };
	} catch {
		return { ok: true, value: text };
	}
}

/** @param {Fetch} fetchFn @returns {Promise<{ ok: true, value: Flow[] } | { ok: false, error: string }>} */
export async function listFlows(fetchFn) {
	const r = await call(fetchFn, '/api/flows');
	if (r.ok && !Array.isArray(r.value)) return { ok: false, error: 'The server sent flows in an unknown shape.' };
	return r;
}

/** @param {Fetch} fetchFn @param {{ name: string, room: string, from: number, to: number }} flow */
export function saveFlow(fetchFn, flow) {
	return call(fetchFn, '/api/flows', flow);
}

/** @param {Fetch} fetchFn @param {string} name @param {{ room: string, speed: number }} opts */
export function replayFlow(fetchFn, name, opts) {
	return call(fetchFn, `${flowURL(name)}/replay`, opts);
}
