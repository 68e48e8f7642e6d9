/// Previews as SwiftUI spelled them before `#Preview`, and as many apps still write them:
///
/// ```swift
/// struct GameView_Previews: PreviewProvider {
///   static var previews: some View {
///     GameView(store: Store(initialState: Game.State()) { Game() })
///   }
/// }
/// ```
///
/// The `NavMirrorPreviews` build plugin lists each such type of a module in
/// `NavMirrorPreviews.all`, as it lists the `#Preview`s (see ``PreviewDescriptor``).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The view the previews are made of.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
}

extension PreviewDescriptor {
  /// Describes the previews of `provider`, a `PreviewProvider` declared on `line` of `fileID`;
  /// the `NavMirrorPreviews` plugin writes this call.
  public init<Provider: PreviewProvider>(
    provider: Provider.Type, fileID: String, line: Int
  ) {
    self.init(name: String(describing: provider), fileID: fileID, line: line) {
      provider.previews
    }
  }
}
