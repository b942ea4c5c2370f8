"""Run by test_owner_death.py: a Sandbox mid-call (a stateless call that forked a daemon, and a
session's), then this process prints every process of its workers and waits to be SIGKILLed."""

import json
import sys
import threading
import time

import psutil

from proctor.sandbox import Sandbox

DAEMON = "import os, time\nif os.fork() == 0:\n    os.setsid()\n    time.sleep(600)\nprint('up', flush=True)\ntime.sleep(600)"

kind = sys.argv[1]
sb = Sandbox(
    workers=2,
    timeout_s=600,
    memory_mb=512,
    mode="auto" if kind == "unsafe" else kind,
    unsafe=kind == "unsafe",
)
session = sb.session()
threading.Thread(target=sb.run, args=(DAEMON,), daemon=True).start()
threading.Thread(target=session.run, args=(DAEMON,), daemon=True).start()
time.sleep(3)  # both calls are running, their daemons forked
pids = set()
for w in sb._workers:
    pids.add(w.proc.pid)
    pids.update(p.pid for p in psutil.Process(w.proc.pid).children(recursive=True))
print(json.dumps(sorted(pids)), flush=True)
time.sleep(600)
