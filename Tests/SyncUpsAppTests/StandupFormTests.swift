import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct StandupFormTests {
  @Test
  func aNewStandupStartsWithOneAttendee() async {
    let store = TestStore(
      initialState: StandupForm.State(standup: Standup(id: UUID(), title: "Engineering"))
    ) {
      StandupForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    store.assert {
      $0.standup.attendees = [Attendee(id: UUID(0))]
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.standup.attendees = [Attendee(id: UUID(0)), Attendee(id: UUID(1))]
    }
  }

  @Test
  func removingTheLastAttendeeLeavesANewOne() async {
    let store = TestStore(
      initialState: StandupForm.State(
        standup: Standup(id: UUID(), attendees: [Attendee(id: UUID(7), name: "Ada")]))
    ) {
      StandupForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.removeAttendeeButtonTapped(UUID(7))) {
      $0.standup.attendees = [Attendee(id: UUID(0))]
    }
  }
}
