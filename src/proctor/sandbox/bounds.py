"""The limits of ``proctor sandbox serve`` and the one rule for every number a flag or a request gives.

A number is accepted only when it is a real number (not a bool, not a string), finite, above its
floor and at most its ceiling; integer fields must also be whole. The same rule (and wording)
answers a bad ``--timeout`` flag and a bad ``timeout_s`` field of a request.

``check_options`` is the local ``Sandbox``'s own check of its constructor's options.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MAX_SECONDS = 1_000_000.0  # any time limit: larger ones are surely a mistake (11.6 days)
MAX_MEMORY_MB = 1 << 20  # 1 TiB
MAX_OUTPUT_BYTES = 1 << 30
MAX_WORKERS = 1024


def number(
    value: object,
    *,
    high: float,
    low: float = 0,
    minimum: float | None = None,
    whole: bool = False,
    unit: str = "",
) -> float | int:
    """``value`` if it is a finite number with ``low < value <= high`` (or ``minimum <= value <= high``),
    whole when ``whole``; else ValueError. The message starts with "must be": callers prefix the name
    of the field or the flag."""
    kind = "a whole number" if whole else "a number"
    of = f" of {unit}" if unit else ""
    if minimum is None:
        what, floor_ok = f"{kind}{of} greater than {_show(low)} and at most {_show(high)}", lambda v: v > low
    else:
        what, floor_ok = f"{kind}{of} from {_show(minimum)} to {_show(high)}", lambda v: v >= minimum
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    if ok:
        try:
            ok = math.isfinite(value) and floor_ok(value) and value <= high
            ok = ok and (not whole or float(value).is_integer())
        except OverflowError:  # an int too large for a float
            ok = False
    if not ok:
        shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:40] + "..."
        raise ValueError(f"must be {what}, got {shown}")
    return int(value) if whole else float(value)


def _show(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


@dataclass(frozen=True)
class ServiceLimits:
    """What ``proctor sandbox serve`` accepts (``proctor.serve``); every field is one of its flags.

    ``timeout_s``, ``memory_mb`` and ``max_output_bytes`` are the sandbox's own limits: a request
    may ask for less time or output, never for more (it is clamped to these).
    """

    timeout_s: float = 30.0
    memory_mb: int = 2048
    max_output_bytes: int = 65536
    max_connections: int = 64  # open connections at once; one more is answered 503 with Retry-After
    header_timeout_s: float = 10.0  # request line and headers (and a keep-alive connection's idle time)
    body_timeout_s: float = 30.0  # the whole body, once the headers are in
    max_body_bytes: int = 4 << 20  # 413 above this, whatever Content-Length says, before any byte is read
    max_sessions: int = 64  # open sessions per token (>= a stateful tool env's concurrency); more: 429
    session_idle_s: float = 1800.0  # a session unused for this long is closed

    def __post_init__(self) -> None:
        check_fields(
            self,
            "ServiceLimits",
            (
                ("timeout_s", MAX_SECONDS, False),
                ("memory_mb", MAX_MEMORY_MB, True),
                ("max_output_bytes", MAX_OUTPUT_BYTES, True),
                ("max_connections", 65536, True),
                ("header_timeout_s", MAX_SECONDS, False),
                ("body_timeout_s", MAX_SECONDS, False),
                ("max_body_bytes", 1 << 30, True),
                ("max_sessions", 1 << 20, True),
                ("session_idle_s", MAX_SECONDS, False),
            ),
        )


def check_fields(limits: object, label: str, fields: tuple[tuple[str, float, bool], ...]) -> None:
    """Each ``(name, high, whole)`` field of ``limits`` is a number in its range, or ValueError
    naming ``label`` and the field."""
    for name, high, whole in fields:
        try:
            number(getattr(limits, name), high=high, whole=whole)
        except ValueError as exc:
            raise ValueError(f"{label} {name} {exc}") from None


def positive(name: str, value: float, kind: type = int) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise ValueError(f"Sandbox {name} must be a positive number, got {value!r}")
    if kind is int and not float(value).is_integer():
        raise ValueError(f"Sandbox {name} must be a whole number, got {value!r}")


def check_options(
    workers: int,
    timeout_s: float,
    memory_mb: int,
    max_output_bytes: int,
    disk_mb: int,
    max_procs: int,
    max_files: int,
    session_cpu_s: float | None,
) -> None:
    """Every option of a Sandbox a positive number (a whole one where it counts), and room for the
    preloaded libraries; ValueError naming the option otherwise."""
    for name, value, kind in (
        ("workers", workers, int),
        ("timeout_s", timeout_s, float),
        ("memory_mb", memory_mb, int),
        ("max_output_bytes", max_output_bytes, int),
        ("disk_mb", disk_mb, int),
        ("max_procs", max_procs, int),
        ("max_files", max_files, int),
        ("session_cpu_s", session_cpu_s or 1, float),
    ):
        positive(name, value, kind)
    if memory_mb < 256:
        raise ValueError(
            f"Sandbox memory_mb must be at least 256 (numpy and sympy are preloaded), got {memory_mb}"
        )
