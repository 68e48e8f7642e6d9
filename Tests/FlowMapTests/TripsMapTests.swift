import FlowMap
import MirrorJSON
import MirrorUI
import Synchronization
import TestSupport
import XCTest

/// The map of an app written for iOS, from its real start: the login screen. The explorer types
/// into the form (which enables "Log in"), logs in with the app's preview server, and runs the
/// trips list's `.task`, which loads the trips whose rows lead to their details.
final class TripsMapTests: XCTestCase {
  func testTheMapFromTheLoginScreenReachesTheListLoadedInTaskAndTheDetailsBehindIt() throws {
    let map = Explorer().explore(TripsApp.app)
    let login = try XCTUnwrap(map.nodes.first)
    XCTAssertEqual(login.titles, ["Sign in"])
    let list = try XCTUnwrap(
      map.nodes.first { $0.titles == ["Sign in", "Trips"] }, "\(map.nodes.map(\.titles))")
    XCTAssertTrue(
      map.edges.contains { $0.from == login.id && $0.to == list.id && $0.label == "Log in" },
      "\(map.edges.map { "\($0.from) -[\($0.label)]-> \($0.to)" })")
    // The list's state is the one its `.task` loaded, with the preview server's trips.
    XCTAssertTrue(list.state.text.contains("Portugal in spring"), list.state.text)
    XCTAssertTrue(list.state.text.contains("\"isLoading\":false"), list.state.text)
    let detail = try XCTUnwrap(
      map.nodes.first { $0.titles.count == 3 && $0.titles.prefix(2) == ["Sign in", "Trips"] },
      "\(map.nodes.map(\.titles))")
    XCTAssertTrue(
      map.edges.contains {
        $0.from == list.id && $0.to == detail.id && $0.label.hasSuffix(" in spring")
          || $0.label.hasSuffix(" in winter")
      })
    XCTAssertTrue(map.isComplete)
    XCTAssertEqual(map.findings.map(\.message), [])
  }

  /// The server's flow map explores on a worker thread: the list's `.task` runs on the main
  /// actor there too, the main thread serving it while the explorer waits, and the map is the
  /// one the main thread makes.
  func testAMapExploredOnAnotherThreadRunsTheTaskOnTheMainActor() throws {
    let onMain = Explorer().explore(TripsApp.app)
    let explored = Mutex<FlowMap?>(nil)
    MainThreadWaiting.run {
      let map = Explorer().explore(TripsApp.app)
      explored.withLock { $0 = map }
    }
    let offMain = try XCTUnwrap(explored.withLock { $0 })
    XCTAssertEqual(offMain.nodes.map(\.state.text), onMain.nodes.map(\.state.text))
    XCTAssertTrue(
      offMain.nodes.contains { $0.state.text.contains("Portugal in spring") },
      "\(offMain.nodes.map(\.titles))")
    XCTAssertEqual(offMain.findings.map(\.message), [])
  }

  /// With ``ExplorationOptions/distinguishesIdentifiedScreens``, the two trips' details are
  /// two screens, each titled by its trip, each reached from its row.
  func testIdentifiedScreensOfTheSameKindAreToldApart() throws {
    let map = Explorer(options: ExplorationOptions(distinguishesIdentifiedScreens: true))
      .explore(TripsApp.app)
    let details = map.nodes.filter { $0.titles.count == 3 }
    XCTAssertEqual(
      details.map { $0.titles[2] }.sorted(), ["Iceland in winter", "Portugal in spring"])
    for detail in details {
      XCTAssertTrue(map.edges.contains { $0.to == detail.id && $0.label == detail.titles[2] })
    }
    let merged = Explorer().explore(TripsApp.app).nodes.filter { $0.titles.count == 3 }
    XCTAssertEqual(merged.count, 1, "by default one detail screen stands for both")
  }

  /// The typing the map took: the field's label and the text typed, as a self-step of the
  /// login screen; the form's button is enabled only once both fields have text.
  func testTheExplorerTypesTheSampleTextIntoEachField() throws {
    func initialScene<App: ExplorableApp>(_ app: App) -> Scene { app.scene(for: app.initialState) }
    let scene = initialScene(TripsApp.app.explorable())
    XCTAssertEqual(
      scene.controls(typing: ["Sample"]).map(\.label),
      [#"Email: "Sample""#, #"Password: "Sample""#])
    XCTAssertEqual(scene.controls.map(\.label), [])
  }
}
