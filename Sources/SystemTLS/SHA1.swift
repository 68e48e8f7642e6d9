import COpenSSL

/// SHA-1 from OpenSSL's libcrypto. Used only for the WebSocket accept key (RFC 6455 §4.2.2),
/// where SHA-1 is a protocol constant, not a security choice.
public enum SHA1 {
  /// The 20-byte SHA-1 digest of `bytes`.
  public static func hash(_ bytes: [UInt8]) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
    bytes.withUnsafeBufferPointer { input in
      digest.withUnsafeMutableBufferPointer { output in
        _ = COpenSSL.SHA1(input.baseAddress, input.count, output.baseAddress)
      }
    }
    return digest
  }
}
