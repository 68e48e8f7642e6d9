import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { breadcrumb, outermostStack, topScreen, backTarget, activeStack, topPresentation, stackTransition, withLocalTabs } from '../../Public/js/scene.js';
import { formatAction, changedPointers, formatSender } from '../../Public/js/format.js';
import { emptySession, receive } from '../../Public/js/session.js';

const pop = (id) => ({ path: { popFrom: { id } } });
const screen = (id, title, content = { kind: 'empty' }) => ({ id, title, popAction: id === null ? null : pop(id), content });
const demoScene = (pathScreens) => ({
	root: {
		kind: 'stack', id: 'path',
		root: screen(null, 'First', {
			kind: 'tabs', id: 'tabs', selection: 'first',
			tabs: [
				{ tag: 'first', label: 'First', systemImage: 'house', action: { tabSelected: 'first' }, content: { kind: 'text', text: 'First', style: 'title' } },
				{ tag: 'second', label: 'Second', systemImage: 'list.bullet', action: { tabSelected: 'second' }, content: { kind: 'empty' } },
			],
		}),
		path: pathScreens,
	},
	presentations: [],
	diagnostics: [],
});

describe('breadcrumb()', () => {
	it('lists the root title alone when nothing is pushed', () => {
		assert.deepEqual(breadcrumb(demoScene([])), [{ title: 'First', action: null, current: true }]);
	});
	it('jumps back to screen k with the popAction of screen k+1', () => {
		const crumbs = breadcrumb(demoScene([screen(0, 'First Detail'), screen(3, 'Another')]));
		assert.deepEqual(crumbs.map((c) => c.title), ['First', 'First Detail', 'Another']);
		assert.deepEqual(crumbs[0].action, pop(0));
		assert.deepEqual(crumbs[1].action, pop(3));
		assert.equal(crumbs[2].action, null);
		assert.deepEqual(crumbs.map((c) => c.current), [false, false, true]);
	});
	it('finds a stack inside the selected tab only', () => {
		const inner = { kind: 'stack', id: 'b', root: screen(null, 'B root'), path: [] };
		const scene = {
			root: {
				kind: 'tabs', id: 't', selection: 'b',
				tabs: [
					{ tag: 'a', label: 'A', systemImage: 'house', action: null, content: { kind: 'stack', id: 'a', root: screen(null, 'A root'), path: [] } },
					{ tag: 'b', label: 'B', systemImage: 'gear', action: null, content: { kind: 'vstack', children: [inner] } },
				],
			},
			presentations: [],
		};
		assert.equal(outermostStack(scene.root), inner);
		assert.deepEqual(breadcrumb(scene).map((c) => c.title), ['B root']);
	});
	it('names an untitled root by the tab it shows, but not by tabs behind another stack', () => {
		const untitled = demoScene([screen(0, 'First Detail')]);
		untitled.root.root.title = '';
		assert.deepEqual(breadcrumb(untitled).map((c) => c.title), ['First', 'First Detail']);
		untitled.root.root.content.selection = 'second';
		assert.deepEqual(breadcrumb(untitled).map((c) => c.title), ['Second', 'First Detail']);
		const nested = { kind: 'stack', id: 'inner', root: screen(null, '', untitled.root.root.content), path: [] };
		const behind = { root: { kind: 'stack', id: 'outer', root: screen(null, '', { kind: 'vstack', children: [nested] }), path: [] } };
		assert.deepEqual(breadcrumb(behind).map((c) => c.title), ['']);
	});
	it('names an untitled stack root inside a tab by that tab', () => {
		const scene = {
			root: {
				kind: 'tabs', id: 't', selection: 'b',
				tabs: [
					{ tag: 'a', label: 'A', systemImage: 'house', action: null, content: { kind: 'empty' } },
					{ tag: 'b', label: 'History', systemImage: 'list.bullet', action: null, content: { kind: 'stack', id: 'h', root: screen(null, ''), path: [screen(0, 'Ada')] } },
				],
			},
			presentations: [],
		};
		assert.deepEqual(breadcrumb(scene).map((c) => c.title), ['History', 'Ada']);
	});
	it('finds a stack a look modifier, a tap or a layer wraps, and one beside other views', () => {
		const stack = demoScene([screen(0, 'Detail')]).root;
		const wrapped = [
			{ kind: 'styled', content: stack, style: { colorScheme: 'dark', tint: { name: 'purple' } } },
			{ kind: 'tappable', content: stack, action: null },
			{ kind: 'layered', content: { kind: 'empty' }, alignment: 'top', overlay: stack },
			{ kind: 'zstack', children: [{ kind: 'shape', shape: 'rectangle' }, stack] },
			{ kind: 'hstack', children: [stack] },
		];
		for (const root of wrapped) {
			const scene = { root, presentations: [] };
			assert.equal(outermostStack(root), stack, root.kind);
			assert.deepEqual(breadcrumb(scene).map((c) => c.title), ['First', 'Detail'], root.kind);
			assert.equal(activeStack(scene), stack, root.kind);
		}
	});
	it('is empty without a stack', () => {
		assert.deepEqual(breadcrumb({ root: { kind: 'vstack', children: [] } }), []);
		assert.deepEqual(breadcrumb(null), []);
	});
});

