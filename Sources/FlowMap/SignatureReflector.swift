import NavigationCore
import Synchronization

/// Walks states for the state half of their ``NavigationSignature``, remembering per type how
/// its values are walked.
///
/// Most of a state is strings, numbers and collections, none of which can hold a `StackState`
/// or a `@Presents`: once a type is known to be such a leaf, its values are skipped without a
/// cast or a `Mirror`, and without working out their labels. So is a struct or a tuple whose
/// stored properties are all leaves, and the leaf properties of the others are not read. This
/// assumes what holds for every state but pathological ones: the display style of a type's
/// mirror does not change from one value to another (no `CustomReflectable` that changes it),
/// and a struct's or tuple's property holds values of one type (no property of an existential
/// type that holds a leaf in one state and a stack in another). The properties of an
/// `@ObservableState` struct are read through the key paths its macro generated
/// (``NavigationCore/StoredPropertiesReflecting``), faster than through a `Mirror`'s children,
/// when its table labels the properties as its mirror does.
final class SignatureReflector {
  /// How the properties of a struct are read.
  enum FieldReading: Hashable {
    /// Through the key paths of its `@ObservableState` table, when it has one that matches
    /// its mirror; else through a `Mirror`.
    case generatedKeyPaths
    /// Always through a `Mirror`: the reference the key paths must agree with.
    case mirror
  }

  private enum Shape: Sendable {
    case stack
    case presents
    /// An enum or an optional: its payload, if any, is walked.
    case payload(Mirror.DisplayStyle)
    /// A struct, tuple or class: the children that are not leaves are walked.
    case fields([Field])
    /// Anything else: not walked.
    case leaf
  }

  /// A child of a struct, tuple or class that may hold a stack or a presentation.
  private struct Field: Sendable {
    /// Its position among the mirror's children.
    var offset: Int
    /// Its label in the signature's property paths.
    var name: String
    /// The stored property's key path, for a struct's child.
    var keyPath: (AnyKeyPath & Sendable)?
  }

  /// How this reflector reads the properties of a struct.
  let fieldReading: FieldReading
  /// The shapes this reflector has looked up, without a lock.
  private var shapes: [ObjectIdentifier: Shape] = [:]
  /// Where the identity of a stack element's state is, by its type.
  private var identityLocations: [ObjectIdentifier: IdentityLocation] = [:]

  private enum IdentityLocation {
    case none
    case itself
    case child(Int)
  }
  /// The shapes every reflector has worked out, by the way it reads fields: a shape holds for
  /// every value of its type, so an exploration starts with what earlier ones learnt.
  private static let learnt = Mutex<[FieldReading: [ObjectIdentifier: Shape]]>([:])

  /// Whether a stack element's part names its identity (``identity(of:)``).
  let identifiesElements: Bool

  /// Creates a reflector reading the properties of structs as `fieldReading` says, naming the
  /// identity of stack elements when `identifiesElements`.
  init(fieldReading: FieldReading = .generatedKeyPaths, identifiesElements: Bool = false) {
    self.fieldReading = fieldReading
    self.identifiesElements = identifiesElements
  }

  /// The state half of the signature of `state`, in order: `root=CASE` when it is an enum,
  /// then a part for every `StackState` and `@Presents` in it.
  func parts(of state: Any) -> [String] {
    var parts: [String] = []
    if case .payload(.enum) = shape(of: state) {
      parts.append("root=\(caseName(of: state))")
    }
    collect(state, label: "", into: &parts)
    return parts
  }

  /// The enum case of `value` (`firstDetail`), or when it is not an enum the feature its type
  /// belongs to (`EditStep` for `EditStep.State`, see ``NodeTitles/featureName(of:)``).
  func caseName(of value: Any) -> String {
    guard case .payload(.enum) = shape(of: value) else {
      return NodeTitles.featureName(of: type(of: value))
    }
    if let label = Mirror(reflecting: value).children.first?.label { return label }
    return String(describing: value)
  }

  /// The properties of `value`'s type that this reflector reads through key paths, by their
  /// names in property paths: how tests see that the generated tables are used.
  func keyPathFields(of value: Any) -> [String] {
    guard case .fields(let fields) = shape(of: value) else { return [] }
    return fields.filter { $0.keyPath != nil }.map(\.name)
  }

