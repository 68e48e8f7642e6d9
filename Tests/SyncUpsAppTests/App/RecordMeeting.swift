import ComposableArchitecture
import SwiftUI

/// The meeting in progress: a timer hands the floor to each attendee in turn, the transcript
/// fills in as it is heard, and the meeting is saved into the shared standup at its end.
@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    @Shared var standup: Standup
    var transcript = ""

    var durationRemaining: Duration {
      standup.duration - .seconds(secondsElapsed)
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case timerTick
    case transcribed(String)
    case transcriptionFailed

    @CasePathable
    enum Alert {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.transcriptClient) var transcriptClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        state.$standup.withLock { $0.insertMeeting(transcript: state.transcript) }
        return .run { _ in await dismiss() }

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.standup.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.standup.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          let authorization =
            transcriptClient.authorization() == .notDetermined
            ? await transcriptClient.requestAuthorization()
            : transcriptClient.authorization()
          await withDiscardingTaskGroup { group in
            if authorization == .authorized {
              group.addTask {
                do {
                  for try await text in await transcriptClient.transcribe() {
                    await send(.transcribed(text))
                  }
                } catch {
                  await send(.transcriptionFailed)
                }
              }
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
          }
        }

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.standup.durationPerAttendee.components.seconds)
        guard state.secondsElapsed.isMultiple(of: secondsPerAttendee) else { return .none }
        if state.secondsElapsed == Int(state.standup.duration.components.seconds) {
          state.$standup.withLock { $0.insertMeeting(transcript: state.transcript) }
          return .run { _ in await dismiss() }
        }
        state.speakerIndex += 1
        return .none

      case .transcribed(let text):
        state.transcript = text
        return .none

      case .transcriptionFailed:
        state.alert = .transcriptionFailed
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension Standup {
  fileprivate mutating func insertMeeting(transcript: String) {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    meetings.insert(Meeting(id: uuid(), date: now, transcript: transcript), at: 0)
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) { TextState("Save and end") }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
      ButtonState(role: .cancel) { TextState("Resume") }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  static let transcriptionFailed = Self {
    TextState("Transcription failed")
  } actions: {
    ButtonState(role: .cancel) { TextState("Continue meeting") }
    ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") }
  }
}

struct RecordMeetingView: View {
  @Bindable var store: StoreOf<RecordMeeting>

  var body: some View {
    VStack {
      ProgressView(
        value: Double(store.secondsElapsed),
        total: Double(store.standup.duration.components.seconds))
      Text("Remaining: \(store.durationRemaining.spoken)")
      if store.standup.attendees.indices.contains(store.speakerIndex) {
        Text("Speaking: \(store.standup.attendees[store.speakerIndex].name)")
          .font(.headline)
      }
      Button("Next speaker") {
        store.send(.nextButtonTapped)
      }
      Text(store.transcript)
    }
    .navigationTitle(store.standup.title)
    .navigationBarBackButtonHidden(true)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("End meeting") {
          store.send(.endMeetingButtonTapped)
        }
      }
    }
    .alert($store.scope(\.alert, action: \.alert))
    .task { await store.send(.onTask).finish() }
  }
}
