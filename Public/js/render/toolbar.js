// Toolbar items (`.toolbar { ToolbarItem(placement:) { … } }`) drawn into a bar: the navigation
// bar of a stack screen, the header of a sheet, or a stack's bottom bar.

import { renderNode, replaceKids } from './nodes.js';

/**
 * Draws the items of `items` at `placement` into `holder`, reusing the elements drawn last time.
 * @param {HTMLElement} holder
 * @param {any[] | undefined} items the screen's `toolbar`
 * @param {string} placement `topBarLeading`, `topBarTrailing`, `principal` or `bottomBar`
 * @param {import('./nodes.js').RenderContext} ctx
 * @returns {number} how many items were drawn
 */
export function renderToolbarItems(holder, items, placement, ctx) {
	const mine = (Array.isArray(items) ? items : []).filter((it) => it && it.placement === placement);
	const old = /** @type {any} */ (holder)._kids ?? [];
	const kids = mine.map((it, i) => renderNode(it.content, old[i], ctx));
	/** @type {any} */ (holder)._kids = kids;
	replaceKids(holder, kids);
	holder.hidden = kids.length === 0;
	return kids.length;
}
