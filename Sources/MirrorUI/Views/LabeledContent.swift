import Foundation

/// A label and a value side by side, as in a form row, as SwiftUI's:
/// `LabeledContent("Nights", value: "3")`, `LabeledContent("Total") { Text(price) }`.
public struct LabeledContent<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  /// A row of `label` and `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func render(in context: RenderContext) -> [RenderedNode] {
    let label = context.renderedLabel(self.label)
    let content = MirrorUI.render(self.content, in: context)
    return [
      RenderedNode(node: .labeledContent(label: label, content: content.combined), around: content)
    ]
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `titleKey` with `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `titleKey` showing `value`.
  public init(_ titleKey: LocalizedStringKey, value: some StringProtocol) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A row titled `titleKey` showing `value` as `format` writes it.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}
