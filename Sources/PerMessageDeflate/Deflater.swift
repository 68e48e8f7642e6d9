import CZlib
import Synchronization

/// Compresses messages for permessage-deflate (RFC 7692 §7.2.1): raw deflate, each message
/// ended with a sync flush whose trailing `00 00 FF FF` is removed.
///
/// One message at a time: concurrent callers wait for each other. With `noContextTakeover` the
/// stream is reset after every message, so each message stands alone and its bytes can be
/// shared between clients.
///
/// `@unchecked Sendable`: `stream`, the only mutable state, is only touched in `init`, `deinit`
/// and under `busy`'s mutex.
public final class Deflater: @unchecked Sendable {
  private var stream = z_stream()
  private let busy = Mutex(())
  /// Whether each message is compressed without the previous ones as dictionary.
  public let noContextTakeover: Bool

  /// Creates a compressor with a window of `2^windowBits` bytes (9...15).
  ///
  /// - Precondition: zlib accepts the parameters (it refuses raw deflate with 8 bits).
  public init(windowBits: Int, noContextTakeover: Bool, level: Int32 = 6, memoryLevel: Int32 = 8) {
    self.noContextTakeover = noContextTakeover
    let status = navmirror_deflateInit2(&stream, level, -Int32(max(9, windowBits)), memoryLevel)
    precondition(status == Z_OK, "deflateInit2 failed with \(status)")
  }

  deinit { deflateEnd(&stream) }

  /// The compressed payload of one message, without the `00 00 FF FF` tail.
  public func compress(_ payload: [UInt8]) -> [UInt8] {
    payload.withUnsafeBytes { compress($0) }
  }

  /// The compressed payload of one message, without the `00 00 FF FF` tail.
  public func compress(_ payload: UnsafeRawBufferPointer) -> [UInt8] {
    busy.withLock { _ in compressLocked(payload) }
  }

  private func compressLocked(_ payload: UnsafeRawBufferPointer) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(payload.count / 2 + 64)
    var chunk = [UInt8](repeating: 0, count: max(256, min(payload.count + 64, 1 << 16)))
    payload.withMemoryRebound(to: UInt8.self) { input in
      stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
      stream.avail_in = UInt32(input.count)
      repeat {
        let produced = chunk.withUnsafeMutableBufferPointer { buffer -> Int in
          stream.next_out = buffer.baseAddress
          stream.avail_out = UInt32(buffer.count)
          // Z_SYNC_FLUSH ends the data on a byte boundary with an empty stored block
          // (00 00 FF FF); Z_BUF_ERROR only says no progress was possible, which ends the loop.
          _ = deflate(&stream, Z_SYNC_FLUSH)
          return buffer.count - Int(stream.avail_out)
        }
        output.append(contentsOf: chunk[0..<produced])
      } while stream.avail_out == 0
      stream.next_in = nil
    }
    // §7.2.1: remove the 4 octets 00 00 FF FF at the tail.
    if output.count >= 4, output.suffix(4).elementsEqual([0, 0, 0xFF, 0xFF]) {
      output.removeLast(4)
    }
    if noContextTakeover { deflateReset(&stream) }
    return output
  }
}
