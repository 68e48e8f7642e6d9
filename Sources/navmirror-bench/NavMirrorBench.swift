import ArgumentParser

/// `navmirror-bench`: benchmarks, one subcommand group per layer (`server` here; `core` and
/// `mirror` are added beside it).
@main
struct NavMirrorBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navmirror-bench",
    abstract: "Benchmarks for NavMirror.",
    subcommands: [
      ServerCommand.self, MapBenchmark.self, CoreBenchmark.self, MirrorCommand.self,
      RedisBenchmark.self,
    ]
  )
}
