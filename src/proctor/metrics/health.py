"""Reasoning-health warnings: a run whose samples often run out of tokens or loop measured its
budget and decoding settings as much as the model. ``summary.json`` carries a ``health`` block when
a rate reaches its threshold, each warning with what to change."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# A rate at or past its threshold is a warning (share of finished samples).
HEALTH_THRESHOLDS = {"truncation_rate": 0.10, "loop_rate": 0.10}


def _value(metrics: Mapping[str, Any], name: str) -> float | None:
    entry = metrics.get(name)
    return entry.get("value") if isinstance(entry, Mapping) else None


def health_warnings(metrics: Mapping[str, Any], stop_reasons: Mapping[str, float]) -> list[dict[str, Any]]:
    """The warnings of a summary's ``metrics`` (entries with a ``value``) and ``stop_reasons``
    (shares of records): one per rate of :data:`HEALTH_THRESHOLDS` at or past its threshold,
    ``{metric, value, threshold, warning, fix}``."""
    out = []
    truncated, loops = _value(metrics, "truncation_rate"), _value(metrics, "loop_rate")
    limit = HEALTH_THRESHOLDS["truncation_rate"]
    if truncated is not None and truncated >= limit:
        fix = "raise --max-tokens (sampling.max_tokens)"
        in_thinking = stop_reasons.get("truncated_in_thinking", 0.0)
        if in_thinking:
            fix += (
                f"; {100 * in_thinking:.0f}% of records ran out inside the thinking: set a thinking "
                "budget (sampling.max_thinking_tokens) so the model is made to answer"
            )
        else:
            fix += ", or for a reasoning model set a thinking budget (sampling.max_thinking_tokens)"
        if loops is not None and loops >= HEALTH_THRESHOLDS["loop_rate"]:
            fix += "; looping samples are cut too, and a larger budget does not help them (see loop_rate)"
        out.append(
            {
                "metric": "truncation_rate",
                "value": truncated,
                "threshold": limit,
                "warning": f"{100 * truncated:.1f}% of samples were cut by the token budget",
                "fix": fix,
            }
        )
    limit = HEALTH_THRESHOLDS["loop_rate"]
    if loops is not None and loops >= limit:
        out.append(
            {
                "metric": "loop_rate",
                "value": loops,
                "threshold": limit,
                "warning": f"{100 * loops:.1f}% of samples end in a degenerate repetition loop",
                "fix": (
                    "sample at the model's recommended temperature (greedy and low temperatures loop "
                    "most: R1-style and Qwen3 models ask for about 0.6), use a repetition or presence "
                    "penalty where the backend has one, or set a thinking budget "
                    "(sampling.max_thinking_tokens) that cuts a looping thought and forces the answer"
                ),
            }
        )
    return out


def health_block(metrics: Mapping[str, Any], stop_reasons: Mapping[str, float]) -> dict[str, Any] | None:
    """The summary's ``health`` block (``thresholds`` and ``warnings``), None without a warning."""
    warnings = health_warnings(metrics, stop_reasons)
    return {"thresholds": dict(HEALTH_THRESHOLDS), "warnings": warnings} if warnings else None
