// The SwiftUI controls and decorations beyond text and buttons: stacks, labels, images, text
// fields, steppers, date pickers, progress, spacers and dividers. Inputs send their binding's
// action with the entered value on each change, as SwiftUI sets a binding on each keystroke;
// while an input has focus the page keeps what the user typed rather than an older echo.

import { h, icon } from '../dom.js';
import { iconSvg } from '../icons.js';
import { actionWithValue, dateInputType, dateInputValue, pickedDate } from '../inputs.js';
import { applyCSS, stackCSS } from '../look.js';
import { registerKind, renderChildren, renderNode, replaceKids, setAction } from './nodes.js';

/** @param {HTMLElement} el @param {any} action */
function sendFrom(el, action) {
	el.dispatchEvent(new CustomEvent('nm-send', { bubbles: true, detail: { action, el } }));
}

for (const kind of /** @type {const} */ (['hstack', 'zstack'])) {
	registerKind(kind, {
		create: () => h('div', { class: kind }),
		update(el, node, ctx) {
			applyCSS(el, stackCSS(kind, node));
			replaceKids(el, renderChildren(el, node.children, ctx));
		},
	});
}

registerKind('label', {
	create: (node) => h('span', { class: 'label' }, icon(String(node.systemImage ?? ''), 22), h('span', { class: 'label-title' }, String(node.title ?? ''))),
});

registerKind('image', {
	create(node) {
		const t = document.createElement('template');
		const name = String(node.systemName ?? '');
		t.innerHTML = iconSvg(name, 24, name);
		return h('span', { class: 'image' }, /** @type {Element} */ (t.content.firstElementChild));
	},
});

registerKind('labeledButton', {
	create(node) {
		const role = node.role === 'destructive' || node.role === 'cancel' ? node.role : null;
		return h('button', { type: 'button', class: 'btn btn-labeled', 'data-role': role });
	},
	update(el, node, ctx) {
		/** @type {HTMLButtonElement} */ (el).disabled = !!node.disabled;
		const content = renderNode(node.label, el.firstElementChild, ctx);
		if (el.firstElementChild !== content) el.replaceChildren(content);
		setAction(el, node.action);
	},
});

/**
 * Keeps an input showing the scene's value unless the user is editing it; the scene's value is
 * applied when focus leaves.
 * @param {HTMLInputElement} input
 * @param {string} value
 */
function showValue(input, value) {
	/** @type {any} */ (input)._nmValue = value;
	if (document.activeElement !== input && input.value !== value) input.value = value;
}

/** @param {HTMLInputElement} input */
function wireShowValue(input) {
	input.addEventListener('blur', () => {
		const value = /** @type {any} */ (input)._nmValue;
		if (typeof value === 'string' && input.value !== value) input.value = value;
	});
}

registerKind('textField', {
	create: () => createTextInput(),
	update: (el, node) => updateTextInput(/** @type {HTMLInputElement} */ (el), node),
});

/** A text input that sends what is typed, Return and its focus, as a `textField` node says. */
export function createTextInput() {
	const input = /** @type {HTMLInputElement} */ (h('input', { class: 'text-field', autocomplete: 'off', spellcheck: 'false' }));
	wireShowValue(input);
	input.addEventListener('input', () => {
		const node = /** @type {any} */ (input)._node;
		if (node?.input) sendFrom(input, actionWithValue(node.input, input.value));
	});
	input.addEventListener('keydown', (e) => {
		const node = /** @type {any} */ (input)._node;
		if (e.key === 'Enter' && node?.submit) {
			e.preventDefault();
			sendFrom(input, node.submit);
		}
	});
	// A field bound to a focus state sends its focus, as a tap into it sets the state on iOS;
	// leaving it for anything but another such field clears it.
	input.addEventListener('focus', () => {
		const focus = /** @type {any} */ (input)._node?.focus;
		if (focus && !focus.focused && focus.focusAction) sendFrom(input, focus.focusAction);
	});
	input.addEventListener('blur', (e) => {
		const focus = /** @type {any} */ (input)._node?.focus;
		const next = /** @type {any} */ (e.relatedTarget);
		if (focus?.focused && focus.blurAction && !next?._node?.focus) sendFrom(input, focus.blurAction);
	});
	return input;
}

