import XCTest

@testable import NavigationCore

final class PresentationIDTests: XCTestCase {
  struct Item: Identifiable, Equatable {
    var id: Int
    var title = ""
  }

  struct Plain: Equatable {
    var count = 0
  }

  enum Destination {
    case item(Item)
    case plain(Plain)
    case empty
  }

  struct Parent {
    var destination: Destination?
    var item: Item?
  }

  private func id<State>(_ state: State, at location: AnyKeyPath = \Parent.destination)
    -> PresentationID
  {
    PresentationID(path: [], location: location, state: state)
  }

  func testAnEnumCaseIsItsIdentityAndAnIdentifiablePayloadsIdToo() {
    XCTAssertEqual(id(Destination.item(Item(id: 1))), id(Destination.item(Item(id: 1, title: "x"))))
    XCTAssertNotEqual(id(Destination.item(Item(id: 1))), id(Destination.item(Item(id: 2))))
    XCTAssertEqual(id(Destination.plain(Plain())), id(Destination.plain(Plain(count: 5))))
    XCTAssertNotEqual(id(Destination.plain(Plain())), id(Destination.item(Item(id: 0))))
    // Asked again, from what was learnt about the cases, the answers stay the same.
    for _ in 0..<3 {
      XCTAssertNotEqual(id(Destination.item(Item(id: 3))), id(Destination.item(Item(id: 4))))
      XCTAssertEqual(id(Destination.empty), id(Destination.empty))
    }
    XCTAssertEqual(id(Destination.item(Item(id: 1))).description, "destination.item")
    XCTAssertEqual(id(Destination.empty).description, "destination")
  }

  func testAStructIsItsTypeAndItsIdWhenIdentifiable() {
    XCTAssertEqual(id(Plain(), at: \Parent.item), id(Plain(count: 9), at: \Parent.item))
    XCTAssertEqual(id(Item(id: 1), at: \Parent.item), id(Item(id: 1, title: "y"), at: \Parent.item))
    XCTAssertNotEqual(id(Item(id: 1), at: \Parent.item), id(Item(id: 2), at: \Parent.item))
    XCTAssertNotEqual(id(Plain(), at: \Parent.item), id(Plain(), at: \Parent.destination))
  }
}
