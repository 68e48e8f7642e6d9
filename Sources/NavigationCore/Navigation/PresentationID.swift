import Synchronization

/// The identity of presented (or optional, or enum-case) child state, under which the child's
/// effects run: the place it lives at, the type, the enum case, and the `id` of `Identifiable`
/// state. When it changes, the old child's effects are cancelled.
@usableFromInline
struct PresentationID: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The enclosing elements and presentations, outermost first.
  @usableFromInline let path: [AnyHashable]
  /// Where the state lives in its parent.
  let location: AnyKeyPath
  let type: ObjectIdentifier
  let caseName: String?
  let id: AnyHashable?

  @usableFromInline
  init<State>(
    path: [AnyHashable], location: AnyKeyPath, state: State
  ) {
    self.path = path
    self.location = location
    self.type = ObjectIdentifier(Swift.type(of: state))
    // An enum's case and whether its payload has an `id` are looked up by case number, so that
    // the state is reflected only when the payload's `id` is needed; a struct (most ifLet and
    // ifCaseLet children) is never reflected.
    if let tag = EnumTag.reader(for: State.self), let payload = EnumCase.of(state, tag: tag(state))
    {
      self.caseName = payload.name
      self.id =
        payload.isIdentifiable ? Mirror(reflecting: state).children.first.flatMap(identity) : nil
    } else {
      self.caseName = nil
      self.id = State.self is any Identifiable.Type ? identity(of: state) : nil
    }
  }

  @usableFromInline
  var description: String {
    let name = "\(location)".split(separator: ".").last.map(String.init) ?? "\(location)"
    return caseName.map { "\(name).\($0)" } ?? name
  }
}

/// What identifies a case with a payload of an enum: its name, and whether its payload is
/// `Identifiable`. Kept per type and case number for the whole process: a case's name and
/// payload type do not change from one value to the next (a payload of an existential type is
/// judged by the first value seen).
private struct EnumCase: Sendable {
  let name: String
  let isIdentifiable: Bool

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
      found = EnumCase(
        name: payload.label ?? "",
        isIdentifiable: Swift.type(of: payload.value) is any Identifiable.Type)
    }
    known.withLock { $0[key] = found }
    return found
  }
}

private func identity(of child: Mirror.Child) -> AnyHashable? { identity(of: child.value) }

private func identity(of value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return hashableID(identifiable)
}

private func hashableID<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
