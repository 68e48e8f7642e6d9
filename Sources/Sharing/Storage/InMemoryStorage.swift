import Foundation
import Synchronization

/// Where `.inMemory` keys keep their values, as swift-sharing's: nothing leaves the process,
/// except what a ``SharedStorage`` snapshot encodes.
///
/// Values compare by identity: copies share the same values.
public struct InMemoryStorage: Hashable, Sendable {
  let values = Values()

  /// Creates an empty storage.
  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values === rhs.values }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(values)) }

  /// An entry: a value, or its encoding restored from a snapshot and decoded on first use.
  enum Entry: Sendable {
    case value(any Sendable)
    case encoded(Data)
  }

  /// The values by key.
  final class Values: Sendable {
    private let storage = Mutex<[String: Entry]>([:])

    /// The value at `key` as a `Value`, decoding a restored encoding once; `nil` when there is
    /// none or it is of another type.
    func value<Value: Sendable>(at key: String, as type: Value.Type) -> Value? {
      storage.withLock { storage in
        switch storage[key] {
        case .value(let value as Value):
          return value
        case .encoded(let data):
          guard let decodable = Value.self as? any Decodable.Type,
            let value = try? JSONDecoder().decode(decodable, from: data) as? Value
          else { return nil }
          storage[key] = .value(value)
          return value
        default:
          return nil
        }
      }
    }

    /// The value at `key`, storing `defaultValue` there when there is none.
    func value<Value: Sendable>(at key: String, default defaultValue: Value) -> Value {
      if let value = value(at: key, as: Value.self) { return value }
      storage.withLock { $0[key] = .value(defaultValue) }
      return defaultValue
    }

    func set(_ value: some Sendable, at key: String) {
      storage.withLock { $0[key] = .value(value) }
    }

    var entries: [String: Entry] {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }
  }
}
