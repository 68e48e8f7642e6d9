// Boot: wire the connection, the session reducer and the renderers together, and turn taps and
// keys into action messages. The page never changes navigation by itself: it sends actions and
// redraws only when the server's state arrives.

import { DEFAULT_ROOM, PENDING_TIMEOUT_MS, TOAST_MS } from './constants.js';
import { Connection, socketURL } from './connection.js';
import { parseServerMessage, actionMessage } from './protocol.js';
import { emptySession, receive } from './session.js';
import { activeStack, backTarget } from './scene.js';
import { changedPointers } from './format.js';
import { h } from './dom.js';
import { createPhone, renderPhone } from './render/phone.js';
import { topDismiss } from './render/presentations.js';
import { tablistKeydown } from './render/tabs.js';
import { createBreadcrumb, renderBreadcrumb } from './render/breadcrumb.js';
import { renderStateTree, renderLog, renderDiagnostics } from './render/inspector.js';
import { createMapPanel } from './render/map-panel.js';

const root = document.documentElement;
const room = new URLSearchParams(location.search).get('room') || DEFAULT_ROOM;
/** @type {(id: string) => HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

let session = emptySession();

// ---- sending, with a pending style until ack/error ----------------------------------------

/** A per-page prefix keeps ids unique even if two tabs share a client id after a reconnect. */
const idPrefix = `p${Math.random().toString(36).slice(2, 7)}`;
let seq = 0;
/** @type {Map<string, { el: HTMLElement, timer: ReturnType<typeof setTimeout> }>} */
const pending = new Map();

/** @param {any} action @param {HTMLElement | null} el the control that was tapped */
function send(action, el) {
	if (action === undefined) return;
	const id = `${idPrefix}-${++seq}`;
	if (!connection.send(actionMessage(id, action))) {
		toast('Not connected — the tap was not sent.');
		return;
	}
	if (el) {
		el.setAttribute('aria-busy', 'true');
		el.classList.add('pending');
		pending.set(id, { el, timer: setTimeout(() => settle(id), PENDING_TIMEOUT_MS) });
	}
}

/** @param {string} id */
function settle(id) {
	const p = pending.get(id);
	if (!p) return;
	pending.delete(id);
	clearTimeout(p.timer);
	// Another tap on the same control may still be in flight.
	if (![...pending.values()].some((q) => q.el === p.el)) {
		p.el.removeAttribute('aria-busy');
		p.el.classList.remove('pending');
	}
}

/** @type {import('./render/nodes.js').RenderContext} */
const ctx = { send };

// ---- toasts ----------------------------------------------------------------------------

/** @param {string} text */
function toast(text) {
	const close = h('button', { type: 'button', class: 'toast-close', 'aria-label': 'Dismiss' }, '×');
	const t = h('div', { class: 'toast', role: 'status' }, h('span', {}, text), close);
	const remove = () => t.remove();
	close.addEventListener('click', remove);
	setTimeout(remove, TOAST_MS);
	$('toasts').append(t);
}

// ---- layout --------------------------------------------------------------------------

const phone = createPhone();
const crumbs = createBreadcrumb();
$('phone-slot').append(phone.root);
$('breadcrumb-slot').append(crumbs);
$('room-name').textContent = room;
document.title = `NavMirror — ${room}`;

function render() {
	const s = session;
	root.dataset.version = s.version === null ? '' : String(s.version);
	$('room-client').textContent = s.client ?? '—';
	$('room-version').textContent = s.version === null ? '—' : `v${s.version}`;
	$('room-demo').textContent = s.demo === null || s.demo === undefined ? '' : typeof s.demo === 'string' ? s.demo : JSON.stringify(s.demo);
	if (s.scene) {
		renderPhone(phone, s.scene, ctx);
		renderBreadcrumb(crumbs, s.scene);
		renderDiagnostics($('diagnostics'), s.scene.diagnostics);
	}
	renderStateTree($('state-tree'), s.state, s.previousState === null ? [] : changedPointers(s.previousState, s.state));
	renderLog(/** @type {HTMLElement} */ ($('action-log')), s.log, s.client);
	mapPanel.update(s.scene, s.state);
}

// ---- connection ------------------------------------------------------------------------

/** @param {import('./connection.js').ConnectionStatus} status */
function setStatus(status) {
	root.dataset.connection = status;
	$('room-status').textContent = status;
	if (status === 'closed') for (const id of [...pending.keys()]) settle(id);
}

/** @param {string} text */
function onMessage(text) {
	const parsed = parseServerMessage(text);
	if (!parsed.ok) {
		console.warn(`NavMirror: ignored a server message (${parsed.error})`);
		return;
	}
	mapPanel.observe(parsed.message);
	const result = receive(session, parsed.message, Date.now());
	session = result.session;
	for (const e of result.effects) {
		if (e.type === 'render') render();
		else if (e.type === 'send') connection.send(e.message);
		else if (e.type === 'settle') settle(e.id);
		else if (e.type === 'toast') toast(e.text);
		else if (e.type === 'warn') console.warn(`NavMirror: ${e.text}`);
	}
}

const mapPanel = createMapPanel($('map-slot'), {
	room, details: /** @type {HTMLDetailsElement} */ ($('map-details')),
	send: (message) => connection.send(message), nextId: () => `${idPrefix}-${++seq}`,
});
const connection = new Connection(socketURL(location, room), { onMessage, onStatus: setStatus });
connection.start();
addEventListener('online', () => connection.retryNow());

// ---- input -----------------------------------------------------------------------------

// One listener for every tappable thing the renderers drew: they store the action on the element.
document.addEventListener('click', (e) => {
	let el = /** @type {any} */ (e.target);
	while (el && el !== document && el._nmAction === undefined) el = el.parentNode;
	if (!el || el === document) return;
	if (el.disabled || el.getAttribute('aria-disabled') === 'true') return;
	e.preventDefault();
	send(el._nmAction, el);
});

// Swipe-down on a sheet.
document.addEventListener('nm-dismiss', (e) => {
	const d = /** @type {CustomEvent} */ (e).detail;
	send(d.action, d.el);
});

document.addEventListener('keydown', (e) => {
	tablistKeydown(e);
	if (e.defaultPrevented) return;
	if (e.key === 'Escape') {
		const top = topDismiss(phone.layer);
		if (top) {
			e.preventDefault();
			send(top.action, top.el);
		}
	} else if (e.key === 'ArrowLeft' && e.altKey && !e.ctrlKey && !e.metaKey) {
		const stack = activeStack(session.scene);
		const back = stack && backTarget(stack);
		if (back) {
			e.preventDefault();
			const button = /** @type {HTMLElement | null} */ (phone.root.querySelector('.presentation:last-child .back') ?? phone.app.querySelector('.back'));
			send(back.action, button);
		}
	}
});
