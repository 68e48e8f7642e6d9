import Glibc

extension Posix {
  /// Moves `source` over `destination` in one step (`rename(2)`): a reader sees the old file
  /// or the new one, never neither, which is what an atomic replace on disk needs.
  public static func replace(_ destination: String, with source: String) throws {
    try check(Glibc.rename(source, destination), "rename")
  }
}
