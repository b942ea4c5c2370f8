"""Test checkpoints of a GGUF model without a GPU or a training run: perturbed copies of the file.

A copy has its F32 norm weights (``*_norm.weight``, never quantized) scaled by ``factor`` in place
(``gguf.GGUFReader`` opens the copy read-write as a memory map), so each copy loads like the
original and, for the same seed, writes different text. ``proctor checkpoints make`` writes a
folder of them for ``proctor sweep --checkpoints`` (docs/sweep.md); the sweep tests use the same.
"""

from __future__ import annotations

import shutil
from pathlib import Path

NORM_SUFFIX = "_norm.weight"


def perturbed_gguf(dest: Path, factor: float, source: Path | None = None) -> Path:
    """``dest``: a copy of ``source`` (default: the embedded GGUF) with every F32 norm weight times
    ``factor``. Returns ``dest``."""
    try:
        import gguf
        import numpy as np
    except ImportError as e:
        raise RuntimeError("writing test checkpoints needs the gguf package: pip install gguf") from e
    from proctor.models.llamacpp.engine import embedded_path

    source = source or embedded_path()
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, dest)
    reader = gguf.GGUFReader(dest, "r+")
    scaled = 0
    for tensor in reader.tensors:
        if tensor.name.endswith(NORM_SUFFIX) and tensor.tensor_type == gguf.GGMLQuantizationType.F32:
            tensor.data[...] = (tensor.data * np.float32(factor)).astype(np.float32)
            scaled += 1
    if not scaled:
        dest.unlink()
        raise ValueError(f"{source} has no F32 norm weight to perturb; give another GGUF file")
    reader.data.flush()  # the memory map written back to the copy
    del reader
    return dest


def checkpoint_folders(
    root: Path, steps: list[int], marker: str | None = ".complete", source: Path | None = None
) -> list[Path]:
    """``root/step-<k>/model.gguf`` for each step, perturbed by 1 + step / 10000, with ``marker``."""
    folders = []
    for step in steps:
        folder = root / f"step-{step}"
        perturbed_gguf(folder / "model.gguf", 1 + step / 10000, source)
        if marker:
            (folder / marker).write_text("")
        folders.append(folder)
    return folders
