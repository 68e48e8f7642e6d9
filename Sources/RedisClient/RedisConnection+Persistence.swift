extension RedisConnection {
  /// A warning when the server keeps its data less safely than NavMirror's local journal does,
  /// which syncs every entry before it is acknowledged: Redis gives that promise with
  /// `appendonly yes` and `appendfsync always`. `nil` when the server is set so.
  ///
  /// The settings are read with `CONFIG GET`; a server that refuses it (a managed Redis may
  /// rename the command) gets a warning saying they could not be checked.
  public func persistenceWarning() async throws(RedisError) -> String? {
    let address = driver.address
    var settings: [String: String] = [:]
    do {
      for name in ["appendonly", "appendfsync"] {
        let pair = try await send(["CONFIG", "GET", RedisArgument(name)]).array ?? []
        if pair.count == 2, let value = pair[1].string { settings[name] = value }
      }
    } catch .server(let text) {
      return "could not check the persistence of Redis at \(address) (CONFIG GET: \(text)): "
        + "acknowledged actions survive a crash of Redis only with appendonly yes and "
        + "appendfsync always"
    }
    let appendOnly = settings["appendonly"] ?? "unknown"
    let fsync = settings["appendfsync"] ?? "unknown"
    guard appendOnly != "yes" || fsync != "always" else { return nil }
    return "Redis at \(address) has appendonly \(appendOnly) and appendfsync \(fsync): "
      + "acknowledged actions can be lost if Redis crashes; set appendonly yes and "
      + "appendfsync always for the promise of the local journal"
  }
}
