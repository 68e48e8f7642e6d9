// Pure queries over a scene (docs/PROTOCOL.md, "The scene"): which stack is outermost, what the
// breadcrumb shows, which presentation is on top. The renderers and keyboard handling share these.

/**
 * @typedef {{ id: number | null, title: string, content: any, popAction: any }} Screen
 * @typedef {{ kind: 'stack', id: string, root: Screen, path: Screen[] }} StackNode
 * @typedef {{ title: string, action: any, current: boolean }} Crumb
 */

/** The selected tab of a `tabs` node, or undefined. @param {any} node */
function selectedTab(node) {
	return (Array.isArray(node.tabs) ? node.tabs : []).find((/** @type {any} */ t) => t && t.tag === node.selection);
}

/**
 * Children a user can currently see. Only the selected tab counts: a stack in a background tab
 * is not what the breadcrumb or the Back shortcut should drive.
 * @param {any} node
 * @returns {any[]}
 */
export function visibleChildren(node) {
	if (!node || typeof node !== 'object') return [];
	switch (node.kind) {
		case 'tabs': {
			const tab = selectedTab(node);
			return tab ? [tab.content] : [];
		}
		case 'stack': {
			const path = Array.isArray(node.path) ? node.path : [];
			const top = path.length ? path[path.length - 1] : node.root;
			return top ? [top.content] : [];
		}
		case 'vstack':
		case 'hstack':
		case 'zstack':
		case 'list':
		case 'section':
			return Array.isArray(node.children) ? node.children : [];
		// Look modifiers, taps and layers wrap a view: `NavigationStack { … }.tint(.purple)`.
		case 'styled':
		case 'tappable':
		case 'layered':
			return [node.content, node.background, node.overlay].filter(Boolean);
		default:
			return [];
	}
}

/**
 * The shallowest visible stack under `node` (breadth first), or null.
 * @param {any} node
 * @returns {StackNode | null}
 */
export function outermostStack(node) {
	const queue = [node];
	while (queue.length) {
		const n = queue.shift();
		if (n && n.kind === 'stack') return n;
		queue.push(...visibleChildren(n));
	}
	return null;
}

/** @param {StackNode} stack @returns {Screen[]} root first */
export function screensOf(stack) {
	return [stack.root, ...(Array.isArray(stack.path) ? stack.path : [])];
}

/** @param {StackNode} stack @returns {Screen} */
export function topScreen(stack) {
	const s = screensOf(stack);
	return s[s.length - 1];
}

/**
 * The breadcrumb of the outermost stack: one crumb per screen, root first. Jumping back to
 * screen k sends the popAction of screen k+1 — a single action however many levels it pops,
 * exactly as SwiftUI writes a multi-level pop to its path binding in one go.
 * @param {any} scene
 * @returns {Crumb[]}
 */
export function breadcrumb(scene) {
	const stack = scene ? outermostStack(scene.root) : null;
	if (!stack) return [];
	const screens = screensOf(stack);
	return screens.map((screen, k) => ({
		title: screen.title || selectedTabLabel(screen.content) || (k === 0 ? enclosingTabLabel(scene.root, stack) : ''),
		action: k + 1 < screens.length ? screens[k + 1].popAction : null,
		current: k === screens.length - 1,
	}));
}

/**
 * The label of the tab selected on a screen without a title of its own (a stack whose root is a
 * `TabView`, as when an app pushes over its tabs), so its crumb reads as the tab the user is on;
 * '' when the screen shows no tabs before another stack.
 * @param {any} content
 * @returns {string}
 */
export function selectedTabLabel(content) {
	const queue = [content];
	while (queue.length) {
		const n = queue.shift();
		if (!n || n.kind === 'stack') continue;
		if (n.kind === 'tabs') {
			const tab = selectedTab(n);
			return tab && typeof tab.label === 'string' ? tab.label : '';
		}
		queue.push(...visibleChildren(n));
	}
	return '';
}

