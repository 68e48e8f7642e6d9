// The Map panel: draws the room's flow map (GET /api/rooms/NAME/map) as SVG, highlights the
// nodes that look like the room's current screen, and takes the room to a node when a driver
// clicks it (see travelPlan in map.js).

import { h } from '../dom.js';
import { deepEqual } from '../protocol.js';
import { layoutMap, edgePath, currentNodes, travelPlan, MAP_NODE_WIDTH, MAP_NODE_HEIGHT } from './map.js';

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

	function highlight() {
		if (!map) return;
		const current = currentNodes(map, scene);
		for (const [id, g] of drawn) g.classList.toggle('current', current.has(id));
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

	function draw() {
		const { boxes, width, height } = layoutMap(map);
		const svg = s('svg', { class: 'map-graph', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `Flow map of ${map.app}` });
		for (const edge of map.edges) {
			const from = boxes.get(edge.from);
			const to = boxes.get(edge.to);
			if (!from || !to) continue;
			const title = s('title', {});
			title.textContent = edge.label;
			svg.append(s('path', { class: 'map-edge', d: edgePath(from, to) }, title));
		}
		for (const node of map.nodes) {
			const box = boxes.get(node.id);
			if (!box) continue;
			const label = s('text', { x: box.x + MAP_NODE_WIDTH / 2, y: box.y + MAP_NODE_HEIGHT / 2 + 4, 'text-anchor': 'middle' });
			label.textContent = node.title || '(untitled)';
			const title = s('title', {});
			title.textContent = `${node.titles.join(' › ')}\n${node.id}`;
			const g = s('g', { class: 'map-node', 'data-node': node.id, tabindex: 0, role: 'button' },
				s('rect', { x: box.x, y: box.y, width: MAP_NODE_WIDTH, height: MAP_NODE_HEIGHT, rx: 8 }), label, title);
			if (node.id === map.initial) g.classList.add('initial');
			g.addEventListener('click', () => go(node.id));
			g.addEventListener('keydown', (e) => { if (e.key === 'Enter') go(node.id); });
			drawn.set(node.id, g);
			svg.append(g);
		}
		const findings = map.findings.length ? `, ${map.findings.length} findings` : '';
		status.textContent = `${map.nodes.length} screens, ${map.edges.length} edges${findings}. Click a screen to go there.`;
		slot.append(svg);
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
