import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { phoneFit, DEVICE, MIN_ZOOM, BOTTOM_MARGIN, PHONE_WIDTH } from '../../Public/js/fit.js';

describe('the phone fits the window', () => {
	it('keeps the device at its size when the window is tall enough', () => {
		assert.deepEqual(phoneFit({ width: 1440, height: 1200 }, 130, 900), { mode: 'device', zoom: 1 });
	});
	it('zooms the device down to the height below the bar on a laptop', () => {
		for (const [width, height] of [[1440, 900], [1280, 720]]) {
			const fit = phoneFit({ width, height }, 130, 800);
			assert.equal(fit.mode, 'device');
			if (fit.mode !== 'device') return;
			assert.ok(fit.zoom < 1);
			assert.ok(130 + DEVICE.height * fit.zoom + BOTTOM_MARGIN <= height, `${width}×${height}: ${fit.zoom}`);
			assert.ok(130 + DEVICE.height * (fit.zoom + 0.01) + BOTTOM_MARGIN > height, 'and no smaller than needed');
		}
	});
	it('also fits the width the layout gives it', () => {
		const fit = phoneFit({ width: 700, height: 2000 }, 100, 300);
		assert.equal(fit.mode === 'device' && fit.zoom <= 300 / DEVICE.width, true);
	});
	it('never zooms below the readable minimum', () => {
		assert.deepEqual(phoneFit({ width: 1000, height: 300 }, 200, 800), { mode: 'device', zoom: MIN_ZOOM });
	});
	it('fills a phone-sized window with the screen, without the bezel', () => {
		assert.deepEqual(phoneFit({ width: 390, height: 844 }, 60, 390), { mode: 'screen', height: 784 });
		assert.equal(phoneFit({ width: PHONE_WIDTH + 1, height: 844 }, 60, 480).mode, 'device');
	});
});
