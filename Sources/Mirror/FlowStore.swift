import Foundation
import Logging
import MirrorJSON

/// The saved flows: files under `DIR/flows/NAME.json`, or memory only when there is no data
/// directory.
final class FlowStore: @unchecked Sendable {
  private let directory: URL?
  private let lock = NSLock()
  private var flows: [String: Flow] = [:]

  init(dataDirectory: URL?, logger: Logger) {
    directory = dataDirectory?.appendingPathComponent("flows")
    guard let directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return }
    for file in names where file.hasSuffix(".json") {
      do {
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        let flow = try Flow(json: JSONParser.parse(Array(data)))
        flows[flow.name] = flow
      } catch {
        logger.warning("flow \(file) could not be read: \(error)")
      }
    }
  }

  var all: [Flow] { lock.withLock { flows.values.sorted { $0.name < $1.name } } }

  func flow(named name: String) throws -> Flow {
    guard let flow = lock.withLock({ flows[name] }) else { throw FlowError.notFound(name) }
    return flow
  }

  /// Saves `flow`, replacing one of the same name; on disk before it returns.
  func save(_ flow: Flow) throws {
    if let directory {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("\(flow.name).json")
      try Data(flow.json.bytes).write(to: file, options: .atomic)
    }
    lock.withLock { flows[flow.name] = flow }
  }
}
