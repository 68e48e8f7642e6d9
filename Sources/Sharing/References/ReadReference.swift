/// A value computed from another reference: what `SharedReader.read { … }` reads.
final class ReadReference<Base: SharedReference, Value>: SharedReference {
  private let base: Base
  private let body: @Sendable (Base.Value) -> Value

  init(base: Base, body: @escaping @Sendable (Base.Value) -> Value) {
    self.base = base
    self.body = body
  }

  var id: ObjectIdentifier { base.id }
  var isPersisted: Bool { base.isPersisted }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var wrappedValue: Value { body(base.wrappedValue) }

  func load() async throws { try await base.load() }

  var description: String { ".map(\(base.description), as: \(Value.self).self)" }
}
