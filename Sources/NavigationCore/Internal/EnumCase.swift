import Synchronization

/// What presentation ids and `ifLet` need to know of a case with a payload of an enum: its
/// name, whether its payload is `Identifiable`, and whether it is ``EphemeralState``.
/// Kept per type and case number for the whole process: a case's name and payload type do not
/// change from one value to the next (a payload of an existential type is judged by the first
/// value seen).
struct EnumCase: Sendable {
  let name: String
  let isIdentifiable: Bool
  let isEphemeral: Bool

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let tag: UInt32
  }

  /// `nil` for a case without a payload, and for an `Optional`.
  private static let known = Mutex<[Key: EnumCase?]>([:])

  /// The case of `value`, an enum whose case number is `tag`; `nil` when it has no payload.
  static func of<T>(_ value: T, tag: UInt32) -> EnumCase? {
    let key = Key(type: ObjectIdentifier(T.self), tag: tag)
    if let found = known.withLock({ $0[key] }) { return found }
    let mirror = Mirror(reflecting: value)
    var found: EnumCase?
    if mirror.displayStyle == .enum, let payload = mirror.children.first {
      let payloadType = Swift.type(of: payload.value)
      found = EnumCase(
        name: payload.label ?? "",
        isIdentifiable: payloadType is any Identifiable.Type,
        isEphemeral: payloadType is any EphemeralState.Type)
    }
    known.withLock { $0[key] = found }
    return found
  }
}
