import Foundation
import MirrorJSON
import MirrorUI
import XCTest

@testable import Mirror

/// The ids and dates a room's app drew, kept with each change: written to the journal and read
/// back exactly, carried by flows, and refused with a clear error when an imported flow's are
/// not ids and dates.
final class DrawnValuesTests: XCTestCase {
  private var drawn: DrawnValues {
    var drawn = DrawnValues()
    drawn.uuids = [UUID(uuidString: "AFA80884-D953-4C34-BB00-F07B3C8F660D")!]
    // A time of day with every bit of its seconds used: it must come back exactly.
    drawn.dates = [
      Date(timeIntervalSinceReferenceDate: 817_650_418.553_801_4),
      Date(timeIntervalSinceReferenceDate: 0),
    ]
    return drawn
  }

  func testAJournalLineKeepsWhatTheAppDrewExactly() throws {
    let entry = JournalEntry(
      version: 3, time: 1, origin: "c1", action: ["starTapped": [:]], operations: [],
      drawn: drawn)
    let line = try JSONParser.parse(Array(entry.json.text.utf8))
    XCTAssertEqual(try JournalEntry(json: line), entry)
    XCTAssertEqual(try JournalEntry(json: line).drawn?.dates, drawn.dates)
    let nothing = JournalEntry(version: 3, time: 1, origin: nil, action: [:], operations: [])
    XCTAssertNil(nothing.json["drawn"], "a change that drew nothing writes nothing of it")
  }

  func testWhatIsNotIdsAndDatesIsRefusedNamingTheShape() {
    let malformed: [JSONValue] = [
      ["uuid": "AFA80884-D953-4C34-BB00-F07B3C8F660D"],
      ["uuid": ["not an id"]],
      ["date": ["yesterday"]],
      ["date": 3],
      ["uuids": []],
      [1, 2],
    ]
    for json in malformed {
      XCTAssertThrowsError(try DrawnValues(json: json), "\(json)") { error in
        XCTAssertTrue("\(error)".contains("'drawn' is"), "\(error)")
      }
    }
  }

  func testAFlowCarriesWhatEachStepDrewAndAnImportRefusesWhatIsNot() throws {
    let step = Flow.Step(action: ["a": [:]], client: "c1", delay: 0, state: [:], drawn: drawn)
    let flow = Flow(name: "f", demo: "d", initialState: [:], steps: [step])
    XCTAssertEqual(try Flow(json: flow.json, limits: MirrorLimits()), flow)

    guard case .object(var object) = flow.json, case .array(var steps)? = object["steps"],
      case .object(var first) = steps[0]
    else { return XCTFail("\(flow.json)") }
    first["drawn"] = ["uuid": [1]]
    steps[0] = .object(first)
    object["steps"] = .array(steps)
    XCTAssertThrowsError(try Flow(json: .object(object), limits: MirrorLimits())) { error in
      XCTAssertTrue("\(error)".contains("'drawn' is"), "\(error)")
    }
  }
}
