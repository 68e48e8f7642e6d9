import Foundation
import NavigationCore

/// Writes a value as the Swift expression that builds it, using only what any app's types
/// offer: literals, enum cases (always part of a type's API) and, for every other value, its
/// own `Decodable` conformance fed the JSON it encodes to (`decode(#"{…}"#)`).
///
/// Memberwise initializers are never called: an explicit `init` hides them, and they are
/// internal to the module besides.
enum SwiftLiteral {
  /// The name of the helper an exported test declares to decode recorded JSON.
  static let decodeFunction = "decode"

  /// The expression for `value`.
  static func expression(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { expression($0.value) } ?? "nil"
    }
    if let literal = literal(value) { return literal }
    guard let json = json(of: value) else { return String(describing: value) }
    return "\(decodeFunction)(from: \(rawStringLiteral(json)))"
  }

  /// `value` without the optionals around it (`nil` stays itself).
  static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else {
      return value
    }
    return unwrapped(wrapped.value)
  }

  /// Whether `expression` throws (it decodes JSON somewhere), so it needs `try`.
  static func isThrowing(_ expression: String) -> Bool {
    expression.contains("\(decodeFunction)(from: #")
  }

  /// `value` as a literal or enum case, or `nil` when some part of it is a struct (or another
  /// value only an initializer builds).
  private static func literal(_ value: Any) -> String? {
    switch value {
    case let id as StackElementID: return "\(id.generation)"
    case let string as String: return stringLiteral(string)
    case let bool as Bool: return "\(bool)"
    case let int as Int: return "\(int)"
    case let double as Double: return "\(double)"
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    case let date as Date: return "Date(timeIntervalSince1970: \(date.timeIntervalSince1970))"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return literal(wrapped.value)
    case .enum:
      return enumLiteral(value, mirror: mirror)
    case .collection:
      let elements = mirror.children.map { literal($0.value) }
      guard elements.allSatisfy({ $0 != nil }) else { return nil }
      return "[" + elements.compactMap { $0 }.joined(separator: ", ") + "]"
    default:
      return nil
    }
  }

  private static func enumLiteral(_ value: Any, mirror: Mirror) -> String? {
    guard let payload = mirror.children.first, let name = payload.label else {
      return ".\(String(describing: value))"
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let arguments: String
    if payloadMirror.displayStyle == .tuple {
      arguments = payloadMirror.children.map { child in
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        return (label.map { "\($0): " } ?? "") + expression(child.value)
      }.joined(separator: ", ")
    } else {
      arguments = expression(payload.value)
    }
    return ".\(name)(\(arguments))"
  }

  /// The JSON `value` encodes to with Foundation's encoder (keys sorted, so equal values read
  /// the same), or `nil` when it is not `Encodable`; `pretty` puts members on their own lines
  /// and keeps empty arrays and objects on one.
  static func json(of value: Any, pretty: Bool = false) -> String? {
    guard let encodable = value as? any Encodable else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    guard let data = try? encoder.encode(encodable) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard pretty else { return text }
    return text.replacing(/\[\s*\n\s*\]/, with: "[]")
      .replacing(/\{\s*\n\s*\}/, with: "{}")
  }

  /// `text` as a raw string literal, `#"…"#`, with as many `#` as it needs; with `indent`, a
  /// multi-line one whose lines start at that column.
  static func rawStringLiteral(_ text: String, indent: Int? = nil) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    guard let indent else { return hashes + "\"" + text + "\"" + hashes }
    let margin = String(repeating: " ", count: indent)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { margin + $0 }
    return ([hashes + "\"\"\""] + lines + [margin + "\"\"\"" + hashes]).joined(separator: "\n")
  }

  /// The type's name without its module: `TabsStackFeature.Path.State`.
  static func typeName(of value: Any) -> String {
    let full = String(reflecting: type(of: value))
    guard let dot = full.firstIndex(of: ".") else { return full }
    return String(full[full.index(after: dot)...])
  }

  /// The module that defines the type of `value`.
  static func moduleName(of value: Any) -> String {
    String(String(reflecting: type(of: value)).prefix { $0 != "." })
  }

  private static func stringLiteral(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
