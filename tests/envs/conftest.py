"""Makes ``tests/envs/tool_fakes.py`` importable as ``tool_fakes`` (pytest runs in importlib mode)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

if "tool_fakes" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("tool_fakes", Path(__file__).with_name("tool_fakes.py"))
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["tool_fakes"] = _module
    _spec.loader.exec_module(_module)
