// SwiftUI's look modifiers as CSS: colours, gradients, fonts, padding, frames, corners. Pure
// (returns declarations), so node can test it; render/views.js applies them.

/** iOS's system colours, as CSS custom properties of styles.css (light and dark). */
const SYSTEM_COLORS = new Set(['red', 'orange', 'yellow', 'green', 'mint', 'teal', 'cyan', 'blue', 'indigo', 'purple', 'pink', 'brown', 'gray']);

/**
 * UIKit's semantic colours (`Color(.systemBackground)`) in light and dark, as iOS defines them;
 * the labels and separators are the page's own, which follow the phone's appearance.
 */
const SEMANTIC_COLORS = {
	systemBackground: 'light-dark(#ffffff, #000000)',
	secondarySystemBackground: 'light-dark(#f2f2f7, #1c1c1e)',
	tertiarySystemBackground: 'light-dark(#ffffff, #2c2c2e)',
	systemGroupedBackground: 'var(--ios-bg)',
	secondarySystemGroupedBackground: 'var(--ios-cell)',
	tertiarySystemGroupedBackground: 'light-dark(#f2f2f7, #2c2c2e)',
	label: 'var(--text)',
	secondaryLabel: 'var(--ios-label2)',
	tertiaryLabel: 'light-dark(rgb(60 60 67 / 0.3), rgb(235 235 245 / 0.3))',
	quaternaryLabel: 'light-dark(rgb(60 60 67 / 0.18), rgb(235 235 245 / 0.16))',
	separator: 'var(--ios-sep)',
	opaqueSeparator: 'var(--ios-sep)',
	systemFill: 'light-dark(rgb(120 120 128 / 0.2), rgb(120 120 128 / 0.36))',
	secondarySystemFill: 'light-dark(rgb(120 120 128 / 0.16), rgb(120 120 128 / 0.32))',
	systemGray2: 'light-dark(#aeaeb2, #636366)',
	systemGray3: 'light-dark(#c7c7cc, #48484a)',
	systemGray4: 'light-dark(#d1d1d6, #3a3a3c)',
	systemGray5: 'light-dark(#e5e5ea, #2c2c2e)',
	systemGray6: 'light-dark(#f2f2f7, #1c1c1e)',
};

/** The weights SwiftUI names, as CSS weights. */
const WEIGHTS = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };

/** The designs SwiftUI names, as CSS font stacks. */
const DESIGNS = { serif: 'ui-serif, "New York", Georgia, serif', rounded: 'ui-rounded, "SF Pro Rounded", var(--font)', monospaced: 'var(--mono)' };

const clamp01 = (/** @type {number} */ n) => Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));

/**
 * A colour as CSS: a system colour follows light and dark, components are drawn as sRGB.
 * @param {any} color `{name}` or `{rgb: [r, g, b]}`, each with an optional `opacity`
 * @returns {string | null}
 */
export function colorCSS(color) {
	if (!color || typeof color !== 'object') return null;
	const opacity = typeof color.opacity === 'number' ? clamp01(color.opacity) : 1;
	let base;
	if (typeof color.name === 'string') {
		if (color.name === 'clear') return 'transparent';
		if (color.name === 'primary') base = 'var(--text)';
		else if (color.name === 'secondary') base = 'var(--ios-label2)';
		else if (color.name === 'accentColor') base = 'var(--accent)';
		else if (color.name === 'black') base = '#000';
		else if (color.name === 'white') base = '#fff';
		else if (SYSTEM_COLORS.has(color.name)) base = `var(--sys-${color.name})`;
		else if (Object.hasOwn(SEMANTIC_COLORS, color.name)) base = SEMANTIC_COLORS[color.name];
		else base = 'var(--accent)';
	} else if (Array.isArray(color.rgb) && color.rgb.length === 3) {
		const [r, g, b] = color.rgb.map((c) => Math.round(clamp01(Number(c)) * 255));
		return `rgb(${r} ${g} ${b}${opacity < 1 ? ` / ${opacity}` : ''})`;
	} else {
		return null;
	}
	return opacity < 1 ? `color-mix(in srgb, ${base} ${Math.round(opacity * 100)}%, transparent)` : base;
}

