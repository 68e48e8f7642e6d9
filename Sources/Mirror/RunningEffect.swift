import MirrorJSON
import NavigationCore

/// An effect a room's app is running, as a client that joins late learns of it in `hello`: its
/// start event and the version the room had when it started.
struct RunningEffect {
  let event: EffectEvent
  let startedAt: Int

  var json: JSONValue {
    guard case .object(var object) = WireMessage.effectEvent(event) else { return .null }
    object["startedAt"] = .int(startedAt)
    return .object(object)
  }
}
