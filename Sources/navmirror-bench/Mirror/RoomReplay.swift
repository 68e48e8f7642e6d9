import MirrorJSON

/// Checks what the watchers of a mirror room received: each one's messages, applied in order
/// to the room as it was before the first of them, must be patches on the version it has (or
/// whole states) and must end on the room's final version.
///
/// Watchers that received the very same bytes are replayed once: on one room they nearly all
/// do, and thousands of replays of the same messages would only cost time.
struct RoomReplay {
  /// Patches applied, over every watcher.
  private(set) var applied = 0
  /// Whole states received in place of patches (a watcher that fell behind).
  private(set) var fullStates = 0
  /// Messages that are neither (presence, …), by type: each was counted as an update when timed.
  private(set) var others: [String: Int] = [:]
  /// Watchers whose messages did not apply, or did not end on the final version.
  private(set) var failures = 0
  /// The size of every patch applied, in bytes.
  private(set) var patchBytes: [Double] = []

  init(watchers: some Sequence<BenchClient.Connection>, start: RoomVersion, end: RoomVersion) {
    var alike: [[[UInt8]]: Int] = [:]
    for watcher in watchers { alike[watcher.payloads ?? [], default: 0] += 1 }
    for (payloads, count) in alike {
      var one = RoomReplay()
      one.replay(payloads, from: start, to: end)
      applied += one.applied * count
      fullStates += one.fullStates * count
      others.merge(one.others.mapValues { $0 * count }, uniquingKeysWith: +)
      failures += one.failures * count
      for _ in 0..<count { patchBytes += one.patchBytes }
    }
  }

  private init() {}

  private mutating func replay(_ payloads: [[UInt8]], from start: RoomVersion, to end: RoomVersion)
  {
    var room = start
    for payload in payloads {
      guard let message = try? JSONParser.parse(String(decoding: payload, as: UTF8.self)) else {
        failures += 1
        continue
      }
      switch message["type"]?.stringValue {
      case "patch":
        guard message["base"]?.intValue == room.version,
          let version = message["version"]?.intValue,
          let operations = try? (message["ops"]?.arrayValue ?? []).map(
            JSONPatch.Operation.init(json:)),
          let document = try? JSONPatch.apply(operations, to: room.document)
        else {
          failures += 1
          continue
        }
        room = RoomVersion(version: version, document: document)
        applied += 1
        patchBytes.append(Double(payload.count))
      case "state":
        guard let state = RoomVersion(state: message) else {
          failures += 1
          continue
        }
        room = state
        fullStates += 1
      case let type:
        others[type ?? "?", default: 0] += 1
      }
    }
    if room != end { failures += 1 }
  }
}
