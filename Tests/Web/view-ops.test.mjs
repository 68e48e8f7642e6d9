import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { urlsToOpen } from '../../Public/js/view-ops.js';

describe('urlsToOpen', () => {
	it('is the URLs of an action that only opens URLs', () => {
		const action = { $view: [{ open: 'https://example.com/a' }, { open: 'mailto:a@example.com' }] };
		assert.deepEqual(urlsToOpen(action), ['https://example.com/a', 'mailto:a@example.com']);
	});

	it('is null for an action that also sets view state or sends, which goes to the room', () => {
		assert.equal(urlsToOpen({ $view: [{ open: 'https://example.com' }, { set: 'k', value: 1 }] }), null);
		assert.equal(urlsToOpen({ $view: [{ send: { tap: {} } }] }), null);
	});

	it('is null for a store action, an empty op list and junk', () => {
		assert.equal(urlsToOpen({ increment: {} }), null);
		assert.equal(urlsToOpen({ $view: [] }), null);
		assert.equal(urlsToOpen([{ open: 'https://example.com' }]), null);
		assert.equal(urlsToOpen('open'), null);
		assert.equal(urlsToOpen(null), null);
	});

	it('drops URLs of other schemes, so a javascript: URL is never opened', () => {
		const action = { $view: [{ open: 'javascript:alert(1)' }, { open: 'HTTP://example.com' }, { open: 'file:///etc/passwd' }] };
		assert.deepEqual(urlsToOpen(action), ['HTTP://example.com']);
	});
});
