import Foundation

/// A preview of a view, as SwiftUI's `#Preview`:
///
/// ```swift
/// #Preview("Dark") {
///   NavigationStack {
///     GameView(store: Store(initialState: Game.State()) { Game() })
///   }
///   .environment(\.colorScheme, .dark)
/// }
/// ```
///
/// In the page every preview of a module is a screen to open and drive, its store running as
/// any app's does (see `docs/VIEWS.md`, "Previews"): the module lists them with the
/// `NavMirrorPreviews` build plugin, as `NavMirrorPreviews.all`, and the server serves them with
/// ``MirrorApp/previews(_:)``.
@freestanding(declaration, names: named(__navmirrorPreview))
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., body: @escaping @MainActor () -> any View
) = #externalMacro(module: "NavigationMacros", type: "PreviewMacro")

/// How a preview is laid out, as SwiftUI's preview traits; accepted, and drawn on the phone.
public struct PreviewTrait: Sendable {
  public static let sizeThatFitsLayout = PreviewTrait()
  public static let portrait = PreviewTrait()
  public static let landscapeLeft = PreviewTrait()
  public static let landscapeRight = PreviewTrait()
  public static let portraitUpsideDown = PreviewTrait()

  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait()
  }
}
