import Dispatch
import Foundation

/// Calls a handler once on SIGINT or SIGTERM, for a clean shutdown.
final class StopSignals {
  private let sources: [any DispatchSourceSignal]

  init(_ handler: @escaping @Sendable () -> Void) {
    let once = Once()
    sources = [SIGINT, SIGTERM].map { signalNumber in
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { once.run(handler) }
      source.resume()
      return source
    }
  }
}

private final class Once: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false

  func run(_ body: () -> Void) {
    let first = lock.withLock {
      defer { done = true }
      return !done
    }
    if first { body() }
  }
}
