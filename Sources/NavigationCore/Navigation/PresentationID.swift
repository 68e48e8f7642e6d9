/// The identity of presented (or optional, or enum-case) child state, under which the child's
/// effects run: the place it lives at, the type, the enum case, and the `id` of `Identifiable`
/// state. When it changes, the old child's effects are cancelled.
struct PresentationID: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The enclosing elements and presentations, outermost first.
  let path: [AnyHashable]
  /// Where the state lives in its parent.
  let location: AnyKeyPath
  let type: ObjectIdentifier
  let caseName: String?
  let id: AnyHashable?

  init<State>(
    path: [AnyHashable] = NavigationContext.current.path, location: AnyKeyPath, state: State
  ) {
    self.path = path
    self.location = location
    self.type = ObjectIdentifier(Swift.type(of: state))
    // Only an enum has a case to name; reflecting a struct (most ifLet and ifCaseLet children)
    // would cost more than the rest of the reducer.
    let mirror = EnumTag.isEnum(State.self) ? Mirror(reflecting: state) : nil
    if mirror?.displayStyle == .enum, let child = mirror?.children.first {
      self.caseName = child.label
      self.id = identity(of: child.value)
    } else {
      self.caseName = nil
      self.id = identity(of: state)
    }
  }

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
