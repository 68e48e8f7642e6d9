/// A binding action crosses the wire, and is journaled, as `{"field": name, "value": value}`:
/// the field's name in `Root._$bindableFields` and its value's own JSON. Decoding looks the
/// field up by name and decodes the value as the field's type, giving back the action that
/// `.set(\.field, value)` makes.
extension BindingAction: Codable where Root: ObservableState {
  private enum CodingKeys: String, CodingKey {
    case field, value
  }

  /// Decodes `{"field": name, "value": value}`; a field that is not one of
  /// `Root._$bindableFields`, or a value that is not of the field's type, is a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let field = try container.decode(String.self, forKey: .field)
    guard let keyPath = Root._$bindableFields[field] else {
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: """
          "\(field)" is not a field bindings can set on \(Root.self). \
          Fields: \(Root._$bindableFields.keys.sorted().joined(separator: ", ")).
          """)
    }
    let valueType = type(of: keyPath).valueType
    guard let decodableType = valueType as? any Decodable.Type else {
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: "The field \"\(field)\" holds \(valueType), which is not Decodable.")
    }
    let value: any Decodable
    do {
      value = try container.decode(decodableType, forKey: .value)
    } catch {
      throw DecodingError.typeMismatch(
        valueType,
        DecodingError.Context(
          codingPath: container.codingPath + [CodingKeys.value],
          debugDescription: "The value of the field \"\(field)\" must be a \(valueType).",
          underlyingError: error))
    }
    guard let equatable = value as? any Equatable, let action = Self(keyPath, equatable) else {
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: """
          The field "\(field)" of \(Root.self) cannot be set by a binding: it must be a \
          writable property of an Equatable type.
          """)
    }
    self = action
  }

  /// Encodes `{"field": name, "value": value}`; throws an `EncodingError` when the field is not
  /// one of `Root._$bindableFields` or its value is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    guard let field = Root._$bindableFields.first(where: { $0.value == keyPath })?.key else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(keyPath) is not one of the fields bindings can set on \(Root.self)."
        ))
    }
    guard let encodable = value as? any Encodable else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: encoder.codingPath + [CodingKeys.value],
          debugDescription: "The value of the field \"\(field)\" is not Encodable."))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(field, forKey: .field)
    try container.encode(encodable, forKey: .value)
  }

  /// The action setting the field at `keyPath` to `value`; `nil` when the field is not
  /// writable or holds another type.
  private init?<Value: Equatable>(_ keyPath: PartialKeyPath<Root>, _ value: Value) {
    guard let keyPath = keyPath as? WritableKeyPath<Root, Value> else { return nil }
    self.init(keyPath: keyPath, value: value)
  }
}
