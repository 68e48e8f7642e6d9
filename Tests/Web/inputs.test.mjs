import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { actionWithValue, dateInputType, dateInputValue, pickedDate, REFERENCE_DATE_OFFSET } from '../../Public/js/inputs.js';

describe('actionWithValue', () => {
	const input = { action: { binding: { field: 'name', value: '\uE000marker\uE000' } }, valuePath: ['binding', 'value'] };

	it('puts the value where the marker was and leaves the scene action alone', () => {
		assert.deepEqual(actionWithValue(input, 'Ann'), { binding: { field: 'name', value: 'Ann' } });
		assert.equal(input.action.binding.value, '\uE000marker\uE000');
	});

	it('follows array indices', () => {
		const nested = { action: { rows: { element: { id: 3, action: { setText: ['x'] } } } }, valuePath: ['rows', 'element', 'action', 'setText', 0] };
		assert.deepEqual(actionWithValue(nested, 'y'), { rows: { element: { id: 3, action: { setText: ['y'] } } } });
	});

	it('is the value itself for an empty path', () => {
		assert.equal(actionWithValue({ action: 'old', valuePath: [] }, 'new'), 'new');
	});

	it('keeps the action when the path does not fit it', () => {
		const broken = { action: { a: 1 }, valuePath: ['a', 'b', 'c'] };
		assert.deepEqual(actionWithValue(broken, 'v'), { a: 1 });
	});
});

describe('date inputs', () => {
	it('picks the input type for the components', () => {
		assert.equal(dateInputType('date'), 'date');
		assert.equal(dateInputType('hourAndMinute'), 'time');
		assert.equal(dateInputType('dateAndTime'), 'datetime-local');
	});

	const seconds = new Date(2026, 10, 24, 9, 30).getTime() / 1000;

	it('shows the date in local time', () => {
		assert.equal(dateInputValue(seconds, 'date'), '2026-11-24');
		assert.equal(dateInputValue(seconds, 'hourAndMinute'), '09:30');
		assert.equal(dateInputValue(seconds, 'dateAndTime'), '2026-11-24T09:30');
	});

	it('keeps the time when only the day is picked, as seconds since 2001', () => {
		const picked = pickedDate('2026-12-01', 'date', seconds);
		assert.equal(picked, new Date(2026, 11, 1, 9, 30).getTime() / 1000 - REFERENCE_DATE_OFFSET);
	});

	it('keeps the day when only the time is picked', () => {
		const picked = pickedDate('18:05', 'hourAndMinute', seconds);
		assert.equal(picked, new Date(2026, 10, 24, 18, 5).getTime() / 1000 - REFERENCE_DATE_OFFSET);
	});

	it('reads both parts of a date and time', () => {
		const picked = pickedDate('2027-01-02T07:45', 'dateAndTime', seconds);
		assert.equal(picked, new Date(2027, 0, 2, 7, 45).getTime() / 1000 - REFERENCE_DATE_OFFSET);
	});

	it('refuses an empty value', () => {
		assert.equal(pickedDate('', 'date', seconds), null);
	});
});
