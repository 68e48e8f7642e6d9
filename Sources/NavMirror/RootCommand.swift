import ArgumentParser
import Foundation

/// The command line of a NavMirror server: `serve` (the default) and `map`.
struct RootCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? "navmirror").lastPathComponent,
    abstract: "Mirror an app's navigation live in the browser: see it, drive it, share it.",
    discussion: "Without a subcommand it serves; `map` draws an app's flow map.",
    subcommands: [ServeCommand.self, MapCommand.self],
    defaultSubcommand: ServeCommand.self
  )
}
