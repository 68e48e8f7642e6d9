// Tiny DOM helpers. Everything that needs `document` lives in this file and render/.

import { iconSvg } from './icons.js';

/**
 * Creates an element. `attrs` keys starting with `on` become listeners; `class`, `text`
 * and `hidden` are handled directly; `false`/`null`/`undefined` attributes are skipped.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
	const el = document.createElement(tag);
	for (const [k, v] of Object.entries(attrs)) {
		if (v === false || v === null || v === undefined) continue;
		if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
		else if (k === 'class') el.className = v;
		else if (k === 'text') el.textContent = v;
		else el.setAttribute(k, v === true ? '' : String(v));
	}
	for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
	return el;
}

/** @param {string} name SF Symbol name @param {number} [size] */
export function icon(name, size) {
	const t = document.createElement('template');
	t.innerHTML = iconSvg(name, size); // markup comes from our own table, with the name escaped
	return /** @type {Element} */ (t.content.firstElementChild);
}

/** Replaces `parent`'s children with `next` while keeping nodes that are already in place. */
export function setChildren(/** @type {Element} */ parent, /** @type {Node[]} */ next) {
	let i = 0;
	for (; i < next.length; i++) {
		const cur = parent.childNodes[i];
		if (cur !== next[i]) parent.insertBefore(next[i], cur ?? null);
	}
	while (parent.childNodes.length > next.length) parent.lastChild?.remove();
}

/** Whether motion should be skipped (the user asked for reduced motion). */
export function reducedMotion() {
	return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
