import Foundation
import Logging
import MirrorJSON
import Synchronization

/// The saved flows: files under `DIR/flows/NAME.json`, or memory only when there is no data
/// directory. A flow is saved as a room's journal writes: to a new file, fsync'ed, renamed over
/// the old one, and its folder fsync'ed, so a save that answered survives a power loss.
final class FlowStore: Sendable {
  private let directory: URL?
  private let disk: any JournalDisk
  /// The limits flows are saved and read within.
  let limits: MirrorLimits
  private let flows: Mutex<[String: Flow]>

  init(
    dataDirectory: URL?, limits: MirrorLimits, disk: any JournalDisk = PosixDisk(),
    logger: Logger
  ) {
    directory = dataDirectory?.appendingPathComponent("flows")
    self.disk = disk
    self.limits = limits
    flows = Mutex(Self.load(from: directory, limits: limits, logger: logger))
  }

  /// The flows saved in `directory`, by name; those that cannot be read are logged and left out.
  private static func load(
    from directory: URL?, limits: MirrorLimits, logger: Logger
  ) -> [String: Flow] {
    guard let directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [:] }
    var loaded: [String: Flow] = [:]
    for file in names where file.hasSuffix(".json") {
      do {
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        let flow = try Flow(
          json: JSONParser.parse(Array(data), limits: limits.flowParsing), limits: limits)
        loaded[flow.name] = flow
      } catch {
        logger.warning("flow \(file) could not be read: \(error)")
      }
    }
    return loaded
  }

  var all: [Flow] { flows.withLock { flows in flows.values.sorted { $0.name < $1.name } } }

  func flow(named name: String) throws -> Flow {
    guard let flow = flows.withLock({ flows in flows[name] }) else {
      throw FlowError.notFound(name)
    }
    return flow
  }

  /// Saves `flow`, replacing one of the same name; on disk before it returns.
  ///
  /// - Throws: ``FlowError/tooLarge(_:)`` when the flow is over the size limits, or when it
  ///   has a new name and the server already keeps as many flows as it may;
  ///   ``FlowError/storage(_:)`` when the disk refuses it (the flow saved before is kept).
  func save(_ flow: Flow) throws {
    let bytes = try flow.encoded(within: limits)
    let previous = try flows.withLock { flows in
      let previous = flows[flow.name]
      guard previous != nil || flows.count < limits.maxFlows else {
        throw FlowError.tooLarge(
          "This server keeps \(limits.maxFlows) flows, its limit; replace one by saving under its name."
        )
      }
      flows[flow.name] = flow
      return previous
    }
    guard let directory else { return }
    do {
      try write(bytes, named: flow.name, in: directory)
    } catch {
      flows.withLock { flows in flows[flow.name] = previous }
      throw FlowError.storage("\(error)")
    }
  }

  /// Writes a flow's file durably; a folder it had to create is made durable with its parent.
  private func write(_ bytes: [UInt8], named name: String, in directory: URL) throws {
    let folder = directory.path
    if !FileManager.default.fileExists(atPath: folder) {
      try disk.createDirectory(folder)
      try disk.synchronizeDirectory(directory.deletingLastPathComponent().path)
    }
    let file = directory.appendingPathComponent("\(name).json")
    // A name of its own, so that two saves of one flow at once never write the same file.
    let temporary = directory.appendingPathComponent("\(name).json.\(UUID().uuidString).tmp")
    try disk.writeFile(temporary.path, bytes)
    try disk.rename(temporary.path, to: file.path)
    try disk.synchronizeDirectory(folder)
  }
}
