import MirrorUI
import TestSupport
import XCTest

/// Actions as the action log prints them: CustomDump's Swift, on one line.
final class SwiftTextTests: XCTestCase {
  struct Book: Equatable {
    var title: String
    var note: String
  }

  enum Action {
    case save(Book)
    case lent(to: String, days: Int)
    case tapped
  }

  func testAnActionPrintsOnOneLineWithoutItsRootType() {
    XCTAssertEqual(SwiftText.line(Action.tapped), ".tapped")
    XCTAssertEqual(SwiftText.line(Action.lent(to: "Ben", days: 3)), #".lent(to: "Ben", days: 3)"#)
    XCTAssertEqual(
      SwiftText.line(Action.save(Book(title: "Dune", note: "first"))),
      #".save(SwiftTextTests.Book(title: "Dune", note: "first"))"#)
    XCTAssertEqual(
      SwiftText.line(LibraryFeature.Action.path(.element(id: 2, action: .readButtonTapped))),
      ".path(.element(id: #2, action: .readButtonTapped))")
  }

  func testAMultilineStringBecomesOneEscapedLiteral() {
    XCTAssertEqual(
      SwiftText.line(Action.save(Book(title: "Dune", note: "one\ntwo"))),
      #".save(SwiftTextTests.Book(title: "Dune", note: "one\ntwo"))"#)
  }

  func testALongActionIsCut() {
    let text = SwiftText.line(Action.lent(to: String(repeating: "a", count: 1_000), days: 1))
    XCTAssertEqual(text.count, SwiftText.maximumLength)
    XCTAssertTrue(text.hasSuffix("…"))
  }
}
