import ComposableArchitecture
import Foundation
import MirrorJSON
import NavMirror
import SwiftUI
import Testing

/// A feature whose state and actions hold a model that is not `Codable`, declared outside it,
/// written as TCA code is: it compiles, its `TestStore` tests behave as in TCA, and the mirror
/// serves it, keeping its values in memory and saying what that leaves out.
@MainActor
struct PeopleDirectoryTests {
  nonisolated static let ada = Person(id: UUID(0), name: "Ada")
  nonisolated static let grace = Person(id: UUID(1), name: "Grace")

  static let app = MirrorApp(
    name: "people", summary: "People that are not Codable.",
    initialState: PeopleDirectory.State(persons: [ada, grace]), reducer: PeopleDirectory()
  ) { store in
    PeopleDirectoryView(store: store)
  }

  @Test func aTappedPersonIsPushedAndASignInIsAnswered() async {
    let store = TestStore(initialState: PeopleDirectory.State(persons: [Self.ada])) {
      PeopleDirectory()
    }
    await store.send(.personTapped(Self.ada)) {
      $0.path[id: 0] = PersonDetail.State(person: Self.ada)
    }
    await store.send(\.path[id: 0].shoutTapped) {
      $0.path[id: 0]?.person.name = "ADA"
    }
    await store.send(.signInTapped)
    await store.receive(\.signInResponse.success) {
      $0.token = "t-1"
    }
  }

  /// The action of the first button labelled `label` in `scene`.
  private func action(ofButton label: String, in scene: JSONValue) -> JSONValue? {
    if scene["kind"] == "button", scene["label"] == .string(label) { return scene["action"] }
    switch scene {
    case .object(let object):
      return object.members.lazy.compactMap { self.action(ofButton: label, in: $0.value) }.first
    case .array(let array):
      return array.lazy.compactMap { self.action(ofButton: label, in: $0) }.first
    default:
      return nil
    }
  }

  @Test func theMirrorServesItFromMemoryAndSaysWhatItCannotDo() throws {
    let runtime = Self.app.start()
    defer { runtime.stop() }
    #expect(runtime.roundTrip.stateTypes == ["Person"])
    let notice = try #require(runtime.roundTrip.notice)
    #expect(notice.contains("Restart recovery"))

    let start = runtime.snapshot()
    #expect(start.state["persons"]?.arrayValue?.map { $0["name"] } == ["Ada", "Grace"])
    let tap = try #require(action(ofButton: "Grace", in: start.scene.json))
    #expect(tap["personTapped"]?["name"] == "Grace")
    try runtime.send(tap, origin: "page")
    let pushed = runtime.snapshot().scene.json
    try runtime.send(try #require(action(ofButton: "Shout", in: pushed)), origin: "page")
    #expect(action(ofButton: "GRACE", in: runtime.snapshot().scene.json) == nil)
    #expect(runtime.snapshot().scene.json.text.contains("GRACE"))

    // An effect's action carries a `Result` of a type that is not `Codable`.
    let signIn = try #require(action(ofButton: "Sign in", in: start.scene.json))
    try runtime.send(signIn, origin: "page")
    #expect(runtime.snapshot().state["token"] == "t-2")

    // The state before the push is kept: travelling back to it needs no decoding.
    try runtime.restore(state: start.state, version: runtime.snapshot().version + 1)
    #expect(action(ofButton: "Shout", in: runtime.snapshot().scene.json) == nil)
    #expect(runtime.snapshot().state["token"] == .null)
  }
}
