/// RFC 6902 JSON Patch: the difference between two documents as a list of operations, and the
/// application of such a list.
///
/// NavMirror sends a patch instead of a whole state when it is smaller, and its journal stores
/// each version as the patch from the one before.
public enum JSONPatch {
  /// One operation. Only `add`, `remove` and `replace` are produced; `apply` also accepts
  /// `move`, `copy` and `test`.
  public struct Operation: Hashable, Sendable {
    /// `add`, `remove`, `replace`, `move`, `copy` or `test`.
    public var op: String
    /// The JSON Pointer (RFC 6901) the operation applies to.
    public var path: String
    /// The value for `add`, `replace` and `test`.
    public var value: JSONValue?
    /// The source pointer for `move` and `copy`.
    public var from: String?

    /// Creates an operation.
    public init(op: String, path: String, value: JSONValue? = nil, from: String? = nil) {
      self.op = op
      self.path = path
      self.value = value
      self.from = from
    }

    /// The operation as JSON.
    public var json: JSONValue {
      var object: JSONObject = ["op": .string(op), "path": .string(path)]
      if let from { object["from"] = .string(from) }
      if let value { object["value"] = value }
      return .object(object)
    }

    /// Reads an operation from JSON.
    public init(json: JSONValue) throws {
      guard let op = json["op"]?.stringValue, let path = json["path"]?.stringValue else {
        throw Failure(reason: "an operation needs string 'op' and 'path'")
      }
      self.init(op: op, path: path, value: json["value"], from: json["from"]?.stringValue)
    }
  }

