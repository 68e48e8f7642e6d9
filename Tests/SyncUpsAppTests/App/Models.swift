import ComposableArchitecture
import SwiftUI

/// A recurring meeting: who attends, how long it lasts, and the meetings held so far.
struct Standup: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var attendees: IdentifiedArrayOf<Attendee> = []
  var duration: Duration = .seconds(5 * 60)
  var meetings: IdentifiedArrayOf<Meeting> = []
  var theme: Theme = .sky
  var title = ""

  /// How long each attendee speaks.
  var durationPerAttendee: Duration {
    attendees.isEmpty ? duration : duration / attendees.count
  }
}

struct Attendee: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name = ""
}

struct Meeting: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  let date: Date
  var transcript: String
}

enum Theme: String, CaseIterable, Equatable, Hashable, Identifiable, Codable, Sendable {
  case lavender, mint, sky, sunset

  var id: Self { self }
  var name: String { rawValue.capitalized }
}

extension Duration {
  /// Whole minutes, as the form's stepper edits them.
  var minutes: Int {
    get { Int(components.seconds / 60) }
    set { self = .seconds(newValue * 60) }
  }

  /// "5 min", "1 min 30 s".
  var spoken: String {
    let seconds = Int(components.seconds)
    let rest = seconds % 60
    return rest == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(rest) s"
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Standup>>.Default {
  /// Every standup, kept in a file as SyncUps keeps its sync-ups.
  static var standups: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "standups.json")), default: []]
  }
}

extension Standup {
  static let design = Standup(
    id: UUID(uuidString: "00000000-0000-0000-0000-00000000D351")!,
    attendees: [
      Attendee(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!, name: "Ada"),
      Attendee(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000A2")!, name: "Grace"),
    ],
    duration: .seconds(60),
    theme: .lavender,
    title: "Design"
  )
}
