import MirrorJSON
import NavigationCore

/// A one-line text input bound to a string, as in SwiftUI:
/// `TextField("Name", text: $store.name, prompt: Text("Required"))`.
///
/// Each change the user types sends the binding's action with the new text, as SwiftUI sets
/// the binding on each keystroke. A binding that sends nothing (one whose setter does nothing,
/// not a `.constant`) draws the field read-only and says so in the diagnostics.
public struct TextField: PrimitiveView {
  let label: @MainActor (RenderContext) -> String
  let text: Binding<String>
  let prompt: String?
  let isSecure: Bool

  /// Creates a text field; its placeholder is `prompt`, or the title without one.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil
  ) {
    let title = Text(titleKey).content
    self.init(label: { _ in title }, text: text, prompt: prompt?.content, isSecure: false)
  }

  /// Creates a text field with a title drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    let title = String(title)
    self.init(label: { _ in title }, text: text, prompt: prompt?.content, isSecure: false)
  }

  /// Creates a text field that grows along `axis`; drawn on one line.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(titleKey, text: text, prompt: prompt)
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
    label: @escaping @MainActor (RenderContext) -> String, text: Binding<String>,
    prompt: String?, isSecure: Bool
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
    let title = context.rendering(at: .slot("label")) { label(context) }
    context.reportIfSendsNothing(text, input: input, control: "TextField '\(title)'")
    var field = SceneTextField(
      label: title, text: text.wrappedValue, prompt: prompt ?? title, isSecure: isSecure,
      input: input)
    if !context.environment.isEnabled { field.input = nil }
    return [RenderedNode(node: .textField(field))]
  }
}

/// A text input that hides what is typed, as SwiftUI's: `SecureField("Password", text: …)`.
public struct SecureField: PrimitiveView {
  let field: TextField

  /// Creates a secure field; its placeholder is `prompt`, or the title without one.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    let title = Text(titleKey).content
    self.field = TextField(
      label: { _ in title }, text: text, prompt: prompt?.content, isSecure: true)
  }

  /// Creates a secure field with a title drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    let title = String(title)
    self.field = TextField(
      label: { _ in title }, text: text, prompt: prompt?.content, isSecure: true)
  }

  func render(in context: RenderContext) -> [RenderedNode] { field.render(in: context) }
}

extension RenderContext {
  /// Reports a control whose binding, set while it was rendered, sent nothing although it is
  /// not a `.constant`: the page would draw it read-only without a word otherwise.
  func reportIfSendsNothing<Value>(
    _ binding: Binding<Value>, input: SceneInput?, control: String
  ) {
    guard input == nil, recordsActions, !binding.isConstant, environment.isEnabled else {
      return
    }
    report(
      Diagnostic(
        code: "binding-sends-nothing",
        message: """
          The binding of \(control) sent nothing when it was set, so the page draws the \
          control read-only: its setter neither sends an action whose value can be found in \
          it nor sets view state.
          """,
        fix: """
          Bind it with $store.field (a BindableAction feature; nested fields too: \
          $store.trip.name), $store.field.sending(\\.action), an @State, or \
          Binding(get:set:) whose setter sends an action carrying the new value.
          """))
  }
}
