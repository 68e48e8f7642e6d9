/// Tabs with a tab bar, written as in SwiftUI: each child gets `.tabItem { Label(…) }` and,
/// with a selection binding, a `.tag(_:)`.
///
/// ```swift
/// TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
///   FirstView(store: store.scope(state: \.tab1, action: \.tab1))
///     .tag(Tab.first)
///     .tabItem { Label("First", systemImage: "house") }
/// }
/// ```
public struct TabView<Selection: Hashable, Content: View>: PrimitiveView {
  let selection: Binding<Selection>?
  let content: Content

  /// Tabs whose selection lives in the feature's state and changes by action.
  public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    context.tabViewStackDepths.append(context.enclosingStacks.count)
    let lifecycleMark = context.lifecycle?.mark(in: context)
    let children = MirrorUI.render(content, in: context)
    context.tabViewStackDepths.removeLast()
    var tabs: [SceneTab] = []
    var selectedTag = ""
    var selectedTitle: String?
    var selectedIndex: Int?
    for (index, child) in children.enumerated() {
      let value = child.tag?.base as? Selection
      let tag = value.map { "\($0)" } ?? "\(index)"
      let action = value.flatMap { value in
        selection.flatMap { binding in
          context.action { binding.set(value) }
        }
      }
      let isSelected = selection.map { value == $0.wrappedValue } ?? (index == 0)
      if isSelected {
        selectedTag = tag
        selectedTitle = child.title ?? child.tabItem?.label
        selectedIndex = index
      }
      tabs.append(
        SceneTab(
          tag: tag, label: child.tabItem?.label ?? "Tab \(index + 1)",
          systemImage: child.tabItem?.systemImage ?? "", action: action, content: child.node))
    }
    // Only the selected tab is on screen: the others' lifecycle modifiers have not appeared.
    if let lifecycleMark {
      context.lifecycle?.hide(since: lifecycleMark, exceptChild: selectedIndex)
    }
    // A tab view that holds its own selection has no title to give the screen around it: each
    // page shows its own tab, and names it after that tab where it needs a name.
    return [
      RenderedNode(
        node: .tabs(
          id: "tabs", selection: selectedTag, tabs: tabs, selectedLocally: selection == nil),
        title: selection == nil ? nil : selectedTitle)
    ]
  }
}

extension TabView where Selection == Int {
  /// Tabs without a selection binding. As in SwiftUI, the selection is the view's own: each
  /// page shows the first tab and switches on its own, sending no action and sharing nothing.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}
