import MirrorJSON
import NavigationCore

extension View {
  /// Pushes a screen onto the navigation stack around this view while `item` holds a store,
  /// as TCA's
  /// `.navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail))`.
  ///
  /// The screen comes right after the screen this view is on; Back writes `nil` through `item`,
  /// which sends `.dismiss`. Its id in the scene is negative, apart from the ids of the path's
  /// elements. The screen under it is covered, as by any pushed screen: its views leave the
  /// screen (their `.onDisappear` runs, their `.task` is cancelled) and the flow map explores
  /// the pushed screen's controls, not its.
  public func navigationDestination<State, Action, Destination: View>(
    item: Binding<ViewStore<State, Action>?>,
    @ViewBuilder destination: @escaping (ViewStore<State, Action>) -> Destination
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let store = item.wrappedValue else { return }
      guard !context.enclosingStackDestinations.isEmpty else {
        context.report(
          Diagnostic(
            code: "navigation-destination-without-stack",
            message: """
              A navigationDestination(item:) showing \(Destination.self) is not inside a \
              NavigationStack: there is no stack to push its screen onto, and nothing is shown.
              """,
            fix: "Put the view with this modifier inside a NavigationStack."))
        return
      }
      context.itemDestinationCount += 1
      let id = -context.itemDestinationCount
      let rendered = context.renderingScreen(id, covered: false) {
        MirrorUI.render(destination(store), in: context)
      }
      let screen = SceneScreen(
        id: id, title: rendered.title ?? "", content: rendered.combined,
        popAction: context.dismissAction(of: item), bar: rendered.bar)
      context.enclosingStackDestinations[context.enclosingStackDestinations.count - 1]
        .append(screen)
    }
  }
}

extension RenderContext {
  /// The screens `.navigationDestination(item:)` pushed from the screen of the innermost stack
  /// just rendered, which that stack shows right after it.
  func takeItemDestinations() -> [SceneScreen] {
    guard let last = enclosingStackDestinations.indices.last else { return [] }
    defer { enclosingStackDestinations[last] = [] }
    return enclosingStackDestinations[last]
  }

  /// `screen`, followed by the `.navigationDestination(item:)` screens it pushed while it was
  /// rendered. A screen under such a push is covered, which is known only once it is rendered:
  /// the lifecycle modifiers it registered since `mark` (its own, not those of what it presents
  /// or pushes) leave the screen, and in the explorer's scenes nothing on it sends anything.
  func withItemDestinations(
    of screen: SceneScreen, renderedSince mark: (entries: Int, depth: Int)?
  ) -> [SceneScreen] {
    let pushed = takeItemDestinations()
    guard !pushed.isEmpty else { return [screen] }
    if let mark { lifecycle?.hideScreen(since: mark) }
    return [actionRecording == .uncoveredScreens ? screen.covered : screen] + pushed
  }
}
