import DemoFeatures
import MirrorUI
import NavigationCore
import XCTest

@testable import FlowMap

/// The key paths `@ObservableState` generates read what a `Mirror` reads: every state the
/// explorer reaches in the demos gives the same signature parts either way.
final class GeneratedKeyPathsTests: XCTestCase {
  func testEveryStateOfTheDemosGivesTheMirrorsPartsThroughGeneratedKeyPaths() {
    for demo in Demos.all {
      assertKeyPathsAgreeWithMirror(demo.explorable(), name: demo.name)
    }
  }

  private func assertKeyPathsAgreeWithMirror<App: ExplorableApp>(_ app: App, name: String) {
    let recorder = StateRecordingApp(app)
    // Every kind of screen of the demos, without the whole of stack-ops' endless map.
    _ = Explorer(options: ExplorationOptions(maxStates: 300)).explore(recorder, name: name)
    let throughKeyPaths = SignatureReflector(fieldReading: .generatedKeyPaths)
    let throughMirror = SignatureReflector(fieldReading: .mirror)
    var disagreements = 0
    for state in recorder.states
    where throughKeyPaths.parts(of: state) != throughMirror.parts(of: state) {
      disagreements += 1
    }
    XCTAssertGreaterThan(recorder.states.count, 1, name)
    XCTAssertEqual(disagreements, 0, "\(name): states whose parts differ")
    // A root enum's payload is the feature state its case holds.
    let features = recorder.states.map { Mirror(reflecting: $0).children.first?.value ?? $0 }
    let readThroughKeyPaths = (recorder.states + features).contains {
      !throughKeyPaths.keyPathFields(of: $0).isEmpty
    }
    XCTAssertTrue(readThroughKeyPaths, "\(name): some state is read through key paths")
    XCTAssertTrue(
      recorder.states.allSatisfy { throughMirror.keyPathFields(of: $0).isEmpty },
      "\(name): the reference reads no key path")
  }

  struct Listed: StoredPropertiesReflecting {
    var title = "Inbox"
    @Presents var sheet: Int?
    var path = StackState<Int>()

    static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
      [("title", \Self.title), ("_sheet", \Self._sheet), ("path", \Self.path)]
    }
  }

  struct MislabelledListing: StoredPropertiesReflecting {
    @Presents var sheet: Int?
    var path = StackState<Int>()

    /// Leaves `path` out, as the macro leaves out what it cannot name.
    static var _$storedProperties: [(label: String, keyPath: (PartialKeyPath<Self> & Sendable)?)] {
      [("_sheet", \Self._sheet)]
    }
  }

  func testATableThatMatchesTheMirrorIsReadThroughItsKeyPaths() {
    let reflector = SignatureReflector()
    var state = Listed()
    state.sheet = 1
    state.path.append(2)
    XCTAssertEqual(reflector.keyPathFields(of: state), ["sheet", "path"])
    XCTAssertEqual(reflector.parts(of: state), ["sheet=Int", "path=[Int]"])
  }

  func testATableThatDoesNotMatchTheMirrorIsNotUsed() {
    let reflector = SignatureReflector()
    var state = MislabelledListing()
    state.path.append(2)
    XCTAssertEqual(reflector.keyPathFields(of: state), [])
    XCTAssertEqual(reflector.parts(of: state), ["sheet=nil", "path=[Int]"])
  }
}
