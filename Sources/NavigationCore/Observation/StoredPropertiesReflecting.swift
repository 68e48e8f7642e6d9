/// State whose stored properties the `@ObservableState` macro listed at compile time, so that
/// tools reading states they do not know the type of (the flow-map explorer looking for stacks
/// and presentations) can read the properties through key paths rather than a `Mirror`, and
/// without asking the Swift runtime for its private field tables.
///
/// Do not conform by hand: write `@ObservableState` on the state, as in TCA.
public protocol StoredPropertiesReflecting {
  /// Every stored property in declaration order, by its label in a `Mirror` of the value
  /// (`_destination` for `@Presents var destination`), with a key path to the stored value when
  /// the macro could name it (`nil`, for instance, for the storage of a property wrapper the
  /// macro does not know). The key paths name stored properties and capture nothing, so they
  /// are `Sendable`: tools may keep them in caches shared across threads.
  static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
    get
  }
}
