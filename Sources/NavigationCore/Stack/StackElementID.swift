/// The identity of one element of a ``StackState``, stable for as long as the element lives.
///
/// Ids are generational: each stack hands out 0, 1, 2, … and never reuses one, even after
/// `removeAll()`. An id prints as `#N` and is written as the number `N` in JSON.
public struct StackElementID: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The id's position in the stack's sequence of ids.
  public let generation: Int

  /// Creates the id with the given generation.
  public init(generation: Int) { self.generation = generation }

  /// `#3` can be written `3`, in tests and in actions that come from the network.
  public init(integerLiteral value: Int) { self.generation = value }

  /// The ids JSON can carry: 0 up to 2^53, the integers every JSON reader keeps exactly (and far
  /// from overflowing the stack's id counter).
  public static let validGenerations = 0...(1 << 53)

  /// Decodes an id, refusing numbers no stack hands out (negative, or past 2^53).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let generation = try container.decode(Int.self)
    guard Self.validGenerations.contains(generation) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "A stack element id is a number from 0 to 2^53; \(generation) is not.")
    }
    self.generation = generation
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(generation)
  }

  public var description: String { "#\(generation)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}
