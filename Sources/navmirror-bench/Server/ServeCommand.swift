import ArgumentParser

/// `navmirror-bench server serve`: the server under test, run as its own process.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Runs a broadcast + echo server for the benchmarks.")

  @Option(help: "The port to listen on.") var port: UInt16 = 9000

  func run() throws {}
}
