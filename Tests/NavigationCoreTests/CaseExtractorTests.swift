import CasePaths
import XCTest

@testable import NavigationCore

final class CaseExtractorTests: XCTestCase {
  @CasePathable
  enum Inner: Equatable {
    case left(Int)
    case right(String)
    case neither
  }

  @CasePathable
  enum Outer: Equatable {
    case inner(Inner)
    case count(Int)
    case title(String)
    case reset
    case pair(Int, String)
  }

  /// Every case, twice, in an order that visits the other cases before and after each one.
  let values: [Outer] = [
    .reset, .count(1), .inner(.left(1)), .title("a"), .inner(.right("b")), .pair(1, "x"),
    .inner(.neither), .count(2), .reset, .inner(.left(2)), .title("c"), .pair(2, "y"),
  ]

  func testEnumTagsTellCasesApartAndIgnorePayloads() throws {
    let tag = try XCTUnwrap(EnumTag.reader(for: Outer.self))
    XCTAssertEqual(tag(.count(1)), tag(.count(99)))
    XCTAssertEqual(tag(.inner(.left(1))), tag(.inner(.neither)))
    let cases: [Outer] = [.inner(.neither), .count(0), .title(""), .reset, .pair(0, "")]
    XCTAssertEqual(Set(cases.map(tag)).count, cases.count)
    XCTAssertNotNil(EnumTag.reader(for: Int?.self))
    XCTAssertNil(EnumTag.reader(for: Int.self))
    XCTAssertNil(EnumTag.reader(for: String.self))
  }

  func testOnlyKeyPathsNamingOneCaseRememberAnswers() {
    XCTAssertTrue(CaseExtractor(\Outer.Cases.count).remembersOtherCases)
    XCTAssertTrue(CaseExtractor(\Outer.Cases.reset).remembersOtherCases)
    XCTAssertTrue(CaseExtractor(\Outer.Cases.inner).remembersOtherCases)
    XCTAssertFalse(CaseExtractor(\Outer.Cases.inner.left).remembersOtherCases)
  }

  func testOneCaseKeyPathsAnswerLikeSwiftCasePathsForEveryCaseRepeatedly() {
    assertSameAnswers(\Outer.Cases.count)
    assertSameAnswers(\Outer.Cases.title)
    assertSameAnswers(\Outer.Cases.reset)
    assertSameAnswers(\Outer.Cases.inner)
    assertSameAnswers(\Outer.Cases.pair)
  }

  func testKeyPathsThroughSeveralCasesNeverSkipTheExtraction() {
    // `\.inner.left` says no to `.inner(.right)` but yes to `.inner(.left)`: the same outer
    // case, so no answer may be reused for it.
    assertSameAnswers(\Outer.Cases.inner.left)
    assertSameAnswers(\Outer.Cases.inner.right)
    assertSameAnswers(\Outer.Cases.inner.neither)
  }

  func testEmbedPutsTheValueInTheCase() {
    XCTAssertEqual(CaseExtractor(\Outer.Cases.count).embed(3), .count(3))
    XCTAssertEqual(CaseExtractor(\Outer.Cases.inner.left).embed(4), .inner(.left(4)))
  }

  func testCopiesShareWhatTheyLearntAcrossThreads() {
    let extractor = CaseExtractor(\Outer.Cases.title)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      for value in values + values {
        XCTAssertEqual(extractor.extract(from: value), value[case: \.title], "thread \(index)")
      }
    }
  }

  /// Compares the answers as text: some case values (`Void`, tuples) are not `Equatable`.
  private func assertSameAnswers<Value>(_ keyPath: CaseKeyPath<Outer, Value>, line: UInt = #line) {
    let extractor = CaseExtractor(keyPath)
    for value in values + values {
      XCTAssertEqual(
        String(describing: extractor.extract(from: value)),
        String(describing: value[case: keyPath]), "\(value)", line: line)
    }
  }
}
