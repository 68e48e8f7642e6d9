// The flow map's pure parts: the scene key the page shares with the server, the panel's view
// (pan and zoom over the layout Graphviz made on the server) and the plan that takes a room to
// a node. No DOM here; map-panel.js draws.

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
 * The part of the drawing the panel shows, in the layout's coordinates (Graphviz's points, y
 * down): the SVG's `viewBox`.
 * @typedef {{x: number, y: number, width: number, height: number}} MapView
 */

/** The narrowest view (the most zoomed in), in points. */
export const MAP_MIN_VIEW_WIDTH = 120;

/**
 * The view that shows the whole drawing, centred, with the aspect (width / height) of the element
 * that shows it.
 * @param {{width: number, height: number}} layout @param {number} aspect
 * @returns {MapView}
 */
export function fitView(layout, aspect) {
	const width = Math.max(layout.width, layout.height * aspect);
	const height = width / aspect;
	return { x: (layout.width - width) / 2, y: (layout.height - height) / 2, width, height };
}

/** Screen pixels per point below which the map is too small to read: its screens' titles (14
 * points) would be under 8 pixels. */
export const MAP_READABLE_SCALE = 0.6;

/**
 * The view the panel opens on: the whole drawing when it is readable at the width the panel
 * shows it (`shownWidth` pixels), else as much of it as is readable, from its top left corner,
 * where the layout starts; the panel then brings the room's screen into it. Fit shows the whole.
 * @param {{width: number, height: number}} layout @param {number} aspect @param {number} shownWidth
 * @returns {MapView}
 */
export function openingView(layout, aspect, shownWidth) {
	const fit = fitView(layout, aspect);
	if (!(shownWidth > 0) || shownWidth / fit.width >= MAP_READABLE_SCALE) return fit;
	const width = Math.max(shownWidth / MAP_READABLE_SCALE, MAP_MIN_VIEW_WIDTH);
	return { x: 0, y: 0, width, height: width / aspect };
}

/**
 * The view zoomed by `factor` (above 1 zooms in) around a point of the drawing, which stays where
 * it is on screen. The width stays between MAP_MIN_VIEW_WIDTH and `maxWidth`.
 * @param {MapView} view @param {number} factor @param {{x: number, y: number}} around
 * @param {number} maxWidth
 * @returns {MapView}
 */
export function zoomView(view, factor, around, maxWidth) {
	const width = Math.min(Math.max(view.width / factor, MAP_MIN_VIEW_WIDTH), Math.max(maxWidth, MAP_MIN_VIEW_WIDTH));
	const scale = width / view.width;
	return {
		x: around.x - (around.x - view.x) * scale,
		y: around.y - (around.y - view.y) * scale,
		width,
		height: view.height * scale,
	};
}

/**
 * The view moved by `dx`, `dy` in the drawing's units (a drag to the right moves the view left).
 * @param {MapView} view @param {number} dx @param {number} dy
 * @returns {MapView}
 */
export function panView(view, dx, dy) {
	return { ...view, x: view.x + dx, y: view.y + dy };
}

/**
 * The view moved, at the same zoom, so that `box` is in its middle; `view` itself when the box
 * is already inside it.
 * @param {MapView} view @param {{x: number, y: number, width: number, height: number}} box
 * @returns {MapView}
 */
export function revealBox(view, box) {
	const inside = box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;
	if (inside) return view;
	return { ...view, x: box.x + box.width / 2 - view.width / 2, y: box.y + box.height / 2 - view.height / 2 };
}

/**
 * The view as an SVG `viewBox` attribute.
 * @param {MapView} view
 * @returns {string}
 */
export function viewBox(view) {
	const r = (/** @type {number} */ n) => Math.round(n * 10) / 10;
	return `${r(view.x)} ${r(view.y)} ${r(view.width)} ${r(view.height)}`;
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
 * a `travel` to `historyStart` when the room is not in the initial state, then the node's
 * `route` from the initial node, as ordinary `action` messages: every action on the way, those
 * that stay on a screen too (Next, Next, Get started). A map without routes replays the actions
 * of the node's shortest path of edges.
 * @param {{nodes: {id: string, path: number[], route?: any[], state: any}[], edges: {action: any}[], initial: string}} map
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
	const actions = Array.isArray(node.route) ? node.route : node.path.map((index) => map.edges[index].action);
	for (const action of actions) plan.push({ type: 'action', action });
	return plan;
}
