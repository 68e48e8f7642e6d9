/// Where a reconnecting client left a room: the last version it applied, and the room's epoch
/// when it applied it.
///
/// Versions alone cannot tell one lineage of a room from another: a room created anew, or one
/// whose history was lost, counts its versions again. The epoch names one unbroken lineage, so
/// a version is only resumed from when the epochs match.
struct ResumePoint: Equatable, Sendable {
  let version: Int
  let epoch: String

  /// Reads `since` and `epoch` from the socket URL's query; `nil` unless both are there.
  init?(query: [String: String]) {
    guard let since = query["since"].flatMap({ Int($0) }), since >= 0,
      let epoch = query["epoch"], !epoch.isEmpty
    else { return nil }
    self.init(version: since, epoch: epoch)
  }

  init(version: Int, epoch: String) {
    self.version = version
    self.epoch = epoch
  }

  /// A new epoch: 64 random bits as 16 hexadecimal digits, so that two lineages of a room
  /// never share one.
  static func newEpoch() -> String {
    let digits = String(UInt64.random(in: .min ... .max), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
