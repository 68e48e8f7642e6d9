// Page-side speed measurement: for each state update, milliseconds from the message arriving to
// the next animation frame (when the browser paints what render() did). Kept in a plain array so
// a benchmark can read `window.navmirrorTimings` without knowing this module.

import { TIMINGS_LIMIT } from './constants.js';

/**
 * Appends in place, dropping the oldest beyond `limit` (a ring buffer over a plain array).
 * @param {number[]} list
 * @param {number} ms
 * @param {number} [limit]
 */
export function recordTiming(list, ms, limit = TIMINGS_LIMIT) {
	list.push(Math.round(ms * 100) / 100);
	if (list.length > limit) list.splice(0, list.length - limit);
	return list;
}

/**
 * Measures one update: call at receipt, it calls `done(ms)` on the next frame.
 * @param {() => number} now e.g. performance.now
 * @param {(cb: () => void) => void} nextFrame e.g. requestAnimationFrame
 * @param {(ms: number) => void} done
 */
export function measureToNextFrame(now, nextFrame, done) {
	const start = now();
	nextFrame(() => done(now() - start));
}
