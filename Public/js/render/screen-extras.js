// What a screen adds around its content: the search field of `.searchable` (under the title,
// as iOS draws it) and pull to refresh of `.refreshable` (drag the screen down from its top; the
// spinner shows in every window while the app's closure runs).

import { h, icon } from '../dom.js';
import { createTextInput, updateTextInput } from './controls.js';

/** How far the screen is pulled before it refreshes, in CSS px. */
const PULL_PX = 64;

/**
 * Draws `search` (a `textField` node, or nothing) into `holder`.
 * @param {HTMLElement} holder @param {any} search
 */
export function renderSearch(holder, search) {
	holder.hidden = !search;
	if (!search) return;
	let input = /** @type {HTMLInputElement | null} */ (holder.querySelector('input'));
	if (!input) {
		input = createTextInput();
		input.classList.add('search-field');
		holder.replaceChildren(h('span', { class: 'search-icon', 'aria-hidden': 'true' }, icon('magnifyingglass', 16)), input);
	}
	updateTextInput(input, search);
}

/**
 * Makes `screen` (a scrolling element) refreshable as `refresh` says, or not when it is absent:
 * its refresh control shows the spinner while the app refreshes, and a pull from the top, or the
 * control itself (for the keyboard), sends the refresh.
 * @param {HTMLElement} screen @param {any} refresh
 */
export function renderRefresh(screen, refresh) {
	let control = /** @type {HTMLButtonElement | null} */ (screen.querySelector(':scope > .refresh-control'));
	if (!refresh) {
		control?.remove();
		/** @type {any} */ (screen)._refresh = null;
		return;
	}
	if (!control) {
		control = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'refresh-control', 'aria-label': 'Refresh' }, h('span', { class: 'spinner', 'aria-hidden': 'true' })));
		screen.prepend(control);
		wirePull(screen, control);
	}
	/** @type {any} */ (screen)._refresh = refresh;
	control.dataset.refreshing = refresh.refreshing ? 'true' : 'false';
	/** @type {any} */ (control)._nmAction = refresh.refreshing ? undefined : refresh.action ?? undefined;
	control.disabled = !refresh.action || !!refresh.refreshing;
}

/** @param {HTMLElement} screen @param {HTMLButtonElement} control */
function wirePull(screen, control) {
	let startY = 0;
	let pulling = false;
	screen.addEventListener('pointerdown', (e) => {
		if (e.button !== 0 || screen.scrollTop > 0 || !(/** @type {any} */ (screen)._refresh)) return;
		startY = e.clientY;
		pulling = true;
	});
	screen.addEventListener('pointermove', (e) => {
		if (!pulling) return;
		const dy = Math.max(0, e.clientY - startY);
		control.style.height = `${Math.min(dy, PULL_PX * 1.5)}px`;
	});
	const end = (/** @type {PointerEvent} */ e) => {
		if (!pulling) return;
		pulling = false;
		control.style.height = '';
		if (e.clientY - startY >= PULL_PX && !control.disabled) control.click();
	};
	screen.addEventListener('pointerup', end);
	screen.addEventListener('pointercancel', end);
}
