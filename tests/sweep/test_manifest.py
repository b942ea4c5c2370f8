"""SET_DIR/manifest.json: the schema other tools read, written atomically, read back the same."""

from __future__ import annotations

import json

import pytest

from proctor.sweep import MANIFEST, Cell, Manifest, ManifestError, read_manifest, write_manifest

FIELDS = ["name", "dir", "model", "adapter", "step", "base", "benchmark", "env", "set", "repeat", "seed", "config_hash", "status", "error"]  # fmt: skip


def a_manifest() -> Manifest:
    cells = [
        Cell(
            "gsm8k--text-only--base",
            "gsm8k--text-only--base",
            "llamacpp:smollm2",
            None,
            0,
            True,
            "gsm8k",
            "text-only",
            {},
            0,
            0,
        ),  # fmt: skip
        Cell(
            "gsm8k--text-only--step-0400--temperature-0.2",
            "gsm8k--text-only--step-0400--temperature-0.2",
            "llamacpp:/c/step-400/m.gguf",
            None,
            400,
            False,
            "gsm8k",
            "text-only",
            {"sampling.temperature": 0.2},
            1,
            1,
            "ab" * 32,
            "failed",
            "exit 2: boom",
        ),  # fmt: skip
    ]
    return Manifest(config={"sweep": {"checkpoints": "c/step-*"}, "shared": {}}, cells=cells)


def test_round_trip_and_the_exact_schema(tmp_path):
    m = a_manifest()
    write_manifest(tmp_path, m)
    raw = json.loads((tmp_path / MANIFEST).read_text())
    assert list(raw) == ["schema", "created", "config", "cells"]
    assert raw["schema"] == 1 and raw["created"].endswith("+00:00")
    assert [list(c) for c in raw["cells"]] == [FIELDS, FIELDS]
    assert raw["cells"][1]["set"] == {"sampling.temperature": 0.2}
    back = read_manifest(tmp_path)
    assert back == m
    assert not (tmp_path / (MANIFEST + ".tmp")).exists()


def test_a_bad_manifest_is_one_clear_error(tmp_path):
    with pytest.raises(ManifestError, match="not a sweep set"):
        read_manifest(tmp_path)
    (tmp_path / MANIFEST).write_text("{")
    with pytest.raises(ManifestError, match="not valid JSON"):
        read_manifest(tmp_path)
    write_manifest(tmp_path, a_manifest())
    raw = json.loads((tmp_path / MANIFEST).read_text())
    raw["cells"][0]["status"] = "sleeping"
    (tmp_path / MANIFEST).write_text(json.dumps(raw))
    with pytest.raises(ManifestError, match="sleeping"):
        read_manifest(tmp_path)
    del raw["cells"][0]["status"]
    (tmp_path / MANIFEST).write_text(json.dumps(raw))
    with pytest.raises(ManifestError, match="cell 0 has fields"):
        read_manifest(tmp_path)
