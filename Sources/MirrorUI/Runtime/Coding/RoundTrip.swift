/// Which of a running app's values rebuild from their JSON, and so what of the mirror works
/// beyond the memory of the process that runs it.
///
/// Everything a room does in memory works for any state and action: the page shows the state
/// through reflection (``ReflectedJSON``), a tap sends the action its control rendered
/// (``ControlActions``), and time travel, flow replay and test export find the values the
/// room kept (``ValueMemory``). What rebuilds a value from bytes written elsewhere — restart
/// recovery from the journal, another node taking the room over, a state or action typed by
/// hand (`setState`, a composed action), an imported flow — needs the type to be `Codable`.
public struct RoundTrip: Sendable, Equatable {
  /// The types that keep the state from rebuilding from its JSON, by name (`Person`): the
  /// innermost parts of the initial state that are not `Codable`. Empty when it rebuilds.
  public let stateTypes: [String]
  /// The action type, by name, when it is not `Decodable`.
  public let actionType: String?

  /// Whether the state rebuilds from its JSON.
  public var restoresState: Bool { stateTypes.isEmpty }

  /// Whether the actions rebuild from their JSON.
  public var decodesActions: Bool { actionType == nil }

  /// An app whose state and actions rebuild.
  public static let complete = RoundTrip(stateTypes: [], actionType: nil)

  /// Creates a report.
  public init(stateTypes: [String], actionType: String?) {
    self.stateTypes = stateTypes
    self.actionType = actionType
  }

  /// What is unavailable and why, as the page's notice and the log say it when a room opens;
  /// `nil` when everything is available.
  public var notice: String? {
    var sentences: [String] = []
    if !stateTypes.isEmpty {
      let names = stateTypes.map { "\($0): Codable" }.joined(separator: ", ")
      sentences.append(
        "Restart recovery, sharing with other nodes, setState and flow import need \(names); "
          + "this room keeps its states in memory (time travel works for the versions it keeps).")
    }
    if let actionType {
      sentences.append(
        "Actions typed by hand and flows imported from elsewhere need \(actionType): Codable; "
          + "taps send the actions the controls rendered.")
    }
    return sentences.isEmpty ? nil : sentences.joined(separator: " ")
  }
}
