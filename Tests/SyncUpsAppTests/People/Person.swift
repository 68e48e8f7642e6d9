import Foundation

/// A person, declared outside the features that hold it, as apps declare their models:
/// `Equatable` and `Identifiable`, and not `Codable`.
struct Person: Equatable, Identifiable {
  let id: UUID
  var name: String
}

/// What signing in answers: not `Codable` either.
struct AuthenticationResponse: Equatable {
  var token: String
}

/// Why signing in failed.
struct SignInError: Error, Equatable {}
