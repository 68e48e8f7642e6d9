import ArgumentParser
import Foundation
import NavigationCore

/// `navmirror-bench core`: actions per second through `Store.send` for a push/pop loop on a
/// deep stack, with an observer attached.
///
/// The store starts with `depth - 1` screens pushed; the loop then alternates
/// `.path(.push(id:state:))` of a new screen (depth `depth`) and `.path(.popFrom(id:))` of that
/// screen (back to `depth - 1`). Every action changes the state, so the observer is called for
/// each one. The store keeps no log and does not trace reducers.
struct CoreBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "core",
    abstract: "Push/pop actions per second through Store.send, with an observer attached.")

  @Option(help: "The stack depth reached by each push.")
  var depth = 100

  @Option(help: "Actions per run (pushes and pops).")
  var actions = 1_000_000

  @Option(help: "How many runs; the median is reported.")
  var runs = 5

  @Flag(help: "Send from inside `store.sync { … }` (no queue hop per action).")
  var onQueue = false

  func run() throws {
    var rates: [Double] = []
    for run in 1...max(1, runs) {
      let (seconds, observed, version) = measure()
      let rate = Double(actions) / seconds
      rates.append(rate)
      print(
        "run \(run): \(actions) actions in \(format(seconds, 3)) s: \(Int(rate)) actions/s, "
          + "\(format(1e9 / rate, 0)) ns/action (observer saw \(observed), version \(version))")
    }
    let best = median(rates)
    print(
      "core depth \(depth): median \(Int(best)) actions/s, \(format(1e9 / best, 0)) ns/action "
        + "over \(rates.count) runs\(onQueue ? " (on queue)" : "")")
  }

  /// One run: returns the seconds, the number of changes the observer saw and the final version.
  private func measure() -> (Double, Int, Int) {
    var initial = BenchAppFeature.State()
    for index in 0..<max(0, depth - 1) {
      initial.path.append(.detail(DetailFeature.State(title: "screen \(index)")))
    }
    let store = StoreRuntime(
      initialState: initial, reducer: BenchAppFeature(), keepsLog: false, tracesReducers: false)
    var observed = 0
    store.observe { change in observed &+= change.version & 1 | 1 }
    // Mount the prefilled screens (their presence effects start here, outside the timing).
    store.send(.tabSelected(.search))
    observed = 0
    let pushed = DetailFeature.State(title: "pushed")
    var nextID = max(0, depth - 1)
    let count = actions
    let loop = {
      var index = 0
      while index < count {
        let id = StackElementID(generation: nextID)
        store.send(.path(.push(id: id, state: .detail(pushed))))
        store.send(.path(.popFrom(id: id)))
        nextID += 1
        index += 2
      }
    }
    let start = nanoseconds()
    if onQueue { store.sync(loop) } else { loop() }
    let seconds = Double(nanoseconds() - start) / 1e9
    let version = store.version
    store.cancelAllEffects()
    return (seconds, observed, version)
  }
}