/**
 * A fill as a CSS background: a colour, or a linear, radial or angular gradient.
 * @param {any} fill `{color}` or `{gradient, colors, angle}`
 * @returns {string | null}
 */
export function fillCSS(fill) {
	if (!fill || typeof fill !== 'object') return null;
	if (fill.color) return colorCSS(fill.color);
	const colors = (Array.isArray(fill.colors) ? fill.colors : []).map(colorCSS).filter(Boolean);
	if (colors.length === 0) return null;
	if (colors.length === 1) return colors[0];
	if (fill.gradient === 'radial') return `radial-gradient(circle, ${colors.join(', ')})`;
	if (fill.gradient === 'angular') return `conic-gradient(${colors.join(', ')})`;
	const angle = Number.isFinite(fill.angle) ? fill.angle : 180;
	return `linear-gradient(${Math.round(angle)}deg, ${colors.join(', ')})`;
}

/**
 * The CSS of a text look: size, weight, design, italic, digits, decoration, colour.
 * @param {any} look a text node, a run or a style's look fields
 * @returns {Record<string, string>}
 */
export function lookCSS(look) {
	/** @type {Record<string, string>} */
	const css = {};
	if (!look || typeof look !== 'object') return css;
	if (typeof look.size === 'number' && look.size > 0) css['font-size'] = `${Math.min(look.size, 200)}px`;
	if (Object.prototype.hasOwnProperty.call(WEIGHTS, look.weight)) css['font-weight'] = String(WEIGHTS[look.weight]);
	if (Object.prototype.hasOwnProperty.call(DESIGNS, look.design)) css['font-family'] = DESIGNS[look.design];
	if (look.italic) css['font-style'] = 'italic';
	if (look.monospacedDigit) css['font-variant-numeric'] = 'tabular-nums';
	const decorations = [look.strikethrough && 'line-through', look.underline && 'underline'].filter(Boolean);
	if (decorations.length) css['text-decoration-line'] = decorations.join(' ');
	const color = colorCSS(look.color);
	if (color) css.color = color;
	return css;
}

/** Where a frame puts its content, as flex alignment. */
const PLACES = {
	center: ['center', 'center'], leading: ['center', 'flex-start'], trailing: ['center', 'flex-end'],
	top: ['flex-start', 'center'], bottom: ['flex-end', 'center'], topLeading: ['flex-start', 'flex-start'],
	topTrailing: ['flex-start', 'flex-end'], bottomLeading: ['flex-end', 'flex-start'], bottomTrailing: ['flex-end', 'flex-end'],
};

/**
 * The CSS of a frame: fixed sizes in points, and `infinity` as filling the space.
 * @param {any} frame
 * @returns {Record<string, string>}
 */
export function frameCSS(frame) {
	/** @type {Record<string, string>} */
	const css = {};
	if (!frame || typeof frame !== 'object') return css;
	const px = (/** @type {any} */ v) => (typeof v === 'number' && v >= 0 ? `${Math.min(v, 4000)}px` : null);
	for (const [key, prop] of [['width', 'width'], ['height', 'height'], ['minWidth', 'min-width'], ['minHeight', 'min-height']]) {
		const v = px(frame[key]);
		if (v) css[prop] = v;
	}
	if (frame.maxWidth === 'infinity') {
		css.width = '100%';
		css['align-self'] = 'stretch';
	} else if (px(frame.maxWidth)) css['max-width'] = /** @type {string} */ (px(frame.maxWidth));
	if (frame.maxHeight === 'infinity') {
		css['flex-grow'] = '1';
		css['align-self'] = 'stretch';
	} else if (px(frame.maxHeight)) css['max-height'] = /** @type {string} */ (px(frame.maxHeight));
	if (css.width && !css['align-self']) css['flex'] = 'none';
	const place = Object.prototype.hasOwnProperty.call(PLACES, frame.alignment) ? PLACES[frame.alignment] : PLACES.center;
	css.display = 'flex';
	css['flex-direction'] = 'column';
	css['justify-content'] = place[0];
	css['align-items'] = place[1];
	return css;
}

/**
 * The CSS of a styled node's box and look.
 * @param {any} style
 * @returns {Record<string, string>}
 */
