"""``GET /metrics``: Prometheus text (exposition format 0.0.4) of what ``proctor serve`` is doing."""

from __future__ import annotations

import threading
import time
from collections import Counter, deque
from typing import Any

RATE_WINDOW_S = 10.0  # rewards/s is measured over this window


class Meter:
    """Rewards returned per second over the last ``RATE_WINDOW_S`` (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._marks: deque[tuple[float, int]] = deque()

    def add(self, n: int) -> None:
        now = time.monotonic()
        with self._lock:
            self._marks.append((now, n))
            self._trim(now)

    def rate(self) -> float:
        now = time.monotonic()
        with self._lock:
            self._trim(now)
            return sum(n for _, n in self._marks) / RATE_WINDOW_S

    def _trim(self, now: float) -> None:
        while self._marks and self._marks[0][0] < now - RATE_WINDOW_S:
            self._marks.popleft()


def _line(name: str, value: float, labels: dict[str, str] | None = None) -> str:
    if labels:
        inner = ",".join(f'{k}="{_escape(v)}"' for k, v in sorted(labels.items()))
        return f"{name}{{{inner}}} {value:g}"
    return f"{name} {value:g}"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def render(
    *,
    in_flight: int,
    queued: int,
    queue_limit: int,
    rate: float,
    statuses: dict[str, int],
    fallbacks: dict[str, int],
    http: Counter[str],
    pool: dict[str, Any],
    sandbox: dict[str, Any] | None,
) -> str:
    """The metrics page."""
    out = [
        "# HELP proctor_rewards_in_flight Reward items being graded now.",
        "# TYPE proctor_rewards_in_flight gauge",
        _line("proctor_rewards_in_flight", in_flight),
        "# HELP proctor_rewards_queued Reward items admitted and not yet answered (graded or waiting).",
        "# TYPE proctor_rewards_queued gauge",
        _line("proctor_rewards_queued", queued),
        "# HELP proctor_rewards_queue_limit Items admitted at once; past it requests get 429.",
        "# TYPE proctor_rewards_queue_limit gauge",
        _line("proctor_rewards_queue_limit", queue_limit),
        f"# HELP proctor_rewards_per_second Rewards returned per second over the last {RATE_WINDOW_S:g} s.",
        "# TYPE proctor_rewards_per_second gauge",
        _line("proctor_rewards_per_second", rate),
        "# HELP proctor_rewards_total Rewards returned, by status (graded, no_answer, unparsable, timeout, error).",
        "# TYPE proctor_rewards_total counter",
    ]
    for status in sorted(set(statuses) | {"graded", "no_answer", "unparsable", "timeout", "error"}):
        out.append(_line("proctor_rewards_total", statuses.get(status, 0), {"status": status}))
    out += [
        "# HELP proctor_reward_fallbacks_total Failed items answered with a route's fallback value.",
        "# TYPE proctor_reward_fallbacks_total counter",
    ]
    for route in sorted(set(fallbacks) | {"openrlhf", "slime"}):
        out.append(_line("proctor_reward_fallbacks_total", fallbacks.get(route, 0), {"route": route}))
    out += [
        "# HELP proctor_grader_worker_restarts_total Grader worker processes replaced (timeouts, crashes).",
        "# TYPE proctor_grader_worker_restarts_total counter",
        _line("proctor_grader_worker_restarts_total", float(pool.get("restarts", 0))),
        "# HELP proctor_grader_worker_crashes_total Grader workers that died before answering.",
        "# TYPE proctor_grader_worker_crashes_total counter",
        _line("proctor_grader_worker_crashes_total", float(pool.get("crashes", 0))),
        "# HELP proctor_http_events_total Requests and refusals of the HTTP layer, by kind.",
        "# TYPE proctor_http_events_total counter",
    ]
    for kind, n in sorted(http.items()):
        out.append(_line("proctor_http_events_total", n, {"kind": kind}))
    if sandbox is not None:
        out += [
            "# HELP proctor_sandbox_calls_total Sandbox calls, by status.",
            "# TYPE proctor_sandbox_calls_total counter",
        ]
        for status in ("ok", "error", "timeout", "memory", "killed"):
            out.append(
                _line("proctor_sandbox_calls_total", float(sandbox.get(status, 0) or 0), {"status": status})
            )
        out += [
            "# HELP proctor_sandbox_worker_restarts_total Sandbox workers restarted.",
            "# TYPE proctor_sandbox_worker_restarts_total counter",
            _line("proctor_sandbox_worker_restarts_total", float(sandbox.get("worker_restarts", 0) or 0)),
        ]
    return "\n".join(out) + "\n"
