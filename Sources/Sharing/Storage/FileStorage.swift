import ConcurrencyExtras
import Foundation

/// Where `.fileStorage` keys read and write their files, as swift-sharing's: the disk, or a
/// file system in memory.
///
/// Tests get a file system in memory of their own (swift-sharing's test value), and so does a
/// ``SharedStorage`` unless it is given the disk: a process serving visitors never writes the
/// files their actions save to its own disk unless its host asks for it.
public struct FileStorage: Hashable, Sendable {
  let id: AnyHashableSendable
  let load: @Sendable (URL) throws -> Data
  let save: @Sendable (Data, URL) throws -> Void
  /// The files, when they are in memory: what a snapshot holds.
  let memory: InMemoryFileSystem?

  /// The disk: files are written atomically, their folders created when missing.
  public static let fileSystem = FileStorage(
    id: AnyHashableSendable("fileSystem"),
    load: { try Data(contentsOf: $0) },
    save: { data, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    },
    memory: nil)

  /// A new, empty file system in memory.
  public static var inMemory: FileStorage {
    let memory = InMemoryFileSystem()
    return FileStorage(
      id: AnyHashableSendable(ObjectIdentifier(memory)),
      load: { url in
        guard let data = memory[url.standardizedFileURL.path] else {
          throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return data
      },
      save: { data, url in memory[url.standardizedFileURL.path] = data },
      memory: memory)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Files in memory, by absolute path.
final class InMemoryFileSystem: Sendable {
  private let storage = LockIsolated<[String: Data]>([:])

  var files: [String: Data] {
    get { storage.value }
    set { storage.setValue(newValue) }
  }

  subscript(path: String) -> Data? {
    get { storage.value[path] }
    set { storage.withValue { $0[path] = newValue } }
  }
}
