/// Text as data, as SwiftUI's `Text` would show it: a string, the styles applied to it, and
/// concatenations of such texts. The titles, messages and button labels of ``AlertState`` and
/// ``ConfirmationDialogState`` are `TextState`, so that state stays `Equatable` and `Codable`.
///
/// ```swift
/// TextState("Delete ") + TextState(item.name).bold()
/// ```
///
/// The mirror shows its plain text, ``String/init(state:)``; the styles are kept, not drawn.
///
/// In JSON, a plain string (`"Delete"`) when the text is one string without styles, else
/// `{"verbatim": "Delete", "modifiers": [{"bold": {"isActive": true}}]}` or
/// `{"concatenated": [text, text], "modifiers": […]}`.
public struct TextState: Hashable, Sendable, ExpressibleByStringInterpolation {
  enum Storage: Hashable, Sendable {
    case verbatim(String)
    indirect case concatenated(TextState, TextState)
  }

  /// A style applied to the text, in the order it was applied.
  public enum Modifier: Hashable, Codable, Sendable {
    /// `.bold()`.
    case bold(isActive: Bool)
    /// `.italic()`.
    case italic(isActive: Bool)
    /// `.underline()`.
    case underline(isActive: Bool)
    /// `.strikethrough()`.
    case strikethrough(isActive: Bool)
    /// `.monospacedDigit()`.
    case monospacedDigit
  }

  let storage: Storage
  /// The styles applied to the text, in order.
  public private(set) var modifiers: [Modifier] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// Text that shows `content` as it is, never localized.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Text that shows `content` as it is. Linux has no `LocalizedStringKey`: a literal, as in
  /// `TextState("Delete")`, is shown as written too.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text written as a string literal: `"Delete"`.
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }

  /// Text written with interpolations: `"Delete \(name)?"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(verbatim: String(stringInterpolation: stringInterpolation))
  }

  /// The two texts one after the other, each keeping its own styles.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// The text in bold.
  public func bold(isActive: Bool = true) -> Self { modified(.bold(isActive: isActive)) }

  /// The text in italics.
  public func italic(isActive: Bool = true) -> Self { modified(.italic(isActive: isActive)) }

  /// The text underlined.
  public func underline(_ isActive: Bool = true) -> Self {
    modified(.underline(isActive: isActive))
  }

  /// The text struck through.
  public func strikethrough(_ isActive: Bool = true) -> Self {
    modified(.strikethrough(isActive: isActive))
  }

  /// The text with digits of equal width.
  public func monospacedDigit() -> Self { modified(.monospacedDigit) }

  private func modified(_ modifier: Modifier) -> Self {
    var text = self
    text.modifiers.append(modifier)
    return text
  }
}

extension String {
  /// The plain text of `state`, without its styles: what the mirror shows.
  public init(state: TextState) {
    switch state.storage {
    case .verbatim(let string): self = string
    case .concatenated(let first, let second): self = String(state: first) + String(state: second)
    }
  }
}

extension TextState: CustomStringConvertible {
  /// The plain text, as ``String/init(state:)``.
  public var description: String { String(state: self) }
}

extension TextState: Codable {
  private enum CodingKeys: String, CodingKey {
    case verbatim, concatenated, modifiers
  }

  /// Decodes a plain string, or an object with `verbatim` or `concatenated` and `modifiers`.
  public init(from decoder: any Decoder) throws {
    if let string = try? decoder.singleValueContainer().decode(String.self) {
      self.init(verbatim: string)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.concatenated) {
      var parts = try container.nestedUnkeyedContainer(forKey: .concatenated)
      let first = try parts.decode(TextState.self)
      let second = try parts.decode(TextState.self)
      guard parts.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: parts, debugDescription: "A concatenated text has exactly two parts.")
      }
      self.init(storage: .concatenated(first, second))
    } else {
      self.init(verbatim: try container.decode(String.self, forKey: .verbatim))
    }
    modifiers = try container.decodeIfPresent([Modifier].self, forKey: .modifiers) ?? []
  }

  /// Encodes a plain string when the text is one string without styles, else an object.
  public func encode(to encoder: any Encoder) throws {
    if case .verbatim(let string) = storage, modifiers.isEmpty {
      var container = encoder.singleValueContainer()
      try container.encode(string)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch storage {
    case .verbatim(let string): try container.encode(string, forKey: .verbatim)
    case .concatenated(let first, let second):
      try container.encode([first, second], forKey: .concatenated)
    }
    if !modifiers.isEmpty { try container.encode(modifiers, forKey: .modifiers) }
  }
}
