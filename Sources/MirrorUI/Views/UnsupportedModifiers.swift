import NavigationCore

// SwiftUI modifiers NavMirror refuses: each would change what a person sees or can do in a way
// the page cannot mirror from the app's state, so a view using one fails to compile with a
// message saying what to write instead, not with "no member" or a type-checker timeout.

extension View {
  @available(
    *, unavailable,
    message:
      "NavMirror mirrors taps through Button: wrap the content in Button { store.send(…) } label: { … }. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror does not mirror gestures: use a Button that sends an action. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func gesture<Gesture>(_ gesture: Gesture) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror draws every state as it is, without animations: remove .animation. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror draws every state as it is, without animations: remove .animation. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func animation(_ animation: Animation?) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror draws only the navigation transitions of stacks and presentations: remove .transition. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func transition(_ transition: AnyTransition) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror draws only the navigation transitions of stacks and presentations: remove .matchedGeometryEffect. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func matchedGeometryEffect<ID: Hashable, Namespace>(
    id: ID, in namespace: Namespace, isSource: Bool = true
  ) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror has no SwiftUI environment: pass values through the store's state or @Dependency. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror does not mirror pull to refresh: add a Button or a toolbar item that sends the refresh action. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror does not draw search fields: put a TextField bound to the query in the view. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror does not mirror swipe actions: put the actions in Buttons or a toolbar. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func swipeActions<Content: View>(
    edge: HorizontalAlignment = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror does not mirror context menus: put the actions in Buttons, a toolbar or a confirmationDialog. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self {
    self
  }

  @available(
    *, unavailable,
    message:
      "NavMirror does not draw overlays: put the view in a ZStack. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror draws backgrounds only as colours (.background(Color.x), not drawn): put the view in a ZStack. Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> Self { self }

  @available(
    *, unavailable,
    message:
      "NavMirror views have no side effects: react to the change in the reducer (onChange(of:) on the reducer, or the action that changed it). Modifiers NavMirror draws: .navigationTitle, .navigationBarTitleDisplayMode, .navigationBarBackButtonHidden, .toolbar, .tabItem, .tag, .disabled, .font, .pickerStyle, .sheet, .fullScreenCover, .popover, .navigationDestination, .alert, .confirmationDialog, .onAppear, .task; every view and modifier: docs/VIEWS.md"
  )
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping () -> Void
  ) -> Self { self }
}
