import MirrorJSON
import NavigationCore

/// A navigation stack driven by a `StackState`, written as in TCA:
///
/// ```swift
/// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
///   RootView(store: store)
/// } destination: { store in
///   switch store.case {
///   case let .detail(store): DetailView(store: store)
///   }
/// }
/// ```
///
/// Back, the swipe and a jump back several levels each send one `.popFrom(id:)`, as SwiftUI's
/// binding does; a ``NavigationLink`` inside it sends `.push(id:state:)`.
public struct NavigationStack<Root: View>: PrimitiveView {
  let root: Root
  /// Renders the pushed screens, bottom first.
  let screens: @MainActor (RenderContext) -> [SceneScreen]
  /// Whether anything is pushed: the root is then covered.
  let hasPushedScreens: Bool
  /// What the stack is, for diagnostics.
  let label: StackLabel
  /// How a ``NavigationLink`` inside pushes onto the stack; `nil` without a path.
  let push: StackPush?

  /// A stack over `root` whose pushed screens are the elements of `path`, each drawn by
  /// `destination`.
  public init<ElementState, ElementAction, Destination: View>(
    path binding: Binding<
      Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
    >,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination:
      @escaping @MainActor (Store<ElementState, ElementAction>) ->
      Destination
  ) {
    let path = binding.wrappedValue
    self.root = root()
    self.push = StackPush(path)
    self.label = StackLabel(elementType: ElementState.self, rootType: Root.self)
    @MainActor func screen(
      id: StackElementID, element: ElementState, store: Store<ElementState, ElementAction>,
      popAction: JSONValue?, in context: RenderContext
    ) -> SceneScreen {
      let rendered = MirrorUI.render(destination(store), in: context)
      if rendered.isEmpty {
        context.report(
          Diagnostic(
            code: "destination-without-view",
            message: """
              The stack element \(id) (\(element)) of the NavigationStack around \(Root.self) \
              has no view in 'destination': the pushed screen would be blank.
              """,
            fix: """
              Add a case for \(String(reflecting: ElementState.self)) to the NavigationStack's destination closure \
              (switch over every case of the path's state and return a view for each).
              """
          ))
      }
      return SceneScreen(
        id: id.generation, title: rendered.title ?? "", content: rendered.combined,
        popAction: popAction, bar: rendered.bar)
    }
    self.hasPushedScreens = !path.state.isEmpty
    let equal = ValueEquality.comparator(for: ElementState.self)
    self.screens = { context in
      let ids = path.state.ids
      let top = ids.count - 1
      // The Back action of a probe id says how the stack's actions reach the root.
      let memo =
        equal == nil
        ? nil
        : context.memo.map {
          $0.stack(
            at: context.path, id: context.enclosingStacks.last ?? "",
            fingerprint: path.toRoot?(.popFrom(id: StackElementID(generation: 0))) ?? nil,
            environment: context.environment, enclosingStacks: context.enclosingStacks)
        }
      defer { memo?.endRender() }
      var drawn: [SceneScreen] = []
      drawn.reserveCapacity(ids.count)
      // A plain loop: the generic zip and enumeration it replaces looked up their types'
      // metadata at every element, which cost more than reusing the element's screen.
      var index = 0
      for element in path.state {
        let id = ids[index]
        let covered = index < top
        index += 1
        drawn.append(contentsOf: screens(of: element, id: id, covered: covered))
      }
      return drawn

      @MainActor func screens(
        of element: ElementState, id: StackElementID, covered: Bool
      ) -> [SceneScreen] {
        if let memo, let equal,
          let kept = memo.reusable(
            id.generation, state: element, covered: context.isCovered || covered, equal: equal,
            nextPush: path.state.nextGeneration, viewState: context.viewState.values)
        {
          context.replay(kept.recording)
          return kept.screens
        }
        let render = { (lineage: StoreLineage?) in
          let store = Store<ElementState, ElementAction>(
            state: element, dismissAction: nil,
            toRoot: path.toRoot.map { toRoot in { toRoot(.element(id: id, action: $0)) } },
            lineage: lineage)
          var popAction: JSONValue?
          if context.actionRecording != .nowhere, let toRoot = path.toRoot {
            popAction = toRoot(.popFrom(id: id))
          }
          return context.renderingScreen(id.generation, covered: covered, popAction: popAction) {
            let mark = context.lifecycle?.mark(in: context)
            return context.withItemDestinations(
              of: screen(
                id: id, element: element, store: store,
                popAction: context.recordsActions ? popAction : nil, in: context),
              renderedSince: mark)
          }
        }
        guard let memo else { return render(nil) }
        // A screen whose views read a store other than its element's (a parent's, captured by
        // `destination`) depends on more than its element: it is not kept.
        let outer = ViewStoreReads.log
        let lineage = StoreLineage(inside: outer?.lineage)
        let reads = ViewStoreReadLog(lineage: lineage, inside: outer)
        let (screens, recording) = context.recordingSubtree {
          ViewStoreReads.$log.withValue(reads) { render(lineage) }
        }
        if reads.readOutsideLineage { recording.markNotReusable() }
        return memo.keep(
          id.generation, state: element, covered: context.isCovered || covered,
          screens: screens, recording: recording)
      }
    }
  }

