import FlowMap
import MirrorJSON
import XCTest

final class BrokenFixtureMapTests: XCTestCase {
  func testTheDoneScreenIsADeadEndWithANestedStack() throws {
    let map = Explorer().explore(BrokenFixture.app)
    let done = try XCTUnwrap(map.nodes.first { $0.titles.contains("Done") })
    XCTAssertTrue(map.findings.contains { $0.kind == .deadEnd && $0.node == done.id })
    XCTAssertTrue(
      map.findings.contains {
        $0.kind == .diagnostic && $0.node == done.id && $0.code == "nested-navigation-stack"
      })
    XCTAssertFalse(map.findings.contains { $0.kind == .deadEnd && $0.node == map.initial })
  }

  func testTheUndecodableActionIsRejected() {
    let map = Explorer().explore(BrokenFixture.app)
    XCTAssertEqual(
      map.findings.filter { $0.kind == .rejectedAction }.map(\.action),
      [["noSuchAction": [:]]])
  }

  func testDismissFromAnEffectLeadsBackToTheStart() throws {
    let map = Explorer().explore(BrokenFixture.app)
    let sheet = try XCTUnwrap(map.nodes.first { $0.titles.contains("Sheet") })
    XCTAssertTrue(
      map.edges.contains { $0.from == sheet.id && $0.to == map.initial && $0.label == "Close" })
    XCTAssertTrue(
      map.edges.contains {
        $0.from == sheet.id && $0.to == map.initial && $0.label == "Dismiss sheet"
      })
    XCTAssertEqual(map.nodes.count, 3)
  }
}
