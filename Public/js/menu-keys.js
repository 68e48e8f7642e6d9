// Which item of an open pop-up menu a key moves the focus to, as a desktop user expects of a
// menu (the WAI-ARIA menu pattern): Arrow Down and Arrow Up step through the items that can be
// chosen, wrapping at the ends; Home and End go to the first and the last; a letter goes to the
// next item whose label starts with it. Disabled items are passed over. Pure, so node can test it.

/**
 * The index of the item to focus after `key`, or null when the key does not move the focus
 * (another key, or no item can be chosen).
 * @param {{ enabled: boolean, label?: string }[]} items the menu's items, in order
 * @param {number} current the focused item's index, -1 when none is
 * @param {string} key a KeyboardEvent's `key`
 * @returns {number | null}
 */
export function menuFocusTarget(items, current, key) {
	const usable = items.flatMap((item, i) => (item.enabled ? [i] : []));
	if (usable.length === 0) return null;
	switch (key) {
		case 'Home':
			return usable[0];
		case 'End':
			return usable[usable.length - 1];
		case 'ArrowDown':
			return usable.find((i) => i > current) ?? usable[0];
		case 'ArrowUp':
			return [...usable].reverse().find((i) => i < current || current < 0) ?? usable[usable.length - 1];
		default:
			return key.length === 1 && key.trim() ? typedTarget(items, usable, current, key.toLowerCase()) : null;
	}
}

/**
 * The next usable item after `current` (wrapping) whose label starts with `letter`.
 * @param {{ enabled: boolean, label?: string }[]} items @param {number[]} usable
 * @param {number} current @param {string} letter
 */
function typedTarget(items, usable, current, letter) {
	const after = [...usable.filter((i) => i > current), ...usable.filter((i) => i <= current)];
	return after.find((i) => (items[i].label ?? '').trim().toLowerCase().startsWith(letter)) ?? null;
}