export function styleCSS(style) {
	if (!style || typeof style !== 'object') return {};
	const css = { ...lookCSS(style), ...frameCSS(style.frame) };
	if (Array.isArray(style.padding) && style.padding.length === 4) {
		css.padding = style.padding.map((p) => `${Math.max(0, Math.min(Number(p) || 0, 400))}px`).join(' ');
	}
	const background = fillCSS(style.background);
	if (background) css.background = background;
	if (typeof style.cornerRadius === 'number') {
		css['border-radius'] = `${Math.max(0, Math.min(style.cornerRadius, 9999))}px`;
		css.overflow = 'hidden';
	}
	if (typeof style.opacity === 'number') css.opacity = String(clamp01(style.opacity));
	const border = fillCSS(style.border);
	if (border) css.border = `${Math.max(0, Math.min(Number(style.borderWidth) || 1, 40))}px solid ${border}`;
	const tint = colorCSS(style.tint);
	if (tint) css['--tint'] = tint;
	const transforms = [];
	if (Array.isArray(style.offset)) transforms.push(`translate(${Number(style.offset[0]) || 0}px, ${Number(style.offset[1]) || 0}px)`);
	if (typeof style.scale === 'number') transforms.push(`scale(${style.scale})`);
	if (typeof style.rotation === 'number') transforms.push(`rotate(${style.rotation}deg)`);
	if (transforms.length) css.transform = transforms.join(' ');
	if (style.hidden) css.visibility = 'hidden';
	if (['leading', 'center', 'trailing'].includes(style.textAlignment)) {
		css['text-align'] = style.textAlignment === 'leading' ? 'start' : style.textAlignment === 'trailing' ? 'end' : 'center';
	}
	if (typeof style.lineLimit === 'number' && style.lineLimit > 0) {
		css.display = '-webkit-box';
		css['-webkit-box-orient'] = 'vertical';
		css['-webkit-line-clamp'] = String(style.lineLimit);
		css.overflow = 'hidden';
	}
	return css;
}

/**
 * How a stack lines up its children: `alignment` across it and `spacing` between them.
 * @param {'vstack' | 'hstack' | 'zstack'} kind
 * @param {any} node
 * @returns {Record<string, string>}
 */
export function stackCSS(kind, node) {
	/** @type {Record<string, string>} */
	const css = {};
	const alignment = typeof node?.alignment === 'string' ? node.alignment : 'center';
	if (kind === 'vstack') {
		const align = { leading: 'flex-start', trailing: 'flex-end' }[alignment];
		if (align) {
			css['align-items'] = align;
			css['text-align'] = alignment === 'leading' ? 'start' : 'end';
		}
	} else if (kind === 'hstack') {
		const align = { top: 'flex-start', bottom: 'flex-end' }[alignment];
		if (align) css['align-items'] = align;
	} else {
		const place = Object.prototype.hasOwnProperty.call(PLACES, alignment) ? PLACES[alignment] : null;
		if (place && alignment !== 'center') css['place-items'] = `${place[0].replace('flex-', '')} ${place[1].replace('flex-', '')}`;
	}
	if (typeof node?.spacing === 'number') css.gap = `${Math.max(0, Math.min(node.spacing, 400))}px`;
	return css;
}

/** The CSS of a shape's outline. @param {any} shape */
export function shapeCSS(shape) {
	/** @type {Record<string, string>} */
	const css = {};
	const kind = shape?.shape;
	if (kind === 'circle') {
		css['border-radius'] = '50%';
		css['aspect-ratio'] = '1';
	} else if (kind === 'capsule' || kind === 'ellipse') css['border-radius'] = '9999px';
	else if (kind === 'roundedRectangle') css['border-radius'] = `${Math.max(0, Math.min(Number(shape.cornerRadius) || 0, 9999))}px`;
	if (kind === 'ellipse') css['border-radius'] = '50%';
	const fill = shape?.fill ? fillCSS(shape.fill) : shape?.stroke ? 'transparent' : 'var(--tint, var(--text))';
	if (fill) css.background = fill;
	const stroke = fillCSS(shape?.stroke);
	if (stroke) css.border = `${Math.max(0, Math.min(Number(shape.lineWidth) || 1, 40))}px solid ${stroke}`;
	return css;
}

