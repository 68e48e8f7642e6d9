/// Makes a struct or an enum a feature's reducer, as TCA's `@Reducer` does.
///
/// On a struct, it conforms the type to ``Reducer``, writes `@CasePathable` on its `Action` and
/// ``ObservableState()`` on its `State` when they lack them, and makes the actions `Codable`:
/// TCA features never write `Codable`, but NavMirror's mirror encodes every state and action.
/// The nested types the state or the actions use (`struct Item`, `enum Delegate`, `enum Alert`)
/// become `Codable` too, and `Equatable` when the state uses them. Conformances already written
/// are kept and not repeated. `typealias State = …` and `typealias Action = …` are left alone.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State { var count = 0 }
///   enum Action { case incrementTapped }
///   var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
/// }
/// ```
///
/// On an enum whose cases name features, it builds a ``CaseReducer``: nested `State` and
/// `Action` enums with one case per feature, and a static `body` running each feature in its
/// case; `forEach(\.path, action: \.path)` and `ifLet(\.$destination, action: \.destination)`
/// then need no child reducer.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)                       // the feature's state and action
///   case alert(AlertState<Alert>)                // state AlertState<Alert>, action Alert
///   case sheet(Sheet = Sheet(context: .modal))   // run as its default value
///   @ReducerCaseIgnored case info(Info)          // state only; action `info(Never)`
///   case meeting(Meeting, syncUp: SyncUp)        // several values: state only
///   case loading                                 // state only
/// }
/// ```
///
/// It also generates `CaseScope`, the enum a view switches over in `store.case`: a feature's
/// case holds its store, any other case its value (see `CaseReducer`). A `State`, `Action`,
/// `body`, `CaseScope` or `scope` the enum declares is kept; cases inside `#if` keep their
/// conditions. An empty `@Reducer struct Feature {}` gets a `State`, an `Action` and an empty
/// `body`, as in TCA.
///
/// A non-`Codable` type in the state is a compiler error through the generated conformance:
/// the compiler's note "cannot automatically synthesize 'Decodable' because 'T' does not
/// conform to 'Decodable'" points at the property.
///
/// The member names are declared `arbitrary` besides those named: the compiler then expands the
/// macro, and type-checks what it generates, with the rest of the file, so that a mistake in
/// the code it generates from (a case's feature without an `init()`) is reported as an error;
/// with named members alone, Swift 6.3 type-checks the generated `body` only while lowering it,
/// and crashes there (signal 6 in SILGen) instead of reporting the error.
@attached(
  member, names: named(State), named(Action), named(Body), named(body), named(CaseScope),
  named(scope), arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "NavigationMacros", type: "ReducerMacro")

/// `@Reducer` with conformances for the `State` and `Action` an enum reducer generates, as TCA's
/// `@Reducer(state: .equatable, action: .equatable)`: generated states are always `Codable` and
/// `Equatable` and generated actions `Codable` here, so what this adds is `Equatable` actions,
/// `Hashable` and `Sendable`. On a struct, the arguments are ignored, as in TCA.
@attached(
  member, names: named(State), named(Action), named(Body), named(body), named(CaseScope),
  named(scope), arbitrary)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "NavigationMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to the `State` or `Action` of an enum reducer.
public struct _SynthesizedConformance: Sendable {
  /// `Codable`: generated ones always are.
  public static let codable = Self()
  /// `Decodable`: generated ones always are.
  public static let decodable = Self()
  /// `Encodable`: generated ones always are.
  public static let encodable = Self()
  /// `Equatable`: generated states always are.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Keeps a case of a `@Reducer` enum out of its actions and body: the case holds state only,
/// as TCA's `@ReducerCaseIgnored`.
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "NavigationMacros", type: "MarkerMacro")

/// Marks a case of a `@Reducer` enum whose value is ephemeral state with its own `Action`
/// type (as ``AlertState`` is): the state case holds the value and the action case carries
/// `Value.Action`, with no reducer. `AlertState` and `ConfirmationDialogState` need no mark.
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "NavigationMacros", type: "MarkerMacro")

/// Conforms a type that a feature's state or actions use to `Codable` (and `Equatable` when
/// `equatable` is `true`), unless it already is. `@Reducer` and `@ObservableState` write it;
/// do not write it by hand.
@attached(
  extension, conformances: Codable, Equatable, names: named(init(from:)), named(encode(to:)))
@attached(memberAttribute)
public macro _MirrorCodable(equatable: Bool = false) =
  #externalMacro(module: "NavigationMacros", type: "MirrorCodableMacro")

/// `_MirrorCodable` on a type nested in one that has it, which `_MirrorCodable` writes; do not
/// write it by hand.
@attached(
  extension, conformances: Codable, Equatable, names: named(init(from:)), named(encode(to:)))
public macro _MirrorCodableMember(equatable: Bool = false) =
  #externalMacro(module: "NavigationMacros", type: "MirrorCodableMemberMacro")
