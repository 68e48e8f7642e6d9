// The breadcrumb above the phone: the outermost stack's screens, each earlier one a button that
// pops back to it with one action.

import { h } from '../dom.js';
import { breadcrumb } from '../scene.js';
import { setAction } from './nodes.js';

/** @returns {HTMLElement} */
export function createBreadcrumb() {
	return h('nav', { class: 'breadcrumb', 'aria-label': 'Breadcrumb' }, h('ol'));
}

/** @param {HTMLElement} nav @param {any} scene */
export function renderBreadcrumb(nav, scene) {
	const crumbs = breadcrumb(scene);
	const sig = JSON.stringify(crumbs);
	if (/** @type {any} */ (nav)._sig === sig) return;
	/** @type {any} */ (nav)._sig = sig;
	const items = crumbs.map((c) => {
		if (c.current) return h('li', { 'aria-current': 'page' }, h('span', { class: 'crumb current' }, c.title));
		const b = h('button', { type: 'button', class: 'crumb' }, c.title);
		setAction(b, c.action);
		return h('li', {}, b);
	});
	/** @type {HTMLElement} */ (nav.firstElementChild).replaceChildren(...items);
	nav.hidden = crumbs.length === 0;
}
