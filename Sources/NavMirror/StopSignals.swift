import Dispatch
import Foundation
import Synchronization

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

/// Lets one caller through: the first signal stops the server, later ones do nothing.
private final class Once: Sendable {
  private let done = Atomic(false)

  func run(_ body: () -> Void) {
    if !done.exchange(true, ordering: .acquiringAndReleasing) { body() }
  }
}
