import CustomDump
import MirrorJSON

/// Any value as JSON, read through Swift's public reflection (`Mirror`) as CustomDump reads it
/// to print values: how the mirror shows a state or an action whose type is not `Codable`
/// (a property wrapper's storage `_name` is `name`).
///
/// A part whose type encodes (`Encodable`, and the encoding succeeds) is its `Codable` JSON, so
/// a `UUID` is a string and a `Codable` member looks the same as in a `Codable` state. Other
/// parts follow `Codable`'s synthesized shapes: a struct or class is an object of its stored
/// properties, an enum case `{"case": {"label": value, "_1": value}}` (`{}` without a payload,
/// and its payload itself when it is one value without a label, as the mirror writes actions:
/// docs/PROTOCOL.md), an optional its value or `null`, a collection an array, a dictionary with string
/// keys an object (other keys give an array of `[key, value]` pairs). A part with nothing to
/// reflect is its description. CustomDump's own customizations (`CustomDumpRepresentable`,
/// `CustomDumpStringConvertible`, `CustomDumpReflectable`) are honoured.
///
/// The JSON shows a value; it does not rebuild one (``ValueCoding``).
enum ReflectedJSON {
  /// How deep a value is read; deeper parts (a cycle through classes) are `"…"`.
  static let maximumDepth = 64

  /// `value` as JSON.
  static func json(of value: Any) -> JSONValue {
    json(of: value, depth: 0)
  }

  /// The types in `value` that keep it from being `Codable`: the innermost parts that are not
  /// `Codable` (or whose encoding throws) though everything they hold is, or that hold
  /// nothing, by name, each once, in the order they are met. Empty when `value` encodes and
  /// its type is `Codable`.
  static func uncodableTypes(in value: Any) -> [String] {
    var names: [String] = []
    collectUncodable(in: value, depth: 0, into: &names)
    return names
  }

  private static func json(of value: Any, depth: Int) -> JSONValue {
    guard depth < maximumDepth else { return "…" }
    if let encodable = value as? any Encodable,
      let json = try? JSONValueEncoder().encode(encodable)
    {
      return json
    }
    if let representable = value as? any CustomDumpRepresentable {
      return json(of: representable.customDumpValue, depth: depth + 1)
    }
    if let convertible = value as? any CustomDumpStringConvertible {
      return .string(convertible.customDumpDescription)
    }
    let mirror =
      (value as? any CustomDumpReflectable)?.customDumpMirror ?? Mirror(reflecting: value)
    let children = Array(mirror.children)
    switch mirror.displayStyle {
    case .optional:
      return children.first.map { json(of: $0.value, depth: depth + 1) } ?? .null
    case .collection, .set:
      return .array(children.map { json(of: $0.value, depth: depth + 1) })
    case .dictionary:
      return dictionary(children.map(\.value), depth: depth)
    case .enum:
      guard let payload = children.first else {
        return .object([String(describing: value): .object([:])])
      }
      return .object([payload.label ?? "_0": fields(ofPayload: payload.value, depth: depth)])
    default:
      guard !children.isEmpty else { return .string(String(describing: value)) }
      return .object(object(children, depth: depth))
    }
  }

  /// An enum case's payload: the object of its values (`_0`, `_1` or their labels), or the
  /// value itself when it is one without a label.
  private static func fields(ofPayload payload: Any, depth: Int) -> JSONValue {
    let mirror = Mirror(reflecting: payload)
    guard mirror.displayStyle == .tuple else { return json(of: payload, depth: depth + 1) }
    return .object(object(mirror.children, depth: depth))
  }

  /// Children as an object's members, an unlabeled tuple element `.0` as `_0`.
  private static func object(_ children: some Collection<Mirror.Child>, depth: Int)
    -> JSONObject
  {
    var members = JSONObject()
    for (index, child) in children.enumerated() {
      var label = child.label ?? "_\(index)"
      if label.first == ".", label.dropFirst().allSatisfy(\.isNumber) {
        label = "_" + label.dropFirst()
      } else if label.first == "_", label.dropFirst().first?.isLetter == true {
        // A property wrapper's storage, named as its property (as `Codable` names it).
        label.removeFirst()
      }
      members[label] = json(of: child.value, depth: depth + 1)
    }
    return members
  }

  /// A dictionary's `(key, value)` pairs: an object when every key is a string.
  private static func dictionary(_ pairs: [Any], depth: Int) -> JSONValue {
    let entries = pairs.map { pair -> (key: Any, value: Any) in
      let parts = Mirror(reflecting: pair).children.map(\.value)
      return parts.count == 2 ? (parts[0], parts[1]) : (pair, pair)
    }
    if entries.allSatisfy({ $0.key is String }) {
      var members = JSONObject()
      for entry in entries.sorted(by: { "\($0.key)" < "\($1.key)" }) {
        members["\(entry.key)"] = json(of: entry.value, depth: depth + 1)
      }
      return .object(members)
    }
    return .array(
      entries.map {
        .array([json(of: $0.key, depth: depth + 1), json(of: $0.value, depth: depth + 1)])
      })
  }

  private static func collectUncodable(in value: Any, depth: Int, into names: inout [String]) {
    guard depth < maximumDepth, !encodesAndDecodes(value) else { return }
    let before = names.count
    let mirror = Mirror(reflecting: value)
    for child in mirror.children {
      collectUncodable(in: child.value, depth: depth + 1, into: &names)
    }
    guard names.count == before else { return }
    var name = String(describing: type(of: value))
    // An empty optional names what it would hold.
    if mirror.displayStyle == .optional, name.hasPrefix("Optional<") {
      name = String(name.dropFirst("Optional<".count).dropLast())
    }
    if !names.contains(name) { names.append(name) }
  }

  /// Whether `value`'s type is `Codable` and `value` encodes.
  private static func encodesAndDecodes(_ value: Any) -> Bool {
    guard type(of: value) is any Decodable.Type, let encodable = value as? any Encodable else {
      return false
    }
    return (try? JSONValueEncoder().encode(encodable)) != nil
  }
}
