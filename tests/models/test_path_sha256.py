"""Checkpoint digests: what resume compares to refuse weights that changed under a run."""

from __future__ import annotations

import hashlib

from proctor.models.base import path_sha256


def test_a_file_digest_is_its_sha256(tmp_path):
    f = tmp_path / "adapter.gguf"
    f.write_bytes(b"weights" * 1000)
    assert path_sha256(f) == hashlib.sha256(b"weights" * 1000).hexdigest()


def test_a_directory_digest_sees_contents_names_and_new_files(tmp_path):
    d = tmp_path / "lora"
    (d / "sub").mkdir(parents=True)
    (d / "adapter_config.json").write_text('{"r": 4}')
    (d / "sub" / "adapter_model.safetensors").write_bytes(b"\x00\x01" * 500)
    first = path_sha256(d)
    assert path_sha256(str(d)) == first  # stable, and str or Path alike
    (d / "adapter_config.json").write_text('{"r": 8}')
    changed = path_sha256(d)
    assert changed != first
    (d / "sub" / "adapter_model.safetensors").rename(d / "sub" / "other.safetensors")
    assert path_sha256(d) != changed  # same bytes under another name
    renamed = path_sha256(d)
    (d / "README.md").write_text("x")
    assert path_sha256(d) != renamed
