import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { colorCSS, shapeSVG } from '../../Public/js/look.js';

describe('shapeSVG', () => {
	it('leaves plain fills and strokes to CSS', () => {
		assert.equal(shapeSVG({ shape: 'circle', fill: { color: { name: 'red' } } }), null);
		assert.equal(shapeSVG({ shape: 'rectangle', stroke: { color: { name: 'blue' } }, lineWidth: 2 }), null);
		assert.equal(shapeSVG(null), null);
	});

	it('draws a path with its data, stripping anything but path commands and numbers', () => {
		const svg = shapeSVG({ shape: 'path', path: 'M 0 0 L 10 5 Z"><script>', fill: { color: { rgb: [1, 0, 0] } } });
		assert.equal(svg?.tag, 'path');
		assert.equal(svg?.attrs.d, 'M 0 0 L 10 5 Z');
		assert.match(svg?.attrs.fill ?? '', /rgb/);
		assert.equal(svg?.attrs.stroke, undefined);
	});

	it('draws a trimmed circle as a stroked arc of that fraction, starting at the trim', () => {
		const svg = shapeSVG({ shape: 'circle', trim: [0.25, 0.75], stroke: { color: { name: 'green' } }, lineWidth: 6, lineCap: 'round' });
		assert.equal(svg?.tag, 'circle');
		assert.equal(svg?.attrs.fill, 'none');
		assert.equal(svg?.attrs.pathLength, '1');
		assert.equal(svg?.attrs['stroke-dasharray'], '0.5 1');
		assert.equal(svg?.attrs['stroke-dashoffset'], '-0.25');
		assert.equal(svg?.attrs['stroke-width'], '6');
		assert.equal(svg?.attrs['stroke-linecap'], 'round');
		// The stroke stays inside the frame: the radius leaves half the line's width.
		assert.equal(svg?.css.r, 'calc(50% - 3px)');
	});

	it('strokes a trimmed shape without a stroke in the tint, as a progress ring', () => {
		const svg = shapeSVG({ shape: 'circle', trim: [0, 2] });
		assert.equal(svg?.attrs.stroke, 'var(--tint, var(--text))');
		assert.equal(svg?.attrs['stroke-dasharray'], '1 1');
	});

	it('dashes a rounded rectangle, keeping only sane dash lengths', () => {
		const svg = shapeSVG({ shape: 'roundedRectangle', cornerRadius: 12, dash: [4, -1, 'x', 2], stroke: { color: { name: 'gray' } } });
		assert.equal(svg?.tag, 'rect');
		assert.equal(svg?.attrs['stroke-dasharray'], '4 2');
		assert.equal(svg?.attrs.rx, '12');
		assert.equal(svg?.css.width, 'calc(100% - 1px)');
	});

	it('paints a gradient stroke with its first colour', () => {
		const svg = shapeSVG({ shape: 'capsule', dash: [3], stroke: { colors: [{ rgb: 'junk' }, { name: 'red' }, { name: 'blue' }] } });
		assert.equal(svg?.css.rx, '9999px');
		assert.equal(svg?.attrs.stroke, 'var(--sys-red)');
	});
});

describe('colorCSS', () => {
	it('draws UIKit\'s semantic colours in light and dark as iOS defines them', () => {
		assert.equal(colorCSS({ name: 'systemBackground' }), 'light-dark(#ffffff, #000000)');
		assert.equal(colorCSS({ name: 'secondarySystemBackground' }), 'light-dark(#f2f2f7, #1c1c1e)');
		assert.equal(colorCSS({ name: 'secondaryLabel' }), 'var(--ios-label2)');
		assert.equal(colorCSS({ name: 'systemGroupedBackground' }), 'var(--ios-bg)');
	});

	it('mixes a semantic colour\'s opacity in, and draws an unknown name as the accent', () => {
		assert.equal(colorCSS({ name: 'systemGray5', opacity: 0.5 }), 'color-mix(in srgb, light-dark(#e5e5ea, #2c2c2e) 50%, transparent)');
		assert.equal(colorCSS({ name: 'constructor' }), 'var(--accent)');
	});
});
