"""Drives a release build of `navmirror` over a real socket: the page, a WebSocket join, one
action (push, then pop through the element's id), and a clean stop on SIGTERM.

Optimized builds have miscompiled code that debug builds run fine (Swift 6.3's task-local
crash), so CI runs the shipped configuration once. Usage: release_smoke.py PATH_TO_NAVMIRROR
"""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from websockets.sync.client import connect


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(port, deadline=30):
    end = time.time() + deadline
    while time.time() < end:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"release smoke: the server never listened on {port}")


def receive(ws, wanted):
    while True:
        message = json.loads(ws.recv(timeout=10))
        if message["type"] == wanted:
            return message
        if message["type"] == "error":
            raise SystemExit(f"release smoke: error {message}")


def main(binary):
    port = free_port()
    public = os.path.join(os.path.dirname(__file__), "..", "Public")
    server = subprocess.Popen(
        [binary, "serve", "--port", str(port), "--in-memory", "--public", public])
    try:
        wait_for(port)
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).read()
        assert b"<html" in page.lower(), "the page is not HTML"
        with connect(f"ws://127.0.0.1:{port}/ws?room=smoke&demo=tabs-stack") as ws:
            hello = receive(ws, "hello")
            assert hello["version"] == 0, hello["version"]
            ws.send(json.dumps({"type": "action", "id": "a1",
                                "action": {"tab1": {"moveDetailViewButtonTapped": {}}}}))
            ack = receive(ws, "ack")
            assert ack == {"type": "ack", "id": "a1", "version": 1}, ack
            ws.send(json.dumps({"type": "action", "id": "a2",
                                "action": {"path": {"popFrom": {"id": 0}}}}))
            ack = receive(ws, "ack")
            assert ack["version"] == 2, ack
        server.send_signal(signal.SIGTERM)
        code = server.wait(timeout=15)
        assert code == 0, f"exit status {code} after SIGTERM"
    finally:
        if server.poll() is None:
            server.kill()
    print("release smoke: page, join, push, pop and SIGTERM ok")


if __name__ == "__main__":
    main(sys.argv[1])
