import ArgumentParser

/// `navmirror-bench`: benchmarks, one subcommand per file.
@main
struct NavMirrorBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navmirror-bench",
    abstract: "Benchmarks for NavMirror.",
    subcommands: [MapBenchmark.self]
  )
}
