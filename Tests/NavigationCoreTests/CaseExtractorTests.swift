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
    XCTAssertEqual(Set(cases.map { tag($0) }).count, cases.count)
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

  final class Reference: Equatable {
    let name: String
    init(_ name: String) { self.name = name }
    static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.name == rhs.name }
  }

  struct Large: Equatable {
    var a = 1
    var b = 2
    var c = 3
    var d = "four"
  }

  @CasePathable
  enum Mixed: Equatable {
    case object(Reference)
    case text(String)
    case large(Large)
    indirect case nested(Mixed)
    indirect case boxed(Large)
    case optional(Int?)
    case empty
  }

  func testMatchingCasesAreServedDirectlyOnceCheckedAndStillAnswerRight() {
    assertDirectness(\Mixed.Cases.object, direct: true)
    assertDirectness(\Mixed.Cases.text, direct: true)
    assertDirectness(\Mixed.Cases.large, direct: true)
    assertDirectness(\Mixed.Cases.optional, direct: true)
    assertDirectness(\Mixed.Cases.empty, direct: true)
    // The indirect cases keep swift-case-paths: their payload is boxed.
    assertDirectness(\Mixed.Cases.nested, direct: false)
    assertDirectness(\Mixed.Cases.boxed, direct: false)
  }

  /// A payload with padding between its fields: `flag` takes one byte of the first word.
  struct Padded: Equatable {
    var flag = true
    var items = ["a", "b"]
    var count = 3
  }

  @CasePathable
  enum Root: Equatable {
    case padded(Padded)
    indirect case boxedPadded(Padded)
    case pair(Bool, [Int])
    case none
  }

  func testTheFieldDescriptorTellsInlinePayloadsFromIndirectOnes() {
    XCTAssertTrue(EnumTag.storesInline(Padded.self, inCase: 0, of: Root.self))
    XCTAssertFalse(EnumTag.storesInline(Padded.self, inCase: 1, of: Root.self), "indirect")
    XCTAssertTrue(EnumTag.storesInline((Bool, [Int]).self, inCase: 2, of: Root.self))
    XCTAssertFalse(EnumTag.storesInline(Padded.self, inCase: 2, of: Root.self), "other type")
    XCTAssertFalse(EnumTag.storesInline(Padded.self, inCase: 3, of: Root.self), "no payload")
    XCTAssertFalse(EnumTag.storesInline(Int.self, inCase: 0, of: Int?.self), "generic")
    XCTAssertTrue(EnumTag.storesInline(Reference.self, inCase: 0, of: Mixed.self))
    XCTAssertFalse(EnumTag.storesInline(Mixed.self, inCase: 3, of: Mixed.self), "indirect")
  }

  func testPayloadsWithPaddingAreServedDirectlyAndChangedInPlace() {
    let padded = CaseExtractor(\Root.Cases.padded)
    var root = Root.padded(Padded())
    for _ in 0..<3 { _ = padded.modify(&root) { $0.count += 1 } }
    XCTAssertTrue(padded.isDirect)
    XCTAssertEqual(root, .padded(Padded(count: 6)))
    XCTAssertEqual(padded.extract(from: .padded(Padded(flag: false))), Padded(flag: false))
    XCTAssertNil(padded.extract(from: .boxedPadded(Padded())))
    XCTAssertEqual(padded.embed(Padded(items: [])), .padded(Padded(items: [])))
    _ = padded.modify(&root) { $0.items.append("c") }
    XCTAssertEqual(root, .padded(Padded(items: ["a", "b", "c"], count: 6)))

    let boxed = CaseExtractor(\Root.Cases.boxedPadded)
    var indirect = Root.boxedPadded(Padded())
    for _ in 0..<3 { _ = boxed.modify(&indirect) { $0.count += 1 } }
    XCTAssertFalse(boxed.isDirect)
    XCTAssertEqual(indirect, .boxedPadded(Padded(count: 6)))

    let pair = CaseExtractor(\Root.Cases.pair)
    var tuple = Root.pair(true, [1])
    for _ in 0..<3 { _ = pair.modify(&tuple) { $0.1.append(2) } }
    XCTAssertTrue(pair.isDirect)
    XCTAssertEqual(tuple, .pair(true, [1, 2, 2, 2]))
  }

  func testDirectEmbeddingBuildsTheSameValues() {
    let text = CaseExtractor(\Mixed.Cases.text)
    _ = text.extract(from: .text("learn"))
    XCTAssertTrue(text.isDirect)
    let long = String(repeating: "x", count: 100)
    XCTAssertEqual(text.embed(long), .text(long))
    let large = CaseExtractor(\Mixed.Cases.large)
    _ = large.extract(from: .large(Large()))
    XCTAssertEqual(large.embed(Large(a: 7, d: "seven")), .large(Large(a: 7, d: "seven")))
    let empty = CaseExtractor(\Mixed.Cases.empty)
    _ = empty.extract(from: .empty)
    XCTAssertEqual(empty.embed(()), .empty)
    let boxed = CaseExtractor(\Mixed.Cases.boxed)
    _ = boxed.extract(from: .boxed(Large()))
    XCTAssertFalse(boxed.isDirect)
    XCTAssertEqual(boxed.embed(Large(b: 0)), .boxed(Large(b: 0)))
  }

  func testDirectExtractionKeepsReferencesAlive() {
    weak var released: Reference?
    do {
      let extractor = CaseExtractor(\Mixed.Cases.object)
      var value: Mixed? = .object(Reference("kept"))
      for _ in 0..<1_000 { XCTAssertEqual(extractor.extract(from: value!)?.name, "kept") }
      released = extractor.extract(from: value!)
      XCTAssertNotNil(released)
      value = nil
      _ = value
    }
    XCTAssertNil(released, "an extracted reference was retained once too often")
  }

  final class Box { var value = 0 }

  @CasePathable
  enum Holder {
    case box(Box)
    case pair(Box, Int)
    indirect case boxed(Box)
    case none
  }

  func testModifyChangesThePayloadWhereItLiesOnceDirect() {
    let extractor = CaseExtractor(\Holder.Cases.box)
    var holder = Holder.box(Box())
    // The first time through swift-case-paths, which copies the payload out and back.
    XCTAssertEqual(
      extractor.modify(&holder) {
        $0.value += 1; return $0.value
      }, 1)
    XCTAssertTrue(extractor.isDirect)
    let unique = extractor.modify(&holder) { box -> Bool in
      box.value += 1
      return isKnownUniquelyReferenced(&box)
    }
    XCTAssertEqual(unique, true, "the payload was copied out of the enum")
    guard case .box(let box) = holder else { return XCTFail("\(holder)") }
    XCTAssertEqual(box.value, 2)

    var other = Holder.none
    XCTAssertNil(extractor.modify(&other) { _ in XCTFail("ran for another case") })
  }

  func testModifyOfATupleAndOfAnIndirectCaseKeepsTheCase() {
    let pair = CaseExtractor(\Holder.Cases.pair)
    var holder = Holder.pair(Box(), 1)
    for _ in 0..<3 { _ = pair.modify(&holder) { $0.1 += 10 } }
    guard case .pair(_, let number) = holder else { return XCTFail("\(holder)") }
    XCTAssertEqual(number, 31)

    let boxed = CaseExtractor(\Holder.Cases.boxed)
    var indirect = Holder.boxed(Box())
    for _ in 0..<3 { _ = boxed.modify(&indirect) { $0.value += 1 } }
    XCTAssertFalse(boxed.isDirect)
    guard case .boxed(let box) = indirect else { return XCTFail("\(indirect)") }
    XCTAssertEqual(box.value, 3)
  }

  /// Checks the answers for every case, twice, and whether the case became direct.
  private func assertDirectness<Value>(
    _ keyPath: CaseKeyPath<Mixed, Value>, direct: Bool, line: UInt = #line
  ) {
    let values: [Mixed] = [
      .object(Reference("a")), .text("short"), .text(String(repeating: "long ", count: 20)),
      .large(Large()), .nested(.text("in")), .boxed(Large(a: 9)), .optional(nil),
      .optional(5), .empty, .nested(.nested(.empty)), .large(Large(d: "other")),
    ]
    let extractor = CaseExtractor(keyPath)
    for value in values + values {
      XCTAssertEqual(
        String(describing: extractor.extract(from: value)),
        String(describing: value[case: keyPath]), "\(value)", line: line)
    }
    XCTAssertEqual(extractor.isDirect, direct, line: line)
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
