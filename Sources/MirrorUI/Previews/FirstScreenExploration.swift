import MirrorJSON

/// What the flow map explorer sees of a preview: its first screen, whose controls send
/// nothing, so that the map is that screen alone.
final class FirstScreenExploration: ExplorableApp {
  let initialState: JSONValue
  private let firstScene: Scene

  init(snapshot: AppSnapshot) {
    initialState = snapshot.state
    firstScene = Scene(
      root: snapshot.scene.root.withoutActions, presentations: [],
      diagnostics: snapshot.scene.diagnostics)
  }

  func scene(for state: JSONValue) -> Scene { firstScene }

  func normalized(_ state: JSONValue) -> (state: JSONValue, json: JSONValue) { (state, state) }

  func action(from json: JSONValue) throws -> JSONValue {
    throw AppRuntimeError.unknownAction("a preview's map is its first screen")
  }

  func step(from state: JSONValue, sending action: JSONValue) -> ExplorationStep<JSONValue> {
    ExplorationStep(state: state, changed: false, diagnostics: [], effectsCancelled: 0)
  }
}
