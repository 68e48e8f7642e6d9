import { it } from 'node:test';
import assert from 'node:assert/strict';
import { navigationFragment } from '../../Public/js/scene.js';

const screen = (id, title) => ({ id, title, content: { kind: 'empty' }, popAction: id === null ? null : { path: { popFrom: { id } } } });

it('the address fragment names the stack screens and the presentation on top', () => {
	const scene = {
		root: { kind: 'stack', id: 'stack', root: screen(null, 'First'), path: [screen(0, 'First Detail'), screen(1, 'Another')] },
		presentations: [{ kind: 'sheet', id: 's', title: 'Edit / rename', content: { kind: 'empty' }, dismissAction: {} }],
		diagnostics: [],
	};
	assert.equal(navigationFragment(scene), '#/First/First%20Detail/Another;sheet=Edit%20%2F%20rename');
});

it('a scene without a stack or nothing at all gives a plain fragment', () => {
	assert.equal(navigationFragment({ root: { kind: 'text', text: 'hi' }, presentations: [], diagnostics: [] }), '#/');
	assert.equal(navigationFragment(null), '');
});
