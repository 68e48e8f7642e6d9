/// The values an exported test decodes ahead of a `modify(\.case) { … }`, whose closure cannot
/// throw: each becomes `let name = try decode(Type.self, from: #"…"#)` before it, and the
/// assignment inside reads `name`.
final class DecodedValues {
  private(set) var declarations: [String] = []
  private var names: Set<String> = []
  /// The modules of the test, which import those of the types declared.
  private let imports: ImportedModules

  init(imports: ImportedModules) {
    self.imports = imports
  }

  /// Declares `value` and returns its name; `nil` when `value` does not encode. A case with a
  /// payload (a stack element, `.detail(…)`) is named after its case, anything else after the
  /// last property of `path` (`$0.path[id: 1]` names `path`, never the subscript's `id`).
  func declare(_ value: Any, at path: String) -> String? {
    let value = SwiftLiteral.unwrapped(value)
    guard let json = SwiftLiteral.json(of: value) else { return nil }
    let base = Self.caseName(of: value) ?? Self.propertyName(in: path) ?? "value"
    var name = base
    var number = 1
    while names.contains(name) {
      number += 1
      name = "\(base)\(number)"
    }
    names.insert(name)
    let typeName = ImportedModules.portable(String(reflecting: type(of: value)))
    imports.add(typeNamed: typeName)
    declarations.append(
      """
      let \(name) = try \(SwiftLiteral.decodeFunction)(\
      \(typeName).self, from: \(SwiftLiteral.rawStringLiteral(json)))
      """)
    return name
  }

  /// The case of an enum value with a payload, when it can name a constant.
  private static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let label = mirror.children.first?.label,
      label.first?.isLetter == true, label.allSatisfy({ $0.isLetter || $0.isNumber }),
      !keywords.contains(label)
    else { return nil }
    return label
  }

  /// The last property of `path`, its subscripts left out.
  private static func propertyName(in path: String) -> String? {
    path.replacing(/\[[^\]]*\]/, with: "")
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .last { $0.first?.isLetter == true && !keywords.contains(String($0)) }.map(String.init)
  }

  /// Words a constant cannot be called.
  private static let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum",
    "extension", "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init",
    "inout", "is", "let", "nil", "operator", "protocol", "repeat", "return", "self", "Self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]
}
