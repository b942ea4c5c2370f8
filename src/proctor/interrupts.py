"""SIGTERM (a scheduler's stop, ``kill PID``) handled as Ctrl-C is: the work in flight stops
cleanly, what finished is kept, and the stop is logged (``proctor eval``, ``proctor sweep``).

A Python signal handler runs wherever the main thread happens to be, a ``__del__`` or a ctypes
callback included, and an exception raised there is printed and dropped ("Exception ignored in"):
a handler that only raised KeyboardInterrupt lost the stop whenever it landed in a finalizer (the
run went on to the end and exited 0). So no handler here raises: under asyncio the signal reaches
the loop through its wakeup descriptor and cancels the main task (``run_until_interrupted``, what
``asyncio.run`` does for Ctrl-C); a synchronous loop gets a flag it checks every turn
(``sigterm_interrupts`` + ``raise_if_stopped``)."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

_stop = threading.Event()  # a SIGTERM arrived while sigterm_interrupts' handler was installed


def sigterm_interrupts() -> Callable[[], None]:
    """In the main thread, make SIGTERM set the flag that ``raise_if_stopped`` reads (a synchronous
    loop checks it every turn: the stop lands between two steps, never inside one, so a child being
    started or a manifest being saved is never cut in half); returns the undo (elsewhere: a no-op)."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    _stop.clear()

    def interrupt(signum: int, frame: Any) -> None:
        _stop.set()

    before = signal.signal(signal.SIGTERM, interrupt)
    return lambda: signal.signal(signal.SIGTERM, before)


def raise_if_stopped() -> None:
    """KeyboardInterrupt if a SIGTERM arrived under ``sigterm_interrupts`` (a synchronous loop calls
    this every turn, so a stop whose raise landed in a finalizer is not lost)."""
    if _stop.is_set():
        raise KeyboardInterrupt


def run_until_interrupted(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(main)``, where SIGTERM stops it as Ctrl-C does: the main task is cancelled from
    the event loop (never by an exception raised in whatever code the signal interrupted), and
    KeyboardInterrupt comes out, also when the signal came after the task's last step (the work is
    saved; the stop is still told). A second SIGTERM while the first is being honoured (a thread that
    does not stop) ends the process at once, as a second Ctrl-C does. Outside the main thread, plain
    ``asyncio.run``."""
    if threading.current_thread() is not threading.main_thread():
        return asyncio.run(main)
    terminated = threading.Event()

    def early(signum: int, frame: Any) -> None:  # (before the loop's handler is in place, and after)
        if terminated.is_set():
            _die()
        terminated.set()

    before = signal.signal(signal.SIGTERM, early)

    async def guarded() -> T:
        task = asyncio.current_task()
        assert task is not None

        def stop() -> None:
            if terminated.is_set():
                _die()
            terminated.set()
            task.cancel()

        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop)
        if terminated.is_set():  # a SIGTERM before the loop ran
            main.close()
            raise asyncio.CancelledError
        return await main

    try:
        result = asyncio.run(guarded())
    except asyncio.CancelledError:
        if terminated.is_set():
            raise KeyboardInterrupt from None
        raise
    finally:  # the loop's close put SIGTERM back to its default: give back what was there before
        signal.signal(signal.SIGTERM, before if before is not None else signal.SIG_DFL)
    if terminated.is_set():
        raise KeyboardInterrupt
    return result


def _die() -> None:
    """End the process by SIGTERM's default action (the second stop asked)."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGTERM)
