import Dependencies

/// The change trackers in effect where shared state is read or written: the one asserting,
/// and those tracking.
struct SharedChanges {
  let asserting: SharedChangeTracker?
  let tracking: Set<SharedChangeTracker>

  /// The trackers of the current dependencies.
  static var current: SharedChanges {
    let dependencies = DependencyValues._current
    return SharedChanges(
      asserting: dependencies[SharedChangeTracker.AssertingKey.self],
      tracking: dependencies[SharedChangeTracker.TrackingKey.self])
  }

  var isAsserting: Bool { asserting != nil }
  var isTracking: Bool { !tracking.isEmpty }

  /// The value an assertion starts from for `reference`, while asserting.
  func snapshot<Value>(of reference: some MutableSharedReference<Value>) -> Value? {
    asserting?.changes.value(of: reference)
  }

  /// Records `value` as `reference`'s snapshot: the expected value while asserting, the value
  /// before the first change while tracking.
  func record<Value>(
    _ value: Value, of reference: some MutableSharedReference<Value>,
    at location: SourceLocation
  ) {
    if let asserting {
      asserting.changes.record(value, of: reference, overwrites: true, at: location)
    } else {
      for tracker in tracking {
        tracker.changes.record(value, of: reference, overwrites: false, at: location)
      }
    }
  }

  /// Marks the change of the reference `id` as asserted: a comparison looked at it.
  func untrack(_ id: ObjectIdentifier) {
    asserting?.changes.untrack(id)
  }
}
