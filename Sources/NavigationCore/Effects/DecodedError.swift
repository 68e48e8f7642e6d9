import Foundation

/// The error a `Result<Value, any Error>` failure holds once decoded from JSON: the original
/// error's description, kept because an error has no JSON of its own.
///
/// ```swift
/// case let .itemsResponse(.failure(error)):
///   state.errorMessage = error.localizedDescription   // the same text before and after a replay
/// ```
public struct DecodedError: Error, Codable, Equatable, Sendable, CustomStringConvertible,
  LocalizedError
{
  /// What the original error said of itself: its `localizedDescription`.
  public let description: String

  /// Keeps what `error` says of itself; a `DecodedError` is kept as it is.
  public init(_ error: any Error) {
    self.description = (error as? DecodedError)?.description ?? error.localizedDescription
  }

  /// The error's text, as `localizedDescription` returns it.
  public var errorDescription: String? { description }
}
