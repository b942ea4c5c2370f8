"""ascii_gate: a pattern's literal gate never turns a match away (the gate answers as the pattern does), checked
for every compiled pattern of the grading modules on real replies, their prose views and generated texts of the
pieces case folding reads ("ſ", "ı", "K", "İ", "§"); and a gate that is deliberately wrong fails the check."""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import re
import sys
from pathlib import Path

import pytest

import proctor.grading
from proctor.grading import answer_leads, ascii_gate, labels, lexicon, provenance, strict_rivals
from proctor.grading.ascii_gate import Gate
from proctor.grading.commitment import OPAQUE, committed, prose_view

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402


def _patterns() -> list[re.Pattern[str]]:
    out: dict[tuple[str, int], re.Pattern[str]] = {}
    for info in pkgutil.iter_modules(proctor.grading.__path__):
        module = importlib.import_module(f"proctor.grading.{info.name}")
        for value in vars(module).values():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                out[(value.pattern, value.flags)] = value
            elif isinstance(value, (lexicon._Lazy, lexicon.LabelConcept)):
                out[(value.pattern, value.flags)] = re.compile(value.pattern, value.flags)
            elif isinstance(value, Gate):
                out[(value.pattern.pattern, value.pattern.flags)] = value.pattern
    return list(out.values())


def _real_texts() -> list[str]:
    texts = [response(shape, size, seed)[0] for shape in SHAPES for size in (700, 2048) for seed in range(2)]
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl"))[:4]:
        for line in path.read_text().splitlines()[:40]:
            if "response" in (row := json.loads(line)):
                texts.append(row["response"])
    return texts + [prose_view(committed(t)) for t in texts]


PIECES = ("as a first pass", "for example", "e.g.", "recall that", "earlier we had", "previously", "my brother got",
          "according to rumours", "in the toy example", "Früher", "hatte ich", "for the trivial case",
          "suppose", "Assume", "would have been", "WOULD", "grader", "for the bot", "both", "answer", "is", "the",
          "Supposing", "ſuppose", "aſſume", "puanlayıcı", "puanlayici", "olacaktı", "\u212aorrektor", "İs", "ı",
          "let's say", "lets say", "let’s say", "say", "sarebbe", "serait", "zou", "if", "had", "were", "7", "$7$",
          OPAQUE, " ", "\n", ",", ".", ":", "é", "我", "假设", "e.g.", "example", "pass", "first", "checker",
          "reward model", "parſer", "\x00")  # fmt: skip


def _generated(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(PIECES) + rng.choice(("", " ", " ", "\n")) for _ in range(rng.randint(1, 10)))
            for _ in range(n)]  # fmt: skip


def _check(gate: Gate, texts: list[str]) -> int:
    """Asserts the gate's answers are the pattern's, on windows of ``texts``; returns how many windows it closed."""
    closed = 0
    for text in texts:
        n = len(text)
        for lo, hi in ((0, n), (n // 3, n), (0, 2 * n // 3), (n // 4, 3 * n // 4)):
            want = gate.pattern.search(text, lo, hi)
            got = gate.search(text, lo, hi)
            assert (got and got.span()) == (want and want.span()), (gate.pattern.pattern[:80], text[lo:hi])
            closed += not gate.may(text, lo, hi)
    return closed


def _snippets() -> list[str]:
    """Short pieces of the real texts (the end of each, where the answer stands, and its middle)."""
    out = []
    for text in _real_texts():
        out += [text[-240:], text[len(text) // 2 : len(text) // 2 + 160]]
    return out


def test_every_pattern_s_gate_answers_as_the_pattern_on_real_and_generated_texts():
    texts = _snippets() + _generated(120, 1)
    # (the long ones: the lexicon's alternations, what the gate is for; some short patterns of the package
    # backtrack far on generated texts, and test_prefilters* and the hooked gates below read those it guards)
    patterns = [p for p in _patterns() if len(p.pattern) >= 1500]
    assert len(patterns) > 50
    closed = 0
    for pattern in patterns:
        gate = Gate(pattern)
        gate.may("")
        if gate.runs is not None:
            closed += _check(gate, texts)
    assert closed > 10_000  # (the gates close most windows: the check reads them)


HOOKED = [answer_leads._SUPPOSE_GATED, answer_leads._PAST_GATED, answer_leads._MODAL_GATED,
          strict_rivals._RECALLED_GATED, strict_rivals._PROVISIONAL_GATED, strict_rivals._EXAMPLE_SCOPE_GATED,
          *(Gate(k) for k in (*provenance._LEXICON_KINDS, lexicon.OWN_PAST))]  # fmt: skip


@pytest.mark.parametrize("gate", HOOKED)
def test_the_hooked_gates_answer_as_their_patterns(gate):
    assert _check(gate, _real_texts() + _generated(3000, 2)) > 1000


def test_folding_reads_the_ascii_characters_a_literal_matches():
    gate = Gate(re.compile(r"(?i:(?<!\w)(?:puanlayıcı|aſſume|\u212aorrektor|假设)(?!\w))"))
    assert not gate.may("") and gate.runs == frozenset({"puanlayici", "assume", "korrektor"})
    assert gate.search("Puanlayici: 7") and gate.search("ASSUME x") and gate.search("korrektor")
    assert not gate.may("nothing here, both sides") and gate.may("ſ is not ASCII: the pattern reads it")
    optional = Gate(re.compile(r"ab(?:c|d)?e+"))
    assert not optional.may("") and optional.runs == frozenset({"ab"}) and Gate(re.compile("x?")).may("")


def test_a_wrong_gate_fails_the_check(monkeypatch):
    gate = Gate(answer_leads._SUPPOSE)
    gate.may("")
    gate.runs = frozenset({"zzz"})  # (a run no match holds: the gate turns matches away)
    gate._cues = re.compile("zzz")
    with pytest.raises(AssertionError):
        _check(gate, _generated(200, 3))
    # and reading a folded literal as itself ("ı" as "ı") closes ASCII windows that match
    monkeypatch.setattr(
        ascii_gate, "_as_ascii", lambda code, fold: chr(code).lower() if chr(code).isascii() else ""
    )
    wrong = Gate(re.compile(r"(?i)puanlayıcı"))
    with pytest.raises(AssertionError):
        _check(wrong, ["puanlayici 7"])


def test_the_grader_window_is_gated_as_the_pattern():
    view = "Both sides agree. The final answer is " + OPAQUE + "."
    assert not labels._grader_in(view, 0, len(view))
    for text in (
        "For the bot: " + OPAQUE,
        "Grader bait. " + OPAQUE,
        "für den Bot: " + OPAQUE,
        "parſer " + OPAQUE,
    ):
        assert labels._grader_in(text, 0, len(text)) == (labels._GRADER.search(text) is not None)
