import ComposableArchitecture
import SwiftUI

/// The sheet that edits a standup: its title, length, theme and attendees.
@Reducer
struct StandupForm {
  @ObservableState
  struct State: Equatable {
    var standup: Standup

    init(standup: Standup) {
      self.standup = standup
      if self.standup.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.standup.attendees.append(Attendee(id: uuid()))
      }
    }
  }

  enum Action: BindableAction, Equatable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case removeAttendeeButtonTapped(Attendee.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        state.standup.attendees.append(Attendee(id: uuid()))
        return .none

      case .binding:
        return .none

      case .removeAttendeeButtonTapped(let id):
        state.standup.attendees.remove(id: id)
        if state.standup.attendees.isEmpty {
          state.standup.attendees.append(Attendee(id: uuid()))
        }
        return .none
      }
    }
  }
}

struct StandupFormView: View {
  @Bindable var store: StoreOf<StandupForm>

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.standup.title)
        Stepper(
          "Length: \(store.standup.duration.spoken)", value: $store.standup.duration.minutes,
          in: 1...60)
        Picker("Theme", selection: $store.standup.theme) {
          ForEach(Theme.allCases) { theme in
            Text(theme.name).tag(theme)
          }
        }
      } header: {
        Text("Standup info")
      }
      Section {
        ForEach(store.standup.attendees) { attendee in
          HStack {
            Text(attendee.name.isEmpty ? "New attendee" : attendee.name)
            Spacer()
            Button(role: .destructive) {
              store.send(.removeAttendeeButtonTapped(attendee.id))
            } label: {
              Text("Remove")
            }
          }
        }
        Button("New attendee") {
          store.send(.addAttendeeButtonTapped)
        }
      } header: {
        Text("Attendees")
      }
    }
  }
}
