import XCTest

@testable import MirrorUI

/// A value an exported test decodes ahead of a `modify` reads as what it is.
final class DecodedValueNamesTests: XCTestCase {
  enum Screen: Codable { case detail(Int), settings(String) }

  func testAStackElementIsNamedAfterItsCaseAndAnythingElseAfterItsProperty() {
    let values = DecodedValues(imports: ImportedModules())
    XCTAssertEqual(values.declare(Screen.detail(3), at: "$0.path[id: 1]"), "detail")
    XCTAssertEqual(values.declare(Screen.detail(4), at: "$0.path[id: 2]"), "detail2")
    XCTAssertEqual(values.declare([1, 2], at: "$0.rows[id: 7]"), "rows")
    XCTAssertEqual(values.declare([3], at: "$0.items[0]"), "items")
    XCTAssertEqual(values.declare([4], at: "$0[id: 3]"), "value")
  }
}
