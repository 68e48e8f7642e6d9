// Our own drawings for the most used SF Symbol names (Apple's glyphs cannot be shipped). Each is
// the inside of an `<svg viewBox="0 0 24 24">` stroked in currentColor (icons.js sets the stroke
// style). Variants are composed, not redrawn: `.fill` fills the outline's shapes (parts marked
// fill="none" stay lines; a sub-path inside a shape is cut out), `.circle` sets the glyph small in
// a ring, and `.circle.fill` cuts the glyph out of a solid disc.

/** @type {Record<string, string>} outline drawings, by SF Symbol name */
const GLYPHS = {
	// Tab bar staples
	'house': '<path d="M5.5 9.5V20h13V9.5L12 4.2ZM9.8 20v-5.5h4.4V20"/><path d="M3 11.2 12 3.8l9 7.4" fill="none"/>',
	'magnifyingglass': '<circle cx="10.5" cy="10.5" r="6"/><path d="m15 15 5.5 5.5"/>',
	'person': '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5Z"/>',
	'person.2': '<circle cx="9" cy="8.5" r="3.5"/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6Z"/><circle cx="16.5" cy="8" r="2.8"/><path d="M17 13.6c2.6.3 4.5 2.3 4.5 5.4h-3.5"/>',
	'person.circle': '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="10" r="3"/><path d="M6.2 18.2c1.4-2.1 3.4-3.2 5.8-3.2s4.4 1.1 5.8 3.2"/>',
	'gearshape': '<path d="M18.9 10.3 21.1 10.7 21.1 13.3 18.9 13.7 18.1 15.7 19.3 17.5 17.5 19.3 15.7 18.1 13.7 18.9 13.3 21.1 10.7 21.1 10.3 18.9 8.3 18.1 6.5 19.3 4.7 17.5 5.9 15.7 5.1 13.7 2.9 13.3 2.9 10.7 5.1 10.3 5.9 8.3 4.7 6.5 6.5 4.7 8.3 5.9 10.3 5.1 10.7 2.9 13.3 2.9 13.7 5.1 15.7 5.9 17.5 4.7 19.3 6.5 18.1 8.3ZM15 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0Z"/>',
	'bell': '<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z"/><path d="M10 20.5a2 2 0 0 0 4 0M12 3v2"/>',
	'heart': '<path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20Z"/>',
	'star': '<path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8Z"/>',
	'bookmark': '<path d="M6.5 3.5h11V21L12 16.5 6.5 21Z"/>',
	'cart': '<path d="M2.5 4h2.3l.9 3" fill="none"/><path d="M5.7 7h14.8l-2.2 8H7.3Z"/><circle cx="9" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/>',
	'bag': '<path d="M5 8h14l-1 12.5H6Z"/><path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none"/>',
	'message': '<path d="M12 4c5 0 8.5 3.2 8.5 7.3S17 18.6 12 18.6c-1 0-2-.1-2.9-.4L5 20l1-3.4c-1.6-1.3-2.5-3.2-2.5-5.3C3.5 7.2 7 4 12 4Z"/>',
	'bubble.left': '<path d="M6.5 4.5h11a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-7L6 20v-3.5a2.5 2.5 0 0 1-2.5-2.5V7.5a3 3 0 0 1 3-3Z"/>',
	'bubble.left.and.bubble.right': '<path d="M4.5 3.5h9a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-5L5 15v-2.5a2 2 0 0 1-2.5-2V5.5a2 2 0 0 1 2-2Z"/><path d="M15.5 8.5h4a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2V20l-3.5-2.5h-5a2 2 0 0 1-2-2v-1" fill="none"/>',
	'envelope': '<path d="M3 7.5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM4 6.3l8 6.5 8-6.5"/>',
	'phone': '<path d="M5 3.5h3.2l1.6 4.3-2.2 1.6a11 11 0 0 0 7 7l1.6-2.2 4.3 1.6V19a1.5 1.5 0 0 1-1.5 1.5C10.5 20.5 3.5 13.5 3.5 5A1.5 1.5 0 0 1 5 3.5Z"/>',
	'camera': '<path d="M3 8.5A1.5 1.5 0 0 1 4.5 7h3L9 4.5h6L16.5 7h3A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5ZM15.5 12.8a3.5 3.5 0 1 1-7 0a3.5 3.5 0 1 1 7 0Z"/>',
	'photo': '<rect x="3" y="4.5" width="18" height="15" rx="2"/><circle cx="8.5" cy="9.5" r="1.8"/><path d="m3.5 17.5 5-5 4 4 2.5-2.5 5.5 5"/>',
	'map': '<path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20ZM9 4v13.5M15 6.5V20"/>',
	'location': '<path d="M20.5 3.5 3.5 10.8l7.3 2.4 2.4 7.3Z"/>',
	'mappin': '<circle cx="12" cy="7.5" r="4"/><path d="M12 11.5V21"/>',
	'globe': '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c-2.5 2.5-3.8 5.5-3.8 9s1.3 6.5 3.8 9c2.5-2.5 3.8-5.5 3.8-9S14.5 5.5 12 3Z"/>',
	'clock': '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
	'calendar': '<rect x="3.5" y="5" width="17" height="15" rx="2.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/>',
	'timer': '<path d="M12 3a9 9 0 1 1-6.4 2.6M12 3v3.5M12 12 7.5 7.5"/>',
	'stopwatch': '<circle cx="12" cy="13" r="8"/><path d="M10 2.5h4M12 2.5V5M12 13V8.5M18.2 6.8l1.3-1.3"/>',
	'chart.bar': '<rect x="4" y="13" width="4" height="7" rx="1"/><rect x="10" y="8" width="4" height="12" rx="1"/><rect x="16" y="4" width="4" height="16" rx="1"/>',
	'list.bullet': '<circle cx="4.5" cy="6" r="1.2" fill="currentColor"/><circle cx="4.5" cy="12" r="1.2" fill="currentColor"/><circle cx="4.5" cy="18" r="1.2" fill="currentColor"/><path d="M9 6h11M9 12h11M9 18h11"/>',
	'list.dash': '<path d="M4 6h2.5M4 12h2.5M4 18h2.5M9.5 6H20M9.5 12H20M9.5 18H20"/>',
	'square.grid.2x2': '<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/>',
	'line.3.horizontal': '<path d="M4 7h16M4 12h16M4 17h16"/>',
	'line.3.horizontal.decrease': '<path d="M4 7h16M7 12h10M10 17h4"/>',
	'slider.horizontal.3': '<path d="M3.5 6H6m4 0h10.5M3.5 12H14m4 0h2.5M3.5 18h5m4 0h8"/><circle cx="8" cy="6" r="2"/><circle cx="16" cy="12" r="2"/><circle cx="10.5" cy="18" r="2"/>',
	// Documents and things
	'folder': '<path d="M3 7V5.5A1.5 1.5 0 0 1 4.5 4h4.6l2 2.5h8.4A1.5 1.5 0 0 1 21 8v10.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z"/><path d="M3 9.5h18" fill="none"/>',
	'doc': '<path d="M6.5 3h7L18 7.5v12a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3ZM13.5 3v4.5H18"/>',
	'doc.text': '<path d="M6.5 3h7L18 7.5v12a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3ZM13.5 3v4.5H18M8.5 12h7M8.5 15h7M8.5 18h4"/>',
	'tray': '<path d="M3 13.5 5.5 5h13l2.5 8.5V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z"/><path d="M3 13.5h5l1 2.5h6l1-2.5h5" fill="none"/>',
	'archivebox': '<rect x="3" y="4" width="18" height="4.5" rx="1"/><path d="M4.5 8.5V19a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1V8.5M10 12h4"/>',
	'book': '<path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5c-3.5-.5-6.5 0-8.5 1.5ZM12 6.5v13"/>',
	'newspaper': '<path d="M6 4.5h14.5v13a2.5 2.5 0 0 1-2.5 2.5H5a2 2 0 0 1-2-2V9h3Z"/><path d="M6 9v9.5M9 8h8.5M9 11.5h8.5M9 15h5" fill="none"/>',
	'paperclip': '<path d="m20 11.5-7.7 7.7a5 5 0 0 1-7-7l8-8a3.3 3.3 0 0 1 4.7 4.7l-7.8 7.8a1.7 1.7 0 0 1-2.4-2.4L15 7.2"/>',
	'link': '<path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2"/>',
	'lock': '<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5v-3a4 4 0 0 1 8 0v3" fill="none"/>',
	'lock.open': '<rect x="3" y="10.5" width="14" height="10" rx="2"/><path d="M13.5 10.5V7a3.5 3.5 0 0 1 7 0v1.5" fill="none"/>',
	'key': '<circle cx="7.5" cy="15.5" r="4"/><path d="m10.5 12.5 9-9M16.5 6.5 19 9M14 9l2 2"/>',
	'shield': '<path d="M12 3 4.5 6v5.5c0 4.7 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.8 7.5-9.5V6Z"/>',
	'flag': '<path d="M5 21V4"/><path d="M5 4.5c3-1.5 5.5-.5 7.5.5s4.5 1.5 7-.5v9c-2.5 2-5 1.5-7 .5s-4.5-2-7.5-.5Z"/>',
	'tag': '<path d="M3.5 4.5v6.8l9.2 9.2a1.5 1.5 0 0 0 2.1 0l5.7-5.7a1.5 1.5 0 0 0 0-2.1l-9.2-9.2H4.5a1 1 0 0 0-1 1ZM9.8 8a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0Z"/>',
	'paperplane': '<path d="M21 3 3 10.5l7 3 3 7.5ZM21 3 10 13.5"/>',
	'creditcard': '<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 9.5h19M6 15.5h4"/>',
	'gift': '<rect x="3.5" y="8" width="17" height="4" rx="1"/><path d="M5 12v8h14v-8M12 8v12M12 8C10.5 4 7 4 7 6s3 2 5 2 5 0 5-2-3.5-2-5 2"/>',
	// Actions
	'square.and.arrow.up': '<path d="M8.5 9.5h-2A1.5 1.5 0 0 0 5 11v8.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V11a1.5 1.5 0 0 0-1.5-1.5h-2M12 3v11.5M8.5 6.5 12 3l3.5 3.5"/>',
	'square.and.arrow.down': '<path d="M8.5 9.5h-2A1.5 1.5 0 0 0 5 11v8.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V11a1.5 1.5 0 0 0-1.5-1.5h-2M12 3v11.5M8.5 11l3.5 3.5 3.5-3.5"/>',
	'square.and.pencil': '<path d="M11 4.5H5.5A1.5 1.5 0 0 0 4 6v12.5A1.5 1.5 0 0 0 5.5 20H18a1.5 1.5 0 0 0 1.5-1.5V13"/><path d="M18 3.5 20.5 6l-8 8-3.3.8.8-3.3Z"/>',
	'pencil': '<path d="M4 20l1-4.5L16 4.5l3.5 3.5L8.5 19Z"/><path d="m14 7 3.5 3.5"/>',
	'trash': '<path d="M6 6.5h12l-1 13.5H7Z"/><path d="M4 6.5h16M9.5 6.5v-2h5v2M10 10.5v6M14 10.5v6" fill="none"/>',
	'plus': '<path d="M12 5v14M5 12h14"/>',
	'minus': '<path d="M5 12h14"/>',
	'xmark': '<path d="m6 6 12 12M18 6 6 18"/>',
	'checkmark': '<path d="m4.5 12.5 5 5 10-10"/>',
	'chevron.left': '<path d="M15 4.5 7.5 12l7.5 7.5"/>',
	'arrow.left': '<path d="M20 12H4.5m6-6.5L4 12l6.5 6.5"/>',
	'arrow.clockwise': '<path d="M19 12a7 7 0 1 1-2.1-5M18 3.5V8h-4.5"/>',
	'arrow.up.arrow.down': '<path d="M7.5 20V4M4 7.5 7.5 4 11 7.5M16.5 4v16M13 16.5l3.5 3.5 3.5-3.5"/>',
	'ellipsis': '<circle cx="5.5" cy="12" r="1.6" fill="currentColor"/><circle cx="12" cy="12" r="1.6" fill="currentColor"/><circle cx="18.5" cy="12" r="1.6" fill="currentColor"/>',
	'info': '<path d="M10 10h2v9m-2 0h4"/><circle cx="12" cy="5.5" r="1.4" fill="currentColor"/>',
	'questionmark': '<path d="M8 8.5a4 4 0 1 1 5.6 3.7c-1 .5-1.6 1.3-1.6 2.3v1"/><circle cx="12" cy="19.5" r="1.4" fill="currentColor"/>',
	'exclamationmark': '<path d="M12 4v11"/><circle cx="12" cy="19.5" r="1.4" fill="currentColor"/>',
	'exclamationmark.triangle': '<path d="M10.3 4.5a2 2 0 0 1 3.4 0l7.6 13.2a2 2 0 0 1-1.7 3H4.4a2 2 0 0 1-1.7-3Z"/><path d="M12 9.5v5"/><circle cx="12" cy="17.5" r="1.1" fill="currentColor"/>',
	'hand.thumbsup': '<path d="M3.5 10.5h4V20h-4Z"/><path d="M7.5 10.5 11 3.5c1.6 0 2.5 1.3 2.2 2.8l-.7 3.2h5.3a2 2 0 0 1 2 2.4l-1.3 6.5a2 2 0 0 1-2 1.6H7.5"/>',
	'eye': '<path d="M2.5 12c2-4.2 5.5-6.5 9.5-6.5s7.5 2.3 9.5 6.5c-2 4.2-5.5 6.5-9.5 6.5S4.5 16.2 2.5 12Z"/><circle cx="12" cy="12" r="3"/>',
	'eye.slash': '<path d="M9.6 5.8c.8-.2 1.6-.3 2.4-.3 4 0 7.5 2.3 9.5 6.5-.6 1.3-1.4 2.4-2.2 3.3M16.2 17.5c-1.3.7-2.7 1-4.2 1-4 0-7.5-2.3-9.5-6.5 1-2 2.2-3.5 3.7-4.6M9.9 9.9a3 3 0 0 0 4.2 4.2M4 4l16 16"/>',
	// Media and devices
	'play': '<path d="M7 4.5v15l12.5-7.5Z"/>',
	'pause': '<rect x="6" y="4.5" width="4" height="15" rx="1"/><rect x="14" y="4.5" width="4" height="15" rx="1"/>',
	'stop': '<rect x="5" y="5" width="14" height="14" rx="2"/>',
	'music.note': '<circle cx="8.5" cy="17.5" r="3"/><path d="M11.5 17.5v-14c2.5 1 5 2.5 5 5.5" fill="none"/>',
	'mic': '<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" fill="none"/>',
	'video': '<rect x="2.5" y="6" width="13" height="12" rx="2"/><path d="m15.5 10.5 6-3.5v10l-6-3.5Z"/>',
	'wifi': '<path d="M2.5 9.5a13.5 13.5 0 0 1 19 0M5.5 12.7a9 9 0 0 1 13 0M8.6 15.8a4.5 4.5 0 0 1 6.8 0"/><circle cx="12" cy="19" r="1.3" fill="currentColor"/>',
	'battery.100': '<rect x="2" y="7.5" width="17.5" height="9" rx="2"/><rect x="4" y="9.5" width="13.5" height="5" rx="1" fill="currentColor" stroke="none"/><path d="M21.5 10.5v3"/>',
	// Weather and nature
	'sun.max': '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"/>',
	'moon': '<path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5Z"/>',
	'cloud': '<path d="M7 19a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9a5 5 0 0 1-.5 10Z"/>',
	'bolt': '<path d="M13.5 2.5 4.5 13.5h7l-1 8 9-11h-7Z"/>',
	'flame': '<path d="M12 21c-4 0-6.5-2.7-6.5-6.3 0-3.8 3.2-5.7 3.5-10.2 2.2 1.4 3.6 3.6 3.8 5.7 1-.8 1.6-2 1.7-3.3 2.2 1.8 4 4.6 4 7.8 0 3.6-2.5 6.3-6.5 6.3Z"/>',
	'leaf': '<path d="M5 19C4 11 9 4.5 20 4c.5 11-6 16-15 15ZM5 19l8-8"/>',
	'sparkles': '<path d="M10 3c.6 4 2 5.4 6 6-4 .6-5.4 2-6 6-.6-4-2-5.4-6-6 4-.6 5.4-2 6-6ZM18 14c.3 2 1 2.7 3 3-2 .3-2.7 1-3 3-.3-2-1-2.7-3-3 2-.3 2.7-1 3-3Z"/>',
	// Everyday
	'cup.and.saucer': '<path d="M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5Z"/><path d="M16 9.5h1.5a2.5 2.5 0 0 1 0 5H16M3.5 20.5h15" fill="none"/>',
	'fork.knife': '<path d="M5.5 3v5a2.5 2.5 0 0 0 5 0V3M8 3v18M17.5 21V3c-2 1.5-3 4.5-3 8.5h3"/>',
	'car': '<path d="M3.5 17v-4.5l2-5A2 2 0 0 1 7.4 6h9.2a2 2 0 0 1 1.9 1.5l2 5V17ZM9 14.8a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0ZM18 14.8a1.5 1.5 0 1 1-3 0a1.5 1.5 0 1 1 3 0Z"/><path d="M5.5 17v2h3v-2M15.5 17v2h3v-2M5 11.5h14" fill="none"/>',
	'airplane': '<path d="M21 12c0-.8-.7-1.5-1.5-1.5h-5L10 3H8l2.5 7.5H6L4.5 8.5H3l1 3.5-1 3.5h1.5L6 13.5h4.5L8 21h2l4.5-7.5h5c.8 0 1.5-.7 1.5-1.5Z"/>',
	'figure.walk': '<circle cx="13" cy="4.5" r="1.8" fill="currentColor"/><path d="m12.5 8-2 6 3 3 1 4.5M12.5 8l-3 2.5-1 3.5M12.5 8l2 3.5 3 1M10.5 14l-2 3-3 1.5"/>',
	'paintbrush': '<path d="M20.5 3.5c-1 0-8.5 7-10 9l2 2c2-1.5 9-9 9-10 0-.6-.4-1-1-1ZM10.5 12.5C8.5 12.5 7 14 7 16c0 1.5-1 2.5-3 3 3 1.5 8 1 8.5-3.5Z"/>',
	'wrench': '<path d="M14.5 3.5a5 5 0 0 0-4.6 6.9l-6.3 6.3a2 2 0 0 0 2.8 2.8l6.3-6.3a5 5 0 0 0 6.9-4.6l-2.8 2.8-2.9-.7-.7-2.9Z"/>',
	'hammer': '<path d="M5 6.5 9 3h5l-1 2 2 2-2.5 2.5-2-2L8 10Z"/><path d="m12 9.5 8.5 8.5a1.8 1.8 0 0 1-2.5 2.5L9.5 12"/>',
};

