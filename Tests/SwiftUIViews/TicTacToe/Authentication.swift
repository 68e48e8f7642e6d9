// Logging in, as a TCA app logs in: a client the reducers depend on, which the tests and the
// previews replace.
import NavMirror

/// What logging in answers.
struct AuthenticationResponse: Codable, Equatable, Sendable {
  var token: String
  var twoFactorRequired: Bool
}

/// Why logging in failed.
struct AuthenticationError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
  var message: String

  var description: String { message }
}

@DependencyClient
struct AuthenticationClient: Sendable {
  var login: @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  var twoFactor: @Sendable (_ token: String, _ code: String) async throws -> AuthenticationResponse
}

extension AuthenticationClient: DependencyKey {
  /// Any email with the password "password"; an email containing "2fa" asks for the code
  /// "1234".
  static let liveValue = Self(
    login: { email, password in
      guard password == "password" else { throw AuthenticationError(message: "Wrong password.") }
      return AuthenticationResponse(token: "token", twoFactorRequired: email.contains("2fa"))
    },
    twoFactor: { token, code in
      guard code == "1234" else { throw AuthenticationError(message: "Wrong code.") }
      return AuthenticationResponse(token: token, twoFactorRequired: false)
    })
}

extension DependencyValues {
  var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
