import Glibc

// The calls a durable file needs, aliased once like the others.
private let sysOpen: @Sendable (UnsafePointer<CChar>, Int32, mode_t) -> Int32 = {
  path, flags, mode in
  Glibc.open(path, flags, mode)
}
private let sysFsync = Glibc.fsync
private let sysFtruncate = Glibc.ftruncate
private let sysLseek = Glibc.lseek
private let sysMkdir = Glibc.mkdir
private let sysUnlink = Glibc.unlink
private let sysWriteFile = Glibc.write

extension Posix {
  /// Opens `path` for appending (creating it when `create`), close-on-exec, as a blocking
  /// descriptor.
  public static func openForAppending(_ path: String, create: Bool = false) throws -> Int32 {
    let flags = O_WRONLY | O_APPEND | O_CLOEXEC | (create ? O_CREAT : 0)
    guard
      case .processed(let fd) = try syscall(blocking: true, "open", { sysOpen(path, flags, 0o644) })
    else { throw IOError(errnoCode: EAGAIN, function: "open") }
    return fd
  }

  /// Creates `path` empty (or empties it), for writing, close-on-exec.
  public static func createFile(_ path: String) throws -> Int32 {
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
    guard
      case .processed(let fd) = try syscall(blocking: true, "open", { sysOpen(path, flags, 0o644) })
    else { throw IOError(errnoCode: EAGAIN, function: "open") }
    return fd
  }

  /// Writes all of `bytes` to the blocking descriptor `fd`, however many calls it takes; a
  /// failure may come after part of them was written.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let pointer = buffer.baseAddress! + offset
        let remaining = buffer.count - offset
        guard
          case .processed(let written) = try syscall(
            blocking: true, "write",
            {
              sysWriteFile(fd, pointer, remaining)
            })
        else { throw IOError(errnoCode: EAGAIN, function: "write") }
        offset += written
      }
    }
  }

  /// Waits until what was written to `fd` is on the disk (`fsync(2)`).
  public static func synchronize(_ fd: Int32) throws {
    _ = try syscall(blocking: true, "fsync") { sysFsync(fd) }
  }

  /// Cuts the file of `fd` to `length` bytes (`ftruncate(2)`).
  public static func truncate(_ fd: Int32, to length: Int) throws {
    _ = try syscall(blocking: true, "ftruncate") { sysFtruncate(fd, off_t(length)) }
  }

  /// The length of the file of `fd`.
  public static func fileLength(_ fd: Int32) throws -> Int {
    guard
      case .processed(let end) = try syscall(blocking: true, "lseek", { sysLseek(fd, 0, SEEK_END) })
    else { return 0 }
    return Int(end)
  }

  /// Makes the names in folder `path` durable: a file created or renamed in it survives a
  /// power loss only once its folder was synchronized too.
  public static func synchronizeDirectory(_ path: String) throws {
    guard
      case .processed(let fd) = try syscall(
        blocking: true, "open",
        {
          sysOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        })
    else { return }
    defer { close(fd) }
    try synchronize(fd)
  }

  /// Creates folder `path`; one that exists already is fine.
  public static func makeDirectory(_ path: String) throws {
    if sysMkdir(path, 0o755) == 0 { return }
    let code = errno
    if code == EEXIST { return }
    throw IOError(errnoCode: code, function: "mkdir")
  }

  /// Removes file `path`; one that is not there is fine.
  public static func removeFile(_ path: String) {
    _ = sysUnlink(path)
  }
}