  private func collect(_ value: Any, label: String, into parts: inout [String]) {
    switch shape(of: value) {
    case .stack:
      guard let stack = value as? StackStateReflecting else { return }
      let elements = stack.reflectedIDs.compactMap { stack.reflectedElement(id: $0) }
      let names = elements.map { caseName(of: $0) + (identifiesElements ? identity(of: $0) : "") }
      parts.append("\(label)=[\(names.joined(separator: ","))]")
      for (index, element) in elements.enumerated() {
        collect(element, label: "\(label)[\(index)]", into: &parts)
      }
    case .presents:
      guard let presents = value as? PresentsReflecting else { return }
      let presented = presents.reflectedValue
      parts.append("\(label)=\(presented.map(caseName(of:)) ?? "nil")")
      if let presented { collect(presented, label: label, into: &parts) }
    case .payload(let style):
      guard let payload = Mirror(reflecting: value).children.first else { return }
      if style == .optional {
        collect(payload.value, label: label, into: &parts)
      } else {
        let name = propertyName(payload.label)
        collect(payload.value, label: label.isEmpty ? name : "\(label).\(name)", into: &parts)
      }
    case .fields(let fields):
      var children: Mirror.Children?
      for field in fields {
        let child: Any
        if let keyPath = field.keyPath {
          guard let read = value[keyPath: keyPath as AnyKeyPath] else { continue }
          child = read
        } else {
          let all = children ?? Mirror(reflecting: value).children
          children = all
          child = all[all.index(all.startIndex, offsetBy: field.offset)].value
        }
        let childLabel = label.isEmpty ? field.name : "\(label).\(field.name)"
        collect(child, label: childLabel, into: &parts)
      }
    case .leaf:
      return
    }
  }

  /// `#ID` when the screen of the stack element `element` shows an identified value: the
  /// element's state (the payload of its case, for an enum of screens) is `Identifiable`, or its
  /// first `Identifiable` stored property is (a detail's `trip`); else nothing. Two details of
  /// different trips are two screens of the map; the same trip pushed again is the same one.
  func identity(of element: Any) -> String {
    var value = element
    if case .payload(.enum) = shape(of: element),
      let payload = Mirror(reflecting: element).children.first
    {
      value = payload.value
    }
    let type = ObjectIdentifier(Swift.type(of: value))
    let location: IdentityLocation
    if let known = identityLocations[type] {
      location = known
    } else if value is any Identifiable {
      location = .itself
    } else {
      let children = Mirror(reflecting: value).children.map(\.value)
      location = children.firstIndex { $0 is any Identifiable }.map(IdentityLocation.child) ?? .none
    }
    identityLocations[type] = location
    let identified: Any
    switch location {
    case .none: return ""
    case .itself: identified = value
    case .child(let offset):
      let children = Mirror(reflecting: value).children
      guard offset < children.count else { return "" }
      identified = children[children.index(children.startIndex, offsetBy: offset)].value
    }
    guard let identifiable = identified as? any Identifiable else { return "" }
    return "#" + idText(identifiable)
  }

  private func idText<Value: Identifiable>(_ value: Value) -> String {
    String(describing: value.id)
  }

  private func shape(of value: Any) -> Shape {
    let id = ObjectIdentifier(type(of: value))
    if let known = shapes[id] { return known }
    if let learnt = Self.learnt.withLock({ $0[fieldReading]?[id] }) {
      shapes[id] = learnt
      return learnt
    }
    let shape: Shape
    if value is StackStateReflecting {
      shape = .stack
    } else if value is PresentsReflecting {
      shape = .presents
    } else {
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case let style? where style == .enum || style == .optional:
        shape = .payload(style)
      case .class?:
        // A class may hold an instance of its own type: its children are walked, none skipped.
        shape = .fields(fields(of: mirror, skippingLeaves: false))
      case .struct?:
        var fields = fields(of: mirror, skippingLeaves: true)
        if fieldReading == .generatedKeyPaths, let stored = storedProperties(of: value),
          stored.map(\.label) == mirror.children.map(\.label)
        {
          for index in fields.indices {
            fields[index].keyPath = stored[fields[index].offset].keyPath
          }
        }
        shape = fields.isEmpty ? .leaf : .fields(fields)
      case .tuple?:
        let fields = fields(of: mirror, skippingLeaves: true)
        shape = fields.isEmpty ? .leaf : .fields(fields)
      default:
        shape = .leaf
      }
    }
    shapes[id] = shape
    Self.learnt.withLock { $0[fieldReading, default: [:]][id] = shape }
    return shape
  }

  private func fields(of mirror: Mirror, skippingLeaves: Bool) -> [Field] {
    mirror.children.enumerated().compactMap { offset, child in
      if skippingLeaves, case .leaf = shape(of: child.value) { return nil }
      return Field(offset: offset, name: propertyName(child.label))
    }
  }

  /// A child's label in property paths: a property wrapper's storage (`_destination`) under
  /// its property's name, `_` when it has none.
  private func propertyName(_ label: String?) -> String {
    label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "_"
  }
}

/// The `@ObservableState` table of the stored properties of `value`'s type, with type-erased
/// key paths; `nil` when the type has none.
private func storedProperties(of value: Any) -> [(
  label: String, keyPath: (AnyKeyPath & Sendable)?
)]? {
  guard let type = type(of: value) as? any StoredPropertiesReflecting.Type else { return nil }
  return erasedTable(of: type)
}

private func erasedTable<State: StoredPropertiesReflecting>(
  of _: State.Type
) -> [(label: String, keyPath: (AnyKeyPath & Sendable)?)] {
  State._$storedProperties.map { ($0.label, $0.keyPath) }
}
