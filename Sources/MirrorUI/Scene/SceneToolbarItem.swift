/// One item of a screen's toolbar.
public struct SceneToolbarItem: Hashable, Sendable {
  /// Where the item goes.
  public var placement: ToolbarItemPlacement
  /// What it shows: usually a button.
  public var content: SceneNode
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public enum ToolbarItemPlacement: String, Hashable, Sendable {
  /// The trailing edge of the navigation bar (`.topBarTrailing`, `.primaryAction`,
  /// `.confirmationAction`, `.automatic`).
  case topBarTrailing
  /// The leading edge of the navigation bar (`.topBarLeading`, `.cancellationAction`).
  case topBarLeading
  /// The centre of the navigation bar, in place of the title.
  case principal
  /// A bar at the bottom of the screen.
  case bottomBar

  /// SwiftUI's default placement.
  public static let automatic = ToolbarItemPlacement.topBarTrailing
  /// The main action of a screen.
  public static let primaryAction = ToolbarItemPlacement.topBarTrailing
  /// Confirming a sheet, such as Save.
  public static let confirmationAction = ToolbarItemPlacement.topBarTrailing
  /// Cancelling a sheet.
  public static let cancellationAction = ToolbarItemPlacement.topBarLeading
  /// The older name of ``topBarLeading``.
  public static let navigationBarLeading = ToolbarItemPlacement.topBarLeading
  /// The older name of ``topBarTrailing``.
  public static let navigationBarTrailing = ToolbarItemPlacement.topBarTrailing
}
