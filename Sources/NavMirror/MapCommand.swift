import ArgumentParser
import FlowMap
import Foundation
import Mirror
import MirrorJSON
import MirrorUI

/// `navmirror map`: explores a demo and prints its flow map.
struct MapCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "map",
    abstract: "Explore every reachable screen of a demo and print its navigation graph."
  )

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json, dot, svg
  }

  @Option(help: "The app (demo): \(ServedApps.names).")
  var demo = ServedApps.current.defaultApp

  @Option(help: "json, dot (Graphviz) or svg.")
  var format = Format.json

  @Option(help: "Screens this many actions from the start are not expanded.")
  var maxDepth = 12

  @Option(help: "At most this many states of one screen have their controls tried.")
  var maxStatesPerScreen = ExplorationOptions().maxStatesPerScreen

  @Option(help: "At most this many screens are kept (the server's --map-max-screens).")
  var maxStates = MirrorLimits().mapMaxScreens

  @Option(help: "Seconds the exploration may take; past it the map stops where it got.")
  var timeLimit = Double(MirrorLimits().mapTimeLimitMilliseconds) / 1000

  @Option(
    name: .customLong("text-sample"),
    help: """
      Text typed into each text field, besides its own, unless a served preview shows the \
      field filled in: then its text is typed (repeat for more).
      """)
  var textSamples = ExplorationOptions.defaultTextSamples

  @Flag(help: "Screens of one kind showing values of different identity are different nodes.")
  var distinguishIdentifiedScreens = false

  @Option(help: "Most edges laid out by Graphviz for svg; a larger map is laid out in columns.")
  var graphvizMaxEdges = MirrorLimits().mapGraphvizMaxEdges

  @Flag(help: "No progress line on stderr.")
  var quiet = false

  func run() throws {
    let app: MirrorApp
    do {
      app = try ServedApps.app(named: demo)
    } catch {
      throw ValidationError("\(error)")
    }
    let quiet = quiet
    var explorer = Explorer(
      options: ExplorationOptions(
        maxDepth: maxDepth, maxStates: maxStates, maxStatesPerScreen: maxStatesPerScreen,
        timeLimit: timeLimit, textSamples: textSamples,
        fieldSamples: FieldSamples(previews: ServedApps.current.apps),
        distinguishesIdentifiedScreens: distinguishIdentifiedScreens))
    explorer.progress = { progress in
      guard !quiet else { return }
      let line =
        "\rexploring \(app.name): \(progress.statesSeen) screens, "
        + "\(progress.statesComputed) actions tried, \(progress.queued) states queued, "
        + "depth \(progress.depth)   "
      FileHandle.standardError.write(Data(line.utf8))
    }
    let map = explorer.explore(app)
    if !quiet { FileHandle.standardError.write(Data("\n".utf8)) }
    switch format {
    case .json: print(map.json.text)
    case .dot: print(map.dot, terminator: "")
    case .svg: print(try map.svg(graphvizMaxEdges: graphvizMaxEdges), terminator: "")
    }
  }
}
