import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// The other SwiftUI spellings of the views and modifiers, each rendered over the controls
/// gallery's store: what the scene says for them.
final class ViewSpellingsSceneTests: XCTestCase {
  private typealias Store = StoreOf<ControlsGalleryFeature>

  /// The scene root of `view` over the gallery's first state.
  private func root<Content: View & SendableMetatype>(
    _ view: @escaping @MainActor @Sendable (Store) -> Content
  ) -> JSONValue? {
    let app = MirrorApp(
      name: "spellings", summary: "", initialState: ControlsGalleryFeature.State(),
      reducer: ControlsGalleryFeature(), view: view)
    return app.start().snapshot().scene.json["root"]
  }

  private func children(_ node: JSONValue?) -> [JSONValue] {
    node?["children"]?.arrayValue ?? []
  }

  func testTabItemWrittenAsAStackOfImageAndText() {
    let root = root { _ in
      TabView {
        Text("One").tabItem {
          VStack {
            Image(systemName: "house")
            Text("First")
          }
        }
        Text("Two").tabItem {
          Label {
            Text("Second")
          } icon: {
            Image(systemName: "gear")
          }
        }
      }
    }
    let tabs = root?["tabs"]?.arrayValue ?? []
    XCTAssertEqual(tabs.map { $0["label"] }, ["First", "Second"])
    XCTAssertEqual(tabs.map { $0["systemImage"] }, ["house", "gear"])
  }

  func testBarModifiersAndToolbarPlacements() {
    let root = root { store in
      NavigationStack {
        Text("Body")
          .navigationTitle("Bar")
          .navigationBarBackButtonHidden()
          .toolbar {
            Button("Direct") { store.send(.saveTapped) }
            ToolbarItem(placement: .principal) { Text("Centre") }
            ToolbarItem(placement: .navigationBarLeading) { Image(systemName: "gear") }
          }
      }
    }
    let screen = root?["root"]
    XCTAssertEqual(screen?["backButtonHidden"], true)
    XCTAssertEqual(screen?["titleDisplayMode"], "automatic")
    XCTAssertEqual(
      screen?["toolbar"]?.arrayValue?.map { $0["placement"] },
      ["topBarTrailing", "principal", "topBarLeading"],
      "a view written directly in .toolbar goes where SwiftUI's automatic placement puts it")
    XCTAssertEqual(screen?["content"], ["kind": "text", "text": "Body", "style": "body"])
  }

  func testSectionSpellingsAndContainers() {
    let root = root { _ in
      Form {
        Section(header: Text("Head"), footer: Text("Foot")) { Text("a") }
        Section {
          Group {
            Text("b")
            EmptyView()
          }
        } header: {
          HStack { Text("Second head") }
        }
        Section(footer: Text("Only foot")) {
          ScrollView { ZStack { Text("c") } }
        }
        List(["x", "y"], id: \.self) { Text($0) }
      }
    }
    let sections = children(root)
    XCTAssertEqual(root?["kind"], "list", "a form is drawn as an inset-grouped list")
    XCTAssertEqual(sections.map { $0["header"] }, ["Head", "Second head", .null, nil])
    XCTAssertEqual(sections.map { $0["footer"] }, ["Foot", .null, "Only foot", nil])
    XCTAssertEqual(children(sections[1]), [["kind": "text", "text": "b", "style": "body"]])
    XCTAssertEqual(
      children(sections[2]),
      [
        [
          "kind": "vstack",
          "children": [
            ["kind": "zstack", "children": [["kind": "text", "text": "c", "style": "body"]]]
          ],
          "scroll": true,
        ]
      ])
    XCTAssertEqual(children(sections[3]).map { $0["text"] }, ["x", "y"])
  }

  func testDisabledControlsSendNothing() {
    let root = root { store in
      VStack {
        TextField("Name", text: Bindable(store).name)
        Stepper("Guests", value: Bindable(store).guests)
        DatePicker("Day", selection: Bindable(store).day)
        Picker("Size", selection: Bindable(store).size) {
          Text("S").tag("S")
        }
        Button {
          store.send(.shareTapped)
        } label: {
          Image(systemName: "star")
        }
      }
      .disabled(true)
    }
    let controls = children(root)
    XCTAssertEqual(controls[0]["input"], .null)
    XCTAssertEqual(controls[1]["increment"], .null)
    XCTAssertEqual(controls[1]["decrement"], .null)
    XCTAssertEqual(controls[2]["input"], .null)
    XCTAssertEqual(controls[2]["components"], "dateAndTime")
    XCTAssertEqual(controls[3]["options"]?.arrayValue?.first?["action"], .null)
    XCTAssertEqual(controls[4]["disabled"], true)
  }

