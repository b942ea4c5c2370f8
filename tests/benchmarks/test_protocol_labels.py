"""`proctor protocols` claims "verified (CI)" only for presets whose rendering test CI runs; the
others say when they were checked by hand and how to rerun the check."""

from __future__ import annotations

import importlib.util

from typer.testing import CliRunner

from proctor.benchmarks.protocol_presets import PROTOCOLS
from proctor.cli import app
from proctor.cli.protocols import verified_label

# preset name -> the module its rendering test imports (skipped where it cannot be imported)
PEER_MODULES = {
    "lm-eval": "lm_eval",
    "lm-eval-cot": "lm_eval",
    "lighteval": "lighteval",
    "nemo-skills": "nemo_skills",
}


def test_a_preset_labelled_verified_by_ci_has_its_test_runnable_here():
    """CI installs the extras in the Makefile's EXTRAS: a preset claims CI only if its peer imports."""
    for p in PROTOCOLS.values():
        if p.verified and p.checked == "ci":
            module = PEER_MODULES[p.name]
            assert module and importlib.util.find_spec(module), (
                f"{p.name} claims CI but {module} is not installed"
            )


def test_hand_checked_presets_say_when_and_how_to_rerun():
    hand = [p for p in PROTOCOLS.values() if p.checked != "ci"]
    assert {p.name for p in hand} >= {"lighteval", "qwen-math", "nemo-skills"}
    for p in hand:
        label = verified_label(p)
        if p.verified:
            assert label.startswith("yes, by hand on 20") and "rerun:" in label and "pytest tests/" in label
    r = CliRunner().invoke(app, ["protocols"], env={"COLUMNS": "400"})
    assert r.exit_code == 0
    rows = [
        line for line in r.output.splitlines() if line.strip().startswith(("│ lighteval", "│ nemo-skills"))
    ]
    assert rows and not any("yes (CI)" in line for line in rows)
