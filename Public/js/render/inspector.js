// Panels beside the phone: room bar, live state tree (with the last change highlighted),
// action log, and the scene's diagnostics.

import { h } from '../dom.js';
import { formatAction, formatSender } from '../format.js';
import { formatPointer } from '../protocol.js';

/** Pointer → open/closed, remembered across redraws so the tree does not snap shut on every step. */
const openState = new Map();

/**
 * @param {HTMLElement} container
 * @param {any} state
 * @param {string[]} changed JSON Pointers (into state) that changed in the last step
 */
export function renderStateTree(container, state, changed) {
	const changedSet = new Set(changed);
	/** @param {string} p */
	const containsChange = (p) => changed.some((c) => c === p || c.startsWith(p + '/'));
	/**
	 * @param {string} label
	 * @param {any} value
	 * @param {string[]} path
	 * @returns {HTMLElement}
	 */
	const node = (label, value, path) => {
		const pointer = formatPointer(path);
		const key = label === '' ? null : h('span', { class: 'json-key' }, label);
		if (value !== null && typeof value === 'object') {
			const isArr = Array.isArray(value);
			const keys = Object.keys(value);
			const hot = containsChange(pointer);
			const open = openState.has(pointer) ? openState.get(pointer) : path.length < 3 || hot;
			const summary = h('summary', {}, key, key && ': ', h('span', { class: 'json-meta' }, isArr ? `[${keys.length}]` : `{${keys.length}}`));
			const d = h('details', { 'data-pointer': pointer, class: changedSet.has(pointer) ? 'changed' : hot ? 'has-change' : '' }, summary);
			if (open) d.setAttribute('open', '');
			d.addEventListener('toggle', () => openState.set(pointer, d.open));
			d.append(h('ul', {}, ...keys.map((k) => h('li', {}, node(k, value[k], [...path, k])))));
			return d;
		}
		const type = value === null ? 'null' : typeof value;
		return h('div', { class: `json-leaf${changedSet.has(pointer) ? ' changed' : ''}`, 'data-pointer': pointer },
			key, key && ': ', h('span', { class: `json-value json-${type}` }, JSON.stringify(value) ?? 'undefined'));
	};
	container.replaceChildren(state === null || state === undefined ? h('p', { class: 'muted' }, 'No state yet.') : node('', state, []));
}

/**
 * @param {HTMLElement} list an <ol>
 * @param {import('../session.js').LogEntry[]} log
 * @param {string | null} self this page's client id
 */
export function renderLog(list, log, self) {
	const last = log[log.length - 1];
	const sig = `${log.length}:${last?.version}:${last?.time}:${self}`;
	if (/** @type {any} */ (list)._sig === sig) return;
	/** @type {any} */ (list)._sig = sig;
	const items = [...log].reverse().map((e) => h('li', { class: 'log-entry', 'data-version': e.version },
		h('span', { class: 'log-version' }, `v${e.version}`),
		h('code', { class: 'log-action', title: JSON.stringify(e.action) }, formatAction(e.action)),
		h('span', { class: `log-sender${e.client === null ? ' effect' : ''}` }, formatSender(e.client, self)),
		h('time', { class: 'log-time', datetime: new Date(e.time).toISOString() }, new Date(e.time).toLocaleTimeString())));
	list.replaceChildren(...(items.length ? items : [h('li', { class: 'muted' }, 'No actions yet.')]));
}

/**
 * @param {HTMLElement} panel
 * @param {any[]} diagnostics
 */
export function renderDiagnostics(panel, diagnostics) {
	const list = Array.isArray(diagnostics) ? diagnostics : [];
	const sig = JSON.stringify(list);
	if (/** @type {any} */ (panel)._sig === sig) return;
	/** @type {any} */ (panel)._sig = sig;
	panel.hidden = list.length === 0;
	/** @type {HTMLElement} */ (panel.querySelector('ul')).replaceChildren(...list.map((d) => h('li', { class: `diagnostic severity-${d.severity ?? 'warning'}` },
		h('div', {}, h('span', { class: 'diag-icon', 'aria-hidden': 'true' }, '⚠'), ' ', h('code', { class: 'diag-code' }, String(d.code ?? '')), ' ', h('span', { class: 'diag-message' }, String(d.message ?? ''))),
		d.fix ? h('div', { class: 'diag-fix' }, h('strong', {}, 'Fix: '), String(d.fix)) : null)));
}
