import MirrorJSON
import MirrorUI

/// An app that behaves as `base` and keeps every state an exploration reaches: its initial
/// state and the state after each step, in the order they were computed.
final class StateRecordingApp<Base: ExplorableApp>: ExplorableApp {
  let base: Base
  private(set) var states: [Base.State]

  init(_ base: Base) {
    self.base = base
    self.states = [base.initialState]
  }

  var initialState: Base.State { base.initialState }
  func scene(for state: Base.State) -> Scene { base.scene(for: state) }
  func navigationScene(for state: Base.State) -> Scene { base.navigationScene(for: state) }
  func fingerprint(of state: Base.State) -> Int? { base.fingerprint(of: state) }
  func isSame(_ state: Base.State, as other: Base.State) -> Bool { base.isSame(state, as: other) }

  func normalized(_ state: Base.State) -> (state: Base.State, json: JSONValue) {
    base.normalized(state)
  }

  func json(of state: Base.State) -> JSONValue { base.json(of: state) }
  func action(from json: JSONValue) throws -> Base.Action { try base.action(from: json) }

  func step(from state: Base.State, sending action: Base.Action) -> ExplorationStep<Base.State> {
    let step = base.step(from: state, sending: action)
    states.append(step.state)
    return step
  }
}