describe('topScreen() / backTarget()', () => {
	it('returns the last pushed screen and the Back label of the one below', () => {
		const stack = demoScene([screen(0, 'First Detail'), screen(1, 'Another')]).root;
		assert.equal(topScreen(stack).title, 'Another');
		assert.deepEqual(backTarget(stack), { action: pop(1), label: 'First Detail' });
		const hidden = { ...stack, path: stack.path.map((s, i) => (i === stack.path.length - 1 ? { ...s, backButtonHidden: true } : s)) };
		assert.equal(backTarget(hidden), null, 'a screen that hides its Back button has no Back');
	});
	it('has no Back at the root', () => {
		assert.equal(backTarget(demoScene([]).root), null);
	});
});

describe('activeStack()', () => {
	it('prefers a stack inside the top sheet, and none under an alert', () => {
		const scene = demoScene([]);
		const sheetStack = { kind: 'stack', id: 's', root: screen(null, 'Sheet'), path: [] };
		assert.equal(activeStack(scene), scene.root);
		scene.presentations = [{ kind: 'sheet', id: 'x', title: 'S', content: sheetStack, dismissAction: {} }];
		assert.equal(activeStack(scene), sheetStack);
		scene.presentations.push({ kind: 'alert', id: 'y', title: 'A', message: null, buttons: [], dismissAction: {} });
		assert.equal(activeStack(scene), null);
		assert.equal(topPresentation(scene).kind, 'alert');
	});
});

describe('stackTransition()', () => {
	it('classifies push, pop, multi-pop, replace and none', () => {
		assert.equal(stackTransition([null], [null, 0]), 'push');
		assert.equal(stackTransition([null, 0, 1], [null]), 'pop');
		assert.equal(stackTransition([null, 0], [null, 0]), 'none');
		assert.equal(stackTransition([null, 0], [null, 1]), 'replace');
	});
});

describe('formatAction()', () => {
	it('prints a nested single-key object as a case with a dotted payload', () => {
		assert.equal(formatAction({ a: { b: {} } }), 'a(.b)');
		assert.equal(formatAction({ tab1: { moveDetailViewButtonTapped: {} } }), 'tab1(.moveDetailViewButtonTapped)');
	});
	it('prints stack element actions with #id', () => {
		assert.equal(
			formatAction({ path: { element: { id: 2, action: { firstDetail: { moveAnotherViewButtonTapped: {} } } } } }),
			'path.element(#2, .firstDetail(.moveAnotherViewButtonTapped))',
		);
		assert.equal(formatAction({ path: { popFrom: { id: 3 } } }), 'path.popFrom(#3)');
	});
	it('prints string payloads as cases and other values literally', () => {
		assert.equal(formatAction({ tabSelected: 'second' }), 'tabSelected(.second)');
		assert.equal(formatAction({ setName: 'Ada Lovelace' }), 'setName("Ada Lovelace")');
		assert.equal(formatAction({ toggled: true }), 'toggled(true)');
		assert.equal(formatAction({ dismiss: {} }), 'dismiss');
		assert.equal(formatAction({ alert: { presented: { confirm: {} } } }), 'alert(.presented(.confirm))');
		assert.equal(formatAction({ destination: { dismiss: {} } }), 'destination(.dismiss)');
	});
	it('prints labelled payloads', () => {
		assert.equal(formatAction({ move: { from: 1, to: 2 } }), 'move(from: 1, to: 2)');
		assert.equal(formatAction({ set: { ids: [1, 2], note: null } }), 'set(ids: [1, 2], note: nil)');
	});
});

describe('changedPointers()', () => {
	it('reports changed leaves, added and removed members, with escaping', () => {
		assert.deepEqual(changedPointers({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3, 4] } }), ['/b/c/1', '/b/c/2']);
		assert.deepEqual(changedPointers({ 'x/y': 1 }, { 'x/y': 2, z: 0 }), ['/x~1y', '/z']);
		assert.deepEqual(changedPointers({ a: 1 }, { a: 1 }), []);
		assert.deepEqual(changedPointers(null, { a: 1 }), ['']);
	});
});

describe('formatSender()', () => {
	it('names effects and marks this client', () => {
		assert.equal(formatSender(null, 'c1'), 'effect');
		assert.equal(formatSender('c1', 'c1'), 'c1 (you)');
		assert.equal(formatSender('c2', 'c1'), 'c2');
	});
});

