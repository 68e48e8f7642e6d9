import MirrorJSON
import XCTest

final class JSONRoundTripTests: XCTestCase {
  enum Tab: String, Codable, Equatable { case first, second }
  enum Child: Codable, Equatable { case tapped, renamed(String), moved(from: Int, to: Int) }
  enum Root: Codable, Equatable { case child(Child), tab(Tab), pair(Int, Int), nothing }
  struct Holder: Codable, Equatable {
    var name: String; var count: Int; var ratio: Double; var tag: String?
  }

  func testUnlabeledSingleValueIsWrittenWithoutUnderscoreZero() throws {
    let json = try JSONValueEncoder().encode(Root.child(.tapped))
    XCTAssertEqual(json.text, #"{"child":{"tapped":{}}}"#)
    XCTAssertEqual(try JSONValueEncoder().encode(Root.tab(.second)).text, #"{"tab":"second"}"#)
    XCTAssertEqual(
      try JSONValueEncoder().encode(Root.pair(1, 2)).text, #"{"pair":{"_0":1,"_1":2}}"#)
  }

  /// Encodes the coding path it is asked from, at every level it is asked.
  struct PathProbe: Encodable {
    enum Keys: String, CodingKey { case outer, inner, list }
    struct Leaf: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "/"))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var outer = container.nestedContainer(keyedBy: Keys.self, forKey: .outer)
      try outer.encode(Leaf(), forKey: .inner)
      var list = outer.nestedUnkeyedContainer(forKey: .list)
      try list.encode(Leaf())
      try Leaf().encode(to: container.superEncoder())
      try Leaf().encode(to: container.superEncoder(forKey: .inner))
    }
  }

  /// An array element's index is part of its path, as in the decoder's paths.
  func testEncoderReportsTheCodingPathOfEachLevel() throws {
    XCTAssertEqual(
      try JSONValueEncoder().encode(PathProbe()).text,
      #"{"outer":{"inner":"outer/inner","list":["outer/list/0"]},"super":"","inner":"inner"}"#)
  }

  func testContainsIsFalseForAMissingKey() throws {
    struct Probe: Decodable {
      enum Keys: String, CodingKey { case dismiss, presented }
      let hasDismiss: Bool
      let hasPresented: Bool
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        hasDismiss = container.contains(.dismiss)
        hasPresented = container.contains(.presented)
      }
    }
    let probe = try JSONValueDecoder().decode(Probe.self, from: ["presented": 3])
    XCTAssertFalse(probe.hasDismiss)
    XCTAssertTrue(probe.hasPresented)
  }

  func testDecoderReadsBothSpellings() throws {
    let decoder = JSONValueDecoder()
    XCTAssertEqual(
      try decoder.decode(Root.self, from: JSONParser.parse(#"{"child":{"tapped":{}}}"#)),
      .child(.tapped))
    XCTAssertEqual(
      try decoder.decode(Root.self, from: JSONParser.parse(#"{"child":{"_0":{"tapped":{}}}}"#)),
      .child(.tapped))
    XCTAssertEqual(
      try decoder.decode(Root.self, from: JSONParser.parse(#"{"child":{"renamed":"x"}}"#)),
      .child(.renamed("x")))
  }

  func testRoundTripsKeepEveryValue() throws {
    let values: [Root] = [.child(.moved(from: 1, to: 2)), .tab(.first), .pair(-3, 4), .nothing]
    for value in values {
      let text = try JSONValueEncoder().encode(value).text
      XCTAssertEqual(try JSONValueDecoder().decode(Root.self, from: JSONParser.parse(text)), value)
    }
    let holder = Holder(name: "é \"q\"\n", count: 3, ratio: 0.25, tag: nil)
    let text = try JSONValueEncoder().encode(holder).text
    XCTAssertEqual(try JSONValueDecoder().decode(Holder.self, from: JSONParser.parse(text)), holder)
  }

  /// Scalars in keyed and unkeyed containers are read without the generic path; a value of
  /// the wrong type still names where it lies, and every scalar type round-trips.
  func testScalarsDecodeDirectlyAndMismatchesNameTheirPath() throws {
    struct Scalars: Codable, Equatable {
      var flag: Bool; var text: String; var number: Double; var count: Int; var small: UInt8
      var list: [Int]; var names: [String]; var flags: [Bool]; var ratios: [Double]
    }
    let value = Scalars(
      flag: true, text: "t", number: 2.5, count: -4, small: 7, list: [1, 2], names: ["a"],
      flags: [false], ratios: [1, 0.5])
    let json = try JSONValueEncoder().encode(value)
    XCTAssertEqual(
      json.text,
      #"{"flag":true,"text":"t","number":2.5,"count":-4,"small":7,"list":[1,2],"names":["a"],"#
        + #""flags":[false],"ratios":[1,0.5]}"#)
    XCTAssertEqual(try JSONValueDecoder().decode(Scalars.self, from: json), value)

    func path(of text: String) -> String? {
      let decoded = Result {
        try JSONValueDecoder().decode([String: Holder].self, from: JSONParser.parse(text))
      }
      guard case .failure(let error) = decoded else { return nil }
      guard case DecodingError.typeMismatch(_, let context) = error else { return "\(error)" }
      return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: "/")
    }
    XCTAssertEqual(path(of: #"{"x":{"name":1,"count":1,"ratio":1}}"#), "x/name")
    XCTAssertEqual(path(of: #"{"x":{"name":"a","count":"1","ratio":1}}"#), "x/count")
    XCTAssertEqual(path(of: #"{"x":{"name":"a","count":1.5,"ratio":1}}"#), "x/count")
    XCTAssertEqual(path(of: #"{"x":{"name":"a","count":1,"ratio":true}}"#), "x/ratio")
    struct Lists: Decodable { var list: [Int] }
    XCTAssertThrowsError(
      try JSONValueDecoder().decode(Lists.self, from: JSONParser.parse(#"{"list":[1,"b"]}"#))
    ) { error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(context.codingPath.map { $0.intValue ?? -1 }, [-1, 1])
      XCTAssertEqual(context.codingPath.first?.stringValue, "list")
    }
  }

  func testParserRejectsMalformedInput() {
    for bad in [
      "", "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "01", "1.", "\"\u{01}\"", "[] []",
      "\"\\ud800\"",
    ] {
      XCTAssertThrowsError(try JSONParser.parse(bad), bad)
    }
  }

  func testParserLimitsNesting() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    XCTAssertThrowsError(try JSONParser.parse(deep))
  }

  func testParserReadsEscapesAndNumbers() throws {
    XCTAssertEqual(try JSONParser.parse(#""\u00e9\ud83d\ude00\n""#), .string("é😀\n"))
    XCTAssertEqual(try JSONParser.parse("[-0, 12, 1.5e2]"), [.int(0), .int(12), .double(150)])
    XCTAssertEqual(try JSONParser.parse(#"{"b":1,"a":2}"#).text, #"{"b":1,"a":2}"#)
  }
}
