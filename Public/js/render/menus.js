// Pop-up menus as iOS draws them: SwiftUI's `Menu` (a label that opens its items) and the menu a
// row's `.contextMenu` opens (views.js). Both open over the phone's screen where menuPlacement
// says, so that neither a row nor the scroll area clips them; both hold buttons, sections,
// dividers and submenus, and answer the keys a desktop user expects of a menu (menu-keys.js).
// A submenu opens as iOS 17's does: in the same pop-up, its label on top as a header with the
// chevron turned down (tapping it goes back), its items under it in place of the others.
// Open or closed belongs to each page, as on each phone: nothing of it goes to the server.

import { h, icon } from '../dom.js';
import { menuFocusTarget } from '../menu-keys.js';
import { menuPlacement } from '../menu-placement.js';
import { registerKind, renderChildren, renderInto, replaceKids } from './nodes.js';

/**
 * How an open menu was opened: next to `anchor`, closed by a tap outside `inside`, giving the
 * focus back to `returnTo`; `onClose` runs once it is closed.
 * @typedef {{ anchor: HTMLElement, inside: HTMLElement, returnTo: HTMLElement, onClose?: () => void }} Opening
 * @typedef {HTMLElement & { _opening?: Opening | null, _outside?: (e: Event) => void }} Popup
 */

registerKind('menu', {
	create() {
		const chevron = h('span', { class: 'menu-chevron', 'aria-hidden': 'true' }, icon('chevron.right', 14));
		const button = h('button', { type: 'button', class: 'menu-button', 'aria-haspopup': 'menu', 'aria-expanded': 'false' }, h('span', { class: 'menu-label' }), chevron);
		const popup = menuPopup('menu-popup');
		const el = h('div', { class: 'menu' }, button, popup);
		const open = (/** @type {string} */ key) => {
			const top = outerPopup(el);
			if (top) openSubmenu(top, el);
			else openPopup(popup, { anchor: button, inside: el, returnTo: button }, key);
		};
		button.addEventListener('click', (e) => {
			// The label is not a tap on a view around the menu.
			e.stopPropagation();
			if (/** @type {HTMLButtonElement} */ (button).disabled) return;
			if (popup.hidden) return open('ArrowDown');
			const top = outerPopup(el);
			if (top) closeSubmenu(top, el);
			else closePopup(popup);
		});
		// Arrow Down or Up on a closed menu's label opens it on its first or last item.
		button.addEventListener('keydown', (e) => {
			if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || !popup.hidden || outerPopup(el)) return;
			if (/** @type {HTMLButtonElement} */ (button).disabled) return;
			e.preventDefault();
			open(e.key);
		});
		return el;
	},
	update(el, node, ctx) {
		const [button, popup] = /** @type {HTMLElement[]} */ ([...el.children]);
		renderInto(/** @type {HTMLElement} */ (button.firstElementChild), node.label, ctx);
		const count = menuItemsDrawn(popup, node.items, ctx);
		// A disabled menu is drawn greyed and does not open, as iOS's.
		const disabled = node.disabled === true || count === 0;
		/** @type {HTMLButtonElement} */ (button).disabled = disabled;
		if (disabled && !popup.hidden) closePopup(popup);
	},
});

/**
 * A closed pop-up menu, answering the menu keys and closed by choosing one of its items.
 * @param {string} className
 * @returns {Popup}
 */
export function menuPopup(className) {
	/** @type {Popup} */
	const popup = h('div', { class: className, role: 'menu', hidden: true });
	popup.addEventListener('keydown', (e) => menuKeydown(popup, e));
	// Choosing an item sends its action (the click goes on to the page's listener) and closes.
	// A disabled item gets no click, so the menu stays open, as on iOS.
	popup.addEventListener('click', (e) => {
		if (popup._opening && /** @type {Element} */ (e.target).closest('button')) closePopup(popup);
	});
	return popup;
}

/**
 * Draws `items` in `popup` as the items of a menu (WAI-ARIA roles: menu items, groups for
 * sections, separators), and returns how many there are.
 * @param {HTMLElement} popup @param {any} items @param {import('./nodes.js').RenderContext} ctx
 */
