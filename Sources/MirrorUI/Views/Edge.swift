/// A set of edges, for `.padding`, as SwiftUI's `Edge.Set`.
public enum Edge: Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}
