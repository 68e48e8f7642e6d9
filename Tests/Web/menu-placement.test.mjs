import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { menuPlacement } from '../../Public/js/menu-placement.js';

const screen = { left: 0, top: 0, right: 390, bottom: 844 };
const box = (left, top, width, height) => ({ left, top, right: left + width, bottom: top + height });

describe('menuPlacement', () => {
	it("opens under the label, on its leading edge, when it fits", () => {
		assert.deepEqual(menuPlacement(box(20, 100, 80, 30), { width: 220, height: 150 }, screen), { top: 136, left: 20, below: true });
	});

	it('opens over the label when there is no room under it', () => {
		assert.deepEqual(menuPlacement(box(20, 760, 80, 30), { width: 220, height: 150 }, screen), { top: 604, left: 20, below: false });
	});

	it("lines up with the label's trailing edge when the leading edge would run off the screen", () => {
		// A menu in the navigation bar's trailing corner.
		assert.deepEqual(menuPlacement(box(330, 50, 44, 44), { width: 220, height: 150 }, screen), { top: 100, left: 154, below: true });
	});

	it('stays on the screen when it fits on neither side, on the side with more room', () => {
		const tall = { width: 220, height: 700 };
		const placed = menuPlacement(box(20, 300, 80, 30), tall, screen);
		assert.equal(placed.below, true);
		assert.equal(placed.top, 144, 'pushed up so its bottom is on the screen');
		assert.equal(menuPlacement(box(200, 300, 190, 30), { width: 500, height: 100 }, screen).left, 0);
	});
});
