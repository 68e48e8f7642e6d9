import Foundation
import MirrorJSON
import NavigationCore
import TestSupport
import XCTest

@testable import MirrorUI

/// Generated code is code: an exported `TestStore` test must be the recorded test and nothing
/// else, whatever a visitor typed into the state or the actions. Adversarial text goes through
/// the exporter; the exported tests are compiled (in one program, to keep the compiler's cost
/// to one run) and run, and every string must read back with exactly its scalars.
final class ExportedCodeInjectionTests: XCTestCase {
  /// What adversarial strings are made of: the delimiters and escapes of Swift's literals and
  /// comments, line breaks and controls, bidirectional overrides, combining marks, invisible
  /// and unassigned scalars, and long runs of `#`.
  static let pieces: [String] = [
    "\"", "\\", "#", "##", "\"#", "\"##", "\\#", "\\##", "\"\"\"", "\"\"\"#", "\\(", "\\#(",
    "\\##(", "\\#(fatalError())", "\\(fatalError())", "\\#u{41}", "\\u{41}", "\\n", "\\#n", "*/",
    "/*", "//", "\n", "\r", "\r\n", "\0", "\u{1}", "\u{7}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\t",
    "\u{202E}", "\u{202D}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{200B}", "\u{200D}", "\u{FEFF}",
    "\u{2028}", "\u{2029}", "\u{A0}", "\u{3000}", "\u{301}", "e\u{301}", "\u{20DD}", "\u{94F}",
    "\u{E000}", "\u{FFFF}", "\u{10FFFF}", "\u{1F600}", "👨‍👩‍👧", "مرحبا", "שלום", "내비게이션",
    "${x}", "'", "`", "%@", "</script>", " ", "  ", "a", "Z", "0",
    String(repeating: "#", count: 300), "\"" + String(repeating: "#", count: 257),
    "\\" + String(repeating: "#", count: 130) + "(fatalError())",
  ]

