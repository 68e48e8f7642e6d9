import MirrorJSON
import MirrorUI

/// A named stretch of a room's history that can be replayed, exported as a `TestStore` test,
/// and imported by another NavMirror exactly (states carry their stack ids and id counters).
struct Flow: Equatable, Sendable {
  /// One recorded change.
  struct Step: Equatable, Sendable {
    /// The action JSON, or a room command such as `{"$travel": 3}`.
    let action: JSONValue
    /// Who sent it; `nil` when an effect did (a replay lets the effect send it again).
    let client: String?
    /// Milliseconds since the previous step.
    let delay: Int
    /// The state right after it.
    let state: JSONValue
    /// What the app drew from its `uuid` and `date` for it; `nil` when nothing.
    var drawn: DrawnValues? = nil

    var isCommand: Bool { action.objectValue?.keys.first?.hasPrefix("$") ?? false }
    /// Whether the step is a control's view ops (`{"$view": […]}`: view state set, a share
    /// written), which the app's runtime, not the room, answers for in an exported test.
    var isViewOps: Bool { action.objectValue?.keys.first == ViewOp.member }
  }

  let name: String
  let demo: String
  let initialState: JSONValue
  let steps: [Step]
  /// How many effects the steps started were still running when the flow ended (a timer that
  /// never stops, a request not answered yet): the exported test lets them go.
  let effectsInFlight: Int

  /// Names are what room names are: 1–64 characters of `A–Z a–z 0–9 _ -`.
  static func isValidName(_ name: String) -> Bool { RoomRegistry.isValidName(name) }

  var json: JSONValue {
    [
      "name": .string(name), "demo": .string(demo), "initialState": initialState,
      "steps": .array(
        steps.map {
          var step: JSONObject = [
            "action": $0.action, "client": $0.client.map(JSONValue.string) ?? .null,
            "delay": .int($0.delay), "state": $0.state,
          ]
          if let drawn = $0.drawn { step["drawn"] = drawn.json }
          return .object(step)
        }),
      "effectsInFlight": .int(effectsInFlight),
    ]
  }

  /// The flow as `GET /api/flows` lists it.
  var summary: JSONValue {
    ["name": .string(name), "demo": .string(demo), "actions": .int(steps.count)]
  }

  init(
    name: String, demo: String, initialState: JSONValue, steps: [Step], effectsInFlight: Int = 0
  ) {
    self.name = name
    self.demo = demo
    self.initialState = initialState
    self.steps = steps
    self.effectsInFlight = effectsInFlight
  }

  /// Reads a flow from its JSON (an export of this or another NavMirror), within `limits`:
  /// too many steps or too many bytes are refused; a step's pause is kept between 0 and the
  /// longest a replay waits.
  init(json: JSONValue, limits: MirrorLimits) throws {
    guard let name = json["name"]?.stringValue, Self.isValidName(name),
      let demo = json["demo"]?.stringValue, let initialState = json["initialState"],
      let steps = json["steps"]?.arrayValue
    else {
      throw FlowError.invalid(
        "A flow is {name, demo, initialState, steps}; names are 1–64 of A–Z a–z 0–9 _ -.")
    }
    try Self.checkStepCount(steps.count, within: limits)
    self.init(
      name: name, demo: demo, initialState: initialState,
      steps: try steps.map { step in
        guard let action = step["action"], let state = step["state"] else {
          throw FlowError.invalid("Each step needs 'action' and 'state'.")
        }
        do {
          return Step(
            action: action, client: step["client"]?.stringValue,
            delay: Self.delay(step["delay"]?.intValue ?? 0, limits: limits), state: state,
            drawn: try step["drawn"].map(DrawnValues.init(json:)))
        } catch {
          throw FlowError.invalid("\(error)")
        }
      }, effectsInFlight: max(0, json["effectsInFlight"]?.intValue ?? 0))
  }

  /// Throws when `count` steps are more than a flow may have.
  static func checkStepCount(_ count: Int, within limits: MirrorLimits) throws {
    guard count <= limits.maxFlowSteps else {
      throw FlowError.tooLarge(
        """
        This flow has \(count) steps; a flow may have at most \(limits.maxFlowSteps) \
        (--max-flow-steps).
        """)
    }
  }

  /// `milliseconds` kept between 0 and the longest pause a replay waits.
  static func delay(_ milliseconds: Int, limits: MirrorLimits) -> Int {
    min(max(0, milliseconds), limits.maxStepDelayMilliseconds)
  }

  /// The flow as JSON bytes, or an error when it is larger than `limits` allow.
  func encoded(within limits: MirrorLimits) throws -> [UInt8] {
    try Self.checkStepCount(steps.count, within: limits)
    let bytes = json.bytes
    guard bytes.count <= limits.maxFlowBytes else {
      throw FlowError.tooLarge(
        """
        This flow is \(bytes.count) bytes as JSON; a flow may be at most \(limits.maxFlowBytes) \
        (--max-flow-bytes). Record a shorter stretch.
        """)
    }
    return bytes
  }
}

extension Flow {
  /// The flow as the Swift source of a `TestStore` test class, written with the types of the
  /// app running in `runtime`.
  func swiftTest(using runtime: any AppRuntime) throws -> String {
    if let command = steps.first(where: { $0.isCommand && !$0.isViewOps }) {
      throw FlowError.invalid(
        "This flow contains \(command.action.text), which no action reproduces; record it without time travel."
      )
    }
    // A valid flow name is letters, digits, `-` and `_`: the class name is an identifier once
    // it does not start with a digit.
    let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    let className = (words.first?.isNumber == true ? "Flow" : "") + words + "FlowTests"
    return try runtime.swiftTest(
      named: className, initialState: initialState,
      steps: steps.map {
        RecordedStep(
          action: $0.action, isReceived: $0.client == nil, state: $0.state, delay: $0.delay,
          isFromView: $0.client == RecordedStep.viewOrigin, drawn: $0.drawn)
      }, effectsInFlight: effectsInFlight > 0)
  }
}

/// Why a flow request fails.
enum FlowError: Error, CustomStringConvertible {
  case invalid(String)
  case notFound(String)
  /// Over one of the server's limits (`MirrorLimits`).
  case tooLarge(String)
  case wrongDemo(flow: String, room: String)
  /// The disk refused the flow's file; the flow saved before under its name is kept.
  case storage(String)

  var description: String {
    switch self {
    case .invalid(let message), .tooLarge(let message): return message
    case .notFound(let name): return "No flow called '\(name)'."
    case .wrongDemo(let flow, let room):
      return "This flow was recorded in demo '\(flow)'; the room runs '\(room)'."
    case .storage(let reason):
      return "The flow was not saved: the disk refused it (\(reason)); try again when it has room."
    }
  }
}
