/// An event on the calendar of the router-vs-path demo.
public struct Event: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The event's id.
  public var id: Int
  /// The title.
  public var title: String
  /// The day, as text.
  public var date: String
  /// Private events are only for their organizer: the permission check denies them.
  public var isPrivate: Bool
  /// The organizer's user id, whose profile the detail links to.
  public var organizer: String

  /// Creates an event.
  public init(id: Int, title: String, date: String, isPrivate: Bool, organizer: String) {
    self.id = id
    self.title = title
    self.date = date
    self.isPrivate = isPrivate
    self.organizer = organizer
  }

  /// The events the calendar starts with.
  public static let samples = [
    Event(id: 1, title: "Team standup", date: "Mon 9:30", isPrivate: false, organizer: "jisoo"),
    Event(id: 2, title: "Design review", date: "Tue 14:00", isPrivate: false, organizer: "hana"),
    Event(id: 3, title: "Salary talk", date: "Wed 11:00", isPrivate: true, organizer: "ceo"),
    Event(id: 4, title: "Launch party", date: "Fri 18:00", isPrivate: false, organizer: "jisoo"),
  ]
}
