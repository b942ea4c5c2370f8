"""The limits of ``proctor serve``: the sandbox service's (``ServiceLimits``) and the reward queue's."""

from __future__ import annotations

from dataclasses import dataclass

from proctor.sandbox.bounds import MAX_SECONDS, ServiceLimits, check_fields

MAX_HEADER_BYTES = 64 << 10  # request line and headers together (h11's buffer cap)


@dataclass(frozen=True)
class ServeLimits(ServiceLimits):
    """Every field is a flag of ``proctor serve``. Besides the sandbox's limits: ``max_queue`` reward
    items admitted at once (graded or waiting; a request that would pass it gets 429 with
    Retry-After), ``max_items`` per request, and ``deadline_s``, the wall-clock time one item may
    take before it is answered ``timeout`` (its CPU-time limit is the grader's own)."""

    max_queue: int = 4096
    max_items: int = 4096
    deadline_s: float = 10.0
    max_connections: int = 1024

    def __post_init__(self) -> None:
        super().__post_init__()
        check_fields(
            self,
            "ServeLimits",
            (("max_queue", 1 << 24, True), ("max_items", 1 << 24, True), ("deadline_s", MAX_SECONDS, False)),
        )