/**
 * The label of the selected tab that holds `stack` (a stack inside a tab, as in most apps), or
 * '' when no tab holds it: the crumb of a stack root without a title reads as its tab.
 * @param {any} root
 * @param {StackNode} stack
 * @returns {string}
 */
export function enclosingTabLabel(root, stack) {
	/** @type {[any, string][]} */
	const queue = [[root, '']];
	while (queue.length) {
		const [n, label] = /** @type {[any, string]} */ (queue.shift());
		if (n === stack) return label;
		const tab = n && n.kind === 'tabs' ? selectedTab(n) : null;
		const inner = tab && typeof tab.label === 'string' ? tab.label : label;
		for (const child of visibleChildren(n)) queue.push([child, inner]);
	}
	return '';
}

/**
 * The breadcrumb above the phone: the outermost stack's screens, then each sheet or full-screen
 * cover presented over them (`presented` says which), followed by the screens pushed inside it —
 * `Home › Detail › [Edit] › Step 2`. Only the top layer can be driven, as on iOS: its own screens
 * pop back as in `breadcrumb()`, and the crumb just under it sends its dismissAction. Alerts and
 * dialogs are moments, not places, and are left out.
 * @param {any} scene
 * @returns {(Crumb & { presented: string | null })[]}
 */
export function breadcrumbTrail(scene) {
	const trail = breadcrumb(scene).map((c) => ({ ...c, presented: null }));
	const layers = (scene && Array.isArray(scene.presentations) ? scene.presentations : [])
		.filter((p) => p && (p.kind === 'sheet' || p.kind === 'fullScreenCover'));
	for (const p of layers) {
		for (const c of trail) {
			c.action = null;
			c.current = false;
		}
		if (trail.length) trail[trail.length - 1].action = p.dismissAction ?? null;
		const stack = outermostStack(p.content);
		const crumbs = stack ? breadcrumb({ root: stack }) : [{ title: String(p.title ?? ''), action: null, current: true }];
		trail.push(...crumbs.map((c, k) => ({ ...c, title: k === 0 && !c.title ? String(p.title ?? '') : c.title, presented: k === 0 ? String(p.kind) : null })));
	}
	return trail;
}

/**
 * What Back does for a stack: send the top screen's popAction. Null at the root, and on a screen
 * that hides its Back button (`.navigationBarBackButtonHidden()`: no button, no edge swipe, as
 * SwiftUI).
 * @param {StackNode} stack
 * @returns {{ action: any, label: string } | null}
 */
export function backTarget(stack) {
	const screens = screensOf(stack);
	if (screens.length < 2 || screens[screens.length - 1].backButtonHidden) return null;
	return { action: screens[screens.length - 1].popAction, label: screens[screens.length - 2].title };
}

/** @param {any} scene @returns {any | null} the presentation drawn on top of everything */
export function topPresentation(scene) {
	const p = scene && Array.isArray(scene.presentations) ? scene.presentations : [];
	return p.length ? p[p.length - 1] : null;
}

/**
 * The stack that keyboard Back (Alt+←) should pop: the one inside the top presentation if
 * there is one (the user is looking at it), otherwise the outermost stack of the root.
 * Alerts and dialogs block Back, as they block the whole screen on iOS.
 * @param {any} scene
 * @returns {StackNode | null}
 */
export function activeStack(scene) {
	if (!scene) return null;
	const top = topPresentation(scene);
	if (top) {
		if (top.kind === 'alert' || top.kind === 'confirmationDialog') return null;
		return outermostStack(top.content);
	}
	return outermostStack(scene.root);
}

/**
 * How a stack changed between two renders, to pick the slide direction.
 * @param {(number|null)[]} before screen ids, root first
 * @param {(number|null)[]} after
 * @returns {'push' | 'pop' | 'replace' | 'none'}
 */
export function stackTransition(before, after) {
	const same = before.length === after.length && before.every((id, i) => id === after[i]);
	if (same) return 'none';
	const isPrefix = (/** @type {any[]} */ a, /** @type {any[]} */ b) => a.length < b.length && a.every((id, i) => id === b[i]);
	if (isPrefix(before, after)) return 'push';
	if (isPrefix(after, before)) return 'pop';
	return after.length < before.length ? 'pop' : after.length > before.length ? 'push' : 'replace';
}

