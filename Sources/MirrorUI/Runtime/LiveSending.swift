import MirrorJSON

/// Where a ``ViewStore/send(_:)`` goes: to the recording of a control learning its action while
/// a scene is rendered, or, in a lifecycle modifier's closure run by the app, to the app's
/// store for real.
enum LiveSending {
  /// Makes a root action, on the store's queue, sends it to the running app and returns the
  /// task standing for the effects it started (`nil`: none, or the action is not the app's).
  ///
  /// The action is made on the queue because making it may build a case path lazily
  /// (`LazyEmbed`) in a store that the view's `.onAppear` and `.task` closures share: one
  /// runs on the queue, the other on a task's thread.
  typealias Sender = @Sendable (_ makeAction: () -> JSONValue?) -> Task<Void, Never>?

  /// The running app's sender, bound while a lifecycle modifier's closure runs.
  @TaskLocal static var current: Sender?

  /// Sends the root action `makeAction` makes where sends go now: a recording takes
  /// precedence, so that a scene rendered while a lifecycle closure sends still only records.
  static func send(_ makeAction: () -> JSONValue?) -> StoreTask {
    if ActionRecorder.current != nil {
      ActionRecorder.record(makeAction())
      return StoreTask(rawValue: nil)
    }
    guard let sender = current else { return StoreTask(rawValue: nil) }
    return StoreTask(rawValue: sender(makeAction))
  }
}
