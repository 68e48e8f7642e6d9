// A navigation stack: its navbar plus only the top screen in the DOM. Screens below the top are
// kept in a cache (not re-created when popped back to) but detached, so they are neither visible
// nor tabbable, exactly like covered screens on iOS.

import { h, reducedMotion } from '../dom.js';
import { backTarget, screensOf, stackTransition } from '../scene.js';
import { edgeSwipeCommits, startsEdgeSwipe } from '../gestures.js';
import { SLIDE_MS } from '../constants.js';
import { registerKind, renderNode } from './nodes.js';
import { createNavbar, updateNavbar } from './navbar.js';
import { renderToolbarItems } from './toolbar.js';
import { renderRefresh } from './screen-extras.js';

/**
 * @typedef {{ screens: Map<string, HTMLElement>, ids: (number|null)[], top: HTMLElement | null,
 *             navbar: HTMLElement, viewport: HTMLElement, bottomBar: HTMLElement, slide: { anims: Animation[], cleanup: () => void } | null }} StackData
 */

/** @param {any} screen */
const keyOf = (screen) => (screen.id === null || screen.id === undefined ? 'root' : `#${screen.id}`);

/**
 * @param {any} screen
 * @param {HTMLElement | undefined} prev
 * @param {import('./nodes.js').RenderContext} ctx
 */
function renderScreen(screen, prev, ctx) {
	const el = prev ?? h('div', { class: 'screen' });
	el.dataset.screenId = keyOf(screen);
	el.dataset.title = String(screen.title ?? '');
	const drawn = /** @type {HTMLElement | null} */ (el.querySelector(':scope > :not(.refresh-control)'));
	const content = renderNode(screen.content, drawn, ctx);
	if (drawn !== content) {
		drawn?.remove();
		el.append(content);
	}
	renderRefresh(el, screen.refresh);
	return el;
}

/**
 * Slides `incoming` over `outgoing` like UIKit: a push comes in from the right while the old
 * screen drifts left by a third; a pop is the reverse.
 * @param {HTMLElement} incoming
 * @param {HTMLElement} outgoing
 * @param {'push' | 'pop'} dir
 * @returns {{ anims: Animation[], cleanup: () => void }} cleanup is idempotent: it runs when the
 *   slide ends, or earlier when the next step interrupts it.
 */
