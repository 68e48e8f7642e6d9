import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { alertButtonOrder, breadcrumbTrail, editDeleteButton } from '../../Public/js/scene.js';
import { canRedo } from '../../Public/js/session.js';
import { roomChoices } from '../../Public/js/format.js';

const pop = (id) => ({ path: { popFrom: { id } } });
const screen = (id, title) => ({ id, title, popAction: id === null ? null : pop(id), content: { kind: 'empty' } });
const stack = (id, rootTitle, pushed) => ({ kind: 'stack', id, root: screen(null, rootTitle), path: pushed });
const sheet = (title, content, kind = 'sheet') => ({ kind, id: title, title, content, dismissAction: { dismiss: title } });

describe('breadcrumbTrail()', () => {
	it('is the stack alone when nothing is presented, each earlier screen popping back', () => {
		const scene = { root: stack('path', 'Home', [screen(0, 'Detail')]), presentations: [] };
		assert.deepEqual(breadcrumbTrail(scene), [
			{ title: 'Home', action: pop(0), current: false, presented: null },
			{ title: 'Detail', action: null, current: true, presented: null },
		]);
	});
	it('puts a sheet after the stack; the screen under it dismisses it, earlier ones are covered', () => {
		const scene = { root: stack('path', 'Home', [screen(0, 'Detail')]), presentations: [sheet('Edit', { kind: 'list', children: [] })] };
		assert.deepEqual(breadcrumbTrail(scene), [
			{ title: 'Home', action: null, current: false, presented: null },
			{ title: 'Detail', action: { dismiss: 'Edit' }, current: false, presented: null },
			{ title: 'Edit', action: null, current: true, presented: 'sheet' },
		]);
	});
	it('follows a sheet with the screens pushed in its own stack, and skips alerts', () => {
		const alert = { kind: 'alert', id: 'a', title: 'Sure?', buttons: [], dismissAction: { alert: 'dismiss' } };
		const scene = {
			root: stack('path', 'Home', []),
			presentations: [sheet('Add', stack('inner', 'Add', [screen(4, 'Step 2')]), 'fullScreenCover'), alert],
		};
		assert.deepEqual(breadcrumbTrail(scene).map((c) => [c.title, c.presented, c.action, c.current]), [
			['Home', null, { dismiss: 'Add' }, false],
			['Add', 'fullScreenCover', pop(4), false],
			['Step 2', null, null, true],
		]);
	});
	it('titles a sheet whose stack root has no title with the sheet title', () => {
		const scene = { root: { kind: 'vstack', children: [] }, presentations: [sheet('New', stack('s', '', []))] };
		assert.deepEqual(breadcrumbTrail(scene).map((c) => c.title), ['New']);
	});
});

describe('alertButtonOrder()', () => {
	const cancel = { label: 'Cancel', role: 'cancel' };
	const del = { label: 'Delete', role: 'destructive' };
	const ok = { label: 'OK', role: null };
	it('puts Cancel on the left of a pair, whatever order the app gave', () => {
		assert.deepEqual(alertButtonOrder([del, cancel]), [cancel, del]);
		assert.deepEqual(alertButtonOrder([cancel, del]), [cancel, del]);
	});
	it('puts Cancel at the bottom of three or more stacked buttons', () => {
		assert.deepEqual(alertButtonOrder([cancel, ok, del]), [ok, del, cancel]);
	});
	it('keeps buttons without a Cancel as they are', () => {
		assert.deepEqual(alertButtonOrder([ok, del]), [ok, del]);
	});
});

describe('canRedo()', () => {
	const action = (version) => ({ version, action: { tapped: {} }, client: 'c1', time: 0, kind: 'patch' });
	const travel = (version, to) => ({ version, action: { $travel: to }, client: 'c1', time: 0, kind: 'patch' });
	it('is off at the newest version', () => {
		assert.equal(canRedo([action(1), action(2)]), false);
		assert.equal(canRedo([]), false);
	});
	it('is on after an undo, off again once every undo is redone', () => {
		const undone = [action(1), action(2), travel(3, 1)];
		assert.equal(canRedo(undone), true);
		assert.equal(canRedo([...undone, travel(4, 0), travel(5, 1)]), true);
		assert.equal(canRedo([...undone, travel(4, 2)]), false);
	});
	it('is off once an action starts a new branch', () => {
		assert.equal(canRedo([action(1), action(2), travel(3, 1), action(4)]), false);
		assert.equal(canRedo([action(1), travel(2, 0), { ...action(3), action: { $setState: {} } }]), false);
	});
});

describe('roomChoices()', () => {
	const listed = [{ name: 'main', demo: 'tabs-stack', version: 3, clients: 2 }];
	it('describes each room by demo, version and people', () => {
		assert.deepEqual(roomChoices(listed, { name: 'other', demo: 'stack-ops', version: 0, clients: 1 }), [
			{ name: 'other', label: 'other — stack-ops · v0 · 1 here', selected: true },
			{ name: 'main', label: 'main — tabs-stack · v3 · 2 here', selected: false },
		]);
	});
	it('says what the page knows now about its own room, not the older list', () => {
		assert.deepEqual(roomChoices(listed, { name: 'main', demo: 'tabs-stack', version: 9, clients: 2 }), [
			{ name: 'main', label: 'main — tabs-stack · v9 · 2 here', selected: true },
		]);
	});
	it('leaves out what is not known yet instead of printing empty parts', () => {
		assert.deepEqual(roomChoices([], { name: 'new', demo: null, version: null, clients: 1 }), [
			{ name: 'new', label: 'new — 1 here', selected: true },
		]);
	});
});

describe('editDeleteButton()', () => {
	it("is Delete sending the row's onDelete, even on a row whose trailing swipe is another button", () => {
		const archive = { kind: 'button', label: 'Archive', action: { archive: 1 }, role: 'destructive', disabled: false };
		const actions = { trailing: [archive], delete: { delete: [0] } };
		assert.deepEqual(editDeleteButton(actions), { kind: 'button', label: 'Delete', action: { delete: [0] }, role: 'destructive', disabled: false });
	});
	it('is null for a row edit mode cannot delete', () => {
		assert.equal(editDeleteButton({ trailing: [], move: { action: {}, path: [] } }), null);
		assert.equal(editDeleteButton({ delete: null }), null);
		assert.equal(editDeleteButton(undefined), null);
	});
});