  func testFontsStepperClosuresPickerLabelAndProgress() {
    let root = root { store in
      VStack {
        VStack {
          Text("big")
          Text("small").font(.footnote)
        }
        .font(.largeTitle)
        Text("strong").bold()
        Stepper("Count", onIncrement: { store.send(.saveTapped) }, onDecrement: nil)
        Picker(selection: Bindable(store).flavor) {
          Text("Vanilla").tag("Vanilla")
        } label: {
          Text("Flavor")
        }
        .pickerStyle(.wheel)
        ProgressView(value: 3.0, total: 2.0)
      }
    }
    let nodes = children(root)
    XCTAssertEqual(
      children(nodes[0]).map { $0["style"] }, ["title", "caption"],
      "the font closest to a text wins")
    XCTAssertEqual(nodes[1]["style"], "body", "bold body text is body text")
    XCTAssertEqual(nodes[1]["weight"], "bold")
    XCTAssertEqual(nodes[2]["increment"], ["saveTapped": [:]])
    XCTAssertEqual(nodes[2]["decrement"], .null)
    XCTAssertEqual(nodes[3]["label"], "Flavor")
    XCTAssertEqual(nodes[3]["style"], "inline")
    XCTAssertEqual(nodes[4]["fraction"], 1.0, "a value past the total fills the bar")
  }

  func testSymbolVariantsTextCaseAndUIKitColours() {
    let root = root { _ in
      VStack {
        Image(systemName: "heart").symbolVariant(.fill)
        Label("Profile", systemImage: "person").symbolVariant(.circle.fill)
        Image(systemName: "bell").symbolVariant(.slash)
        Image(systemName: "star.fill").symbolVariant(.fill)
        Image(systemName: "gear").symbolVariant(.none)
        Text("Header").textCase(.uppercase)
        (Text("Mixed ") + Text("Case")).textCase(.lowercase)
        Text("As written").textCase(nil)
        Color(.systemBackground)
        Text("Label").foregroundColor(Color(uiColor: .secondaryLabel))
      }
    }
    let nodes = children(root)
    XCTAssertEqual(nodes[0]["systemName"], "heart.fill")
    XCTAssertEqual(nodes[1]["systemImage"], "person.circle.fill")
    XCTAssertEqual(nodes[2]["systemName"], "bell.slash")
    XCTAssertEqual(nodes[3]["systemName"], "star.fill", "a part the name has is not added again")
    XCTAssertEqual(nodes[4]["systemName"], "gear")
    XCTAssertEqual(nodes[5]["text"], "HEADER")
    XCTAssertEqual(nodes[6]["text"], "mixed case")
    XCTAssertEqual(nodes[6]["runs"]?.arrayValue?.map { $0["text"] }, ["mixed ", "case"])
    XCTAssertEqual(nodes[7]["text"], "As written")
    XCTAssertEqual(nodes[8]["fill"]?["color"]?["name"], "systemBackground")
    XCTAssertEqual(nodes[9]["color"]?["name"], "secondaryLabel", "the text's own colour")
  }

  func testSafeAreaInsetsAreLayersAlongTheirEdgeAndClippedHidesTheOverflow() {
    let root = root { _ in
      VStack {
        Text("List").safeAreaInset(edge: .bottom) { Text("Floating menu") }
        Text("Bar").safeAreaInset(edge: .top, alignment: .leading) { Text("Top") }
        Text("Side").safeAreaInset(edge: .trailing) { Text("Rail") }
        Text("Overflow").frame(width: 40).clipped()
        Text("Rounded").cornerRadius(8).clipped()
      }
    }
    let nodes = children(root)
    XCTAssertEqual(nodes[0]["kind"], "layered")
    XCTAssertEqual(nodes[0]["alignment"], "bottom")
    XCTAssertEqual(nodes[0]["overlay"]?["text"], "Floating menu")
    XCTAssertEqual(nodes[0]["content"]?["text"], "List")
    XCTAssertEqual(nodes[1]["alignment"], "topLeading")
    XCTAssertEqual(nodes[2]["alignment"], "trailing")
    XCTAssertEqual(nodes[3]["style"]?["cornerRadius"], .double(0), "clipped to its frame")
    XCTAssertEqual(nodes[4]["style"]?["cornerRadius"], .double(8), "a rounded clip stays rounded")
  }
}
