import ArgumentParser

/// `navmirror-bench mirror …`: what the mirror puts on the wire and how fast it fans out.
struct MirrorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mirror",
    abstract: "Benchmarks of the mirror layer: update sizes, fan-out of patches, page speed.",
    subcommands: [
      MirrorBytesCommand.self, MirrorFanoutCommand.self, MirrorClusterCommand.self,
      MirrorMemoryCommand.self, MirrorStormCommand.self, MirrorDepthCommand.self,
      MirrorRowsCommand.self,
      MirrorServeCommand.self,
      AttackCommand.self, MirrorPageCommand.self,
    ]
  )
}
