// Where a pop-up menu opens (SwiftUI's `Menu`), as iOS places it: under its label when it fits
// on the screen, else over it; lined up with the label's leading edge, or its trailing edge
// when it would run off the screen. Pure, so node can test it.

/**
 * @typedef {{ left: number, top: number, right: number, bottom: number }} Box
 * @typedef {{ width: number, height: number }} Size
 */

/**
 * The top-left corner of a menu of `size` opened from a label at `anchor`, inside `bounds`
 * (the screen), all in the same coordinates; `below` says on which side of the label it is.
 * @param {Box} anchor @param {Size} size @param {Box} bounds @param {number} [gap]
 * @returns {{ top: number, left: number, below: boolean }}
 */
export function menuPlacement(anchor, size, bounds, gap = 6) {
	const roomBelow = bounds.bottom - anchor.bottom - gap;
	const roomAbove = anchor.top - bounds.top - gap;
	const below = size.height <= roomBelow || roomBelow >= roomAbove;
	const wanted = below ? anchor.bottom + gap : anchor.top - gap - size.height;
	const top = Math.max(bounds.top, Math.min(wanted, bounds.bottom - size.height));
	const fitsLeading = anchor.left + size.width <= bounds.right;
	const left = Math.max(bounds.left, fitsLeading ? anchor.left : anchor.right - size.width);
	return { top, left, below };
}