/** The colour an SVG paint can take from a fill: its colour, or a gradient's first colour. */
function paintCSS(fill) {
	if (!fill || typeof fill !== 'object') return null;
	if (fill.color) return colorCSS(fill.color);
	const first = Array.isArray(fill.colors) ? fill.colors.map(colorCSS).find(Boolean) : null;
	return first ?? null;
}

/**
 * How a shape is drawn as SVG, or null when CSS draws it (a plain fill or stroke): paths, trimmed
 * outlines (progress rings) and dashed strokes. Lengths are points, as the scene's.
 * @param {any} shape a `shape` node
 * @returns {{ tag: string, attrs: Record<string, string>, css: Record<string, string> } | null}
 */
export function shapeSVG(shape) {
	if (!shape || typeof shape !== 'object') return null;
	const path = typeof shape.path === 'string' ? shape.path : null;
	const trim = Array.isArray(shape.trim) && shape.trim.length === 2 ? shape.trim.map((v) => clamp01(Number(v) || 0)) : null;
	const dash = Array.isArray(shape.dash) ? shape.dash.map(Number).filter((v) => Number.isFinite(v) && v >= 0).slice(0, 8) : null;
	if (path === null && !trim && !dash?.length) return null;
	const width = Math.max(0, Math.min(Number(shape.lineWidth) || 1, 40));
	const stroke = paintCSS(shape.stroke);
	const fill = paintCSS(shape.fill);
	/** @type {Record<string, string>} */
	const attrs = {};
	/** @type {Record<string, string>} */
	const css = {};
	// A trimmed outline is a stroke, as SwiftUI draws a progress ring from `.trim` and `.stroke`.
	const strokePaint = stroke ?? (trim && !fill ? 'var(--tint, var(--text))' : null);
	attrs.fill = trim ? 'none' : (fill ?? (strokePaint ? 'none' : 'var(--tint, var(--text))'));
	if (strokePaint) {
		attrs.stroke = strokePaint;
		attrs['stroke-width'] = String(width);
		if (shape.lineCap === 'round' || shape.lineCap === 'square') attrs['stroke-linecap'] = shape.lineCap;
		if (shape.lineJoin === 'round' || shape.lineJoin === 'bevel') attrs['stroke-linejoin'] = shape.lineJoin;
	}
	if (trim) {
		const [from, to] = trim;
		attrs.pathLength = '1';
		attrs['stroke-dasharray'] = `${Math.max(0, to - from)} 1`;
		attrs['stroke-dashoffset'] = String(-from);
	} else if (dash?.length) attrs['stroke-dasharray'] = dash.join(' ');
	const inset = strokePaint ? width / 2 : 0;
	if (path !== null) return { tag: 'path', attrs: { ...attrs, d: path.replace(/[^MLQCAZ0-9 .eE-]/g, '') }, css };
	const kind = shape.shape;
	if (kind === 'circle') {
		Object.assign(attrs, { cx: '50%', cy: '50%' });
		css.r = `calc(50% - ${inset}px)`;
		return { tag: 'circle', attrs, css };
	}
	if (kind === 'ellipse') {
		Object.assign(attrs, { cx: '50%', cy: '50%' });
		Object.assign(css, { rx: `calc(50% - ${inset}px)`, ry: `calc(50% - ${inset}px)` });
		return { tag: 'ellipse', attrs, css };
	}
	Object.assign(attrs, { x: String(inset), y: String(inset) });
	Object.assign(css, { width: `calc(100% - ${2 * inset}px)`, height: `calc(100% - ${2 * inset}px)` });
	if (kind === 'roundedRectangle') attrs.rx = String(Math.max(0, Math.min(Number(shape.cornerRadius) || 0, 9999)));
	if (kind === 'capsule') css.rx = '9999px';
	return { tag: 'rect', attrs, css };
}

/**
 * Writes `css` onto `el`'s inline style, clearing what a previous call set and this one does not.
 * @param {HTMLElement} el
 * @param {Record<string, string>} css
 */
export function applyCSS(el, css) {
	const before = /** @type {any} */ (el)._nmCSS ?? {};
	for (const prop of Object.keys(before)) if (!(prop in css)) el.style.removeProperty(prop);
	for (const [prop, value] of Object.entries(css)) el.style.setProperty(prop, value);
	/** @type {any} */ (el)._nmCSS = css;
}
