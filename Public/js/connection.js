// The WebSocket to /ws?room=NAME, with reconnect. It knows nothing about message contents.

import { SUBPROTOCOL, BACKOFF_BASE_MS, BACKOFF_MAX_MS } from './constants.js';

/** @typedef {'open' | 'connecting' | 'closed'} ConnectionStatus */

/**
 * Delay before reconnect attempt `attempt` (0-based): exponential, capped, with "equal jitter"
 * (half fixed, half random) so that many tabs dropped by one server restart do not all
 * reconnect in the same millisecond, yet none retries instantly in a tight loop.
 * @param {number} attempt
 * @param {() => number} [random]
 */
export function backoffDelay(attempt, random = Math.random) {
	const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 20));
	return ceiling / 2 + random() * (ceiling / 2);
}

// socketURL moved to links.js with the other URL builders; re-exported for existing callers.
export { socketURL } from './links.js';

export class Connection {
	/**
	 * @param {string | (() => string)} url the socket's URL, or a function that gives it afresh for
	 *   every attempt (a page that comes back names the version it holds)
	 * @param {{ onMessage: (text: string) => void, onStatus: (s: ConnectionStatus) => void }} handlers
	 */
	constructor(url, handlers) {
		this.url = url;
		this.handlers = handlers;
		/** @type {WebSocket | null} */
		this.ws = null;
		this.attempt = 0;
		/** @type {ReturnType<typeof setTimeout> | null} */
		this.timer = null;
	}

	start() {
		this.handlers.onStatus('connecting');
		const ws = new WebSocket(typeof this.url === 'function' ? this.url() : this.url, SUBPROTOCOL);
		this.ws = ws;
		ws.onopen = () => {
			this.attempt = 0;
			this.handlers.onStatus('open');
		};
		ws.onmessage = (e) => {
			if (typeof e.data === 'string') this.handlers.onMessage(e.data);
		};
		ws.onclose = () => {
			if (this.ws !== ws) return;
			this.ws = null;
			this.handlers.onStatus('closed');
			const delay = backoffDelay(this.attempt++);
			this.timer = setTimeout(() => this.start(), delay);
		};
		// onerror is always followed by onclose, which schedules the retry.
	}

	/** Reconnect now instead of waiting out the backoff (e.g. the tab came back online). */
	retryNow() {
		if (this.ws) return;
		if (this.timer) clearTimeout(this.timer);
		this.start();
	}

	/** @param {any} message @returns {boolean} whether it was handed to an open socket */
	send(message) {
		if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
		this.ws.send(JSON.stringify(message));
		return true;
	}
}
