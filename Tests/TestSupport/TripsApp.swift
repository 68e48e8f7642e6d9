import Dependencies
import DependenciesMacros
import Foundation
import IdentifiedCollections
import MirrorUI
import NavigationCore

/// An app written as a TCA user writes one for iOS, not for the mirror: a login form whose
/// fields are bindings, an API client behind `@DependencyClient` with a preview value and an
/// unimplemented test value, and, behind the login, a stack of the trips list (loaded in
/// `.task`, rows identified by UUID) and a trip's detail. The tools (the flow map explorer, the
/// exported tests) must work on it from its real start, the login screen, without glue.
///
/// Its exported tests compile this file with the exported test in one program
/// (`SwiftProgram`), so it imports only what such a program can: no other file of this
/// target.
@Reducer
struct TripsFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var email = ""
    var password = ""
    var isLoggingIn = false
    var error: String?
    /// The session the server opened, numbered by the app.
    var session: UUID?
    var path = StackState<Path.State>()
  }

  enum Action: BindableAction, Codable {
    case binding(BindingAction<State>)
    case logInButtonTapped
    case loggedIn(account: String, session: UUID)
    case logInFailed(String)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Path {
    case trips(TripListFeature)
    case detail(TripDetailFeature)
  }

  @Dependency(\.tripsClient) var tripsClient
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .path:
        return .none
      case .logInButtonTapped:
        state.isLoggingIn = true
        state.error = nil
        return .run { [tripsClient, uuid, email = state.email, password = state.password] send in
          do {
            let account = try await tripsClient.logIn(email: email, password: password)
            await send(.loggedIn(account: account, session: uuid()))
          } catch {
            await send(.logInFailed("\(error)"))
          }
        }
      case .loggedIn(let account, let session):
        state.isLoggingIn = false
        state.session = session
        state.password = ""
        state.path.append(.trips(TripListFeature.State(account: account)))
        return .none
      case .logInFailed(let message):
        state.isLoggingIn = false
        state.error = message
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

/// A trip of the list.
struct Trip: Codable, Equatable, Identifiable, Sendable {
  var id: UUID
  var name: String
}

/// The trips list, loaded when it appears.
@Reducer
struct TripListFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var account: String
    var trips: IdentifiedArrayOf<Trip> = []
    var isLoading = false
  }

  enum Action: Codable {
    case task
    case tripsLoaded([Trip])
  }

  @Dependency(\.tripsClient) var tripsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        state.isLoading = true
        return .run { [tripsClient] send in
          await send(.tripsLoaded((try? await tripsClient.trips()) ?? []))
        }
      case .tripsLoaded(let trips):
        state.isLoading = false
        state.trips = IdentifiedArray(uniqueElements: trips)
        return .none
      }
    }
  }
}

/// One trip, which can be starred: the detail says since when.
@Reducer
struct TripDetailFeature {
  @ObservableState
  struct State: Codable, Equatable {
    var trip: Trip
    var isStarred = false
    var starredAt: Date?
  }

  enum Action: Codable {
    case starButtonTapped
  }

  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .starButtonTapped:
        state.isStarred.toggle()
        state.starredAt = state.isStarred ? now : nil
        return .none
      }
    }
  }
}

/// The server the app talks to.
@DependencyClient
struct TripsClient: Sendable {
  var logIn: @Sendable (_ email: String, _ password: String) async throws -> String
  var trips: @Sendable () async throws -> [Trip]
}

extension TripsClient: TestDependencyKey {
  static let previewValue = TripsClient(
    logIn: { email, _ in "Traveller \(email)" },
    trips: {
      [
        Trip(
          id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!,
          name: "Portugal in spring"),
        Trip(
          id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!,
          name: "Iceland in winter"),
      ]
    })
  static let testValue = TripsClient()
}

extension DependencyValues {
  var tripsClient: TripsClient {
    get { self[TripsClient.self] }
    set { self[TripsClient.self] = newValue }
  }
}

/// What the app runs with in the mirror, and its exported tests with it: the preview server.
enum TripsPreview: MirrorDependencies {
  static func prepare(_ dependencies: inout DependencyValues) {
    dependencies.tripsClient = .previewValue
  }
}

struct TripsView: View {
  @Bindable var store: StoreOf<TripsFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Form {
        TextField("Email", text: $store.email)
        SecureField("Password", text: $store.password)
        if let error = store.error {
          Text(error)
        }
        Button("Log in") { store.send(.logInButtonTapped) }
          .disabled(store.email.isEmpty || store.password.isEmpty || store.isLoggingIn)
      }
      .navigationTitle("Sign in")
    } destination: { element in
      switch element.case {
      case .trips(let trips):
        TripListView(store: trips)
      case .detail(let detail):
        TripDetailView(store: detail)
      }
    }
  }
}

struct TripListView: View {
  let store: StoreOf<TripListFeature>

  var body: some View {
    List {
      if store.isLoading {
        ProgressView()
      }
      ForEach(store.trips) { trip in
        NavigationLink(state: TripsFeature.Path.State.detail(TripDetailFeature.State(trip: trip))) {
          Text(trip.name)
        }
      }
    }
    .navigationTitle("Trips")
    .task { await store.send(.task).finish() }
  }
}

struct TripDetailView: View {
  let store: StoreOf<TripDetailFeature>

  var body: some View {
    List {
      Text(store.isStarred ? "Starred" : "Not starred")
      Button(store.isStarred ? "Unstar" : "Star") { store.send(.starButtonTapped) }
    }
    .navigationTitle(store.trip.name)
  }
}

/// The trips app as the mirror serves it.
public enum TripsApp {
  /// The app, from its login screen, with the preview server.
  public static let app = MirrorApp(
    name: "trips", summary: "Log in, then trips loaded in .task, and a trip's detail.",
    initialState: TripsFeature.State(), reducer: TripsFeature(), view: TripsView.init,
    dependencies: TripsPreview.self)

  /// This file, which a program compiles with a test exported from the app.
  public static let sourcePath = #filePath
}
