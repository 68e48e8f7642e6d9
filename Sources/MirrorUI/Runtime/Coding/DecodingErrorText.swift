/// A decoding error as one line for a person: what was wrong and where.
enum DecodingErrorText {
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' at \(path(context.codingPath))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return "\(context.debugDescription) at \(path(context.codingPath))"
    default:
      return "\(error)"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "the top level" : codingPath.map(\.stringValue).joined(separator: ".")
  }
}
