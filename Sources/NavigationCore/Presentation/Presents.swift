/// Declares a feature's presented state, as TCA's `@Presents` does:
///
/// ```swift
/// @Presents var destination: Destination.State?
/// ```
///
/// The property reads and writes the optional state; its projected value, `$destination`, is the
/// ``PresentationState`` that `ifLet(\.$destination, action: \.destination)` integrates.
/// A struct with `@Presents` properties still gets synthesized `Codable`, `Equatable` and
/// `Hashable`; the property encodes as the optional value and may be missing when decoding.
/// Like any optional, it starts as `nil` and the memberwise initializer takes the optional
/// value: `State(destination: .edit(…))`.
@propertyWrapper
public struct Presents<State> {
  /// The presentation.
  public var projectedValue: PresentationState<State>

  /// Presents `wrappedValue` (nothing when `nil`).
  public init(wrappedValue: State?) {
    self.projectedValue = PresentationState(wrappedValue: wrappedValue)
  }

  /// Wraps an existing presentation.
  public init(projectedValue: PresentationState<State>) {
    self.projectedValue = projectedValue
  }

  /// The presented state, or `nil`.
  public var wrappedValue: State? {
    get { projectedValue.wrappedValue }
    set { projectedValue.wrappedValue = newValue }
  }
}

extension Presents: Equatable where State: Equatable {}
extension Presents: Hashable where State: Hashable {}
extension Presents: Sendable where State: Sendable {}

extension Presents: Codable where State: Codable {
  /// Decodes the optional value.
  public init(from decoder: any Decoder) throws {
    self.init(projectedValue: try PresentationState(from: decoder))
  }

  /// Encodes the optional value.
  public func encode(to encoder: any Encoder) throws {
    try projectedValue.encode(to: encoder)
  }
}

extension KeyedDecodingContainer {
  /// Lets a synthesized `init(from:)` decode a missing `@Presents` property as `nil`.
  public func decode<State: Codable>(
    _ type: Presents<State>.Type, forKey key: Key
  ) throws -> Presents<State> {
    Presents(wrappedValue: try decodeIfPresent(State.self, forKey: key))
  }
}
