// The Map panel: draws the room's flow map (GET /api/rooms/NAME/map) as SVG where the server's
// Graphviz layout puts it, pans (drag, arrow keys) and zooms (wheel, buttons, + and -),
// highlights the nodes that look like the room's current screen, and takes the room to a node
// when a driver clicks it (see travelPlan in map.js).

import { h } from '../dom.js';
import { deepEqual } from '../protocol.js';
import { currentNodes, travelPlan, fitView, openingView, zoomView, panView, revealBox, viewBox } from './map.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * @param {string} tag @param {Record<string, string | number>} attrs @param {...Node} children
 * @returns {SVGElement}
 */
function s(tag, attrs, ...children) {
	const el = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
	for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
	el.append(...children);
	return el;
}

/**
 * Creates the panel inside `slot`. The map is fetched the first time the panel opens.
 * @param {HTMLElement} slot a `<details>` element's body
 * @param {{room: string, details: HTMLDetailsElement, send: (message: any) => boolean, nextId: () => string}} options
 */
export function createMapPanel(slot, { room, details, send, nextId }) {
	/** @type {any} */
	let map = null;
	/** @type {any} */
	let scene = null;
	/** @type {any} */
	let state = null;
	let historyStart = 0;
	let role = 'driver';
	/** @type {Map<string, SVGElement>} */
	const drawn = new Map();

	const status = h('p', { class: 'map-status' }, 'Open to explore the room\'s demo.');
	slot.append(status);

	/** @type {SVGSVGElement | null} */
	let svg = null;
	/** @type {import('./map.js').MapView} */
	let view = { x: 0, y: 0, width: 1, height: 1 };
	let currentKey = '';

	/** @param {import('./map.js').MapView} next */
	function show(next) {
		view = next;
		svg?.setAttribute('viewBox', viewBox(view));
	}

	/** The aspect of the drawing's element, once it is on screen. */
	function aspect() {
		const rect = svg?.getBoundingClientRect();
		return rect && rect.width > 0 && rect.height > 0 ? rect.width / rect.height : 2;
	}

	/** The drawing's units per screen pixel. */
	function unitsPerPixel() {
		const rect = svg?.getBoundingClientRect();
		return rect && rect.width > 0 ? view.width / rect.width : 1;
	}

	/** @param {number} factor @param {{x: number, y: number}} [around] */
	function zoom(factor, around) {
		const centre = around ?? { x: view.x + view.width / 2, y: view.y + view.height / 2 };
		show(zoomView(view, factor, centre, fitView(map.layout, aspect()).width * 2));
	}

	function highlight() {
		if (!map) return;
		const current = currentNodes(map, scene);
		for (const [id, g] of drawn) g.classList.toggle('current', current.has(id));
		const key = [...current].join('\n');
		if (key === currentKey) return;
		currentKey = key;
		const box = map.layout?.boxes[[...current][0]];
		if (box && svg) show(revealBox(view, box));
	}

	/** @param {string} id */
	function go(id) {
		if (role === 'viewer') {
			status.textContent = 'Only drivers can move the room.';
			return;
		}
		const plan = travelPlan(map, id, state, historyStart, deepEqual);
		if (!plan) return;
		for (const step of plan) send({ ...step, id: nextId() });
	}

	/** @param {SVGSVGElement} graph */
	function enablePanAndZoom(graph) {
		/** @type {{x: number, y: number, moved: boolean} | null} */
		let drag = null;
		let suppressClick = false;
		graph.addEventListener('pointerdown', (e) => {
			drag = { x: e.clientX, y: e.clientY, moved: false };
		});
		graph.addEventListener('pointermove', (e) => {
			if (!drag) return;
			const dx = e.clientX - drag.x;
			const dy = e.clientY - drag.y;
			if (!drag.moved && Math.hypot(dx, dy) < 4) return;
			if (!drag.moved) graph.setPointerCapture(e.pointerId);
			drag.moved = true;
			const units = unitsPerPixel();
			show(panView(view, -dx * units, -dy * units));
			drag.x = e.clientX;
			drag.y = e.clientY;
		});
		const end = () => {
			suppressClick = drag?.moved ?? false;
			drag = null;
		};
		graph.addEventListener('pointerup', end);
		graph.addEventListener('pointercancel', end);
		// A drag that ends on a screen is a pan, not a click on it.
		graph.addEventListener('click', (e) => {
			if (suppressClick) e.stopPropagation();
			suppressClick = false;
		}, true);
		graph.addEventListener('wheel', (e) => {
			e.preventDefault();
			const rect = graph.getBoundingClientRect();
			const units = unitsPerPixel();
			const around = { x: view.x + (e.clientX - rect.left) * units, y: view.y + (e.clientY - rect.top) * units };
			zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, around);
		}, { passive: false });
		graph.addEventListener('keydown', (e) => {
			const step = view.width / 10;
			/** @type {Record<string, () => void>} */
			const keys = {
				'+': () => zoom(1.25), '=': () => zoom(1.25), '-': () => zoom(0.8), '0': () => show(fitView(map.layout, aspect())),
				ArrowLeft: () => show(panView(view, -step, 0)), ArrowRight: () => show(panView(view, step, 0)),
				ArrowUp: () => show(panView(view, 0, -step)), ArrowDown: () => show(panView(view, 0, step)),
			};
			if (e.target !== graph || !keys[e.key]) return;
			e.preventDefault();
			keys[e.key]();
		});
	}

	function toolbar() {
		/** @param {string} label @param {string} text @param {() => void} action */
		const button = (label, text, action) => {
			const b = h('button', { type: 'button', class: 'map-zoom', 'aria-label': label, title: label }, text);
			b.addEventListener('click', action);
			return b;
		};
		return h('div', { class: 'map-toolbar' },
			button('Zoom in', '+', () => zoom(1.25)),
			button('Zoom out', '−', () => zoom(0.8)),
			button('Fit the whole map', 'Fit', () => show(fitView(map.layout, aspect()))));
	}

	function draw() {
		const layout = map.layout;
		if (!layout) {
			status.textContent = `No map layout: ${map.layoutError ?? 'the server sent none'}`;
			return;
		}
		const graph = /** @type {SVGSVGElement} */ (s('svg', { class: 'map-graph', tabindex: 0, role: 'group', 'aria-label': `Flow map of ${map.app}: drag to pan, wheel or + and - to zoom` }));
		svg = graph;
		map.edges.forEach((/** @type {any} */ edge, /** @type {number} */ index) => {
			const route = layout.edges[index];
			if (!route) return;
			const title = s('title', {});
			title.textContent = edge.label;
			const g = s('g', { class: 'map-route' }, s('path', { class: 'map-edge', d: route.path }), title);
			if (route.labelX !== null) {
				const label = s('text', { class: 'map-edge-label', x: route.labelX, y: route.labelY + 3, 'text-anchor': 'middle' });
				label.textContent = edge.label;
				g.append(label);
			}
			graph.append(g);
		});
		for (const node of map.nodes) {
			const box = layout.boxes[node.id];
			if (!box) continue;
			const label = s('text', { x: box.x + box.width / 2, y: box.y + box.height / 2 + 4, 'text-anchor': 'middle' });
			label.textContent = node.title || '(untitled)';
			const title = s('title', {});
			title.textContent = `${node.titles.join(' › ')}\n${node.id}`;
			const g = s('g', { class: 'map-node', 'data-node': node.id, tabindex: 0, role: 'button' },
				s('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 6 }), label, title);
			if (node.id === map.initial) {
				g.classList.add('initial');
				const start = s('text', { class: 'map-start', x: box.x + 4, y: box.y - 3 });
				start.textContent = 'start';
				g.append(start);
			}
			g.addEventListener('click', () => go(node.id));
			g.addEventListener('keydown', (e) => { if (/** @type {KeyboardEvent} */ (e).key === 'Enter') go(node.id); });
			drawn.set(node.id, g);
			graph.append(g);
		}
		const findings = map.findings.length ? `, ${map.findings.length} findings` : '';
		status.textContent = `${map.nodes.length} screens, ${map.edges.length} edges${findings}. Click a screen to go there.`;
		slot.append(toolbar(), graph);
		// As tall as the whole map at the panel's width, within bounds, so a wide map leaves no band.
		const shown = graph.getBoundingClientRect().width;
		if (shown > 0) graph.style.height = `${Math.round(Math.min(420, Math.max(160, (shown * layout.height) / layout.width)))}px`;
		enablePanAndZoom(graph);
		show(openingView(layout, aspect(), shown));
		highlight();
	}

	details.addEventListener('toggle', () => {
		if (!details.open || map) return;
		status.textContent = 'Exploring…';
		fetch(`/api/rooms/${encodeURIComponent(room)}/map`)
			.then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
			.then((m) => { map = m; draw(); })
			.catch((e) => { status.textContent = `No map: ${e.message}`; });
	});

	return {
		/** @param {any} nextScene @param {any} nextState */
		update(nextScene, nextState) {
			scene = nextScene;
			state = nextState;
			highlight();
		},
		/** @param {any} message a parsed server message */
		observe(message) {
			if (message.type === 'hello') {
				historyStart = message.historyStart ?? 0;
				role = message.role ?? role;
			} else if (message.type === 'role') role = message.role;
		},
	};
}
