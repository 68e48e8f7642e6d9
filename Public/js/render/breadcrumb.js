// The breadcrumb above the phone: the outermost stack's screens, then the sheets and covers over
// them in brackets (`Home › Detail › [Edit]`); each crumb that can be driven is a button that
// goes back to it with one action (scene.js, breadcrumbTrail).

import { h } from '../dom.js';
import { breadcrumbTrail } from '../scene.js';
import { setAction } from './nodes.js';

/** @returns {HTMLElement} */
export function createBreadcrumb() {
	return h('nav', { class: 'breadcrumb', 'aria-label': 'Breadcrumb', hidden: true }, h('ol'));
}

/** @param {HTMLElement} nav @param {any} scene */
export function renderBreadcrumb(nav, scene) {
	const crumbs = breadcrumbTrail(scene);
	const sig = JSON.stringify(crumbs);
	if (/** @type {any} */ (nav)._sig === sig) return;
	/** @type {any} */ (nav)._sig = sig;
	const items = crumbs.map((c, k) => {
		// A screen without a navigation title still gets a name to read and press.
		const title = c.title || (k === 0 ? 'Root' : 'Untitled');
		const label = c.presented ? [bracket('['), title, bracket(']')] : [title];
		const kind = c.presented === 'fullScreenCover' ? 'a full-screen cover' : 'a sheet';
		const attrs = { 'aria-current': c.current ? 'page' : null, title: c.presented ? `Presented as ${kind}` : null };
		if (c.current || c.action === null || c.action === undefined) return h('li', attrs, h('span', { class: `crumb${c.current ? ' current' : ''}` }, ...label));
		const b = h('button', { type: 'button', class: 'crumb' }, ...label);
		setAction(b, c.action);
		return h('li', attrs, b);
	});
	/** @type {HTMLElement} */ (nav.firstElementChild).replaceChildren(...items);
	nav.hidden = crumbs.length === 0;
}

/** A bracket around a presented crumb: seen, not read aloud (the title attribute says it). @param {string} text */
const bracket = (text) => h('span', { class: 'crumb-bracket', 'aria-hidden': 'true' }, text);