export function menuItemsDrawn(popup, items, ctx) {
	replaceKids(popup, renderChildren(popup, Array.isArray(items) ? items : [], ctx));
	for (const b of popup.querySelectorAll('button')) {
		b.setAttribute('role', 'menuitem');
		b.setAttribute('tabindex', '-1');
		if (/** @type {HTMLButtonElement} */ (b).disabled) b.setAttribute('aria-disabled', 'true');
		else b.removeAttribute('aria-disabled');
	}
	for (const wrapper of popup.querySelectorAll('.section, .row, .section-footer')) wrapper.setAttribute('role', 'none');
	// A section's rows are a group named by its header (a <section> cannot be one).
	for (const section of popup.querySelectorAll('.section')) {
		const [header, group] = section.children;
		group.setAttribute('role', 'group');
		if (header.textContent) group.setAttribute('aria-label', header.textContent);
		else group.removeAttribute('aria-label');
		header.setAttribute('aria-hidden', 'true');
	}
	return popup.childElementCount;
}

/**
 * Opens `popup` next to its anchor and moves the focus to its first item (its last for
 * `key` Arrow Up); a tap outside closes it.
 * @param {Popup} popup @param {Opening} opening @param {string} [key]
 */
export function openPopup(popup, opening, key = 'ArrowDown') {
	if (popup._opening) return;
	popup._opening = opening;
	popup.hidden = false;
	if (opening.returnTo.hasAttribute('aria-haspopup')) opening.returnTo.setAttribute('aria-expanded', 'true');
	place(popup);
	focusIn(popup, key);
	popup._outside = (e) => {
		if (!opening.inside.contains(/** @type {Node} */ (e.target))) closePopup(popup);
	};
	document.addEventListener('pointerdown', popup._outside, true);
}

/**
 * Closes `popup` and its submenus; the focus goes back to where it was opened from when it was
 * in the menu (an item chosen by keyboard, Esc).
 * @param {Popup} popup
 */
export function closePopup(popup) {
	const opening = popup._opening;
	if (!opening) return;
	popup._opening = null;
	if (popup._outside) document.removeEventListener('pointerdown', popup._outside, true);
	const hadFocus = popup.contains(document.activeElement);
	for (const menu of popup.querySelectorAll('.menu')) collapse(/** @type {HTMLElement} */ (menu));
	showSubmenu(popup, null);
	popup.hidden = true;
	if (opening.returnTo.hasAttribute('aria-haspopup')) opening.returnTo.setAttribute('aria-expanded', 'false');
	opening.onClose?.();
	if (hadFocus) opening.returnTo.focus({ preventScroll: true });
}

/**
 * The keys of an open menu: arrows, Home, End and letters move the focus (menu-keys.js); Arrow
 * Right opens a submenu, Arrow Left or Esc goes back from it; Esc closes the menu and Tab
 * closes it and goes on from its label. Enter and Space choose an item as a click does (the
 * button's own).
 * @param {Popup} popup @param {KeyboardEvent} e
 */
function menuKeydown(popup, e) {
	if (!popup._opening) return;
	const items = drawnItems(popup);
	const current = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
	const submenu = /** @type {HTMLElement | null} */ (popup.querySelector('[data-menu-shown]'));
	if (e.key === 'Escape' || (e.key === 'ArrowLeft' && submenu)) {
		e.preventDefault();
		// Esc closes this menu, not the sheet it is in.
		e.stopPropagation();
		if (submenu) closeSubmenu(popup, submenu);
		else closePopup(popup);
	} else if (e.key === 'ArrowRight' && items[current]?.matches('.menu-button[aria-expanded="false"]')) {
		e.preventDefault();
		items[current].click();
	} else if (e.key === 'Tab') {
		closePopup(popup);
	} else {
		const target = menuFocusTarget(items.map(itemOf), current, e.key);
		if (target === null) return;
		e.preventDefault();
		items[target].focus({ preventScroll: true });
	}
}

/** The items of a menu drawn now (not those of a closed submenu, or hidden by an open one). */
function drawnItems(/** @type {HTMLElement} */ popup) {
	return /** @type {HTMLElement[]} */ ([...popup.querySelectorAll('[role="menuitem"]')]).filter((b) => b.getClientRects().length > 0);
}

