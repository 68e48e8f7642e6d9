import MirrorUI
import Synchronization

/// The exported tests `GET /api/flows/NAME/test` answers with. Writing one reflects on every
/// step's states and costs as much as the flow is long, so each flow's test is written once,
/// on a thread of its own (never one that serves pages or files), and kept while the flow is
/// unchanged (up to `exportCacheBytes`, least recently asked for forgotten first); at most
/// `maxConcurrentExports` requests wait for a test being written at once, and a request for a
/// test already being written is handed that one.
final class TestExportService: Sendable {
  /// Why a test is not written now.
  enum Refusal: Error {
    /// `maxConcurrentExports` requests already wait for tests being written.
    case busy
  }

  private typealias Writing = SharedComputation<Result<String, any Error>>

  private struct Entry {
    let flow: Flow
    let source: String
    var lastUse: UInt64
  }

  private struct State {
    var kept: [String: Entry] = [:]
    var keptBytes = 0
    var uses: UInt64 = 0
    var writing: [String: (flow: Flow, writing: Writing)] = [:]
    var busy = 0
  }

  private let limits: MirrorLimits
  private let write: @Sendable (Flow, MirrorApp) throws -> String
  private let state = Mutex(State())
  private let worker = WorkerThread(name: "TestExportService")

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

  /// Requests waiting for a test being written now (for tests).
  var requestsInProgress: Int { state.withLock { $0.busy } }

  /// Hands `answer` the test of `flow`, written with the types of `app`, or why not:
  /// ``Refusal/busy`` past `maxConcurrentExports`, or what writing the test threw.
  func test(
    of flow: Flow, app: MirrorApp,
    answer: @escaping @Sendable (Result<String, any Error>) -> Void
  ) {
    enum Next {
      case kept(String)
      case wait(Writing, isNew: Bool)
      case busy
    }
    let next = state.withLock { state -> Next in
      state.uses += 1
      if let entry = state.kept[flow.name], entry.flow == flow {
        state.kept[flow.name]?.lastUse = state.uses
        return .kept(entry.source)
      }
      guard state.busy < limits.maxConcurrentExports else { return .busy }
      state.busy += 1
      if let current = state.writing[flow.name], current.flow == flow {
        return .wait(current.writing, isNew: false)
      }
      let writing = Writing()
      state.writing[flow.name] = (flow, writing)
      return .wait(writing, isNew: true)
    }
    switch next {
    case .kept(let source):
      answer(.success(source))
    case .busy:
      answer(.failure(Refusal.busy))
    case .wait(let writing, let isNew):
      if isNew { start(writing, of: flow, app: app) }
      writing.whenFinished { [self] result in
        state.withLock { state in state.busy -= 1 }
        answer(result)
      }
    }
  }

  /// Writes `flow`'s test on the worker, keeps it, and hands it to the requests waiting.
  private func start(_ writing: Writing, of flow: Flow, app: MirrorApp) {
    worker.run { [self] in
      let result = Result { try write(flow, app) }
      state.withLock { state in
        if state.writing[flow.name]?.writing === writing { state.writing[flow.name] = nil }
        if case .success(let source) = result { keep(source, of: flow, in: &state) }
      }
      writing.finish(with: result)
    }
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
