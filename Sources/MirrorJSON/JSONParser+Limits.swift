extension JSONParser {
  /// Bounds on what one parse accepts: valid JSON can still be too deep to recurse into or
  /// larger than any message needs, and every value parsed is memory and work for whoever walks
  /// it next. A text beyond a limit fails with a ``JSONParseError`` that names the limit and
  /// the byte offset where it was exceeded.
  public struct Limits: Sendable, Equatable {
    /// The deepest nesting of arrays and objects. Parsing, serializing, comparing and decoding
    /// a value each recurse once per level, so this bounds their stack use.
    public var maximumDepth: Int
    /// The largest input, in bytes.
    public var maximumInputBytes: Int
    /// The most members in one object, or elements in one array.
    public var maximumElementsPerContainer: Int
    /// The most values in the whole document, counting containers, members' values, elements
    /// and scalars (keys are not counted).
    public var maximumValues: Int

    /// Limits with the given bounds; the defaults fit every message and file NavMirror reads
    /// (the HTTP server already caps a body and a WebSocket message at 1 MiB).
    public init(
      maximumDepth: Int = 128, maximumInputBytes: Int = 8 << 20,
      maximumElementsPerContainer: Int = 250_000, maximumValues: Int = 1_000_000
    ) {
      self.maximumDepth = maximumDepth
      self.maximumInputBytes = maximumInputBytes
      self.maximumElementsPerContainer = maximumElementsPerContainer
      self.maximumValues = maximumValues
    }

    /// The limits `JSONParser.parse` applies unless given others.
    public static let `default` = Limits()
  }
}
