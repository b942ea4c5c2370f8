"""Running the app on uvicorn: a bound socket, the bounded protocol, a graceful stop on SIGTERM."""

from __future__ import annotations

import socket
from collections import Counter
from collections.abc import Callable
from typing import Any

import uvicorn

from proctor.serve.limits import MAX_HEADER_BYTES, ServeLimits
from proctor.serve.protocol import protocol_class

BACKLOG = 1024  # listen(2) backlog (the kernel caps it at net.core.somaxconn)
LOOPBACK = ("127.0.0.1", "::1", "localhost")


def bind(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` (0: any free port); OSError when it cannot be bound."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def url_of(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, on_ready: Callable[[], None]):
        super().__init__(config)
        self._on_ready = on_ready

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if not self.should_exit:
            self._on_ready()


def serve(
    app: Any, sock: socket.socket, limits: ServeLimits, counts: Counter[str], on_ready: Callable[[], None]
) -> None:
    """Serve ``app`` on ``sock`` until SIGTERM or Ctrl-C (uvicorn's handlers, in the main thread)."""
    config = uvicorn.Config(
        app,
        http=protocol_class(limits, counts),
        ws="none",
        lifespan="off",
        loop="asyncio",
        interface="asgi3",
        timeout_keep_alive=limits.header_timeout_s,  # type: ignore[arg-type] (a float works)
        timeout_graceful_shutdown=5,
        backlog=BACKLOG,
        h11_max_incomplete_event_size=MAX_HEADER_BYTES,
        log_level="warning",
        access_log=False,
        server_header=False,
        proxy_headers=False,
    )
    server = _Server(config, on_ready)
    try:
        server.run(sockets=[sock])
    finally:
        close = getattr(app, "close", None)
        if close is not None:
            close()
