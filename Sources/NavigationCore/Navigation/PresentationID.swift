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
  /// Whether the state is ``EphemeralState``, or an enum case holding some: an alert or a
  /// dialog, which clears itself after a button and has no dismissal effect.
  @usableFromInline let isEphemeral: Bool

  @usableFromInline
  init<State>(
    path: [AnyHashable], location: AnyKeyPath, state: State
  ) {
    self.path = path
    self.location = location
    self.type = ObjectIdentifier(Swift.type(of: state))
    // An enum's case names the destination, and its payload's `id` (when it has one) tells
    // two presentations of one case apart; a struct's own `id` does.
    if let enumCase = EnumCase(of: state) {
      self.caseName = enumCase.name
      self.id = enumCase.payload.flatMap(identity(of:))
      self.isEphemeral = enumCase.payload is any EphemeralState
    } else {
      self.caseName = nil
      self.id = State.self is any Identifiable.Type ? identity(of: state) : nil
      self.isEphemeral = State.self is any EphemeralState.Type
    }
  }

  @usableFromInline
  var description: String {
    let name = "\(location)".split(separator: ".").last.map(String.init) ?? "\(location)"
    return caseName.map { "\(name).\($0)" } ?? name
  }
}

private func identity(of value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return hashableID(identifiable)
}

private func hashableID<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
