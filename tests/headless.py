"""Headless Chromium for the report tests: the page as a browser lays it out.

``chromium(tmp, *args)`` runs Debian's chromium headless (``--screenshot=...``, ``--dump-dom``) and
returns its stdout; ``probe(tmp, page, script, element_id)`` appends ``script`` to a copy of the
page (the page itself has no script), loads it and returns the JSON the script left in the element
``element_id``. Tests that use them carry ``needs_chromium``."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="needs Debian's chromium package (apt-get install -y chromium)"
)


def chromium(tmp: Path, *args: str) -> str:
    cmd = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",  # the test may run as root (CI containers)
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={tmp / 'chromium-profile'}",
        "--window-size=1280,2400",
        *args,
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def probe(tmp: Path, page: Path, script: str, element_id: str = "render-check") -> Any:
    """What ``script`` (a ``<script>`` block placed before ``</body>``) found in the laid-out page."""
    copy = tmp / f"probe-{page.stem}.html"
    copy.write_text(page.read_text(encoding="utf-8").replace("</body>", script), encoding="utf-8")
    dom = chromium(tmp, "--virtual-time-budget=5000", "--dump-dom", copy.as_uri())
    found = re.search(rf'<pre id="{element_id}">(.*?)</pre>', dom, re.S)
    assert found, "the probe script did not run: the page failed to load"
    return json.loads(html.unescape(found.group(1)))
