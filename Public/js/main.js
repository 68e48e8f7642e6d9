// Boot: wire the connection, the session reducer and the renderers together, and turn taps and
// keys into messages. The page never changes navigation by itself: it sends actions (or travel,
// undo, redo, setState) and redraws only when the server's state arrives.

import { PENDING_TIMEOUT_MS, TOAST_MS } from './constants.js';
import { Connection } from './connection.js';
import { parseServerMessage, actionMessage, travelMessage, historyMessage, setStateMessage } from './protocol.js';
import { emptySession, receive, canDrive, canRedo, resumePoint } from './session.js';
import { activeStack, backTarget, navigationFragment, withLocalTabs } from './scene.js';
import { changedPointers, presenceCount, presenceList, roomChoices, summarizeTimings } from './format.js';
import { urlsToOpen } from './view-ops.js';
import { tapTarget } from './tap-target.js';
import { pageParams, socketURL, viewerLink, driverLink, demoLink, roomLink } from './links.js';
import { recordTiming, measureToNextFrame } from './timings.js';
import { h } from './dom.js';
import { createPhone, renderPhone } from './render/phone.js';
import { keepPhoneFitted, keepInspectorInADrawer } from './fit.js';
import { topDismiss } from './render/presentations.js';
import { tablistKeydown } from './render/tabs.js';
import { createBreadcrumb, renderBreadcrumb } from './render/breadcrumb.js';
import { renderStateTree, renderLog, renderDiagnostics, renderEffects } from './render/inspector.js';
import { createCompose } from './render/compose.js';
import { createFlows } from './render/flows.js';
import { createMapPanel } from './render/map-panel.js';

const root = document.documentElement;
const params = pageParams(location.search);
const room = params.room;
/** @type {(id: string) => HTMLElement} */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

let session = emptySession();

/** Patch/state-to-next-frame times (ms), read by the browser benchmark. */
const timings = /** @type {number[]} */ ([]);
/** @type {any} */ (window).navmirrorTimings = timings;
/** The synchronous part of each of those updates (render() alone), to tell page work from frame waiting. */
const renderTimings = /** @type {number[]} */ ([]);
/** @type {any} */ (window).navmirrorRenderTimings = renderTimings;
// How many hellos (whole and resumed), states and patches arrived, for a test to read.
const received = { hello: 0, resumed: 0, state: 0, patch: 0 };
/** @type {any} */ (window).navmirrorReceived = received;

// ---- sending, with a pending style until ack/error ----------------------------------------

/** A per-page prefix keeps ids unique even if two tabs share a client id after a reconnect. */
const idPrefix = `p${Math.random().toString(36).slice(2, 7)}`;
let seq = 0;
/** @type {Map<string, { el: HTMLElement | null, timer: ReturnType<typeof setTimeout>, onError?: (code: string, message: string) => void, onAck?: (version: number) => void }>} */
const pending = new Map();

/**
 * Sends a message that changes the room, if this page may. Returns its id, or null.
 * @param {(id: string) => any} build
 * @param {HTMLElement | null} el the control that was used, styled pending until the answer
 * @param {{ onError?: (code: string, message: string) => void, onAck?: (version: number) => void }} [hooks]
 */
function sendChange(build, el, hooks = {}) {
	if (!canDrive(session)) {
		// A viewer never sends: say why instead of failing silently.
		const hint = $(session.readOnly ? 'readonly-banner' : 'viewer-hint');
		hint.classList.remove('flash');
		void hint.offsetWidth;
		hint.classList.add('flash');
		return null;
	}
	const id = `${idPrefix}-${++seq}`;
	if (!connection.send(build(id))) {
		toast('Not connected — nothing was sent.');
		return null;
	}
	if (el) {
		el.setAttribute('aria-busy', 'true');
		el.classList.add('pending');
	}
	pending.set(id, { el, timer: setTimeout(() => settle(id), PENDING_TIMEOUT_MS), ...hooks });
	return id;
}

