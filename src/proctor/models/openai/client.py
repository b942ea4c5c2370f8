"""The HTTP side of the ``openai:`` backend: the endpoint pool, the API key's header, for plain
``http://`` endpoints one lean keep-alive client per event loop (:mod:`proctor.models.openai.lean_http`:
a third of aiohttp's CPU a request), for the others one aiohttp session per event loop (one connection
pool for every request in flight: measured 6-10x the rate of httpx's async client at 64-256 requests
in flight, ``perf/http_clients.py``) and one blocking httpx
client for the whole run, and POSTs whose every failure becomes one of
proctor's errors (:mod:`proctor.models.openai.errors`)."""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import time
import urllib.parse
from typing import Any
from urllib.request import getproxies

import aiohttp
import httpx
from pydantic_core import from_json

from proctor.models.base import TransientError
from proctor.models.endpoints import Endpoint, EndpointPool, affinity_key, redact
from proctor.models.openai.errors import status_error
from proctor.models.openai.lean_http import HTTPConnectionError, LeanClient, has_userinfo
from proctor.models.openai.wire import server_root


def parse_json(raw: bytes) -> Any:
    """``json.loads(raw)``: by pydantic-core's parser where it reads the body (the same value wherever
    it does; a 100 KB reply in a quarter of json's time), else by json itself (a lone surrogate escape,
    a byte-order mark, UTF-16, bad JSON: json reads what it can and says why the rest is not JSON)."""
    try:
        return from_json(raw)
    except ValueError:
        return json.loads(raw)


