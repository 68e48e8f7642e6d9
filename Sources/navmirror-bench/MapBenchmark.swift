import ArgumentParser
import DemoFeatures
import FlowMap
import Foundation

/// `navmirror-bench map`: how fast the flow map explorer computes states.
///
/// A state is computed for every action the explorer runs (including those that land on a
/// node it already knows). Reports the median of the runs' states per second.
struct MapBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "map", abstract: "Explore a demo's flow map and report states per second.")

  @Option(help: "The demo: \(Demos.all.map(\.name).joined(separator: ", ")).")
  var demo = "pattern-reference"

  @Option(help: "Screens this many actions from the start are not expanded.")
  var maxDepth = 8

  @Option(help: "At most this many states of one screen have their controls tried.")
  var maxStatesPerScreen = ExplorationOptions().maxStatesPerScreen

  @Option(help: "At most this many screens are kept.")
  var maxStates = 100_000

  @Option(help: "How many runs; the median is reported.")
  var runs = 5

  @Flag(help: "Also time each kind of work the explorer does, apart, on the same states.")
  var breakdown = false

  func run() throws {
    guard let app = Demos.all.first(where: { $0.name == demo }) else {
      throw ValidationError(
        "No demo called '\(demo)'. Valid demos: \(Demos.all.map(\.name).joined(separator: ", ")).")
    }
    let explorer = Explorer(
      options: ExplorationOptions(
        maxDepth: maxDepth, maxStates: maxStates, maxStatesPerScreen: maxStatesPerScreen))
    var rates: [Double] = []
    for run in 1...max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      let map = explorer.explore(app)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let rate = Double(map.statesComputed) / seconds
      rates.append(rate)
      print(
        "run \(run): \(map.statesComputed) states computed, \(map.nodes.count) nodes, "
          + "\(map.edges.count) edges in \(String(format: "%.3f", seconds)) s: "
          + "\(Int(rate)) states/s")
    }
    let median = rates.sorted()[rates.count / 2]
    print("map \(demo) depth \(maxDepth): median \(Int(median)) states/s over \(rates.count) runs")
    if breakdown {
      let map = explorer.explore(app)
      let costs = try MapCostBreakdown.measure(app.explorable(), map: map, rounds: 9)
      print(costs.report(statesComputed: map.statesComputed), terminator: "")
    }
  }
}
