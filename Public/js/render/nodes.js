// Scene nodes → DOM, with reuse: a node whose JSON is unchanged keeps its element (and so its
// focus, pending style and scroll position); containers update in place and recurse.
//
// Tappable elements carry the action to send in `el._nmAction`; one delegated click listener
// (main.js) sends it. Nothing here changes navigation by itself.

import { h, icon } from '../dom.js';
import { applyCSS, lookCSS, stackCSS } from '../look.js';

/**
 * @typedef {{ send: (action: any, el: HTMLElement) => void, pickTab: (id: string, tag: string) => void }} RenderContext
 * @typedef {{ create: (node: any, ctx: RenderContext) => HTMLElement,
 *             update?: (el: HTMLElement, node: any, ctx: RenderContext) => void }} Renderer
 * @typedef {HTMLElement & { _nm?: { kind: string, sig: string }, _nmAction?: any, _kids?: HTMLElement[] }} NodeElement
 */

/** @type {Record<string, Renderer>} */
const RENDERERS = {};

/** Lets stack.js and tabs.js add their kinds without nodes.js importing them (no cycle). */
export function registerKind(/** @type {string} */ kind, /** @type {Renderer} */ renderer) {
	RENDERERS[kind] = renderer;
}

/** Unknown kinds warn once each, so a chatty server cannot flood the console. */
const warned = new Set();

/**
 * @param {any} node
 * @param {Element | null | undefined} prev the element this node rendered to last time, if any
 * @param {RenderContext} ctx
 * @returns {NodeElement}
 */
export function renderNode(node, prev, ctx) {
	const p = /** @type {NodeElement | null} */ (prev ?? null);
	const kind = node && typeof node === 'object' && typeof node.kind === 'string' ? node.kind : String(node?.kind ?? typeof node);
	const sig = JSON.stringify(node) ?? 'undefined';
	if (p && p._nm && p._nm.kind === kind && p._nm.sig === sig) return p;
	const r = Object.prototype.hasOwnProperty.call(RENDERERS, kind) ? RENDERERS[kind] : null;
	/** @type {NodeElement} */
	let el;
	if (!r) {
		el = unknown(kind);
	} else if (p && p._nm && p._nm.kind === kind && r.update) {
		r.update(p, node, ctx);
		el = p;
	} else {
		try {
			el = r.create(node, ctx);
			r.update?.(el, node, ctx);
		} catch (e) {
			// A malformed node of a known kind must not take the page down either.
			console.warn(`NavMirror: could not render a "${kind}" node`, e, node);
			el = unknown(kind);
		}
	}
	el._nm = { kind, sig };
	return el;
}

/** @param {string} kind */
function unknown(kind) {
	if (!warned.has(kind)) {
		warned.add(kind);
		console.warn(`NavMirror: unknown node kind "${kind}", drawn as a placeholder`);
	}
	return h('div', { class: 'unknown-node', 'data-unknown-kind': kind }, `Unsupported view: ${kind}`);
}

/**
 * Renders `children` into `parent`'s reusable child list, reusing by index.
 * @param {NodeElement} parent
 * @param {any[]} children
 * @param {RenderContext} ctx
 * @returns {NodeElement[]}
 */
export function renderChildren(parent, children, ctx) {
	const old = parent._kids ?? [];
	const kids = (Array.isArray(children) ? children : []).map((c, i) => renderNode(c, old[i], ctx));
	parent._kids = kids;
	return kids;
}

/**
 * Renders `node` as the only child of `holder`, reusing the element drawn there last time.
 * @param {HTMLElement} holder @param {any} node @param {RenderContext} ctx
 */
export function renderInto(holder, node, ctx) {
	const child = renderNode(node, holder.firstElementChild, ctx);
	if (holder.firstElementChild !== child || holder.childElementCount !== 1) holder.replaceChildren(child);
	return child;
}

