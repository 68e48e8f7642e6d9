import MirrorJSON
import XCTest

/// Objects that share their storage are equal at once; a copy that changed is not.
final class JSONObjectSharingTests: XCTestCase {
  func testSharedObjectsAreEqualAndAChangedCopyIsNot() {
    let object: JSONObject = ["kind": "screen", "title": "Detail", "children": [1, 2, 3]]
    var copy = object
    XCTAssertEqual(object, copy)
    copy["title"] = "Other"
    XCTAssertNotEqual(object, copy, "a changed copy has storage of its own")
    copy["title"] = "Detail"
    XCTAssertEqual(object, copy, "equal members in the same order, in other storage")
    let reordered: JSONObject = ["title": "Detail", "kind": "screen", "children": [1, 2, 3]]
    XCTAssertNotEqual(object, reordered, "members in another order")
  }
}
