import Glibc

extension Posix {
  /// Turns `SIGPIPE` into `EPIPE` for the whole process: a write to a peer that reset the
  /// connection (through OpenSSL, which writes with `write(2)`, not `MSG_NOSIGNAL`) fails
  /// instead of killing the process.
  public static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
  public static var onlineProcessorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}

extension IOError {
  /// The address is taken by another socket (`EADDRINUSE`).
  public var isAddressInUse: Bool { errnoCode == EADDRINUSE }
  /// The address is not one of this host's (`EADDRNOTAVAIL`).
  public var isAddressUnavailable: Bool { errnoCode == EADDRNOTAVAIL }
  /// The process's or the system's descriptor table is full (`EMFILE`, `ENFILE`).
  public var isDescriptorTableFull: Bool { errnoCode == EMFILE || errnoCode == ENFILE }
  /// The kernel is short of memory for the call (`ENOBUFS`, `ENOMEM`).
  public var isOutOfKernelMemory: Bool { errnoCode == ENOBUFS || errnoCode == ENOMEM }
}
