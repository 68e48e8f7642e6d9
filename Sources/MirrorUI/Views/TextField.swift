import MirrorJSON

/// A one-line text input bound to a string, as in SwiftUI:
/// `TextField("Name", text: $store.name, prompt: Text("Required"))`.
///
/// Each change the user types sends the binding's action with the new text, as SwiftUI sets
/// the binding on each keystroke.
public struct TextField: PrimitiveView {
  let label: (RenderContext) -> String
  let text: Binding<String>
  let prompt: String?
  let isSecure: Bool

  /// Creates a text field; its placeholder is `prompt`, or the title without one.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    self.init(label: { _ in title }, text: text, prompt: prompt?.content, isSecure: false)
  }

  /// Creates a text field whose label is a view, drawn as its text.
  public init<Label: View>(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.init(
      label: { MirrorUI.render(label, in: $0).combined.plainText ?? "" }, text: text,
      prompt: prompt?.content, isSecure: false)
  }

  init(
    label: @escaping (RenderContext) -> String, text: Binding<String>, prompt: String?,
    isSecure: Bool
  ) {
    self.label = label
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
  }

  /// The text a binding is set to while rendering, to find where the typed text goes.
  static let marker = "\u{E000}navmirror.text\u{E000}"

  func render(in context: RenderContext) -> [RenderedNode] {
    let input = context.input(text, marker: Self.marker, markerJSON: .string(Self.marker))
    let label = label(context)
    let node = SceneNode.textField(
      label: label, text: text.wrappedValue, prompt: prompt ?? label, isSecure: isSecure,
      input: input)
    return [RenderedNode(node: node)]
  }
}

/// A text input that hides what is typed, as SwiftUI's: `SecureField("Password", text: …)`.
public struct SecureField: PrimitiveView {
  let field: TextField

  /// Creates a secure field; its placeholder is `prompt`, or the title without one.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    self.field = TextField(
      label: { _ in title }, text: text, prompt: prompt?.content, isSecure: true)
  }

  func render(in context: RenderContext) -> [RenderedNode] { field.render(in: context) }
}
