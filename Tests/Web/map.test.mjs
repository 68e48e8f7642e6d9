import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sceneKey, layoutMap, edgePath, currentNodes, travelPlan, MAP_MARGIN } from '../../Public/js/render/map.js';
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

describe('layoutMap()', () => {
	it('puts one column per depth and stacks a column in discovery order', () => {
		const { boxes, width, height } = layoutMap(map);
		assert.deepEqual(boxes.get('a'), { x: MAP_MARGIN, y: MAP_MARGIN });
		assert.deepEqual(boxes.get('b'), { x: 280, y: 20 });
		assert.deepEqual(boxes.get('c'), { x: 280, y: 88 });
		assert.deepEqual(boxes.get('d'), { x: 540, y: 20 });
		assert.equal(width, 740);
		assert.equal(height, 152);
	});
	it('draws forward edges side to side and back edges bowed left', () => {
		assert.equal(edgePath({ x: 20, y: 20 }, { x: 280, y: 20 }), 'M200,42 C200,42 280,42 280,42');
		assert.equal(edgePath({ x: 540, y: 20 }, { x: 280, y: 20 }), 'M540,42 C500,42 420,42 460,42');
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
	it('is null for an unknown node', () => {
		assert.equal(travelPlan(map, 'zz', {}, 0, deepEqual), null);
	});
});