/** @param {HTMLInputElement} input @param {any} node */
export function updateTextInput(input, node) {
	/** @type {any} */ (input)._node = node;
	input.type = node.secure ? 'password' : node.search ? 'search' : 'text';
	input.placeholder = String(node.prompt ?? '');
	input.setAttribute('aria-label', String(node.label ?? ''));
	input.readOnly = !node.input;
	const keyboard = ['text', 'email', 'numeric', 'decimal', 'tel', 'url', 'search'].includes(node.keyboard) ? node.keyboard : null;
	if (keyboard) input.setAttribute('inputmode', keyboard);
	else input.removeAttribute('inputmode');
	if (typeof node.autocapitalization === 'string') input.setAttribute('autocapitalize', node.autocapitalization === 'none' ? 'off' : node.autocapitalization);
	else input.removeAttribute('autocapitalize');
	input.setAttribute('autocomplete', typeof node.contentType === 'string' ? node.contentType : 'off');
	input.spellcheck = node.autocorrection === true;
	input.setAttribute('autocorrect', node.autocorrection === false ? 'off' : 'on');
	input.classList.toggle('rounded-border', node.fieldStyle === 'roundedBorder');
	showValue(input, String(node.text ?? ''));
	// The focus follows the state: every window focuses the field the state says has it, unless
	// the person there is busy elsewhere on the page.
	const active = document.activeElement;
	if (node.focus?.focused && active !== input && (!active || active === document.body || input.closest('.device')?.contains(active))) {
		queueMicrotask(() => input.focus({ preventScroll: true }));
	}
}

registerKind('stepper', {
	create() {
		const minus = h('button', { type: 'button', class: 'stepper-button', 'aria-label': 'Decrement' }, icon('minus', 18));
		const plus = h('button', { type: 'button', class: 'stepper-button', 'aria-label': 'Increment' }, icon('plus', 18));
		return h('div', { class: 'stepper', role: 'group' }, h('span', { class: 'stepper-label' }), h('span', { class: 'stepper-buttons' }, minus, plus));
	},
	update(el, node) {
		const label = String(node.label ?? '');
		el.setAttribute('aria-label', label);
		el.dataset.value = String(node.value ?? '');
		/** @type {HTMLElement} */ (el.querySelector('.stepper-label')).textContent = label;
		const [minus, plus] = /** @type {HTMLButtonElement[]} */ ([...el.querySelectorAll('.stepper-button')]);
		minus.disabled = node.decrement === null || node.decrement === undefined;
		plus.disabled = node.increment === null || node.increment === undefined;
		setAction(minus, node.decrement ?? undefined);
		setAction(plus, node.increment ?? undefined);
	},
});

registerKind('datePicker', {
	create() {
		const input = /** @type {HTMLInputElement} */ (h('input', { class: 'date-input' }));
		wireShowValue(input);
		input.addEventListener('change', () => {
			const node = /** @type {any} */ (input)._node;
			const picked = node?.input ? pickedDate(input.value, String(node.components), Number(node.date)) : null;
			if (picked !== null) sendFrom(input, actionWithValue(node.input, picked));
		});
		return h('label', { class: 'date-picker' }, h('span', { class: 'date-picker-label' }), input);
	},
	update(el, node) {
		const input = /** @type {HTMLInputElement} */ (el.querySelector('input'));
		/** @type {any} */ (input)._node = node;
		/** @type {HTMLElement} */ (el.querySelector('.date-picker-label')).textContent = String(node.label ?? '');
		const components = String(node.components ?? 'dateAndTime');
		if (input.type !== dateInputType(components)) input.type = dateInputType(components);
		input.readOnly = !node.input;
		input.disabled = !node.input;
		showValue(input, dateInputValue(Number(node.date), components));
	},
});

registerKind('progress', {
	create(node) {
		const fraction = typeof node.fraction === 'number' ? node.fraction : null;
		const label = node.label ? h('span', { class: 'progress-label' }, String(node.label)) : null;
		const indicator = fraction === null
			? h('span', { class: 'spinner', role: 'progressbar', 'aria-label': String(node.label ?? 'Loading') })
			: h('progress', { class: 'progress-bar', max: '1', value: String(fraction), 'aria-label': String(node.label ?? 'Progress') });
		return h('div', { class: `progress ${fraction === null ? 'progress-spinner' : 'progress-linear'}` }, indicator, label);
	},
});

registerKind('spacer', { create: () => h('div', { class: 'spacer', 'aria-hidden': 'true' }) });
registerKind('divider', { create: () => h('hr', { class: 'divider' }) });
