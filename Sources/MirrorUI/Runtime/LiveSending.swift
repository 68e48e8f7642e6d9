import MirrorJSON

/// Where a ``Store/send(_:)`` goes: to the recording of a control learning what it sends
/// while a scene is rendered, or, in a lifecycle modifier's closure run by the app, to the
/// app's store for real.
enum LiveSending {
  /// Sends a root action to the running app, on its queue and without waiting (the main actor
  /// never waits for a room), and returns the task standing for the effects it started.
  typealias Sender = @Sendable (JSONValue) -> Task<Void, Never>

  /// The running app's sender, bound while a lifecycle modifier's closure runs.
  @TaskLocal static var current: Sender?

  /// Whether sends go to a recording or a running app now.
  @MainActor static var isBound: Bool { ActionRecorder.current != nil || current != nil }

  /// Sends `action` where sends go now: a recording takes precedence, so that a scene rendered
  /// while a lifecycle closure sends still only records.
  @MainActor static func send(_ action: JSONValue?) -> StoreTask {
    if ActionRecorder.current != nil {
      ActionRecorder.record(send: action)
      return StoreTask(rawValue: nil)
    }
    guard let action, let sender = current else { return StoreTask(rawValue: nil) }
    return StoreTask(rawValue: sender(action))
  }
}
