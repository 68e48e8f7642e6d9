import Foundation
import NavigationCore
import XCTest

/// The coding the macros write out for a state or action that holds a model declared outside
/// the feature: the JSON Swift's synthesized coding writes, when the model is `Codable`; an
/// error naming the model, when it is not.
final class WrittenOutCodingTests: XCTestCase {
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  private func text(_ value: some Encodable) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func testAStateWritesWhatSynthesizedCodingWritesAndRoundTrips() throws {
    let books = [Book(title: "Dune", year: 1965), Book(title: "Untitled", year: nil)]
    let state = Shelf.State(books: books, featured: nil, edition: 2, shelfID: 7)
    let twin = SynthesizedShelf.State(books: books, featured: nil, edition: 2, shelfID: 7)
    XCTAssertEqual(try text(state), try text(twin))

    let decoded = try JSONDecoder().decode(Shelf.State.self, from: encoder.encode(twin))
    XCTAssertEqual(decoded.books, books)
    XCTAssertNil(decoded.featured, "a missing optional decodes as nil, as synthesized coding does")
    XCTAssertEqual(decoded.edition, 2)
    XCTAssertEqual(decoded.shelfID, 7)
  }

  func testActionsWriteWhatSynthesizedCodingWritesAndRoundTrip() throws {
    let dune = Book(title: "Dune", year: 1965)
    let pairs: [(Shelf.Action, SynthesizedShelf.Action)] = [
      (.bookTapped(dune), .bookTapped(dune)),
      (.moved(from: 1, to: nil), .moved(from: 1, to: nil)),
      (.moved(from: 2, to: dune), .moved(from: 2, to: dune)),
      (.cleared, .cleared),
    ]
    for (action, twin) in pairs {
      let json = try text(action)
      XCTAssertEqual(json, try text(twin))
      let decoded = try JSONDecoder().decode(Shelf.Action.self, from: Data(json.utf8))
      XCTAssertEqual(try text(decoded), json)
    }
    XCTAssertThrowsError(
      try JSONDecoder().decode(Shelf.Action.self, from: Data(#"{"burned":{}}"#.utf8)))
  }

  func testAModelThatIsNotCodableCompilesAndItsCodingThrowsNamingIt() throws {
    let state = ReadingRoom.State(readers: [Reader(name: "Ada")])
    XCTAssertThrowsError(try encoder.encode(state)) { error in
      XCTAssertTrue("\(error)".contains("Array<Reader> is not Encodable"), "\(error)")
    }
    XCTAssertThrowsError(
      try JSONDecoder().decode(
        ReadingRoom.Action.self, from: Data(#"{"readerTapped":{"_0":{}}}"#.utf8))
    ) { error in
      XCTAssertTrue("\(error)".contains("Reader is not Decodable"), "\(error)")
    }
  }
}