  func testExportedTestsOfAdversarialTextCompileRunAndReadBackExactly() throws {
    let seed =
      ProcessInfo.processInfo.environment["NAVMIRROR_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64.max)
    var random = SplitMix64(seed: seed)
    let classNames = (0..<3).map { "Adversarial\($0)FlowTests" }
    var files = [(name: "VisitorTextFeature.swift", text: try Self.featureSource())]
    for name in classNames {
      files.append((name + ".swift", try exportedTest(named: name, random: &random)))
    }
    let literals = (0..<150).map { _ in Self.adversarialString(&random) }
    files.append(("LiteralRoundTripTests.swift", Self.literalTests(literals)))
    files.append(
      (
        "main.swift",
        SwiftProgram.main(
          runningRecordedFlowsOf: classNames,
          otherEntries: [#"testCase([("testLiterals", LiteralRoundTripTests.testLiterals)])"#])
      ))

    let result = try SwiftProgram.run(files)
    XCTAssertTrue(result.compiled, "NAVMIRROR_SEED=\(seed)\n\(result.output)")
    XCTAssertEqual(result.status, 0, "NAVMIRROR_SEED=\(seed)\n\(result.output)")
    XCTAssertTrue(
      result.output.contains("Executed \(classNames.count + 1) tests, with 0 failures"),
      "NAVMIRROR_SEED=\(seed)\n\(result.output)")
  }

  /// The attack as it was made: a driver puts `\#(…)` into a state's strings (here code that
  /// creates a file) and saves a flow; whoever runs the exported test must run the recorded
  /// test and nothing else.
  func testAnInterpolationTypedIntoAStateIsNotRunByTheExportedTest() throws {
    // Code inside the interpolation can hold no quote (JSON escapes it): the file is a number.
    let number = UInt32.random(in: 1...UInt32.max)
    let marker = NSTemporaryDirectory() + String(number)
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let payload =
      "\\#(FileManager.default.createFile(atPath: NSTemporaryDirectory() + String(\(number)), "
      + "contents: nil))"
    let harness = try MirrorHarness()
    let driver = try harness.client(room: "inject", query: "&demo=stack-ops")
    guard case .object(var state)? = driver.hello["state"] else { return XCTFail("no state") }
    let article: JSONValue = ["id": 1, "title": .string(payload)]
    state["searchText"] = .string(payload)
    state["searchResults"] = [article]
    driver.send(["type": "setState", "id": "s", "state": .object(state)])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 1)
    driver.sendAction(["searchResultTapped": ["_0": article]])
    XCTAssertEqual(try driver.receive(type: "ack")["version"], 2)
    let saved = try LoopbackHTTP.request(
      port: harness.port, method: "POST", path: "/api/flows",
      body: (["name": "1-inject", "room": "inject", "from": 1, "to": 2] as JSONValue).bytes)
    XCTAssertEqual(saved.status, 201, String(decoding: saved.body, as: UTF8.self))
    let export = try LoopbackHTTP.request(port: harness.port, path: "/api/flows/1-inject/test")
    XCTAssertEqual(export.status, 200)
    let source = String(decoding: export.body, as: UTF8.self)
    let main = SwiftProgram.main(runningRecordedFlowsOf: ["Flow1InjectFlowTests"])
    let result = try SwiftProgram.run([
      ("Flow1InjectFlowTests.swift", source), ("main.swift", main),
    ])
    XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "the payload ran:\n\(source)")
    XCTAssertTrue(result.compiled, result.output)
    XCTAssertEqual(result.status, 0, result.output)
  }

  /// Text that reads like a call to the decoding helper, inside a string, is not one: the
  /// exporter adds `try` (and declares values ahead of a `modify`) only for real calls.
  func testDecodeCallsAreFoundOutsideStringLiteralsOnly() {
    for text in ["decode(from: #\"", "decode(from: \"", "x\\\"decode(from: "] {
      XCTAssertFalse(SwiftLiteral.isThrowing(SwiftLiteral.expression(text)), text)
      XCTAssertFalse(SwiftLiteral.isThrowing(SwiftLiteral.expression([text])), text)
    }
    let draft = VisitorTextFeature.Draft(id: "decode(from: ", text: "\"#decode(from: #\"")
    XCTAssertTrue(SwiftLiteral.isThrowing(SwiftLiteral.expression(draft)))
    XCTAssertTrue(SwiftLiteral.isThrowing(".a(" + SwiftLiteral.expression(draft) + ")"))
  }

  /// A flow of the visitor-text app with adversarial text in its initial state and in every
  /// action, ending with a check that every string still has its scalars, exported as a test.
  private func exportedTest(named name: String, random: inout SplitMix64) throws -> String {
    let runtime = MirrorApp.visitorText.start()
    defer { runtime.stop() }
    let encoder = JSONValueEncoder()
    var notes = 0
    var tags = 0
    func action(_ random: inout SplitMix64) -> VisitorTextFeature.Action {
      let text = Self.adversarialString(&random)
      switch random.next() % 4 {
      case 0: return .titleChanged(text)
      case 1 where notes > 0:
        return .noteEdited(id: "n\(random.next() % UInt64(notes))", text: text)
      case 1, 2:
        notes += 1
        return .noteAdded(.init(id: "n\(notes - 1)" + Self.adversarialString(&random), text: text))
      default:
        tags += 1
        return .tagged(key: "k\(tags)" + Self.adversarialString(&random), value: text)
      }
    }
    for _ in 0..<4 { _ = try runtime.send(encoder.encode(action(&random)), origin: "c1") }
    let initialState = runtime.snapshot().state
    var steps: [RecordedStep] = []
    for index in 0..<13 {
      let next = index == 12 ? .verifyTapped : action(&random)
      let json = try encoder.encode(next)
      _ = try runtime.send(json, origin: "c1")
      steps.append(RecordedStep(action: json, isReceived: false, state: runtime.snapshot().state))
    }
    XCTAssertEqual(steps.last?.state["isVerified"], true)
    return try runtime.swiftTest(
      named: name, initialState: initialState, steps: steps, effectsInFlight: false
    )
    .replacingOccurrences(of: "@testable import MirrorTests\n", with: "")
  }

  /// A test class asserting that each of `strings`, written as a string literal and as raw
  /// literals on one line and on several, has exactly its scalars (compared as hexadecimal
  /// text, which the compiler checks faster than arrays of numbers).
  private static func literalTests(_ strings: [String]) -> String {
    var lines = [
      "import XCTest", "", "final class LiteralRoundTripTests: XCTestCase {",
      "  func testLiterals() {",
    ]
    for string in strings {
      let expected = "\"" + hex(string) + "\""
      for literal in [
        SwiftLiteral.stringLiteral(string), SwiftLiteral.rawStringLiteral(string),
        SwiftLiteral.rawStringLiteral(string, indent: 6),
      ] {
        lines.append("    XCTAssertEqual(hex(\(literal)), \(expected))")
      }
    }
    lines += [
      "  }", "}", "",
      "func hex(_ text: String) -> String {",
      "  text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \")",
      "}", "",
    ]
    return lines.joined(separator: "\n")
  }

  private static func hex(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
  }

  /// A string of zero to ten pieces, some of them random scalars from the whole code space.
  static func adversarialString(_ random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<(random.next() % 11) {
      if random.next() % 5 == 0 {
        let value = UInt32(random.next() % 0x11_0000)
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      } else {
        text += pieces[Int(random.next() % UInt64(pieces.count))]
      }
    }
    return text
  }

  /// The source of ``VisitorTextFeature``, compiled into the program as it is into this target.
  private static func featureSource() throws -> String {
    try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("VisitorTextFeature.swift"), encoding: .utf8)
  }
}

/// A small seeded generator (SplitMix64), so that a failing run can be repeated with its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

extension MirrorApp {
  /// The visitor-text app, mirrored, with a view that shows nothing: only its state is exported.
  static let visitorText = MirrorApp(
    name: "visitor-text", summary: "Text a visitor typed.",
    initialState: VisitorTextFeature.State(), reducer: VisitorTextFeature(),
    view: { _ in EmptyView() })
}
