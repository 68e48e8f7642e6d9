/// A switch bound to a Boolean, as in SwiftUI: `Toggle("Notify", isOn: $store.notify)`.
///
/// Flipping it sends the action its binding sends for the opposite value.
public struct Toggle: PrimitiveView {
  let label: @MainActor (RenderContext) -> String
  let isOn: Binding<Bool>

  /// Creates a toggle with a text label.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    let title = Text(titleKey).content
    self.label = { _ in title }
    self.isOn = isOn
  }

  /// Creates a toggle with a text label drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    let title = String(title)
    self.label = { _ in title }
    self.isOn = isOn
  }

  /// Creates a toggle whose label is a view, drawn as its text.
  public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    let label = label()
    self.label = { context in
      context.rendering(at: .slot("label")) {
        MirrorUI.render(label, in: context).combined.plainText ?? ""
      }
    }
    self.isOn = isOn
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let flip = context.environment.isEnabled ? context.action { isOn.set(!isOn.wrappedValue) } : nil
    let label = label(context)
    if flip == nil {
      context.reportIfSendsNothing(isOn, input: nil, control: "Toggle '\(label)'")
    }
    return [RenderedNode(node: .toggle(label: label, isOn: isOn.wrappedValue, action: flip))]
  }
}
