/// TCA's effects built on Combine, which Linux does not have: using one is a compile error that
/// names what to write instead.
extension Effect {
  /// Not on Linux: there is no Combine.
  @available(
    *, unavailable,
    message: "No Combine on Linux: run the sequence in '.run { send in for await … }'"
  )
  public static func publisher<P>(_ createPublisher: () -> P) -> Self {
    fatalError()
  }

  /// Not on Linux: schedulers are Combine's.
  @available(
    *, unavailable,
    message: """
      No Combine schedulers on Linux: sleep on '@Dependency(\\.continuousClock)' in a '.run', \
      '.cancellable(id:cancelInFlight: true)'
      """
  )
  public func debounce<ID: Hashable, S>(id: ID, for dueTime: Duration, scheduler: S) -> Self {
    fatalError()
  }

  /// Not on Linux: schedulers are Combine's.
  @available(
    *, unavailable,
    message: """
      No Combine schedulers on Linux: keep the last time in state and read \
      '@Dependency(\\.continuousClock)' to throttle
      """
  )
  public func throttle<ID: Hashable, S>(id: ID, for interval: Duration, scheduler: S, latest: Bool)
    -> Self
  {
    fatalError()
  }
}
