// The navigation bar of one stack: Back (labelled with the previous title, as on iOS) and the
// top screen's title — large on the stack's root screen, inline on pushed screens.
// Holding Back (or right-clicking it) lists the whole stack like iOS; picking a screen sends the
// ONE popFrom that SwiftUI's path binding would send for that jump.

import { h, icon } from '../dom.js';
import { backMenu, backTarget, screensOf, topScreen } from '../scene.js';
import { LONG_PRESS_MS } from '../constants.js';
import { setAction } from './nodes.js';
import { renderToolbarItems } from './toolbar.js';
import { renderSearch } from './screen-extras.js';

// Back exists in the DOM only while there is somewhere to go back to (the page contract), so
// each bar keeps its button here while it is detached.
/** @type {WeakMap<HTMLElement, HTMLButtonElement>} */
const backButtons = new WeakMap();

/** @returns {HTMLElement} */
export function createNavbar() {
	const back = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'back', 'aria-label': 'Back', 'aria-haspopup': 'menu' },
		icon('chevron.left', 22), h('span', { class: 'back-label' })));
	const title = h('h1', { class: 'nav-title' });
	const leading = h('div', { class: 'toolbar toolbar-leading' });
	const principal = h('div', { class: 'toolbar toolbar-principal' });
	const trailing = h('div', { class: 'toolbar toolbar-trailing' });
	const row = h('div', { class: 'navbar-row' }, leading, h('div', { class: 'nav-inline-title', 'aria-hidden': 'true' }), principal, trailing);
	const search = h('div', { class: 'search-bar', hidden: true });
	const bar = h('header', { class: 'navbar' }, row, title, search);
	backButtons.set(bar, back);
	wireLongPress(back, bar);
	return bar;
}

/**
 * @param {HTMLElement} bar from createNavbar()
 * @param {import('../scene.js').StackNode} stack
 * @param {import('./nodes.js').RenderContext} ctx
 */
export function updateNavbar(bar, stack, ctx) {
	const back = /** @type {HTMLButtonElement} */ (backButtons.get(bar));
	/** @type {any} */ (bar)._stackNode = stack;
	const screen = topScreen(stack);
	const target = backTarget(stack);
	if (target) {
		/** @type {HTMLElement} */ (back.querySelector('.back-label')).textContent = target.label;
		setAction(back, target.action);
		if (!back.isConnected) /** @type {HTMLElement} */ (bar.querySelector('.navbar-row')).prepend(back);
	} else {
		setAction(back, undefined);
		back.remove();
	}
	// A menu built for an older stack would send stale ids.
	closeBackMenu(bar);
	const title = String(screen.title ?? '');
	const mode = screen.titleDisplayMode;
	// Automatic, as on iOS: large on the stack's root screen, inline on the screens pushed over it.
	const large = mode === 'large' || (mode !== 'inline' && screensOf(stack).length === 1);
	bar.classList.toggle('large', large);
	/** @type {HTMLElement} */ (bar.querySelector('.nav-title')).textContent = title;
	const hasPrincipal = renderToolbarItems(/** @type {HTMLElement} */ (bar.querySelector('.toolbar-principal')), screen.toolbar, 'principal', ctx) > 0;
	renderToolbarItems(/** @type {HTMLElement} */ (bar.querySelector('.toolbar-leading')), screen.toolbar, 'topBarLeading', ctx);
	renderToolbarItems(/** @type {HTMLElement} */ (bar.querySelector('.toolbar-trailing')), screen.toolbar, 'topBarTrailing', ctx);
	// The inline copy is purely visual (centered title on pushed screens); the <h1> is the real title.
	/** @type {HTMLElement} */ (bar.querySelector('.nav-inline-title')).textContent = large || hasPrincipal ? '' : title;
	renderSearch(/** @type {HTMLElement} */ (bar.querySelector('.search-bar')), screen.search);
}

/** @param {HTMLButtonElement} back @param {HTMLElement} bar */
function wireLongPress(back, bar) {
	/** @type {ReturnType<typeof setTimeout> | null} */
	let timer = null;
	let suppressClick = false;
	const cancel = () => {
		if (timer) clearTimeout(timer);
		timer = null;
	};
	back.addEventListener('pointerdown', (e) => {
		if (e.button !== 0) return;
		suppressClick = false;
		cancel();
		timer = setTimeout(() => {
			timer = null;
			suppressClick = true; // the release after a long-press must not also go back one level
			openBackMenu(bar);
		}, LONG_PRESS_MS);
	});
	back.addEventListener('pointerup', cancel);
	back.addEventListener('pointerleave', cancel);
	back.addEventListener('pointercancel', cancel);
	back.addEventListener('contextmenu', (e) => {
		e.preventDefault();
		cancel();
		openBackMenu(bar);
	});
	// Runs before the page's delegated click listener (on document), so it can swallow the click.
	back.addEventListener('click', (e) => {
		if (!suppressClick) return;
		suppressClick = false;
		e.stopPropagation();
		e.preventDefault();
	});
}

/** @param {HTMLElement} bar */
export function openBackMenu(bar) {
	const stack = /** @type {any} */ (bar)._stackNode;
	if (!stack) return;
	const items = backMenu(stack);
	if (items.length === 0) return;
	closeBackMenu(bar);
	const buttons = items.map((it) => {
		const b = h('button', { type: 'button', role: 'menuitem', class: 'back-menu-item', 'data-depth': it.depth }, it.title || 'Untitled');
		setAction(b, it.action);
		return b;
	});
	const menu = h('div', { class: 'back-menu', role: 'menu', 'aria-label': 'Go back to' }, ...buttons);
	// Picking an item sends its action (delegated listener) and closes; so does Esc or a click elsewhere.
	menu.addEventListener('click', () => setTimeout(() => closeBackMenu(bar), 0));
	menu.addEventListener('keydown', (e) => {
		const all = [...menu.querySelectorAll('[role="menuitem"]')];
		const i = all.indexOf(/** @type {Element} */ (document.activeElement));
		if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
			e.preventDefault();
			const next = /** @type {HTMLElement} */ (all[(i + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length]);
			next.focus();
		} else if (e.key === 'Escape') {
			e.preventDefault();
			e.stopPropagation();
			closeBackMenu(bar);
			backButtons.get(bar)?.focus();
		}
	});
	bar.append(menu);
	buttons[0].focus({ preventScroll: true });
	const outside = (/** @type {Event} */ e) => {
		if (!menu.contains(/** @type {Node} */ (e.target))) closeBackMenu(bar);
	};
	/** @type {any} */ (menu)._outside = outside;
	setTimeout(() => document.addEventListener('pointerdown', outside, true), 0);
}

/** @param {HTMLElement} bar */
export function closeBackMenu(bar) {
	const menu = bar.querySelector(':scope > .back-menu');
	if (!menu) return;
	document.removeEventListener('pointerdown', /** @type {any} */ (menu)._outside, true);
	menu.remove();
}
