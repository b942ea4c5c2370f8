"""The lean HTTP/1.1 client of plain http:// endpoints (proctor.models.openai.lean_http): every way a
server may frame its answer, kept connections, a server that closes one, failures and timeouts, and the
sampler's errors through it."""

from __future__ import annotations

import asyncio
import gzip
import json
import zlib

import pytest

from proctor.models.base import FatalError, SamplingParams, TransientError
from proctor.models.openai import OpenAISampler
from proctor.models.openai.lean_http import HTTPConnectionError, LeanClient

BODY = json.dumps(
    {
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": "x = \\boxed{7}"},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 3, "completion_tokens": 4},
    }
).encode()


class Scripted:
    """A raw TCP server: each request (read to the end of its body) is answered by ``answer(k)``, the
    bytes to send (or a callable doing what it likes with the writer); connections and requests counted."""

    def __init__(self, answer):
        self.answer = answer
        self.requests: list[bytes] = []
        self.connections = 0

    async def __aenter__(self) -> Scripted:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.url = f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}/v1"
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next(
                    int(line.split(b":", 1)[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length")
                )
                body = await reader.readexactly(length)
                self.requests.append(head + body)
                out = self.answer(len(self.requests) - 1)
                if callable(out):
                    if await out(writer) == "stop":
                        return
                    continue
                writer.write(out)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()


def http(status: int, body: bytes, *headers: str, length: bool = True) -> bytes:
    lines = [f"HTTP/1.1 {status} X", *headers]
    if length:
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def chunked(body: bytes, size: int = 7, trailer: str = "") -> bytes:
    parts = [
        b"%x;ext=1\r\n%s\r\n" % (len(body[i : i + size]), body[i : i + size])
        for i in range(0, len(body), size)
    ]
    return (
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        + b"".join(parts)
        + b"0\r\n"
        + trailer.encode()
        + b"\r\n"
    )


def run(coro):
    return asyncio.run(coro)


@pytest.mark.parametrize(
    "framing",
    ["length", "chunked", "chunked-trailer", "until-close", "gzip", "deflate", "interim-100", "split-bytes"],
)
def test_every_framing_of_an_answer_reads_the_same_body(framing):
    def answer(k):
        if framing == "length":
            return http(200, BODY)
        if framing == "chunked":
            return chunked(BODY)
        if framing == "chunked-trailer":
            return chunked(BODY, trailer="X-Checksum: 1\r\n")
        if framing == "until-close":

            async def close_after(writer):
                writer.write(http(200, BODY, "Connection: close", length=False))
                await writer.drain()
                return "stop"

            return close_after
        if framing == "gzip":
            return http(200, gzip.compress(BODY), "Content-Encoding: gzip")
        if framing == "deflate":
            return http(200, zlib.compress(BODY), "Content-Encoding: deflate")
        if framing == "interim-100":
            return b"HTTP/1.1 100 Continue\r\n\r\n" + http(200, BODY)

        async def dribble(writer):  # a byte at a time
            for b in http(200, BODY):
                writer.write(bytes([b]))
                await writer.drain()

        return dribble

    async def go():
        async with Scripted(answer) as srv:
            client = LeanClient(5.0)
            for _ in range(3):
                status, headers, body = await client.post(srv.url + "/chat/completions", b"{}", {"A": "b"})
                assert (status, body) == (200, BODY)
            client.close()
            return srv

    srv = run(go())
    # a kept connection carries the next requests; an answer that ends with the close needs a new one
    assert srv.connections == (3 if framing == "until-close" else 1)
    first = srv.requests[0]
    assert first.startswith(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:")
    assert b"\r\nA: b\r\n" in first and b"\r\nContent-Length: 2\r\n" in first and first.endswith(b"{}")


def test_concurrent_requests_each_get_their_own_answer_on_their_own_connection():
    def answer(k):
        async def slow(writer):
            await asyncio.sleep(0.01 * (k % 3))
            writer.write(http(200, str(k).encode()))
            await writer.drain()

        return slow

    async def go():
        async with Scripted(answer) as srv:
            client = LeanClient(5.0)
            got = await asyncio.gather(*(client.post(srv.url, b"x", {}) for _ in range(20)))
            again = await asyncio.gather(*(client.post(srv.url, b"x", {}) for _ in range(20)))
            client.close()
            return srv, got, again

    srv, got, again = run(go())
    assert sorted(int(b) for _, _, b in got) == list(range(20))
    assert sorted(int(b) for _, _, b in again) == list(range(20, 40))
    assert srv.connections == 20  # the second round reused the first round's connections


def test_a_kept_connection_the_server_closed_is_replaced_without_an_error():
    def answer(k):
        async def once(writer):
            writer.write(http(200, b"%d" % k))
            await writer.drain()
            return "stop"  # then closes: keep-alive said, not kept

        return once

    async def go():
        async with Scripted(answer) as srv:
            client = LeanClient(5.0)
            a = await client.post(srv.url, b"x", {})
            await asyncio.sleep(0.05)
            b = await client.post(srv.url, b"x", {})
            client.close()
            return srv, a, b

    srv, a, b = run(go())
    assert (a[2], b[2]) == (b"0", b"1") and srv.connections == 2


def test_a_kept_connection_closed_in_the_race_is_sent_once_more():
    """The server closes a kept connection as the next request goes out: sent again on a new one."""

    async def go():
        async with Scripted(lambda k: http(200, b"ok")) as srv:
            client = LeanClient(5.0)
            await client.post(srv.url, b"x", {})
            (conn,) = next(iter(client._idle.values()))
            conn.closed = False  # it looks alive to the pool ...
            real = conn.request

            def request(data):
                fut = real(data)
                conn.connection_lost(None)  # ... and the server's close comes before any answer
                return fut

            conn.request = request
            out = await client.post(srv.url, b"x", {})
            client.close()
            return out

    assert run(go())[2] == b"ok"


@pytest.mark.parametrize("fault", ["reset", "half-body", "garbage", "refused"])
def test_a_broken_connection_is_a_connection_error(fault):
    def answer(k):
        async def broken(writer):
            if fault == "half-body":
                writer.write(http(200, BODY)[:-10])
            elif fault == "garbage":
                writer.write(b"SSH-2.0-OpenSSH\r\n\r\n")
            await writer.drain()
            writer.transport.abort()
            return "stop"

        return broken

    async def go():
        async with Scripted(answer) as srv:
            url = srv.url
            if fault == "refused":
                srv.server.close()
                await srv.server.wait_closed()
            client = LeanClient(5.0)
            try:
                await client.post(url, b"x", {})
            finally:
                client.close()

    with pytest.raises((HTTPConnectionError, OSError)):
        run(go())


def test_a_timeout_cancels_the_request_and_drops_its_connection():
    def answer(k):
        async def stall(writer):
            if k == 0:
                await asyncio.sleep(5)
            writer.write(http(200, b"late" if k == 0 else b"ok"))
            await writer.drain()

        return stall

    async def go():
        async with Scripted(answer) as srv:
            client = LeanClient(5.0)
            with pytest.raises(TimeoutError):
                async with asyncio.timeout(0.2):
                    await client.post(srv.url, b"x", {})
            out = await client.post(srv.url, b"x", {})  # a new connection: never the stalled one's answer
            client.close()
            return srv, out

    srv, out = run(go())
    assert out[2] == b"ok" and srv.connections == 2


def _sampler(url: str, **kw) -> OpenAISampler:
    return OpenAISampler("m", [url], server="openai", request_timeout_s=kw.pop("timeout", 5.0), **kw)


def _sample(sampler: OpenAISampler):
    async def go():
        try:
            return await sampler.sample([{"role": "user", "content": "q"}], SamplingParams(), 1, seed=1)
        finally:
            await sampler.aclose()

    return go()


def test_the_sampler_reads_a_completion_through_it():
    async def go():
        async with Scripted(lambda k: chunked(BODY)) as srv:
            (c,) = await _sample(_sampler(srv.url))
            return srv, c

    srv, c = run(go())
    assert c.text == "x = \\boxed{7}" and c.completion_tokens == 4
    req = srv.requests[0]
    assert req.startswith(b"POST /v1/chat/completions HTTP/1.1") and b"Content-Type: application/json" in req
    assert json.loads(req.split(b"\r\n\r\n", 1)[1])["messages"] == [{"role": "user", "content": "q"}]


@pytest.mark.parametrize(
    ("answer", "error", "match"),
    [
        (http(429, b'{"error": "slow down"}', "Retry-After: 7"), TransientError, "429"),
        (http(503, b"busy"), TransientError, "503"),
        (http(401, b'{"error": "bad key"}'), FatalError, "401"),
        (http(200, b'{"choices": [{"index": 0, "mess'), TransientError, "unreadable response body"),
        (http(200, b"[1, 2]"), TransientError, "unreadable response body"),
    ],
)
def test_the_sampler_s_errors_are_the_same_through_it(answer, error, match):
    async def go():
        async with Scripted(lambda k: answer) as srv:
            await _sample(_sampler(srv.url))

    with pytest.raises(error, match=match) as info:
        run(go())
    if "Retry-After" in answer.decode():
        assert info.value.retry_after == 7


def test_the_sampler_s_connection_errors_and_timeouts_through_it():
    def answer(k):
        async def stall(writer):
            await asyncio.sleep(3)
            return "stop"

        return stall

    async def go():
        async with Scripted(answer) as srv:
            await _sample(_sampler(srv.url, timeout=0.3))

    with pytest.raises(TransientError, match="timeout after 0.3s"):
        run(go())

    async def refused():
        async with Scripted(answer) as srv:
            srv.server.close()
            await srv.server.wait_closed()
            await _sample(_sampler(srv.url))

    with pytest.raises(TransientError, match="connection error"):
        run(refused())


READABLE = [
    b'{"a": NaN, "b": Infinity, "c": -Infinity, "d": 1e400}',
    b'{"a": 123456789012345678901234567890, "b": -9223372036854775809, "c": -0, "d": -0.0}',
    b'{"a": 0.1, "b": 5e-324, "c": 2.2250738585072014e-308, "d": 1.0000000000000002}',
    b'{"a": "\\ud800", "b": "\\udc00x", "c": "\\ud83d\\ude00", "d": "\\u0000", "k\\u00e9y": 1}',
    b'{"a": 1, "a": 2}',
    b'\xef\xbb\xbf{"a": 1}',
    '{"a": "\u00e9"}'.encode("utf-16"),
    BODY,
]
UNREADABLE = [b'{"a": "\xff"}', b'{"a": 1} x', b'{"a": "\x01"}', b'{"a": 00}', b'{"a": .5}', b"", b"[" * 5000]


def test_a_body_parses_as_json_loads_parses_it():
    """Where pydantic-core's parser reads a body the value is json's; where it does not, json reads it
    (or fails as json fails: its error is the one the sampler reports)."""
    from proctor.models.openai.client import parse_json

    for raw in READABLE:
        assert repr(parse_json(raw)) == repr(json.loads(raw)), raw
    for raw in UNREADABLE:
        with pytest.raises((ValueError, RecursionError)) as ours:
            parse_json(raw)
        with pytest.raises((ValueError, RecursionError)) as theirs:
            json.loads(raw)
        assert type(ours.value) is type(theirs.value) and str(ours.value) == str(theirs.value), raw


# --- review fixes: credentials in the URL, header injection, closing after the loop, chunk sizes, 3xx


def test_credentials_in_the_url_go_through_aiohttp_as_basic_authorization(monkeypatch):
    import base64
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert not LeanClient.serves("http://user:pass@127.0.0.1:8000/v1")
    assert LeanClient.serves("http://127.0.0.1:8000/v1?next=a@b")
    basic = "Basic " + base64.b64encode(b"user:pass").decode()

    async def go():
        async with Scripted(lambda k: http(200, BODY)) as srv:
            await _sample(_sampler(srv.url.replace("http://", "http://user:pass@")))
            return srv

    srv = run(go())
    assert f"authorization: {basic}\r\n".lower().encode() in srv.requests[0].lower()

    seen: list[str | None] = []  # the blocking GET (server detection) sends them too

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            seen.append(self.headers.get("Authorization"))
            self.send_response(200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *a):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://user:pass@127.0.0.1:{server.server_address[1]}/v1"
        sampler = _sampler(url)
        assert sampler._get(url + "/models", 5.0).status_code == 200
        run(sampler.aclose())
    finally:
        server.shutdown()
        server.server_close()
    assert seen == [basic]


@pytest.mark.parametrize(
    "headers", [{"Authorization": "Bearer sk-secret\r\n"}, {"X-A\nB": "v"}, {"A": "x\0y"}, {"A": "é€"}]
)
def test_a_header_with_a_line_end_nul_or_no_latin1_form_is_refused_without_its_value(headers):
    async def go():
        async with Scripted(lambda k: http(200, b"ok")) as srv:
            client = LeanClient(5.0)
            try:
                await client.post(srv.url, b"x", headers)
            finally:
                client.close()
            return srv

    with pytest.raises(ValueError, match="header") as info:
        run(go())
    assert type(info.value) is ValueError and "secret" not in str(info.value)
    (name,) = headers
    assert repr(name) in str(info.value)


def test_an_api_key_with_a_line_end_is_refused_and_a_non_latin1_path_is_percent_encoded(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret\r\n")

    async def go():
        async with Scripted(lambda k: http(200, b"ok")) as srv:
            await _sample(_sampler(srv.url))

    with pytest.raises(ValueError, match="OPENAI_API_KEY") as info:
        run(go())
    assert "secret" not in str(info.value)

    async def path():
        async with Scripted(lambda k: http(200, b"ok")) as srv:
            client = LeanClient(5.0)
            out = await client.post(srv.url + "/mödel €/x?q=ü", b"x", {})
            client.close()
            return srv, out

    srv, out = run(path())
    assert out[2] == b"ok"
    assert srv.requests[0].startswith(b"POST /v1/m%C3%B6del%20%E2%82%AC/x?q=%C3%BC HTTP/1.1\r\n")


def test_closing_after_the_event_loop_closed_drops_the_connections_and_closes_the_rest():
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Handler(BaseHTTPRequestHandler):  # a server off the loop: it keeps the connection open
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            self.rfile.read(int(self.headers["Content-Length"]))
            self.send_response(200)
            self.send_header("Content-Length", str(len(BODY)))
            self.end_headers()
            self.wfile.write(BODY)

        def log_message(self, *a):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sampler = _sampler(f"http://127.0.0.1:{server.server_address[1]}/v1")

    async def go():
        await sampler.sample([{"role": "user", "content": "q"}], SamplingParams(), 1, seed=1)

    try:
        run(go())  # its loop is closed now, a kept connection still idle in the lean client
    finally:
        server.shutdown()
        server.server_close()
    assert sampler._lean is not None and any(sampler._lean._idle.values())

    class Other:
        closed = False

        def close(self):
            self.closed = True

    other = Other()
    sampler._sync_client = other  # closed first: still closed
    lean = sampler._lean
    lean.close()  # no RuntimeError('Event loop is closed')
    assert not any(lean._idle.values())
    run(sampler.aclose())
    assert other.closed and sampler._lean is None and sampler._sync_client is None


def test_aclose_closes_every_client_when_one_fails():
    sampler = _sampler("http://127.0.0.1:9/v1")

    class Failing:
        def close(self):
            raise RuntimeError("boom")

    closed = []

    class Session:
        async def close(self):
            closed.append("aiohttp")

    async def go():
        sampler._lean = Failing()
        sampler._client, sampler._client_loop = Session(), asyncio.get_running_loop()
        await sampler.aclose()

    with pytest.raises(RuntimeError, match="boom"):
        run(go())
    assert closed == ["aiohttp"] and sampler._client is None and sampler._lean is None


@pytest.mark.parametrize(("size", "n"), [(b"-2", 2), (b"+5", 5), (b"1_0", 16), (b"0x10", 16), (b" ", 1)])
def test_a_chunk_size_that_is_not_hex_digits_is_a_connection_error(size, n):
    def answer(k):
        head = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        return head + size + b"\r\n" + b"x" * n + b"\r\n0\r\n\r\n"

    async def go():
        async with Scripted(answer) as srv:
            client = LeanClient(5.0)
            try:
                return await client.post(srv.url, b"x", {})
            finally:
                client.close()

    with pytest.raises(HTTPConnectionError, match="bad chunk size") as info:
        run(go())
    assert repr(size.strip()) in str(info.value)


def test_a_3xx_other_than_a_redirect_is_an_answer_not_sent_again():
    srv_box = {}

    async def wrapped():
        async with Scripted(lambda k: http(304, b"")) as srv:
            srv_box["srv"] = srv
            await _sample(_sampler(srv.url))

    with pytest.raises(TransientError, match="unreadable response body"):
        run(wrapped())
    assert len(srv_box["srv"].requests) == 1  # not sent once more through aiohttp


def test_a_redirect_is_still_followed_through_aiohttp():
    def answer(k):
        if k < 2:  # the lean client's request, then aiohttp's: both redirected
            return http(307, b"", "Location: /v1/moved/chat/completions")
        return http(200, BODY)

    async def go():
        async with Scripted(answer) as srv:
            (c,) = await _sample(_sampler(srv.url))
            return srv, c

    srv, c = run(go())
    assert c.text == "x = \\boxed{7}"
    assert len(srv.requests) == 3  # aiohttp sent it again and followed the redirect
    assert srv.requests[-1].startswith(b"POST /v1/moved/chat/completions HTTP/1.1")