/** @param {number} degrees @param {string} body a drawing turned about the centre */
const turned = (degrees, body) => `<g transform="rotate(${degrees} 12 12)">${body}</g>`;
/** @param {string} body a drawing mirrored left to right */
const mirrored = (body) => `<g transform="matrix(-1 0 0 1 24 0)">${body}</g>`;
/** @param {string} body shapes filled; an inner sub-path is a hole */
const filled = (body) => `<g fill="currentColor" fill-rule="evenodd">${body}</g>`;
/** @param {string} body a drawing at 60% in a ring, its lines as thick as the ring's */
const circled = (body) => `<circle cx="12" cy="12" r="9"/><g transform="matrix(.6 0 0 .6 4.8 4.8)" stroke-width="3">${body}</g>`;
/**
 * A solid disc as wide as the ring with `holes` (sub-paths, at their visible size) cut out.
 * @param {string} holes @param {string} [transform]
 */
const disc = (holes, transform = '') => `<path${transform} fill="currentColor" stroke="none" fill-rule="evenodd" d="M21.9 12a9.9 9.9 0 1 1-19.8 0a9.9 9.9 0 1 1 19.8 0Z${holes}"/>`;

/** A plus of 2-unit bars, as the hole of plus.circle.fill (turned, of xmark.circle.fill). */
const PLUS_HOLE = 'M11 7.8a1 1 0 0 1 2 0V11h3.2a1 1 0 0 1 0 2H13v3.2a1 1 0 0 1-2 0V13H7.8a1 1 0 0 1 0-2H11Z';

