// Which element a click on the page acts through. The renderers store what a tap does on the
// element they drew (`_nmAction`, `_nmTravel`, `_nmHighlight`); one delegated listener (main.js)
// asks this module which element that is. Pure over `parentNode` and attributes, so node can
// test it.

/** What an element carries that a click can do. */
const KEYS = ['_nmAction', '_nmTravel', '_nmHighlight'];

/**
 * Whether the element is drawn disabled: a disabled control, or a view that says so
 * (`aria-disabled`, as a tap gesture without an action is drawn).
 * @param {any} el
 */
function isDisabled(el) {
	return el.disabled === true || (typeof el.getAttribute === 'function' && el.getAttribute('aria-disabled') === 'true');
}

/**
 * The element a click on `start` runs the action of: the nearest one from `start` up that
 * carries something to do, or null when there is none or when a disabled one comes first. A
 * view drawn disabled takes the tap and does nothing with it, as on iOS: a tap on a view whose
 * gesture has no action (`.onTapGesture { … }.disabled(true)`) is not passed to the gesture of
 * a view around it.
 * @param {any} start the click's target
 * @param {any} [top] where to stop looking (the document)
 * @returns {any | null}
 */
export function tapTarget(start, top = null) {
	for (let el = start; el && el !== top; el = el.parentNode) {
		if (isDisabled(el)) return null;
		if (KEYS.some((key) => el[key] !== undefined)) return el;
	}
	return null;
}
