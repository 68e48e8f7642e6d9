// SF Symbol names → small inline SVG strings. Pure (returns markup), so node can test the
// fallback. The drawings (our own, on a 24×24 grid, stroked in currentColor so they follow the
// theme) are in icon-paths.js; docs/ICONS.md lists them.

import { DRAWINGS, ALIASES } from './icon-paths.js';
import { FONT_GLYPHS } from './icon-font.js';

/** Drawn for names we do not know: a dotted square reads as "some symbol" without lying. */
const FALLBACK = '<rect x="5" y="5" width="14" height="14" rx="3" stroke-dasharray="2.5 2.5"/>';

const own = (/** @type {object} */ o, /** @type {string} */ k) => Object.prototype.hasOwnProperty.call(o, k);

/** @param {string} name @returns {string | undefined} the drawing, through an alias if need be */
function drawing(name) {
	const drawn = own(ALIASES, name) ? ALIASES[name] : name;
	return own(DRAWINGS, drawn) ? DRAWINGS[drawn] : undefined;
}

/**
 * The glyph of the Material Design Icons font that stands for `name`, as SVG text centred on the
 * 24×24 grid (the font's glyphs fill its em square), for the names with no drawing of ours.
 * @param {string} name
 * @returns {string | undefined}
 */
function fontGlyph(name) {
	if (!own(FONT_GLYPHS, name)) return undefined;
	const [mdi, code] = FONT_GLYPHS[name];
	return `<text class="icon-glyph" data-mdi="${mdi}" x="12" y="12" font-size="24" text-anchor="middle" dominant-baseline="central" fill="currentColor" stroke="none">&#x${code.toString(16)};</text>`;
}

/** @param {string} name */
export function hasIcon(name) {
	return drawing(name) !== undefined || fontGlyph(name) !== undefined;
}

/**
 * An icon as markup: decorative (aria-hidden), as next to its text label, or given a `label`, an
 * image with that accessible name. A name we do not draw gets the dotted square with the name as
 * its `<title>`, which the browser shows on hover.
 * @param {string} name SF Symbol name, e.g. `list.bullet`
 * @param {number} [size] CSS px
 * @param {string} [label] accessible name, for an icon that stands alone
 * @returns {string} an `<svg>` element as markup
 */
export function iconSvg(name, size = 24, label) {
	const body = drawing(name) ?? fontGlyph(name);
	const a11y = label === undefined ? 'aria-hidden="true"' : `role="img" aria-label="${escapeText(label)}"`;
	const unknown = body === undefined ? ' data-unknown-icon=""' : '';
	const inner = body ?? `<title>${escapeText(name)}</title>${FALLBACK}`;
	return `<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" ${a11y} focusable="false" data-symbol="${escapeText(name)}"${unknown}>${inner}</svg>`;
}

/** Escapes for both text and a double-quoted attribute. @param {string} s */
function escapeText(s) {
	return String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
