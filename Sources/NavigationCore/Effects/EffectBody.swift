import Dependencies

/// The async code of a `.run` effect, with what it runs with: the only part of an effect that is
/// real concurrent code. Everything else an effect does is bookkeeping that the
/// ``EffectInterpreter`` carries out on its serial context.
@usableFromInline
struct EffectBody<Action> {
  /// The name the effect was given, shown in the page's effects lane.
  let name: String?
  let priority: TaskPriority?
  /// The dependencies of the moment the effect was made, which the body runs with.
  let dependencies: DependencyValues
  /// The navigation context the effect was made in: what `dismiss` dismisses and what
  /// `Task.cancel(id:)` is scoped to.
  let navigation: NavigationContext
  let run: @Sendable (Send<Action>) async -> Void

  init(
    name: String?, priority: TaskPriority?, dependencies: DependencyValues,
    navigation: NavigationContext, run: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    self.name = name
    self.priority = priority
    self.dependencies = dependencies
    self.navigation = navigation
    self.run = run
  }

  /// The same body, sending `transform` of each action it sends.
  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> EffectBody<NewAction> {
    let run = self.run
    return EffectBody<NewAction>(
      name: name, priority: priority, dependencies: dependencies, navigation: navigation
    ) { send in
      await run(Send { action in send.send(transform(action)) })
    }
  }
}
