import MirrorJSON

/// What a screen puts in its navigation bar besides its title: how the title is shown, whether
/// Back is hidden, and the toolbar items.
public struct SceneBar: Hashable, Sendable {
  /// How the title is shown.
  public var titleDisplayMode: TitleDisplayMode = .automatic
  /// Whether the screen hides the Back button (`.navigationBarBackButtonHidden()`).
  public var backButtonHidden = false
  /// The toolbar items, in the order written.
  public var items: [SceneToolbarItem] = []
  /// The search field under the title (`.searchable`).
  public var search: SceneTextField?
  /// What pulling the screen down runs (`.refreshable`), and whether it runs now.
  public var refresh: SceneRefresh?
  /// The heights the sheet showing this content rests at (`.presentationDetents`).
  public var detents: SceneDetents?
  /// Whether the sheet showing this content stays when dragged down or Esc is pressed
  /// (`.interactiveDismissDisabled()`): only its own controls dismiss it.
  public var interactiveDismissDisabled = false

  /// A bar with the automatic title and nothing else.
  public init() {}

  /// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
  public enum TitleDisplayMode: String, Hashable, Sendable {
    /// Large on a stack's root screen, inline on the screens pushed over it.
    case automatic
    /// Small and centred in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// Pull to refresh: the op that runs the screen's `.refreshable` closure, and whether it is
/// running (the page shows the spinner while it is, in every browser).
public struct SceneRefresh: Hashable, Sendable {
  public var action: JSONValue?
  public var isRefreshing: Bool
}
