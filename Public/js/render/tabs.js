// A TabView: the selected tab's content above an iOS tab bar. Each tab's content element is kept
// per tag, so switching back to a tab does not rebuild it (SwiftUI keeps tab views alive too).

import { h, icon } from '../dom.js';
import { registerKind, renderNode, setAction } from './nodes.js';

let uid = 0;

registerKind('tabs', {
	create() {
		const base = `tabs${++uid}`;
		const panel = h('div', { class: 'tab-panel', role: 'tabpanel' });
		const bar = h('div', { class: 'tabbar', role: 'tablist', 'aria-label': 'Tabs' });
		const el = h('div', { class: 'tabs' }, panel, bar);
		/** @type {any} */ (el)._tabs = { base, panel, bar, cache: new Map() };
		return el;
	},
	update(el, node, ctx) {
		const t = /** @type {any} */ (el)._tabs;
		const tabs = Array.isArray(node.tabs) ? node.tabs : [];
		const selected = tabs.find((x) => x && x.tag === node.selection);

		/** @type {HTMLElement[]} */
		const buttons = tabs.map((tab, i) => {
			const old = /** @type {HTMLElement | undefined} */ (t.bar.children[i]);
			const look = `${tab.label}\u0000${tab.systemImage}`;
			// Buttons are updated in place so keyboard focus survives a tab switch.
			const b = old && old.dataset.look === look ? old : h('button', { type: 'button', role: 'tab', class: 'tab', 'data-look': look, id: `${t.base}-${i}` },
				icon(String(tab.systemImage ?? ''), 26), h('span', { class: 'tab-label' }, String(tab.label ?? '')));
			const isSelected = tab === selected;
			b.setAttribute('aria-selected', isSelected ? 'true' : 'false');
			b.dataset.tag = String(tab.tag);
			// Without a selection binding the selection is this page's own (SwiftUI keeps it in the
			// view): the tab switches here, sending nothing.
			const local = node.local === true;
			/** @type {HTMLButtonElement} */ (b).disabled = !local && (tab.action === null || tab.action === undefined);
			setAction(b, local ? undefined : tab.action ?? undefined);
			b.onclick = local
				? (e) => {
						e.stopPropagation();
						ctx.pickTab(String(node.id), String(tab.tag));
					}
				: null;
			return b;
		});
		t.bar.replaceChildren(...buttons);

		if (selected) {
			const content = renderNode(selected.content, t.cache.get(selected.tag), ctx);
			t.cache.set(selected.tag, content);
			if (t.panel.firstElementChild !== content) t.panel.replaceChildren(content);
			t.panel.setAttribute('aria-labelledby', buttons[tabs.indexOf(selected)].id);
		} else {
			t.panel.replaceChildren();
		}
		for (const tag of t.cache.keys()) if (!tabs.some((x) => x.tag === tag)) t.cache.delete(tag);
	},
});

/**
 * Arrow keys move between tabs (WAI-ARIA tabs pattern) without selecting; Enter/Space selects.
 * @param {KeyboardEvent} e
 */
export function tablistKeydown(e) {
	const tab = /** @type {HTMLElement} */ (e.target).closest?.('[role="tab"]');
	if (!tab || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey) return;
	const all = [...tab.parentElement.querySelectorAll('[role="tab"]')];
	const i = all.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : -1);
	const next = /** @type {HTMLElement | undefined} */ (all[(i + all.length) % all.length]);
	next?.focus();
	e.preventDefault();
}
