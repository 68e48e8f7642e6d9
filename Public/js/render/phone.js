// The device frame: status bar, the app's root node inside <main>, and the presentation layer.

import { h } from '../dom.js';
import { renderNode } from './nodes.js';
import { renderPresentations } from './presentations.js';
import { focusLost, restoreFocus, trackFocus } from './focus.js';
import './stack.js';
import './tabs.js';
import './controls.js';
import './views.js';

/**
 * @typedef {{ root: HTMLElement, app: HTMLElement, layer: HTMLElement }} Phone
 */

/** @returns {Phone} */
export function createPhone() {
	const time = h('span', { class: 'status-time' });
	const tick = () => {
		time.textContent = new Date().toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }).replace(/\s?[AP]M$/i, '');
	};
	tick();
	setInterval(tick, 15000);
	const status = h('div', { class: 'status-bar', 'aria-hidden': 'true' },
		time, h('span', { class: 'island' }),
		h('span', { class: 'status-icons' }, h('span', { class: 'signal' }), h('span', { class: 'battery' })));
	const app = h('main', { class: 'app', 'aria-label': 'App mirror' },
		h('p', { class: 'placeholder' }, 'Waiting for the server…'));
	const layer = h('div', { class: 'presentations' });
	const root = h('div', { class: 'device' },
		h('div', { class: 'device-screen' }, status, app, layer, h('div', { class: 'home-indicator', 'aria-hidden': 'true' })));
	trackFocus(root);
	return { root, app, layer };
}

/**
 * @param {Phone} phone
 * @param {any} scene
 * @param {import('./nodes.js').RenderContext} ctx
 */
export function renderPhone(phone, scene, ctx) {
	const hadFocus = phone.root.contains(document.activeElement);
	const prev = /** @type {HTMLElement | null} */ (phone.app.firstElementChild);
	const el = renderNode(scene.root, prev && prev.classList.contains('placeholder') ? null : prev, ctx);
	if (phone.app.firstElementChild !== el) phone.app.replaceChildren(el);
	const modal = renderPresentations(phone.layer, scene.presentations, ctx);
	// Sheets and alerts sit beside <main>, in a landmark of their own while there are any.
	if (phone.layer.childElementCount > 0) {
		phone.layer.setAttribute('role', 'region');
		phone.layer.setAttribute('aria-label', 'Presented');
	} else {
		phone.layer.removeAttribute('role');
		phone.layer.removeAttribute('aria-label');
	}
	// Under a modal layer the app is neither focusable nor announced, as on iOS.
	phone.app.inert = modal;
	if (modal) phone.app.setAttribute('aria-hidden', 'true');
	else phone.app.removeAttribute('aria-hidden');
	// A push, pop or dismissal took the focused control away: put the focus where the user now is.
	if (hadFocus && focusLost(document.activeElement)) restoreFocus(phone.app, phone.layer);
}
