import Foundation

/// Taps, swipes and menus, as SwiftUI's: each sends what its closure sends, learned while the
/// scene is rendered.
extension View {
  /// Makes this view tappable: a tap (or Enter on the page) sends what `action` sends.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> ModifiedView<Self>
  {
    ModifiedView(content: self) { nodes, context in
      let sent = context.environment.isEnabled ? context.action(of: action) : nil
      nodes = [
        RenderedNode(
          node: .tappable(nodes.combined, action: sent), title: nodes.title, bar: nodes.bar)
      ]
    }
  }

  /// Attaches `gesture`: a ``TapGesture`` is drawn as ``onTapGesture(count:perform:)``; other
  /// gestures are accepted and not drawn.
  public func gesture<G: Gesture>(_ gesture: G) -> ModifiedView<Self> {
    let tap = (gesture as? TapGesture)?.action
    return ModifiedView(content: self) { nodes, context in
      guard let tap else { return }
      let sent = context.environment.isEnabled ? context.action(of: tap) : nil
      nodes = [
        RenderedNode(
          node: .tappable(nodes.combined, action: sent), title: nodes.title, bar: nodes.bar)
      ]
    }
  }

  /// Attaches `gesture` alongside the others; see ``gesture(_:)``.
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> ModifiedView<Self> {
    self.gesture(gesture)
  }

  /// Buttons revealed by swiping this row from `edge`, as SwiftUI's: each sends what its
  /// closure sends; a full swipe runs the first when `allowsFullSwipe`.
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Actions
  ) -> ModifiedView<Self> {
    let actions = content()
    return rowActions { context, row in
      let buttons = context.rendering(at: .slot("swipe-\(edge)")) {
        MirrorUI.render(actions, in: context).map(\.node)
      }
      if edge == .trailing {
        row.trailing += buttons
      } else {
        row.leading += buttons
      }
      row.allowsFullSwipe = allowsFullSwipe
    }
  }

  /// A menu of buttons opened by a long press (or a right click) on this view, as SwiftUI's.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> ModifiedView<Self>
  {
    let items = menuItems()
    return rowActions { context, row in
      row.menu += context.rendering(at: .slot("menu")) {
        MirrorUI.render(items, in: context).map(\.node)
      }
    }
  }

  /// A menu of buttons and a preview opened by a long press; the preview is not drawn.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> ModifiedView<Self> {
    contextMenu(menuItems: menuItems)
  }

  private func rowActions(
    _ add: @escaping @MainActor (RenderContext, inout SceneRowActions) -> Void
  ) -> ModifiedView<Self> {
    ModifiedView(content: self) { nodes, context in
      var content = nodes.combined
      var actions = SceneRowActions()
      if case .rowActions(let inner, let existing) = content {
        content = inner
        actions = existing
      }
      add(context, &actions)
      nodes = [
        RenderedNode(
          node: .rowActions(content, actions), title: nodes.title,
          tabItem: nodes.lazy.compactMap(\.tabItem).first, tag: nodes.lazy.compactMap(\.tag).first,
          bar: nodes.bar)
      ]
    }
  }
}

/// The leading or trailing edge, as SwiftUI's.
public enum HorizontalEdge: String, Sendable {
  case leading, trailing
}

/// A gesture, as SwiftUI's: ``TapGesture`` is drawn; the others are accepted.
@MainActor public protocol Gesture {}

/// A tap, as SwiftUI's: `.gesture(TapGesture().onEnded { … })`.
public struct TapGesture: Gesture {
  let action: (@MainActor () -> Void)?

  /// A tap of `count` taps.
  public nonisolated init(count: Int = 1) { self.action = nil }

  private init(action: @escaping @MainActor () -> Void) { self.action = action }

  /// Runs `action` when the tap ends.
  public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
    TapGesture(action: action)
  }
}

/// A drag, as SwiftUI's; accepted and not drawn.
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
  }

  public nonisolated init(minimumDistance: Double = 10) {}

  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture { self }
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture { self }
}

/// A long press, as SwiftUI's; accepted and not drawn.
public struct LongPressGesture: Gesture {
  public nonisolated init(minimumDuration: Double = 0.5) {}

  public func onEnded(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture { self }
}
