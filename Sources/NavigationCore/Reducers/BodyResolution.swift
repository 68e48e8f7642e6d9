import Synchronization

/// Builds reducer bodies once, and breaks the loop of a feature that holds itself.
///
/// A feature that presents or lists itself, `.ifLet(\.$child, action: \.child) { Self() }` or
/// `.forEach(\.rows, action: \.rows) { Self() }`, would build its own body while building its
/// body, forever. While a feature's body is being built on this thread, a second build of the
/// same feature type gets a ``LazyReduce`` instead, which builds that body on its first action:
/// one more level at a time, as deep as the state goes. Features that do not hold themselves
/// are built as before, with nothing added to running them.
@usableFromInline
final class BodyResolution {
  private static let current = ThreadLocal<BodyResolution>()
  private var building: Set<ObjectIdentifier> = []

  /// The reduce function `build` makes for the feature type `feature`, or a lazy one when that
  /// type's body is already being built on this thread.
  @usableFromInline
  static func resolve<State, Action>(
    _ feature: Any.Type,
    build: @escaping () -> (inout State, Action) -> Effect<Action>
  ) -> (inout State, Action) -> Effect<Action> {
    let key = ObjectIdentifier(feature)
    guard let resolution = current.value else {
      let resolution = BodyResolution()
      resolution.building.insert(key)
      return current.withValue(resolution, build)
    }
    if resolution.building.contains(key) {
      return LazyReduce(feature, build: build).reduce
    }
    resolution.building.insert(key)
    defer { resolution.building.remove(key) }
    return build()
  }
}

/// A reduce function built on its first call: the next level of a feature that holds itself.
final class LazyReduce<State, Action> {
  private let feature: Any.Type
  private let build: () -> (inout State, Action) -> Effect<Action>
  /// The reduce function once built: immutable (a closure over the reducer's constants), and
  /// the reducer it belongs to is already shared by the threads that run it, so it may leave
  /// the mutex, which only decides which of two concurrent builds is kept.
  private let resolved = Mutex<Handoff<(inout State, Action) -> Effect<Action>>?>(nil)

  init(_ feature: Any.Type, build: @escaping () -> (inout State, Action) -> Effect<Action>) {
    self.feature = feature
    self.build = build
  }

  /// Builds the reduce function if this is the first call, then runs it.
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let reduce =
      resolved.withLock { $0 }
      ?? {
        let built = Handoff(BodyResolution.resolve(feature, build: build))
        return resolved.withLock { resolved in
          if let resolved { return resolved }
          resolved = built
          return built
        }
      }()
    return reduce.value(&state, action)
  }
}
