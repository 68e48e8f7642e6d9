import Dependencies

extension DependencyValues {
  /// Not available: Linux has no Combine, so there are no Combine schedulers. Time goes through
  /// a clock instead, which a test drives with swift-clocks' `TestClock`:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// …
  /// try await clock.sleep(for: .seconds(1))
  /// ```
  ///
  /// swift-dependencies would provide it through OpenCombine, as a scheduler on the main
  /// dispatch queue, which nothing drains in a NavMirror process; its CombineSchedulers trait
  /// is off, and this declaration turns the TCA spelling into a compile error that says what to
  /// use.
  @available(
    *, unavailable,
    message:
      "Combine schedulers do not exist on Linux: use '@Dependency(\\.continuousClock)' and 'clock.sleep(for:)' instead of '\\.mainQueue' (a TestClock in tests)"
  )
  public var mainQueue: Never {
    fatalError("unavailable")
  }

  /// Not available, as ``mainQueue``: use `\.continuousClock` (or `\.suspendingClock`).
  @available(
    *, unavailable,
    message:
      "Combine schedulers do not exist on Linux: use '@Dependency(\\.continuousClock)' and 'clock.sleep(for:)' instead of '\\.mainRunLoop' (a TestClock in tests)"
  )
  public var mainRunLoop: Never {
    fatalError("unavailable")
  }
}
