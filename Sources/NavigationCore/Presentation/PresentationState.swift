import CasePaths

/// The state of something a feature presents — a sheet, a cover, an alert, a dialog, a
/// pushed destination — or `nil` when nothing is presented.
///
/// Declare it with ``Presents`` and integrate it with
/// ``Reducer/ifLet(_:action:destination:fileID:line:)-5o3bq``:
///
/// ```swift
/// struct State: Codable, Equatable {
///   @Presents var destination: Destination.State?
/// }
/// …
/// .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
///
/// It encodes as the optional value itself (`null` or the state), and two presentation states
/// are equal when their values are.
///
/// The value is stored out of line, so that a state can present a state of its own type
/// (`@Presents var child: State?` inside `State`).
public struct PresentationState<State> {
  /// The presented state, boxed; `nil` when nothing is presented.
  @usableFromInline var storage: PresentedValue<State>?

  /// The presented state, or `nil`.
  public var wrappedValue: State? {
    get { storage?.value }
    _modify {
      // Taking the value out of its box first leaves it the only owner of its contents, so
      // that mutating it does not copy them.
      var value = storage?.value
      storage = nil
      defer { storage = value.map(PresentedValue.init) }
      yield &value
    }
  }
  /// The identity the presentation had when `ifLet` last ran: kept to notice changes of
  /// identity, which cancel the old presentation's effects. Not part of equality or coding.
  @usableFromInline var presentedID: PresentationID?

  /// Creates a presentation of `wrappedValue`.
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map(PresentedValue.init)
  }

  /// The presented state in the case `casePath`, or `nil`: `state.$destination[case: \.sheet]`.
  ///
  /// Modifying it changes the presented state in that case; setting `nil` dismisses it; setting
  /// a value while nothing is presented presents it. Presented state in another case is left
  /// as it is, with TCA's warning (`Can't modify unrelated case "alert"`).
  public subscript<Case>(case casePath: CaseKeyPath<State, Case>) -> Case? {
    get { wrappedValue.flatMap { AnyCasePath(casePath).extract(from: $0) } }
    _modify {
      var modification = CaseModification(of: wrappedValue, through: AnyCasePath(casePath))
      yield &modification.value
      modification.finish { wrappedValue = $0 }
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented values are. Copies of one presentation are equal without
  /// comparing their values, as in TCA: a store compares its state before and after each
  /// action, and most actions leave presentations alone.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Codable where State: Codable {
  /// Decodes the optional value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(State.self))
  }

  /// Encodes the optional value: `null` when nothing is presented.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

extension PresentationState: CustomStringConvertible {
  /// The presented value, or `nil`.
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
