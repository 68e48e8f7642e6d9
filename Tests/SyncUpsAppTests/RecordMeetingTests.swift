import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct RecordMeetingTests {
  /// A recording of a six-second standup of three attendees, on `clock`, at a fixed date.
  private func recording(
    on clock: TestClock<Duration>, authorization: TranscriptClient.Authorization,
    dependencies: (inout DependencyValues) -> Void = { _ in }
  ) -> TestStoreOf<RecordMeeting> {
    let standup = Standup(
      id: UUID(),
      attendees: [Attendee(id: UUID()), Attendee(id: UUID()), Attendee(id: UUID())],
      duration: .seconds(6)
    )
    return TestStore(initialState: RecordMeeting.State(standup: Shared(value: standup))) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.transcriptClient.authorization = { authorization }
      $0.uuid = .incrementing
      dependencies(&$0)
    }
  }

  @Test
  func timer() async {
    let clock = TestClock()
    let store = recording(on: clock, authorization: .denied)

    await store.send(.onTask)

    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
      #expect($0.durationRemaining == .seconds(5))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 3 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 5 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$standup.withLock {
        $0.meetings.insert(
          Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890), transcript: ""),
          at: 0)
      }
      #expect($0.durationRemaining == .seconds(0))
    }
    #expect(store.isDismissed)
  }

  @Test
  func recordTranscript() async {
    let clock = TestClock()
    let store = recording(on: clock, authorization: .authorized) {
      $0.transcriptClient.transcribe = {
        AsyncThrowingStream { continuation in
          continuation.yield("I completed the project")
          continuation.finish()
        }
      }
    }

    await store.send(.onTask)
    await store.receive(\.transcribed) {
      $0.transcript = "I completed the project"
    }

    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await clock.advance(by: .seconds(6))
      for _ in 1...6 { await store.receive(\.timerTick) }
    }

    await store.finish()
    store.assert {
      $0.$standup.withLock { $0.meetings[0].transcript = "I completed the project" }
    }
  }

  @Test
  func endMeetingSave() async {
    let clock = TestClock()
    let store = recording(on: clock, authorization: .denied)

    let onTask = await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await clock.advance(by: .seconds(3))
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)

    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$standup.withLock {
        $0.meetings = [
          Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890), transcript: "")
        ]
      }
    }
    #expect(store.isDismissed)
    await onTask.cancel()
  }
}
