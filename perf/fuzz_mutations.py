"""The grader fuzzer's pairs: every gold answer of the offline benchmark files, mutated.

``load_golds(data_dir)`` reads the golds; ``generate(golds, seed)`` gives every (pred, gold) pair
with its mutation kind, its intent (``changing`` or ``preserving``) and the grader the gold's
benchmark uses (``integer`` for AIME and AMC, ``number`` for GSM8K, ``math`` for the rest).
The same seed gives the same pairs, in the same order. Nothing here imports ``proctor``.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from fuzz_changing import CHANGING
from fuzz_mechanisms import MECHANISMS
from fuzz_preserving import PRESERVING

# benchmark file -> the grader its benchmark uses in proctor's registry
FILES = {
    "aime_2024": "integer",
    "aime_2025": "integer",
    "amc23": "integer",
    "gsm8k_test": "number",
    "math500": "math",
    "minerva_math": "math",
    "olympiadbench": "math",
}
UNESCAPED_DOLLAR = re.compile(r"(?<!\\)\$")


@dataclass(frozen=True)
class Gold:
    source: str  # benchmark file stem
    id: str
    answer: str
    grader: str


@dataclass(frozen=True)
class Pair:
    id: str  # source:problem-id:kind:n
    source: str
    kind: str
    intent: str  # "changing" | "preserving": what the mutation meant; the oracle decides the label
    grader: str
    gold: str
    pred: str

    def to_dict(self) -> dict:
        return asdict(self)


def gold_text(answer: str) -> str:
    """The gold as a bare answer: GSM8K's text after ``####``, math-mode ``$`` signs removed."""
    if "####" in answer:
        answer = answer.rsplit("####", 1)[1]
    return UNESCAPED_DOLLAR.sub("", answer).strip()


def load_golds(data_dir: Path, sources: tuple[str, ...] = tuple(FILES)) -> list[Gold]:
    """The gold answer of every problem of ``sources`` in ``data_dir`` (one ``<source>.jsonl`` each)."""
    golds = []
    for source in sources:
        if source not in FILES:
            raise ValueError(f"unknown benchmark file {source!r}: use some of {', '.join(FILES)}")
        path = data_dir / f"{source}.jsonl"
        if not path.is_file():
            raise FileNotFoundError(
                f"{path}: missing; pass --data-dir pointing at the offline benchmark files"
            )
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            row = json.loads(line)
            if not isinstance(row.get("answer"), str) or not row["answer"].strip():
                raise ValueError(f"{path}:{lineno}: no 'answer' string")
            golds.append(Gold(source, str(row.get("id", lineno)), gold_text(row["answer"]), FILES[source]))
    return golds


def _mutations(gold: Gold, seed: int) -> list[tuple[str, str, str, str]]:
    """(intent, kind, pred, gold) for one gold, each generator with its own seeded RNG."""
    out = []
    for intent, generators in (("changing", CHANGING + MECHANISMS), ("preserving", PRESERVING)):
        for gen in generators:
            rng = random.Random(f"{seed}:{gold.source}:{gold.id}:{gen.__name__}")
            for mut in gen(gold.answer, rng):
                kind, pred = mut[0], mut[1]
                out.append((intent, kind, pred, mut[2] if len(mut) > 2 else gold.answer))
    return out


def generate(golds: list[Gold], seed: int = 0, kinds: set[str] | None = None) -> list[Pair]:
    """Every mutation of every gold (optionally only ``kinds``), without duplicate (pred, gold, grader)
    and without a pred that is the gold's own text."""
    pairs: list[Pair] = []
    seen: set[tuple[str, str, str]] = set()
    for gold in golds:
        for n, (intent, kind, pred, g) in enumerate(_mutations(gold, seed)):
            if kinds is not None and kind not in kinds:
                continue
            key = (pred.strip(), g.strip(), gold.grader)
            if not pred.strip() or pred.strip() == g.strip() or key in seen:
                continue
            seen.add(key)
            pairs.append(
                Pair(f"{gold.source}:{gold.id}:{kind}:{n}", gold.source, kind, intent, gold.grader, g, pred)
            )
    return pairs


def sample(pairs: list[Pair], limit: int, seed: int) -> list[Pair]:
    """A seeded sample of ``limit`` pairs, stratified by kind (every kind keeps at least one pair),
    in the original order."""
    if limit >= len(pairs):
        return pairs
    rng = random.Random(f"sample:{seed}")
    by_kind: dict[str, list[int]] = {}
    for i, p in enumerate(pairs):
        by_kind.setdefault(p.kind, []).append(i)
    share = limit / len(pairs)
    keep: set[int] = set()
    for idx in by_kind.values():
        keep.update(rng.sample(idx, max(1, round(len(idx) * share))))
    return [pairs[i] for i in sorted(keep)]


def all_kinds() -> list[str]:
    """Kind names, for --kinds validation: collected from a run over a few representative golds."""
    probe = [
        "12",
        "-3",
        "2.5",
        "\\frac{1}{2}",
        "2^{x}+1",
        "2\\sqrt{3}",
        "(1,2]",
        "1011_2",
        "a_1+e",
        "4.4e7",
        "\\omega",
        "1,2",
        "x^2+2\\cdot x",
        "120000",
        "\\frac{1}{\\sqrt{2}}",
        "-\\frac{3}{4}",
        "\\frac{x}{2}+1",
        "(3, 5)",
    ]
    found = set()
    for g in probe:
        for _, kind, _, _ in _mutations(Gold("probe", g, g, "math"), 0):
            found.add(kind)
    return sorted(found)


def commitment_responses(golds: list[Gold], seed: int = 0) -> list[dict]:
    """Whole responses that write the gold but withdraw it (retracted, negated, hedged, asked, left in
    code that never ran), and controls that commit to it: ``perf/fuzz_commitment.py`` grades them
    (the label is the construction's, so no oracle is needed)."""
    from fuzz_commitment import responses

    return responses(golds, seed)