/** @param {any} action @param {HTMLElement | null} el the control that was tapped */
function send(action, el) {
	if (action === undefined || action === null) return;
	// Opening a URL (`openURL`, `Link`) is this window's, not the room's: the page opens it.
	const urls = urlsToOpen(action);
	if (urls) {
		for (const url of urls) window.open(url, '_blank', 'noopener');
		return;
	}
	sendChange((id) => actionMessage(id, action), el);
}

/** @param {string} id */
function settle(id) {
	const p = pending.get(id);
	if (!p) return;
	pending.delete(id);
	clearTimeout(p.timer);
	// Another tap on the same control may still be in flight.
	if (p.el && ![...pending.values()].some((q) => q.el === p.el)) {
		p.el.removeAttribute('aria-busy');
		p.el.classList.remove('pending');
	}
}

/** The tab this page picked in each tab view without a selection binding (id → tag). */
const tabPicks = new Map();

/** The scene as this page shows it: the server's, on the tabs this page picked. */
const shownScene = () => withLocalTabs(session.scene, tabPicks);

/** @type {import('./render/nodes.js').RenderContext} */
const ctx = {
	send,
	pickTab(id, tag) {
		tabPicks.set(id, tag);
		render();
	},
};

// ---- toasts ----------------------------------------------------------------------------

