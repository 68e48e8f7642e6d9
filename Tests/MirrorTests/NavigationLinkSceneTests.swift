import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// `NavigationLink` in its spellings, rendered in a stack over the presentations gallery's
/// path: what each one sends.
final class NavigationLinkSceneTests: XCTestCase {
  private typealias Store = StoreOf<PresentationsGalleryFeature>

  /// The root screen's content of a stack over the gallery's path whose root is `links`.
  private func rootContent<Links: View & SendableMetatype>(
    @ViewBuilder _ links: @escaping @MainActor @Sendable () -> Links
  ) -> JSONValue? {
    let app = MirrorApp(
      name: "links", summary: "", initialState: PresentationsGalleryFeature.State(),
      reducer: PresentationsGalleryFeature()
    ) { (store: Store) in
      NavigationStack(path: Bindable(store).scope(state: \.path, action: \.path)) {
        links()
      } destination: {
        NoteView(store: $0)
      }
    }
    return app.start().snapshot().scene.json["root"]?["root"]?["content"]
  }

  func testValueIsSwiftUIsSpellingOfState() throws {
    let push: JSONValue = [
      "path": ["push": ["id": 0, "state": ["title": "Note", "text": "", "saves": 0]]]
    ]
    let content = rootContent {
      NavigationLink("By state", state: NoteFeature.State(title: "Note"))
      NavigationLink(value: NoteFeature.State(title: "Note")) { Text("By value") }
      NavigationLink("Titled by value", value: NoteFeature.State(title: "Note"))
    }
    let links = content?["children"]?.arrayValue ?? []
    XCTAssertEqual(links.count, 3)
    XCTAssertEqual(links.map { $0["action"] }, [push, push, push])
  }

  func testADisabledLinkSendsNothing() {
    let content = rootContent {
      NavigationLink("Locked", value: NoteFeature.State(title: "Note")).disabled(true)
    }
    XCTAssertEqual(content?["kind"], "navigationLink")
    XCTAssertEqual(content?["action"], .null)
  }
}
