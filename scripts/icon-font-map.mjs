// Writes Public/js/icon-font.js: the SF Symbols the page draws with a glyph of Material Design
// Icons (Public/fonts/materialdesignicons-webfont.woff2, from Debian's
// fonts-materialdesignicons-webfont), each with its code point, read from the package's CSS.
// Run it after changing the table below:
//
//   node scripts/icon-font-map.mjs [/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css]
//
// The page's own drawings (icon-paths.js) come first; these are for the names it does not draw.

import { readFileSync, writeFileSync } from 'node:fs';

/** SF Symbol name → Material Design Icons name (version 1.6.50, as Debian ships it). */
const TABLE = {
	'airplane.arrival': 'airplane-landing', 'airplane.departure': 'airplane-takeoff',
	'alarm': 'alarm', 'alarm.fill': 'alarm', 'antenna.radiowaves.left.and.right': 'access-point',
	'applewatch': 'watch', 'archivebox.fill': 'archive', 'arrow.2.squarepath': 'repeat',
	'arrow.backward': 'arrow-left', 'arrow.down.circle': 'arrow-down-bold-circle-outline',
	'arrow.down.circle.fill': 'arrow-down-bold-circle', 'arrow.down.right.and.arrow.up.left': 'arrow-compress',
	'arrow.down.to.line': 'download', 'arrow.forward': 'arrow-right', 'arrow.left.arrow.right': 'swap-horizontal',
	'arrow.left.circle': 'arrow-left-bold-circle-outline', 'arrow.right.circle': 'arrow-right-bold-circle-outline',
	'arrow.triangle.2.circlepath': 'sync', 'arrow.triangle.branch': 'source-branch', 'arrow.triangle.merge': 'source-merge',
	'arrow.up.and.down': 'swap-vertical', 'arrow.up.circle.fill': 'arrow-up-bold-circle',
	'arrow.up.forward.square': 'open-in-new', 'arrow.up.left.and.arrow.down.right': 'arrow-expand',
	'arrow.up.to.line': 'upload', 'arrow.uturn.backward': 'undo', 'arrow.uturn.forward': 'redo',
	'arrowshape.turn.up.left': 'reply', 'arrowshape.turn.up.right': 'share', 'at': 'at',
	'backward.end.fill': 'skip-previous', 'backward.fill': 'rewind', 'balloon': 'airballoon',
	'banknote': 'cash', 'barcode': 'barcode', 'barcode.viewfinder': 'barcode-scan', 'battery.0': 'battery-outline',
	'battery.25': 'battery-30', 'battery.50': 'battery-50', 'battery.75': 'battery-70', 'bed.double': 'hotel',
	'bell.badge': 'bell-ring', 'bell.slash': 'bell-off', 'bicycle': 'bike', 'birthday.cake': 'cake-variant',
	'bitcoinsign.circle': 'currency-btc', 'bold': 'format-bold', 'bolt.slash': 'flash-off', 'book.closed': 'book',
	'books.vertical': 'library-books', 'building.2': 'domain', 'building.columns': 'bank', 'bus': 'bus',
	'calendar.badge.clock': 'calendar-clock', 'calendar.badge.plus': 'calendar-plus', 'camera.viewfinder': 'camera-iris',
	'carrot': 'carrot', 'cart.badge.plus': 'cart-plus', 'chart.line.uptrend.xyaxis': 'chart-line',
	'chart.pie': 'chart-pie', 'chart.bar.fill': 'chart-bar', 'checkmark.seal': 'verified', 'checkmark.seal.fill': 'verified',
	'checkmark.square': 'checkbox-marked-outline', 'checkmark.square.fill': 'checkbox-marked',
	'chevron.backward': 'chevron-left', 'chevron.forward': 'chevron-right', 'chevron.up.chevron.down': 'unfold-more',
	'circle': 'checkbox-blank-circle-outline', 'circle.fill': 'checkbox-blank-circle', 'clock.arrow.circlepath': 'history',
	'clock.fill': 'clock', 'cloud.bolt': 'weather-lightning', 'cloud.rain': 'weather-rainy', 'cloud.snow': 'weather-snowy',
	'cloud.sun': 'weather-partlycloudy', 'command': 'apple-keyboard-command', 'cpu': 'chip', 'creditcard.fill': 'credit-card',
	'crown': 'crown', 'cube': 'cube-outline', 'cube.fill': 'cube', 'delete.left': 'backspace', 'desktopcomputer': 'desktop-mac',
	'divide': 'division', 'doc.on.clipboard': 'content-paste', 'doc.on.doc': 'content-copy', 'doc.richtext': 'file-document',
	'dollarsign.circle': 'currency-usd', 'dot.radiowaves.left.and.right': 'access-point', 'drop': 'water', 'drop.fill': 'water',
	'ellipsis.vertical': 'dots-vertical', 'envelope.open': 'email-open', 'equal': 'equal', 'eraser': 'eraser',
	'eurosign.circle': 'currency-eur', 'exclamationmark.bubble': 'comment-alert-outline', 'exclamationmark.circle.fill': 'alert-circle',
	'exclamationmark.octagon': 'alert-octagon', 'exclamationmark.triangle.fill': 'alert', 'externaldrive': 'harddisk',
	'eyeglasses': 'glasses', 'face.smiling': 'emoticon-happy', 'figure.run': 'run', 'film': 'film', 'fish': 'fish',
	'flag.checkered': 'flag-checkered', 'flashlight.on.fill': 'flashlight', 'forward.end.fill': 'skip-next',
	'forward.fill': 'fast-forward', 'fuelpump': 'gas-station', 'function': 'function', 'gamecontroller': 'gamepad-variant',
	'gauge': 'gauge', 'gift.fill': 'gift', 'globe.americas': 'earth', 'graduationcap': 'school', 'hand.point.right': 'hand-pointing-right',
	'hand.thumbsdown': 'thumb-down-outline', 'hand.thumbsdown.fill': 'thumb-down', 'headphones': 'headphones',
	'heart.slash': 'heart-broken', 'highlighter': 'marker', 'hourglass': 'timer-sand', 'hourglass.bottomhalf.fill': 'timer-sand',
	'hourglass.tophalf.fill': 'timer-sand', 'icloud': 'cloud-outline', 'icloud.and.arrow.down': 'cloud-download',
	'icloud.and.arrow.up': 'cloud-upload', 'icloud.fill': 'cloud', 'info.circle.fill': 'information', 'ipad': 'tablet-ipad',
	'iphone': 'cellphone-iphone', 'italic': 'format-italic', 'key.fill': 'key', 'keyboard': 'keyboard', 'lan': 'lan',
	'laptopcomputer': 'laptop', 'lightbulb': 'lightbulb-outline', 'lightbulb.fill': 'lightbulb', 'line.horizontal.3': 'menu',
	'list.bullet.rectangle': 'view-list', 'list.clipboard': 'clipboard-text', 'list.number': 'format-list-numbers',
	'location.circle': 'crosshairs-gps', 'location.north': 'navigation', 'lock.shield': 'security', 'magazine': 'newspaper',
	'magnifyingglass.circle': 'magnify', 'map.fill': 'map', 'mappin.and.ellipse': 'map-marker-radius',
	'mappin.circle': 'map-marker-circle', 'medal': 'trophy-award', 'memorychip': 'memory', 'mic.slash': 'microphone-off',
	'minus.magnifyingglass': 'magnify-minus', 'minus.square': 'minus-box', 'moon.stars': 'weather-night', 'mug': 'cup',
	'multiply': 'multiplication', 'music.note.list': 'playlist-play', 'network': 'lan', 'note.text': 'note-text',
	'number': 'pound', 'option': 'apple-keyboard-option', 'paintpalette': 'palette', 'paintpalette.fill': 'palette',
	'pause.circle': 'pause-circle-outline', 'pause.circle.fill': 'pause-circle', 'pawprint': 'paw', 'pencil.slash': 'pencil-off',
	'percent': 'percent', 'person.2.circle': 'account-multiple', 'person.3': 'account-multiple', 'person.3.fill': 'account-multiple',
	'person.badge.minus': 'account-minus', 'person.badge.plus': 'account-plus', 'person.crop.square': 'account-box',
	'person.text.rectangle': 'account-card-details', 'phone.arrow.up.right': 'phone-outgoing', 'phone.down': 'phone-hangup',
	'photo.fill': 'image', 'photo.on.rectangle': 'image-multiple', 'pills': 'pill', 'plus.magnifyingglass': 'magnify-plus',
	'plus.square': 'plus-box', 'power': 'power', 'printer': 'printer', 'printer.fill': 'printer', 'qrcode': 'qrcode',
	'qrcode.viewfinder': 'qrcode-scan', 'questionmark.circle.fill': 'help-circle', 'record.circle': 'record',
	'rectangle.grid.2x2': 'view-grid', 'rectangle.portrait.and.arrow.right': 'logout', 'rectangle.stack': 'layers',
	'repeat': 'repeat', 'return': 'keyboard-return', 'ruler': 'ruler', 'scalemass': 'scale', 'scissors': 'content-cut',
	'scope': 'crosshairs', 'server.rack': 'server', 'shift': 'apple-keyboard-shift', 'shippingbox': 'package-variant-closed',
	'shippingbox.fill': 'package-variant-closed', 'shuffle': 'shuffle', 'signpost.right': 'directions', 'snowflake': 'weather-snowy',
	'speaker.fill': 'volume-medium', 'speaker.slash': 'volume-off', 'speaker.wave.1': 'volume-low', 'speaker.wave.2': 'volume-high',
	'speedometer': 'speedometer', 'square': 'checkbox-blank-outline', 'square.and.arrow.up.on.square': 'share-variant',
	'square.fill': 'checkbox-blank', 'square.grid.3x3': 'grid', 'square.stack': 'layers', 'square.stack.3d.up': 'layers',
	'star.circle': 'star-circle', 'star.slash': 'star-off', 'sterlingsign.circle': 'currency-gbp', 'stethoscope': 'stethoscope',
	'stop.circle': 'stop-circle-outline', 'stop.circle.fill': 'stop-circle', 'strikethrough': 'format-strikethrough',
	'sum': 'sigma', 'sun.max.fill': 'weather-sunny', 'sunrise': 'weather-sunset-up', 'sunset': 'weather-sunset-down',
	'switch.2': 'toggle-switch', 'target': 'target', 'text.alignleft': 'format-align-left', 'text.bubble': 'comment-text-outline',
	'textformat': 'format-text', 'thermometer': 'thermometer', 'ticket': 'ticket', 'ticket.fill': 'ticket',
	'tram': 'tram', 'tray.and.arrow.down': 'download', 'tray.and.arrow.up': 'upload',
	'tray.full': 'inbox', 'tree': 'pine-tree', 'trophy': 'trophy-outline', 'trophy.fill': 'trophy', 'tshirt': 'tshirt-crew',
	'tv': 'television', 'umbrella': 'umbrella', 'underline': 'format-underline', 'video.slash': 'video-off',
	'waveform': 'pulse', 'waveform.path.ecg': 'heart-pulse', 'wifi.slash': 'wifi-off', 'wind': 'weather-windy',
	'wineglass': 'glass-flute', 'wrench.and.screwdriver': 'wrench', 'xmark.octagon': 'close-octagon-outline',
	'xmark.square': 'close-box-outline', 'accessibility': 'wheelchair-accessibility', 'ladybug': 'bug',
	'person.crop.circle.badge.checkmark': 'account-check', 'house.circle': 'home', 'ellipsis.bubble': 'comment-processing-outline',
};

const css = readFileSync(process.argv[2] ?? '/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css', 'utf8');
/** @type {Map<string, number>} */
const codes = new Map();
for (const m of css.matchAll(/\.mdi-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9A-F]+)"/g)) codes.set(m[1], parseInt(m[2], 16));
const missing = Object.values(TABLE).filter((name) => !codes.has(name));
if (missing.length) {
	console.error(`not in the font: ${[...new Set(missing)].join(', ')}`);
	process.exit(1);
}
const lines = Object.keys(TABLE).sort().map((sf) => `\t'${sf}': ['${TABLE[sf]}', 0x${codes.get(TABLE[sf]).toString(16).toUpperCase()}],`);
writeFileSync(new URL('../Public/js/icon-font.js', import.meta.url), `// SF Symbol name → [Material Design Icons name, code point]: the names the page draws with a glyph
// of the Material Design Icons font (Public/fonts/; docs/ICONS.md says where it comes from and
// its license). Written by scripts/icon-font-map.mjs from the font's CSS; edit the table there.

/** @type {Readonly<Record<string, [string, number]>>} */
export const FONT_GLYPHS = Object.freeze({
${lines.join('\n')}
});
`);
console.log(`${lines.length} names`);
