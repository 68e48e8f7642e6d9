import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sceneKey, currentNodes, travelPlan, fitView, openingView, zoomView, panView, revealBox, viewBox, MAP_MIN_VIEW_WIDTH, MAP_READABLE_SCALE } from '../../Public/js/render/map.js';
import { deepEqual } from '../../Public/js/protocol.js';

const screen = (id, title, content = { kind: 'empty' }) => ({ id, title, content, popAction: null });
const tabs = (selection) => ({
	kind: 'tabs', id: 'tabs', selection,
	tabs: [
		{ tag: 'first', label: 'First', systemImage: 'house', action: null, content: { kind: 'vstack', children: [] } },
		{ tag: 'second', label: 'Second', systemImage: 'list.bullet', action: null, content: { kind: 'empty' } },
	],
});

describe('sceneKey()', () => {
	it('lists stack titles and the tab selection, as the server does', () => {
		const scene = { root: { kind: 'stack', id: 'stack', root: screen(null, 'First', tabs('first')), path: [screen(0, 'First Detail')] }, presentations: [], diagnostics: [] };
		assert.equal(sceneKey(scene), 'S[First>First Detail]|T=first');
	});
	it('adds presentations and walks a sheet content', () => {
		const sheet = { kind: 'sheet', id: 'sheet', title: 'Edit', content: { kind: 'stack', id: 'stack-1', root: screen(null, 'Edit'), path: [] }, dismissAction: {} };
		const scene = { root: { kind: 'vstack', children: [] }, presentations: [sheet, { kind: 'alert', id: 'alert', title: 'Delete?', buttons: [] }], diagnostics: [] };
		assert.equal(sceneKey(scene), 'P=sheet:Edit|S[Edit]|P=alert:Delete?');
	});
	it('is empty for no scene', () => {
		assert.equal(sceneKey(null), '');
	});
});

const map = {
	initial: 'a',
	nodes: [
		{ id: 'a', depth: 0, path: [], sceneKey: 'S[First]|T=first', state: { n: 0 } },
		{ id: 'b', depth: 1, path: [0], sceneKey: 'S[First>Detail]|T=first', state: { n: 1 } },
		{ id: 'c', depth: 1, path: [1], sceneKey: 'S[Second]|T=second', state: { n: 2 } },
		{ id: 'd', depth: 2, path: [0, 2], sceneKey: 'S[First>Detail>Another]|T=first', state: { n: 3 } },
	],
	edges: [
		{ from: 'a', to: 'b', action: { go: {} } },
		{ from: 'a', to: 'c', action: { tab: 'second' } },
		{ from: 'b', to: 'd', action: { another: {} } },
		{ from: 'd', to: 'b', action: { back: {} } },
	],
};

describe('the view over the layout', () => {
	const layout = { width: 400, height: 100 };
	it('fits the whole drawing, centred, at the element\'s aspect', () => {
		assert.deepEqual(fitView(layout, 2), { x: 0, y: -50, width: 400, height: 200 });
		assert.deepEqual(fitView(layout, 8), { x: -200, y: 0, width: 800, height: 100 });
	});
	it('zooms around a point that stays put on screen', () => {
		const view = { x: 0, y: 0, width: 400, height: 200 };
		const zoomed = zoomView(view, 2, { x: 100, y: 50 }, 800);
		assert.deepEqual(zoomed, { x: 50, y: 25, width: 200, height: 100 });
		// The point keeps its fraction of the view: a quarter across, a quarter down.
		assert.equal((100 - zoomed.x) / zoomed.width, 0.25);
		assert.equal((50 - zoomed.y) / zoomed.height, 0.25);
	});
	it('keeps the zoom between the narrowest view and the widest allowed', () => {
		const view = { x: 0, y: 0, width: 400, height: 200 };
		assert.equal(zoomView(view, 100, { x: 0, y: 0 }, 800).width, MAP_MIN_VIEW_WIDTH);
		assert.equal(zoomView(view, 0.01, { x: 0, y: 0 }, 800).width, 800);
	});
	it('pans by drawing units', () => {
		assert.deepEqual(panView({ x: 10, y: 20, width: 400, height: 200 }, -30, 5), { x: -20, y: 25, width: 400, height: 200 });
	});
	it('reveals a box outside the view by centring it, and leaves a visible one alone', () => {
		const view = { x: 0, y: 0, width: 200, height: 100 };
		assert.equal(revealBox(view, { x: 10, y: 10, width: 50, height: 20 }), view);
		assert.deepEqual(revealBox(view, { x: 500, y: 300, width: 100, height: 40 }), { x: 450, y: 270, width: 200, height: 100 });
	});
	it('writes an SVG viewBox with one decimal at most', () => {
		assert.equal(viewBox({ x: 1 / 3, y: -50, width: 400.26, height: 200 }), '0.3 -50 400.3 200');
	});
});

describe('currentNodes()', () => {
	it('finds the nodes whose scene key is the live scene\'s', () => {
		const scene = { root: { kind: 'stack', id: 'stack', root: screen(null, 'Second', tabs('second')), path: [] }, presentations: [] };
		assert.deepEqual([...currentNodes(map, scene)], ['c']);
	});
});

describe('travelPlan()', () => {
	it('replays the shortest path from the initial state', () => {
		assert.deepEqual(travelPlan(map, 'd', { n: 0 }, 0, deepEqual), [
			{ type: 'action', action: { go: {} } },
			{ type: 'action', action: { another: {} } },
		]);
	});
	it('travels back to the start of history first when the room moved', () => {
		assert.deepEqual(travelPlan(map, 'c', { n: 3 }, 4, deepEqual), [
			{ type: 'travel', version: 4 },
			{ type: 'action', action: { tab: 'second' } },
		]);
	});
	it("replays a node's route, with the actions that stay on a screen, when the map has routes", () => {
		const onboarding = {
			initial: 'start',
			nodes: [
				{ id: 'start', path: [], route: [], state: { page: 0 } },
				{ id: 'main', path: [0], route: [{ next: {} }, { next: {} }, { getStarted: {} }], state: { page: 2 } },
			],
			edges: [{ from: 'start', to: 'main', action: { getStarted: {} } }],
		};
		assert.deepEqual(travelPlan(onboarding, 'main', { page: 0 }, 0, deepEqual), [
			{ type: 'action', action: { next: {} } },
			{ type: 'action', action: { next: {} } },
			{ type: 'action', action: { getStarted: {} } },
		]);
	});
	it('is null for an unknown node', () => {
		assert.equal(travelPlan(map, 'zz', {}, 0, deepEqual), null);
	});
});

describe('the view the map opens on', () => {
	it('is the whole drawing when that is readable at the panel\'s width', () => {
		const layout = { width: 300, height: 100 };
		assert.deepEqual(openingView(layout, 3, 400), fitView(layout, 3));
	});
	it('is a readable part of a large drawing, from its top left corner', () => {
		const layout = { width: 3000, height: 2000 };
		const view = openingView(layout, 2, 400);
		assert.equal(400 / view.width, MAP_READABLE_SCALE);
		assert.deepEqual([view.x, view.y, view.width / view.height], [0, 0, 2]);
		assert.ok(view.width < fitView(layout, 2).width);
	});
	it('fits the drawing before the panel has a width', () => {
		const layout = { width: 3000, height: 2000 };
		assert.deepEqual(openingView(layout, 2, 0), fitView(layout, 2));
	});
});
