"""proctor: evaluate language models on problems with verifiable answers."""

__version__ = "0.1.0"
