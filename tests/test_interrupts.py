"""SIGTERM stops `proctor eval` and `proctor sweep` as Ctrl-C does, wherever the signal lands: here in
a ``__del__``, where an exception raised by a signal handler is printed and dropped (what let a run
go on to the end and exit 0 when the stop landed in a llama.cpp finalizer)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

# a finalizer that sends SIGTERM to its own process and runs a little Python after it: a handler
# that only raises has its KeyboardInterrupt raised (and dropped) right there
DROPPER = """
import asyncio, os, signal, sys, time
from proctor.interrupts import raise_if_stopped, run_until_interrupted, sigterm_interrupts

class Dropper:
    def __del__(self):
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(10000):
            pass

def drop():
    d = Dropper()
    del d
"""


def run_script(body: str) -> str:
    code = DROPPER + textwrap.dedent(body)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def test_sigterm_in_a_finalizer_stops_an_async_run():
    out = run_script(
        """
        async def main():
            drop()
            await asyncio.sleep(5)
            return "finished"

        before = signal.getsignal(signal.SIGTERM)
        try:
            print(run_until_interrupted(main()))
        except KeyboardInterrupt:
            print("interrupted")
        print("restored" if signal.getsignal(signal.SIGTERM) is before else "not restored")
        """
    )
    assert out.splitlines() == ["interrupted", "restored"]


def test_a_cancel_that_is_no_sigterm_stays_a_cancel_and_results_come_back():
    out = run_script(
        """
        async def cancelled():
            asyncio.current_task().cancel()
            await asyncio.sleep(1)

        async def fine():
            return 7

        try:
            run_until_interrupted(cancelled())
        except KeyboardInterrupt:
            print("interrupt")
        except asyncio.CancelledError:
            print("cancelled")
        print(run_until_interrupted(fine()))
        """
    )
    assert out.splitlines() == ["cancelled", "7"]


def test_sigterm_in_a_finalizer_stops_a_polling_loop():
    out = run_script(
        """
        restore = sigterm_interrupts()
        try:
            drop()
            for _ in range(300):
                time.sleep(0.01)
                raise_if_stopped()
            print("finished")
        except KeyboardInterrupt:
            print("interrupted")
        finally:
            restore()
        """
    )
    assert out == "interrupted"


def test_sigterm_after_the_last_step_still_says_interrupted():
    out = run_script(
        """
        async def main():
            await asyncio.sleep(0)
            os.kill(os.getpid(), signal.SIGTERM)  # handled by the loop after this last step
            time.sleep(0.2)
            return "finished"

        try:
            print(run_until_interrupted(main()))
        except KeyboardInterrupt:
            print("interrupted")
        """
    )
    assert out == "interrupted"


def test_a_second_sigterm_ends_a_run_whose_thread_does_not_stop():
    code = DROPPER + textwrap.dedent(
        """
        async def main():
            loop = asyncio.get_running_loop()
            loop.call_later(0.2, os.kill, os.getpid(), signal.SIGTERM)
            loop.call_later(0.6, os.kill, os.getpid(), signal.SIGTERM)
            await asyncio.to_thread(time.sleep, 30)  # cancelling does not stop the thread

        run_until_interrupted(main())
        print("returned")
        """
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=25)
    assert proc.returncode == -15 and "returned" not in proc.stdout
