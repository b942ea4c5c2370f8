"""``proctor view``'s server: uvicorn serving :func:`proctor.view.app.build_app` on a socket bound
here (so ``--port 0`` picks a free port and the printed URL names it)."""

from __future__ import annotations

import ipaddress
import secrets
import socket
from pathlib import Path

LOOPBACK_NAMES = {"localhost", "localhost.localdomain"}


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as e:
        sock.close()
        raise OSError(f"cannot listen on {host}:{port} ({e.strerror}); choose another --port") from None
    sock.listen(128)
    return sock


def serve(folders: list[Path], host: str, port: int, token: str | None = None) -> None:
    import uvicorn

    from proctor.view.app import build_app
    from proctor.view.catalog import Catalog

    catalog = Catalog(folders)  # a bad folder: a clear error before anything listens
    loopback = is_loopback(host)
    if not loopback and not token:
        token = secrets.token_urlsafe(24)
    hosts = None if not loopback else ["127.0.0.1", "localhost", "::1", "[::1]", host]
    app = build_app(catalog, token=token, hosts=hosts)
    sock = bind(host, port)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{sock.getsockname()[1]}/" + (f"?token={token}" if token else "")
    print(
        f"proctor view: {len(catalog.runs)} run(s), {len(catalog.sets)} set(s) at {url}",
        flush=True,
    )
    config = uvicorn.Config(app, log_level="warning", lifespan="off", access_log=False)
    uvicorn.Server(config).run(sockets=[sock])
