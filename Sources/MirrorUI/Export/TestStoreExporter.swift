import NavigationCore

/// Writes a recorded flow as a `TestStore` test a person could have written: each action sent
/// by a person becomes `await store.send(…) { … }`, each action an effect sent becomes
/// `await store.receive(…) { … }`, and each closure assigns only what changed, down to the
/// field (`$0.path[id: 0]?.modify(\.detail) { $0.isLoading = true }`).
///
/// It compiles against any app the mirror can hold: values that only an initializer builds are
/// decoded from the JSON they were recorded as, through the app's own `Codable` conformances
/// (see ``SwiftLiteral``). A long run of the same received action reads as a loop under
/// non-exhaustive receiving, closed by one assertion of what the run changed.
///
/// Effects that waited on a clock wait on a `TestClock` in the test, the app's
/// `continuousClock`, advanced by the recorded time between steps (``ClockAdvances``); effects
/// still running when the flow ended are let go with `skipInFlightEffects()`, as a person
/// ends a test whose timer never stops.
struct TestStoreExporter<State, Action> {
  /// One recorded step: the action, whether an effect sent it, the milliseconds since the step
  /// before it, and the states around it.
  struct Step {
    let action: Action
    let isReceived: Bool
    let delay: Int
    let before: State
    let after: State
    /// The milliseconds the test's clock advances before the step.
    var clockAdvance = 0
    /// Whether a view's `.onAppear` or `.task` sent it, rather than a person.
    var isFromView = false
  }

  /// The shortest run of one received action written as a loop.
  static var collapsedRunLength: Int { 3 }

  let featureName: String
  /// The module that defines the app's reducer.
  var featureModule = ""
  /// Whether the app's actions are `Equatable`, so a test can receive them by value.
  let actionsAreEquatable: Bool
  /// The dependencies the app ran with in the mirror, as the test can write them.
  var dependencies = DependencyHookSource.none
  /// What the app drew from its `uuid` and `date` in the flow, which the test hands out again.
  var drawn = DrawnValues()
  /// The modules the test imports, gathered as the types it names are written.
  let imports = ImportedModules()

  /// The test class `testName` replaying `steps` from `initialState`; `effectsInFlight` tells
  /// whether effects the steps started were still running at the flow's end.
  func export(
    testName: String, initialState: State, steps: [Step], effectsInFlight: Bool
  ) -> String {
    let clock = ClockAdvances(delays: steps.map(\.delay), isReceived: steps.map(\.isReceived))
    var steps = steps
    for index in steps.indices { steps[index].clockAdvance = clock.beforeStep[index] }
    imports.addTestable(SwiftLiteral.moduleName(of: initialState))
    imports.addTestable(featureModule)
    imports.add(typeNamed: String(reflecting: type(of: initialState)))
    if case .type(let name) = dependencies {
      imports.addTestable(String(name.prefix { $0 != "." }))
    }
    var body = [
      "/// Recorded in NavMirror.",
      "final class \(testName): XCTestCase {",
      "  @MainActor",
      "  func testRecordedFlow() async throws {",
      "    let initialState = try \(SwiftLiteral.decodeFunction)(",
      "      \(SwiftLiteral.typeName(of: initialState)).self,",
      "      from: \(initialStateLiteral(initialState))",
      "    )",
    ]
    if clock.usesClock { body.append("    let clock = TestClock()") }
    body += [
      "    let store = TestStore(initialState: initialState) {",
      "      \(featureName)()",
    ]
    body += dependencyLines(usesClock: clock.usesClock)
    for run in runs(of: foldingTyping(steps)) {
      body += statements(for: run)
    }
    if effectsInFlight { body.append("    await store.skipInFlightEffects()") }
    let lines = imports.lines + [""] + body
    return
      (lines + [
        "  }",
        "}",
        "",
        "/// Decodes a value the mirror recorded as JSON, through the app's own `Decodable`.",
        "private func \(SwiftLiteral.decodeFunction)<Value: Decodable>(",
        "  _ type: Value.Type = Value.self, from json: String",
        ") throws -> Value {",
        "  try JSONDecoder().decode(Value.self, from: Data(json.utf8))",
        "}",
        "",
      ] + DrawnReplay.helper(for: drawn)).joined(separator: "\n")
  }

  /// The end of the `TestStore`'s trailing closures: the app's dependencies as the mirror ran
  /// them (its ``MirrorDependencies`` type), and the test clock when an effect waited on one.
  private func dependencyLines(usesClock: Bool) -> [String] {
    var lines: [String] = []
    if case .type(let name) = dependencies { lines.append("      \(name).prepare(&$0)") }
    if usesClock { lines.append("      $0.continuousClock = clock") }
    lines += DrawnReplay.dependencyLines(for: drawn)
    let end = lines.isEmpty ? ["    }"] : ["    } withDependencies: {"] + lines + ["    }"]
    guard dependencies == .closure else { return end }
    return end + [
      "    // The app ran in NavMirror with a `dependencies:` closure, which a test cannot call:",
      "    // declare them as a `MirrorDependencies` type to have them here.",
    ]
  }

