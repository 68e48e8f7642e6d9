/// An effect's outcome as TCA features send it, `case response(Result<Value, any Error>)`,
/// crosses the wire and is journaled as `{"success": {"_0": value}}` or
/// `{"failure": {"_0": {"description": text}}}`, the shape the compiler gives enum cases.
///
/// An error has no JSON of its own, so a failure keeps only its description: decoding one gives
/// back a ``DecodedError`` with that description, not the original error's type. A reducer that
/// switches on `.failure` and shows the error's text behaves the same after a replay; one that
/// casts the error to its own type sees a `DecodedError` instead.
extension Result: @retroactive Encodable where Success: Encodable, Failure == any Error {
  /// Encodes the value, or the error's description.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ResultCodingKeys.self)
    switch self {
    case .success(let value):
      var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .success)
      try payload.encode(value, forKey: ._0)
    case .failure(let error):
      var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .failure)
      try payload.encode(DecodedError(error), forKey: ._0)
    }
  }
}

extension Result: @retroactive Decodable where Success: Decodable, Failure == any Error {
  /// Decodes a value, or a failure holding a ``DecodedError``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ResultCodingKeys.self)
    if container.contains(.success) {
      let payload = try container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .success)
      self = .success(try payload.decode(Success.self, forKey: ._0))
    } else {
      let payload = try container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .failure)
      self = .failure(try payload.decode(DecodedError.self, forKey: ._0))
    }
  }
}

private enum ResultCodingKeys: String, CodingKey {
  case success, failure
}

private enum PayloadCodingKeys: String, CodingKey {
  case _0
}
