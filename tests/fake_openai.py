"""A small OpenAI-compatible chat server on 127.0.0.1 that fails on cue, for the error-policy tests.

Its reply is a pure function of the request (the messages and the seed), so two runs of the same
config get the same records whatever failed in between; with ``logprobs: true`` each choice carries
``logprobs.content`` (one entry a word of the reply). ``healthy_for`` answers that many POSTs
properly, then every later one gets ``fault`` until :meth:`heal`:

- ``500``: a server error;
- ``drop``: the connection closed with a reset, no response;
- ``stall``: no response for ``stall_s`` seconds (past the client's request timeout), then closed;
- ``truncated``: 200 with half of the JSON body.

``reply`` (a function of the request body returning the choice's ``message`` and ``finish_reason``)
replaces the text reply, for structured tool calls; ``bodies`` keeps every POSTed body. ``GET /props``
answers ``props`` (llama-server's capabilities), after ``props_delay_s``, or 404 when it is None.

Imported by test modules in any folder (tests/conftest.py puts this folder on ``sys.path``).
"""

from __future__ import annotations

import hashlib
import json
import socket
import struct
import threading
import time
from collections import Counter
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

FAULTS = ("500", "drop", "stall", "truncated")


def reply_text(body: dict[str, Any]) -> str:
    """Even turns ask a question (no answer: multi-turn envs go on), odd turns answer in a box."""
    messages = body.get("messages") or []
    key = json.dumps([messages, body.get("seed")], sort_keys=True).encode()
    h = int.from_bytes(hashlib.blake2b(key, digest_size=4).digest(), "big")
    turn = sum(1 for m in messages if m.get("role") == "assistant")
    if turn % 2 == 0:
        return f"Is it an animal? Let me think about case {h % 97}."
    return f"So the answer is \\boxed{{{h % 10}}}."


def logprobs(text: str) -> dict[str, Any]:
    """A chat choice's ``logprobs`` as OpenAI sends them, one "token" a word (a pure function of it)."""
    words = text.split()
    return {"content": [{"token": w, "logprob": -(len(w) % 7 + 1) / 8, "top_logprobs": []} for w in words]}


class FakeOpenAI:
    def __init__(
        self,
        port: int = 0,
        healthy_for: int | None = None,
        fault: str = "500",
        stall_s: float = 3.0,
        reply: Callable[[dict[str, Any]], tuple[dict[str, Any], str]] | None = None,
        props: dict[str, Any] | None = None,
        props_delay_s: float = 0.0,
    ):
        self.healthy_for = healthy_for  # None: never fails
        self.reply = reply
        self.props = props
        self.props_delay_s = props_delay_s
        self.bodies: list[dict[str, Any]] = []
        self.fault = fault
        self.stall_s = stall_s
        self.posts = 0
        self.faults: Counter[str] = Counter()
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _send(self, code: int, data: bytes) -> None:
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(data)
                self.close_connection = True

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/props"):
                    time.sleep(server.props_delay_s)
                    if server.props is None:
                        return self._send(404, b'{"error": {"message": "File Not Found"}}')
                    return self._send(200, json.dumps(server.props).encode())
                self._send(200, json.dumps({"data": [{"id": "fake", "owned_by": "openai"}]}).encode())

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                server.bodies.append(body)
                fault = server._pick()
                if fault == "500":
                    return self._send(500, b'{"error": {"message": "internal error"}}')
                if fault == "drop":
                    self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    self.close_connection = True
                    self.connection.close()
                    return None
                if fault == "stall":
                    time.sleep(server.stall_s)
                    self.close_connection = True
                    return None
                data = json.dumps(server._completion(body)).encode()
                if fault == "truncated":
                    data = data[: len(data) // 2]
                return self._send(200, data)

        self.http = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.http.daemon_threads = True
        self.port = self.http.server_address[1]
        self._thread = threading.Thread(target=self.http.serve_forever, daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def heal(self) -> None:
        self.healthy_for = None

    def _pick(self) -> str | None:
        with self._lock:
            self.posts += 1
            if self.healthy_for is None or self.posts <= self.healthy_for:
                return None
            self.faults[self.fault] += 1
            return self.fault

    def _completion(self, body: dict[str, Any]) -> dict[str, Any]:
        if self.reply is not None:
            message, finish = self.reply(body)
        else:
            message, finish = {"role": "assistant", "content": reply_text(body)}, "stop"
        text = message.get("content") or ""
        n = int(body.get("n") or 1)
        prompt_tokens = sum(len(str(m.get("content", "")).split()) for m in body.get("messages") or [])
        return {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "model": body.get("model", "fake"),
            "choices": [
                {"index": i, "message": message, "finish_reason": finish}
                | ({"logprobs": logprobs(text)} if body.get("logprobs") else {})
                for i in range(n)
            ],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": len(text.split())},
        }

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()
        self._thread.join(10)
