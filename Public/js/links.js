// Pure URL building: what the page reads from its own address, the WebSocket URL it opens, and the
// links it offers to share (viewer, driver, another demo, another room, a composed state).

import { DEFAULT_ROOM } from './constants.js';

/**
 * @typedef {{ room: string, demo: string | null, token: string | null, at: number | null, compose: string | null }} PageParams
 */

/** Room names the server accepts (docs/PROTOCOL.md, "Connecting"). */
const ROOM_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** @param {string} name */
export function isRoomName(name) {
	return ROOM_NAME.test(name);
}

/**
 * @param {string} search `location.search`
 * @returns {PageParams}
 */
export function pageParams(search) {
	const q = new URLSearchParams(search);
	const at = q.get('at');
	return {
		room: q.get('room') || DEFAULT_ROOM,
		demo: q.get('demo') || null,
		token: q.get('token') || null,
		// Only a whole non-negative number is a version; anything else is ignored rather than sent.
		at: at !== null && /^\d+$/.test(at) ? Number(at) : null,
		compose: q.get('compose') || null,
	};
}

/**
 * The socket URL for this page: the room, and the demo, token and read-only version it asked for;
 * with `since` and `epoch`, the version the page holds, to resume from.
 * @param {{ protocol: string, host: string }} location
 * @param {string | Partial<PageParams> & { since?: number | null, epoch?: string | null }} params a room name, or the page's parameters
 */
export function socketURL(location, params) {
	const p = typeof params === 'string' ? { room: params } : params;
	const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
	let url = `${scheme}//${location.host}/ws?room=${encodeURIComponent(p.room ?? DEFAULT_ROOM)}`;
	if (p.demo) url += `&demo=${encodeURIComponent(p.demo)}`;
	if (p.token) url += `&token=${encodeURIComponent(p.token)}`;
	if (p.at !== null && p.at !== undefined) url += `&at=${p.at}`;
	// A page that comes back asks for what it missed since the version it holds (docs/PROTOCOL.md).
	if (Number.isInteger(p.since) && typeof p.epoch === 'string' && p.epoch) url += `&since=${p.since}&epoch=${encodeURIComponent(p.epoch)}`;
	return url;
}

/**
 * `href` with some query parameters set (string) or removed (null), everything else kept.
 * @param {string} href
 * @param {Record<string, string | null>} changes
 */
export function withParams(href, changes) {
	const u = new URL(href);
	for (const [k, v] of Object.entries(changes)) {
		if (v === null) u.searchParams.delete(k);
		else u.searchParams.set(k, v);
	}
	u.hash = '';
	return u.toString();
}

/** A link anyone can open to watch: never carries the token. @param {string} href */
export function viewerLink(href) {
	return withParams(href, { token: null, compose: null });
}

/** A link that drives: the same room, with the token. @param {string} href @param {string} token */
export function driverLink(href, token) {
	return withParams(href, { token, compose: null });
}

/**
 * The room a demo switch opens: `<base>-<demo>`, where base is the current room without a demo
 * suffix it got from an earlier switch (so switching back and forth does not grow the name).
 * Trimmed to the server's 64-character limit.
 * @param {string} room current room
 * @param {string} demo
 * @param {string[]} demos every demo name, to recognise an earlier suffix
 */
export function demoRoomName(room, demo, demos) {
	let base = room;
	for (const d of demos) {
		if (base.endsWith(`-${d}`) && base.length > d.length + 1) {
			base = base.slice(0, -(d.length + 1));
			break;
		}
	}
	const safeDemo = demo.replace(/[^A-Za-z0-9_-]/g, '-');
	return `${base.slice(0, Math.max(1, 63 - safeDemo.length))}-${safeDemo}`.slice(0, 64);
}

/**
 * The page URL that opens `demo` in a new room (keeps the token: a driver stays a driver).
 * @param {string} href @param {string} room @param {string} demo @param {string[]} demos
 */
export function demoLink(href, room, demo, demos) {
	return withParams(href, { room: demoRoomName(room, demo, demos), demo, at: null, compose: null });
}

/** The page URL for another existing room. @param {string} href @param {string} room */
export function roomLink(href, room) {
	return withParams(href, { room, demo: null, at: null, compose: null });
}

/** The read-only view of this room at a version. @param {string} href @param {number} version */
export function versionLink(href, version) {
	return withParams(href, { at: String(version), token: null, compose: null });
}
