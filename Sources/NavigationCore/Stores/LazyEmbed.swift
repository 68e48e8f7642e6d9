import CasePaths

/// How a child action becomes its parent's, through a case key path that is built, with its
/// case path, the first time an action is embedded: building a case key path costs more than
/// rendering most views, and most renders send nothing through most of their stores.
package final class LazyEmbed<Root, Value> {
  private let keyPath: () -> CaseKeyPath<Root, Value>
  private var embed: ((Value) -> Root)?

  package init(_ keyPath: @escaping () -> CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  /// `value` as the parent's action.
  package func callAsFunction(_ value: Value) -> Root {
    if let embed { return embed(value) }
    let built = AnyCasePath(keyPath()).embed
    embed = built
    return built(value)
  }
}
