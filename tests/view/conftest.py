"""A real ``proctor view`` process on 127.0.0.1 (``viewer``) and headless Chromium driven by Selenium
through Debian's chromium-driver (``browser``)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # view_runs.py

CHROMEDRIVER = shutil.which("chromedriver")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


class Viewer:
    def __init__(self, proc: subprocess.Popen, url: str):
        self.proc, self.url = proc, url.rstrip("/")

    def get(self, path: str, **params):
        import httpx

        return httpx.get(self.url + path, params=params, timeout=60)

    @property
    def rss_mb(self) -> float:
        import psutil

        return psutil.Process(self.proc.pid).memory_info().rss / 2**20


@contextmanager
def viewer(*args: str) -> Iterator[Viewer]:
    """``proctor view ARGS --port 0`` running until the block ends; its URL read from its first line."""
    cmd = [sys.executable, "-m", "proctor", "view", *args, "--port", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = proc.stdout.readline()
        found = re.search(r"at (http://\S+)", line)
        assert found, (
            f"proctor view did not start: {line}{proc.stdout.read() if proc.poll() is not None else ''}"
        )
        yield Viewer(proc, found.group(1).split("?")[0])
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    if CHROMEDRIVER is None or CHROMIUM is None:
        pytest.skip(
            "needs Debian's chromium and chromium-driver (apt-get install -y chromium chromium-driver)"
        )
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1280,1000", f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}"):  # fmt: skip
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


SCREENS = os.environ.get("PROCTOR_VIEW_SCREENS")  # also copy the screenshots there (docs, reviews)


@pytest.fixture(scope="module")
def screens(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("view-screens")
    print(f"\nscreenshots: {folder}")
    yield folder
    if SCREENS:
        Path(SCREENS).mkdir(parents=True, exist_ok=True)
        for png in folder.glob("*.png"):
            shutil.copy(png, Path(SCREENS) / png.name)


def wait_for(condition, timeout: float = 20.0, what: str = "condition"):
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        try:
            last = condition()
            if last:
                return last
        except Exception as e:  # noqa: BLE001 - an element not there yet
            last = e
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what} (last: {last!r})")
