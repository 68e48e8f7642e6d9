/// A view with a lifecycle modifier: `.onAppear`, `.onDisappear` or `.task`.
///
/// Rendering it records the modifier under the view's structural identity (the screen or
/// presentation it is on and its position in the view tree there); the running app then runs
/// it as SwiftUI does, once per appearance, not once per render. See ``View/onAppear(perform:)``.
public struct LifecycleView<Content: View>: PrimitiveView {
  let content: Content
  let kind: LifecycleEntry.Kind

  func render(in context: RenderContext) -> [RenderedNode] {
    context.lifecycle?.register(kind, content: Content.self, in: context)
    return MirrorUI.render(content, in: context)
  }
}

extension View {
  /// Runs `action` when the view appears on screen: when the screen it is on is pushed,
  /// presented, uncovered by a pop or selected as a tab, or when it is first shown there; not
  /// again while it stays, however often the state changes.
  ///
  /// ```swift
  /// List { … }
  ///   .onAppear { store.send(.onAppear) }
  /// ```
  ///
  /// What `action` sends goes to the app's store, once for the session (every browser watching
  /// sees the result). A screen covered by another screen pushed on its stack, or a tab not
  /// selected, has disappeared, as in SwiftUI; a screen under a sheet has not.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> LifecycleView<Self> {
    LifecycleView(content: self, kind: .appear(action ?? {}))
  }

  /// Runs `action` when the view leaves the screen (see ``onAppear(perform:)`` for when that
  /// is).
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> LifecycleView<Self> {
    LifecycleView(content: self, kind: .disappear(action ?? {}))
  }

  /// Starts `action` in a task when the view appears and cancels it when the view leaves, as
  /// SwiftUI's `task`:
  ///
  /// ```swift
  /// .task { await store.send(.task).finish() }
  /// ```
  ///
  /// A `send` in `action` sends to the app's store and returns a ``StoreTask`` whose
  /// ``StoreTask/finish()`` waits for the action's effects; the view leaving cancels them.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> LifecycleView<Self> {
    LifecycleView(content: self, kind: .task(id: nil, priority: priority, body: action))
  }

  /// Starts `action` as ``task(priority:_:)`` does, and restarts it (cancelling the running
  /// one) whenever `value` changes while the view is on screen.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> LifecycleView<Self> {
    LifecycleView(content: self, kind: .task(id: value, priority: priority, body: action))
  }

  /// Runs `action` with the old and the new value each time `value` changes while the view is
  /// on screen, as SwiftUI's `onChange(of:initial:_:)`: once per change, in the session's app
  /// (every browser sees what it does), not once per render. With `initial`, it also runs when
  /// the view appears.
  ///
  /// ```swift
  /// .onChange(of: store.query) { _, query in store.send(.search(query)) }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> LifecycleView<Self> {
    LifecycleView(
      content: self,
      kind: .change(value: value, initial: initial) { old, new in
        if let old = old as? V, let new = new as? V { action(old, new) }
      })
  }

  /// Runs `action` each time `value` changes while the view is on screen; see
  /// ``onChange(of:initial:_:)-(_,_,(V,V)->Void)``.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> LifecycleView<Self> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value each time `value` changes while the view is on screen:
  /// SwiftUI's older `onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> LifecycleView<Self> {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}
