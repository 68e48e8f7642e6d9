import ComposableArchitecture
import SwiftUI

/// Every standup, kept in a file through `@Shared(.standups)`; a sheet adds one.
@Reducer
struct StandupsList {
  @Reducer
  enum Destination {
    case add(StandupForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert {
      case confirmLoadSamples
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared(.standups) var standups
  }

  enum Action {
    case addButtonTapped
    case confirmAddButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case dismissAddButtonTapped
    case loadSamplesButtonTapped
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(StandupForm.State(standup: Standup(id: uuid())))
        return .none

      case .confirmAddButtonTapped:
        guard case .add(let form) = state.destination else { return .none }
        var standup = form.standup
        standup.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if standup.attendees.isEmpty {
          standup.attendees.append(form.standup.attendees.first ?? Attendee(id: uuid()))
        }
        state.$standups.withLock { _ = $0.append(standup) }
        state.destination = nil
        return .none

      case .destination(.presented(.alert(.confirmLoadSamples))):
        state.$standups.withLock { $0 = [.design] }
        return .none

      case .destination:
        return .none

      case .dismissAddButtonTapped:
        state.destination = nil
        return .none

      case .loadSamplesButtonTapped:
        state.destination = .alert(.loadSamples)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension StandupsList.Destination.State: Equatable {}

extension AlertState where Action == StandupsList.Destination.Alert {
  static let loadSamples = Self {
    TextState("Load the sample standups?")
  } actions: {
    ButtonState(action: .confirmLoadSamples) { TextState("Load") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}

struct StandupsListView: View {
  @Bindable var store: StoreOf<StandupsList>

  var body: some View {
    List {
      ForEach(Array(store.$standups)) { $standup in
        NavigationLink(state: AppFeature.Path.State.detail(StandupDetail.State(standup: $standup)))
        {
          StandupCard(standup: standup)
        }
      }
      if store.standups.isEmpty {
        Button("Load samples") {
          store.send(.loadSamplesButtonTapped)
        }
      }
    }
    .toolbar {
      Button {
        store.send(.addButtonTapped)
      } label: {
        Image(systemName: "plus")
      }
    }
    .navigationTitle("Daily standups")
    .alert($store.scope(\.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(\.destination?.add, action: \.destination.add)) { formStore in
      NavigationStack {
        StandupFormView(store: formStore)
          .navigationTitle("New standup")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Dismiss") {
                store.send(.dismissAddButtonTapped)
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") {
                store.send(.confirmAddButtonTapped)
              }
            }
          }
      }
    }
  }
}

struct StandupCard: View {
  let standup: Standup

  var body: some View {
    VStack(alignment: .leading) {
      Text(standup.title.isEmpty ? "Untitled" : standup.title)
        .font(.headline)
      HStack {
        Label("\(standup.attendees.count)", systemImage: "person.3")
        Spacer()
        Label(standup.duration.spoken, systemImage: "clock")
      }
      .font(.caption)
    }
  }
}
