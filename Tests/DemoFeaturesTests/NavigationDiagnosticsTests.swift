import CasePaths
import DemoFeatures
import MirrorUI
import NavigationCore
import XCTest

/// Deliberately broken views: the scene must flag them, naming the feature and the fix.
final class NavigationDiagnosticsTests: XCTestCase {
  /// The tabs-stack feature drawn the way seeds/000 warns against.
  struct BrokenTabsStackView: View {
    enum Placement { case tab, destination, missingDestination }
    @Bindable var store: StoreOf<TabsStackFeature>
    let placement: Placement

    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
          if placement == .tab {
            // A stack inside a tab, under the root stack.
            NavigationStack { Text("First tab") }
              .tag(TabsStackFeature.Tab.first)
              .tabItem { Label("First", systemImage: "house") }
          } else {
            Text("First tab")
              .tag(TabsStackFeature.Tab.first)
              .tabItem { Label("First", systemImage: "house") }
          }
        }
      } destination: { element in
        switch placement {
        case .destination:
          // A stack inside a destination of the root stack.
          NavigationStack { Text("Detail") }
        case .tab:
          Text("Detail")
        case .missingDestination:
          EmptyView()
        }
      }
    }
  }

  func scene(_ placement: BrokenTabsStackView.Placement) throws -> MirrorUI.Scene {
    let app = MirrorApp(
      name: "broken", summary: "", initialState: TabsStackFeature.State(),
      reducer: TabsStackFeature(), view: { BrokenTabsStackView(store: $0, placement: placement) })
    let runtime = app.start()
    _ = try runtime.send(["tab1": ["moveDetailViewButtonTapped": [:]]], origin: "t")
    return runtime.snapshot().scene
  }

  func testStackInsideATabUnderTheRootStackIsFlagged() throws {
    let diagnostics = try scene(.tab).diagnostics
    XCTAssertEqual(diagnostics.map(\.code), ["nested-navigation-stack"])
    let message = try XCTUnwrap(diagnostics.first?.message)
    XCTAssertTrue(message.contains("inside a tab of a TabView"), message)
    XCTAssertTrue(message.contains("TabsStackFeature.Path.State"), message)
    XCTAssertTrue(diagnostics[0].fix.contains("Keep one NavigationStack"), diagnostics[0].fix)
  }

  func testStackInsideADestinationIsFlagged() throws {
    let diagnostics = try scene(.destination).diagnostics
    XCTAssertEqual(diagnostics.map(\.code), ["nested-navigation-stack"])
    let message = try XCTUnwrap(diagnostics.first?.message)
    XCTAssertTrue(message.contains("inside a destination"), message)
    XCTAssertTrue(message.contains("TabsStackFeature.Path.State"), message)
    let fix = diagnostics[0].fix
    XCTAssertTrue(fix.contains("Remove the inner NavigationStack"), fix)
    XCTAssertTrue(fix.contains("sheet or a fullScreenCover"), fix)
  }

  func testDestinationWithoutAViewIsFlagged() throws {
    let diagnostics = try scene(.missingDestination).diagnostics
    XCTAssertEqual(diagnostics.map(\.code), ["destination-without-view"])
    XCTAssertTrue(diagnostics[0].message.contains("firstDetail"), diagnostics[0].message)
    XCTAssertTrue(diagnostics[0].fix.contains("TabsStackFeature.Path.State"), diagnostics[0].fix)
  }

  func testEveryDemoDrawsWithoutDiagnostics() {
    for app in Demos.all {
      XCTAssertEqual(app.start().snapshot().scene.diagnostics, [], app.name)
    }
  }

  func testHistoryTabHasItsOwnStackWithoutAWarning() throws {
    let runtime = Demos.patternReference.start()
    _ = try runtime.send(["intro": ["loginButtonTapped": [:]]], origin: "t")
    _ = try runtime.send(["mainTab": ["tabSelected": "history"]], origin: "t")
    _ = try runtime.send(
      ["mainTab": ["historyList": ["personTapped": ["id": 1, "name": "Minsu"]]]], origin: "t")
    XCTAssertEqual(runtime.snapshot().scene.diagnostics, [])
  }
}