  private func initialStateLiteral(_ state: State) -> String {
    SwiftLiteral.rawStringLiteral(SwiftLiteral.json(of: state, pretty: true) ?? "{}", indent: 6)
  }

  /// `steps` with each run of consecutive sends of the same binding (a person typing a
  /// field, one action a keystroke) folded into one send of the last value, as a person writes
  /// the test, when each of them changed that field alone.
  private func foldingTyping(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    var lastTyping: String?
    for step in steps {
      let typing = typedField(step)
      if let typing, typing == lastTyping, step.clockAdvance == 0, let last = result.last {
        result[result.count - 1] = Step(
          action: step.action, isReceived: false, delay: last.delay, before: last.before,
          after: step.after, clockAdvance: last.clockAdvance)
      } else {
        result.append(step)
      }
      lastTyping = typing
    }
    return result
  }

  /// The binding a person's send sets and the assignment it asserts
  /// (`\.binding.email $0.email`), when it is a binding action that changed that one field.
  private func typedField(_ step: Step) -> String? {
    guard !step.isReceived, !step.isFromView else { return nil }
    let (path, payload) = ReceivedActionPattern.casePath(step.action)
    guard let payload, let field = SwiftLiteral.bindingField(of: payload) else { return nil }
    let changes = assignments(path: "$0", old: step.before, new: step.after)
    guard changes.count == 1, let target = changes[0].components(separatedBy: " = ").first
    else { return nil }
    return "\(path).\(field) \(target)"
  }

  /// Consecutive steps grouped where the same action was received again and again.
  private func runs(of steps: [Step]) -> [[Step]] {
    var runs: [[Step]] = []
    for step in steps {
      if step.isReceived, let last = runs.last?.last, last.isReceived,
        SwiftLiteral.expression(last.action) == SwiftLiteral.expression(step.action)
      {
        runs[runs.count - 1].append(step)
      } else {
        runs.append([step])
      }
    }
    return runs.flatMap { run in
      run.count >= Self.collapsedRunLength ? [run] : run.map { [$0] }
    }
  }

  private func statements(for run: [Step]) -> [String] {
    guard let first = run.first, let last = run.last else { return [] }
    let advance = run.map(\.clockAdvance).reduce(0, +)
    let advancing = advance > 0 ? ["    " + ClockAdvances.statement(advancing: advance)] : []
    let action =
      first.isReceived
      ? ReceivedActionPattern.arguments(
        for: first.action, actionsAreEquatable: actionsAreEquatable)
      : SwiftLiteral.expression(first.action)
    let tryPrefix = SwiftLiteral.isThrowing(action) ? "try " : ""
    if run.count == 1 {
      let verb = first.isReceived ? "receive" : "send"
      let origin = first.isFromView ? ["    // Sent by a view's .onAppear or .task."] : []
      return advancing + origin
        + call("    \(tryPrefix)await store.\(verb)(\(action))", first.before, first.after)
    }
    return advancing + [
      "    // An effect sent \(action) \(run.count) times.",
      "    store.exhaustivity = .off",
      "    for _ in 1..<\(run.count) {",
      "      \(tryPrefix)await store.receive(\(action))",
      "    }",
    ] + call("    \(tryPrefix)await store.receive(\(action))", first.before, last.after) + [
      "    store.exhaustivity = .on"
    ]
  }

  private func call(_ call: String, _ before: State, _ after: State) -> [String] {
    let mutations = assignments(path: "$0", old: before, new: after)
    guard !mutations.isEmpty else { return [call] }
    return [call + " {"] + mutations.map { "      " + $0 } + ["    }"]
  }

  /// The assignments that turn `old` into `new`, as narrow as the value's shape allows; inside
  /// a `modify` closure, values to decode go to `decoded`.
  func assignments(path: String, old: Any, new: Any, decoded: DecodedValues? = nil) -> [String] {
    let newExpression = SwiftLiteral.expression(new)
    guard SwiftLiteral.expression(old) != newExpression else { return [] }
    if let before = old as? any StackStateReflecting, let after = new as? any StackStateReflecting {
      return stackAssignments(path: path, before: before, after: after, decoded: decoded)
    }
    let assign = { assignment(path, newExpression, value: new, decoded: decoded) }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch newMirror.displayStyle {
    case .struct:
      return fieldAssignments(path: path, old: oldMirror, new: newMirror, decoded: decoded)
        ?? [assign()]
    case .enum where new is any CasePathable:
      return caseAssignments(path: path, old: oldMirror, new: newMirror, decoded: decoded)
        ?? [assign()]
    case .collection:
      return elementAssignments(path: path, old: old, new: new, decoded: decoded) ?? [assign()]
    case .optional:
      guard let oldValue = oldMirror.children.first, let newValue = newMirror.children.first
      else { return [assign()] }
      return assignments(
        path: "\(path)?", old: oldValue.value, new: newValue.value, decoded: decoded)
    default:
      return [assign()]
    }
  }

