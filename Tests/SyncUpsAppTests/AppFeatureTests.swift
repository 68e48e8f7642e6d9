import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct AppFeatureTests {
  @Test
  func detailEdit() async throws {
    let standup = Standup.design
    @Shared(.standups) var standups = [standup]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    let sharedStandup = try #require(Shared($standups[id: standup.id]))

    await store.send(\.path.push, (id: 0, .detail(StandupDetail.State(standup: sharedStandup)))) {
      $0.path[id: 0] = .detail(StandupDetail.State(standup: sharedStandup))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = .edit(StandupForm.State(standup: standup))
      }
    }

    var renamed = standup
    renamed.title = "Blob"
    await store.send(\.path[id: 0].detail.destination.edit.binding.standup, renamed) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.standup.title = "Blob" }
      }
    }

    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = nil
        $0.$standup.withLock { $0.title = "Blob" }
      }
    }
    .finish()
    #expect(store.state.standupsList.standups[id: standup.id]?.title == "Blob")
  }

  @Test
  func delete() async throws {
    let standup = Standup.design
    @Shared(.standups) var standups = [standup]
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }

    let sharedStandup = try #require(Shared($standups[id: standup.id]))

    await store.send(\.path.push, (id: 0, .detail(StandupDetail.State(standup: sharedStandup)))) {
      $0.path[id: 0] = .detail(StandupDetail.State(standup: sharedStandup))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteStandup) }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.standupsList.$standups.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test
  func theListRunsThroughTheAppsScope() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(\.standupsList.loadSamplesButtonTapped) {
      $0.standupsList.destination = .alert(.loadSamples)
    }
  }

  @Test
  func startingAMeetingPushesTheRecordingOfTheSameStandup() async {
    let sharedStandup = Shared(value: Standup.design)
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(StandupDetail.State(standup: sharedStandup))]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.transcriptClient.authorization = { .authorized }
    }

    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(standup: sharedStandup))
    }
  }

  @Test
  func recording() async {
    let standup = Standup(
      id: UUID(),
      attendees: [Attendee(id: UUID()), Attendee(id: UUID()), Attendee(id: UUID())],
      duration: .seconds(6)
    )
    let sharedStandup = Shared(value: standup)
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(StandupDetail.State(standup: sharedStandup)),
          .record(RecordMeeting.State(standup: sharedStandup)),
        ])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.continuousClock = ImmediateClock()
      $0.transcriptClient.authorization = { .authorized }
      $0.transcriptClient.transcribe = {
        AsyncThrowingStream { continuation in
          continuation.yield("I completed the project")
          continuation.finish()
        }
      }
      $0.uuid = .incrementing
    }

    await store.withExhaustivity(.off) {
      await store.send(\.path[id: 1].record.onTask)
      await store.receive(\.path.popFrom) {
        #expect($0.path.count == 1)
      }
    }
    await store.finish()
    store.assert {
      $0.path[id: 0]?.modify(\.detail) {
        $0.$standup.withLock {
          $0.meetings = [
            Meeting(
              id: UUID(0),
              date: Date(timeIntervalSince1970: 1_234_567_890),
              transcript: "I completed the project"
            )
          ]
        }
      }
    }
  }
}
