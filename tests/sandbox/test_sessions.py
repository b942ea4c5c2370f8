"""Stateful sessions: state persists, sessions never see each other, and a session dies with its owner."""

from __future__ import annotations

import asyncio
import threading
import time


def test_session_keeps_variables_and_imports(sandbox):
    with sandbox.session() as session:
        assert session.run("import sympy\nx = sympy.Symbol('x')\ntotal = 40").status == "ok"
        result = session.run("total += 2\nprint(total, sympy.expand((x + 1)**2))")
        assert result.status == "ok", result
        assert result.stdout == "42 x**2 + 2*x + 1\n"
        failed = session.run("raise ValueError('boom')")
        assert failed.status == "error" and "ValueError: boom" in failed.stderr
        assert session.run("print(total)").stdout == "42\n"  # an exception does not lose the state


def test_stateless_calls_share_nothing(sandbox):
    assert sandbox.run("leaked = 1\nimport numpy\nnumpy.leaked = 1\nopen('f', 'w').write('x')").status == "ok"
    result = sandbox.run(
        "import os, numpy\nprint('leaked' in globals(), hasattr(numpy, 'leaked'), os.listdir('.'))"
    )
    assert result.stdout == "False False []\n", result


def test_sessions_do_not_see_each_other(sandbox, host):
    idle = {host.ns_pid(p) for p in host.settled()}
    a, b = sandbox.session(), sandbox.session()
    try:
        setup = a.run("import os\nsecret = 'alpha'\nopen('mine.txt', 'w').write(secret)\nprint(os.getuid())")
        a_uid = int(setup.stdout)
        # each call runs in a process of its own: the session's kernel between calls is the one
        # the call forked; with the init of the session's PID namespace (its pid 1 there), the only
        # processes of the worker that were not there before
        new = [p for p in host.settled() if host.ns_pid(p) not in idle]
        assert sorted(host.ns_pids(p)[-1] == 1 for p in new) == [False, True], new
        (a_pid,) = {host.ns_pid(p) for p in new if host.ns_pids(p)[-1] != 1}
        probe = f"""
import os, signal
print('secret' in globals(), os.listdir('.'), os.getuid() != {a_uid})
for attempt in (lambda: os.listdir("/proc/{a_pid}/root/tmp"), lambda: os.kill({a_pid}, signal.SIGKILL)):
    try:
        attempt()
        print("REACHED")
    except OSError as exc:
        print("denied", type(exc).__name__)
"""
        result = b.run(probe)
        assert result.status == "ok", result
        lines = result.stdout.splitlines()
        # root mode: each session has its own uid; both modes: its own PID namespace, in which no
        # process of another session has a number (kill finds none)
        other_uid = "True" if sandbox.mode == "root" else "False"
        assert lines == [f"False [] {other_uid}", "denied PermissionError", "denied ProcessLookupError"]
        assert a.run("print(secret, open('mine.txt').read())").stdout == "alpha alpha\n"
    finally:
        a.close()
        b.close()


def test_closing_a_session_destroys_it(sandbox, host):
    before = len(host.settled())
    session = sandbox.session()
    session.run("import time\nvalue = 1")
    assert len(host.processes()) == before + 2  # its kernel and its PID namespace's init
    session.close()
    assert len(host.settled()) == before
    try:
        session.run("print(value)")
    except RuntimeError as exc:
        assert "closed" in str(exc)
    else:
        raise AssertionError("a closed session accepted a call")


def test_session_timeout_restarts_the_kernel(sandbox):
    with sandbox.session() as session:
        session.run("value = 7")
        result = session.run("while True:\n    pass", timeout_s=1)
        assert result.status == "timeout", result
        assert "session was restarted" in result.stderr
        after = session.run("print('value' in globals())")
        assert after.status == "ok" and after.stdout == "False\n"


def test_session_async_use(sandbox):
    async def main():
        async with sandbox.session() as session:
            await session.arun("n = 5")
            return await session.arun("print(n * n)")

    result = asyncio.run(main())
    assert result.stdout == "25\n"


def test_close_never_waits_for_a_busy_worker(sandbox, host):
    before = len(host.settled())
    session = sandbox.session()
    session.run("value = 1")
    busy = threading.Thread(target=sandbox.run, args=("import time\ntime.sleep(1.0)",))
    busy.start()
    time.sleep(0.2)  # the only worker is now running that call
    start = time.monotonic()
    session.close()
    assert time.monotonic() - start < 0.2
    busy.join()
    deadline = time.monotonic() + 5
    while len(host.settled()) != before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(host.settled()) == before  # the kernel was destroyed once the worker was free


def test_a_light_session_is_forked_without_the_heavy_libraries_and_keeps_only_its_own_state(sandbox):
    """A session whose first call names no heavy library starts from the kernel template (no numpy
    or sympy mapped) by the init of the session's PID namespace (its pid 1), keeps its own state across its calls (also
    after importing sympy itself), and no state of one light session reaches the next one the
    template forks; a session that starts with sympy gets a kernel that has it preloaded."""
    # (the names spelt in pieces: a call that names a heavy library gets a kernel that has it)
    light = (
        "import os, sys\nprint(sorted(m for m in ('num' 'py', 'sym' 'py') if m in sys.modules), os.getppid())"
    )
    a, b = sandbox.session(), sandbox.session()
    try:
        first = a.run(light + "\nsecret = 'alpha'\nimport fractions\nfractions.leaked = 'alpha'")
        assert first.status == "ok" and first.stdout == "[] 1\n", first
        assert b.run(light).stdout == "[] 1\n"
        probe = "import fractions\nprint('secret' in globals(), getattr(fractions, 'leaked', None))"
        assert b.run(probe).stdout == "False None\n"  # nothing of session a's in session b
        result = a.run("import sympy\nx = sympy.Symbol('x')\nprint(secret, sympy.expand((x + 1) ** 2))")
        assert result.status == "ok" and result.stdout == "alpha x**2 + 2*x + 1\n", result
        later = a.run(probe + "\nprint(x ** 2)")  # each call ran in a fresh fork of the last one
        assert later.stdout == "True alpha\nx**2\n", later
        with sandbox.session() as c:  # forked by the template after a's calls: none of their state
            assert c.run(probe).stdout == "False None\n"
    finally:
        a.close()
        b.close()
    with sandbox.session() as heavy:
        preloaded = heavy.run("import sympy\n" + light)
        assert preloaded.status == "ok" and preloaded.stdout == "['numpy', 'sympy'] 1\n", preloaded
