import CasePaths
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

  /// A destination written by hand: its cases are read through `Mirror`.
  @CasePathable
  enum Destination {
    case item(Item)
    case plain(Plain)
    case empty
    case loading
  }

  /// The same destination as `@Reducer` generates it: its cases are read by generated code.
  @CasePathable @_CaseLookup
  enum GeneratedDestination {
    case item(Item)
    case plain(Plain)
    case empty
    case loading
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
    XCTAssertEqual(id(Destination.empty), id(Destination.empty))
    XCTAssertNotEqual(id(Destination.empty), id(Destination.loading))
    XCTAssertEqual(id(Destination.item(Item(id: 1))).description, "destination.item")
    XCTAssertEqual(id(Destination.empty).description, "destination.empty")
  }

  func testGeneratedCasesGiveTheSameIdentitiesAsMirroredOnes() {
    let pairs: [(Destination, GeneratedDestination)] = [
      (.item(Item(id: 1)), .item(Item(id: 1))), (.item(Item(id: 2)), .item(Item(id: 2))),
      (.plain(Plain()), .plain(Plain())), (.empty, .empty), (.loading, .loading),
    ]
    for (mirrored, generated) in pairs {
      XCTAssertEqual(id(mirrored).description, id(generated).description)
      XCTAssertEqual(id(mirrored).id, id(generated).id)
    }
  }

  func testAStructIsItsTypeAndItsIdWhenIdentifiable() {
    XCTAssertEqual(id(Plain(), at: \Parent.item), id(Plain(count: 9), at: \Parent.item))
    XCTAssertEqual(id(Item(id: 1), at: \Parent.item), id(Item(id: 1, title: "y"), at: \Parent.item))
    XCTAssertNotEqual(id(Item(id: 1), at: \Parent.item), id(Item(id: 2), at: \Parent.item))
    XCTAssertNotEqual(id(Plain(), at: \Parent.item), id(Plain(), at: \Parent.destination))
  }
}
