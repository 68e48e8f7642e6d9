import XCTest

@testable import MirrorUI

/// The modules an exported test imports are read from the full names of the types it writes.
final class ImportedModulesTests: XCTestCase {
  func testEveryModuleAQualifiedTypeNameNamesIsFound() {
    XCTAssertEqual(
      ImportedModules.modules(
        in: "IdentifiedCollections.IdentifiedArray<FoundationEssentials.UUID, Trips.Trip.Leg>"),
      ["IdentifiedCollections", "FoundationEssentials", "Trips"])
    XCTAssertEqual(
      ImportedModules.modules(in: "Swift.Optional<Swift.Array<(Shop.Item, Swift.Int)>>"),
      ["Swift", "Shop"])
    XCTAssertEqual(ImportedModules.modules(in: "Trips.(unknown context at $1234).Local"), ["Trips"])
  }

  func testTheImportsAreTheFixedOnesTheNamedOnesAndTheAppsTestable() {
    let imports = ImportedModules()
    imports.add(typeNamed: "IdentifiedCollections.IdentifiedArray<Foundation.UUID, Trips.Trip>")
    imports.addTestable("Trips")
    XCTAssertEqual(
      imports.lines,
      [
        "import Foundation", "import IdentifiedCollections", "import NavigationCore",
        "import NavigationTesting", "import XCTest", "", "@testable import Trips",
      ])
  }

  func testFoundationsPartsAreWrittenAsFoundation() {
    XCTAssertEqual(
      ImportedModules.portable("Swift.Array<FoundationEssentials.UUID>"),
      "Swift.Array<Foundation.UUID>")
    XCTAssertEqual(
      ImportedModules.portable("MyFoundationEssentials.Thing"), "MyFoundationEssentials.Thing")
  }
}
