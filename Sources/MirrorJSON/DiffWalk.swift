/// One walk of ``JSONPatch/diff(from:to:at:)`` over two documents: each value is compared once,
/// on the way down, and a container whose storage the other shares (a part kept from one version
/// to the next) is passed at once. Paths are spelled only for the operations made.
struct DiffWalk {
  /// One step from a container to a value inside it.
  private enum Step {
    case key(String)
    case index(Int)
  }

  /// The JSON Pointer of the values walked.
  private let base: String
  /// The steps from `base` to the values being compared.
  private var steps: [Step] = []
  /// The operations made so far.
  private(set) var operations: [JSONPatch.Operation] = []

  init(base: String) {
    self.base = base
  }

  /// Adds the operations that turn `old` into `new`, which are at the current steps.
  mutating func diff(_ old: JSONValue, _ new: JSONValue) {
    switch (old, new) {
    case (.object(let before), .object(let after)):
      guard !before.sharesStorage(with: after) else { return }
      for key in before.keys where after[key] == nil {
        operations.append(JSONPatch.Operation(op: "remove", path: path(adding: .key(key))))
      }
      for (key, value) in after {
        if let previous = before[key] {
          steps.append(.key(key))
          diff(previous, value)
          steps.removeLast()
        } else {
          operations.append(
            JSONPatch.Operation(op: "add", path: path(adding: .key(key)), value: value))
        }
      }
    case (.array(let before), .array(let after)):
      guard !before.sharesStorage(with: after) else { return }
      for index in 0..<min(before.count, after.count) {
        steps.append(.index(index))
        diff(before[index], after[index])
        steps.removeLast()
      }
      if after.count > before.count {
        for index in before.count..<after.count {
          operations.append(
            JSONPatch.Operation(op: "add", path: path(adding: .index(index)), value: after[index]))
        }
      } else {
        for index in (after.count..<before.count).reversed() {
          operations.append(JSONPatch.Operation(op: "remove", path: path(adding: .index(index))))
        }
      }
    default:
      if old != new {
        operations.append(JSONPatch.Operation(op: "replace", path: path(adding: nil), value: new))
      }
    }
  }

  /// The JSON Pointer of the current steps, and `step` after them.
  private func path(adding step: Step?) -> String {
    var path = base
    for step in steps + (step.map { [$0] } ?? []) {
      switch step {
      case .key(let key): path += "/" + JSONPatch.escape(key)
      case .index(let index): path += "/\(index)"
      }
    }
    return path
  }
}

extension Array where Element == JSONValue {
  /// Whether this array and `other` are one storage (a copy, or a part kept from one version to
  /// the next): then they are equal, without comparing their elements.
  func sharesStorage(with other: [JSONValue]) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { left in
        other.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
      }
  }
}
