/// Lets tools see inside a ``StackState`` without knowing its element type — how NavMirror
/// writes a recorded flow as a `TestStore` test.
public protocol StackStateReflecting {
  /// The ids, bottom first.
  var reflectedIDs: [StackElementID] { get }
  /// The element with `id`.
  func reflectedElement(id: StackElementID) -> Any?
  /// The generation the next new element will get.
  var reflectedNextGeneration: Int { get }
}

extension StackState: StackStateReflecting {
  public var reflectedIDs: [StackElementID] { ids }
  public func reflectedElement(id: StackElementID) -> Any? { self[id: id] }
  public var reflectedNextGeneration: Int { nextGeneration }
}

/// Lets tools see the value of a `@Presents` property without knowing its type.
public protocol PresentsReflecting {
  /// The presented state, or `nil`.
  var reflectedValue: Any? { get }
}

extension Presents: PresentsReflecting {
  public var reflectedValue: Any? { wrappedValue }
}
