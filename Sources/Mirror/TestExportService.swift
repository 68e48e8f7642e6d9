import Dispatch
import MirrorUI
import Synchronization

/// The exported tests `GET /api/flows/NAME/test` answers with. Writing one reflects on every
/// step's states and costs as much as the flow is long, so each flow's test is written once
/// and kept while the flow is unchanged (up to `exportCacheBytes`, least recently asked for
/// forgotten first); at most `maxConcurrentExports` requests write or wait for a test at once,
/// and a request for a test already being written waits for that one.
final class TestExportService: Sendable {
  /// Why a test is not written now.
  enum Refusal: Error {
    /// `maxConcurrentExports` requests are already writing or waiting.
    case busy
  }

  private struct Entry {
    let flow: Flow
    let source: String
    var lastUse: UInt64
  }

  private struct State {
    var kept: [String: Entry] = [:]
    var keptBytes = 0
    var uses: UInt64 = 0
    var writing: [String: (flow: Flow, computation: SharedComputation<Result<String, any Error>>)] =
      [:]
    var busy = 0
  }

  private let limits: MirrorLimits
  private let write: @Sendable (Flow, MirrorApp) throws -> String
  private let state = Mutex(State())

  /// A service within `limits` that writes a test with `write` (the flow's own, by default).
  init(
    limits: MirrorLimits,
    write: @escaping @Sendable (Flow, MirrorApp) throws -> String = {
      try $0.swiftTest(using: $1.start())
    }
  ) {
    self.limits = limits
    self.write = write
  }

  /// Requests writing or waiting for a test now (for tests).
  var requestsInProgress: Int { state.withLock { $0.busy } }

  /// The test of `flow`, written with the types of `app`.
  ///
  /// - Throws: ``Refusal/busy`` past `maxConcurrentExports`; what writing the test throws.
  func test(of flow: Flow, app: MirrorApp) throws -> String {
    enum Next {
      case kept(String)
      case wait(SharedComputation<Result<String, any Error>>)
      case write(SharedComputation<Result<String, any Error>>)
    }
    let next = try state.withLock { state throws(Refusal) -> Next in
      state.uses += 1
      if let entry = state.kept[flow.name], entry.flow == flow {
        state.kept[flow.name]?.lastUse = state.uses
        return .kept(entry.source)
      }
      guard state.busy < limits.maxConcurrentExports else { throw .busy }
      state.busy += 1
      if let writing = state.writing[flow.name], writing.flow == flow {
        return .wait(writing.computation)
      }
      let computation = SharedComputation<Result<String, any Error>>()
      state.writing[flow.name] = (flow, computation)
      return .write(computation)
    }
    let result: Result<String, any Error>
    switch next {
    case .kept(let source):
      return source
    case .wait(let computation):
      result = computation.wait(timeout: .never) ?? .failure(Refusal.busy)
    case .write(let computation):
      result = Result { try write(flow, app) }
      computation.finish(with: result)
      state.withLock { state in
        if state.writing[flow.name]?.computation === computation {
          state.writing[flow.name] = nil
        }
        if case .success(let source) = result { keep(source, of: flow, in: &state) }
      }
    }
    state.withLock { state in state.busy -= 1 }
    return try result.get()
  }

  /// Keeps `source`, forgetting the tests asked for least recently while over the budget.
  private func keep(_ source: String, of flow: Flow, in state: inout State) {
    let size = source.utf8.count
    guard size <= limits.exportCacheBytes else { return }
    if let old = state.kept.removeValue(forKey: flow.name) {
      state.keptBytes -= old.source.utf8.count
    }
    while state.keptBytes + size > limits.exportCacheBytes,
      let oldest = state.kept.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      state.kept[oldest.key] = nil
      state.keptBytes -= oldest.value.source.utf8.count
    }
    state.kept[flow.name] = Entry(flow: flow, source: source, lastUse: state.uses)
    state.keptBytes += size
  }
}
