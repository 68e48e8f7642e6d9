// Keyboard focus in the phone across navigation. A push, a pop or a closing sheet takes the
// focused control out of the page (or makes it inert); like UIKit, the focus then goes to the
// screen now showing: back to the control it had when the user left that screen (the row that
// pushed, the button that opened the sheet) or to the control re-drawn in its place, else to
// Back, else to the screen's first control.

/** The controls keyboard focus can land on. */
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What remembers its last focused control: a stack's screen, a presentation, the app. */
const HOLDERS = '.screen, .presentation, main';

/**
 * Remembers, on each screen and presentation, the control inside it that last had focus.
 * @param {HTMLElement} phone the device element
 */
export function trackFocus(phone) {
	phone.addEventListener('focusin', (e) => {
		const target = /** @type {HTMLElement} */ (e.target);
		for (const holder of holdersOf(target)) {
			/** @type {any} */ (holder)._lastFocus = target;
			/** @type {any} */ (holder)._lastFocusPath = pathTo(holder, target);
		}
	});
}

/** @param {HTMLElement} el @returns {HTMLElement[]} the holders around `el`, innermost first */
function holdersOf(el) {
	/** @type {HTMLElement[]} */
	const out = [];
	for (let n = el.closest(HOLDERS); n; n = n.parentElement?.closest(HOLDERS) ?? null) out.push(/** @type {HTMLElement} */ (n));
	return out;
}

/**
 * Where `el` sits under `holder`, as child indices: a control that a render re-created (a picker
 * after a pick) is found again at the same place.
 * @param {Element} holder @param {Element} el
 */
function pathTo(holder, el) {
	/** @type {number[]} */
	const path = [];
	for (let n = el; n !== holder && n.parentElement; n = n.parentElement) path.unshift([...n.parentElement.children].indexOf(n));
	return { path, tag: el.tagName };
}

/** @param {Element} holder @param {{ path: number[], tag: string } | undefined} at */
function elementAt(holder, at) {
	let n = /** @type {Element | undefined} */ (holder);
	for (const i of at?.path ?? []) n = n?.children[i];
	return n && n !== holder && n.tagName === at?.tag ? n : null;
}

/** Whether `el` is in the page, not inert and not hidden. @param {Element | null} el */
function usable(el) {
	return !!el && el.isConnected && !el.closest('[inert], [hidden], .closing, .leaving') && /** @type {HTMLElement} */ (el).getClientRects().length > 0;
}

/**
 * Whether the focus was lost: nothing focused, or the focused control went inert or away.
 * @param {Element | null} active document.activeElement
 */
export function focusLost(active) {
	return !active || active === document.body || !usable(active);
}

/**
 * Moves the focus to where the user now is in the phone, after a render took it away.
 * @param {HTMLElement} app the phone's <main>
 * @param {HTMLElement} layer the presentations layer
 */
export function restoreFocus(app, layer) {
	const live = [...layer.children].filter((c) => !c.classList.contains('closing'));
	const region = /** @type {HTMLElement} */ (live[live.length - 1] ?? app);
	const screen = /** @type {HTMLElement | undefined} */ ([...region.querySelectorAll('.screen')].find(usable));
	const holder = screen ?? region;
	const last = /** @type {any} */ (holder)._lastFocus ?? null;
	const remembered = /** @type {HTMLElement | null} */ (usable(last) ? last : elementAt(holder, /** @type {any} */ (holder)._lastFocusPath));
	const back = screen?.closest('.stack')?.querySelector(':scope > .navbar .back') ?? null;
	const first = [...holder.querySelectorAll(FOCUSABLE)].find(usable) ?? null;
	const target = /** @type {HTMLElement | null} */ ([remembered, back, first].find((el) => usable(el)) ?? null);
	target?.focus({ preventScroll: true });
}
