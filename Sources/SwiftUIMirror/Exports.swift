// `import SwiftUI`, as TCA code writes it, brings NavMirror's view layer: the views, modifiers
// and property wrappers it mirrors (`MirrorUI`), and Foundation, which Apple's SwiftUI
// re-exports. Linux has no SwiftUI of its own for this module to hide.
@_exported import Foundation
@_exported import MirrorUI
