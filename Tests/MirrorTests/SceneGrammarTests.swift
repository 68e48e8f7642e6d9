import Foundation
import MirrorJSON
import NavigationCore
import XCTest

@testable import MirrorUI

/// docs/PROTOCOL.md's scene grammar says what the server sends: one node of each `SceneNode`
/// case, with every optional field set, is encoded as the page receives it, and its kind and
/// each of its fields must be in the grammar's production for that kind. A new case does not
/// compile until `SceneNodeSample` has a sample of it, so a new kind cannot go undocumented.
final class SceneGrammarTests: XCTestCase {
  func testTheSamplesCoverEverySceneNodeCase() {
    XCTAssertEqual(
      SceneNodeSample.allCases.map { SceneNodeSample(of: $0.node) }, SceneNodeSample.allCases)
  }

  func testEveryNodeKindAndFieldTheServerSendsIsInTheGrammar() throws {
    let grammar = try SceneGrammar.read()
    for sample in SceneNodeSample.allCases {
      try grammar.check(sample.node.json, as: nil, at: "\(sample)")
    }
  }

  func testEveryFieldOfAScreenAndAPresentationIsInTheGrammar() throws {
    let grammar = try SceneGrammar.read()
    let sheet = ScenePresentation(
      kind: .sheet, id: "sheet", title: "Edit", content: .empty, bar: SceneNodeSample.bar,
      buttons: [], dismissAction: SceneNodeSample.action)
    let alert = ScenePresentation(
      kind: .alert, id: "alert", title: "Sure?", message: "Really",
      buttons: [.init(label: "Delete", role: .destructive, action: SceneNodeSample.action)],
      dismissAction: nil)
    let scene = Scene(
      root: SceneNodeSample.stack.node, presentations: [sheet, alert],
      diagnostics: [Diagnostic(code: "code", message: "message", fix: "fix")])
    try grammar.check(scene.json, as: "Scene", at: "scene")
  }
}

/// The productions of the grammar block of PROTOCOL.md's "The scene".
private struct SceneGrammar {
  /// Each production's text, continuation lines joined, by name.
  var productions: [String: String] = [:]

  /// Where a field's object is described, when not in a production with a `kind`.
  static let fieldProductions = [
    "root": "Screen", "path": "Screen", "style": "Style", "actions": "RowActions",
    "focus": "Focus", "input": "Input", "move": "Input", "refresh": "Refresh", "frame": "Frame",
    "detent": "Detent", "detents": "Detent",
    "presentations": "Presentation", "diagnostics": "Diagnostic",
  ]

  /// The fields that hold an action: the feature's JSON, not the grammar's.
  static let actionFields: Set = [
    "action", "popAction", "dismissAction", "focusAction", "blurAction", "submit", "delete",
    "decrement", "increment",
  ]

  static func read() throws -> SceneGrammar {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/PROTOCOL.md").standardized
    let doc = try String(contentsOf: url, encoding: .utf8)
    let section = try XCTUnwrap(doc.components(separatedBy: "\n## The scene\n").last)
    let block = try XCTUnwrap(section.components(separatedBy: "```\n").dropFirst().first)
    var grammar = SceneGrammar()
    var name: String?
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      if let equals = line.firstIndex(of: "="), line.first?.isLetter == true {
        let head = line[..<equals].trimmingCharacters(in: .whitespaces)
        name = head
        grammar.productions[head] = String(line[line.index(after: equals)...])
      } else if let current = name, line.first == " " {
        grammar.productions[current, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
      } else {
        name = nil
      }
    }
    return grammar
  }

  /// The text of the production `name` with the productions it adds (`+ Look`).
  func text(of name: String) -> String? {
    guard let body = productions[name] else { return nil }
    let added = body.split(separator: "+").dropFirst().compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    return added.reduce(body) { $0 + " " + (text(of: $1) ?? "") }
  }

  /// The production whose objects have `"kind": "kind"`.
  func production(ofKind kind: String) -> String? {
    productions.first { name, _ in
      text(of: name).map { Self.kinds(in: $0).contains(kind) } ?? false
    }?.key
  }

  static func kinds(in text: String) -> [String] {
    text.components(separatedBy: "\"kind\":").dropFirst().flatMap { rest in
      rest.split(separator: ",").first.map {
        $0.split(separator: "|").map {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"}"))
        }
      } ?? []
    }
  }

  /// Checks that every field of `value` is in its production: the one its `kind` names, else
  /// `production`; the fields of an object neither names are looked for in the whole grammar.
  func check(_ value: JSONValue, as production: String?, at path: String) throws {
    switch value {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        try check(element, as: production, at: "\(path)[\(index)]")
      }
    case .object(let object):
      var name = production
      if case .string(let kind)? = object["kind"] {
        name = try XCTUnwrap(
          self.production(ofKind: kind), "\(path): no production has kind \(kind)")
      }
      let described = name.flatMap(text(of:)) ?? productions.values.joined(separator: " ")
      for key in object.keys {
        XCTAssert(
          described.contains("\"\(key)\""), "\(path): \(key) is not in \(name ?? "the grammar")")
        guard !Self.actionFields.contains(key), let field = object[key] else { continue }
        try check(field, as: Self.fieldProductions[key], at: "\(path).\(key)")
      }
    default:
      return
    }
  }
}
