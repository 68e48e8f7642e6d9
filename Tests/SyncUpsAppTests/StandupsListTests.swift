import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct StandupsListTests {
  @Test
  func add() async {
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    var standup = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
    await store.send(.addButtonTapped) {
      $0.destination = .add(StandupForm.State(standup: standup))
    }

    standup.title = "Engineering"
    await store.send(\.destination.add.binding.standup, standup) {
      $0.destination?.modify(\.add) { $0.standup.title = "Engineering" }
    }

    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$standups.withLock { $0 = [standup] }
    }
  }

  @Test
  func addDropsBlankAttendees() async {
    @Dependency(\.uuid) var uuid
    let store = TestStore(
      initialState: StandupsList.State(
        destination: .add(
          StandupForm.State(
            standup: Standup(
              id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
              attendees: [Attendee(id: UUID(5), name: ""), Attendee(id: UUID(6), name: "   ")],
              title: "Design"
            )
          )
        )
      )
    ) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$standups.withLock {
        $0 = [
          Standup(
            id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
            attendees: [Attendee(id: UUID(5))],
            title: "Design"
          )
        ]
      }
    }
  }

  @Test
  func loadSamples() async {
    let store = TestStore(initialState: StandupsList.State()) { StandupsList() }
    await store.send(.loadSamplesButtonTapped) {
      $0.destination = .alert(.loadSamples)
    }
    await store.send(\.destination.alert.confirmLoadSamples) {
      $0.destination = nil
      $0.$standups.withLock { $0 = [.design] }
    }
  }

  /// A shared change the assertion leaves out fails the test, with the shared value's diff.
  @Test
  func anUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: StandupsList.State()) { StandupsList() }
    await store.send(.loadSamplesButtonTapped) {
      $0.destination = .alert(.loadSamples)
    }
    await withKnownIssue {
      await store.send(\.destination.alert.confirmLoadSamples) {
        $0.destination = nil
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("Design")
    }
  }
}