function slide(incoming, outgoing, dir) {
	const opts = { duration: SLIDE_MS, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' };
	outgoing.inert = true;
	outgoing.classList.add('leaving');
	const front = dir === 'push' ? incoming : outgoing;
	const back = dir === 'push' ? outgoing : incoming;
	const frontFrames = [{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }];
	const backFrames = [{ transform: 'translateX(0)', filter: 'brightness(1)' }, { transform: 'translateX(-30%)', filter: 'brightness(0.9)' }];
	if (dir === 'pop') {
		frontFrames.reverse();
		backFrames.reverse();
	}
	front.style.zIndex = '2';
	back.style.zIndex = '1';
	const frontAnim = front.animate(frontFrames, opts);
	const anim = back.animate(backFrames, opts);
	let cleaned = false;
	const done = () => {
		if (cleaned) return;
		cleaned = true;
		outgoing.remove();
		outgoing.inert = false;
		outgoing.classList.remove('leaving');
		incoming.style.zIndex = outgoing.style.zIndex = '';
	};
	anim.onfinish = done;
	anim.oncancel = done;
	return { anims: [frontAnim, anim], cleanup: done };
}

registerKind('stack', {
	create(node) {
		const navbar = createNavbar();
		const viewport = h('div', { class: 'stack-viewport' });
		const bottomBar = h('div', { class: 'toolbar toolbar-bottom', hidden: true });
		const el = h('div', { class: 'stack', 'data-stack-id': String(node.id ?? '') }, navbar, viewport, bottomBar);
		/** @type {any} */ (el)._stack = /** @type {StackData} */ ({ screens: new Map(), ids: [], top: null, navbar, viewport, bottomBar, slide: null });
		edgeSwipe(el);
		return el;
	},
	update(el, node, ctx) {
		/** @type {StackData} */
		const st = /** @type {any} */ (el)._stack;
		const screens = screensOf(node);
		const ids = screens.map((s) => (s.id ?? null));
		const top = screens[screens.length - 1];
		const key = keyOf(top);
		const topEl = renderScreen(top, st.screens.get(key), ctx);
		st.screens.set(key, topEl);
		// Forget screens that left the stack; the ones below the top stay cached for a pop back.
		const live = new Set(screens.map(keyOf));
		for (const k of st.screens.keys()) if (!live.has(k)) st.screens.delete(k);

		if (st.top !== topEl) {
			// Anything still sliding from a previous step is dropped now. cancel(), not finish() or
			// getAnimations(): those force a synchronous style pass over the whole page, which cost
			// 10–20 ms per step on a deep stack with the inspector open.
			// The cleanup runs now, not on the (asynchronous) cancel event, so a screen that slides
			// back in is not left inert or removed by its previous slide.
			if (st.slide) {
				for (const a of st.slide.anims) a.cancel();
				st.slide.cleanup();
				st.slide = null;
			}
			const outgoing = st.top;
			st.viewport.append(topEl);
			const dir = stackTransition(st.ids, ids);
			if (outgoing && outgoing.isConnected && (dir === 'push' || dir === 'pop') && !reducedMotion() && typeof topEl.animate === 'function') {
				st.slide = slide(topEl, outgoing, dir);
			} else {
				outgoing?.remove();
			}
			st.top = topEl;
		}
		st.ids = ids;
		/** @type {any} */ (el)._node = node;
		updateNavbar(st.navbar, node, ctx);
		renderToolbarItems(st.bottomBar, top.toolbar, 'bottomBar', ctx);
	},
});

/**
 * UIKit's interactive pop: drag the top screen from the left edge; past the threshold the page
 * sends the top screen's popAction, otherwise it springs back. It always springs back: the
 * screen leaves only when the server's state pops it (the slide then plays as a normal pop).
 * @param {HTMLElement} el the stack element
 */
function edgeSwipe(el) {
	/** @type {StackData} */
	const st = /** @type {any} */ (el)._stack;
	let startX = 0;
	let dx = 0;
	/** @type {HTMLElement | null} */
	let moving = null;
	st.viewport.addEventListener('pointerdown', (e) => {
		const node = /** @type {any} */ (el)._node;
		const rect = st.viewport.getBoundingClientRect();
		if (e.button !== 0 || !node || !startsEdgeSwipe(e.clientX, rect.left, backTarget(node) !== null)) return;
		moving = st.top;
		startX = e.clientX;
		dx = 0;
		st.viewport.setPointerCapture(e.pointerId);
	});
	st.viewport.addEventListener('pointermove', (e) => {
		if (!moving) return;
		dx = Math.max(0, e.clientX - startX);
		moving.style.transform = `translateX(${dx}px)`;
		moving.style.boxShadow = dx ? '-4px 0 16px rgba(0,0,0,0.15)' : '';
	});
	const end = () => {
		if (!moving) return;
		const m = moving;
		moving = null;
		m.style.transition = 'transform 0.25s ease-out';
		m.style.transform = '';
		m.style.boxShadow = '';
		setTimeout(() => (m.style.transition = ''), 260);
		const node = /** @type {any} */ (el)._node;
		const target = node && backTarget(node);
		if (target && edgeSwipeCommits(dx)) {
			el.dispatchEvent(new CustomEvent('nm-send', { bubbles: true, detail: { action: target.action, el: st.navbar.querySelector('.back') } }));
		}
	};
	st.viewport.addEventListener('pointerup', end);
	st.viewport.addEventListener('pointercancel', end);
}