/** @param {HTMLElement} el @param {any} action */
export function setAction(el, action) {
	/** @type {NodeElement} */ (el)._nmAction = action;
}

/**
 * Makes `next` the children of `parent`, moving only the ones not already in place: a child
 * taken out of the document loses its focus, so a text field being typed in must stay where it
 * is while the form around it is redrawn (`replaceChildren` would take every child out).
 * @param {Element} parent @param {Node[]} next
 */
export function replaceKids(parent, next) {
	next.forEach((child, i) => {
		const there = parent.childNodes[i] ?? null;
		if (there !== child) parent.insertBefore(child, there);
	});
	while (parent.childNodes.length > next.length) /** @type {ChildNode} */ (parent.lastChild).remove();
}

// ---- leaves ----------------------------------------------------------------------------

// Only a title is a heading (under the screen's h1); a headline is bold text, as VoiceOver reads it.
const TEXT_TAG = { title: 'h2', headline: 'p', body: 'p', caption: 'p' };

registerKind('text', {
	create(node) {
		const style = Object.prototype.hasOwnProperty.call(TEXT_TAG, node.style) ? node.style : 'body';
		const el = h(TEXT_TAG[style], { class: `text text-${style}` });
		// A text made of several (`Text(a) + Text(b)`) is drawn as runs, each with its own look.
		if (Array.isArray(node.runs) && node.runs.length > 0) {
			for (const run of node.runs) {
				const span = h('span', { class: 'text-run', text: String(run?.text ?? '') });
				applyCSS(span, lookCSS(run));
				el.append(span);
			}
		} else {
			el.textContent = String(node.text ?? '');
		}
		applyCSS(el, lookCSS(node));
		return el;
	},
});

registerKind('button', {
	create(node) {
		const role = node.role === 'destructive' || node.role === 'cancel' ? node.role : null;
		const el = h('button', { type: 'button', class: 'btn', 'data-role': role, disabled: !!node.disabled }, String(node.label ?? ''));
		setAction(el, node.action);
		return el;
	},
});

registerKind('toggle', {
	create(node) {
		const el = h('button', { type: 'button', role: 'switch', class: 'toggle', 'aria-checked': node.isOn ? 'true' : 'false' },
			h('span', { class: 'toggle-label' }, String(node.label ?? '')),
			h('span', { class: 'toggle-track', 'aria-hidden': 'true' }, h('span', { class: 'toggle-knob' })));
		setAction(el, node.action);
		return el;
	},
});

registerKind('picker', {
	create(node) {
		const options = Array.isArray(node.options) ? node.options : [];
		const label = String(node.label ?? '');
		const style = node.style === 'segmented' || node.style === 'inline' ? node.style : 'menu';
		const selected = options.find((o) => o.tag === node.selection);
		const buttons = options.map((o) => {
			const isSelected = o === selected;
			const b = h('button', { type: 'button', class: style === 'segmented' ? 'segment' : 'menu-option', 'aria-pressed': isSelected ? 'true' : 'false' },
				h('span', {}, String(o.label ?? o.tag)));
			setAction(b, o.action);
			return b;
		});
		const group = h('div', { class: 'picker-options', role: 'group', 'aria-label': label }, ...buttons);
		if (style !== 'menu') return h('div', { class: `picker picker-${style}` }, h('span', { class: 'picker-label' }, label), group);
		// A menu: the row shows the selection; tapping it opens the options, and picking one closes them.
		group.hidden = true;
		const current = h('button', { type: 'button', class: 'picker-current', 'aria-haspopup': 'true', 'aria-expanded': 'false' },
			h('span', { class: 'picker-value' }, String(selected?.label ?? node.selection ?? '')), icon('chevron.down', 14));
		current.addEventListener('click', () => {
			group.hidden = !group.hidden;
			current.setAttribute('aria-expanded', group.hidden ? 'false' : 'true');
		});
		group.addEventListener('click', () => {
			group.hidden = true;
			current.setAttribute('aria-expanded', 'false');
			if (group.contains(document.activeElement)) current.focus();
		});
		const picker = h('div', { class: 'picker picker-menu' }, h('div', { class: 'picker-menu-row' }, h('span', { class: 'picker-label' }, label), current), group);
		// Esc closes an open menu first (not the sheet it is in), and the focus goes back to its row.
		picker.addEventListener('keydown', (e) => {
			if (e.key !== 'Escape' || group.hidden) return;
			e.preventDefault();
			e.stopPropagation();
			group.hidden = true;
			current.setAttribute('aria-expanded', 'false');
			current.focus();
		});
		return picker;
	},
});

