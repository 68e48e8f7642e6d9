// The ops a control sends when it sets view state or opens a URL (docs/PROTOCOL.md, "View
// state"): `{"$view": [op, …]}`. Pure, so node can test it.

/**
 * The URLs a control's action opens, when opening URLs is all it does (`openURL`, `Link`);
 * `null` for any other action. Only http(s) and mailto URLs are opened.
 * @param {any} action
 * @returns {string[] | null}
 */
export function urlsToOpen(action) {
	const ops = action && typeof action === 'object' && !Array.isArray(action) ? action.$view : undefined;
	if (!Array.isArray(ops) || ops.length === 0) return null;
	if (!ops.every((op) => op && typeof op.open === 'string')) return null;
	return ops.map((op) => op.open).filter((url) => /^(https?:|mailto:)/i.test(url));
}
