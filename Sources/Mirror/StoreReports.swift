import MirrorUI
import NavigationCore

/// What a room's store reports — its changes and its effects' events — from the moment the
/// store exists: the views that appear at the room's first render run their `.onAppear` and
/// `.task` while the room is still opening, and what they change must reach the room's log like
/// any other change. Reports made before the room is attached wait, in order, and reach it
/// when it is.
///
/// `@unchecked Sendable`: both `var`s are read and written only on the room's serial queue (the
/// store reports on it; the room attaches itself on it).
final class StoreReports: @unchecked Sendable {
  enum Report {
    case change(AppChange)
    case effect(EffectEvent)
  }

  private weak var room: Room?
  private var waiting: [Report] = []

  /// Hands `report` to the room, or keeps it until the room is attached.
  func report(_ report: Report) {
    guard let room else { return waiting.append(report) }
    switch report {
    case .change(let change): room.storeChanged(change)
    case .effect(let event): room.effectChanged(event)
    }
  }

  /// From now on reports go to `room`; those made before go first.
  func attach(_ room: Room) {
    self.room = room
    let early = waiting
    waiting = []
    for report in early { self.report(report) }
  }
}
