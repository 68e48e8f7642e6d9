import CLinuxShims
import Foundation
import MirrorUI
import Synchronization

/// Serves your apps with NavMirror: the page, rooms, roles, persistence, time travel, flows and
/// the flow map, from a few lines of `main.swift`:
///
/// ```swift
/// import NavMirror
///
/// NavMirrorServer(apps: [
///   MirrorApp(
///     name: "checkout", summary: "Cart, address and payment on one stack.",
///     initialState: CheckoutFeature.State(), reducer: CheckoutFeature(),
///     view: CheckoutView.init)
/// ]).run()
/// ```
///
/// `run()` reads the command line as `navmirror` does (`--port`, `--data-dir`,
/// `--driver-token`, …, and the `map` subcommand; `--help` lists them), serves until SIGINT or
/// SIGTERM, and exits.
public struct NavMirrorServer: Sendable {
  /// The apps served, in the order the page lists them.
  public let apps: [MirrorApp]
  /// The app a room gets when its link names none.
  public let defaultApp: String

  /// Serves `apps`; rooms start with `defaultApp` (the first app when `nil`) unless their link
  /// names another with `?demo=`.
  public init(apps: [MirrorApp], defaultApp: String? = nil) {
    self.apps = apps
    self.defaultApp = defaultApp ?? apps.first?.name ?? ""
  }

  /// Parses the command line, serves, and exits when stopped (or with a clear message when the
  /// setup is wrong: no apps, two apps with one name, no page to serve).
  public func run() -> Never {
    // Swift buffers stdout when it is a pipe or a file; a server's log must reach it line by line.
    navmirror_line_buffer_stdout()
    ServedApps.current = self
    RootCommand.main()
    exit(0)
  }
}

/// The apps of the running `NavMirrorServer`, for the command line types that ArgumentParser
/// instantiates.
enum ServedApps {
  private static let served = Mutex(NavMirrorServer(apps: []))

  /// The server `run()` serves; set once before the command line is parsed.
  static var current: NavMirrorServer {
    get { served.withLock { $0 } }
    set { served.withLock { $0 = newValue } }
  }

  static var names: String { current.apps.map(\.name).joined(separator: ", ") }

  static func app(named name: String) throws -> MirrorApp {
    guard let app = current.apps.first(where: { $0.name == name }) else {
      throw NavMirrorError(description: "No app called '\(name)'. Valid apps: \(names).")
    }
    return app
  }
}

/// A setup problem, said in one line.
struct NavMirrorError: Error, CustomStringConvertible {
  let description: String
}
