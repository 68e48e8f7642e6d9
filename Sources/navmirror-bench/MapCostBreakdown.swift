import DemoFeatures
import FlowMap
import Foundation
import MirrorUI

/// What each kind of work the explorer does costs, measured apart, on the very states and
/// actions of one exploration: how long one reducer step, one full render, one render for the
/// structure alone, one fingerprint and one normalization take, in microseconds (median of
/// several rounds over all of them).
///
/// With the explorer's counts of each, it tells where an exploration's time goes, and what
/// rate the explorer could reach at most if all but one kind of work cost nothing.
struct MapCostBreakdown {
  /// One kind of work: its name, how many an exploration does, and what one costs.
  struct Line {
    var work: String
    var count: Int
    var microseconds: Double
  }

  var lines: [Line]
  /// The steps that cost most, slowest first: the control's label, the node it was pressed on,
  /// and what the step took.
  var slowestSteps: [(control: String, node: String, microseconds: Double)]

  /// Replays `map`'s paths on `app` to get its nodes' states, then times each kind of work on
  /// them over `rounds` rounds.
  static func measure<App: ExplorableApp>(_ app: App, map: FlowMap, rounds: Int) throws -> Self {
    let expanded = map.nodes.filter(\.expanded)
    var states: [App.State] = []
    for node in expanded {
      var state = app.initialState
      for edge in node.path {
        state = app.step(from: state, sending: try app.action(from: map.edges[edge].action)).state
      }
      states.append(app.normalized(state).state)
    }
    // The actions the explorer ran: those of the expanded nodes' controls that decode.
    var transitions: [(App.State, App.Action)] = []
    var pressed: [(control: String, node: String)] = []
    for (state, node) in zip(states, expanded) {
      for control in app.scene(for: state).controls {
        guard let action = try? app.action(from: control.action) else { continue }
        transitions.append((state, action))
        pressed.append((control.label, node.id))
      }
    }
    let stepTimes = transitions.map { transition in
      time([transition], rounds: rounds) { _ = app.step(from: $0.0, sending: $0.1) }
    }
    let slowest = stepTimes.indices.sorted { stepTimes[$0] > stepTimes[$1] }.prefix(5)
    let reached = transitions.map { app.step(from: $0.0, sending: $0.1).state }
    // The explorer renders for the structure alone the states it reaches that are not a node's.
    var seen: [Int: [App.State]] = [:]
    for state in states { seen[app.fingerprint(of: state) ?? 0, default: []].append(state) }
    var otherStates: [App.State] = []
    for state in reached {
      let key = app.fingerprint(of: state) ?? 0
      guard !(seen[key] ?? []).contains(where: { app.isSame($0, as: state) }) else { continue }
      seen[key, default: []].append(state)
      otherStates.append(state)
    }
    return MapCostBreakdown(
      lines: [
        Line(
          work: "reducer step (effects included)", count: transitions.count,
          microseconds: stepTimes.reduce(0, +) / Double(max(1, stepTimes.count))),
        Line(
          work: "fingerprint", count: transitions.count,
          microseconds: time(reached, rounds: rounds) { _ = app.fingerprint(of: $0) }),
        Line(
          work: "full render (controls)", count: states.count,
          microseconds: time(states, rounds: rounds) { _ = app.scene(for: $0) }),
        Line(
          work: "structure render", count: otherStates.count,
          microseconds: time(otherStates, rounds: rounds) { _ = app.navigationScene(for: $0) }),
        Line(
          work: "normalization (JSON round trip)", count: states.count,
          microseconds: time(states, rounds: rounds) { _ = app.normalized($0) }),
      ],
      slowestSteps: slowest.map { (pressed[$0].control, pressed[$0].node, stepTimes[$0]) })
  }

  /// The median over `rounds` rounds of the time `work` takes per item, in microseconds.
  private static func time<T>(_ items: [T], rounds: Int, _ work: (T) -> Void) -> Double {
    guard !items.isEmpty else { return 0 }
    var perItem: [Double] = []
    for _ in 0..<max(1, rounds) {
      let start = DispatchTime.now().uptimeNanoseconds
      for item in items { work(item) }
      let nanoseconds = Double(DispatchTime.now().uptimeNanoseconds - start)
      perItem.append(nanoseconds / 1000 / Double(items.count))
    }
    return perItem.sorted()[perItem.count / 2]
  }

  /// A table: each kind of work, its cost, and the states per second the explorer would reach
  /// if it did only that work `count` times for the `statesComputed` states of an exploration.
  func report(statesComputed: Int) -> String {
    var text = "work                               count   µs each   ceiling if alone\n"
    for line in lines {
      let total = Double(line.count) * line.microseconds
      let ceiling = total > 0 ? Double(statesComputed) / (total / 1e6) : .infinity
      text +=
        line.work.padding(toLength: 33, withPad: " ", startingAt: 0)
        + String(format: "%7d %9.1f %12.0f states/s\n", line.count, line.microseconds, ceiling)
    }
    text += "slowest steps:\n"
    for step in slowestSteps {
      text +=
        String(format: "%9.1f µs  ", step.microseconds) + "'\(step.control)' on \(step.node)\n"
    }
    return text
  }
}
