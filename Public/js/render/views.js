// The SwiftUI views and modifiers beyond the controls: styled boxes (colours, fonts, padding,
// frames), shapes, tappable views, layers (background and overlay), labelled rows, sliders,
// disclosure groups, and the rows of a list with their swipe actions, context menus (drawn by
// menus.js) and edit mode. What a tap sends comes from the server's scene, as everywhere on the page.

import { h, icon } from '../dom.js';
import { actionWithValue } from '../inputs.js';
import { applyCSS, fillCSS, shapeCSS, shapeSVG, styleCSS } from '../look.js';
import { LONG_PRESS_MS } from '../constants.js';
import { editDeleteButton } from '../scene.js';
import { registerKind, renderChildren, renderInto, replaceKids, setAction } from './nodes.js';
import { closePopup, menuItemsDrawn, menuPopup, openPopup } from './menus.js';

/** @param {HTMLElement} el @param {any} action */
function sendFrom(el, action) {
	el.dispatchEvent(new CustomEvent('nm-send', { bubbles: true, detail: { action, el } }));
}

registerKind('styled', {
	create: () => h('div', { class: 'styled' }),
	update(el, node, ctx) {
		const style = node.style ?? {};
		applyCSS(el, styleCSS(style));
		el.classList.toggle('styled-frame', !!style.frame);
		if (style.colorScheme === 'dark' || style.colorScheme === 'light') el.dataset.colorScheme = style.colorScheme;
		else delete el.dataset.colorScheme;
		const child = renderInto(el, node.content, ctx);
		// A transition plays when the node's content appears: iOS animates it in.
		if (style.transition && !el.dataset.appeared) el.dataset.transition = String(style.transition);
		el.dataset.appeared = 'true';
		void child;
	},
});

const SVG = 'http://www.w3.org/2000/svg';

registerKind('shape', {
	create: () => h('div', { class: 'shape', 'aria-hidden': 'true' }),
	update(el, node) {
		el.dataset.shape = String(node.shape ?? 'rectangle');
		const svg = shapeSVG(node);
		if (!svg) {
			applyCSS(el, shapeCSS(node));
			el.replaceChildren();
			return;
		}
		// Paths, trimmed outlines and dashes are drawn as SVG over the shape's frame.
		applyCSS(el, node.shape === 'circle' ? { 'aspect-ratio': '1' } : {});
		const canvas = document.createElementNS(SVG, 'svg');
		canvas.setAttribute('class', 'shape-svg');
		const drawn = document.createElementNS(SVG, svg.tag);
		for (const [name, value] of Object.entries(svg.attrs)) drawn.setAttribute(name, value);
		for (const [prop, value] of Object.entries(svg.css)) drawn.style.setProperty(prop, value);
		canvas.append(drawn);
		el.replaceChildren(canvas);
	},
});

registerKind('tappable', {
	create() {
		const el = h('div', { class: 'tappable', role: 'button', tabindex: '0' });
		el.addEventListener('keydown', (e) => {
			if ((e.key === 'Enter' || e.key === ' ') && e.target === el) {
				e.preventDefault();
				el.click();
			}
		});
		return el;
	},
	update(el, node, ctx) {
		setAction(el, node.action ?? undefined);
		el.setAttribute('aria-disabled', node.action == null ? 'true' : 'false');
		renderInto(el, node.content, ctx);
	},
});

registerKind('layered', {
	create: () => h('div', { class: 'layered' }, h('div', { class: 'layer layer-background', 'aria-hidden': 'true' }), h('div', { class: 'layer layer-content' }), h('div', { class: 'layer layer-overlay' })),
	update(el, node, ctx) {
		const [background, content, overlay] = /** @type {HTMLElement[]} */ ([...el.children]);
		el.dataset.alignment = String(node.alignment ?? 'center');
		renderInto(content, node.content, ctx);
		background.hidden = !node.background;
		if (node.background) renderInto(background, node.background, ctx);
		overlay.hidden = !node.overlay;
		if (node.overlay) renderInto(overlay, node.overlay, ctx);
	},
});

