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
    guard let json = json(of: value) else {
      // Only a value that is not `Encodable` gets here, which the app's `Codable` state and
      // actions never hold: say so where the value belongs rather than guess its code.
      let message = "NavMirror cannot write a \(String(reflecting: type(of: value))) as Swift"
      return "{ fatalError(\(stringLiteral(message))) }()"
    }
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

  /// Whether `expression` throws (it decodes JSON somewhere outside its string literals), so
  /// it needs `try`.
  static func isThrowing(_ expression: String) -> Bool {
    let call = Array("\(decodeFunction)(from: ".unicodeScalars)
    let scalars = Array(expression.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: call) { return true }
      index = endOfLiteral(startingAt: index, in: scalars) ?? index + 1
    }
    return false
  }

  /// The index after the string literal that starts at `start` (as this type writes them:
  /// `"…"` with escapes, or raw with a delimiter of `#`), or `nil` when none starts there.
  private static func endOfLiteral(startingAt start: Int, in scalars: [Unicode.Scalar]) -> Int? {
    var index = start
    while index < scalars.count, scalars[index] == "#" { index += 1 }
    let hashes = index - start
    guard index < scalars.count, scalars[index] == "\"" else { return nil }
    index += 1
    if hashes > 0 {
      // Nothing inside a raw literal is a quote followed by its delimiter.
      let closing = ["\""] + Array(repeating: Unicode.Scalar("#"), count: hashes)
      while index < scalars.count, !scalars[index...].starts(with: closing) { index += 1 }
      return index + closing.count
    }
    while index < scalars.count, scalars[index] != "\"" {
      index += scalars[index] == "\\" ? 2 : 1
    }
    return index + 1
  }

  /// `value` as a literal or enum case, or `nil` when some part of it is a struct (or another
  /// value only an initializer builds).
  private static func literal(_ value: Any) -> String? {
    switch value {
    case let id as StackElementID: return "\(id.generation)"
    case let string as String: return stringLiteral(string)
    case let bool as Bool: return "\(bool)"
    case let int as Int: return "\(int)"
    case let double as Double: return doubleLiteral(double)
    case let uuid as UUID: return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    // `Date` holds seconds since 2001: written from 1970, a date loses its last bits.
    case let date as Date:
      return
        "Date(timeIntervalSinceReferenceDate: \(doubleLiteral(date.timeIntervalSinceReferenceDate)))"
    default: break
    }
    if let binding = bindingLiteral(value) { return binding }
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

  /// A binding action as a person writes it, `.set(\.email, "ada@example.com")`, or `nil`
  /// when `value` is not one. The field is the name the action encodes (one of the state's
  /// bindable properties); the value is written from the action's own.
  private static func bindingLiteral(_ value: Any) -> String? {
    guard let field = bindingField(of: value),
      let setValue = Mirror(reflecting: value).children.first(where: { $0.label == "value" })
    else { return nil }
    return ".set(\\.\(field), \(expression(setValue.value)))"
  }

  /// The field a binding action sets, when `value` is one and the field is an identifier.
  static func bindingField(of value: Any) -> String? {
    guard String(reflecting: type(of: value)).hasPrefix("NavigationCore.BindingAction<"),
      let text = json(of: value),
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let field = object["field"] as? String, isIdentifier(field)
    else { return nil }
    return field
  }

  private static func enumLiteral(_ value: Any, mirror: Mirror) -> String? {
    guard let payload = mirror.children.first, let name = payload.label else {
      return caseName(of: value).map { "." + $0 }
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

  /// `text` as a raw string literal, `#"…"#`, that reads back as exactly `text`; with
  /// `indent`, a multi-line one whose lines start at that column.
  ///
  /// The delimiter has one `#` more than the longest run of `#` after a `"` or a `\` in
  /// `text`, so nothing in it closes the literal or starts an escape or an interpolation
  /// (`\#(…)`); text that would need more than ``maxRawDelimiter`` is written as a string
  /// literal with escapes (``stringLiteral(_:)``). Scalars that a literal would not keep as they are (line breaks, controls) or
  /// that would hide what the source says (bidirectional overrides, combining marks, invisible
  /// spaces) are written as escapes with that delimiter (`\##u{202E}`).
  static func rawStringLiteral(_ text: String, indent: Int? = nil) -> String {
    let hashCount = longestHashRun(in: text) + 1
    // The compiler reads delimiters of at most 255 `#`; long ones read badly before that.
    guard hashCount <= maxRawDelimiter else { return stringLiteral(text) }
    let hashes = String(repeating: "#", count: hashCount)
    var body = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n", let indent {
        body += "\n" + String(repeating: " ", count: indent)
      } else if let escape = escapeSequence(scalar) {
        body += "\\" + hashes + escape
      } else {
        body.unicodeScalars.append(scalar)
      }
    }
    guard let indent else { return hashes + "\"" + body + "\"" + hashes }
    let margin = String(repeating: " ", count: indent)
    return hashes + "\"\"\"\n" + margin + body + "\n" + margin + "\"\"\"" + hashes
  }

  /// The longest delimiter of a raw literal; text that would need more is written as a
  /// string literal with escapes instead.
  static let maxRawDelimiter = 8

  /// The longest run of `#` right after a `"` or a `\` in `text`.
  private static func longestHashRun(in text: String) -> Int {
    var longest = 0
    var run: Int?
    for scalar in text.unicodeScalars {
      if scalar == "#", let current = run {
        run = current + 1
        longest = max(longest, current + 1)
      } else {
        run = scalar == "\"" || scalar == "\\" ? 0 : nil
      }
    }
    return longest
  }

  /// What follows the backslash (and a raw literal's `#`) of the escape that writes `scalar`,
  /// or `nil` when the scalar stands as itself in a string literal.
  private static func escapeSequence(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\0": return "0"
    case "\t": return "t"
    case "\n": return "n"
    case "\r": return "r"
    case " ": return nil
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
      .unassigned, .surrogate, .nonspacingMark, .spacingMark, .enclosingMark:
      return "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      return nil
    }
  }

  /// The type's name without its module: `TabsStackFeature.Path.State`.
  static func typeName(of value: Any) -> String {
    let full = ImportedModules.portable(String(reflecting: type(of: value)))
    guard let dot = full.firstIndex(of: ".") else { return full }
    return String(full[full.index(after: dot)...])
  }

  /// The module that defines the type of `value`.
  static func moduleName(of value: Any) -> String {
    String(String(reflecting: type(of: value)).prefix { $0 != "." })
  }

  /// `string` as a string literal, `"…"`: quotes and backslashes escaped, and every scalar a
  /// raw literal would escape (see ``rawStringLiteral(_:indent:)``) written as an escape.
  static func stringLiteral(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if let escape = escapeSequence(scalar) {
          result += "\\" + escape
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `double` as Swift writes it, also when it is not a finite number.
  private static func doubleLiteral(_ double: Double) -> String {
    if double.isNaN { return "Double.nan" }
    if double.isInfinite { return double < 0 ? "-Double.infinity" : "Double.infinity" }
    return "\(double)"
  }

  /// The name of the case `value` (an enum case without a payload) is, when its description is
  /// that name; an enum that describes itself otherwise is written another way.
  static func caseName(of value: Any) -> String? {
    let name = String(describing: value)
    return isIdentifier(name) ? name : nil
  }

  /// Whether `name` is an identifier of ASCII letters, digits and `_`, not starting with a digit.
  private static func isIdentifier(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.enumerated().allSatisfy { index, byte in
        byte == UInt8(ascii: "_") || (65...90).contains(byte) || (97...122).contains(byte)
          || (index > 0 && (48...57).contains(byte))
      }
  }
}
