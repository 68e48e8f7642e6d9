/// Every `StackState` operation seeds/004 lists, as one control each.
public enum StackOperation: String, Codable, CaseIterable, Hashable, Sendable {
  /// `path.append(.detail(…))`.
  case pushDetail
  /// `path.append(.edit(…))`.
  case pushEdit
  /// `path.append(.settings(…))`.
  case pushSettings
  /// `path.removeLast()`: pop.
  case removeLast
  /// `path.removeLast(2)`.
  case removeLastTwo
  /// `path.removeAll()`: pop to root.
  case removeAll
  /// `path.remove(at: 1)`.
  case removeAtOne
  /// `path.removeSubrange(1...3)`.
  case removeSubrangeOneThroughThree

  /// The button's label: the call it makes.
  public var label: String {
    switch self {
    case .pushDetail: return "append(.detail)"
    case .pushEdit: return "append(.edit)"
    case .pushSettings: return "append(.settings)"
    case .removeLast: return "removeLast()"
    case .removeLastTwo: return "removeLast(2)"
    case .removeAll: return "removeAll()"
    case .removeAtOne: return "remove(at: 1)"
    case .removeSubrangeOneThroughThree: return "removeSubrange(1...3)"
    }
  }

  /// How many screens the stack needs for the operation to be valid.
  public var minimumDepth: Int {
    switch self {
    case .pushDetail, .pushEdit, .pushSettings: return 0
    case .removeLast, .removeAll: return 1
    case .removeLastTwo, .removeAtOne: return 2
    case .removeSubrangeOneThroughThree: return 4
    }
  }
}