describe('session receive()', () => {
	const hello = { type: 'hello', protocol: 1, client: 'c1', room: 'main', demo: null, version: 3, scene: { root: { kind: 'empty' } }, state: { n: 1 } };
	const start = () => receive(emptySession(), /** @type {any} */ (hello), 0).session;

	it('takes everything from hello', () => {
		const s = start();
		assert.equal(s.version, 3);
		assert.equal(s.client, 'c1');
		assert.deepEqual(s.state, { n: 1 });
	});
	it('applies a state and logs its cause', () => {
		const { session, effects } = receive(start(), /** @type {any} */ ({ type: 'state', version: 4, scene: hello.scene, state: { n: 2 }, cause: { action: { inc: {} }, client: 'c2' } }), 99);
		assert.equal(session.version, 4);
		assert.deepEqual(session.previousState, { n: 1 });
		assert.deepEqual(session.log, [{ version: 4, action: { inc: {} }, client: 'c2', time: 99, kind: 'state' }]);
		assert.deepEqual(effects, [{ type: 'render' }]);
	});
	it('ignores a stale state', () => {
		const s = start();
		assert.equal(receive(s, /** @type {any} */ ({ type: 'state', version: 2, scene: hello.scene, state: {}, cause: null }), 0).session, s);
	});
	it('applies a patch on the current version', () => {
		const { session } = receive(start(), /** @type {any} */ ({ type: 'patch', version: 4, base: 3, ops: [{ op: 'replace', path: '/state/n', value: 2 }], cause: { action: { inc: {} }, client: null } }), 5);
		assert.equal(session.version, 4);
		assert.deepEqual(session.state, { n: 2 });
		assert.equal(session.log[0].kind, 'patch');
	});
	it('asks for a resync when the base is not the current version, then ignores patches until a state', () => {
		let { session, effects } = receive(start(), /** @type {any} */ ({ type: 'patch', version: 6, base: 5, ops: [], cause: null }), 0);
		assert.equal(session.version, 3);
		assert.ok(effects.some((e) => e.type === 'send' && e.message.type === 'resync'));
		({ session, effects } = receive(session, /** @type {any} */ ({ type: 'patch', version: 4, base: 3, ops: [], cause: null }), 0));
		assert.deepEqual(effects, []);
		({ session } = receive(session, /** @type {any} */ ({ type: 'state', version: 6, scene: hello.scene, state: { n: 6 }, cause: null }), 0));
		assert.equal(session.awaitingResync, false);
		assert.equal(session.version, 6);
	});
	it('asks for a resync when an op fails, and keeps the old document', () => {
		const { session, effects } = receive(start(), /** @type {any} */ ({ type: 'patch', version: 4, base: 3, ops: [{ op: 'test', path: '/state/n', value: 99 }], cause: null }), 0);
		assert.deepEqual(session.state, { n: 1 });
		assert.ok(effects.some((e) => e.type === 'send' && e.message.type === 'resync'));
	});
	it('settles ack and error ids, and toasts errors', () => {
		assert.deepEqual(receive(start(), /** @type {any} */ ({ type: 'ack', id: 'p-1', version: 3 }), 0).effects, [{ type: 'settle', id: 'p-1' }]);
		const { effects } = receive(start(), /** @type {any} */ ({ type: 'error', id: 'p-2', code: 'unknown-action', message: 'nope' }), 0);
		assert.deepEqual(effects, [{ type: 'settle', id: 'p-2' }, { type: 'toast', text: 'unknown-action: nope' }]);
	});
});

describe('withLocalTabs()', () => {
	const localTabs = (local) => ({
		root: {
			kind: 'stack', id: 'path', path: [],
			root: screen(null, '', {
				kind: 'tabs', id: 'tabs', selection: 'a', local,
				tabs: [
					{ tag: 'a', label: 'First', systemImage: 'house', action: null, content: { kind: 'text', text: 'A' } },
					{ tag: 'b', label: 'Second', systemImage: 'gear', action: null, content: { kind: 'text', text: 'B' } },
				],
			}),
		},
		presentations: [],
	});
	it("shows a tab view without a selection binding on this page's pick", () => {
		const scene = localTabs(true);
		const shown = withLocalTabs(scene, new Map([['tabs', 'b']]));
		assert.equal(shown.root.root.content.selection, 'b');
		assert.equal(scene.root.root.content.selection, 'a', 'the server scene is left as it is');
		assert.deepEqual(breadcrumb(shown).map((c) => c.title), ['Second']);
		assert.equal(shown.presentations, scene.presentations, 'untouched parts are shared');
	});
	it('leaves bound tab views, unknown tags and empty picks alone', () => {
		const bound = localTabs(false);
		assert.equal(withLocalTabs(bound, new Map([['tabs', 'b']])), bound);
		const local = localTabs(true);
		assert.equal(withLocalTabs(local, new Map([['tabs', 'gone']])), local);
		assert.equal(withLocalTabs(local, new Map()), local);
		assert.equal(withLocalTabs(null, new Map([['tabs', 'b']])), null);
	});
});