/** Names whose `.fill` is their outline drawing filled. */
const FILLABLE = ['house', 'person', 'person.2', 'gearshape', 'bell', 'heart', 'star', 'bookmark', 'cart', 'bag', 'message', 'bubble.left',
	'envelope', 'phone', 'camera', 'location', 'folder', 'doc', 'book', 'lock', 'shield', 'flag', 'tag', 'paperplane', 'trash',
	'play', 'pause', 'stop', 'mic', 'video', 'moon', 'cloud', 'bolt', 'flame', 'leaf', 'hand.thumbsup', 'sparkles', 'car'];

/** Names whose `.circle` is their drawing set in a ring. */
const CIRCLABLE = ['plus', 'minus', 'xmark', 'checkmark', 'info', 'questionmark', 'exclamationmark', 'ellipsis',
	'line.3.horizontal.decrease', 'play', 'arrow.clockwise', 'chevron.right', 'arrow.up'];

/** @type {Record<string, string>} drawings that are another one turned or mirrored */
const TURNED = {
	'chevron.right': mirrored(GLYPHS['chevron.left']),
	'bubble.right': mirrored(GLYPHS['bubble.left']),
	'chevron.up': turned(90, GLYPHS['chevron.left']),
	'chevron.down': turned(-90, GLYPHS['chevron.left']),
	'arrow.right': mirrored(GLYPHS['arrow.left']),
	'arrow.up': turned(90, GLYPHS['arrow.left']),
	'arrow.down': turned(-90, GLYPHS['arrow.left']),
	'arrow.counterclockwise': mirrored(GLYPHS['arrow.clockwise']),
};

