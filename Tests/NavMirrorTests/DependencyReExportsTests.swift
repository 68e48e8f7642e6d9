import NavMirror
import XCTest

/// swift-dependencies (with `@DependencyClient`) and swift-clocks come with `import NavMirror`,
/// as they come with `import ComposableArchitecture`: nothing here imports them itself.
final class DependencyReExportsTests: XCTestCase {
  @DependencyClient
  struct GreetingClient: Sendable {
    var greet: @Sendable (_ name: String) async throws -> String
  }

  struct Greeter: Reducer {
    struct State: Equatable {
      var greeting = ""
    }
    enum Action {
      case greetTapped(String)
      case greeted(String)
    }
    @Dependency(GreetingClient.self) var client
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .greetTapped(let name):
          return .run { send in
            try await clock.sleep(for: .seconds(3600))
            await send(.greeted(try await client.greet(name: name)))
          }
        case .greeted(let greeting):
          state.greeting = greeting
          return .none
        }
      }
    }
  }

  @MainActor func testAClientAndAClockOverriddenWithOnlyImportNavMirror() async {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0[GreetingClient.self].greet = { "Hello, \($0)" }
      $0.continuousClock = ImmediateClock()
    }
    store.send(.greetTapped("Ada"))
    let deadline = Date().addingTimeInterval(2)
    while store.state.greeting.isEmpty, Date() < deadline {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    XCTAssertEqual(store.state.greeting, "Hello, Ada")
  }
}

extension DependencyReExportsTests.GreetingClient: TestDependencyKey {
  static let testValue = Self()
}
