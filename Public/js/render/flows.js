// The Flows panel: record a version range, save it under a name, list saved flows, replay one into
// this room at a speed, export it as a Swift test or JSON.

import { h } from '../dom.js';
import { REPLAY_SPEEDS, flowTestURL, flowURL, idleRecording, isFlowName, listFlows, recordingState, replayFlow, saveFlow, startRecording, stopRecording } from '../flows.js';

/**
 * @param {{ panel: HTMLElement, room: string, version: () => number | null, canDrive: () => boolean,
 *           toast: (text: string, kind?: 'error' | 'info') => void }} o
 */
export function createFlows(o) {
	const details = /** @type {HTMLDetailsElement} */ (o.panel);
	const q = (/** @type {string} */ sel) => /** @type {HTMLElement} */ (o.panel.querySelector(sel));
	const record = /** @type {HTMLButtonElement} */ (q('#flow-record'));
	const stop = /** @type {HTMLButtonElement} */ (q('#flow-stop'));
	const range = q('#flow-range');
	const form = /** @type {HTMLFormElement} */ (q('#flow-save'));
	const name = /** @type {HTMLInputElement} */ (q('#flow-name'));
	const saveButton = /** @type {HTMLButtonElement} */ (q('#flow-save-button'));
	const speed = /** @type {HTMLSelectElement} */ (q('#flow-speed'));
	const list = q('#flow-list');
	speed.replaceChildren(...REPLAY_SPEEDS.map((s) => h('option', { value: s, selected: s === 1 }, `${s}×`)));
	let rec = idleRecording();
	let loaded = false;

	const update = () => {
		const st = recordingState(rec);
		const drive = o.canDrive();
		record.disabled = !drive || o.version() === null;
		record.textContent = st === 'recording' ? '● Recording…' : '● Record';
		record.setAttribute('aria-pressed', st === 'recording' ? 'true' : 'false');
		stop.disabled = st !== 'recording';
		range.textContent = st === 'idle' ? '' : st === 'recording' ? `from v${rec.from} …` : `v${rec.from} → v${rec.to}`;
		saveButton.disabled = !drive || st !== 'stopped';
		for (const b of list.querySelectorAll('button.replay')) /** @type {HTMLButtonElement} */ (b).disabled = !drive;
	};

	const refresh = async () => {
		loaded = true;
		const r = await listFlows((u, i) => fetch(u, i));
		if (!r.ok) {
			list.replaceChildren(h('li', { class: 'muted' }, r.error));
			return;
		}
		list.replaceChildren(...(r.value.length ? r.value.map((f) => {
			const replay = h('button', { type: 'button', class: 'tool small replay' }, '▶ Replay');
			replay.addEventListener('click', async () => {
				if (!o.canDrive()) return;
				replay.classList.add('pending');
				const res = await replayFlow((u, i) => fetch(u, i), f.name, { room: o.room, speed: Number(speed.value) });
				replay.classList.remove('pending');
				o.toast(res.ok ? `Replaying ${f.name} at ${speed.value}×.` : res.error, res.ok ? 'info' : 'error');
			});
			return h('li', { class: 'flow', 'data-flow': f.name },
				h('strong', {}, f.name), ' ', h('span', { class: 'muted' }, [f.demo, Number.isInteger(f.actions) ? `${f.actions} actions` : null].filter(Boolean).join(' · ')),
				h('div', { class: 'compose-tools' }, replay,
					h('a', { href: flowTestURL(f.name), target: '_blank', rel: 'noopener', class: 'tool small' }, 'Swift test'),
					h('a', { href: flowURL(f.name), target: '_blank', rel: 'noopener', class: 'tool small' }, 'JSON')));
		}) : [h('li', { class: 'muted' }, 'No flows saved yet.')]));
		update();
	};

	record.addEventListener('click', () => {
		const v = o.version();
		if (v === null) return;
		rec = startRecording(rec, v);
		update();
	});
	stop.addEventListener('click', () => {
		const v = o.version();
		if (v === null) return;
		rec = stopRecording(rec, v);
		update();
		name.focus();
	});
	form.addEventListener('submit', async (e) => {
		e.preventDefault();
		if (!isFlowName(name.value)) {
			o.toast('A flow name is 1–64 letters, digits, - or _.');
			return;
		}
		if (rec.from === null || rec.to === null) return;
		const r = await saveFlow((u, i) => fetch(u, i), { name: name.value, room: o.room, from: rec.from, to: rec.to });
		if (!r.ok) {
			o.toast(r.error);
			return;
		}
		o.toast(`Saved flow ${r.value?.name ?? name.value}.`, 'info');
		rec = idleRecording();
		name.value = '';
		refresh();
	});
	q('#flow-refresh').addEventListener('click', refresh);
	details.addEventListener('toggle', () => {
		if (details.open && !loaded) refresh();
	});
	return { update };
}