/** @type {Record<string, string>} every drawing, by SF Symbol name */
export const DRAWINGS = {
	...GLYPHS,
	...TURNED,
	...Object.fromEntries(FILLABLE.map((name) => [`${name}.fill`, filled(GLYPHS[name])])),
	...Object.fromEntries(CIRCLABLE.map((name) => [`${name}.circle`, circled(GLYPHS[name] ?? TURNED[name])])),
	'plus.circle.fill': disc(PLUS_HOLE),
	'xmark.circle.fill': disc(PLUS_HOLE, ' transform="rotate(45 12 12)"'),
	'minus.circle.fill': disc('M7.8 11h8.4a1 1 0 0 1 0 2H7.8a1 1 0 0 1 0-2Z'),
	'checkmark.circle.fill': disc('M6.8 13 10.5 16.8 17.2 10A1.05 1.05 0 0 0 15.8 8.6L10.5 13.8 8.2 11.6A1.05 1.05 0 0 0 6.8 13Z'),
	'play.circle.fill': disc('M9.8 7.8v8.4l6.8-4.2Z'),
	'person.circle.fill': disc('M15.3 9.6a3.3 3.3 0 1 1-6.6 0a3.3 3.3 0 1 1 6.6 0ZM6 18.3c1.5-2.3 3.5-3.5 6-3.5s4.5 1.2 6 3.5a8.4 8.4 0 0 1-12 0Z'),
};

/** @type {Record<string, string>} names SF Symbols draws (nearly) alike, to the name drawn */
export const ALIASES = {
	'gear': 'gearshape',
	'gear.fill': 'gearshape.fill',
	'person.crop.circle': 'person.circle',
	'person.crop.circle.fill': 'person.circle.fill',
};
