"""SIGTERM (a scheduler's stop, ``kill PID``) handled as Ctrl-C is: the work in flight stops
cleanly, what finished is kept, and the stop is logged (``proctor eval``, ``proctor sweep``).

A Python signal handler runs wherever the main thread happens to be, a ``__del__`` or a ctypes
callback included, and an exception raised there is printed and dropped ("Exception ignored in"):
a handler that only raised KeyboardInterrupt lost the stop whenever it landed in a finalizer (the
run went on to the end and exited 0). So neither way here depends on the raise alone: under asyncio
the signal reaches the loop through its wakeup descriptor and cancels the main task
(``run_until_interrupted``, what ``asyncio.run`` does for Ctrl-C); a synchronous loop gets a flag
it checks every turn (``sigterm_interrupts`` + ``raise_if_stopped``)."""

from __future__ import annotations

import asyncio
import signal
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")

_stop = threading.Event()  # a SIGTERM arrived while sigterm_interrupts' handler was installed


def sigterm_interrupts() -> Callable[[], None]:
    """In the main thread, make SIGTERM raise KeyboardInterrupt and set the flag that
    ``raise_if_stopped`` reads (the raise may be swallowed where it lands, the flag is not);
    returns the undo (elsewhere: a no-op)."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    _stop.clear()

    def interrupt(signum: int, frame: Any) -> None:
        _stop.set()
        raise KeyboardInterrupt

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
    KeyboardInterrupt comes out. Outside the main thread, plain ``asyncio.run``."""
    if threading.current_thread() is not threading.main_thread():
        return asyncio.run(main)
    before = signal.getsignal(signal.SIGTERM)
    terminated = threading.Event()

    async def guarded() -> T:
        task = asyncio.current_task()
        assert task is not None

        def stop() -> None:
            terminated.set()
            task.cancel()

        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop)
        return await main

    try:
        return asyncio.run(guarded())
    except asyncio.CancelledError:
        if terminated.is_set():
            raise KeyboardInterrupt from None
        raise
    finally:  # the loop's close put SIGTERM back to its default: give back what was there before
        signal.signal(signal.SIGTERM, before if before is not None else signal.SIG_DFL)
