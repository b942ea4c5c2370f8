"""What every sandbox shares, the local pool (``sandbox.py``) and its remote client (``remote.py``): the
result of a call (``ExecResult`` and its statuses), closing on exit, and how long the host waits
past a call's own deadline."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal, Self

Status = Literal["ok", "error", "timeout", "memory", "killed"]
STATUSES: tuple[Status, ...] = ("ok", "error", "timeout", "memory", "killed")

# the host waits this much longer than the worker's own deadline before it declares the worker lost
BACKSTOP_S = 15.0


@dataclass(frozen=True)
class ExecResult:
    status: Status
    stdout: str
    stderr: str
    exit_code: int | None
    duration_s: float
    truncated: bool = False

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class ClosedOnExit:
    """``with`` closes it with ``close()``, ``async with`` with ``aclose()``."""

    def close(self) -> None:
        raise NotImplementedError

    async def aclose(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()
