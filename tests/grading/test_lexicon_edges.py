"""The lexicon's patterns written with their word edges shared (``lexicon._shared_edges``,
``lexicon._shared_right_edge``: a run of neighbouring words that share a left or right edge written with it once)
match exactly what the patterns as they were written (every word with its own edges) match: the same spans and the
same named group, tried at every place of generated texts built from every word of the lexicon (with case
variants, glued neighbours, combining marks, white space inside phrases) and of real texts. And a wrong sharing
(an edge dropped) fails the check."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from proctor.grading import lexicon as lx

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402

TABLES = (lx.RETRACTIONS, lx.DISREGARD, lx.HEDGES, lx.NEGATORS, lx.NEGATORS_AFTER, lx.NO_WORDS, lx.COPULAS)


def _old_alternatives(table) -> str:
    words = sorted(
        {(w, lang) for lang, ws in table.items() for w in ws}, key=lambda x: -len(x[0].strip("~*"))
    )
    return "|".join(lx._word(w, lang) for w, lang in words)


_OLD_NON_ANSWER = "|".join(lx._NB + r"\s+".join(map(re.escape, w.split(" "))) + lx._NA for w in lx.NON_ANSWER)


def _old_by_first(bodies: list[str]) -> str:
    groups: dict[str, list[str]] = {}
    rest: list[str] = []
    for b in bodies:
        if b[:1].isalnum() and b[1:2] not in ("?", "*", "+", "{"):
            groups.setdefault(b[0], []).append(b[1:])
        else:
            rest.append(b)
    return "|".join([h + "(?:" + "|".join(t) + ")" for h, t in groups.items()] + rest)


def _patterns(alternatives, non_answer, by_first) -> dict[str, tuple[str, int]]:
    """The lexicon's patterns, built as the module builds them from these builders."""
    retract = alternatives(lx.RETRACTIONS) + "|" + alternatives(lx.DISREGARD)
    out = {
        "_ANY": r"(?i:(?P<retract>" + retract + r")|(?P<label>" + non_answer + r")|(?P<hedge>"
        + alternatives(lx.HEDGES) + r")|(?P<neg>" + alternatives(lx.NEGATORS) + r")|(?P<after>"
        + alternatives(lx.NEGATORS_AFTER) + r")|(?P<no>" + alternatives(lx.NO_WORDS) + r"))",
        "_NO": r"(?i:[\s*_>#\"'“”«»¡¿]*(?:" + alternatives(lx.NO_WORDS) + r")[\s!.,;:。！，、…*_]*)",
        "_NEGATED": r"(?i:\s*(?:(?:" + alternatives(lx.COPULAS) + r")\s*){0,2})[\s(*$]*(?=" + lx._VALUE + r")",
        "_NEGATED_JUDGEMENT": r"(?i:(?:" + alternatives(lx.NEGATORS) + r")\s+(?:[^\W\d_]+\s+)?$)",
    }  # fmt: skip
    for name, flags, ascii_only in (("_PREFILTER", 0, False), ("_PREFILTER_ASCII", 0, True),
                                    ("_PREFILTER_ANY_CASE", re.IGNORECASE, False)):  # fmt: skip
        original = lx._by_first
        lx._by_first = by_first
        try:
            out[name] = (lx._prefilter_pattern(flags, ascii_only)._args[0], flags)
        finally:
            lx._by_first = original
    return {k: v if isinstance(v, tuple) else (v, 0) for k, v in out.items()}


def _words() -> list[str]:
    words = {w.strip("~*") for table in TABLES for ws in table.values() for w in ws if not w.startswith("~")}
    return sorted(words | set(lx.NON_ANSWER))


def _texts(n: int, seed: int) -> list[str]:
    words = _words()
    rng = random.Random(seed)
    glue = (
        "",
        " ",
        " ",
        "  ",
        "\n",
        "x",
        "é",
        "'",
        "’",
        "\u0301",
        "\u093f",
        "7",
        "-",
        lx.OPAQUE,
        ", ",
        ". ",
        "$7",
    )
    texts = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(1, 6)):
            w = rng.choice(words)
            w = rng.choice(
                (w, w, w.upper(), w.capitalize(), w.replace(" ", "\n"), w.replace(" ", "  "), w[:-1])
            )
            parts.append(rng.choice(glue) + w + rng.choice(glue))
        texts.append("".join(parts))
    return texts


def _real_texts() -> list[str]:
    texts = [response(shape, 2048, seed)[0] for shape in SHAPES for seed in range(2)]
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl"))[:2]:
        for line in path.read_text().splitlines()[:40]:
            texts.append(json.loads(line)["response"])
    return texts


def _same(old: re.Pattern[str], new: re.Pattern[str], texts: list[str], every: int) -> int:
    found = 0
    for text in texts:
        for s in (text, text.lower()):
            for i in range(0, len(s), every):
                a, b = old.match(s, i), new.match(s, i)
                assert (a and (a.span(), a.lastgroup)) == (b and (b.span(), b.lastgroup)), (
                    s,
                    i,
                    new.pattern[:60],
                )
                found += a is not None
            assert [m.span() for m in old.finditer(s)] == [m.span() for m in new.finditer(s)], s
    return found


OLD = _patterns(_old_alternatives, _OLD_NON_ANSWER, _old_by_first)


def test_the_patterns_are_the_patterns_with_the_edges_shared():
    generated, real = _texts(1500, 1), _real_texts()
    for name, (old, flags) in OLD.items():
        new = getattr(lx, name)
        assert new._args[1:] == ((flags,) if flags or name.startswith("_PREFILTER") else ()), name
        assert len(new._args[0]) < len(old) or name == "_NEGATED" and len(new._args[0]) <= len(old), name
        old_re, new_re = re.compile(old, flags), re.compile(new._args[0], flags)
        hits = _same(old_re, new_re, generated, 1)
        _same(old_re, new_re, real, 1)
        assert hits > (20 if name in ("_NEGATED", "_NEGATED_JUDGEMENT", "_NO") else 1000), (name, hits)


def test_a_dropped_edge_fails_the_check():
    # break-check: the run's right edge forgotten (a word then matches inside a longer one)
    def no_right_edge(alternatives: list[str]) -> str:
        return lx._shared_edges(alternatives).replace(lx._NA, "")

    def alternatives(table) -> str:
        words = sorted(
            {(w, lang) for lang, ws in table.items() for w in ws}, key=lambda x: -len(x[0].strip("~*"))
        )
        return no_right_edge([lx._word(w, lang) for w, lang in words])

    wrong = _patterns(alternatives, lx._NON_ANSWER_WORDS, lx._by_first)["_ANY"][0]
    try:
        _same(re.compile(OLD["_ANY"][0]), re.compile(wrong), _texts(300, 2), 1)
    except AssertionError:
        return
    raise AssertionError("a pattern without its right edges passed the check")
