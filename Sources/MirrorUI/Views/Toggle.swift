/// A switch bound to a Boolean, as in SwiftUI: `Toggle("Notify", isOn: $store.notify)`.
///
/// Flipping it sends the action its binding sends for the opposite value.
public struct Toggle: PrimitiveView {
  let label: (RenderContext) -> String
  let isOn: Binding<Bool>

  /// Creates a toggle with a text label.
  public init(_ label: String, isOn: Binding<Bool>) {
    self.label = { _ in label }
    self.isOn = isOn
  }

  /// Creates a toggle whose label is a view, drawn as its text.
  public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    let label = label()
    self.label = { MirrorUI.render(label, in: $0).combined.plainText ?? "" }
    self.isOn = isOn
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let flip = context.firstAction { isOn.set(!isOn.wrappedValue) }
    return [
      RenderedNode(node: .toggle(label: label(context), isOn: isOn.wrappedValue, action: flip))
    ]
  }
}
