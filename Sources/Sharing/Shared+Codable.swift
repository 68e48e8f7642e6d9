/// NavMirror's mirror encodes every state, so a share in a state encodes as its value, and
/// decodes as a new share of the decoded value (`Shared(value:)`), which a ``SharedStorage``
/// restored beside it does not reach. swift-sharing leaves `Shared` without `Codable`: TCA
/// never encodes states.
extension Shared: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(reference: BoxReference(try Value(from: decoder)))
  }
}

extension SharedReader: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension SharedReader: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(reference: BoxReference(try Value(from: decoder)))
  }
}
