/// The modules an exported test imports: every module whose types the test names (a value
/// decoded ahead of a `modify` is declared with its full type,
/// `IdentifiedCollections.IdentifiedArray<Foundation.UUID, Trips.Trip>`), and the app's own
/// modules, imported `@testable` as a person imports the module under test.
final class ImportedModules {
  /// What every exported test imports.
  static let always = ["Foundation", "NavigationCore", "NavigationTesting", "XCTest"]

  /// Modules whose names are imported by another name or not at all: the standard library's,
  /// and Foundation's parts (`FoundationEssentials.UUID` on Linux), which `Foundation` brings.
  private static let implied: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization",
  ]

  private var plain: Set<String> = []
  private var testable: Set<String> = []

  /// Imports the modules that `typeName`, a type as `String(reflecting:)` writes it, names.
  func add(typeNamed typeName: String) {
    for module in Self.modules(in: typeName) where !Self.implied.contains(module) {
      plain.insert(module)
    }
  }

  /// Imports `module` as `@testable`: a module of the app, whose internal types the test names.
  func addTestable(_ module: String) {
    guard !Self.implied.contains(module), !module.isEmpty else { return }
    testable.insert(module)
  }

  /// The import lines: the fixed ones and the plain ones in alphabetical order, a blank line,
  /// then the `@testable` ones.
  var lines: [String] {
    let plainModules = Set(Self.always).union(plain).subtracting(testable).sorted()
    return plainModules.map { "import \($0)" } + [""]
      + testable.sorted().map { "@testable import \($0)" }
  }

  /// `typeName` with Foundation's parts named as `Foundation`, which every platform has:
  /// `FoundationEssentials.UUID` (Linux) is written `Foundation.UUID`.
  static func portable(_ typeName: String) -> String {
    typeName.replacing(/\bFoundation(Essentials|Internationalization)\./, with: "Foundation.")
  }

  /// The first component of each qualified name in `typeName`:
  /// `IdentifiedCollections.IdentifiedArray<Swift.Int, Trips.Trip>` names
  /// `IdentifiedCollections`, `Swift` and `Trips`.
  static func modules(in typeName: String) -> [String] {
    var modules: [String] = []
    var token = ""
    // A token without a dot is no qualified name: a local context's description,
    // `(extension in X)` or `(unknown context at $…)`, names nothing to import.
    for character in typeName + " " {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        token.append(character)
        continue
      }
      if let dot = token.firstIndex(of: "."), dot != token.startIndex {
        modules.append(String(token[..<dot]))
      }
      token = ""
    }
    var seen = Set<String>()
    return modules.filter { seen.insert($0).inserted }
  }
}
