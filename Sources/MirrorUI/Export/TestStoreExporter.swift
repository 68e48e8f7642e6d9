import NavigationCore

/// Writes a recorded flow as a ready-to-paste `TestStore` test: each action sent by a person
/// becomes `await store.send(…) { … }` with the exact state changes, each action an effect sent
/// becomes `await store.receive(…) { … }`.
struct TestStoreExporter<State, Action> {
  /// One recorded step: the action, whether an effect sent it, and the states around it.
  struct Step {
    let action: Action
    let isReceived: Bool
    let before: State
    let after: State
  }

  let featureName: String

  func export(testName: String, initialState: State, steps: [Step]) -> String {
    var lines = [
      "import NavigationCore",
      "import NavigationTesting",
      "import XCTest",
      "",
      "@testable import \(SwiftLiteral.moduleName(of: initialState))",
      "",
      "/// Recorded in NavMirror.",
      "final class \(testName): XCTestCase {",
      "  func testRecordedFlow() async {",
      "    let store = TestStore(",
      "      initialState: \(SwiftLiteral.expression(initialState))",
      "    ) {",
      "      \(featureName)()",
      "    }",
    ]
    for step in steps {
      let verb = step.isReceived ? "receive" : "send"
      let mutations = assignments(path: "$0", old: step.before, new: step.after)
      let call = "    await store.\(verb)(\(SwiftLiteral.expression(step.action)))"
      if mutations.isEmpty {
        lines.append(call)
      } else {
        lines.append(call + " {")
        lines += mutations.map { "      " + $0 }
        lines.append("    }")
      }
    }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The assignments that turn `old` into `new`, as narrow as the value's shape allows.
  func assignments(path: String, old: Any, new: Any) -> [String] {
    let oldExpression = SwiftLiteral.expression(old)
    let newExpression = SwiftLiteral.expression(new)
    guard oldExpression != newExpression else { return [] }
    if let before = old as? any StackStateReflecting, let after = new as? any StackStateReflecting {
      return stackAssignments(path: path, before: before, after: after)
    }
    let newMirror = Mirror(reflecting: new)
    guard newMirror.displayStyle == .struct else { return ["\(path) = \(newExpression)"] }
    let oldChildren = Dictionary(
      Mirror(reflecting: old).children.compactMap { child in child.label.map { ($0, child.value) }
      },
      uniquingKeysWith: { first, _ in first })
    var result: [String] = []
    for child in newMirror.children {
      guard let label = child.label, let previous = oldChildren[label] else {
        return ["\(path) = \(newExpression)"]
      }
      if let presents = child.value as? any PresentsReflecting, label.hasPrefix("_"),
        let previousPresents = previous as? any PresentsReflecting
      {
        let before = previousPresents.reflectedValue.map { SwiftLiteral.expression($0) } ?? "nil"
        let after = presents.reflectedValue.map { SwiftLiteral.expression($0) } ?? "nil"
        if before != after { result.append("\(path).\(label.dropFirst()) = \(after)") }
      } else {
        result += assignments(path: "\(path).\(label)", old: previous, new: child.value)
      }
    }
    return result
  }

  private func stackAssignments(
    path: String, before: any StackStateReflecting, after: any StackStateReflecting
  ) -> [String] {
    var result: [String] = []
    let removed = before.reflectedIDs.filter { !after.reflectedIDs.contains($0) }
    if let first = removed.first,
      Array(before.reflectedIDs.drop { $0 != first }) == removed
    {
      result.append("\(path).pop(from: \(first.generation))")
    } else {
      result += removed.map { "\(path)[id: \($0.generation)] = nil" }
    }
    for id in after.reflectedIDs {
      guard let element = after.reflectedElement(id: id) else { continue }
      let expression = SwiftLiteral.expression(element)
      if before.reflectedElement(id: id).map({ SwiftLiteral.expression($0) }) != expression {
        result.append("\(path)[id: \(id.generation)] = \(expression)")
      }
    }
    return result
  }
}
