"""The openai backend's blocking GETs of its start (``GET /models``: which server it is; ``/props``)
go over a connection of the standard library where the endpoint is plain http with no proxy
(``proctor.models.openai.client.get_plainly``), so a run imports no httpcore (nor trio, anyio) before
its first request; they read and fail as the httpx client's did: the same server kind and context
length, an HTTP error as the server's error, a refused or silent server as a transport error."""

from __future__ import annotations

import json
import socket
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

from proctor.models.base import FatalError
from proctor.models.endpoints import EndpointPool
from proctor.models.openai import OpenAISampler
from proctor.models.openai import client as client_mod


class Server:
    """A local server answering GETs with ``routes[path] = (status, body)`` and recording the headers."""

    def __init__(self, routes: dict[str, tuple[int, dict]]):
        self.routes = routes
        self.seen: list[tuple[str, dict[str, str]]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                server.seen.append((self.path, dict(self.headers)))
                status, body = server.routes.get(self.path, (404, {"error": {"message": "not found"}}))
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.http.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}"
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()


@pytest.fixture
def serve() -> Iterator:
    made: list[Server] = []

    def make(routes: dict[str, tuple[int, dict]]) -> Server:
        made.append(Server(routes))
        return made[-1]

    yield make
    for s in made:
        s.close()


@pytest.fixture(autouse=True)
def no_proxy(monkeypatch):
    for var in ("http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(var, raising=False)


def sampler(url: str) -> OpenAISampler:
    return OpenAISampler("m", EndpointPool([url]), server="auto", api_key_env="PLAIN_GET_KEY")


def test_the_server_is_told_without_httpx_and_with_the_key(serve, monkeypatch):
    monkeypatch.setenv("PLAIN_GET_KEY", "secret")
    models = {"data": [{"id": "m", "owned_by": "vllm", "max_model_len": 4096}]}
    srv = serve({"/v1/models": (200, models)})
    s = sampler(f"{srv.url}/v1")
    sent = []
    monkeypatch.setattr(s, "_sync_http", lambda: sent.append("httpx") or pytest.fail("httpx client used"))
    assert s.server == "vllm" and s.context_length == 4096
    path, headers = srv.seen[0]
    assert path == "/v1/models" and headers["Authorization"] == "Bearer secret"
    assert not sent


def test_an_http_error_is_the_servers_error(serve):
    srv = serve({"/v1/models": (401, {"error": {"message": "bad key"}})})
    with pytest.raises(Exception, match="bad key") as caught:
        _ = sampler(f"{srv.url}/v1").server
    assert "cannot reach" not in str(caught.value)  # the server answered: its error, not a reach one


def test_a_refused_connection_cannot_reach_the_server():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed: nothing listens there
    with pytest.raises(FatalError, match=r"cannot reach .*/models .*ConnectError"):
        _ = sampler(f"http://127.0.0.1:{port}/v1").server


def test_a_silent_server_times_out_as_a_transport_error():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(1)  # accepts, never answers
        url = f"http://127.0.0.1:{sock.getsockname()[1]}/v1/models"
        with pytest.raises(httpx.TransportError, match="timed out"):
            client_mod.get_plainly(url, {}, 0.3)


def test_props_are_read_plainly(serve):
    srv = serve({"/props": (200, {"chat_template": "{{ tools }}"})})
    s = sampler(f"{srv.url}/v1")
    assert s._sync_get_root("/props") == {"chat_template": "{{ tools }}"}
    assert s._sync_client is None  # no httpx client was made


def test_a_proxy_or_https_takes_the_httpx_client(serve, monkeypatch):
    srv = serve({"/v1/models": (200, {"data": [{"id": "m", "owned_by": "sglang"}]})})
    made = []
    real = OpenAISampler._sync_http

    def counted(self):
        made.append(1)
        return real(self)

    monkeypatch.setattr(OpenAISampler, "_sync_http", counted)
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # (localhost is not proxied by httpx)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    assert sampler(f"{srv.url}/v1").server == "sglang"
    assert made  # a proxy set: httpx decides where the request goes, as before


def test_a_run_start_imports_no_httpcore(serve):
    """The detection alone, in a fresh interpreter: httpcore (and trio, anyio) stay unloaded."""
    import subprocess

    srv = serve({"/v1/models": (200, {"data": [{"id": "m", "owned_by": "vllm"}]})})
    code = (
        "import sys\n"
        "from proctor.models.endpoints import EndpointPool\n"
        "from proctor.models.openai import OpenAISampler\n"
        f"s = OpenAISampler('m', EndpointPool(['{srv.url}/v1']), server='auto')\n"
        "assert s.server == 'vllm'\n"
        "print(sorted(m for m in ('httpcore', 'trio', 'anyio', 'h11') if m in sys.modules))\n"
    )
    env = {k: v for k, v in __import__("os").environ.items() if "proxy" not in k.lower()}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
