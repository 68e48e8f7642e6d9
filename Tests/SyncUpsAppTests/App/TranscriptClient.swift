import ComposableArchitecture

/// What the recording screen hears: SyncUps' speech client, as Linux can have it. The live
/// value has no microphone to listen to and says so (`.restricted`); tests give their own.
@DependencyClient
struct TranscriptClient: Sendable {
  enum Authorization: Equatable, Sendable { case notDetermined, authorized, denied, restricted }

  var authorization: @Sendable () -> Authorization = { .notDetermined }
  var requestAuthorization: @Sendable () async -> Authorization = { .notDetermined }
  var transcribe: @Sendable () async -> AsyncThrowingStream<String, any Error> = { .finished() }
}

extension TranscriptClient: DependencyKey {
  static let liveValue = TranscriptClient(
    authorization: { .restricted },
    requestAuthorization: { .restricted },
    transcribe: { .finished() }
  )
  static let testValue = TranscriptClient()
}

extension DependencyValues {
  var transcriptClient: TranscriptClient {
    get { self[TranscriptClient.self] }
    set { self[TranscriptClient.self] = newValue }
  }
}
