/// A font, as SwiftUI's: the page draws each as one of four text styles.
public struct Font: Hashable, Sendable {
  /// The style the page draws.
  let style: TextStyle

  /// A large title, drawn as a title.
  public static let largeTitle = Font(style: .title)
  /// A title.
  public static let title = Font(style: .title)
  /// A second-level title, drawn as a title.
  public static let title2 = Font(style: .title)
  /// A third-level title, drawn as a headline.
  public static let title3 = Font(style: .headline)
  /// A headline.
  public static let headline = Font(style: .headline)
  /// A subheadline, drawn as a caption.
  public static let subheadline = Font(style: .caption)
  /// Body text.
  public static let body = Font(style: .body)
  /// A callout, drawn as body text.
  public static let callout = Font(style: .body)
  /// A footnote, drawn as a caption.
  public static let footnote = Font(style: .caption)
  /// A caption.
  public static let caption = Font(style: .caption)
  /// A second caption, drawn as a caption.
  public static let caption2 = Font(style: .caption)

  /// A font of a given size, drawn as body text.
  public static func system(size: Double, weight: Weight? = nil) -> Font { .body }

  /// The font in bold, drawn as a headline.
  public func bold() -> Font { style == .body ? .headline : self }

  /// A font weight, accepted as SwiftUI's.
  public enum Weight: Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
}
