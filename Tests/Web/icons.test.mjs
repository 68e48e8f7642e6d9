import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { iconSvg, hasIcon } from '../../Public/js/icons.js';
import { DRAWINGS, ALIASES } from '../../Public/js/icon-paths.js';

/** The names SwiftUI apps and TCA examples use most (tab bars, toolbars, list rows, buttons). */
const MOST_USED = [
	'house', 'house.fill', 'magnifyingglass', 'person', 'person.fill', 'person.2', 'person.circle', 'person.crop.circle',
	'person.crop.circle.fill', 'gear', 'gearshape', 'gearshape.fill', 'bell', 'bell.fill', 'heart', 'heart.fill', 'star',
	'star.fill', 'bookmark', 'bookmark.fill', 'cart', 'bag', 'message', 'bubble.left', 'envelope', 'phone', 'camera', 'photo',
	'map', 'location', 'mappin', 'clock', 'calendar', 'chart.bar', 'list.bullet', 'list.dash', 'square.grid.2x2', 'folder',
	'folder.fill', 'doc', 'doc.text', 'tray', 'book', 'music.note', 'play', 'play.fill', 'pause', 'stop', 'mic', 'video',
	'globe', 'link', 'lock', 'key', 'shield', 'flag', 'tag', 'paperplane', 'square.and.arrow.up', 'square.and.pencil',
	'pencil', 'trash', 'trash.fill', 'plus', 'plus.circle', 'plus.circle.fill', 'minus', 'xmark', 'xmark.circle.fill',
	'checkmark', 'checkmark.circle', 'checkmark.circle.fill', 'chevron.left', 'chevron.right', 'chevron.up', 'chevron.down',
	'arrow.left', 'arrow.right', 'arrow.up', 'arrow.down', 'arrow.clockwise', 'arrow.counterclockwise', 'ellipsis',
	'ellipsis.circle', 'info.circle', 'questionmark.circle', 'exclamationmark.triangle', 'slider.horizontal.3',
	'line.3.horizontal', 'line.3.horizontal.decrease.circle', 'sun.max', 'moon', 'cloud', 'bolt', 'flame', 'leaf', 'wifi',
	'battery.100', 'creditcard', 'gift', 'cup.and.saucer', 'fork.knife', 'car', 'airplane', 'figure.walk', 'hand.thumbsup',
	'eye', 'eye.slash', 'paintbrush', 'wrench', 'hammer', 'timer', 'stopwatch',
];

const ELEMENTS = new Set(['svg', 'title', 'g', 'path', 'circle', 'rect']);
const ATTRIBUTES = new Set(['d', 'cx', 'cy', 'r', 'x', 'y', 'width', 'height', 'rx', 'fill', 'fill-rule', 'stroke', 'stroke-width', 'stroke-dasharray', 'transform']);
const GEOMETRY = new Set(['cx', 'cy', 'r', 'x', 'y', 'width', 'height', 'rx']);

const onGrid = (/** @type {number} */ n) => n >= -1 && n <= 25;

/** How many numbers each path command takes. */
const ARITY = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/**
 * The absolute points of path data (end and control points; an arc's radii as a point too).
 * @param {string} d
 * @returns {number[][]}
 */
function pathPoints(d) {
	assert.match(d, /^\s*[Mm][MmLlHhVvCcSsQqTtAaZz0-9.,\s-]*$/, `path data ${d}`);
	const points = [];
	let [x, y, startX, startY] = [0, 0, 0, 0];
	for (const [, command, args] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
		const upper = command.toUpperCase();
		const relative = command !== upper;
		const numbers = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
		const arity = ARITY[upper];
		if (arity === 0) [x, y] = [startX, startY];
		else assert.equal(numbers.length % arity, 0, `${command}${args} has a whole number of segments`);
		for (let i = 0; arity > 0 && i < numbers.length; i += arity) {
			const n = numbers.slice(i, i + arity);
			const [dx, dy] = relative ? [x, y] : [0, 0];
			if (upper === 'H') x = n[0] + dx;
			else if (upper === 'V') y = n[0] + dy;
			else if (upper === 'A') {
				points.push([n[0], n[1]]);
				[x, y] = [n[5] + dx, n[6] + dy];
			} else {
				for (let j = 0; j < n.length - 2; j += 2) points.push([n[j] + dx, n[j + 1] + dy]);
				[x, y] = [n.at(-2) + dx, n.at(-1) + dy];
			}
			points.push([x, y]);
			if (upper === 'M' && i === 0) [startX, startY] = [x, y];
		}
	}
	return points;
}

/**
 * Checks a drawing's markup roughly: balanced tags, only known elements and attributes, quoted
 * values, no loose text, and every point of its geometry on the 24×24 grid (with a unit of slack).
 * @param {string} markup
 */
