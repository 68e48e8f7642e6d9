/// Reads generated Swift for what the attack battery checks: string literals whose text would
/// run as code.
enum SwiftLiterals {
  /// How many interpolations the string literals of `source` hold: `\(` in an ordinary
  /// literal, `\#(` with the literal's own delimiter in a raw one. An exported test writes
  /// none: every one would be text a visitor typed, run on the developer's machine.
  static func liveInterpolations(in source: String) -> Int {
    let scalars = Array(source.unicodeScalars)
    var count = 0
    var index = 0
    while index < scalars.count {
      if scalars[index...].starts(with: ["/", "/"]) {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        continue
      }
      var quote = index
      while quote < scalars.count, scalars[quote] == "#" { quote += 1 }
      guard quote < scalars.count, scalars[quote] == "\"" else {
        index = max(index + 1, quote)
        continue
      }
      let hashes = Array(repeating: Unicode.Scalar("#"), count: quote - index)
      let quotes: [Unicode.Scalar] =
        scalars[quote...].starts(with: ["\"", "\"", "\""]) ? ["\"", "\"", "\""] : ["\""]
      let closing = quotes + hashes
      let escape = ["\\"] + hashes
      var inside = quote + quotes.count
      while inside < scalars.count, !scalars[inside...].starts(with: closing) {
        if scalars[inside...].starts(with: escape) {
          let escaped = inside + escape.count
          if escaped < scalars.count, scalars[escaped] == "(" { count += 1 }
          inside = escaped + 1
        } else {
          inside += 1
        }
      }
      index = inside + closing.count
    }
    return count
  }
}