  /// The change inside an enum (`@CasePathable`, as every state enum of a `@Reducer` is) that
  /// stayed in the same case, written with
  /// `modify` (`$0.path[id: 0]?.modify(\.detail) { $0.isLoading = true }`), or `nil` when the
  /// case changed. Values decoded inside are declared before the outermost `modify`, whose
  /// closure cannot throw.
  private func caseAssignments(
    path: String, old: Mirror, new: Mirror, decoded: DecodedValues?
  ) -> [String]? {
    guard let oldCase = old.children.first, let newCase = new.children.first,
      let name = newCase.label, oldCase.label == name
    else { return nil }
    let values = decoded ?? DecodedValues(imports: imports)
    let inner = assignments(
      path: "$0", old: oldCase.value, new: newCase.value, decoded: values)
    let modify = ["\(path).modify(\\.\(name)) {"] + inner.map { "  " + $0 } + ["}"]
    return decoded == nil ? values.declarations + modify : modify
  }

  /// The assignments of each element that changed in an array or identified array whose
  /// elements kept their places (`$0.items[id: "Bread"]?.isBought = true`), or `nil` when
  /// elements came, went or moved.
  private func elementAssignments(
    path: String, old: Any, new: Any, decoded: DecodedValues?
  ) -> [String]? {
    let oldElements = Mirror(reflecting: old).children.map(\.value)
    let newElements = Mirror(reflecting: new).children.map(\.value)
    guard oldElements.count == newElements.count else { return nil }
    let typeName = String(reflecting: type(of: new))
    let subscripts: [String]
    if typeName.hasPrefix("IdentifiedCollections.IdentifiedArray<") {
      let oldIDs = oldElements.map(Self.identifierLiteral)
      let newIDs = newElements.map(Self.identifierLiteral)
      guard oldIDs == newIDs, !newIDs.contains(nil) else { return nil }
      subscripts = newIDs.map { "[id: \($0 ?? "")]?" }
    } else if typeName.hasPrefix("Swift.Array<") {
      subscripts = newElements.indices.map { "[\($0)]" }
    } else {
      return nil
    }
    return zip(subscripts, zip(oldElements, newElements)).flatMap { step, pair in
      assignments(path: path + step, old: pair.0, new: pair.1, decoded: decoded)
    }
  }

  /// The id of an `Identifiable` element as a literal, or `nil`.
  private static func identifierLiteral(_ element: Any) -> String? {
    func id<Element: Identifiable>(_ element: Element) -> Any { element.id }
    guard let identifiable = element as? any Identifiable else { return nil }
    let literal = SwiftLiteral.expression(id(identifiable))
    return SwiftLiteral.isThrowing(literal) ? nil : literal
  }

  /// The assignments of each field that changed, or `nil` when the two values do not have the
  /// same fields.
  private func fieldAssignments(
    path: String, old: Mirror, new: Mirror, decoded: DecodedValues?
  ) -> [String]? {
    let oldChildren = Dictionary(
      old.children.compactMap { child in child.label.map { ($0, child.value) } },
      uniquingKeysWith: { first, _ in first })
    var result: [String] = []
    for child in new.children {
      guard let label = child.label, let previous = oldChildren[label] else { return nil }
      if let presents = child.value as? any PresentsReflecting, label.hasPrefix("_"),
        let previousPresents = previous as? any PresentsReflecting
      {
        result += assignments(
          path: "\(path).\(label.dropFirst())", old: previousPresents.reflectedValue as Any,
          new: presents.reflectedValue as Any, decoded: decoded)
      } else {
        result += assignments(
          path: "\(path).\(label)", old: previous, new: child.value, decoded: decoded)
      }
    }
    return result
  }

  private func stackAssignments(
    path: String, before: any StackStateReflecting, after: any StackStateReflecting,
    decoded: DecodedValues?
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
      let elementPath = "\(path)[id: \(id.generation)]"
      if let previous = before.reflectedElement(id: id) {
        result += assignments(
          path: "\(elementPath)?", old: previous, new: element, decoded: decoded)
      } else {
        result.append(
          assignment(
            elementPath, SwiftLiteral.expression(element), value: element, decoded: decoded))
      }
    }
    return result
  }

  /// `path = expression` (the `value` it builds); a path that ends in an optional chain
  /// (`$0.path[id: 0]?`) assigns the optional itself. Inside a `modify`, a value to decode is
  /// declared in `decoded` and assigned by name.
  private func assignment(
    _ path: String, _ expression: String, value: Any, decoded: DecodedValues?
  ) -> String {
    let target = path.hasSuffix("?") ? String(path.dropLast()) : path
    guard SwiftLiteral.isThrowing(expression) else { return "\(target) = \(expression)" }
    if let decoded, let name = decoded.declare(value, at: target) { return "\(target) = \(name)" }
    return "\(target) = try \(expression)"
  }
}