// A NavigationLink: its label drawn as any node, then a chevron; tapping it pushes.
registerKind('navigationLink', {
	create: () => h('button', { type: 'button', class: 'nav-link' }, h('span', { class: 'nav-link-label' }), icon('chevron.right', 14)),
	update(el, node, ctx) {
		/** @type {HTMLButtonElement} */ (el).disabled = node.action == null;
		setAction(el, node.action);
		const label = /** @type {NodeElement} */ (el.firstElementChild);
		replaceKids(label, renderChildren(label, [node.label], ctx));
	},
});

registerKind('empty', { create: () => h('div', { class: 'empty-node', hidden: true }) });

// ---- containers -----------------------------------------------------------------------

registerKind('vstack', {
	create: () => h('div', { class: 'vstack' }),
	update(el, node, ctx) {
		applyCSS(el, stackCSS('vstack', node));
		el.classList.toggle('scroll-content', node.scroll === true);
		replaceKids(el, renderChildren(el, node.children, ctx));
	},
});

registerKind('section', {
	create: () => h('section', { class: 'section' }, h('h2', { class: 'section-header' }), h('div', { class: 'group' }), h('p', { class: 'section-footer' })),
	update(el, node, ctx) {
		const [header, group, footer] = /** @type {HTMLElement[]} */ ([...el.children]);
		header.textContent = node.header ?? '';
		header.hidden = !node.header;
		// In capitals, as iOS draws a grouped list's headers, unless a `.textCase` set its letters.
		header.classList.toggle('as-written', node.headerAsWritten === true);
		footer.textContent = node.footer ?? '';
		footer.hidden = !node.footer;
		replaceKids(group, renderChildren(el, node.children, ctx).map(row));
	},
});

registerKind('list', {
	create: () => h('div', { class: 'list' }),
	update(el, node, ctx) {
		el.classList.toggle('editing', !!node.editing);
		const kids = renderChildren(el, node.children, ctx);
		// Rows outside any Section are grouped together, as SwiftUI's inset-grouped List does;
		// the groups drawn last time are reused in order, so that their rows stay in place.
		/** @type {HTMLElement[]} */
		const before = /** @type {any} */ (el)._groups ?? [];
		/** @type {{ group: HTMLElement, rows: HTMLElement[] }[]} */
		const groups = [];
		/** @type {Node[]} */
		const out = [];
		/** @type {HTMLElement[] | null} */
		let rows = null;
		kids.forEach((k, i) => {
			if (node.children[i] && node.children[i].kind === 'section') {
				rows = null;
				out.push(k);
			} else {
				if (!rows) {
					const group = before[groups.length] ?? h('div', { class: 'group' });
					groups.push({ group, rows: (rows = []) });
					out.push(group);
				}
				rows.push(row(k));
			}
		});
		for (const { group, rows } of groups) replaceKids(group, rows);
		/** @type {any} */ (el)._groups = groups.map((g) => g.group);
		replaceKids(el, out);
	},
});

/**
 * Wraps a node's element in a list row, reusing the wrapper the element had before.
 * @param {NodeElement} el
 */
function row(el) {
	const parent = el.parentElement;
	if (parent && parent.classList.contains('row')) return parent;
	return h('div', { class: 'row' }, el);
}
