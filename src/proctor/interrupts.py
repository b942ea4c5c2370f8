"""SIGTERM (a scheduler's stop, ``kill PID``) handled as Ctrl-C is: the work in flight stops
cleanly, what finished is kept, and the stop is logged (``proctor eval``, ``proctor sweep``)."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from typing import Any


def sigterm_interrupts() -> Callable[[], None]:
    """In the main thread, make SIGTERM raise KeyboardInterrupt; returns the undo (elsewhere: a no-op)."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None

    def interrupt(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    before = signal.signal(signal.SIGTERM, interrupt)
    return lambda: signal.signal(signal.SIGTERM, before)
