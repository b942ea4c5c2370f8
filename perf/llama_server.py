"""``python -m llama_cpp.server`` serving the embedded SmolLM2 GGUF on 127.0.0.1, for the benchmarks that
drive a real OpenAI-compatible server (overhead.py, vs_lmeval.py)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from proctor.lifetime import spawn


def gguf_path() -> Path:
    """The embedded model's GGUF, found the way the llamacpp backend finds it."""
    from proctor.models.llamacpp import embedded_path

    return embedded_path()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def default_threads() -> int:
    """The decoding threads the embedded backend uses (half the cores), so both serve alike."""
    return max(1, (os.cpu_count() or 2) // 2)


@contextmanager
def llama_server(n_ctx: int = 4096, n_threads: int | None = None, timeout_s: float = 120.0) -> Iterator[str]:
    """Start the server, wait until ``/v1/models`` answers, yield its base URL (``.../v1``), stop it."""
    import httpx

    port = free_port()
    url = f"http://127.0.0.1:{port}/v1"
    server = spawn(  # dies with this script, however it ends (proctor.lifetime)
        [sys.executable, "-m", "proctor.lifetime", "llama_cpp.server", "--model", str(gguf_path()), "--host", "127.0.0.1",
         "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", str(n_threads or default_threads())],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if server.poll() is not None:
                raise SystemExit(f"llama_cpp.server exited with {server.returncode} before it answered")
            try:
                if httpx.get(f"{url}/models", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit(f"llama_cpp.server did not answer within {timeout_s:g} s")
            time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(20)


@contextmanager
def timing_proxy(upstream: str) -> Iterator[tuple[str, list[float]]]:
    """A pass-through HTTP proxy on 127.0.0.1 in front of ``upstream`` (a base URL ending in ``/v1``):
    yields its base URL and a list that gets the seconds each request spent at the upstream server
    (from the request read to the response read), so a client's own time is its wall time less those."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    import httpx

    root = upstream.removesuffix("/v1")
    client = httpx.Client(timeout=None)
    seconds: list[float] = []

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as the clients expect

        def _forward(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            t0 = time.perf_counter()
            r = client.request(
                self.command, root + self.path, content=body,
                headers={"Content-Type": self.headers.get("Content-Type", "application/json")},
            )  # fmt: skip
            seconds.append(time.perf_counter() - t0)
            self.send_response(r.status_code)
            self.send_header("Content-Type", r.headers.get("content-type", "application/json"))
            self.send_header("Content-Length", str(len(r.content)))
            self.end_headers()
            self.wfile.write(r.content)

        do_GET = do_POST = _forward

        def log_message(self, *args: object) -> None:  # quiet
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", seconds
    finally:
        server.shutdown()
        server.server_close()
        client.close()
