// @ts-check
/**
 * The phone fits the window. On a laptop the drawn device is scaled down until it fits the
 * height below the room bar (a 1440×900 screen shows it whole, tab bar included); in a window as
 * narrow as a phone the page drops the bezel and the screen fills the window's width and the
 * height below the bar, as the app would on the phone itself.
 */

/** The drawn device's size at zoom 1, bezel included (styles.css, `.device`). */
export const DEVICE = Object.freeze({ width: 390, height: 844 });
/** Windows at most this wide show the screen without the bezel. */
export const PHONE_WIDTH = 500;
/** The scale never goes below this: smaller, the phone's text is not readable. */
export const MIN_ZOOM = 0.5;
/** Room kept below the device, in CSS pixels. */
export const BOTTOM_MARGIN = 16;

/**
 * How the phone is drawn in a window.
 * @param {{ width: number, height: number }} window the window's inner size
 * @param {number} top where the phone starts, in CSS pixels from the top of the page
 * @param {number} stageWidth the width the layout gives the phone
 * @returns {{ mode: 'device', zoom: number } | { mode: 'screen', height: number }}
 */
export function phoneFit(window, top, stageWidth) {
	if (window.width <= PHONE_WIDTH) {
		return { mode: 'screen', height: Math.max(DEVICE.height / 2, Math.floor(window.height - top)) };
	}
	const fits = Math.min(1, (window.height - top - BOTTOM_MARGIN) / DEVICE.height, stageWidth / DEVICE.width);
	return { mode: 'device', zoom: Math.max(MIN_ZOOM, Math.floor(fits * 1000) / 1000) };
}

/**
 * Keeps the phone fitted to the window: now, when the window changes size, and when the room bar
 * above it grows or shrinks (banners, toasts).
 * @param {HTMLElement} slot the element the phone is drawn in
 * @param {HTMLElement} stage the column the layout gives the phone
 */
export function keepPhoneFitted(slot, stage) {
	const root = document.documentElement;
	const fit = () => {
		const top = slot.getBoundingClientRect().top + window.scrollY;
		const result = phoneFit({ width: window.innerWidth, height: window.innerHeight }, top, stage.clientWidth);
		root.dataset.phone = result.mode;
		if (result.mode === 'device') {
			root.style.setProperty('--device-zoom', String(result.zoom));
			root.style.removeProperty('--screen-height');
		} else {
			root.style.setProperty('--screen-height', `${result.height}px`);
			root.style.removeProperty('--device-zoom');
		}
	};
	fit();
	window.addEventListener('resize', fit);
	const header = document.querySelector('.roombar');
	if (header) new ResizeObserver(fit).observe(header);
}

/**
 * In a phone-sized window the inspector is a drawer over the bottom of the screen, opened and
 * closed by `button` (and closed by Escape); elsewhere it is the column beside the phone.
 * @param {HTMLButtonElement} button
 */
export function keepInspectorInADrawer(button) {
	const root = document.documentElement;
	const set = (/** @type {boolean} */ open) => {
		root.dataset.inspector = open ? 'open' : 'closed';
		button.setAttribute('aria-expanded', String(open));
	};
	set(false);
	button.addEventListener('click', () => set(root.dataset.inspector !== 'open'));
	document.addEventListener('keydown', (e) => {
		if (e.key === 'Escape' && root.dataset.inspector === 'open' && root.dataset.phone === 'screen') set(false);
	});
}
