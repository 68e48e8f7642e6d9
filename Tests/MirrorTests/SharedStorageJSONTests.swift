import Foundation
import MirrorJSON
import Sharing
import XCTest

@testable import MirrorUI

/// A room's shared storage as its state's `$shared` member reads back as the same storage:
/// every app-storage default keeps its type, files and in-memory values their JSON.
final class SharedStorageJSONTests: XCTestCase {
  func testEveryDefaultKeepsItsTypeThroughJSON() throws {
    let storage = SharedStorage()
    let date = Date(timeIntervalSinceReferenceDate: 817_650_418.5)
    storage.appStorage.set(0, forKey: "zero")
    storage.appStorage.set(1, forKey: "one")
    storage.appStorage.set(true, forKey: "on")
    storage.appStorage.set(3.0, forKey: "ratio")
    storage.appStorage.set("Ada", forKey: "name")
    storage.appStorage.set(Data([1, 2, 3]), forKey: "bytes")
    storage.appStorage.set(date, forKey: "seen")
    storage.appStorage.set(["a", "b"], forKey: "tags")
    let json = try XCTUnwrap(SharedStorageJSON.json(of: storage.snapshot()))
    XCTAssertEqual(
      json["appStorage"],
      [
        "bytes": ["$data": "AQID"], "name": "Ada", "on": true, "one": 1, "ratio": 3.0,
        "seen": ["$date": 817_650_418.5], "tags": ["a", "b"], "zero": 0,
      ])

    let restored = SharedStorage()
    restored.restore(try SharedStorageJSON.snapshot(from: json))
    XCTAssertEqual(SharedStorageJSON.json(of: restored.snapshot()), json)
    XCTAssertEqual(restored.appStorage.object(forKey: "zero") as? Bool, nil, "0 is no boolean")
    XCTAssertEqual(restored.appStorage.integer(forKey: "one"), 1)
    XCTAssertEqual(restored.appStorage.object(forKey: "seen") as? Date, date)
  }

  func testAnEmptyStorageHasNoMember() {
    XCTAssertNil(SharedStorageJSON.json(of: SharedStorage().snapshot()))
  }
}