registerKind('labeledContent', {
	create: () => h('div', { class: 'labeled-content' }, h('div', { class: 'labeled-label' }), h('div', { class: 'labeled-value' })),
	update(el, node, ctx) {
		const [label, value] = /** @type {HTMLElement[]} */ ([...el.children]);
		renderInto(label, node.label, ctx);
		renderInto(value, node.content, ctx);
	},
});

registerKind('slider', {
	create() {
		const input = /** @type {HTMLInputElement} */ (h('input', { type: 'range', class: 'slider' }));
		let last = 0;
		/** @type {ReturnType<typeof setTimeout> | null} */
		let trailing = null;
		const send = () => {
			const node = /** @type {any} */ (input)._node;
			if (node?.input) sendFrom(input, actionWithValue(node.input, Number(input.value)));
		};
		// SwiftUI sets the binding while the thumb moves: the page sends as it moves, at most
		// every 100 ms, and once more where it stops.
		input.addEventListener('input', () => {
			const now = Date.now();
			if (now - last >= 100) {
				last = now;
				send();
			} else {
				if (trailing) clearTimeout(trailing);
				trailing = setTimeout(send, 100);
			}
		});
		return h('div', { class: 'slider-row' }, input);
	},
	update(el, node) {
		const input = /** @type {HTMLInputElement} */ (el.querySelector('input'));
		/** @type {any} */ (input)._node = node;
		input.min = String(node.min ?? 0);
		input.max = String(node.max ?? 1);
		input.step = typeof node.step === 'number' ? String(node.step) : 'any';
		input.disabled = !node.input;
		input.setAttribute('aria-label', String(node.label || 'Slider'));
		if (document.activeElement !== input) input.value = String(node.value ?? 0);
	},
});

registerKind('disclosure', {
	create() {
		const toggle = h('button', { type: 'button', class: 'disclosure-toggle', 'aria-expanded': 'false' }, h('span', { class: 'disclosure-label' }), icon('chevron.right', 14));
		return h('div', { class: 'disclosure' }, toggle, h('div', { class: 'disclosure-content' }));
	},
	update(el, node, ctx) {
		const [toggle, content] = /** @type {HTMLElement[]} */ ([...el.children]);
		toggle.setAttribute('aria-expanded', node.expanded ? 'true' : 'false');
		/** @type {HTMLButtonElement} */ (toggle).disabled = node.action == null;
		setAction(toggle, node.action ?? undefined);
		renderInto(/** @type {HTMLElement} */ (toggle.firstElementChild), node.label, ctx);
		content.hidden = !node.expanded;
		if (node.expanded) renderInto(content, node.content, ctx);
	},
});

// ---- list rows: swipe actions, context menus, edit mode ------------------------------------

