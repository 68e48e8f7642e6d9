// Keyboard focus in the phone across navigation. A push, a pop or a closing sheet takes the
// focused control out of the page (or makes it inert); like UIKit, the focus then goes to the
// screen now showing: back to the control it had when the user left that screen (the row that
// pushed, the button that opened the sheet), else to Back, else to the screen's first control.

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
		for (const holder of holdersOf(target)) /** @type {any} */ (holder)._lastFocus = target;
	});
}

/** @param {HTMLElement} el @returns {HTMLElement[]} the holders around `el`, innermost first */
function holdersOf(el) {
	/** @type {HTMLElement[]} */
	const out = [];
	for (let n = el.closest(HOLDERS); n; n = n.parentElement?.closest(HOLDERS) ?? null) out.push(/** @type {HTMLElement} */ (n));
	return out;
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
	const remembered = /** @type {HTMLElement | null} */ (/** @type {any} */ (holder)._lastFocus ?? null);
	const back = screen?.closest('.stack')?.querySelector(':scope > .navbar .back') ?? null;
	const first = [...holder.querySelectorAll(FOCUSABLE)].find(usable) ?? null;
	const target = /** @type {HTMLElement | null} */ ([remembered, back, first].find((el) => usable(el)) ?? null);
	target?.focus({ preventScroll: true });
}
