// SF Symbol names → small inline SVG strings. Pure (returns markup), so node can test the
// fallback. Drawn on a 24×24 grid with strokes in currentColor so they follow the theme.

/** @type {Record<string, string>} SVG body per SF Symbol name */
const PATHS = {
	'house': '<path d="M3 11.5 12 4l9 7.5"/><path d="M5.5 10v9.5h5v-6h3v6h5V10"/>',
	'list.bullet': '<circle cx="4.5" cy="6" r="1.2" fill="currentColor"/><circle cx="4.5" cy="12" r="1.2" fill="currentColor"/><circle cx="4.5" cy="18" r="1.2" fill="currentColor"/><path d="M9 6h11M9 12h11M9 18h11"/>',
	'calendar': '<rect x="3.5" y="5" width="17" height="15" rx="2.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/>',
	'person.circle': '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="10" r="3"/><path d="M6.2 18.2c1.4-2.1 3.4-3.2 5.8-3.2s4.4 1.1 5.8 3.2"/>',
	'gear': '<circle cx="12" cy="12" r="3"/><path d="M12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.8 1.8M16.7 16.7l1.8 1.8M5.5 18.5l1.8-1.8M16.7 7.3l1.8-1.8"/><circle cx="12" cy="12" r="6.5"/>',
	'magnifyingglass': '<circle cx="10.5" cy="10.5" r="6"/><path d="m15 15 5.5 5.5"/>',
	'star': '<path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8Z"/>',
	'plus': '<path d="M12 5v14M5 12h14"/>',
	'trash': '<path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5"/>',
	'pencil': '<path d="M4 20l1-4.5L16 4.5l3.5 3.5L8.5 19Z"/><path d="m14 7 3.5 3.5"/>',
	'chevron.left': '<path d="M15 4.5 7.5 12l7.5 7.5"/>',
	'info.circle': '<circle cx="12" cy="12" r="9"/><path d="M12 11v6"/><circle cx="12" cy="7.6" r="1.1" fill="currentColor"/>',
};

/** Drawn for names we do not know: a dotted square reads as "some symbol" without lying. */
const FALLBACK = '<rect x="5" y="5" width="14" height="14" rx="3" stroke-dasharray="2.5 2.5"/>';

/** @param {string} name */
export function hasIcon(name) {
	return Object.prototype.hasOwnProperty.call(PATHS, name);
}

/**
 * @param {string} name SF Symbol name, e.g. `list.bullet`
 * @param {number} [size] CSS px
 * @returns {string} an `<svg>` element as markup, decorative (aria-hidden)
 */
export function iconSvg(name, size = 24) {
	const body = hasIcon(name) ? PATHS[name] : FALLBACK;
	const known = hasIcon(name) ? '' : ' data-unknown-icon=""';
	return `<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" data-symbol="${escapeAttr(name)}"${known}>${body}</svg>`;
}

/** @param {string} s */
function escapeAttr(s) {
	return String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
