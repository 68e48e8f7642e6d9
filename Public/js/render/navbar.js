// The navigation bar of one stack: Back (labelled with the previous title, as on iOS) and the
// top screen's title — large on the stack's root screen, inline on pushed screens.

import { h, icon } from '../dom.js';
import { backTarget, screensOf, topScreen } from '../scene.js';
import { setAction } from './nodes.js';

// Back exists in the DOM only while there is somewhere to go back to (the page contract), so
// each bar keeps its button here while it is detached.
/** @type {WeakMap<HTMLElement, HTMLButtonElement>} */
const backButtons = new WeakMap();

/** @returns {HTMLElement} */
export function createNavbar() {
	const back = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'back', 'aria-label': 'Back' },
		icon('chevron.left', 22), h('span', { class: 'back-label' })));
	const title = h('h1', { class: 'nav-title' });
	const bar = h('header', { class: 'navbar' }, h('div', { class: 'navbar-row' }, h('div', { class: 'nav-inline-title', 'aria-hidden': 'true' })), title);
	backButtons.set(bar, back);
	return bar;
}

/**
 * @param {HTMLElement} bar from createNavbar()
 * @param {import('../scene.js').StackNode} stack
 */
export function updateNavbar(bar, stack) {
	const back = /** @type {HTMLButtonElement} */ (backButtons.get(bar));
	const target = backTarget(stack);
	if (target) {
		/** @type {HTMLElement} */ (back.querySelector('.back-label')).textContent = target.label;
		setAction(back, target.action);
		if (!back.isConnected) /** @type {HTMLElement} */ (bar.querySelector('.navbar-row')).prepend(back);
	} else {
		setAction(back, undefined);
		back.remove();
	}
	const title = String(topScreen(stack).title ?? '');
	const large = screensOf(stack).length === 1;
	bar.classList.toggle('large', large);
	/** @type {HTMLElement} */ (bar.querySelector('.nav-title')).textContent = title;
	// The inline copy is purely visual (centered title on pushed screens); the <h1> is the real title.
	/** @type {HTMLElement} */ (bar.querySelector('.nav-inline-title')).textContent = large ? '' : title;
}
