import Foundation

/// A font, as SwiftUI's: a text style (`.title`, `.footnote`), or a size, weight and design
/// (`.system(size: 96, weight: .bold, design: .rounded)`). The page draws each at iOS's point
/// size.
public struct Font: Hashable, Sendable {
  /// The nearest of the page's four text styles.
  let style: MirrorUI.TextStyle
  /// Size, weight, design, italic, digits.
  var look: SceneLook

  init(style: MirrorUI.TextStyle, size: Double? = nil, weight: String? = nil) {
    self.style = style
    self.look = SceneLook()
    look.size = size
    look.weight = weight
  }

  /// A large title (34 pt).
  public static let largeTitle = Font(style: .title, size: 34)
  /// A title (28 pt).
  public static let title = Font(style: .title)
  /// A second-level title (22 pt).
  public static let title2 = Font(style: .title, size: 22)
  /// A third-level title (20 pt).
  public static let title3 = Font(style: .headline, size: 20, weight: "regular")
  /// A headline (17 pt semibold).
  public static let headline = Font(style: .headline)
  /// A subheadline (15 pt).
  public static let subheadline = Font(style: .caption, size: 15)
  /// Body text (17 pt).
  public static let body = Font(style: .body)
  /// A callout (16 pt).
  public static let callout = Font(style: .body, size: 16)
  /// A footnote (13 pt).
  public static let footnote = Font(style: .caption, size: 13)
  /// A caption (12 pt).
  public static let caption = Font(style: .caption)
  /// A second caption (11 pt).
  public static let caption2 = Font(style: .caption, size: 11)

  /// The point size iOS gives a text style drawn as `style`.
  static func pointSize(of style: MirrorUI.TextStyle) -> Double {
    switch style {
    case .title: return 28
    case .headline, .body: return 17
    case .caption: return 12
    }
  }

  /// The font of a text style.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    var font = style.font
    font.look.design = design?.name
    if let weight { font.look.weight = weight.name }
    return font
  }

  /// A font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(style: size >= 24 ? MirrorUI.TextStyle.title : .body, size: Double(size))
    font.look.weight = weight?.name
    font.look.design = design?.name
    return font
  }

  /// A named font of `size` points, drawn in the system font at that size.
  public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }

  /// A named font scaled like `textStyle`, drawn in the system font.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  { .system(size: size) }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }

  /// The font in italic.
  public func italic() -> Font {
    var font = self
    font.look.italic = true
    return font
  }

  /// The font at `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.look.weight = weight.name
    return font
  }

  /// The font with digits of equal width.
  public func monospacedDigit() -> Font {
    var font = self
    font.look.monospacedDigit = true
    return font
  }

  /// The font in its monospaced design.
  public func monospaced() -> Font {
    var font = self
    font.look.design = "monospaced"
    return font
  }

  /// A font weight, as SwiftUI's.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// A font design, as SwiftUI's.
  public enum Design: String, Hashable, Sendable {
    case `default`, serif, rounded, monospaced

    var name: String { rawValue }
  }

  /// A text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    /// The style's font.
    var font: Font {
      switch self {
      case .largeTitle: return .largeTitle
      case .title: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption: return .caption
      case .caption2: return .caption2
      }
    }
  }
}
