import Sharing

extension Binding {
  /// A binding to a shared value, as swift-sharing spells it for SwiftUI: a view edits a share
  /// of its feature's state as it edits its own state.
  ///
  /// ```swift
  /// var body: some View {
  ///   @Binding(store.$signUpData) var signUpData
  ///   TextField("Email", text: $signUpData.email)
  /// }
  /// ```
  ///
  /// Writing it writes the share (`withLock`), which every holder of the share sees. In a room,
  /// a control bound to it is replayed on the app's queue: the share changes there, for every
  /// page, as a version of its own — so the value needs no JSON form, only what the control
  /// edits does (the text of a text field).
  @MainActor public init(_ base: Shared<Value>) {
    self.init(
      get: { base.wrappedValue },
      set: { newValue in
        if let recording = ActionRecorder.current, !recording.writesSharesThrough {
          recording.writesShare = true
        } else {
          base.withLock { $0 = newValue }
        }
      })
  }
}
