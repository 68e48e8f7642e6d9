import Foundation
import XCTest

/// Runs Python's `websockets` (an independent client implementation) against the server.
/// Missing tools fail the test with a message saying what to install; nothing is skipped.
enum PythonClient {
  /// Runs `script` with `arguments`; returns stdout, failing the test on a non-zero exit.
  static func run(
    _ script: String, arguments: [String], timeout: TimeInterval = 20,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      XCTFail(
        "python3 is required for this test and could not be started: \(error)", file: file,
        line: line)
      throw error
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      XCTFail("the Python client timed out", file: file, line: line)
    }
    process.waitUntilExit()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    if stderr.contains("No module named 'websockets'") {
      XCTFail(
        "Python's websockets package is required: pip install websockets", file: file, line: line)
    }
    XCTAssertEqual(process.terminationStatus, 0, "python failed: \(stderr)", file: file, line: line)
    return stdout
  }

  /// Connects with permessage-deflate offered (the library default), echoes a large
  /// compressible text and a binary message, and prints the negotiated extensions.
  static let echoScript = """
    import asyncio, ssl, sys
    import websockets

    async def main():
        uri = sys.argv[1]
        context = None
        if uri.startswith("wss:"):
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
        async with websockets.connect(uri, compression="deflate", max_size=2**26, ssl=context) as ws:
            text = "navigation mirror " * 5000
            await ws.send(text)
            assert await ws.recv() == text, "text echo differs"
            data = bytes(range(256)) * 64
            await ws.send(data)
            assert await ws.recv() == data, "binary echo differs"
            for i in range(20):
                await ws.send("message %d " % i * 20)
                assert await ws.recv() == "message %d " % i * 20
            print("EXTENSIONS", ws.response.headers.get("Sec-WebSocket-Extensions"))

    asyncio.run(main())
    """
}
