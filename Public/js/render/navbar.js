// The navigation bar of one stack: Back (labelled with the previous title, as on iOS) and the
// top screen's title — large on the stack's root screen, inline on pushed screens.

import { h, icon } from '../dom.js';
import { backTarget, screensOf, topScreen } from '../scene.js';
import { setAction } from './nodes.js';

/** @returns {HTMLElement} */
export function createNavbar() {
	const back = h('button', { type: 'button', class: 'back', 'aria-label': 'Back', hidden: true },
		icon('chevron.left', 22), h('span', { class: 'back-label' }));
	const title = h('h1', { class: 'nav-title' });
	return h('header', { class: 'navbar' }, h('div', { class: 'navbar-row' }, back, h('div', { class: 'nav-inline-title', 'aria-hidden': 'true' })), title);
}

/**
 * @param {HTMLElement} bar from createNavbar()
 * @param {import('../scene.js').StackNode} stack
 */
export function updateNavbar(bar, stack) {
	const back = /** @type {HTMLButtonElement} */ (bar.querySelector('.back'));
	const target = backTarget(stack);
	back.hidden = !target;
	if (target) {
		/** @type {HTMLElement} */ (back.querySelector('.back-label')).textContent = target.label;
		setAction(back, target.action);
	} else {
		setAction(back, undefined);
	}
	const title = String(topScreen(stack).title ?? '');
	const large = screensOf(stack).length === 1;
	bar.classList.toggle('large', large);
	/** @type {HTMLElement} */ (bar.querySelector('.nav-title')).textContent = title;
	// The inline copy is purely visual (centered title on pushed screens); the <h1> is the real title.
	/** @type {HTMLElement} */ (bar.querySelector('.nav-inline-title')).textContent = large ? '' : title;
}
