import MirrorJSON
import MirrorUI
import TestSupport
import XCTest

/// A section's header is drawn in capitals as iOS draws a grouped list's, unless a `.textCase`
/// on its text or around the section sets its letters: what the scene says for each spelling.
final class SectionHeaderCaseSceneTests: XCTestCase {
  func testAHeaderIsDrawnInCapitalsUnlessATextCaseSetsItsLetters() {
    let sections = galleryChildren { _ in
      List {
        Section("Default") { Text("Row") }
        Section {
          Text("Row")
        } header: {
          Text("iCloud Drive").textCase(nil)
        }
        Section("Around") { Text("Row") }
          .textCase(nil)
        Section("Small") { Text("Row") }
          .textCase(.lowercase)
        Section {
          Text("Row")
        } header: {
          Text("Inner Wins").textCase(nil)
        }
        .textCase(.uppercase)
      }
    }
    XCTAssertEqual(
      sections.map { $0["header"] },
      [
        "Default", "iCloud Drive", "Around", "small", "Inner Wins",
      ])
    XCTAssertEqual(
      sections.map { $0["headerAsWritten"] }, [nil, true, true, true, true],
      "the page uppercases only the first")
    XCTAssertEqual(
      sections[3]["children"]?.arrayValue?.first?["text"], "row",
      "the rows take the section's .textCase too")
  }
}
