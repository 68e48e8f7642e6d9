import Glibc

/// What `stat` says of a file.
public struct FileStatus: Sendable, Equatable {
  /// The size in bytes.
  public let size: Int
  /// The last modification, in nanoseconds since 1970.
  public let modified: UInt64
  /// Whether it is a regular file.
  public let isRegularFile: Bool
  /// Whether it is a directory.
  public let isDirectory: Bool

  init(_ info: stat) {
    size = Int(info.st_size)
    modified = UInt64(info.st_mtim.tv_sec) * 1_000_000_000 + UInt64(info.st_mtim.tv_nsec)
    isRegularFile = info.st_mode & S_IFMT == S_IFREG
    isDirectory = info.st_mode & S_IFMT == S_IFDIR
  }
}

extension Posix {
  /// Moves `source` over `destination` in one step (`rename(2)`): a reader sees the old file
  /// or the new one, never neither, which is what an atomic replace on disk needs.
  public static func replace(_ destination: String, with source: String) throws {
    try check(Glibc.rename(source, destination), "rename")
  }

  /// Opens `path` for reading, close-on-exec.
  public static func openForReading(_ path: String) throws -> Int32 {
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    try check(fd, "open")
    return fd
  }

  /// What `stat` says of the open file `fd`.
  public static func status(of fd: Int32) throws -> FileStatus {
    var info = stat()
    try check(fstat(fd, &info), "fstat")
    return FileStatus(info)
  }

  /// What `stat` says of the file at `path` (links followed); `nil` when there is none.
  public static func status(atPath path: String) -> FileStatus? {
    var info = stat()
    return stat(path, &info) == 0 ? FileStatus(info) : nil
  }

  /// The absolute form of `path` with every link resolved (`realpath`); `nil` when it does
  /// not exist.
  public static func realPath(_ path: String) -> String? {
    guard let pointer = Glibc.realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Reads `count` bytes from `fd`'s current position, retrying interrupted reads; `nil`
  /// when the file ends sooner or a read fails.
  public static func read(_ fd: Int32, exactly count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        try? syscall(blocking: true, "read") {
          Glibc.read(fd, buffer.baseAddress! + filled, count - filled)
        }
      }
      guard case .processed(let read)? = result, read > 0 else { return nil }
      filled += read
    }
    return bytes
  }

  /// A descriptor kept in reserve (on `/dev/null`), to close when the table is full so that
  /// one more can be accepted and shed; -1 when none could be opened.
  public static func openSpareDescriptor() -> Int32 {
    Glibc.open("/dev/null", O_RDONLY | O_CLOEXEC)
  }
}
