import MirrorJSON
import NavigationCore

extension View {
  /// Pushes a screen onto the navigation stack around this view while `item` holds a store,
  /// as TCA's
  /// `.navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail))`.
  ///
  /// The screen comes right after the screen this view is on; Back writes `nil` through `item`,
  /// which sends `.dismiss`. Its id in the scene is negative, apart from the ids of the path's
  /// elements. The screen under it is drawn as covered, but its controls still record their
  /// actions (it is rendered before the push is known).
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
}
