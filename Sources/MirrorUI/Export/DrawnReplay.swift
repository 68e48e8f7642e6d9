import Foundation

/// How an exported test hands out again the ids and dates the room drew (``DrawnValues``,
/// each written as ``SwiftLiteral`` writes its type): `withDependencies` sets `uuid` and `date` to generators that return the recorded values in
/// the recorded order, so that the reducer reaches the states the room reached. A test that
/// draws more than the room did reports an issue naming the kind of value.
enum DrawnReplay {
  /// The lines inside `withDependencies` that replay `drawn`; none when nothing was drawn.
  static func dependencyLines(for drawn: DrawnValues) -> [String] {
    guard !drawn.isEmpty else { return [] }
    var lines = [
      "      // The ids and dates the room drew, handed out again in the order it drew them."
    ]
    if !drawn.uuids.isEmpty {
      lines += generator(
        "$0.uuid = UUIDGenerator", values: drawn.uuids.map(SwiftLiteral.expression))
    }
    if !drawn.dates.isEmpty {
      lines += generator(
        "$0.date = DateGenerator", values: drawn.dates.map(SwiftLiteral.expression))
    }
    return lines
  }

  /// The file's `replaying(_:)` function, when the test calls it.
  static func helper(for drawn: DrawnValues) -> [String] {
    guard !drawn.isEmpty else { return [] }
    return [
      "/// Hands out `values` one a call, in the order the room drew them.",
      "private func replaying<Value: Sendable>(_ values: [Value]) -> @Sendable () -> Value {",
      "  let remaining = LockIsolated(values[...])",
      "  return {",
      "    remaining.withValue { remaining in",
      "      guard let value = remaining.popFirst() else {",
      "        reportIssue(\"The test drew more \\(Value.self) values than the room (\\(values.count)).\")",
      "        return values[values.count - 1]",
      "      }",
      "      return value",
      "    }",
      "  }",
      "}",
      "",
    ]
  }

  /// `prefix(replaying([…]))`, a value a line.
  private static func generator(_ prefix: String, values: [String]) -> [String] {
    ["      \(prefix)(", "        replaying(["] + values.map { "          \($0)," } + [
      "        ]))"
    ]
  }
}
