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
    var walk = DiffWalk(base: pointer)
    walk.diff(old, new)
    return walk.operations
  }

  /// `operations`, moved to apply to the value at `pointer` inside a larger document.
  public static func nest(_ operations: [Operation], at pointer: String) -> [Operation] {
    operations.map {
      Operation(
        op: $0.op, path: pointer + $0.path, value: $0.value, from: $0.from.map { pointer + $0 })
    }
  }

  /// `document` with `operations` applied in order; throws when one does not apply, leaving
  /// nothing half-done (the input is a value).
  ///
  /// The document is `consuming`: when the caller has no further use for its own copy (it
  /// replaces it with the result, `state = try JSONPatch.apply(ops, to: state)`), the
  /// containers change in place instead of being copied by every call.
  ///
  /// The result stays within `limits` as a parsed document would: no operation may place a
  /// value deeper than `limits.maximumDepth`, and the values that operations add, copy or
  /// move count together against `limits.maximumValues`, their strings and keys against
  /// `limits.maximumInputBytes` (a `copy` of the whole document into itself doubles it, so a
  /// few dozen operations would otherwise make a document too large to ever serialize). Each operation costs time in proportion to the value it adds and the
  /// length of its path, plus, when it inserts into or removes from the middle of an array or
  /// removes a member, the size of that container.
  public static func apply(
    _ operations: [Operation], to document: consuming JSONValue,
    limits: JSONParser.Limits = .default
  ) throws -> JSONValue {
    var budget = Budget(values: limits.maximumValues, bytes: limits.maximumInputBytes)
    for operation in operations {
      try apply(operation, to: &document, limits: limits, budget: &budget)
    }
    return document
  }

  private static func apply(
    _ operation: Operation, to document: inout JSONValue, limits: JSONParser.Limits,
    budget: inout Budget
  ) throws {
    let tokens = try pointer(operation.path, limits: limits)
    switch operation.op {
    case "add", "replace":
      let value = try required(operation.value, operation.op)
      try measure(value, at: tokens, limits: limits, budget: &budget)
      try update(&document, tokens[...], operation.op == "add" ? .add(value) : .replace(value))
    case "remove":
      try update(&document, tokens[...], .remove)
    case "move", "copy":
      let source = try pointer(try required(operation.from, operation.op), limits: limits)
      let value = try read(document, source)
      try measure(value, at: tokens, limits: limits, budget: &budget)
      if operation.op == "move" {
        guard !tokens.starts(with: source) || tokens == source else {
          throw Failure(reason: "cannot move a value into itself")
        }
        try update(&document, source[...], .remove)
      }
      try update(&document, tokens[...], .add(value))
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

  /// What the operations of one `apply` may still add, copy or move.
  private struct Budget {
    var values: Int
    /// UTF-8 bytes of strings and keys.
    var bytes: Int
  }

  /// Checks that `value` placed at `tokens` nests no deeper than the limit, and counts its
  /// values, strings and keys against `budget`.
  private static func measure(
    _ value: JSONValue, at tokens: [String], limits: JSONParser.Limits, budget: inout Budget
  ) throws {
    try measure(value, levels: limits.maximumDepth - tokens.count, limits, &budget)
  }

  private static func measure(
    _ value: JSONValue, levels: Int, _ limits: JSONParser.Limits, _ budget: inout Budget
  ) throws {
    budget.values -= 1
    guard budget.values >= 0 else {
      throw Failure(
        reason: "the patch adds, copies or moves more than \(limits.maximumValues) values "
          + "(JSONParser.Limits.maximumValues)")
    }
    let children: [JSONValue]
    switch value {
    case .string(let string):
      try charge(string, limits, &budget)
      return
    case .array(let elements): children = elements
    case .object(let object):
      for key in object.keys { try charge(key, limits, &budget) }
      children = object.members.map(\.value)
    default: return
    }
    guard levels > 0 else {
      throw Failure(
        reason: "the result would nest deeper than \(limits.maximumDepth) "
          + "(JSONParser.Limits.maximumDepth)")
    }
    for child in children { try measure(child, levels: levels - 1, limits, &budget) }
  }

  private static func charge(
    _ string: String, _ limits: JSONParser.Limits, _ budget: inout Budget
  ) throws {
    budget.bytes -= string.utf8.count
    guard budget.bytes >= 0 else {
      throw Failure(
        reason: "the patch adds, copies or moves more than \(limits.maximumInputBytes) bytes "
          + "of strings and keys (JSONParser.Limits.maximumInputBytes)")
    }
  }

  /// Applies `edit` at `tokens` below `node`. Each container on the way is taken out of its
  /// parent while it changes (`if case`, then `.null` in its place), so that it is not copied
  /// (copy on write) at every level; a `switch` over `node` would keep a second reference.
  private static func update(
    _ node: inout JSONValue, _ tokens: ArraySlice<String>, _ edit: Edit
  ) throws {
    guard let first = tokens.first else {
      switch edit {
      case .add(let value), .replace(let value): node = value
      case .remove: throw Failure(reason: "cannot remove the whole document")
      }
      return
    }
    if case .object(var object) = node {
      node = .null
      defer { node = .object(object) }
      try update(&object, first, tokens.dropFirst(), edit)
    } else if case .array(var array) = node {
      node = .null
      defer { node = .array(array) }
      try update(&array, first, tokens.dropFirst(), edit)
    } else {
      throw Failure(reason: "cannot descend into a scalar at '\(first)'")
    }
  }

  private static func update(
    _ object: inout JSONObject, _ key: String, _ rest: ArraySlice<String>, _ edit: Edit
  ) throws {
    guard rest.isEmpty else {
      let found = try object.modifyValue(forKey: key) { try update(&$0, rest, edit) }
      guard found else { throw Failure(reason: "no member '\(key)'") }
      return
    }
    switch edit {
    case .add(let value): object[key] = value
    case .replace(let value):
      guard object[key] != nil else { throw Failure(reason: "no member '\(key)' to replace") }
      object[key] = value
    case .remove:
      guard object[key] != nil else { throw Failure(reason: "no member '\(key)' to remove") }
      object[key] = nil
    }
  }

  private static func update(
    _ array: inout [JSONValue], _ token: String, _ rest: ArraySlice<String>, _ edit: Edit
  ) throws {
    guard let index = token == "-" ? array.count : arrayIndex(token) else {
      throw Failure(reason: "'\(token)' is not an array index")
    }
    guard rest.isEmpty else {
      guard index < array.count else { throw Failure(reason: "index \(index) out of range") }
      try update(&array[index], rest, edit)
      return
    }
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

  /// The reference tokens of a JSON Pointer (RFC 6901), unescaped; no more than a document
  /// within `limits` can nest.
  static func pointer(_ path: String, limits: JSONParser.Limits) throws -> [String] {
    guard !path.isEmpty else { return [] }
    guard path.hasPrefix("/") else {
      throw Failure(reason: "pointer '\(path.prefix(64))' must start with '/'")
    }
    let tokens = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    guard tokens.count <= limits.maximumDepth else {
      throw Failure(
        reason: "a pointer of \(tokens.count) tokens is deeper than \(limits.maximumDepth) "
          + "(JSONParser.Limits.maximumDepth)")
    }
    return tokens.map { String($0).replacing("~1", with: "/").replacing("~0", with: "~") }
  }

  static func escape(_ key: String) -> String {
    key.replacing("~", with: "~0").replacing("/", with: "~1")
  }
}
