import NavigationCore

/// The router: the article's `NavigationManager` (`push`, `pop`, `popToRoot`) and
/// `present`/`dismiss` for overlays, as mutations of the state the coordinator calls.
extension RouterVsPathFeature.State {
  /// Pushes `screen`.
  public mutating func push(_ screen: RouterVsPathFeature.Screen.State) {
    path.append(screen)
  }

  /// Pops the top screen, if any.
  public mutating func pop() {
    guard !path.isEmpty else { return }
    path.removeLast()
  }

  /// Pops every screen.
  public mutating func popToRoot() {
    path.removeAll()
  }

  /// Presents `overlay` over the stack.
  public mutating func present(_ overlay: RouterVsPathFeature.Overlay.State) {
    self.overlay = overlay
  }
}