registerKind('row', {
	create(node, ctx) {
		const handle = h('button', { type: 'button', class: 'row-move', 'aria-label': 'Reorder', hidden: true }, icon('line.3.horizontal', 18));
		const remove = h('button', { type: 'button', class: 'row-delete', 'aria-label': 'Delete', hidden: true }, h('span', { class: 'row-delete-dot', 'aria-hidden': 'true' }));
		const content = h('div', { class: 'row-content' });
		const trailing = h('div', { class: 'row-swipe row-swipe-trailing', hidden: true });
		const leading = h('div', { class: 'row-swipe row-swipe-leading', hidden: true });
		// What the red control of edit mode reveals: Delete, even on a row with swipe actions.
		const confirm = h('div', { class: 'row-swipe row-swipe-trailing row-edit-delete', hidden: true });
		const el = h('div', { class: 'row-actions' }, leading, remove, content, handle, trailing, confirm);
		wireSwipe(el, content, leading, trailing);
		wireMenu(el, content, ctx);
		wireMove(el, handle);
		// In edit mode the red control reveals the Delete button, as iOS's does.
		remove.addEventListener('click', () => reveal(el, 'delete'));
		confirm.addEventListener('click', () => setTimeout(() => reveal(el, null), 0));
		return el;
	},
	update(el, node, ctx) {
		/** @type {any} */ (el)._node = node;
		const actions = node.actions ?? {};
		const [leading, remove, content, handle, trailing, confirm] = /** @type {HTMLElement[]} */ ([...el.children]);
		renderInto(content, node.content, ctx);
		// Shown while the list is in edit mode (styles.css), as iOS shows them.
		remove.hidden = !actions.delete;
		handle.hidden = !actions.move;
		const kids = (/** @type {HTMLElement} */ holder, /** @type {any[]} */ list) => {
			const drawn = renderChildren(holder, Array.isArray(list) ? list : [], ctx);
			replaceKids(holder, drawn);
		};
		kids(trailing, actions.trailing);
		kids(leading, actions.leading);
		const del = editDeleteButton(actions);
		kids(confirm, del ? [del] : []);
		el.dataset.swipe = [actions.leading?.length ? 'leading' : '', actions.trailing?.length ? 'trailing' : ''].join(' ').trim();
		el.dataset.menu = Array.isArray(actions.menu) && actions.menu.length ? 'true' : 'false';
	},
});

/**
 * Shows the buttons of one edge of a row (`delete`: edit mode's Delete), or none.
 * @param {HTMLElement} el @param {'leading' | 'trailing' | 'delete' | null} edge
 */
function reveal(el, edge) {
	const [leading, , content, , trailing, confirm] = /** @type {HTMLElement[]} */ ([...el.children]);
	leading.hidden = edge !== 'leading';
	trailing.hidden = edge !== 'trailing';
	confirm.hidden = edge !== 'delete';
	content.style.transform = '';
	el.dataset.revealed = edge ?? '';
	if (edge) {
		const tray = edge === 'leading' ? leading : edge === 'trailing' ? trailing : confirm;
		const first = /** @type {HTMLElement | null} */ (tray.querySelector('button'));
		first?.focus({ preventScroll: true });
	}
}

/**
 * Swiping a row reveals its swipe actions; a full swipe runs the first, when allowed. Any tap
 * elsewhere closes them.
 * @param {HTMLElement} el @param {HTMLElement} content @param {HTMLElement} leading @param {HTMLElement} trailing
 */
function wireSwipe(el, content, leading, trailing) {
	let startX = 0;
	let dx = 0;
	let dragging = false;
	content.addEventListener('pointerdown', (e) => {
		if (e.button !== 0 || !el.dataset.swipe) return;
		startX = e.clientX;
		dx = 0;
		dragging = true;
	});
	content.addEventListener('pointermove', (e) => {
		if (!dragging) return;
		dx = e.clientX - startX;
		if (Math.abs(dx) <= 8) return;
		// A swipe, not a tap: the row follows the pointer wherever it goes.
		if (!content.hasPointerCapture(e.pointerId)) content.setPointerCapture(e.pointerId);
		content.style.transform = `translateX(${dx}px)`;
	});
	const end = () => {
		if (!dragging) return;
		dragging = false;
		content.style.transform = '';
		const node = /** @type {any} */ (el)._node;
		const actions = node?.actions ?? {};
		const width = el.getBoundingClientRect().width || 1;
		const edge = dx < -40 && actions.trailing?.length ? 'trailing' : dx > 40 && actions.leading?.length ? 'leading' : null;
		if (edge && Math.abs(dx) > width * 0.6 && actions.allowsFullSwipe !== false) {
			const first = (edge === 'leading' ? leading : trailing).querySelector('button');
			if (first) /** @type {HTMLElement} */ (first).click();
			return reveal(el, null);
		}
		if (edge) reveal(el, edge);
		else if (Math.abs(dx) > 8) reveal(el, null);
	};
	content.addEventListener('pointerup', end);
	content.addEventListener('pointercancel', end);
	// A button of a tray closes the tray once used.
	for (const tray of [leading, trailing]) tray.addEventListener('click', () => setTimeout(() => reveal(el, null), 0));
}

