import ConcurrencyExtras

/// The identity of presented (or optional, or enum-case) child state, under which the child's
/// effects run: the place it lives at, the type, the enum case, and the `id` of `Identifiable`
/// state. When it changes, the old child's effects are cancelled.
@usableFromInline
struct PresentationID: Hashable, Sendable, CustomStringConvertible {
  /// The enclosing elements and presentations, outermost first.
  @usableFromInline let path: [AnyHashableSendable]
  /// Where the state lives in its parent.
  ///
  /// A key path is immutable once made, and one to a stored property (or through subscripts,
  /// whose arguments are `Hashable` values) is only hashed and compared here; key path types
  /// are not `Sendable` only because a key path through a subscript may capture values.
  nonisolated(unsafe) let location: AnyKeyPath
  let type: ObjectIdentifier
  /// The presented state's type, to name the presentation where its key path has no name to
  /// show.
  let stateType: Any.Type
  let caseName: String?
  /// The `id` of `Identifiable` state. `Identifiable` does not ask its `ID` to be `Sendable`,
  /// so the compiler cannot prove it; the value is only hashed and compared, never mutated,
  /// and every id type in practice (`UUID`, numbers, strings, tagged values) is a `Sendable`
  /// value.
  nonisolated(unsafe) let id: AnyHashable?
  /// Whether the state is ``EphemeralState``, or an enum case holding some: an alert or a
  /// dialog, which clears itself after a button and has no dismissal effect.
  @usableFromInline let isEphemeral: Bool

  @usableFromInline
  init<State>(
    path: [AnyHashableSendable], location: AnyKeyPath, state: State
  ) {
    self.path = path
    self.location = location
    self.type = ObjectIdentifier(Swift.type(of: state))
    self.stateType = State.self
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

  /// Equal presentations: the type's identity stands for its metatype.
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.caseName == rhs.caseName && lhs.id == rhs.id
      && lhs.isEphemeral == rhs.isEphemeral && lhs.location == rhs.location && lhs.path == rhs.path
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(location)
    hasher.combine(type)
    hasher.combine(caseName)
    hasher.combine(id)
    hasher.combine(isEphemeral)
  }

  /// The presentation as the page's effects lane shows it: the property that holds it
  /// (`destination`), else, for a property the key path cannot name (`\.$destination` is
  /// computed), the presented feature (`ShelfFeature.State` is `shelf`); then the case of an
  /// enum destination (`destination.edit`).
  @usableFromInline
  var description: String {
    let path = "\(location)"
    let name: String
    if !path.contains("<"), let property = path.split(separator: ".").last {
      name = String(property.drop { $0 == "$" || $0 == "_" })
    } else {
      name = Self.featureName(of: stateType)
    }
    return caseName.map { "\(name).\($0)" } ?? name
  }

  /// `ShelfFeature.State` as `shelf`, `Destination.State` as `destination`,
  /// `AlertState<Action>` as `alert`.
  static func featureName(of type: Any.Type) -> String {
    let full = String(reflecting: type)
    let generic = full.firstIndex(of: "<") ?? full.endIndex
    var components = full[..<generic].split(separator: ".")
    if components.count > 1, components.last == "State" { components.removeLast() }
    var name = components.last.map(String.init) ?? full
    for suffix in ["Feature", "State"] where name.count > suffix.count && name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

private func identity(of value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return hashableID(identifiable)
}

private func hashableID<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
