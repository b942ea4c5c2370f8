"""proctor: evaluate language models on problems with verifiable answers."""

from proctor.grading import grade

__version__ = "0.1.0"

__all__ = ["__version__", "grade"]
