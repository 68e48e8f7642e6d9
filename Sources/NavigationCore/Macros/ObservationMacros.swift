/// Prepares a feature's state for NavMirror, as TCA's `@ObservableState` prepares it for
/// SwiftUI: write it on the `State` struct or enum (`@Reducer` writes it when it is missing).
///
/// It conforms the state to ``ObservableState``, whose `_$bindableFields` lists the struct's
/// stored `var` properties by name (except ``ObservationStateIgnored()`` and `@Presents` ones;
/// none for an enum), so that binding actions can name the field they set. It also conforms
/// the state to `Codable` and `Equatable` unless it already is, and the nested types the state
/// uses, because the mirror encodes and compares every state. It lists the stored properties
/// for tools that read states (``StoredPropertiesReflecting``).
///
/// NavMirror runs on Linux, which has no Observation framework: views render from state
/// snapshots, so the macro adds no observation registrar and no tracking accessors.
///
/// A stored property holding a closure (`var onTap: () -> Void`) is a compile-time error: the
/// state could not be encoded. Move such a closure to a dependency.
@attached(
  extension, conformances: ObservableState, StoredPropertiesReflecting, Codable, Equatable,
  names: named(_$bindableFields), named(_$storedProperties), named(init(from:)),
  named(encode(to:)))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "NavigationMacros", type: "ObservableStateMacro")

/// Leaves a stored property of an ``ObservableState()`` state out of the fields bindings may
/// set, as TCA's `@ObservationStateIgnored` leaves it out of observation. The property is
/// still encoded and compared.
@attached(peer)
public macro ObservationStateIgnored() =
  #externalMacro(module: "NavigationMacros", type: "MarkerMacro")
