"""One fast check that the Hugging Face hub can be reached, before ``datasets`` tries (and retries
for half a minute) to download a benchmark.

The probe opens one TCP connection to the hub's host (``HF_ENDPOINT``, default huggingface.co)
with a short timeout. It is skipped where it could be wrong or is not needed: ``HF_HUB_OFFLINE`` /
``HF_DATASETS_OFFLINE`` set (``datasets`` then reads its cache at once) or a proxy configured (the
connection would go through it, not straight to the host).
"""

from __future__ import annotations

import os
import socket
from urllib.parse import urlsplit

DEFAULT_ENDPOINT = "https://huggingface.co"
PROBE_TIMEOUT_S = 3.0
_PROXY_VARS = ("HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy")
_OFFLINE_VARS = ("HF_HUB_OFFLINE", "HF_DATASETS_OFFLINE")


def hub_endpoint() -> str:
    return os.environ.get("HF_ENDPOINT") or DEFAULT_ENDPOINT


def _is_set(name: str) -> bool:
    return os.environ.get(name, "").strip().upper() in ("1", "ON", "YES", "TRUE")


def hub_unreachable(timeout_s: float = PROBE_TIMEOUT_S) -> str | None:
    """Why the hub cannot be reached (``"huggingface.co:443: connection refused"``), or None when
    it can or the probe does not apply."""
    if any(_is_set(v) for v in _OFFLINE_VARS) or any(os.environ.get(v) for v in _PROXY_VARS):
        return None
    url = urlsplit(hub_endpoint())
    host = url.hostname
    if not host:
        return None
    port = url.port or (443 if url.scheme == "https" else 80)
    try:
        with socket.create_connection((host, port), timeout=timeout_s):
            return None
    except socket.gaierror as e:
        return f"{host}: name not resolved ({e.strerror or e})"
    except TimeoutError:
        return f"{host}:{port}: no answer in {timeout_s:g}s"
    except OSError as e:
        return f"{host}:{port}: {e.strerror or e}"
