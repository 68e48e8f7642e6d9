import Foundation
import NavigationCore

/// Writes a value as the Swift expression that builds it, by reflection: enums as
/// `.case(label: value)`, structs through their memberwise initializer, stacks with their ids.
///
/// Used to write recorded flows as `TestStore` tests; the test target imports the feature's
/// module with `@testable`, so internal memberwise initializers are in reach.
enum SwiftLiteral {
  /// The expression for `value`; `typed` spells an enum case with its type
  /// (`Feature.Action.tap` instead of `.tap`) where no type can be inferred.
  static func expression(_ value: Any, typed: Bool = false) -> String {
    if let stack = value as? any StackStateReflecting {
      if stack.reflectedIDs.isEmpty, stack.reflectedNextGeneration == 0 { return "StackState()" }
      let elements = stack.reflectedIDs.compactMap { stack.reflectedElement(id: $0) }
      return """
        StackState(ids: [\(stack.reflectedIDs.map { "\($0.generation)" }.joined(separator: ", "))], \
        elements: [\(elements.map { expression($0) }.joined(separator: ", "))], \
        nextGeneration: \(stack.reflectedNextGeneration))
        """
    }
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
      return mirror.children.first.map { expression($0.value, typed: typed) } ?? "nil"
    case .enum:
      return enumExpression(value, mirror: mirror, typed: typed)
    case .struct:
      let arguments = mirror.children.compactMap { child -> String? in
        guard let label = child.label else { return nil }
        if let presents = child.value as? any PresentsReflecting, label.hasPrefix("_") {
          return "\(label.dropFirst()): \(presents.reflectedValue.map { expression($0) } ?? "nil")"
        }
        return "\(label): \(expression(child.value))"
      }
      return "\(typeName(of: value))(\(arguments.joined(separator: ", ")))"
    case .collection, .set:
      return "[" + mirror.children.map { expression($0.value) }.joined(separator: ", ") + "]"
    case .dictionary:
      let pairs = mirror.children.map { pair -> String in
        let parts = Array(Mirror(reflecting: pair.value).children)
        guard parts.count == 2 else { return expression(pair.value) }
        return "\(expression(parts[0].value)): \(expression(parts[1].value))"
      }
      return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
    default:
      return String(describing: value)
    }
  }

  private static func enumExpression(_ value: Any, mirror: Mirror, typed: Bool) -> String {
    let prefix = typed ? typeName(of: value) : ""
    guard let payload = mirror.children.first, let name = payload.label else {
      return "\(prefix).\(String(describing: value))"
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
    return "\(prefix).\(name)(\(arguments))"
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
