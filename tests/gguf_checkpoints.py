"""Real, different checkpoints of the embedded model for the sweep tests: perturbed copies of its GGUF.

A copy of the file has its F32 norm weights (``*_norm.weight``, never quantized) scaled by
``factor`` in place (``gguf.GGUFReader`` opens the copy read-write as a memory map), so each copy
loads like the original and, for the same seed, writes different text. Imported by test modules in
any folder (tests/conftest.py puts this folder on ``sys.path``); tests/sweep/ uses it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

NORM_SUFFIX = "_norm.weight"


def embedded_gguf() -> Path:
    from proctor.models.llamacpp import embedded_path

    return embedded_path()


def perturbed_gguf(dest: Path, factor: float, source: Path | None = None) -> Path:
    """``dest``: a copy of ``source`` (default: the embedded GGUF) with every F32 norm weight times
    ``factor``. Returns ``dest``."""
    import gguf
    import numpy as np

    source = source or embedded_gguf()
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, dest)
    reader = gguf.GGUFReader(dest, "r+")
    scaled = 0
    for tensor in reader.tensors:
        if tensor.name.endswith(NORM_SUFFIX) and tensor.tensor_type == gguf.GGMLQuantizationType.F32:
            tensor.data[...] = (tensor.data * np.float32(factor)).astype(np.float32)
            scaled += 1
    assert scaled, f"no F32 norm weight in {source}"
    reader.data.flush()  # the memory map written back to the copy
    del reader
    return dest


def checkpoint_folders(root: Path, steps: list[int], marker: str | None = ".complete") -> list[Path]:
    """``root/step-<k>/model.gguf`` for each step, perturbed by 1 + step / 10000, with ``marker``."""
    folders = []
    for step in steps:
        folder = root / f"step-{step}"
        perturbed_gguf(folder / "model.gguf", 1 + step / 10000)
        if marker:
            (folder / marker).write_text("")
        folders.append(folder)
    return folders
