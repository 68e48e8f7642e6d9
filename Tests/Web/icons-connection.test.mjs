import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { iconSvg, hasIcon } from '../../Public/js/icons.js';
import { backoffDelay, socketURL } from '../../Public/js/connection.js';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS } from '../../Public/js/constants.js';

describe('iconSvg()', () => {
	it('knows every symbol the demos use', () => {
		for (const name of ['house', 'list.bullet', 'calendar', 'person.circle', 'gear', 'magnifyingglass', 'star', 'plus', 'trash', 'pencil', 'chevron.left', 'info.circle']) {
			assert.ok(hasIcon(name), name);
			assert.match(iconSvg(name), /^<svg [^>]*aria-hidden="true"/);
			assert.doesNotMatch(iconSvg(name), /data-unknown-icon/);
		}
	});
	it('draws a neutral fallback for unknown names and escapes the name', () => {
		const svg = iconSvg('x"><script>');
		assert.match(svg, /data-unknown-icon/);
		assert.doesNotMatch(svg, /<script>/);
	});
});

describe('backoffDelay()', () => {
	it('grows exponentially with equal jitter and is capped', () => {
		assert.equal(backoffDelay(0, () => 0), BACKOFF_BASE_MS / 2);
		assert.equal(backoffDelay(0, () => 1), BACKOFF_BASE_MS);
		assert.equal(backoffDelay(3, () => 1), BACKOFF_BASE_MS * 8);
		assert.equal(backoffDelay(50, () => 1), BACKOFF_MAX_MS);
		assert.ok(backoffDelay(50, () => 0) >= BACKOFF_MAX_MS / 2);
	});
});

describe('socketURL()', () => {
	it('uses ws/wss to match the page and encodes the room', () => {
		assert.equal(socketURL({ protocol: 'http:', host: 'localhost:8080' }, 'main'), 'ws://localhost:8080/ws?room=main');
		assert.equal(socketURL({ protocol: 'https:', host: 'x.dev' }, 'a b&c'), 'wss://x.dev/ws?room=a%20b%26c');
	});
});
