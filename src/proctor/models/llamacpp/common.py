"""What the sequential (:mod:`proctor.models.llamacpp.engine`) and the batched
(:mod:`proctor.models.llamacpp.batch`) llama.cpp paths share, so neither imports the other."""

from __future__ import annotations

PROMPT_CHUNK = 16  # llama.cpp batch size: prompts are evaluated, and reused, in aligned chunks of this size
