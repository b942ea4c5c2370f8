"""The native tool-call families proctor can read, and which one a chat template is."""

from __future__ import annotations

from proctor.envs.tool_families.base import Family
from proctor.envs.tool_families.deepseek import DeepSeek
from proctor.envs.tool_families.harmony import Harmony
from proctor.envs.tool_families.hermes import Hermes
from proctor.envs.tool_families.llama3 import Llama3Json
from proctor.envs.tool_families.mistral import Mistral

# in detection order: the more specific markers first (a harmony template may mention <tool_call>)
FAMILIES: dict[str, Family] = {f.name: f for f in (Harmony(), DeepSeek(), Mistral(), Llama3Json(), Hermes())}


def detect_family(source: str) -> Family | None:
    """The family whose call syntax a template's Jinja source renders, or None."""
    family = next((f for f in FAMILIES.values() if f.detect(source)), None)
    return family.for_template(source) if family else None


def known_families() -> str:
    """``hermes (Qwen2.5, Qwen3, ...), llama3 (...), ...``: for errors and docs."""
    return "; ".join(f"{f.name} ({f.models})" for f in FAMILIES.values())
