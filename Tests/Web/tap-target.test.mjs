import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tapTarget } from '../../Public/js/tap-target.js';

/** An element as the resolver sees it: a parent, attributes and what the renderer stored. */
function el(parentNode, fields = {}, attributes = {}) {
	return { parentNode, ...fields, getAttribute: (name) => attributes[name] ?? null };
}

describe('tapTarget', () => {
	const doc = { parentNode: null };

	it('is the nearest element with an action, from the target up', () => {
		const card = el(doc, { _nmAction: { cardTapped: {} } });
		const text = el(el(card));
		assert.equal(tapTarget(text, doc), card);
	});

	it('is null for a tap inside a tap gesture without an action, not the gesture around it', () => {
		// `.onTapGesture { outer }` around `Text("Locked").onTapGesture { … }.disabled(true)`:
		// the inner gesture is drawn with no action and aria-disabled.
		const outer = el(doc, { _nmAction: { outerTapped: {} } });
		const inner = el(outer, {}, { 'aria-disabled': 'true' });
		const text = el(inner);
		assert.equal(tapTarget(text, doc), null);
	});

	it('is null for a disabled control, whatever it carries', () => {
		const row = el(doc, { _nmAction: { rowTapped: {} } });
		assert.equal(tapTarget(el(row, { _nmAction: { go: {} }, disabled: true }), doc), null);
		assert.equal(tapTarget(el(row, { _nmAction: { go: {} } }, { 'aria-disabled': 'true' }), doc), null);
	});

	it('finds time travel and log highlights as well as actions', () => {
		const travel = el(doc, { _nmTravel: 3 });
		const highlight = el(doc, { _nmHighlight: 4 });
		assert.equal(tapTarget(el(travel), doc), travel);
		assert.equal(tapTarget(highlight, doc), highlight);
	});

	it('is null when nothing up to the top carries anything', () => {
		assert.equal(tapTarget(el(el(doc)), doc), null);
		assert.equal(tapTarget(null, doc), null);
	});
});
