import Foundation
import MirrorJSON

/// The shares of keys' storage a state held, by where each sat in the state's coding: what
/// lets a state decoded from JSON share that storage again instead of holding copies.
///
/// A state encodes its shares as their values and decodes them as shares of their own
/// (`Shared(value:)`), which a storage put back beside the state (a room's time travel, its
/// restart) would not reach. Record the shares of the state in place while encoding it
/// (``recording(_:)``), put the storage back, then decode the new state while linking
/// (``linking(_:)``): a share decoded at the place a recorded one sat, holding a value equal
/// to the recorded one's now, is that share. Values that are not `Equatable`, and shares of a
/// value of their own, are never linked.
///
/// `@unchecked Sendable`: `references` is read and written only under `lock`.
public final class SharedLinks: @unchecked Sendable {
  private let lock = NSLock()
  private var references: [String: AnyObject] = [:]

  /// The links recording the shares of the states encoded now.
  @TaskLocal static var recording: SharedLinks?
  /// The links the shares of the states decoded now are linked by.
  @TaskLocal static var linking: SharedLinks?

  /// Links that record nothing yet.
  public init() {}

  /// Whether no share was recorded.
  public var isEmpty: Bool { lock.withLock { references.isEmpty } }

  /// Runs `body`, which encodes a state, recording where each of its shares of a key's
  /// storage sits.
  public func recording<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$recording.withValue(self, operation: body)
  }

  /// Runs `body`, which decodes a state, linking each share decoded where a recorded one sat.
  public func linking<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$linking.withValue(self, operation: body)
  }

  /// Records `reference`, a share's, at `path`, when a key's storage is behind it.
  func record(_ reference: any SharedReference, at path: [any CodingKey]) {
    guard reference.isPersisted else { return }
    let key = Self.key(path)
    lock.withLock { references[key] = reference as AnyObject }
  }

  /// The share recorded at `path`, when it is one of `Value`s that holds `value`.
  func reference<Value>(at path: [any CodingKey], holding value: Value)
    -> (any SharedReference<Value>)?
  {
    let key = Self.key(path)
    guard let found = lock.withLock({ references[key] }) as? any SharedReference<Value>,
      ValueEquality.areEqual(found.wrappedValue, value)
    else { return nil }
    return found
  }

  /// The writable share recorded at `path`, when it is one of `Value`s that holds `value`.
  func mutableReference<Value>(at path: [any CodingKey], holding value: Value)
    -> (any MutableSharedReference<Value>)?
  {
    reference(at: path, holding: value) as? any MutableSharedReference<Value>
  }

  /// A coding path as one string. An enum case's single value may or may not add a `_0` key,
  /// depending on the coder: it is left out.
  private static func key(_ path: [any CodingKey]) -> String {
    path.lazy.map(\.stringValue).filter { $0 != "_0" }.joined(separator: "/")
  }
}