/**
 * What a long-press on Back lists, like iOS: every screen below the top, nearest first, each
 * with the ONE action that pops back to it (the popAction of the screen just above it).
 * @param {StackNode} stack
 * @returns {{ title: string, action: any, depth: number }[]} depth = how many screens it pops
 */
export function backMenu(stack) {
	const screens = screensOf(stack);
	/** @type {{ title: string, action: any, depth: number }[]} */
	const out = [];
	for (let k = screens.length - 2; k >= 0; k--) {
		out.push({ title: String(screens[k].title ?? ''), action: screens[k + 1].popAction, depth: screens.length - 1 - k });
	}
	return out;
}

/**
 * Where the app is, as the fragment of the page's address: the screen titles of the outermost
 * stack, root first, and the presentation on top — `#/First/First Detail/Another` or
 * `#/Calendar;sheet=Add transaction`. The room itself is in the query, so a copied address
 * opens the same room and says which screen it showed.
 * @param {any} scene
 * @returns {string}
 */
export function navigationFragment(scene) {
	if (!scene) return '';
	const path = breadcrumb(scene).map((c) => '/' + encodeURIComponent(c.title)).join('');
	const top = topPresentation(scene);
	const overlay = top ? `;${top.kind}=${encodeURIComponent(top.title ?? '')}` : '';
	return `#${path || '/'}${overlay}`;
}

/**
 * An alert's buttons in the order iOS draws them: with two side by side, Cancel goes on the left;
 * with more, stacked, Cancel goes to the bottom. The others keep the order the app gave.
 * @template {{ role?: string | null }} B
 * @param {B[]} buttons
 * @returns {B[]}
 */
export function alertButtonOrder(buttons) {
	const cancel = buttons.filter((b) => b.role === 'cancel');
	const others = buttons.filter((b) => b.role !== 'cancel');
	return buttons.length === 2 ? [...cancel, ...others] : [...others, ...cancel];
}

/**
 * The scene as this page shows it: each tab view without a selection binding (`local`) on the
 * tab this page picked in `picks` (tab view id → tag), as SwiftUI keeps that selection in the
 * view. A pick whose tag is gone is ignored. Returns `scene` itself when nothing changes.
 * @param {any} scene
 * @param {Map<string, string>} picks
 * @returns {any}
 */
export function withLocalTabs(scene, picks) {
	if (!scene || picks.size === 0) return scene;
	/** @param {any} v @returns {any} */
	const walk = (v) => {
		if (Array.isArray(v)) {
			const out = v.map(walk);
			return out.some((x, i) => x !== v[i]) ? out : v;
		}
		if (!v || typeof v !== 'object') return v;
		/** @type {Record<string, any>} */
		const out = {};
		let changed = false;
		for (const [k, x] of Object.entries(v)) {
			out[k] = walk(x);
			changed ||= out[k] !== x;
		}
		if (v.kind === 'tabs' && v.local === true && picks.has(v.id)) {
			const tag = picks.get(v.id);
			if (tag !== v.selection && Array.isArray(v.tabs) && v.tabs.some((/** @type {any} */ t) => t && t.tag === tag)) {
				out.selection = tag;
				changed = true;
			}
		}
		return changed ? out : v;
	};
	return walk(scene);
}

/**
 * The button the red control of edit mode reveals on a list row: Delete, sending the row's
 * `delete` (`.onDelete`), as iOS shows it whatever the row's own swipe actions are; null for a
 * row that cannot be deleted.
 * @param {any} actions a `Row`'s actions
 * @returns {{ kind: 'button', label: string, action: any, role: 'destructive', disabled: boolean } | null}
 */
export function editDeleteButton(actions) {
	if (!actions || actions.delete == null) return null;
	return { kind: 'button', label: 'Delete', action: actions.delete, role: 'destructive', disabled: false };
}
