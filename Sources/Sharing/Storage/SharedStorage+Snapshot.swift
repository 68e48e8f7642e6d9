import Foundation

extension SharedStorage {
  /// The contents of a ``SharedStorage`` at one moment: its files, its in-memory values and
  /// its app storage. `Codable`, so that a runtime journals it beside the state it goes with.
  ///
  /// An in-memory value that is not `Encodable` is kept by the snapshot in this process only:
  /// ``unencodedKeys`` names those a decoded snapshot lacks.
  public struct Snapshot: Codable, Equatable, Sendable {
    /// The files of `.fileStorage` keys, by absolute path (a storage on the disk has none).
    public var files: [String: Data]
    /// The values of `.inMemory` keys, as JSON.
    public var values: [String: Data]
    /// The app storage defaults, as a binary property list (`nil` for defaults the storage
    /// was given rather than made).
    public var appStorage: Data?
    /// The `.inMemory` keys whose values could not be encoded.
    public var unencodedKeys: [String]
    var liveValues: [String: UncheckedValue] = [:]

    enum CodingKeys: String, CodingKey { case files, values, appStorage, unencodedKeys }

    /// A snapshot of `files`, in-memory `values` and `appStorage` (a binary property list of
    /// the defaults' domain), as a runtime read them back from where it kept them.
    public init(
      files: [String: Data] = [:], values: [String: Data] = [:], appStorage: Data? = nil,
      unencodedKeys: [String] = []
    ) {
      self.files = files
      self.values = values
      self.appStorage = appStorage
      self.unencodedKeys = unencodedKeys
    }

    init(
      files: [String: Data], values: [String: Data], appStorage: Data?, unencodedKeys: [String],
      liveValues: [String: UncheckedValue]
    ) {
      self.init(
        files: files, values: values, appStorage: appStorage, unencodedKeys: unencodedKeys)
      self.liveValues = liveValues
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.files == rhs.files && lhs.values == rhs.values && lhs.appStorage == rhs.appStorage
        && lhs.unencodedKeys == rhs.unencodedKeys
    }

    /// What the snapshot holds, for people: each key as swift-sharing prints it
    /// (`.fileStorage("/path")`, `.inMemory("key")`, `.appStorage("key")`) with its value as
    /// JSON (`nil` when it has none: an unencodable value, bytes that are not JSON).
    public var entries: [(key: String, json: Data?)] {
      var entries: [(key: String, json: Data?)] = []
      for (path, data) in files.sorted(by: { $0.key < $1.key }) {
        let isJSON =
          (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
        entries.append((".fileStorage(\(String(reflecting: path)))", isJSON ? data : nil))
      }
      for key in Set(values.keys).union(unencodedKeys).sorted() {
        entries.append((".inMemory(\(String(reflecting: key)))", values[key]))
      }
      for (key, value) in Self.appStorageValues(appStorage).sorted(by: { $0.key < $1.key }) {
        let json = try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
        entries.append((".appStorage(\(String(reflecting: key)))", json))
      }
      return entries
    }

    static func appStorageValues(_ data: Data?) -> [String: Any] {
      guard let data,
        let domain = try? PropertyListSerialization.propertyList(from: data, format: nil)
      else { return [:] }
      return domain as? [String: Any] ?? [:]
    }
  }

  /// An in-memory value a snapshot keeps as it is: values of `.inMemory` keys are `Sendable`.
  struct UncheckedValue: Sendable {
    let value: any Sendable
  }

  /// The storage's contents now.
  public func snapshot() -> Snapshot {
    var values: [String: Data] = [:]
    var unencoded: [String] = []
    var live: [String: UncheckedValue] = [:]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for (key, entry) in inMemory.values.entries {
      switch entry {
      case .encoded(let data):
        values[key] = data
      case .value(let value):
        live[key] = UncheckedValue(value: value)
        if let encodable = value as? any Encodable, let data = try? encoder.encode(encodable) {
          values[key] = data
        } else {
          unencoded.append(key)
        }
      }
    }
    var appStorageData: Data?
    if let appStorageSuite {
      let domain = appStorage.persistentDomain(forName: appStorageSuite) ?? [:]
      appStorageData = try? PropertyListSerialization.data(
        fromPropertyList: domain, format: .binary, options: 0)
    }
    return Snapshot(
      files: fileStorage.memory?.files ?? [:], values: values, appStorage: appStorageData,
      unencodedKeys: unencoded.sorted(), liveValues: live)
  }

  /// Puts `snapshot`'s contents back, replacing the storage's, and makes every `@Shared` of
  /// the storage read them: a key the snapshot lacks reads as its default again.
  public func restore(_ snapshot: Snapshot) {
    fileStorage.memory?.files = snapshot.files
    var entries: [String: InMemoryStorage.Entry] = [:]
    for (key, data) in snapshot.values { entries[key] = .encoded(data) }
    for (key, live) in snapshot.liveValues { entries[key] = .value(live.value) }
    inMemory.values.entries = entries
    if let appStorageSuite {
      appStorage.setPersistentDomain(
        Snapshot.appStorageValues(snapshot.appStorage), forName: appStorageSuite)
    }
    references.reloadAll()
  }
}
