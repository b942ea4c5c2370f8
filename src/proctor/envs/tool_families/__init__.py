"""Template-native tool calls (``env.tool_format=native``) on local backends.

The tools are advertised through the chat template's own ``tools`` variable, the model's calls are
read in its family's syntax, and each observation turn is the template's own rendering of the
``tool`` messages, continued token for token (``native.NativeTools``). One module per family:
``hermes`` (Qwen, Hermes), ``llama3``, ``mistral``, ``harmony`` (gpt-oss), ``deepseek``.
"""

from __future__ import annotations

from proctor.envs.tool_families.base import Family, FamilyCall
from proctor.envs.tool_families.native import NativeTools
from proctor.envs.tool_families.registry import FAMILIES, detect_family, known_families

__all__ = ["FAMILIES", "Family", "FamilyCall", "NativeTools", "detect_family", "known_families"]
