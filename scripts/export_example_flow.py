"""Records a flow on the example app through NavMirror's real API and writes its exported
TestStore test into the example package's ExportedFlowTests target, which CI then builds and
runs: the export is proven to compile and pass for an app we did not write the tests of.

It starts the built app on a free loopback port, sends a person's actions over a WebSocket
(the effects then send their own), saves the stretch as a flow and GETs /api/flows/NAME/test.
The flow starts the shopping timer and lets it tick twice, so the export advances a TestClock
by the recorded seconds and, the timer still running at the end, skips in-flight effects.
Usage: export_example_flow.py PATH_TO_YourFirstMirror OUTPUT_SWIFT_FILE
"""

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

from websockets.sync.client import connect

from release_smoke import free_port, receive

START_TIMER = {"timerButtonTapped": {}}
# The version after the timer's start and its first two ticks.
TICKED_VERSION = 3
ACTIONS = [
    {"itemTapped": {"_0": "Bread"}},
    {"path": {"element": {"id": 0, "action": {"boughtButtonTapped": {}}}}},
]
# The push, then the effect's delegate action marking the item bought and popping, sent right
# after the second tick, long before the third.
FINAL_VERSION = 5


def wait_until(condition, what, deadline=30):
    end = time.time() + deadline
    while time.time() < end:
        try:
            if condition():
                return
        except OSError:
            pass
        time.sleep(0.05)
    raise SystemExit(f"export example flow: {what} never happened")


def request(port, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    method = "GET" if body is None else "POST"
    with urllib.request.urlopen(urllib.request.Request(
            f"http://127.0.0.1:{port}{path}", data=data, method=method), timeout=10) as response:
        return response.read()


def room_version(port):
    rooms = json.loads(request(port, "/api/rooms"))
    return next((room["version"] for room in rooms if room["name"] == "export"), None)


def main(binary, output):
    port = free_port()
    public = os.path.join(os.path.dirname(__file__), "..", "Public")
    server = subprocess.Popen(
        [binary, "serve", "--port", str(port), "--in-memory", "--public", public])
    try:
        wait_until(lambda: socket.create_connection(("127.0.0.1", port), timeout=1).close()
                   or True, f"listening on {port}")
        with connect(f"ws://127.0.0.1:{port}/ws?room=export") as ws:
            receive(ws, "hello")
            ws.send(json.dumps({"type": "action", "id": "timer", "action": START_TIMER}))
            while receive(ws, "patch")["version"] < TICKED_VERSION:
                pass
            for number, action in enumerate(ACTIONS):
                ws.send(json.dumps({"type": "action", "id": f"a{number}", "action": action}))
                receive(ws, "ack")
            wait_until(lambda: room_version(port) >= FINAL_VERSION,
                       f"version {FINAL_VERSION}")
        request(port, "/api/flows",
                {"name": "shopping", "room": "export", "from": 0, "to": FINAL_VERSION})
        with open(output, "wb") as file:
            file.write(request(port, "/api/flows/shopping/test"))
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=15)
    finally:
        if server.poll() is None:
            server.kill()
    print(f"export example flow: wrote {output}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
