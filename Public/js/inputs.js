// Pure helpers for controls that send what the user enters (text fields, date pickers): the
// scene gives the root action the binding sent for a marker value and where that value sits
// (`input.valuePath`); the page sends the same action with the entered value there.

/** Seconds from 1970 to 2001: a Swift `Date` is encoded as seconds since 2001. */
export const REFERENCE_DATE_OFFSET = 978307200;

/**
 * `input.action` with `value` at `input.valuePath`; the scene's action is left untouched.
 * @param {{ action: any, valuePath: (string | number)[] }} input
 * @param {any} value
 * @returns {any}
 */
export function actionWithValue(input, value) {
	const path = Array.isArray(input?.valuePath) ? input.valuePath : [];
	if (path.length === 0) return value;
	const copy = structuredClone(input.action);
	let at = copy;
	for (const key of path.slice(0, -1)) {
		if (at === null || typeof at !== 'object') return input.action;
		at = at[key];
	}
	if (at === null || typeof at !== 'object') return input.action;
	at[path[path.length - 1]] = value;
	return copy;
}

/** @param {string} components `date`, `hourAndMinute` or `dateAndTime` */
export function dateInputType(components) {
	if (components === 'date') return 'date';
	if (components === 'hourAndMinute') return 'time';
	return 'datetime-local';
}

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/**
 * The value of a date input of `components` showing `seconds` (since 1970), in local time.
 * @param {number} seconds
 * @param {string} components
 */
export function dateInputValue(seconds, components) {
	const d = new Date(seconds * 1000);
	const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
	const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
	if (components === 'date') return day;
	if (components === 'hourAndMinute') return time;
	return `${day}T${time}`;
}

/**
 * The date a date input's `value` picks, as a Swift `Date` is encoded (seconds since 2001):
 * the parts the input does not show (the time of a date, the day of a time) are kept from
 * `previous` (seconds since 1970), as iOS keeps them. `null` for an empty or invalid value.
 * @param {string} value
 * @param {string} components
 * @param {number} previous
 * @returns {number | null}
 */
export function pickedDate(value, components, previous) {
	const d = new Date(previous * 1000);
	const dayMatch = /^(\d{4,})-(\d{2})-(\d{2})/.exec(value);
	const timeMatch = /(?:^|T)(\d{2}):(\d{2})/.exec(value);
	if (components !== 'hourAndMinute') {
		if (!dayMatch) return null;
		d.setFullYear(Number(dayMatch[1]), Number(dayMatch[2]) - 1, Number(dayMatch[3]));
	}
	if (components !== 'date') {
		if (!timeMatch) return null;
		d.setHours(Number(timeMatch[1]), Number(timeMatch[2]), 0, 0);
	}
	const ms = d.getTime();
	return Number.isFinite(ms) ? ms / 1000 - REFERENCE_DATE_OFFSET : null;
}
