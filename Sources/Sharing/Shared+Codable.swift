/// NavMirror's mirror encodes every state, so a share in a state encodes as its value, and
/// decodes as a new share of the decoded value (`Shared(value:)`) — or, while ``SharedLinks``
/// link a decoding, as the share of a key's storage that sat at the same place in the state
/// before and holds an equal value, so that a state put back (time travel, a restart) shares
/// the storage put back beside it. swift-sharing leaves `Shared` without `Codable`: TCA never
/// encodes states.
extension Shared: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    SharedLinks.recording?.record(reference, at: encoder.codingPath)
    try wrappedValue.encode(to: encoder)
  }
}

extension Shared: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    let value = try Value(from: decoder)
    if let linked = SharedLinks.linking?.mutableReference(at: decoder.codingPath, holding: value) {
      self.init(reference: linked)
    } else {
      self.init(reference: BoxReference(value))
    }
  }
}

extension SharedReader: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    SharedLinks.recording?.record(reference, at: encoder.codingPath)
    try wrappedValue.encode(to: encoder)
  }
}

extension SharedReader: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    let value = try Value(from: decoder)
    if let linked = SharedLinks.linking?.reference(at: decoder.codingPath, holding: value) {
      self.init(reference: linked)
    } else {
      self.init(reference: BoxReference(value))
    }
  }
}
