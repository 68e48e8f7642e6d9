import MirrorJSON
import NavigationCore

/// A row that pushes a screen onto the navigation stack around it, as TCA's
/// `NavigationLink(state:)`:
///
/// ```swift
/// NavigationLink(state: AppFeature.Path.State.detail(DetailFeature.State())) {
///   Label("Detail", systemImage: "doc")
/// }
/// NavigationLink("Settings", state: AppFeature.Path.State.settings(.init()))
/// ```
///
/// It sends the `.push(id:state:)` of the nearest `NavigationStack(path:)`, with the id the
/// stack hands out next; the page draws it as a row with a chevron. Stacks here are driven by
/// state, so SwiftUI's `NavigationLink(value:)` is this link with the path's element state as
/// its value (`NavigationLink(value: Path.State.detail(…)) { … }`); a link with `nil` state is
/// drawn disabled.
public struct NavigationLink<Label: View>: PrimitiveView {
  let state: Any?
  let stateType: Any.Type
  let label: Label

  /// A link pushing `state`, drawn as `label`.
  public init<State>(state: State?, @ViewBuilder label: () -> Label) {
    self.state = state
    self.stateType = State.self
    self.label = label()
  }

  /// A link pushing `value`, SwiftUI's spelling of ``init(state:label:)``: the value is an
  /// element state of the path of the stack around the link.
  public init<Value>(value: Value?, @ViewBuilder label: () -> Label) {
    self.init(state: value, label: label)
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let labelNode = MirrorUI.render(label, in: context).combined
    guard let push = context.enclosingStackPushes.last ?? nil else {
      context.report(
        Diagnostic(
          code: "navigation-link-without-stack",
          message: """
            A NavigationLink pushing \(stateType) is not inside a NavigationStack(path:): it \
            has no stack to push onto and does nothing.
            """,
          fix: """
            Put the link inside a NavigationStack(path: $store.scope(state: \\.path, action: \
            \\.path)) whose path holds \(stateType) elements.
            """))
      return [RenderedNode(node: .navigationLink(label: labelNode, action: nil))]
    }
    if stateType != push.elementType {
      context.report(
        Diagnostic(
          code: "navigation-link-wrong-state",
          message: """
            A NavigationLink pushes \(stateType), but the stack around it holds \
            \(push.elementType) elements: it does nothing.
            """,
          fix: "Give the link a state of the path's element type, \(push.elementType)."))
    }
    let action = context.recordsActions ? state.flatMap(push.action) : nil
    return [RenderedNode(node: .navigationLink(label: labelNode, action: action))]
  }
}

extension NavigationLink where Label == Text {
  /// A link pushing `state`, drawn as `title`.
  public init<State>(_ title: String, state: State?) {
    self.init(state: state) { Text(title) }
  }

  /// A link pushing `value`, drawn as `title`: SwiftUI's spelling of ``init(_:state:)``.
  public init<Value>(_ title: String, value: Value?) {
    self.init(state: value) { Text(title) }
  }
}
