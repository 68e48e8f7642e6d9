import CasePaths
import Foundation
import IdentifiedCollections
import MirrorUI
import NavigationCore

/// A person, as an app declares its model outside its features: `Equatable` and `Identifiable`,
/// not `Codable`.
struct Person: Equatable, Identifiable, Sendable {
  let id: UUID
  var name: String
}

/// What a search of people answers, not `Codable` either.
struct PeopleResponse: Equatable, Sendable {
  var found: [Person]
}

/// A test app whose state holds people and whose actions carry them: no type of it is
/// `Codable`, so the mirror shows it by reflection and keeps its values in memory.
struct PeopleFeature: Reducer {
  struct State: Equatable, Sendable {
    var people: IdentifiedArrayOf<Person>
    var selected: Person?
    var searches = 0
    var draft = ""
  }

  enum Action: Sendable {
    case personTapped(Person)
    case searchTapped
    case searched(Result<PeopleResponse, any Error>)
    case closeTapped
    case draftChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .personTapped(let person):
        state.selected = person
      case .searchTapped:
        state.searches += 1
        let number = state.searches
        return .send(
          .searched(
            .success(
              PeopleResponse(found: [Person(id: Self.id(10 + number), name: "Found \(number)")])
            )))
      case .searched(.success(let response)):
        for person in response.found { state.people.append(person) }
      case .searched(.failure):
        break
      case .closeTapped:
        state.selected = nil
      case .draftChanged(let text):
        state.draft = text
      }
      return .none
    }
  }

  static func id(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
  }

  static let initialState = State(
    people: [Person(id: id(1), name: "Ada"), Person(id: id(2), name: "Grace")])

  static let app = MirrorApp(
    name: "people", summary: "People that are not Codable.", initialState: initialState,
    reducer: PeopleFeature()
  ) { store in
    PeopleView(store: store)
  }
}

struct PeopleView: View {
  let store: StoreOf<PeopleFeature>

  var body: some View {
    VStack {
      ForEach(store.people) { person in
        Button(person.name) { store.send(.personTapped(person)) }
      }
      if let selected = store.selected {
        Text("Selected \(selected.name)")
        Button("Close") { store.send(.closeTapped) }
      }
      Button("Search") { store.send(.searchTapped) }
      TextField(
        "New person", text: Binding(get: { store.draft }, set: { store.send(.draftChanged($0)) }))
    }
  }
}
