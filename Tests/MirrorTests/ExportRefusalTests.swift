import MirrorJSON
import MirrorUI
import NavigationCore
import Sharing
import TestSupport
import XCTest

/// Replies to an invitation: a `Codable` state, and an action carrying a ``Person``, which is
/// not `Codable`.
@Reducer
struct InvitationFeature {
  @ObservableState
  struct State: Equatable {
    var replies = 0
  }

  enum Action {
    case replied(Person)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.replies += 1
      return .none
    }
  }

  static let app = MirrorApp(
    name: "invitation", summary: "Replies carrying people.", initialState: State(),
    reducer: InvitationFeature()
  ) { store in
    Button("Ada replies") { store.send(.replied(Person(id: PeopleFeature.id(1), name: "Ada"))) }
  }
}

/// A profile form whose share is `Codable`: its states rebuild, but a view writes the share.
@Reducer
struct CodableProfileForm {
  struct Profile: Codable, Equatable, Sendable {
    var news = false
  }

  @ObservableState
  struct State: Equatable, Codable {
    @Shared var profile: Profile
  }

  enum Action: Codable {
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }

  static let app = MirrorApp(
    name: "codable-profile", summary: "A toggle bound to a share.",
    initialState: State(profile: Shared(value: Profile())), reducer: CodableProfileForm()
  ) { store in
    CodableProfileFormView(store: store)
  }
}

private struct CodableProfileFormView: View {
  let store: StoreOf<CodableProfileForm>

  var body: some View {
    @Binding(store.$profile) var profile
    Toggle("News", isOn: $profile.news)
  }
}

/// A test is exported only when it can be written whole: a room whose states or recorded
/// actions do not rebuild from JSON answers the export with why, instead of a test that does
/// not compile.
final class ExportRefusalTests: XCTestCase {
  private func exported(
    room: String, harness: MirrorHarness, tap label: String
  ) throws -> (status: Int, body: String) {
    let client = try harness.client(room: room)
    let action = try XCTUnwrap(
      firstAction(labelled: label, in: client.hello["scene"]), "no \(label) in \(client.hello)")
    client.sendAction(action)
    XCTAssertEqual(try client.receive(type: "ack")["version"], 1)
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows",
      body: (["name": .string(room), "room": .string(room), "from": 0, "to": 1] as JSONValue)
        .bytes)
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
    let test = try LoopbackHTTP.request(port: harness.port, path: "/api/flows/\(room)/test")
    return (test.status, String(decoding: test.body, as: UTF8.self))
  }

  /// The action of the first control labelled `label` in `scene`, depth first.
  private func firstAction(labelled label: String, in scene: JSONValue?) -> JSONValue? {
    switch scene {
    case .object(let object):
      if object["label"] == .string(label), let action = object["action"] { return action }
      return object.members.lazy.compactMap { self.firstAction(labelled: label, in: $0.value) }
        .first
    case .array(let array):
      return array.lazy.compactMap { self.firstAction(labelled: label, in: $0) }.first
    default:
      return nil
    }
  }

  func testARoomWhoseStatesDoNotRebuildSaysTheTestNeedsThemCodable() throws {
    let harness = try MirrorHarness(apps: [PeopleFeature.app], defaultDemo: "people")
    let (status, body) = try exported(room: "people-flow", harness: harness, tap: "Ada")
    XCTAssertEqual(status, 422, body)
    XCTAssertTrue(body.contains("rebuilds the app's states from their JSON"), body)
    XCTAssertTrue(body.contains("Person: Codable"), body)
  }

  func testAShareAViewWroteIsNamedAsWhatATestStoreCannotReplay() throws {
    let harness = try MirrorHarness(apps: [CodableProfileForm.app], defaultDemo: "codable-profile")
    let (status, body) = try exported(room: "profile-flow", harness: harness, tap: "News")
    XCTAssertEqual(status, 422, body)
    XCTAssertTrue(body.contains("wrote a @Shared value through a binding"), body)
  }

  func testARecordedActionHoldingAValueThatIsNotCodableIsNamed() throws {
    let harness = try MirrorHarness(apps: [InvitationFeature.app], defaultDemo: "invitation")
    let (status, body) = try exported(room: "replies", harness: harness, tap: "Ada replies")
    XCTAssertEqual(status, 422, body)
    XCTAssertTrue(body.contains("sends the recorded actions"), body)
    XCTAssertTrue(body.contains("Person is not Decodable"), body)
  }
}
