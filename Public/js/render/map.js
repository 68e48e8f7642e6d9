// The flow map's pure parts: the scene key the page shares with the server, the layered layout
// and the plan that takes a room to a node. No DOM here; map-panel.js draws.

/** Layout constants, the same as the server's FlowMapLayout. */
export const MAP_NODE_WIDTH = 180;
export const MAP_NODE_HEIGHT = 44;
export const MAP_COLUMN_GAP = 80;
export const MAP_ROW_GAP = 24;
export const MAP_MARGIN = 20;

/**
 * The key of a scene, computed exactly as the server's `Scene.key`: each stack's screen titles
 * (`S[Home>Detail]`), each tab view's selection (`T=second`, inside the selected tab only) and
 * each presentation's kind and title (`P=sheet:Edit`), in drawing order, joined by `|`. Map
 * nodes carry theirs as `sceneKey`; the nodes whose key is the live scene's are the room's
 * current screen.
 * @param {any} scene
 * @returns {string}
 */
export function sceneKey(scene) {
	/** @type {string[]} */
	const parts = [];
	/** @param {any} node */
	const walk = (node) => {
		if (!node || typeof node !== 'object') return;
		switch (node.kind) {
			case 'stack': {
				const screens = [node.root, ...(node.path ?? [])];
				parts.push(`S[${screens.map((s) => s.title).join('>')}]`);
				for (const s of screens) walk(s.content);
				break;
			}
			case 'tabs': {
				parts.push(`T=${node.selection}`);
				const selected = (node.tabs ?? []).find((/** @type {any} */ t) => t.tag === node.selection);
				if (selected) walk(selected.content);
				break;
			}
			case 'vstack':
			case 'list':
			case 'section':
				for (const c of node.children ?? []) walk(c);
				break;
		}
	};
	walk(scene?.root);
	for (const p of scene?.presentations ?? []) {
		parts.push(`P=${p.kind}:${p.title}`);
		if (p.content) walk(p.content);
	}
	return parts.join('|');
}

/**
 * Lays a map out in columns by depth, nodes in the order found within a column.
 * @param {{nodes: {id: string, depth: number}[]}} map
 * @returns {{boxes: Map<string, {x: number, y: number}>, width: number, height: number}}
 */
export function layoutMap(map) {
	/** @type {Map<number, number>} */
	const rows = new Map();
	const boxes = new Map();
	let width = 0;
	let height = 0;
	for (const node of map.nodes) {
		const row = rows.get(node.depth) ?? 0;
		rows.set(node.depth, row + 1);
		const box = {
			x: MAP_MARGIN + node.depth * (MAP_NODE_WIDTH + MAP_COLUMN_GAP),
			y: MAP_MARGIN + row * (MAP_NODE_HEIGHT + MAP_ROW_GAP),
		};
		boxes.set(node.id, box);
		width = Math.max(width, box.x + MAP_NODE_WIDTH + MAP_MARGIN);
		height = Math.max(height, box.y + MAP_NODE_HEIGHT + MAP_MARGIN);
	}
	return { boxes, width, height };
}

/**
 * The SVG path of an edge between two boxes: forward edges run right to left side, edges back
 * to a shallower or equal column bow out to the left.
 * @param {{x: number, y: number}} from @param {{x: number, y: number}} to
 * @returns {string}
 */
export function edgePath(from, to) {
	const forward = to.x > from.x;
	const x1 = forward ? from.x + MAP_NODE_WIDTH : from.x;
	const x2 = forward ? to.x : to.x + MAP_NODE_WIDTH;
	const y1 = from.y + MAP_NODE_HEIGHT / 2;
	const y2 = to.y + MAP_NODE_HEIGHT / 2;
	const bend = forward ? 0 : -40;
	return `M${x1},${y1} C${x1 + bend},${y1} ${x2 + bend},${y2} ${x2},${y2}`;
}

/**
 * The ids of the nodes that look like `scene`.
 * @param {{nodes: {id: string, sceneKey: string}[]}} map @param {any} scene
 * @returns {Set<string>}
 */
export function currentNodes(map, scene) {
	const key = sceneKey(scene);
	return new Set(map.nodes.filter((n) => n.sceneKey === key).map((n) => n.id));
}

/**
 * The messages (without ids) that take a room to `nodeId` while keeping its action log true:
 * a `travel` to `historyStart` when the room is not in the initial state, then the actions of
 * the node's shortest path from the initial node, as ordinary `action` messages.
 * @param {{nodes: {id: string, path: number[], state: any}[], edges: {action: any}[], initial: string}} map
 * @param {string} nodeId
 * @param {any} currentState the room's state
 * @param {number} historyStart the oldest version the room can travel to
 * @param {(a: any, b: any) => boolean} equal deep equality
 * @returns {({type: 'travel', version: number} | {type: 'action', action: any})[] | null}
 */
export function travelPlan(map, nodeId, currentState, historyStart, equal) {
	const node = map.nodes.find((n) => n.id === nodeId);
	const initial = map.nodes.find((n) => n.id === map.initial);
	if (!node || !initial) return null;
	/** @type {({type: 'travel', version: number} | {type: 'action', action: any})[]} */
	const plan = [];
	if (!equal(currentState, initial.state)) plan.push({ type: 'travel', version: historyStart });
	for (const index of node.path) plan.push({ type: 'action', action: map.edges[index].action });
	return plan;
}
