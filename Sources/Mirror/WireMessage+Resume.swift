import MirrorJSON

extension WireMessage {
  /// The `hello` of a client that resumes from `version` in `epoch`: no scene and no state,
  /// since it holds them at `version`; the messages it missed follow. `log` lists the log
  /// entries it missed when the messages that follow do not carry them.
  static func resumedHello(
    client: String, role: AccessPolicy.Role, room: String, demo: String, epoch: String,
    version: Int, presence: PresenceSummary, log: JSONValue?, historyStart: Int,
    effects: [JSONValue]
  ) -> JSONValue {
    var hello: JSONObject = [
      "type": "hello", "protocol": .int(protocolVersion), "client": .string(client),
      "role": .string(role.rawValue), "room": .string(room), "demo": .string(demo),
      "epoch": .string(epoch), "resumed": true, "version": .int(version),
      "clients": .array(presence.listed), "clientCount": .int(presence.count),
      "driverCount": .int(presence.drivers),
      "historyStart": .int(historyStart), "effects": .array(effects), "readOnly": false,
    ]
    if let log { hello["log"] = log }
    return .object(hello)
  }
}
