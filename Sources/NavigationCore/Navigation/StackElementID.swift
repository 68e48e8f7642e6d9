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

  public init(from decoder: any Decoder) throws {
    self.generation = try decoder.singleValueContainer().decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(generation)
  }

  public var description: String { "#\(generation)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}