/** @param {HTMLElement} b */
function itemOf(b) {
	return { enabled: !(/** @type {HTMLButtonElement} */ (b).disabled), label: b.textContent ?? '' };
}

/** Focuses the item of `popup` that `key` goes to from none. @param {HTMLElement} popup @param {string} key */
function focusIn(popup, key) {
	const items = drawnItems(popup);
	const target = menuFocusTarget(items.map(itemOf), -1, key);
	if (target !== null) items[target].focus({ preventScroll: true });
}

/** The open menu `menu` is an item of, or null for a menu drawn in a screen. @param {HTMLElement} menu */
function outerPopup(menu) {
	let top = null;
	for (let p = menu.parentElement?.closest('[role="menu"]'); p; p = p.parentElement?.closest('[role="menu"]')) top = p;
	return /** @type {Popup | null} */ (top);
}

/** Opens the submenu `menu` in its outer menu `top`. @param {Popup} top @param {HTMLElement} menu */
function openSubmenu(top, menu) {
	const [button, popup] = /** @type {HTMLElement[]} */ ([...menu.children]);
	popup.hidden = false;
	button.setAttribute('aria-expanded', 'true');
	showSubmenu(top, menu);
	place(top);
	focusIn(popup, 'ArrowDown');
}

/** Goes back from the submenu `menu` to the menu it is in. @param {Popup} top @param {HTMLElement} menu */
function closeSubmenu(top, menu) {
	collapse(menu);
	const outer = /** @type {HTMLElement | null} */ (menu.parentElement?.closest('.menu') ?? null);
	showSubmenu(top, outer && top.contains(outer) ? outer : null);
	place(top);
	/** @type {HTMLElement} */ (menu.firstElementChild).focus({ preventScroll: true });
}

/** Closes `menu` and the submenus in it. @param {HTMLElement} menu */
function collapse(menu) {
	for (const m of [menu, ...menu.querySelectorAll('.menu')]) {
		/** @type {HTMLElement} */ (m.children[1]).hidden = true;
		m.children[0].setAttribute('aria-expanded', 'false');
	}
}

/**
 * Draws only the submenu `menu` in `top` (styles.css hides what is not on its path), or all of
 * `top` again for null.
 * @param {HTMLElement} top @param {HTMLElement | null} menu
 */
function showSubmenu(top, menu) {
	for (const m of top.querySelectorAll('[data-menu-path], [data-menu-shown]')) {
		m.removeAttribute('data-menu-path');
		m.removeAttribute('data-menu-shown');
	}
	if (!menu) return top.removeAttribute('data-submenu');
	top.setAttribute('data-submenu', '');
	menu.setAttribute('data-menu-shown', '');
	for (let a = menu.parentElement; a && a !== top; a = a.parentElement) a.setAttribute('data-menu-path', '');
}

/**
 * Places an open menu over the phone's screen next to its anchor (under it, or over it near the
 * bottom), as menuPlacement says.
 * @param {Popup} popup
 */
function place(popup) {
	const anchor = popup._opening?.anchor;
	if (!anchor) return;
	const screen = /** @type {HTMLElement} */ (anchor.closest('.screen, .device') ?? document.documentElement);
	const holder = fixedContainer(popup);
	const origin = holder ? holder.getBoundingClientRect() : { left: 0, top: 0, width: 1 };
	const zoom = holder && holder.offsetWidth ? origin.width / holder.offsetWidth : 1;
	const { top, left } = menuPlacement(anchor.getBoundingClientRect(), popup.getBoundingClientRect(), screen.getBoundingClientRect());
	popup.style.left = `${(left - origin.left) / zoom - (holder?.clientLeft ?? 0)}px`;
	popup.style.top = `${(top - origin.top) / zoom - (holder?.clientTop ?? 0)}px`;
}

/**
 * The element a `position: fixed` box inside `el` is placed in (a transformed ancestor, such as
 * the scaled phone or a sliding sheet), or null for the window.
 * @param {HTMLElement} el
 */
function fixedContainer(el) {
	for (let a = el.parentElement; a; a = a.parentElement) {
		const cs = getComputedStyle(a);
		if (cs.transform !== 'none' || cs.filter !== 'none' || cs.perspective !== 'none' || cs.backdropFilter !== 'none' || /transform|filter/.test(cs.willChange)) return a;
	}
	return null;
}
