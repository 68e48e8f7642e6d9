/// Why `HTTPServer.start()` failed.
public struct ServerError: Error, CustomStringConvertible, Sendable {
  /// A message for the operator, such as `cannot listen on 127.0.0.1:8080: address in use`.
  public let message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