/** @param {string} text @param {'error' | 'info'} [kind] */
function toast(text, kind = 'error') {
	const close = h('button', { type: 'button', class: 'toast-close', 'aria-label': 'Dismiss' }, '×');
	const t = h('div', { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status' }, h('span', {}, text), close);
	const remove = () => t.remove();
	close.addEventListener('click', remove);
	setTimeout(remove, TOAST_MS);
	$('toasts').append(t);
}

/** @param {string} text @param {HTMLElement} button */
async function copy(text, button) {
	button.dataset.href = text;
	try {
		await navigator.clipboard.writeText(text);
		toast('Link copied.', 'info');
	} catch {
		// No clipboard (insecure origin, permissions): show the link so it can be copied by hand.
		toast(text, 'info');
	}
}

// ---- layout --------------------------------------------------------------------------

const phone = createPhone();
const crumbs = createBreadcrumb();
$('phone-slot').append(phone.root);
keepPhoneFitted($('phone-slot'), /** @type {HTMLElement} */ (document.querySelector('.stage')));
keepInspectorInADrawer(/** @type {HTMLButtonElement} */ ($('inspector-toggle')));
$('breadcrumb-slot').append(crumbs);
$('room-name').textContent = room;
document.title = `NavMirror — ${room}`;

const compose = createCompose({
	panel: $('compose'), initial: params.compose,
	currentState: () => session.state,
	canDrive: () => canDrive(session),
	apply: (state, el, hooks) => sendChange((id) => setStateMessage(id, state), el, hooks),
	link: (encoded) => copy(new URL(`?${new URLSearchParams({ room, compose: encoded })}`, location.href).toString(), $('compose-link')),
	toast,
});

const flows = createFlows({
	panel: $('flows'), room,
	version: () => session.version,
	canDrive: () => canDrive(session),
	toast,
});

/** The state object the tree last drew, so presence or log updates do not redraw it. */
let drawnState = /** @type {any} */ (undefined);
/** Log entry to highlight after a click on a warning. @type {number | null} */
let highlight = null;
let fullRender = true;

function render() {
	const s = session;
	const drive = canDrive(s);
	root.dataset.version = s.version === null ? '' : String(s.version);
	root.dataset.role = s.role;
	root.dataset.readOnly = String(s.readOnly);
	root.dataset.canDrive = String(drive);
	$('room-client').textContent = s.client ?? '—';
	$('room-version').textContent = s.version === null ? '—' : `v${s.version}`;
	$('room-demo').textContent = s.demo === null || s.demo === undefined ? '' : typeof s.demo === 'string' ? s.demo : JSON.stringify(s.demo);
	renderPresence(s);
	const banner = $('readonly-banner');
	banner.hidden = !s.readOnly;
	banner.textContent = s.readOnly ? `Viewing version ${s.at ?? s.version} (read-only)` : '';
	$('viewer-hint').hidden = s.readOnly || s.version === null || s.role !== 'viewer';
	$('copy-driver').hidden = !(params.token && s.role === 'driver');
	for (const id of ['undo', 'redo']) /** @type {HTMLButtonElement} */ ($(id)).disabled = !drive;
	if (drive && s.historyStart !== null && s.version !== null && s.version <= s.historyStart) /** @type {HTMLButtonElement} */ ($('undo')).disabled = true;
	if (!canRedo(s.log)) /** @type {HTMLButtonElement} */ ($('redo')).disabled = true;
	renderRooms();

	const scene = shownScene();
	if (scene) {
		renderPhone(phone, scene, ctx);
		renderBreadcrumb(crumbs, scene);
		const fragment = navigationFragment(scene);
		if (location.hash !== fragment) history.replaceState(null, '', location.pathname + location.search + fragment);
	}
	renderDiagnostics($('diagnostics'), s.scene?.diagnostics ?? [], s.warnings);
	if (s.state !== drawnState) {
		renderStateTree($('state-tree'), s.state, s.previousState === null || fullRender ? [] : changedPointers(s.previousState, s.state), fullRender);
		drawnState = s.state;
		fullRender = false;
	}
	renderLog($('action-log'), s.log, { self: s.client, canDrive: drive, current: s.version, highlight });
	renderEffects($('effects'), s.effects, s.log);
	compose.update();
	flows.update();
	mapPanel.update(s.scene, s.state);
}

/** @param {import('./session.js').Session} s */
function renderPresence(s) {
	// A crowd's list names the first ones only: this page is always among those shown.
	const named = s.client && !s.clients.some((c) => c.id === s.client) ? [{ id: s.client, role: s.role }, ...s.clients] : s.clients;
	const list = presenceList(named, s.client);
	$('presence-count').textContent = presenceCount(list.length, s.clientCount);
	const ul = $('presence');
	const sig = JSON.stringify(list);
	if (/** @type {any} */ (ul)._sig === sig) return;
	/** @type {any} */ (ul)._sig = sig;
	ul.replaceChildren(...list.map((c) => h('li', { class: `person role-${c.role}${c.you ? ' you' : ''}`, 'data-client': c.id, 'data-role': c.role, title: c.label },
		h('span', { class: 'person-badge', 'aria-hidden': 'true' }, c.role === 'driver' ? '✦' : '◉'),
		h('span', { class: 'person-id' }, c.you ? `${c.id} (you)` : c.id),
		h('span', { class: 'person-role' }, c.role === 'driver' ? 'drives' : 'watches'))));
}

let timingsShown = 0;
function showTimings() {
	if (timings.length === timingsShown) return;
	timingsShown = timings.length;
	const t = summarizeTimings(timings);
	$('timings').textContent = t ? `Update → frame: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms (${t.count} updates)` : '';
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
		// Unknown types are expected from newer servers; only log at debug level then.
		if (parsed.error.startsWith('unknown message type')) console.debug(`NavMirror: ${parsed.error}`);
		else console.warn(`NavMirror: ignored a server message (${parsed.error})`);
		return;
	}
	mapPanel.observe(parsed.message);
	const m = parsed.message;
	if (m.type === 'hello' && m.resumed === true) received.resumed++;
	else if (m.type === 'hello' || m.type === 'state' || m.type === 'patch') received[m.type]++;
	const changes = m.type === 'hello' || m.type === 'state' || m.type === 'patch';
	if (m.type === 'hello' || (m.type === 'state' && m.cause === null)) fullRender = true;
	if (m.type === 'error' && m.id !== null) pending.get(m.id)?.onError?.(m.code, m.message);
	if (m.type === 'ack') pending.get(m.id)?.onAck?.(m.version);
	const before = session.version;
	const result = receive(session, m, Date.now());
	session = result.session;
	let rendered = false;
	for (const e of result.effects) {
		if (e.type === 'render') {
			const t0 = performance.now();
			render();
			if (changes) recordTiming(renderTimings, performance.now() - t0);
			rendered = true;
		} else if (e.type === 'send') connection.send(e.message);
		else if (e.type === 'settle') settle(e.id);
		else if (e.type === 'toast') toast(e.text, m.type === 'role' ? 'info' : 'error');
		else if (e.type === 'warn') console.warn(`NavMirror: ${e.text}`);
		else if (e.type === 'notice') {
			console.info(`NavMirror: ${e.text}`);
			toast(e.text, 'info');
		}
	}
	if (changes && rendered && (session.version !== before || m.type === 'hello')) {
		measureToNextFrame(() => performance.now(), requestAnimationFrame, (ms) => {
			recordTiming(timings, ms);
			showTimings();
		});
	}
}

// Measured from receipt: onMessage is called synchronously from the socket's message event.
const mapPanel = createMapPanel($('map-slot'), {
	room, details: /** @type {HTMLDetailsElement} */ ($('map-details')),
	send: (message) => connection.send(message), nextId: () => `${idPrefix}-${++seq}`,
});
// Each attempt names the version the page holds, so a page that comes back gets what it missed.
const connection = new Connection(() => socketURL(location, { ...params, ...resumePoint(session) }), { onMessage, onStatus: setStatus });
connection.start();
addEventListener('online', () => connection.retryNow());

// ---- room bar: demos, rooms, links ------------------------------------------------------

/** @param {string} url @returns {Promise<any>} */
async function getJSON(url) {
	const res = await fetch(url, { cache: 'no-store' });
	if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
	return res.json();
}

/** @type {string[]} */
let demoNames = [];
async function loadDemos() {
	try {
		const demos = /** @type {{ name: string, summary?: string, preview?: { name: string | null, file: string, line: number } }[]} */ (await getJSON('/api/demos'));
		demoNames = demos.map((d) => d.name);
		const option = (/** @type {any} */ d) => h('option', { value: d.name, title: d.summary ?? '' }, d.summary ? `${d.name} — ${d.summary}` : d.name);
		const apps = demos.filter((d) => !d.preview);
		const previews = demos.filter((d) => d.preview);
		const select = /** @type {HTMLSelectElement} */ ($('demo-picker'));
		select.replaceChildren(h('option', { value: '' }, 'Open a demo…'), ...apps.map(option),
			...(previews.length ? [h('optgroup', { label: 'Previews' }, ...previews.map(option))] : []));
		renderPreviewGallery(previews);
	} catch (e) {
		console.warn(`NavMirror: could not list demos (${e instanceof Error ? e.message : e})`);
	}
}

/**
 * The gallery of `#Preview`s: each opens in a room of its own, to drive like a demo.
 * @param {{ name: string, summary?: string, preview?: { name: string | null, file: string, line: number } }[]} previews
 */
function renderPreviewGallery(previews) {
	$('previews').hidden = previews.length === 0;
	$('preview-list').replaceChildren(...previews.map((d) => {
		const p = /** @type {{ name: string | null, file: string, line: number }} */ (d.preview);
		const file = `${p.file.split('/').pop()}:${p.line}`;
		const link = h('a', { class: 'preview-link', href: demoLink(location.href, room, d.name, demoNames), 'data-demo': d.name },
			h('span', { class: 'preview-name' }, p.name ?? file.replace(/\.swift:\d+$/, '')),
			h('span', { class: 'preview-place muted' }, file));
		return h('li', {}, link);
	}));
}

/** The rooms `/api/rooms` listed last. @type {{ name: string, demo: string, version: number, clients: number }[]} */
let listedRooms = [];

async function loadRooms() {
	try {
		listedRooms = await getJSON('/api/rooms');
		renderRooms();
	} catch (e) {
		console.warn(`NavMirror: could not list rooms (${e instanceof Error ? e.message : e})`);
	}
}

/** Redraws the room picker when what it says changed, but not while it is open. */
function renderRooms() {
	const select = /** @type {HTMLSelectElement} */ ($('room-picker'));
	if (document.activeElement === select) return;
	const demo = typeof session.demo === 'string' ? session.demo : null;
	const choices = roomChoices(listedRooms, { name: room, demo, version: session.version, clients: session.clientCount ?? (session.clients.length || 1) });
	const sig = JSON.stringify(choices);
	if (/** @type {any} */ (select)._sig === sig) return;
	/** @type {any} */ (select)._sig = sig;
	select.replaceChildren(...choices.map((c) => h('option', { value: c.name, selected: c.selected }, c.label)));
}

$('demo-picker').addEventListener('change', (e) => {
	const demo = /** @type {HTMLSelectElement} */ (e.target).value;
	if (demo) location.assign(demoLink(location.href, room, demo, demoNames));
});
$('room-picker').addEventListener('focus', loadRooms);
$('room-picker').addEventListener('change', (e) => {
	const name = /** @type {HTMLSelectElement} */ (e.target).value;
	if (name && name !== room) location.assign(roomLink(location.href, name));
});
$('copy-viewer').addEventListener('click', () => copy(viewerLink(location.href), $('copy-viewer')));
$('copy-driver').addEventListener('click', () => {
	if (params.token) copy(driverLink(location.href, params.token), $('copy-driver'));
});
$('copy-viewer').dataset.href = viewerLink(location.href);
if (params.token) $('copy-driver').dataset.href = driverLink(location.href, params.token);
loadDemos();
loadRooms();

// ---- time travel ---------------------------------------------------------------------------

/** @param {'undo' | 'redo'} kind */
function sendHistoryCommand(kind) {
	// The shortcuts do only what the buttons can: nothing to undo or redo sends nothing.
	if (/** @type {HTMLButtonElement} */ ($(kind)).disabled && canDrive(session)) return;
	sendChange((id) => historyMessage(kind, id), $(kind));
}
$('undo').addEventListener('click', () => sendHistoryCommand('undo'));
$('redo').addEventListener('click', () => sendHistoryCommand('redo'));

/** @param {number} version @param {HTMLElement} el */
function highlightLog(version, el) {
	highlight = version;
	render();
	const li = $('action-log').querySelector(`li[data-version="${version}"]`);
	if (li) li.scrollIntoView({ block: 'nearest' });
	else toast(`v${version} is no longer in the log.`, 'info');
	el.blur?.();
}

// ---- input -----------------------------------------------------------------------------

// One listener for every tappable thing the renderers drew: they store what to do on the element.
document.addEventListener('click', (e) => {
	const el = tapTarget(e.target, document);
	if (!el) return;
	e.preventDefault();
	if (el._nmTravel !== undefined) sendChange((id) => travelMessage(id, el._nmTravel), el);
	else if (el._nmHighlight !== undefined) highlightLog(el._nmHighlight, el);
	else send(el._nmAction, el);
});

// Gestures (sheet swipe-down, edge swipe) send through here.
for (const type of ['nm-dismiss', 'nm-send']) {
	document.addEventListener(type, (e) => {
		const d = /** @type {CustomEvent} */ (e).detail;
		send(d.action, d.el);
	});
}

/** @param {EventTarget | null} t */
const isTextField = (t) => t instanceof HTMLElement && (t.isContentEditable || t.matches('input, textarea, select'));

document.addEventListener('keydown', (e) => {
	tablistKeydown(e);
	if (e.defaultPrevented) return;
	const mod = e.ctrlKey || e.metaKey;
	if (mod && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y') && !isTextField(e.target)) {
		e.preventDefault();
		sendHistoryCommand(e.key === 'y' || e.shiftKey ? 'redo' : 'undo');
	} else if (e.key === 'Escape') {
		const top = topDismiss(phone.layer);
		if (top) {
			e.preventDefault();
			send(top.action, top.el);
		}
	} else if (e.key === 'ArrowLeft' && e.altKey && !e.ctrlKey && !e.metaKey) {
		const stack = activeStack(shownScene());
		const back = stack && backTarget(stack);
		if (back) {
			e.preventDefault();
			const button = /** @type {HTMLElement | null} */ (phone.root.querySelector('.presentation:last-child .back') ?? phone.app.querySelector('.back'));
			send(back.action, button);
		}
	}
});

// Phone-sized windows start with the inspector's long panels folded.
if (matchMedia('(max-width: 600px)').matches) for (const d of document.querySelectorAll('details.panel')) /** @type {HTMLDetailsElement} */ (d).open = false;
