/// TCA's effects built on Combine, which Linux does not have: using one is a compile error that
/// names what to write instead.
extension Effect {
  /// Not on Linux: there is no Combine.
  @available(
    *, unavailable,
    message: "Combine does not exist on Linux: use '.run { send in for await value in sequence { await send(…) } }'"
  )
  public static func publisher<P>(_ createPublisher: () -> P) -> Self {
    fatalError()
  }

  /// Not on Linux: schedulers are Combine's.
  @available(
    *, unavailable,
    message: "Combine schedulers do not exist on Linux: debounce with '.run { send in try await clock.sleep(for: dueTime); await send(…) }.cancellable(id: id, cancelInFlight: true)' and '@Dependency(\\.continuousClock) var clock'"
  )
  public func debounce<ID: Hashable, S>(id: ID, for dueTime: Duration, scheduler: S) -> Self {
    fatalError()
  }

  /// Not on Linux: schedulers are Combine's.
  @available(
    *, unavailable,
    message: "Combine schedulers do not exist on Linux: throttle in the reducer with '@Dependency(\\.continuousClock)' and a cancellable '.run'"
  )
  public func throttle<ID: Hashable, S>(id: ID, for interval: Duration, scheduler: S, latest: Bool)
    -> Self
  {
    fatalError()
  }
}
