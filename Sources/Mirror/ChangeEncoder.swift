import MirrorJSON
import MirrorUI
import NavigationCore

/// Turns what a room's store did into what its log keeps and its clients receive: the journal
/// entry (the state's patch), and the wire message, encoded once — a patch against the document
/// clients will hold, or the whole state when that is not smaller. A state whose whole message
/// would exceed the state limit is refused.
///
/// It keeps the newest document it encoded (which may be ahead of what is durable); the room
/// sets it back when writes failed.
struct ChangeEncoder {
  /// What a change is made of, besides the store's new snapshot.
  struct Cause {
    let action: JSONValue
    let text: String?
    let origin: String?
    let steps: [String]
    let diagnostics: [Diagnostic]
    /// Milliseconds since 1970.
    let time: Int
    var travelledTo: Int?
    /// What the app drew from its `uuid` and `date` for it.
    var drawn: DrawnValues?

    var json: JSONValue {
      WireMessage.cause(action: action, origin: origin, time: time, steps: steps, text: text)
    }
  }

  /// The newest document encoded: every patch is made against it. Its scene is never `nil`.
  private(set) var document: RoomDocument
  let limits: MirrorLimits

  init(document: RoomDocument, limits: MirrorLimits) {
    self.document = document
    self.limits = limits
  }

  /// The store's new `snapshot`, caused by `cause`, as a change; `.refused` when its whole
  /// message would be over the state limit. The size is counted without encoding that
  /// message: most updates go out as patches and never need it.
  mutating func change(to snapshot: AppSnapshot, cause: Cause) -> StoreChange {
    let scene = snapshot.scene.json
    let causeJSON = cause.json
    let full = WireMessage.state(
      version: snapshot.version, document: ["scene": scene, "state": snapshot.state],
      cause: causeJSON, diagnostics: cause.diagnostics)
    let fullCount = full.encodedCount
    guard fullCount <= limits.maxStateBytes else {
      return .refused(
        WireError(
          id: .null, code: .stateTooLarge,
          message: """
            That state would be \(fullCount) bytes with its scene; a room holds at most \
            \(limits.maxStateBytes) (--max-state-bytes). The room keeps its current state.
            """))
    }
    let entry = JournalEntry(
      version: snapshot.version, time: cause.time, origin: cause.origin, action: cause.action,
      operations: Self.operations(from: document.state, to: snapshot.state), text: cause.text,
      drawn: cause.drawn)
    let operations =
      JSONPatch.diff(from: document.scene ?? .null, to: scene, at: "/scene")
      + JSONPatch.nest(entry.operations, at: "/state")
    let patch = WireMessage.patch(
      version: snapshot.version, base: document.version, operations: operations,
      cause: causeJSON, diagnostics: cause.diagnostics
    ).bytes
    document = RoomDocument(version: snapshot.version, state: snapshot.state, scene: scene)
    let patchIsSmaller = patch.count < fullCount
    return .changed(
      entry: entry, journal: entry.json.bytes, document: document,
      message: patchIsSmaller ? patch : full.bytes, full: patchIsSmaller ? full : nil,
      travelledTo: cause.travelledTo)
  }

  /// The patch from `old` to `new`, or one `replace` of the whole state when that is smaller:
  /// a version is never kept (in the journal, the history, Redis) at a bigger size than its
  /// state, however far apart the states are (a travel between a long stack and none).
  static func operations(from old: JSONValue, to new: JSONValue) -> [JSONPatch.Operation] {
    let operations = JSONPatch.diff(from: old, to: new)
    guard operations.count > Self.operationsWorthWeighing,
      JSONValue.array(operations.map(\.json)).encodedCount > new.encodedCount
    else { return operations }
    return [JSONPatch.Operation(op: "replace", path: "", value: new)]
  }

  /// Patches of up to this many operations are kept as they are, without weighing them.
  static let operationsWorthWeighing = 16

  /// An action that changed no state, logged at the version it ran on.
  func unchanged(cause: Cause) -> StoreChange {
    let entry = JournalEntry(
      version: document.version, time: cause.time, origin: cause.origin, action: cause.action,
      operations: [], unchanged: true, text: cause.text, drawn: cause.drawn)
    let message = WireMessage.unchanged(
      version: entry.version, cause: cause.json, diagnostics: cause.diagnostics)
    return .unchanged(entry: entry, journal: entry.json.bytes, message: message.bytes)
  }

  /// Starts again from `document` (with its scene rendered): what was encoded after it was
  /// not kept.
  mutating func reset(to document: RoomDocument) {
    self.document = document
  }
}