function assertWellFormed(markup) {
	/** @type {string[]} */
	const open = [];
	let rest = markup;
	while (rest.length > 0) {
		const tag = /^<(\/?)([a-z]+)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*(\/?)>/.exec(rest);
		if (tag === null) {
			const text = /^[^<]+/.exec(rest);
			assert.ok(text !== null && open.at(-1) === 'title', `unexpected markup: ${rest.slice(0, 40)}`);
			rest = rest.slice(text[0].length);
			continue;
		}
		const [whole, closing, name, attrs, selfClosing] = tag;
		assert.ok(ELEMENTS.has(name), `element <${name}>`);
		if (closing) assert.equal(open.pop(), name, `</${name}> closes what was opened`);
		else if (!selfClosing) open.push(name);
		for (const [, key, value] of attrs.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
			if (name === 'svg') continue; // the wrapper's attributes are iconSvg's own
			assert.ok(ATTRIBUTES.has(key), `attribute ${key} on <${name}>`);
			if (key === 'd') for (const [x, y] of pathPoints(value)) assert.ok(onGrid(x) && onGrid(y), `(${x}, ${y}) in d="${value}"`);
			else if (GEOMETRY.has(key)) assert.ok(onGrid(Number(value)), `${key}="${value}"`);
			if (key === 'transform') assert.match(value, /^(rotate\(-?\d+ 12 12\)|matrix\([-\d. ]+\))$/, value);
		}
		rest = rest.slice(whole.length);
	}
	assert.deepEqual(open, [], 'every tag is closed');
}

/** @param {string} name @returns {string} the markup inside the `<svg>` */
const body = (name) => iconSvg(name).replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');

describe('icon drawings', () => {
	it('draws the most used symbol names, not the fallback', () => {
		for (const name of MOST_USED) {
			assert.ok(hasIcon(name), name);
			assert.doesNotMatch(iconSvg(name), /data-unknown-icon/, name);
		}
	});

	it('has at least 100 drawings', () => {
		assert.ok(Object.keys(DRAWINGS).length >= 100, String(Object.keys(DRAWINGS).length));
	});

	it('is well-formed SVG on the 24×24 grid', () => {
		for (const name of [...Object.keys(DRAWINGS), ...Object.keys(ALIASES), 'no.such.symbol']) {
			assert.doesNotThrow(() => assertWellFormed(iconSvg(name)), name);
		}
	});

	it('draws no two names alike unless one is a declared alias', () => {
		/** @type {Map<string, string>} */
		const seen = new Map();
		for (const [name, markup] of Object.entries(DRAWINGS)) {
			assert.equal(seen.get(markup), undefined, `${name} is drawn as ${seen.get(markup)}`);
			seen.set(markup, name);
		}
		for (const [alias, name] of Object.entries(ALIASES)) {
			assert.ok(!(alias in DRAWINGS), `${alias} is both drawn and an alias`);
			assert.ok(name in DRAWINGS, `${alias} → ${name}, which is drawn`);
			assert.equal(body(alias), body(name));
		}
	});

	it('draws each .fill variant filled, unlike its outline', () => {
		const filled = Object.keys(DRAWINGS).filter((name) => name.endsWith('.fill'));
		assert.ok(filled.length >= 12);
		for (const name of filled) {
			const outline = name.slice(0, -'.fill'.length);
			if (hasIcon(outline)) assert.notEqual(body(name), body(outline), name);
			assert.match(body(name), /fill="currentColor"/, name);
		}
	});

	it('is decorative by default and an image with a name when given a label', () => {
		assert.match(iconSvg('house'), /^<svg [^>]*aria-hidden="true"/);
		const labelled = iconSvg('house', 24, 'Home & "garden"');
		assert.match(labelled, /^<svg [^>]*role="img" aria-label="Home &amp; &quot;garden&quot;"/);
		assert.doesNotMatch(labelled, /aria-hidden/);
	});
});

describe('icon fallback', () => {
	it('draws the dotted square with the name escaped as its title', () => {
		const svg = iconSvg('a"<b>&c');
		assert.match(svg, /data-unknown-icon=""/);
		assert.match(svg, /stroke-dasharray/);
		assert.match(svg, /data-symbol="a&quot;&lt;b&gt;&amp;c"/);
		assert.match(svg, /<title>a&quot;&lt;b&gt;&amp;c<\/title>/);
		assert.doesNotMatch(svg, /<b>/);
		assert.doesNotThrow(() => assertWellFormed(svg));
	});

	it('knows no name from Object.prototype', () => {
		for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
			assert.equal(hasIcon(name), false, name);
			assert.match(iconSvg(name), /data-unknown-icon/, name);
		}
	});
});