/**
 * A long press or a right click opens the row's context menu: its items, each sending its
 * action, in a pop-up placed as a `Menu`'s (under the row, or over it near the bottom of the
 * screen; never clipped by the row or the scroll area), which Esc or a tap outside closes.
 * @param {HTMLElement} el @param {HTMLElement} content @param {import('./nodes.js').RenderContext} ctx
 */
function wireMenu(el, content, ctx) {
	/** @type {ReturnType<typeof setTimeout> | null} */
	let timer = null;
	const open = () => {
		const node = /** @type {any} */ (el)._node;
		const items = node?.actions?.menu;
		if (!Array.isArray(items) || items.length === 0) return;
		for (const m of document.querySelectorAll('.context-menu')) closePopup(/** @type {HTMLElement} */ (m));
		// Esc gives the focus back to what had it in the row (Shift+F10 on a button), else the row.
		const active = /** @type {HTMLElement | null} */ (document.activeElement);
		const returnTo = active && content.contains(active) ? active : content;
		if (returnTo === content && !content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1');
		const menu = menuPopup('menu-popup context-menu');
		menuItemsDrawn(menu, items, ctx);
		el.append(menu);
		openPopup(menu, { anchor: content, inside: menu, returnTo, onClose: () => menu.remove() });
	};
	content.addEventListener('contextmenu', (e) => {
		if (el.dataset.menu !== 'true') return;
		e.preventDefault();
		open();
	});
	content.addEventListener('pointerdown', (e) => {
		if (e.button !== 0 || el.dataset.menu !== 'true') return;
		timer = setTimeout(open, LONG_PRESS_MS);
	});
	for (const type of ['pointerup', 'pointercancel', 'pointerleave']) content.addEventListener(type, () => timer && clearTimeout(timer));
}

/**
 * Moving a row in edit mode: drag its handle to another row (or Arrow Up / Down on it); the page
 * sends the row's move action with the destination offset, as SwiftUI's `onMove` gets it (the
 * offset before which the row goes, counted before it is taken out).
 * @param {HTMLElement} el @param {HTMLElement} handle
 */
function wireMove(el, handle) {
	const rowsOf = () => {
		const list = el.closest('.group, .list');
		return list ? /** @type {HTMLElement[]} */ ([...list.querySelectorAll(':scope .row-actions')]).filter((r) => r.closest('.group, .list') === list) : [el];
	};
	const sendMove = (/** @type {number} */ destination) => {
		const node = /** @type {any} */ (el)._node;
		if (node?.actions?.move) sendFrom(handle, actionWithValue(node.actions.move, destination));
	};
	handle.addEventListener('keydown', (e) => {
		const index = rowsOf().indexOf(el);
		if (e.key === 'ArrowUp' && index > 0) {
			e.preventDefault();
			sendMove(index - 1);
		} else if (e.key === 'ArrowDown' && index < rowsOf().length - 1) {
			e.preventDefault();
			sendMove(index + 2);
		}
	});
	handle.addEventListener('pointerdown', (e) => {
		if (e.button !== 0) return;
		handle.setPointerCapture(e.pointerId);
		el.classList.add('moving');
	});
	handle.addEventListener('pointerup', (e) => {
		el.classList.remove('moving');
		const rows = rowsOf();
		const from = rows.indexOf(el);
		let to = rows.length;
		for (let i = 0; i < rows.length; i++) {
			const r = rows[i].getBoundingClientRect();
			if (e.clientY < r.top + r.height / 2) {
				to = i;
				break;
			}
		}
		if (to !== from && to !== from + 1) sendMove(to);
	});
}

export { fillCSS };
