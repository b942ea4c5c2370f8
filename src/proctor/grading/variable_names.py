"""A variable's name as the rules read one in math: a letter, or a Greek letter's macro (not ``\\pi``, a constant),
with an optional short subscript (``T``, ``\\theta``, ``x_1``, ``a_{n}``, ``\\lambda_{ 12 }``). A name holds no value:
an aside or a gloss that only names variables states nothing of its own."""

from __future__ import annotations

NAME = (
    r"(?:[A-Za-z]|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|"
    r"rho|sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Sigma|Phi|Psi|Omega)(?![a-zA-Z]))"
    r"(?:_(?:\{\s*\w{1,3}\s*\}|\w))?"
)
