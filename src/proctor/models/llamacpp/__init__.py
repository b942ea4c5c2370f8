"""The embedded default: llama.cpp in-process (``llamacpp:smollm2`` or ``llamacpp:/path/model.gguf``).

The KV cache of a shared prompt prefix is reused between generations, deterministically: llama.cpp's
numbers for a token depend on the batch it was evaluated in, so its own prefix reuse (evaluate only the
new suffix, in one batch) shifts the logits slightly and the same seed would no longer give the same
text. Here every prompt is evaluated in chunks of ``PROMPT_CHUNK`` tokens aligned at absolute
positions (0, 16, 32, ...), and only whole chunks of the previous prompt that match the new one are
kept: a kept chunk's keys and values come from exactly the computation a fresh evaluation would do,
so the same seed gives the same text whatever ran before (tests/models/test_llamacpp_backend.py).
Generated tokens are evaluated one at a time, never as a chunk, so they are never reused.

The chat template comes from the GGUF; prompts are rendered and tokenized here, so the exact
prompt and completion token ids are known (token-in/token-out continuation for multi-turn envs).
Generations are serialized on one model (a lock) and run in one dedicated thread.

With ``model.batch_decode = true`` concurrent requests are decoded together instead
(:mod:`proctor.models.llamacpp.batch`): faster, but a seed's text then depends on which requests
shared its batch, so the promise above does not hold for it (docs/backends.md "Batched decoding").
"""

from proctor.models.llamacpp.common import PROMPT_CHUNK
from proctor.models.llamacpp.engine import BATCH_SLOTS, EMBEDDED, LlamaCppSampler, embedded_path, from_ref

__all__ = ["BATCH_SLOTS", "EMBEDDED", "PROMPT_CHUNK", "LlamaCppSampler", "embedded_path", "from_ref"]
