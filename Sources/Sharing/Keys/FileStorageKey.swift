import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a `Codable` value kept as JSON in a file, as swift-sharing's:
  /// `@Shared(.fileStorage(.documentsDirectory.appending(component: "items.json")))`.
  public static func fileStorage<Value: Codable>(
    _ url: URL, decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = decoder ?? JSONDecoder()
    let encoder = encoder ?? FileStorageKey<Value>.defaultEncoder
    return fileStorage(
      url, decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) })
  }

  /// A key to a value kept in a file, read and written with `decode` and `encode`.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// The key `.fileStorage(_:)` makes: a file of the current ``FileStorage``.
///
/// Each change is written at once (swift-sharing debounces writes on the main queue, which
/// nothing drains on Linux); changes made to the file by other processes are seen on the
/// next `load()`.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let storage: FileStorage
  private let url: URL
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data

  fileprivate init(
    url: URL, decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.storage = storage
    self.url = url
    self.decode = decode
    self.encode = encode
  }

  public var id: FileStorageKeyID { FileStorageKeyID(url: url, storage: storage) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard let data = try? storage.load(url), !data.isEmpty else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(with: Result { try decode(data) })
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(with: Result { try storage.save(encode(value), url) })
  }

  /// swift-sharing's encoder: pretty-printed with sorted keys, so that files diff well.
  static var defaultEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String { ".fileStorage(\(String(reflecting: url)))" }
}

/// The identity of a ``FileStorageKey``: its file in its storage.
public struct FileStorageKeyID: Hashable {
  let url: URL
  let storage: FileStorage
}
