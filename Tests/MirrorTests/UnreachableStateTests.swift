import MirrorJSON
import MirrorUI
import NavigationCore
import TestSupport
import XCTest

/// A pen: a class, so not `Sendable`, and not `Codable`.
final class Pen: Equatable {
  let ink: String
  init(ink: String) { self.ink = ink }
  static func == (lhs: Pen, rhs: Pen) -> Bool { lhs.ink == rhs.ink }
}

/// A guest book whose state the views cannot read: it holds a ``Pen``, so it is neither
/// `Sendable` nor rebuilt from its JSON, though the macros make it `Codable` by its type.
@Reducer
struct GuestBookFeature {
  @ObservableState
  struct State: Equatable {
    var pen = Pen(ink: "blue")
    var signatures = 0
  }

  enum Action {
    case signTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.signatures += 1
      return .none
    }
  }

  static let app = MirrorApp(
    name: "guest-book", summary: "A state the views cannot read.", initialState: State(),
    reducer: GuestBookFeature()
  ) { store in
    Button("Sign") { store.send(.signTapped) }
  }
}

/// A room whose views cannot have a copy of the state draws no view and says why, and what
/// makes the state readable, instead of an empty phone without a word.
final class UnreachableStateTests: XCTestCase {
  func testTheSceneSaysTheViewsCannotReadTheStateAndHowToFixIt() throws {
    let harness = try MirrorHarness(apps: [GuestBookFeature.app], defaultDemo: "guest-book")
    let client = try harness.client(room: "book")
    let scene = try XCTUnwrap(client.hello["scene"])
    XCTAssertEqual(scene["root"]?["kind"], "empty")
    let diagnostic = try XCTUnwrap(scene["diagnostics"]?.arrayValue?.first, "\(scene)")
    XCTAssertEqual(diagnostic["code"], "state-out-of-reach")
    let message = diagnostic["message"]?.stringValue ?? ""
    XCTAssertTrue(message.contains("GuestBookFeature.State"), message)
    XCTAssertTrue(message.contains("Pen not Codable"), message)
    let fix = diagnostic["fix"]?.stringValue ?? ""
    XCTAssertTrue(fix.contains("Declare GuestBookFeature.State: Sendable"), fix)

    // The store still runs: actions typed by hand decode, and the state changes.
    client.sendAction(["signTapped": [:]])
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    client.send(["type": "resync"])
    XCTAssertEqual(try client.receive(type: "state")["state"]?["signatures"], 1)
  }
}
