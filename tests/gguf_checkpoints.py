"""Real, different checkpoints of the embedded model for the sweep tests: perturbed copies of its GGUF
(:mod:`proctor.models.llamacpp.checkpoints`, which ``proctor checkpoints make`` uses too). Imported
by test modules in any folder (tests/conftest.py puts this folder on ``sys.path``).
"""

from __future__ import annotations

from pathlib import Path

from proctor.models.llamacpp.checkpoints import NORM_SUFFIX, checkpoint_folders, perturbed_gguf

__all__ = ["NORM_SUFFIX", "checkpoint_folders", "embedded_gguf", "perturbed_gguf"]


def embedded_gguf() -> Path:
    from proctor.models.llamacpp import embedded_path

    return embedded_path()
