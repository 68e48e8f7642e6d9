// Flags, sentinels and tunables shared by the page. Nothing here touches the DOM,
// so node tests can import it too.

/** The WebSocket subprotocol the server accepts (docs/PROTOCOL.md, "Connecting"). */
export const SUBPROTOCOL = 'navmirror.v1';

/** The protocol version this page understands; `hello.protocol` must match. */
export const PROTOCOL_VERSION = 1;

/** Room joined when the page URL has no `?room=`. */
export const DEFAULT_ROOM = 'main';

/** Reconnect backoff: first retry waits about this long (ms)… */
export const BACKOFF_BASE_MS = 500;
/** …and no retry waits longer than this (ms). */
export const BACKOFF_MAX_MS = 15000;

/** The action log keeps only the newest entries, so a long session cannot grow the page without bound. */
export const LOG_LIMIT = 300;

/** Error toasts disappear after this long unless dismissed earlier (ms). */
export const TOAST_MS = 8000;

/** A tapped control stays "pending" at most this long if no ack/error ever arrives (ms). */
export const PENDING_TIMEOUT_MS = 10000;

/** Push/pop slide duration, close to UIKit's navigation transition (ms). */
export const SLIDE_MS = 350;

/** Runtime warnings kept in the Diagnostics panel (newest win). */
export const WARNING_LIMIT = 100;

/** Finished/cancelled effects kept in the effects lane (running ones are always kept). */
export const EFFECT_HISTORY_LIMIT = 40;

/** Holding Back this long opens the stack menu, as on iOS (ms). */
export const LONG_PRESS_MS = 500;

/** A drag from the left edge further than this pops, like UIKit's interactive pop (px). */
export const EDGE_SWIPE_PX = 80;

/** A drag that starts this close to the left edge of a screen is an edge swipe (px). */
export const EDGE_ZONE_PX = 24;

/** Patch-to-paint timings kept for a benchmark to read (window.navmirrorTimings). */
export const TIMINGS_LIMIT = 500;
