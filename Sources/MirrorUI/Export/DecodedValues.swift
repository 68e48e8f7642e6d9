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

  /// Declares `value`, named after the last component of `path`, and returns its name; `nil`
  /// when `value` does not encode.
  func declare(_ value: Any, at path: String) -> String? {
    let value = SwiftLiteral.unwrapped(value)
    guard let json = SwiftLiteral.json(of: value) else { return nil }
    let base =
      path.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .last { $0.first?.isLetter == true }.map(String.init) ?? "value"
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
}
