"""Makes ``tests/envs/tool_fakes.py`` importable as ``tool_fakes`` (pytest runs in importlib mode), and
the embedded model and sandbox fixtures of the tool env's model tests (one per test module)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

if "tool_fakes" not in sys.modules:
    _spec = importlib.util.spec_from_file_location("tool_fakes", Path(__file__).with_name("tool_fakes.py"))
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["tool_fakes"] = _module
    _spec.loader.exec_module(_module)


QWEN3_TEMPLATE = Path(__file__).with_name("templates") / "Qwen-Qwen3-0.6B.jinja"


def _embedded(**options):
    import asyncio

    from proctor.models import ModelOptions, load_sampler

    sampler = load_sampler("llamacpp:smollm2", ModelOptions(n_ctx=2048, **options))
    yield sampler
    asyncio.run(sampler.aclose())


@pytest.fixture(scope="module")
def smollm2():
    """The embedded model with its own (ChatML) template."""
    yield from _embedded()


@pytest.fixture(scope="module")
def smollm2_qwen3():
    """The embedded model rendering Qwen3's template (hermes tool calls; SmolLM2's renders no tools)."""
    yield from _embedded(chat_template=str(QWEN3_TEMPLATE))


@pytest.fixture(scope="module")
def sandbox():
    from proctor.sandbox import Sandbox

    with Sandbox(workers=1, timeout_s=5) as box:
        yield box