class ServerClient:
    """Talks to the endpoints serving one model; :class:`~proctor.models.openai.OpenAISampler` is one."""

    def __init__(
        self,
        model: str,
        endpoints: list[str] | EndpointPool,
        api_key_env: str,
        request_timeout_s: float,
        transport: httpx.AsyncBaseTransport | None,
    ):
        self.model = model
        self.api_key_env = api_key_env
        self.request_timeout_s = request_timeout_s
        self.pool = endpoints if isinstance(endpoints, EndpointPool) else EndpointPool(endpoints)
        self._transport = transport
        self._sync_transport: httpx.BaseTransport | None = None  # tests put a fake server here
        self._client: aiohttp.ClientSession | None = None  # sampling requests, one per event loop
        self._test_client: httpx.AsyncClient | None = None  # over ``transport`` (tests)
        self._test_client_loop: asyncio.AbstractEventLoop | None = None
        self._sync_client: httpx.Client | None = None  # server detection and tokenizer routes
        self._client_loop: asyncio.AbstractEventLoop | None = None
        self._lean: LeanClient | None = None  # plain http:// endpoints, one per event loop
        self._lean_loop: asyncio.AbstractEventLoop | None = None

    # --- async: sampling requests -------------------------------------------------------------

    def _headers(self) -> dict[str, str]:
        key = os.environ.get(self.api_key_env)
        if key and any(c in key for c in "\r\n\0"):  # a header injection (a line end read with the key)
            raise ValueError(
                f"the API key in ${self.api_key_env} holds a CR, LF or NUL character: refused"
                " (a line end read with it from a .env file?)"
            )
        return {"Authorization": f"Bearer {key}"} if key else {}

    def _session(self) -> aiohttp.ClientSession:
        """One aiohttp session per event loop: its connector keeps a connection per request in flight
        and reuses them (no cap of its own: the runner's concurrency bounds what is in flight)."""
        loop = asyncio.get_running_loop()
        if self._client is None or self._client_loop is not loop:
            self._client = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=0, keepalive_timeout=60.0),
                timeout=aiohttp.ClientTimeout(
                    total=self.request_timeout_s, connect=min(10.0, self.request_timeout_s)
                ),
                skip_auto_headers=("User-Agent",),
                auto_decompress=True,
            )
            self._client_loop = loop
        return self._client

    def _http(self) -> httpx.AsyncClient:
        """The httpx client of a test's transport (``transport``: an in-process fake server)."""
        loop = asyncio.get_running_loop()
        if self._test_client is None or self._test_client_loop is not loop:
            self._test_client = httpx.AsyncClient(
                transport=self._transport,
                timeout=httpx.Timeout(self.request_timeout_s, connect=min(10.0, self.request_timeout_s)),
            )
            self._test_client_loop = loop
        return self._test_client

    def _lean_client(self) -> LeanClient:
        """The lean client of the running event loop (:mod:`proctor.models.openai.lean_http`)."""
        loop = asyncio.get_running_loop()
        if self._lean is None or self._lean_loop is not loop:
            self._lean = LeanClient(connect_timeout_s=min(10.0, self.request_timeout_s))
            self._lean_loop = loop
        return self._lean

    async def _send(self, url: str, data: bytes, headers: dict[str, str]) -> tuple[int, Any, bytes]:
        """POST ``data``; (status, headers as (name, value) pairs, body bytes). A plain ``http://``
        endpoint without credentials in it through the lean client (a redirect, 301/302/303/307/308,
        through aiohttp, which follows it), any other through aiohttp, or httpx over a test's
        transport."""
        if self._transport is not None:
            r = await self._http().post(url, content=data, headers=headers)
            return r.status_code, list(r.headers.items()), r.content
        if LeanClient.serves(url):
            status, resp_headers, raw = await self._lean_client().post(url, data, headers)
            if status not in _REDIRECTS:
                return status, resp_headers, raw
        async with self._session().post(url, data=data, headers=headers) as r:
            return r.status, list(r.headers.items()), await r.read()

    async def _post(
        self, path: str, body: dict[str, Any], root: bool = False
    ) -> tuple[dict[str, Any], float]:
        """POST to the chosen endpoint; returns (json, seconds). Maps every failure to our errors.

        ``path`` is relative to the base URL (``/chat/completions``), or to the server root with ``root``
        (``/tokenize``: the base URL less its ``/v1``). The body is encoded once and the answer parsed
        once, from its bytes."""
        data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
        headers = {"Content-Type": "application/json", **self._headers()}
        with self.pool.use(affinity_key(body) if self.pool.keyed() else None) as ep:
            t0 = time.perf_counter()
            url = f"{server_root(ep.url) if root else ep.url}{path}"
            try:
                async with asyncio.timeout(self.request_timeout_s):
                    status, resp_headers, raw = await self._send(url, data, headers)
            except (TimeoutError, httpx.TimeoutException, aiohttp.ServerTimeoutError) as e:
                raise self._transient(
                    ep, f"timeout after {self.request_timeout_s:g}s at {redact(ep.url)}"
                ) from e
            except (httpx.TransportError, aiohttp.ClientError, HTTPConnectionError, OSError) as e:
                raise self._transient(
                    ep, f"connection error at {redact(ep.url)}: {type(e).__name__} {e}"
                ) from e
            if status >= 400:
                r = httpx.Response(status, headers=resp_headers, content=raw)
                err = status_error(r, ep.url, self.model, self.api_key_env)
                if isinstance(err, TransientError):
                    self.pool.failed(ep)
                raise err
            try:
                data_out = parse_json(raw)
                if not isinstance(data_out, dict):
                    raise ValueError("not a JSON object")
            except ValueError as e:
                raise self._transient(ep, f"unreadable response body from {redact(ep.url)} ({e})") from e
            self.pool.ok(ep)
            return data_out, time.perf_counter() - t0

    def _transient(self, ep: Endpoint, message: str, retry_after: float | None = None) -> TransientError:
        if self.pool.failed(ep):
            message += f" (endpoint cooling down for {self.pool.cooldown_s:g}s)"
        return TransientError(message, retry_after=retry_after)

    # --- blocking: server detection, tokenizer routes ------------------------------------------

    def _sync_http(self) -> httpx.Client:
        """One blocking client for the whole run: a tokenizer call per rollout reuses its connection.
        It only ever talks to the pool's endpoints: where none is https and no proxy is set it holds
        no CA certificates (loading them costs a tenth of a second of every run's start)."""
        if self._sync_client is None:
            tls = any(e.url.lower().startswith("https:") for e in self.pool.endpoints) or bool(getproxies())
            self._sync_client = httpx.Client(transport=self._sync_transport, verify=tls)
        return self._sync_client

    def _get(self, url: str, timeout: float) -> httpx.Response:
        """A blocking GET (server detection, ``/props``): on a connection of the standard library's
        where the endpoint is plain http with no proxy set, so that a run's start imports no httpcore
        (nor the trio and anyio it loads where they are installed: about a tenth of the start-up of
        ``proctor eval`` before its first request); else the blocking httpx client's."""
        plain = url.lower().startswith("http://") and not has_userinfo(url)  # credentials: httpx sends them
        if self._sync_transport is None and plain and not getproxies():
            return get_plainly(url, self._headers(), timeout)
        return self._sync_http().get(url, headers=self._headers(), timeout=timeout)

    def _sync_post(self, path: str, body: dict[str, Any]) -> dict[str, Any] | None:
        """POST to the server root of the first endpoint (tokenizer routes); None when it fails."""
        url = server_root(self.pool.endpoints[0].url)
        try:
            r = self._sync_http().post(
                f"{url}{path}", json=body, headers=self._headers(), timeout=self.request_timeout_s
            )
            r.raise_for_status()
            return r.json()
        except (httpx.HTTPError, ValueError):
            return None

    def _sync_get_root(self, path: str) -> dict[str, Any] | None:
        """GET from the server root of the first endpoint (``/props``); None when it fails."""
        url = server_root(self.pool.endpoints[0].url)
        try:
            r = self._get(f"{url}{path}", min(30.0, self.request_timeout_s))
            r.raise_for_status()
            out = r.json()
        except (httpx.HTTPError, ValueError):
            return None
        return out if isinstance(out, dict) else None

    async def aclose(self) -> None:
        """Close every client; one that fails to close leaves the others closed (its error, the first
        one, is raised after)."""
        first: Exception | None = None
        if self._sync_client is not None:
            try:
                self._sync_client.close()
            except Exception as e:
                first = first or e
            self._sync_client = None
        if self._lean is not None:
            try:
                self._lean.close()
            except Exception as e:
                first = first or e
            self._lean = None
        if self._client is not None:
            try:
                if self._client_loop is asyncio.get_running_loop():
                    await self._client.close()
            except RuntimeError:  # its event loop is gone; nothing left to close
                pass
            except Exception as e:
                first = first or e
            self._client = None
        if self._test_client is not None:
            try:
                await self._test_client.aclose()
            except RuntimeError:
                pass
            except Exception as e:
                first = first or e
            self._test_client = None
        if first is not None:
            raise first


_REDIRECTS = frozenset((301, 302, 303, 307, 308))  # what the lean client leaves to aiohttp to follow


def get_plainly(url: str, headers: dict[str, str], timeout: float) -> httpx.Response:
    """``GET url`` (plain http, no proxy) on a connection of its own, closed after, as an httpx
    Response; a failure raises httpx's error, as the httpx client's would (a timeout
    ``httpx.ReadTimeout``, any other ``httpx.ConnectError``: both ``httpx.TransportError``)."""
    parts = urllib.parse.urlsplit(url)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    request = httpx.Request("GET", url, headers=headers)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port or 80, timeout=timeout)
    try:
        conn.request("GET", path, headers={**headers, "Connection": "close"})
        r = conn.getresponse()
        return httpx.Response(r.status, headers=r.getheaders(), content=r.read(), request=request)
    except TimeoutError as e:
        raise httpx.ReadTimeout(f"timed out after {timeout:g}s", request=request) from e
    except (OSError, http.client.HTTPException) as e:
        raise httpx.ConnectError(str(e) or type(e).__name__, request=request) from e
    finally:
        conn.close()
