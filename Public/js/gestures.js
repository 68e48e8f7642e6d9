// Pure gesture rules shared by the phone's pointer handlers, so node can test the thresholds.

import { EDGE_SWIPE_PX, EDGE_ZONE_PX } from './constants.js';

/** A sheet dragged down further than this is dismissed (sends its dismissAction), px. */
export const SHEET_DISMISS_PX = 110;

/**
 * Whether a pointer that went down at `x` starts an interactive pop: only from the screen's left
 * edge, as UIKit's edge pan recogniser, and only when there is something to pop.
 * @param {number} x pointer x @param {number} left the screen's left edge @param {boolean} canPop
 */
export function startsEdgeSwipe(x, left, canPop) {
	return canPop && x - left >= 0 && x - left <= EDGE_ZONE_PX;
}

/** @param {number} dx horizontal drag so far (px) */
export function edgeSwipeCommits(dx) {
	return dx > EDGE_SWIPE_PX;
}

/**
 * Where a sheet dragged by its grabber comes to rest, as iOS settles it: the height nearest to
 * where it was let go, or `-1` (dismiss) when it was let go further below its smallest height
 * than `SHEET_DISMISS_PX`.
 * @param {number[]} tops the top of the sheet at each height it rests at, in px from the
 *   screen's top (a sheet with one height: where it rests)
 * @param {number} top where its top was let go, in the same px
 * @returns {number} the index in `tops`, or -1
 */
export function sheetRestAfterDrag(tops, top) {
	if (tops.length === 0 || top - Math.max(...tops) > SHEET_DISMISS_PX) return -1;
	let nearest = 0;
	tops.forEach((t, i) => {
		if (Math.abs(t - top) < Math.abs(tops[nearest] - top)) nearest = i;
	});
	return nearest;
}
