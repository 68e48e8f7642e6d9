import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct StandupDetailTests {
  @Test
  func transcriptUnavailable() async {
    let store = TestStore(initialState: StandupDetail.State(standup: Shared(value: .design))) {
      StandupDetail()
    } withDependencies: {
      $0.transcriptClient.authorization = { .restricted }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.transcriptUnavailable)
    }
    await store.send(\.destination.alert.continueWithoutRecording) {
      $0.destination = nil
    }
    await store.receive(\.delegate.startMeeting)
  }

  @Test
  func startMeeting() async {
    let store = TestStore(initialState: StandupDetail.State(standup: Shared(value: .design))) {
      StandupDetail()
    } withDependencies: {
      $0.transcriptClient.authorization = { .authorized }
    }

    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }

  @Test
  func edit() async {
    var standup = Standup.design
    let store = TestStore(initialState: StandupDetail.State(standup: Shared(value: standup))) {
      StandupDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: standup))
    }

    standup.title = "Blob's meeting"
    await store.send(\.destination.edit.binding.standup, standup) {
      $0.destination?.modify(\.edit) { $0.standup.title = "Blob's meeting" }
    }

    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$standup.withLock { $0.title = "Blob's meeting" }
    }
  }

  @Test
  func delete() async throws {
    let standup = Standup.design
    @Shared(.standups) var standups = [standup]
    defer { #expect(standups == []) }

    let sharedStandup = try #require(Shared($standups[id: standup.id]))
    let store = TestStore(initialState: StandupDetail.State(standup: sharedStandup)) {
      StandupDetail()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteStandup)
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
    }
    #expect(store.isDismissed)
  }

  @Test
  func deleteMeeting() async {
    var standup = Standup.design
    standup.meetings = [Meeting(id: UUID(9), date: Date(timeIntervalSince1970: 0), transcript: "")]
    let store = TestStore(initialState: StandupDetail.State(standup: Shared(value: standup))) {
      StandupDetail()
    }
    await store.send(.deleteMeetingButtonTapped(UUID(9))) {
      $0.$standup.withLock { $0.meetings = [] }
    }
  }
}
