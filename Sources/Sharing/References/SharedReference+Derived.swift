extension SharedReference {
  /// A reference to the part of the value at `keyPath`.
  func reading<Member>(
    _ keyPath: KeyPath<Value, Member> & Sendable
  ) -> any SharedReference<Member> {
    KeyPathReference(base: self, keyPath: keyPath)
  }

  /// A reference to what `body` computes from the value.
  func mapping<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> any SharedReference<Member> {
    ReadReference(base: self, body: body)
  }

  /// A reference to the unwrapped optional value, starting from `initialValue`.
  func unwrapped<Wrapped>(initialValue: Wrapped) -> any SharedReference<Wrapped>
  where Value == Wrapped? {
    OptionalReference(base: self, initialValue: initialValue)
  }
}

extension MutableSharedReference {
  /// A writable reference to the part of the value at `keyPath`.
  func appending<Member>(
    _ keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> any MutableSharedReference<Member> {
    KeyPathReference(base: self, keyPath: keyPath)
  }

  /// A writable reference to the unwrapped optional value, starting from `initialValue`.
  func unwrapped<Wrapped>(initialValue: Wrapped) -> any MutableSharedReference<Wrapped>
  where Value == Wrapped? {
    OptionalReference(base: self, initialValue: initialValue)
  }

  /// Whether `other` is the same reference (the same storage, through the same path).
  func isSame(as other: any MutableSharedReference<Value>) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
