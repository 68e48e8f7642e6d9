// Modal layers from scene.presentations, outermost first: sheets slide up with a grabber,
// full-screen covers cover the phone, alerts and confirmation dialogs look like UIKit's.
// Dismissal gestures only *send* dismissAction; the layer goes away when the server says so.

import { h, reducedMotion } from '../dom.js';
import { renderNode, setAction } from './nodes.js';
import { renderToolbarItems } from './toolbar.js';
import { renderRefresh, renderSearch } from './screen-extras.js';
import { sheetRestAfterDrag } from '../gestures.js';
import { alertButtonOrder } from '../scene.js';

/** @typedef {import('./nodes.js').RenderContext} RenderContext */

/** @param {any} p */
const keyOf = (p) => `${p.kind}:${p.id}`;

let uid = 0;

/**
 * @param {HTMLElement} layer the `.presentations` container inside the phone
 * @param {any[]} presentations
 * @param {RenderContext} ctx
 * @returns {boolean} whether any presentation is showing
 */
export function renderPresentations(layer, presentations, ctx) {
	const list = Array.isArray(presentations) ? presentations : [];
	/** @type {Map<string, HTMLElement>} */
	const existing = new Map();
	for (const el of /** @type {HTMLElement[]} */ ([...layer.children])) if (!el.classList.contains('closing')) existing.set(el.dataset.key, el);

	const next = list.map((p, i) => {
		const key = keyOf(p);
		const old = existing.get(key);
		existing.delete(key);
		const el = old ?? create(p);
		update(el, p, ctx);
		const isTop = i === list.length - 1;
		el.inert = !isTop;
		if (isTop) el.removeAttribute('aria-hidden');
		else el.setAttribute('aria-hidden', 'true');
		if (!old) {
			layer.append(el);
			enter(el, p.kind);
		}
		return el;
	});
	// Keep DOM order = presentation order, so later layers paint on top. Only when it is not
	// already: moving an element takes it out of the page, and a text field typed in would lose
	// its focus (and the next keys) to every update.
	const inOrder = next.every((el, i) => i === 0 || !!(next[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));
	if (!inOrder) for (const el of next) layer.append(el);
	for (const el of existing.values()) leave(el);

	const top = next[next.length - 1];
	const active = document.activeElement;
	const focusInPhone = !active || active === document.body || !!layer.parentElement?.contains(active);
	if (top && focusInPhone && !top.contains(active)) {
		// Move focus into a new top layer, as UIKit moves VoiceOver focus into a modal; but not
		// away from the inspector, where the user may be typing while someone else drives.
		const first = /** @type {HTMLElement | null} */ (top.querySelector('.dialog button:not([disabled]), .alert-buttons button, .confirmation button, button:not([disabled])'));
		(first ?? top.querySelector('[tabindex="-1"]') ?? top).focus?.({ preventScroll: true });
	}
	return list.length > 0;
}

/** @param {any} p */
function create(p) {
	const id = `pres${++uid}`;
	const el = h('div', { class: `presentation presentation-${p.kind}`, 'data-key': keyOf(p), 'data-kind': String(p.kind) });
	/** @type {any} */ (el)._pres = { id };
	if (p.kind === 'sheet' || p.kind === 'fullScreenCover') {
		const panel = h('div', { class: 'modal-panel', role: 'dialog', 'aria-modal': 'true', tabindex: '-1' });
		if (p.kind === 'sheet') {
			const grabber = h('div', { class: 'grabber-area' }, h('div', { class: 'grabber', 'aria-hidden': 'true' }));
			panel.append(grabber);
			dragSheet(panel, el);
		}
		const header = h('div', { class: 'modal-bar' }, h('div', { class: 'toolbar toolbar-leading' }), h('h2', { class: 'modal-title' }), h('div', { class: 'toolbar toolbar-trailing' }));
		panel.append(header, h('div', { class: 'search-bar', hidden: true }), h('div', { class: 'modal-content' }));
		el.append(h('div', { class: 'scrim' }), panel);
	} else {
		const isAlert = p.kind === 'alert';
		const scrim = h('div', { class: 'scrim' });
		el.append(scrim, h('div', {
			class: isAlert ? 'dialog alert' : 'dialog confirmation',
			role: 'alertdialog', 'aria-modal': 'true', tabindex: '-1',
			'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-message`,
		}));
	}
	return el;
}

/** The highest a sheet's top goes, in px from the screen's top (styles.css, `.modal-panel`). */
const SHEET_TOP_PX = 58;

/**
 * Opens a sheet at its detent, as iOS does: a fraction of the screen (`.medium` is a half) or a
 * height in points, never higher than a sheet without one, which takes the screen under the
 * status bar (as `.large` does).
 * @param {HTMLElement} panel @param {any} detent
 */
function openAtDetent(panel, detent) {
	const fraction = typeof detent?.fraction === 'number' ? detent.fraction : null;
	const height = typeof detent?.height === 'number' ? detent.height : null;
	const top = fraction !== null ? `${(1 - fraction) * 100}%` : height !== null ? `calc(100% - ${height}px)` : null;
	panel.style.top = top === null ? '' : `max(${SHEET_TOP_PX}px, ${top})`;
}

/**
 * The detent a sheet rests at now: the one the page chose by dragging it (when no binding keeps
 * it), until the server's changes; the server's otherwise.
 * @param {HTMLElement} el the presentation @param {any} p its scene
 */
function restingDetent(el, p) {
	const pres = /** @type {any} */ (el)._pres;
	const served = JSON.stringify(p.detent ?? null);
	if (pres.served !== served) {
		pres.served = served;
		pres.chosen = undefined;
	}
	pres.detents = Array.isArray(p.detents) ? p.detents : [];
	return pres.chosen !== undefined ? pres.chosen : p.detent;
}

/** @param {HTMLElement} el @param {any} p @param {RenderContext} ctx */
function update(el, p, ctx) {
	/** @type {any} */ (el)._dismiss = p.dismissAction;
	if (p.kind === 'sheet' || p.kind === 'fullScreenCover') {
		const panel = /** @type {HTMLElement} */ (el.querySelector('.modal-panel'));
		panel.setAttribute('aria-label', String(p.title ?? ''));
		const title = /** @type {HTMLElement} */ (panel.querySelector('.modal-title'));
		const holder = /** @type {HTMLElement} */ (panel.querySelector('.modal-content'));
		const prev = /** @type {HTMLElement | null} */ (holder.querySelector(':scope > :not(.refresh-control)'));
		const content = renderNode(p.content, prev, ctx);
		if (prev !== content) {
			prev?.remove();
			holder.append(content);
		}
		// A stack draws its own navbar with the title; bare content gets a small header instead.
		title.textContent = String(p.title ?? '');
		const header = /** @type {HTMLElement} */ (panel.querySelector('.modal-bar'));
		const leading = renderToolbarItems(/** @type {HTMLElement} */ (header.querySelector('.toolbar-leading')), p.toolbar, 'topBarLeading', ctx);
		const trailing = renderToolbarItems(/** @type {HTMLElement} */ (header.querySelector('.toolbar-trailing')), p.toolbar, 'topBarTrailing', ctx);
		renderSearch(/** @type {HTMLElement} */ (panel.querySelector(':scope > .search-bar')), content.classList.contains('stack') ? null : p.search);
		renderRefresh(holder, content.classList.contains('stack') ? null : p.refresh);
		title.hidden = content.classList.contains('stack') || !p.title;
		header.hidden = content.classList.contains('stack') || (!p.title && leading + trailing === 0);
		const pres = /** @type {any} */ (el)._pres;
		pres.dismissDisabled = p.dismissDisabled === true;
		if (!pres.dragging) openAtDetent(panel, p.kind === 'sheet' ? restingDetent(el, p) : null);
		return;
	}
	const sig = JSON.stringify(p);
	if (/** @type {any} */ (el)._sig === sig) return;
	/** @type {any} */ (el)._sig = sig;
	const box = /** @type {HTMLElement} */ (el.querySelector('.dialog'));
	const id = /** @type {any} */ (el)._pres.id;
	const given = Array.isArray(p.buttons) ? p.buttons : [];
	const buttons = (p.kind === 'alert' ? alertButtonOrder(given) : given).map((b) => {
		const role = b.role === 'destructive' || b.role === 'cancel' ? b.role : null;
		const btn = h('button', { type: 'button', class: 'dialog-button', 'data-role': role }, String(b.label ?? ''));
		// A button without an action only dismisses the dialog (docs/PROTOCOL.md).
		setAction(btn, b.action ?? p.dismissAction);
		return btn;
	});
	const head = h('div', { class: 'dialog-head' },
		h('h2', { class: 'dialog-title', id: `${id}-title` }, String(p.title ?? '')),
		h('p', { class: 'dialog-message', id: `${id}-message`, hidden: !p.message }, String(p.message ?? '')));
	if (p.kind === 'alert') {
		box.replaceChildren(head, h('div', { class: `alert-buttons ${buttons.length === 2 ? 'pair' : ''}` }, ...buttons));
	} else {
		// An iOS action sheet: the cancel button sits apart at the bottom, and there always is one.
		const cancelIdx = (p.buttons ?? []).findIndex((b) => b.role === 'cancel');
		const cancel = cancelIdx >= 0 ? buttons.splice(cancelIdx, 1)[0] : h('button', { type: 'button', class: 'dialog-button', 'data-role': 'cancel' }, 'Cancel');
		if (cancelIdx < 0) setAction(cancel, p.dismissAction);
		box.replaceChildren(h('div', { class: 'action-group' }, head, ...buttons), h('div', { class: 'action-group cancel-group' }, cancel));
	}
	// Tapping outside an alert or dialog sends the system dismissal (docs/PROTOCOL.md).
	setAction(/** @type {HTMLElement} */ (el.querySelector('.scrim')), p.dismissAction);
}

/** @param {HTMLElement} el @param {string} kind */
function enter(el, kind) {
	if (reducedMotion() || typeof el.animate !== 'function') return;
	const target = el.querySelector('.modal-panel, .dialog');
	const opts = { duration: 320, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' };
	el.querySelector('.scrim')?.animate([{ opacity: 0 }, { opacity: 1 }], opts);
	if (kind === 'alert') target?.animate([{ opacity: 0, transform: 'scale(1.15)' }, { opacity: 1, transform: 'scale(1)' }], { ...opts, duration: 220 });
	else target?.animate([{ transform: 'translateY(100%)' }, { transform: 'translateY(0)' }], opts);
}

/** @param {HTMLElement} el */
function leave(el) {
	el.classList.add('closing');
	el.inert = true;
	if (reducedMotion() || typeof el.animate !== 'function') {
		el.remove();
		return;
	}
	const kind = el.dataset.kind;
	const target = el.querySelector('.modal-panel, .dialog');
	const opts = { duration: 260, easing: 'ease-in', fill: /** @type {FillMode} */ ('forwards') };
	el.querySelector('.scrim')?.animate([{ opacity: 1 }, { opacity: 0 }], opts);
	const anim = kind === 'alert'
		? target?.animate([{ opacity: 1 }, { opacity: 0 }], opts)
		: target?.animate([{ transform: getComputedStyle(target).transform === 'none' ? 'translateY(0)' : getComputedStyle(target).transform }, { transform: 'translateY(100%)' }], opts);
	if (anim) anim.onfinish = () => el.remove();
	else el.remove();
}

/**
 * Drags a sheet by its grabber (or its bar) between the heights it rests at, as iOS does: let go,
 * it settles at the nearest; dragged well below the smallest, it sends its dismissAction and
 * springs back (it disappears only when the server's state drops it), unless the scene says
 * only its own controls dismiss it (`dismissDisabled`). A height the scene gives
 * an `action` (a `selection:` binding) is chosen by sending it, for every page; otherwise the
 * choice is this page's own.
 * @param {HTMLElement} panel
 * @param {HTMLElement} root the presentation element holding `_dismiss` and `_pres`
 */
function dragSheet(panel, root) {
	const pres = /** @type {any} */ (root)._pres;
	/** @type {{ startY: number, startTop: number, scale: number, tops: number[] } | null} */
	let drag = null;
	panel.addEventListener('pointerdown', (e) => {
		const target = /** @type {Element} */ (e.target);
		// Only from the grabber or the bar, so taps and scrolling inside the content still work.
		if (!target.closest('.grabber-area, .navbar, .modal-title') || target.closest('button')) return;
		// Pointer moves are in the window's pixels; the phone may be drawn scaled (fit.js).
		const scale = panel.getBoundingClientRect().height / (panel.offsetHeight || 1) || 1;
		// Caught while it settles, it stays where it is drawn.
		const startTop = panel.offsetTop;
		panel.style.transition = '';
		drag = { startY: e.clientY, startTop, scale, tops: restingTops(panel, pres.detents) };
		panel.style.top = `${startTop}px`;
		pres.dragging = true;
		panel.setPointerCapture(e.pointerId);
	});
	panel.addEventListener('pointermove', (e) => {
		if (!drag) return;
		const top = drag.startTop + (e.clientY - drag.startY) / drag.scale;
		panel.style.top = `${Math.max(Math.min(...drag.tops), top)}px`;
	});
	const end = () => {
		if (!drag) return;
		// A sheet that only its own controls dismiss springs back instead.
		const settled = sheetRestAfterDrag(drag.tops, panel.offsetTop);
		const rest = settled < 0 && pres.dismissDisabled ? sheetRestAfterDrag(drag.tops, Math.max(...drag.tops)) : settled;
		drag = null;
		pres.dragging = false;
		/** @type {any} */
		const stop = rest >= 0 ? pres.detents[rest] : undefined;
		if (stop?.action !== undefined) {
			panel.dispatchEvent(new CustomEvent('nm-send', { bubbles: true, detail: { action: stop.action, el: panel } }));
		} else if (stop !== undefined) {
			pres.chosen = stop;
		}
		panel.style.transition = 'top 0.25s ease-out';
		openAtDetent(panel, stop ?? (pres.chosen !== undefined ? pres.chosen : JSON.parse(pres.served ?? 'null')));
		setTimeout(() => (panel.style.transition = ''), 260);
		if (rest < 0) panel.dispatchEvent(new CustomEvent('nm-dismiss', { bubbles: true, detail: { action: /** @type {any} */ (root)._dismiss, el: panel } }));
	};
	panel.addEventListener('pointerup', end);
	panel.addEventListener('pointercancel', end);
}

/**
 * The sheet's top at each of its `detents`, in px from the screen's top; with none (one height),
 * where it rests now.
 * @param {HTMLElement} panel @param {any[]} detents
 */
function restingTops(panel, detents) {
	if (detents.length === 0) return [panel.offsetTop];
	const now = panel.style.top;
	const tops = detents.map((detent) => {
		openAtDetent(panel, detent);
		return panel.offsetTop;
	});
	panel.style.top = now;
	return tops;
}

/**
 * The dismissAction of the top presentation, for Esc; none when only its own controls dismiss
 * it.
 * @param {HTMLElement} layer
 * @returns {{ action: any, el: HTMLElement } | null}
 */
export function topDismiss(layer) {
	const live = [...layer.children].filter((c) => !c.classList.contains('closing'));
	const top = /** @type {HTMLElement | undefined} */ (live[live.length - 1]);
	if (/** @type {any} */ (top)?._pres?.dismissDisabled) return null;
	return top ? { action: /** @type {any} */ (top)._dismiss, el: /** @type {HTMLElement} */ (top.querySelector('.modal-panel, .dialog') ?? top) } : null;
}
