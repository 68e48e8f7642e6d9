import Foundation

/// A string literal a `Text`, a `Button` or a `Label` is made from, as SwiftUI's: its
/// interpolations are written in, and the page draws its Markdown (`**bold**`, `*italic*`,
/// `` `code` ``, `~~struck~~`, links) and inflects its `^[3 night](inflect: true)` as iOS does
/// (English). There is one language, so the key is the text.
///
/// Enums of filters and tabs use it as their raw value (`enum Filter: LocalizedStringKey`),
/// and reducers may hold it: it is `Codable` as its text.
public struct LocalizedStringKey: Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
  /// The text, with its interpolations written in.
  public let key: String

  /// A key whose text is `value`.
  public init(_ value: String) { self.key = value }

  public init(stringLiteral value: String) { self.key = value }

  public init(stringInterpolation: StringInterpolation) { self.key = stringInterpolation.output }

  public init(from decoder: any Decoder) throws {
    key = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(key)
  }

  /// The interpolations of a key, as SwiftUI's: values as they print, with a format style or a
  /// `printf` specifier.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { output += literal }

    public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }

    public mutating func appendInterpolation(_ string: String) { output += string }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      output += String(format: specifier, Int(value))
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
      _ value: T, specifier: String
    ) {
      output += String(format: specifier, Double(value))
    }

    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += format.format(input)
    }

    public mutating func appendInterpolation(_ text: Text) { output += text.content }
  }
}
