/// Which parts of a date a `DatePicker` edits, as SwiftUI's.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set of components from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The day.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The time of day.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)

  /// The name the page reads: `date`, `hourAndMinute` or `dateAndTime`.
  var name: String {
    switch self {
    case .date: return "date"
    case .hourAndMinute: return "hourAndMinute"
    default: return "dateAndTime"
    }
  }
}
