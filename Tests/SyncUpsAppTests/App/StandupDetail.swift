import ComposableArchitecture
import SwiftUI

/// One standup, shared with the list through `@Shared`: its meetings, an edit sheet, a delete
/// alert, and the button that starts a meeting.
@Reducer
struct StandupDetail {
  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(StandupForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(StandupForm.Action)
    }

    @CasePathable
    enum Alert {
      case confirmDeletion
      case continueWithoutRecording
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var standup: Standup
  }

  enum Action {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetingButtonTapped(Meeting.ID)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    @CasePathable
    enum Delegate {
      case startMeeting(Shared<Standup>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.transcriptClient.authorization) var authorization

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteStandup)
        return .none

      case .deleteMeetingButtonTapped(let id):
        state.$standup.withLock { _ = $0.meetings.remove(id: id) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.standups) var standups
        $standups.withLock { _ = $0.remove(id: state.standup.id) }
        return .run { _ in await dismiss() }

      case .destination(.presented(.alert(.continueWithoutRecording))):
        return .send(.delegate(.startMeeting(state.$standup)))

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .edit(let form) = state.destination else { return .none }
        state.$standup.withLock { $0 = form.standup }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(StandupForm.State(standup: state.standup))
        return .none

      case .startMeetingButtonTapped:
        switch authorization() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.$standup)))
        case .denied, .restricted:
          state.destination = .alert(.transcriptUnavailable)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension StandupDetail.Destination.State: Equatable {}

extension AlertState where Action == StandupDetail.Destination.Alert {
  static let deleteStandup = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
    ButtonState(role: .cancel) { TextState("Nevermind") }
  } message: {
    TextState("Are you sure you want to delete this standup?")
  }

  static let transcriptUnavailable = Self {
    TextState("No transcript")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This device cannot transcribe the meeting. You can hold it without a transcript.")
  }
}

struct StandupDetailView: View {
  @Bindable var store: StoreOf<StandupDetail>

  var body: some View {
    Form {
      Section {
        Button {
          store.send(.startMeetingButtonTapped)
        } label: {
          Label("Start meeting", systemImage: "timer")
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text(store.standup.duration.spoken)
        }
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          Text(store.standup.theme.name)
        }
      } header: {
        Text("Standup info")
      }
      if !store.standup.meetings.isEmpty {
        Section {
          ForEach(store.standup.meetings) { meeting in
            HStack {
              NavigationLink(
                state: AppFeature.Path.State.meeting(meeting, standup: store.standup)
              ) {
                Label(meeting.date.ISO8601Format(), systemImage: "calendar")
              }
              Button(role: .destructive) {
                store.send(.deleteMeetingButtonTapped(meeting.id))
              } label: {
                Image(systemName: "trash")
              }
            }
          }
        } header: {
          Text("Past meetings")
        }
      }
      Section {
        ForEach(store.standup.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      } header: {
        Text("Attendees")
      }
      Section {
        Button(role: .destructive) {
          store.send(.deleteButtonTapped)
        } label: {
          Text("Delete")
        }
      }
    }
    .toolbar {
      Button("Edit") {
        store.send(.editButtonTapped)
      }
    }
    .navigationTitle(store.standup.title)
    .alert($store.scope(\.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(\.destination?.edit, action: \.destination.edit)) {
      editStore in
      NavigationStack {
        StandupFormView(store: editStore)
          .navigationTitle(store.standup.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") {
                store.send(.cancelEditButtonTapped)
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") {
                store.send(.doneEditingButtonTapped)
              }
            }
          }
      }
    }
  }
}
