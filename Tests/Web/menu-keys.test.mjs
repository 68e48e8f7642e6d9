import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { menuFocusTarget } from '../../Public/js/menu-keys.js';

/** Items from labels; a label in brackets is disabled. @param {string[]} labels */
const menu = (...labels) => labels.map((l) => (l.startsWith('[') ? { enabled: false, label: l.slice(1, -1) } : { enabled: true, label: l }));

describe('menuFocusTarget', () => {
	const items = menu('Copy', '[Paste]', 'Rename', 'Delete');

	it('steps down and up through the enabled items, passing over the disabled ones', () => {
		assert.equal(menuFocusTarget(items, 0, 'ArrowDown'), 2);
		assert.equal(menuFocusTarget(items, 2, 'ArrowUp'), 0);
		assert.equal(menuFocusTarget(items, 2, 'ArrowDown'), 3);
	});

	it('wraps at both ends', () => {
		assert.equal(menuFocusTarget(items, 3, 'ArrowDown'), 0);
		assert.equal(menuFocusTarget(items, 0, 'ArrowUp'), 3);
		assert.equal(menuFocusTarget(menu('[Paste]', 'Copy', '[Cut]'), 1, 'ArrowDown'), 1, 'the only enabled item stays focused');
	});

	it('starts at the first item down, or the last one up, when none has focus', () => {
		assert.equal(menuFocusTarget(menu('[Paste]', 'Copy', 'Rename'), -1, 'ArrowDown'), 1);
		assert.equal(menuFocusTarget(menu('Copy', 'Rename', '[Paste]'), -1, 'ArrowUp'), 1);
	});

	it('goes to the first and last enabled items with Home and End', () => {
		assert.equal(menuFocusTarget(menu('[Paste]', 'Copy', 'Rename', '[Cut]'), 2, 'Home'), 1);
		assert.equal(menuFocusTarget(menu('[Paste]', 'Copy', 'Rename', '[Cut]'), 1, 'End'), 2);
	});

	it('goes to the next enabled item starting with a typed letter, wrapping', () => {
		const typed = menu('Copy', 'Rename', '[Reload]', 'Remove', 'Share');
		assert.equal(menuFocusTarget(typed, 0, 'r'), 1);
		assert.equal(menuFocusTarget(typed, 1, 'R'), 3, 'the disabled Reload is passed over');
		assert.equal(menuFocusTarget(typed, 3, 'r'), 1);
		assert.equal(menuFocusTarget(typed, 0, 'x'), null);
	});

	it('leaves the focus where it is for other keys, or when nothing can be chosen', () => {
		assert.equal(menuFocusTarget(items, 0, 'Enter'), null);
		assert.equal(menuFocusTarget(items, 0, ' '), null);
		assert.equal(menuFocusTarget(items, 0, 'Tab'), null);
		assert.equal(menuFocusTarget(menu('[Paste]', '[Cut]'), -1, 'ArrowDown'), null);
	});
});
