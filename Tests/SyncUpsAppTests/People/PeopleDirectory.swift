import ComposableArchitecture
import SwiftUI

/// A list of people that pushes a person's detail, and a sign-in whose response is a `Result`
/// of a type that is not `Codable`: written as TCA code is, with no `Codable` anywhere.
@Reducer
struct PeopleDirectory {
  @ObservableState
  struct State: Equatable {
    var persons: [Person] = []
    var path = StackState<PersonDetail.State>()
    var token: String?
  }

  enum Action {
    case path(StackActionOf<PersonDetail>)
    case personTapped(Person)
    case signInTapped
    case signInResponse(Result<AuthenticationResponse, any Error>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .personTapped(person):
        state.path.append(PersonDetail.State(person: person))
        return .none
      case .signInTapped:
        return .send(
          .signInResponse(.success(AuthenticationResponse(token: "t-\(state.persons.count)"))))
      case let .signInResponse(.success(response)):
        state.token = response.token
        return .none
      case .signInResponse(.failure):
        state.token = nil
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      PersonDetail()
    }
  }
}

@Reducer
struct PersonDetail {
  @ObservableState
  struct State: Equatable {
    var person: Person
  }

  enum Action {
    case shoutTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .shoutTapped:
        state.person.name = state.person.name.uppercased()
        return .none
      }
    }
  }
}

struct PeopleDirectoryView: View {
  @Bindable var store: StoreOf<PeopleDirectory>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.persons) { person in
          Button(person.name) {
            store.send(.personTapped(person))
          }
        }
        Button("Sign in") {
          store.send(.signInTapped)
        }
      }
      .navigationTitle("People")
    } destination: { store in
      PersonDetailView(store: store)
    }
  }
}

struct PersonDetailView: View {
  let store: StoreOf<PersonDetail>

  var body: some View {
    VStack {
      Text(store.person.name)
      Button("Shout") {
        store.send(.shoutTapped)
      }
    }
    .navigationTitle(store.person.name)
  }
}
