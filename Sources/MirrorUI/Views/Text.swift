import Foundation

/// Text, as SwiftUI's: made from a literal (`Text("**Bold** and ^[3 night](inflect: true)")`,
/// its Markdown and inflection drawn), from a string as it is (`Text(store.name)`,
/// `Text(verbatim:)`), or from a value and a format style; styled with `.font`, `.bold()`,
/// `.italic()`, `.foregroundColor` and the others, and joined with `+`.
nonisolated public struct Text: PrimitiveView, Equatable {
  /// A part of a text and its look.
  struct Run: Equatable {
    var text: String
    var look: SceneLook
  }

  var runs: [Run]
  var style: TextStyle = .body
  var hasOwnFont = false

  /// The text as a string.
  var content: String { runs.map(\.text).joined() }

  /// A text from a literal: its Markdown and inflection are drawn.
  public init(_ key: LocalizedStringKey) {
    runs = TextMarkdown.runs(key.key)
  }

  /// A text from a string, drawn as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(text: String(content), look: SceneLook())]
  }

  /// A text drawn as it is, Markdown included.
  public init(verbatim content: String) {
    runs = [Run(text: content, look: SceneLook())]
  }

  /// A text showing `input` as `format` writes it: `Text(price, format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// A text showing `date` in `style`.
  public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    switch style {
    case .date:
      formatter.dateStyle = .long
      formatter.timeStyle = .none
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
    }
    self.init(verbatim: formatter.string(from: date))
  }

  /// How ``init(_:style:)`` shows a date.
  public enum DateStyle: Sendable {
    case date, time
  }

  private init(runs: [Run], style: TextStyle, hasOwnFont: Bool) {
    self.runs = runs
    self.style = style
    self.hasOwnFont = hasOwnFont
  }

  /// The two texts one after the other, each with its own look.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(
      runs: lhs.runs.map { $0.withStyle(of: lhs) } + rhs.runs.map { $0.withStyle(of: rhs) },
      style: .body, hasOwnFont: false)
  }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    var text = self
    text.style = font.style
    text.hasOwnFont = true
    text.runs = runs.map { Run(text: $0.text, look: $0.look.merged(with: font.look)) }
    return text
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text {
    isActive ? changed { $0.weight = "bold" } : self
  }

  /// The text in italic.
  public func italic(_ isActive: Bool = true) -> Text {
    isActive ? changed { $0.italic = true } : self
  }

  /// The text at `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return changed { $0.weight = weight.name }
  }

  /// The text in the font design `design`.
  public func fontDesign(_ design: Font.Design?) -> Text {
    guard let design else { return self }
    return changed { $0.design = design.name }
  }

  /// The text with digits of equal width.
  public func monospacedDigit() -> Text { changed { $0.monospacedDigit = true } }

  /// The text in a monospaced font.
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? changed { $0.design = "monospaced" } : self
  }

  /// The text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? changed { $0.strikethrough = true } : self
  }

  /// The text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? changed { $0.underline = true } : self
  }

  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    guard let color else { return self }
    return changed { $0.color = color.scene }
  }

  /// The text in `style`'s colour.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    guard case .color(let color)? = ShapeStyles.fill(style) else { return self }
    return changed { $0.color = color }
  }

  /// Accepted as SwiftUI's; the page keeps the font's spacing.
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// Accepted as SwiftUI's; the page keeps the font's spacing.
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// Accepted as SwiftUI's.
  public func baselineOffset(_ offset: CGFloat) -> Text { self }

  private func changed(_ change: (inout SceneLook) -> Void) -> Text {
    var text = self
    text.runs = runs.map {
      var look = $0.look
      change(&look)
      return Run(text: $0.text, look: look)
    }
    return text
  }

  @MainActor func render(in context: RenderContext) -> [RenderedNode] {
    [RenderedNode(node: .text(sceneText))]
  }

  /// The text as the page draws it.
  var sceneText: SceneText {
    var text = SceneText(content, style: style, hasOwnFont: hasOwnFont)
    if runs.count == 1 {
      text.look = runs[0].look
    } else if runs.count > 1 {
      text.runs = runs.map { SceneTextRun(text: $0.text, look: $0.look) }
    }
    return text
  }
}

extension Text.Run {
  /// The run with the style of the text it came from written into its look, for a text
  /// joined to another.
  func withStyle(of text: Text) -> Text.Run {
    guard text.hasOwnFont, text.style != .body else { return self }
    var look = self.look
    if look.size == nil { look.size = Font.pointSize(of: text.style) }
    if look.weight == nil, text.style == .headline { look.weight = "semibold" }
    return Text.Run(text: self.text, look: look)
  }
}