  /// Why a patch does not apply.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let reason: String
    public var description: String { "JSON Patch failed: \(reason)" }
  }

  /// The operations that turn `old` into `new`; with `pointer`, for values that live at that
  /// JSON Pointer inside a larger document (`/state`).
  public static func diff(from old: JSONValue, to new: JSONValue, at pointer: String = "")
    -> [Operation]
  {
    var operations: [Operation] = []
    diff(old, new, path: pointer, into: &operations)
    return operations
  }

  /// `operations`, moved to apply to the value at `pointer` inside a larger document.
  public static func nest(_ operations: [Operation], at pointer: String) -> [Operation] {
    operations.map {
      Operation(
        op: $0.op, path: pointer + $0.path, value: $0.value, from: $0.from.map { pointer + $0 })
    }
  }

  private static func diff(
    _ old: JSONValue, _ new: JSONValue, path: String, into operations: inout [Operation]
  ) {
    guard old != new else { return }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      for key in before.keys where after[key] == nil {
        operations.append(Operation(op: "remove", path: path + "/" + escape(key)))
      }
      for (key, value) in after {
        let child = path + "/" + escape(key)
        if let previous = before[key] {
          diff(previous, value, path: child, into: &operations)
        } else {
          operations.append(Operation(op: "add", path: child, value: value))
        }
      }
    case (.array(let before), .array(let after)):
      for index in 0..<min(before.count, after.count) {
        diff(before[index], after[index], path: path + "/\(index)", into: &operations)
      }
      if after.count > before.count {
        for index in before.count..<after.count {
          operations.append(Operation(op: "add", path: path + "/\(index)", value: after[index]))
        }
      } else {
        for index in (after.count..<before.count).reversed() {
          operations.append(Operation(op: "remove", path: path + "/\(index)"))
        }
      }
    default:
      operations.append(Operation(op: "replace", path: path, value: new))
    }
  }

  /// `document` with `operations` applied in order; throws when one does not apply, leaving
  /// nothing half-done (the input is a value).
  public static func apply(_ operations: [Operation], to document: JSONValue) throws -> JSONValue {
    var result = document
    for operation in operations {
      try apply(operation, to: &result)
    }
    return result
  }

  private static func apply(_ operation: Operation, to document: inout JSONValue) throws {
    let tokens = try pointer(operation.path)
    switch operation.op {
    case "add":
      try update(&document, tokens, .add(try required(operation.value, "add")))
    case "remove":
      try update(&document, tokens, .remove)
    case "replace":
      try update(&document, tokens, .replace(try required(operation.value, "replace")))
    case "move", "copy":
      let source = try pointer(try required(operation.from, operation.op))
      let value = try read(document, source)
      if operation.op == "move" {
        guard !tokens.starts(with: source) || tokens == source else {
          throw Failure(reason: "cannot move a value into itself")
        }
        try update(&document, source, .remove)
      }
      try update(&document, tokens, .add(value))
    case "test":
      guard try read(document, tokens) == (try required(operation.value, "test")) else {
        throw Failure(reason: "test failed at \(operation.path)")
      }
    default:
      throw Failure(reason: "unknown op '\(operation.op)'")
    }
  }

  private enum Edit {
    case add(JSONValue)
    case remove
    case replace(JSONValue)
  }

  private static func required<T>(_ value: T?, _ op: String) throws -> T {
    guard let value else { throw Failure(reason: "'\(op)' needs its operand") }
    return value
  }

  private static func update(_ node: inout JSONValue, _ tokens: [String], _ edit: Edit) throws {
    guard let first = tokens.first else {
      switch edit {
      case .add(let value), .replace(let value): node = value
      case .remove: throw Failure(reason: "cannot remove the whole document")
      }
      return
    }
    let rest = Array(tokens.dropFirst())
    switch node {
    case .object(var object):
      if rest.isEmpty {
        switch edit {
        case .add(let value): object[first] = value
        case .replace(let value):
          guard object[first] != nil else {
            throw Failure(reason: "no member '\(first)' to replace")
          }
          object[first] = value
        case .remove:
          guard object[first] != nil else {
            throw Failure(reason: "no member '\(first)' to remove")
          }
          object[first] = nil
        }
      } else {
        guard var child = object[first] else { throw Failure(reason: "no member '\(first)'") }
        try update(&child, rest, edit)
        object[first] = child
      }
      node = .object(object)
    case .array(var array):
      let isAppend = first == "-"
      guard let index = isAppend ? array.count : arrayIndex(first) else {
        throw Failure(reason: "'\(first)' is not an array index")
      }
      if rest.isEmpty {
        switch edit {
        case .add(let value):
          guard index <= array.count else { throw Failure(reason: "index \(index) out of range") }
          array.insert(value, at: index)
        case .replace(let value):
          guard index < array.count else { throw Failure(reason: "index \(index) out of range") }
          array[index] = value
        case .remove:
          guard index < array.count else { throw Failure(reason: "index \(index) out of range") }
          array.remove(at: index)
        }
      } else {
        guard index < array.count else { throw Failure(reason: "index \(index) out of range") }
        try update(&array[index], rest, edit)
      }
      node = .array(array)
    default:
      throw Failure(reason: "cannot descend into a scalar at '\(first)'")
    }
  }

  private static func read(_ node: JSONValue, _ tokens: [String]) throws -> JSONValue {
    var current = node
    for token in tokens {
      switch current {
      case .object(let object):
        guard let next = object[token] else { throw Failure(reason: "no member '\(token)'") }
        current = next
      case .array(let array):
        guard let index = arrayIndex(token), index < array.count else {
          throw Failure(reason: "no element '\(token)'")
        }
        current = array[index]
      default:
        throw Failure(reason: "cannot descend into a scalar at '\(token)'")
      }
    }
    return current
  }

  private static func arrayIndex(_ token: String) -> Int? {
    guard token == "0" || (token.first != "0" && token.allSatisfy(\.isASCII)) else { return nil }
    return Int(token).flatMap { $0 >= 0 ? $0 : nil }
  }

  /// The reference tokens of a JSON Pointer (RFC 6901), unescaped.
  static func pointer(_ path: String) throws -> [String] {
    guard !path.isEmpty else { return [] }
    guard path.hasPrefix("/") else {
      throw Failure(reason: "pointer '\(path)' must start with '/'")
    }
    return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      String($0).replacing("~1", with: "/").replacing("~0", with: "~")
    }
  }

  static func escape(_ key: String) -> String {
    key.replacing("~", with: "~0").replacing("/", with: "~1")
  }
}
