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

/** @param {number} dy downward drag so far (px) */
export function sheetSwipeCommits(dy) {
	return dy > SHEET_DISMISS_PX;
}
