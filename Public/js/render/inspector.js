// Panels beside the phone: live state tree (with the last change highlighted), action log (click
// to travel), the diagnostics (scene-level and per-action runtime warnings), and the effects lane.
// Each keeps its DOM across updates and only rebuilds what changed, so a long log or a deep state
// costs little per step.

import { h, setChildren } from '../dom.js';
import { formatAction, formatLogAction, formatSender, formatSteps } from '../format.js';
import { formatPointer } from '../protocol.js';
import { cancellingAction, elementOfTags } from '../effects.js';

/** Pointer → open/closed, remembered across redraws so the tree does not snap shut on every step. */
const openState = new Map();

/** Pointer → element drawn last time, for reuse of untouched subtrees. @type {Map<string, HTMLElement>} */
let treeCache = new Map();
/** @type {string[]} */
let lastChanged = [];

/** @param {string[]} list @param {string} p whether p is, contains or lies inside a listed pointer */
const touches = (list, p) => list.some((c) => c === p || c.startsWith(p + '/') || p.startsWith(c + '/'));

/**
 * @param {HTMLElement} container
 * @param {any} state
 * @param {string[]} changed JSON Pointers (into state) that changed in the last step
 * @param {boolean} [full] rebuild everything (a new hello, a resync)
 */
export function renderStateTree(container, state, changed, full = false) {
	const changedSet = new Set(changed);
	const previouslyChanged = lastChanged;
	lastChanged = changed;
	// One cache, updated in place: entries of pointers that vanished are never reused, because a
	// pointer that comes back is "changed" against the previous state and so gets rebuilt.
	if (full) treeCache = new Map();
	const cache = treeCache;
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
		// Untouched by this step and by the previous one (whose highlight must go): keep it as is.
		const reusable = cache.get(pointer);
		if (reusable && !touches(changed, pointer) && !touches(previouslyChanged, pointer)) return reusable;
		const key = label === '' ? null : h('span', { class: 'json-key' }, label);
		/** @type {HTMLElement} */
		let el;
		if (value !== null && typeof value === 'object') {
			const isArr = Array.isArray(value);
			const keys = Object.keys(value);
			const hot = containsChange(pointer);
			const meta = isArr ? `[${keys.length}]` : `{${keys.length}}`;
			const cls = changedSet.has(pointer) ? 'changed' : hot ? 'has-change' : '';
			// Each child's <li> is reused with the child, so a 50-element array that gained one
			// element costs one new row, not fifty.
			const rows = keys.map((k) => {
				const child = node(k, value[k], [...path, k]);
				const li = child.parentElement;
				return li && li.tagName === 'LI' && li.parentElement?.parentElement === reusable ? li : h('li', {}, child);
			});
			if (reusable && reusable.tagName === 'DETAILS' && /** @type {any} */ (reusable)._isArr === isArr && /** @type {any} */ (reusable)._label === label) {
				// Same container: update it in place (keeps its open state and listeners).
				reusable.className = cls;
				/** @type {HTMLElement} */ (reusable.querySelector(':scope > summary > .json-meta')).textContent = meta;
				if (hot && !openState.has(pointer)) reusable.setAttribute('open', '');
				setChildren(/** @type {HTMLElement} */ (reusable.querySelector(':scope > ul')), rows);
				el = reusable;
			} else {
				const open = openState.has(pointer) ? openState.get(pointer) : path.length < 3 || hot;
				const summary = h('summary', {}, key, key && ': ', h('span', { class: 'json-meta' }, meta));
				const d = h('details', { 'data-pointer': pointer, class: cls }, summary);
				/** @type {any} */ (d)._isArr = isArr;
				/** @type {any} */ (d)._label = label;
				if (open) d.setAttribute('open', '');
				d.addEventListener('toggle', () => openState.set(pointer, d.open));
				d.append(h('ul', {}, ...rows));
				el = d;
			}
		} else {
			const type = value === null ? 'null' : typeof value;
			el = h('div', { class: `json-leaf${changedSet.has(pointer) ? ' changed' : ''}`, 'data-pointer': pointer },
				key, key && ': ', h('span', { class: `json-value json-${type}` }, JSON.stringify(value) ?? 'undefined'));
		}
		cache.set(pointer, el);
		return el;
	};
	const rootEl = state === null || state === undefined ? h('p', { class: 'muted' }, 'No state yet.') : node('', state, []);
	if (container.firstElementChild !== rootEl) container.replaceChildren(rootEl);
}

/**
 * @typedef {{ self: string | null, canDrive: boolean, current: number | null, highlight: number | null }} LogView
 */

/**
 * The action log, newest first. Entries are kept by version and time, so a new step adds one
 * element; for drivers each entry is a button that travels the room to its version.
 * @param {HTMLElement} list an <ol>
 * @param {import('../session.js').LogEntry[]} log
 * @param {LogView} view
 */
export function renderLog(list, log, view) {
	const l = /** @type {any} */ (list);
	/** @type {Map<string, HTMLElement>} */
	const old = l._items ?? new Map();
	/** @type {Map<string, HTMLElement>} */
	const next = new Map();
	const items = [];
	for (let i = log.length - 1; i >= 0; i--) {
		const e = log[i];
		const key = `${e.version}:${e.time}:${JSON.stringify(e.action).length}:${view.self}`;
		const li = old.get(key) ?? logItem(e, view.self);
		next.set(key, li);
		items.push(li);
		const button = /** @type {HTMLButtonElement} */ (li.querySelector('.log-travel'));
		const isCurrent = e.version === view.current;
		if (isCurrent) li.setAttribute('aria-current', 'step');
		else li.removeAttribute('aria-current');
		li.classList.toggle('highlight', e.version === view.highlight);
		// Travel is for drivers, and to a version other than the one shown.
		button.disabled = !view.canDrive || isCurrent;
		button.title = isCurrent ? 'The room is at this version' : view.canDrive ? `Travel to v${e.version}` : 'Only drivers can travel';
	}
	l._items = next;
	if (items.length === 0) {
		if (!list.querySelector('.muted')) list.replaceChildren(h('li', { class: 'muted' }, 'No actions yet.'));
		return;
	}
	const same = list.children.length === items.length && items.every((it, i) => list.children[i] === it);
	if (!same) list.replaceChildren(...items);
}

