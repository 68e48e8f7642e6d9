import ComposableArchitecture
import SwiftUI

/// The app: the list at the root of a stack of details, past meetings and recordings.
@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(StandupDetail)
    case meeting(Meeting, standup: Standup)
    case record(RecordMeeting)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var standupsList = StandupsList.State()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case standupsList(StandupsList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.standupsList, action: \.standupsList) {
      StandupsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.startMeeting(let standup))))):
        state.path.append(.record(RecordMeeting.State(standup: standup)))
        return .none

      case .path:
        return .none

      case .standupsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension AppFeature.Path.State: Equatable {}

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    NavigationStack(path: $store.scope(\.path, action: \.path)) {
      StandupsListView(store: store.scope(\.standupsList, action: \.standupsList))
    } destination: { store in
      switch store.case {
      case .detail(let store):
        StandupDetailView(store: store)
      case .meeting(let meeting, let standup):
        MeetingView(meeting: meeting, standup: standup)
      case .record(let store):
        RecordMeetingView(store: store)
      }
    }
  }
}

/// A past meeting: its transcript.
struct MeetingView: View {
  let meeting: Meeting
  let standup: Standup

  var body: some View {
    Form {
      Section {
        ForEach(standup.attendees) { attendee in
          Text(attendee.name)
        }
      } header: {
        Text("Attendees")
      }
      Section {
        Text(meeting.transcript)
      } header: {
        Text("Transcript")
      }
    }
    .navigationTitle(meeting.date.ISO8601Format())
  }
}
