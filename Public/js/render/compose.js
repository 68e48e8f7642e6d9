// The Compose panel: the room's state as editable JSON, with a structured helper for every
// StackState in it, applied to the room in one `setState` (the way a deep link would set it).

import { h } from '../dom.js';
import { decodeCompose, encodeCompose, editStack, elementName, findStacks, pushElement, truncateStack, validateStateText } from '../compose.js';

/**
 * @typedef {{
 *   panel: HTMLElement, initial: string | null,
 *   currentState: () => any, canDrive: () => boolean,
 *   apply: (state: any, el: HTMLElement, hooks: { onError: (code: string, message: string) => void, onAck: (version: number) => void }) => string | null,
 *   link: (encoded: string) => void, toast: (text: string, kind?: 'error' | 'info') => void,
 * }} ComposeOptions
 */

/** @param {ComposeOptions} o */
export function createCompose(o) {
	const details = /** @type {HTMLDetailsElement} */ (o.panel);
	const text = /** @type {HTMLTextAreaElement} */ (o.panel.querySelector('#compose-text'));
	const status = /** @type {HTMLElement} */ (o.panel.querySelector('#compose-status'));
	const stacks = /** @type {HTMLElement} */ (o.panel.querySelector('#compose-stacks'));
	const applyButton = /** @type {HTMLButtonElement} */ (o.panel.querySelector('#compose-apply'));
	const linkButton = /** @type {HTMLButtonElement} */ (o.panel.querySelector('#compose-link'));
	const resetButton = /** @type {HTMLButtonElement} */ (o.panel.querySelector('#compose-reset'));
	/** Whether the text is the user's (then server updates never overwrite it). */
	let dirty = false;

	/** @param {string} msg @param {'ok' | 'error' | ''} kind */
	const setStatus = (msg, kind) => {
		status.textContent = msg;
		status.dataset.kind = kind;
	};

	/** @param {any} state @param {boolean} markDirty */
	const setText = (state, markDirty) => {
		text.value = JSON.stringify(state, null, 2);
		dirty = markDirty;
		validate();
	};

	const validate = () => {
		const r = validateStateText(text.value);
		text.setAttribute('aria-invalid', r.ok ? 'false' : 'true');
		if (r.ok) setStatus(dirty ? 'Valid. Apply sends it to the room.' : 'This is the room’s current state.', 'ok');
		else setStatus(r.error, 'error');
		applyButton.disabled = !r.ok || !o.canDrive();
		linkButton.disabled = !r.ok;
		drawStacks(r.ok ? r.state : null);
		return r;
	};

	/** @param {any} state */
	const drawStacks = (state) => {
		const found = state === null ? [] : findStacks(state);
		stacks.replaceChildren(...found.map((f) => {
			const rows = f.stack.elements.map((el, i) => {
				const cut = h('button', { type: 'button', class: 'tool small', title: 'Keep the stack up to here' }, 'Pop above');
				cut.addEventListener('click', () => setText(editStack(state, f.tokens, (s) => truncateStack(s, i + 1)), true));
				return h('li', {}, h('code', {}, `#${f.stack.ids[i]}`), ' ', elementName(el), i < f.stack.elements.length - 1 ? cut : null);
			});
			const push = h('button', { type: 'button', class: 'tool small', disabled: f.stack.elements.length === 0, title: 'Push a copy of the top element with the next id' }, 'Push copy of top');
			push.addEventListener('click', () => setText(editStack(state, f.tokens, (s) => pushElement(s, s.elements[s.elements.length - 1])), true));
			const clear = h('button', { type: 'button', class: 'tool small', disabled: f.stack.elements.length === 0 }, 'Pop to root');
			clear.addEventListener('click', () => setText(editStack(state, f.tokens, (s) => truncateStack(s, 0)), true));
			return h('div', { class: 'compose-stack' },
				h('div', { class: 'compose-stack-head' }, h('code', {}, f.pointer || '/'), ` · ${f.stack.elements.length} pushed · nextID ${f.stack.nextID}`),
				h('ol', {}, ...rows), h('div', { class: 'compose-tools' }, push, clear));
		}));
	};

	text.addEventListener('input', () => {
		dirty = true;
		validate();
	});
	resetButton.addEventListener('click', () => setText(o.currentState(), false));
	applyButton.addEventListener('click', () => {
		const r = validate();
		if (!r.ok) return;
		const id = o.apply(r.state, applyButton, {
			onAck: (version) => {
				dirty = false;
				setStatus(`Applied as v${version}.`, 'ok');
			},
			onError: (code, message) => setStatus(`${code}: ${message}`, 'error'),
		});
		if (id) setStatus('Applying…', '');
	});
	linkButton.addEventListener('click', () => {
		const r = validate();
		if (r.ok) o.link(encodeCompose(r.state));
	});
	details.addEventListener('toggle', () => {
		if (details.open && !dirty) setText(o.currentState(), false);
	});

	if (o.initial) {
		details.open = true;
		const d = decodeCompose(o.initial);
		if (d.ok) setText(d.state, true);
		else setStatus(d.error, 'error');
	}

	return {
		/** Follows the room while the user has not started editing. */
		update() {
			applyButton.disabled = text.getAttribute('aria-invalid') === 'true' || !o.canDrive();
			if (details.open && !dirty && o.currentState() !== null) {
				const next = JSON.stringify(o.currentState(), null, 2);
				if (text.value !== next) setText(o.currentState(), false);
			}
		},
	};
}