/** @param {import('../session.js').LogEntry} e @param {string | null} self */
function logItem(e, self) {
	const steps = formatSteps(e.steps);
	const travel = h('button', { type: 'button', class: 'log-travel', 'data-version': e.version, 'aria-label': `Travel to version ${e.version}: ${formatLogAction(e.action, e.text)}` },
		h('span', { class: 'log-version' }, `v${e.version}`),
		h('code', { class: 'log-action', title: JSON.stringify(e.action) }, formatLogAction(e.action, e.text)),
		h('span', { class: `log-sender${e.client === null ? ' effect' : ''}` }, formatSender(e.client, self) + (e.unchanged ? ' · no change' : '')),
		h('time', { class: 'log-time', datetime: new Date(e.time).toISOString() }, new Date(e.time).toLocaleTimeString()),
		steps ? h('span', { class: 'log-steps', title: 'Order in which the reducers ran' }, `reducers: ${steps}`) : null);
	/** @type {any} */ (travel)._nmTravel = e.version;
	return h('li', { class: 'log-entry', 'data-version': e.version }, travel);
}

/**
 * The scene's current diagnostics plus the runtime warnings of past actions, each linked to the
 * version that raised it (a click highlights that log entry).
 * @param {HTMLElement} panel
 * @param {any[]} current scene.diagnostics
 * @param {import('../session.js').WarningEntry[]} history
 */
export function renderDiagnostics(panel, current, history) {
	const list = Array.isArray(current) ? current : [];
	const sig = JSON.stringify(list) + '|' + history.length + ':' + (history[history.length - 1]?.version ?? '');
	if (/** @type {any} */ (panel)._sig === sig) return;
	/** @type {any} */ (panel)._sig = sig;
	panel.hidden = list.length === 0 && history.length === 0;
	/** @type {HTMLElement} */ (panel.querySelector('.diag-current')).replaceChildren(...list.map((d) => h('li', { class: `diagnostic severity-${d.severity ?? 'warning'}` }, ...diagBody(d))));
	/** @type {HTMLElement} */ (panel.querySelector('.diag-history')).replaceChildren(...[...history].reverse().map((w) => {
		const link = h('button', { type: 'button', class: 'diag-link', 'data-version': w.version, title: 'Show this step in the action log' },
			`v${w.version}`, ' · ', h('code', {}, w.action === null ? 'effect' : formatAction(w.action)));
		/** @type {any} */ (link)._nmHighlight = w.version;
		return h('li', { class: `diagnostic runtime severity-${w.diagnostic.severity ?? 'warning'}` }, ...diagBody(w.diagnostic), h('div', { class: 'diag-cause' }, 'Raised by ', link));
	}));
}

/** @param {any} d */
function diagBody(d) {
	return [
		h('div', {}, h('span', { class: 'diag-icon', 'aria-hidden': 'true' }, '⚠'), ' ', h('code', { class: 'diag-code' }, String(d.code ?? '')), ' ', h('span', { class: 'diag-message' }, String(d.message ?? ''))),
		d.fix ? h('div', { class: 'diag-fix' }, h('strong', {}, 'Fix: '), String(d.fix)) : null,
	];
}

/**
 * The effects lane; hidden until the server sends effect events.
 * @param {HTMLElement} panel
 * @param {import('../effects.js').Lane} lane
 * @param {import('../session.js').LogEntry[]} log
 */
export function renderEffects(panel, lane, log) {
	const sig = JSON.stringify(lane);
	if (/** @type {any} */ (panel)._sig === sig) return;
	/** @type {any} */ (panel)._sig = sig;
	panel.hidden = lane.running.length === 0 && lane.done.length === 0;
	/** @param {import('../effects.js').EffectRecord} r */
	const owner = (r) => {
		const el = elementOfTags(r.tags);
		return el ? h('span', { class: 'effect-owner' }, `${el.stack} #${el.id}`) : r.tags.length ? h('span', { class: 'effect-owner' }, r.tags.join(', ')) : null;
	};
	/** @type {HTMLElement} */ (panel.querySelector('#effects-running')).replaceChildren(...lane.running.map((r) => h('li', { class: 'effect running', 'data-effect-id': r.id },
		h('span', { class: 'effect-dot', 'aria-hidden': 'true' }), h('code', {}, r.name ?? 'effect'), owner(r),
		h('span', { class: 'muted' }, r.startedAt === null ? 'running' : `running since v${r.startedAt}`))));
	/** @type {HTMLElement} */ (panel.querySelector('#effects-done')).replaceChildren(...[...lane.done].reverse().map((r) => {
		const by = cancellingAction(r, log);
		return h('li', { class: `effect ${r.state}`, 'data-effect-id': r.id },
			h('span', { class: 'effect-dot', 'aria-hidden': 'true' }), h('code', {}, r.name ?? 'effect'), owner(r),
			h('span', { class: 'muted' }, r.state === 'cancelled'
				? `cancelled at v${r.endedAt}${by ? ` by ${formatLogAction(by)}` : ''}`
				: `finished at v${r.endedAt}`));
	}));
}
