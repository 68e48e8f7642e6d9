import MirrorJSON

/// The views' own state as a render reads and writes it, on the main actor.
///
/// The running app keeps one for the renders of its current state: its values are the app's
/// view state at the last render, and a write made outside a render (from `.onAppear`, a
/// `.task`, `.onChange`) is applied at once here and sent to the app's queue, where it becomes
/// a new version. A render of another state (an earlier version, the flow map) gets one of its
/// own that reads that state's `$view` and ignores writes. While a control learns what it
/// sends, a write is recorded instead (``ActionRecorder``).
@MainActor final class ViewStateAccess {
  /// The values under their keys (see ``ViewStateTable``).
  private(set) var values = JSONObject()
  /// Where a write made outside a render goes: to the running app's queue. `nil` when writes
  /// are ignored.
  private let liveWrite: (@Sendable (String, JSONValue) -> Void)?
  /// Values decoded from `values`, kept while their JSON stays the same.
  private var decoded: [String: (json: JSONValue, value: Any)] = [:]
  /// Values that have no JSON form, which only the running app holds.
  private var opaque: [String: Any] = [:]
  /// The keys of the view state the current render met, in order.
  private(set) var seen: [String] = []
  private var seenKeys: Set<String> = []
  /// The JSON of the initial values of keys met for the first time.
  private(set) var initial: [String: JSONValue] = [:]
  /// The recordings of the subtrees being rendered, which learn what view state they use
  /// (see ``RenderContext/recordingSubtree(_:)``).
  var recordings: [RenderRecording] = []

  /// Access to `values`; writes go to `liveWrite`, or nowhere when it is `nil`.
  init(values: JSONObject = JSONObject(), liveWrite: (@Sendable (String, JSONValue) -> Void)? = nil)
  {
    self.values = values
    self.liveWrite = liveWrite
  }

  /// Starts a render of the view state `values`.
  func beginRender(values: JSONObject) {
    self.values = values
    seen = []
    seenKeys = []
    initial = [:]
  }

  /// Notes that the render met the view state `key`, declared with `initialValue`.
  func register<Value>(_ key: String, initialValue: @autoclosure () -> Value) {
    let isNew = seenKeys.insert(key).inserted
    guard isNew || !recordings.isEmpty else { return }
    let value = values[key]
    let json = value == nil ? ViewStateCoding.encode(initialValue()) : nil
    if isNew {
      seen.append(key)
      if let json { initial[key] = json }
    }
    for recording in recordings {
      recording.noteViewState(key, value: value, initial: json, isDeclared: true)
    }
  }

  /// Declares and reads again the view state a reused subtree used when it was rendered, as
  /// rendering it again would.
  func replay(_ recording: RenderRecording) {
    for key in recording.viewStateKeys {
      guard let use = recording.viewState[key] else { continue }
      let value = values[key]
      if use.isDeclared, seenKeys.insert(key).inserted {
        seen.append(key)
        if value == nil, let json = use.initial { initial[key] = json }
      }
      for outer in recordings {
        outer.noteViewState(key, value: value, initial: use.initial, isDeclared: use.isDeclared)
      }
    }
  }

  /// The value under `key`, or `initialValue` when the view state has none (a view that just
  /// appeared).
  func read<Value>(_ key: String, initialValue: Value) -> Value {
    if !recordings.isEmpty { noteRead(key) }
    if let recording = ActionRecorder.current, let value = recording.overlay[key] as? Value {
      return value
    }
    if let json = values[key] {
      if let cached = decoded[key], cached.json == json, let value = cached.value as? Value {
        return value
      }
      if let value = ViewStateCoding.decode(Value.self, from: json) {
        decoded[key] = (json, value)
        return value
      }
    }
    return opaque[key] as? Value ?? initialValue
  }

  /// Sets the view state under `key`: recorded while a control learns what it sends, applied
  /// and sent to the running app from a lifecycle closure, ignored in a render of another
  /// state.
  func write<Value>(_ key: String, _ value: Value) {
    let json = ViewStateCoding.encode(value)
    if let recording = ActionRecorder.current {
      recording.overlay[key] = value
      if let json {
        recording.ops.append(.set(key: key, value: json))
      } else {
        recording.unencodable.append(key)
      }
      return
    }
    guard let liveWrite else { return }
    // A write while a subtree renders changes what the rest of the render reads.
    for recording in recordings { recording.markNotReusable() }
    let stored = json ?? Self.placeholder(for: Value.self)
    if json == nil { opaque[key] = value }
    values[key] = stored
    decoded[key] = (stored, value)
    liveWrite(key, stored)
  }

  /// Tells the recordings of the subtrees being rendered that they read `key`; one that reads
  /// a value without a JSON form, which only the running app holds, cannot be reused.
  private func noteRead(_ key: String) {
    let value = values[key]
    let isOpaque = opaque[key] != nil
    for recording in recordings {
      recording.noteViewState(key, value: value, initial: nil, isDeclared: false)
      if isOpaque { recording.markNotReusable() }
    }
  }

  /// What the view state holds for a value without a JSON form: the running app keeps the
  /// value; a restored or earlier version shows the view's initial value instead.
  static func placeholder<Value>(for type: Value.Type) -> JSONValue {
    ["$unencodable": .string(String(describing: type))]
  }
}
