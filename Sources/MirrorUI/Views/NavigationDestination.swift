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
    item: Binding<Store<State, Action>?>,
    @ViewBuilder destination: @escaping @MainActor (Store<State, Action>) -> Destination
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let store = item.wrappedValue else { return }
      context.pushDestination(Destination.self, popAction: context.dismissAction(of: item)) {
        MirrorUI.render(destination(store), in: context)
      }
    }
  }

  /// Pushes `destination` onto the navigation stack around this view while `isPresented` is
  /// `true`, as SwiftUI's: Back writes `false`. Driven by an `@State`, it pushes for every
  /// browser, and time travel moves it.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) -> PresentingView<Self> {
    let destination = destination()
    return PresentingView(content: self) { context in
      guard isPresented.wrappedValue else { return }
      context.pushDestination(
        Destination.self, popAction: context.recordedAction { isPresented.set(false) }
      ) {
        MirrorUI.render(destination, in: context)
      }
    }
  }

  /// Pushes the destination of `item` onto the navigation stack around this view while it is
  /// not `nil`, as SwiftUI's: Back writes `nil`.
  public func navigationDestination<Item, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> PresentingView<Self> {
    PresentingView(content: self) { context in
      guard let value = item.wrappedValue else { return }
      context.pushDestination(
        Destination.self, popAction: context.recordedAction { item.set(nil) }
      ) {
        MirrorUI.render(destination(value), in: context)
      }
    }
  }
}

extension RenderContext {
  /// Pushes the screen `render` draws right after the screen of the innermost stack being
  /// rendered (a `.navigationDestination`); Back sends `popAction`. Its id in the scene is
  /// negative, apart from the ids of the path's elements.
  func pushDestination(
    _ destination: Any.Type, popAction: JSONValue?, _ render: () -> [RenderedNode]
  ) {
    guard !enclosingStackDestinations.isEmpty else {
      report(
        Diagnostic(
          code: "navigation-destination-without-stack",
          message: """
            A navigationDestination showing \(destination) is not inside a NavigationStack: \
            there is no stack to push its screen onto, and nothing is shown.
            """,
          fix: "Put the view with this modifier inside a NavigationStack."))
      return
    }
    itemDestinationCount += 1
    let id = -itemDestinationCount
    let rendered = renderingScreen(id, covered: false, popAction: popAction, render)
    let screen = SceneScreen(
      id: id, title: rendered.title ?? "", content: rendered.combined,
      popAction: actionRecording == .nowhere ? nil : popAction, bar: rendered.bar)
    enclosingStackDestinations[enclosingStackDestinations.count - 1].append(screen)
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
    if let mark { lifecycle?.hideScreen(since: mark, in: self) }
    return [actionRecording == .uncoveredScreens ? screen.covered : screen] + pushed
  }
}