  /// A stack that shows only `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.label = StackLabel(elementType: nil, rootType: Root.self)
    self.push = nil
    self.hasPushedScreens = false
    self.screens = { _ in [] }
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let id = context.makeStackID()
    if let outer = context.enclosingStacks.last {
      let outerLabel = context.enclosingStackLabels.last?.description ?? outer
      let isInTab = context.tabViewStackDepths.contains {
        $0 > 0 && $0 == context.enclosingStacks.count
      }
      context.report(
        isInTab
          ? Diagnostic(
            code: "nested-navigation-stack",
            message: """
              A NavigationStack ('\(id)': \(label)) is nested inside a tab of a TabView under \
              another NavigationStack ('\(outer)': \(outerLabel)). SwiftUI does not support \
              nested stacks: pushes go to the wrong stack, and a tab switch followed by a push \
              can crash the app.
              """,
            fix: """
              Keep one NavigationStack: either one at the root around the TabView, with the root \
              feature owning the path, or one inside each tab, with no stack around the TabView.
              """)
          : Diagnostic(
            code: "nested-navigation-stack",
            message: """
              A NavigationStack ('\(id)': \(label)) is nested inside a destination or the root \
              of another NavigationStack ('\(outer)': \(outerLabel)). SwiftUI does not support \
              nested stacks: the inner one's pushes go to the outer stack or are lost.
              """,
            fix: """
              Remove the inner NavigationStack and push its screens onto the outer stack's path \
              (add their features to its Path reducer). A screen that needs a stack of its own \
              is presented instead, as a sheet or a fullScreenCover whose content holds the \
              NavigationStack.
              """))
    }
    context.enclosingStacks.append(id)
    context.enclosingStackLabels.append(label)
    context.enclosingStackPushes.append(push)
    context.enclosingStackDestinations.append([])
    defer {
      context.enclosingStacks.removeLast()
      context.enclosingStackLabels.removeLast()
      context.enclosingStackPushes.removeLast()
      context.enclosingStackDestinations.removeLast()
    }
    let mark = context.lifecycle?.mark(in: context)
    let rootNodes = context.rendering(covered: hasPushedScreens) {
      MirrorUI.render(root, in: context)
    }
    let rootScreen = SceneScreen(
      id: nil, title: rootNodes.title ?? "", content: rootNodes.combined, popAction: nil,
      bar: rootNodes.bar)
    let fromRoot = context.withItemDestinations(of: rootScreen, renderedSince: mark)
    return [
      RenderedNode(
        node: .stack(
          id: id, root: fromRoot[0], path: Array(fromRoot.dropFirst()) + screens(context)))
    ]
  }
}

/// SwiftUI's older navigation container, drawn as a ``NavigationStack`` without a path: links
/// inside push their destinations onto it.
public typealias NavigationView<Content: View> = NavigationStack<Content>
