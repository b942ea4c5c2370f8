"""Write ``src/proctor/grading/suffix_nouns.py``: the common nouns of WordNet 3.0 that end in ``ed``,
``ly``, ``ish`` or ``est`` and are never a qualifier.

    apt-get install wordnet-base       # WordNet 3.0's database in /usr/share/wordnet
    python scripts/suffix_nouns.py [--dict /usr/share/wordnet]

The grader reads a word after a number in ``\\text{}`` as a count noun (``18 \\text{ eggs}``), except a
word whose suffix makes it a verb form or an adverb (``doubled``, ``roughly``, ``smallish``,
``largest``): it says how the number is meant, so it is never dropped. Those suffixes also end real
nouns (``fish``, ``family``, ``forest``, ``bed``); this list is them, so that ``2 \\text{ fish}`` is 2.
A word is on it when WordNet has it as:

- a noun lemma of one lower-case word of three letters or more, spelled in lower case in at least
  one of its noun senses (a common noun: not only a name, ``July``, nor an abbreviation, ``QED``);
- not an inflected form of another word (``best`` is good's, ``led`` lead's, ``fed`` feed's);
- with no adjective or adverb sense in use: none at all, or none that WordNet's sense-tagged corpus
  counts (``cntlist.rev``) while its noun senses are counted (``fly``, ``shed``); ``daily``,
  ``west``, ``hundred``, ``red``, ``limited`` are adjectives or adverbs in use, so they stay out;
- not formed by its suffix from another word: a verb's past participle (``-ed`` after a verb, with or
  without ``un``: ``baffled``, ``accused``, ``moped``), an adjective's superlative, adverb or ``-ish``
  form (``dearest``): a verb form or a degree of an adjective qualifies a number (``doubled``).

The module is generated, never edited by hand; the runtime needs neither WordNet nor this script.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "src" / "proctor" / "grading" / "suffix_nouns.py"
SUFFIX = re.compile(r"^[a-z]{3,}$")
ENDS = ("ed", "ly", "ish", "est")
POS_OF_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # 5: adjective satellite

LICENSE = """\
WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.

THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR
WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO
REPRESENTATIONS OR WARRANTIES OF MERCHANTABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE
OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS,
COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS. The name of Princeton University or Princeton may not be used
in advertising or publicity pertaining to distribution of the software and/or database. Title to
copyright in this software, database and any associated documentation shall at all times remain with
Princeton University and LICENSEE agrees to preserve same."""


def lemmas(root: Path, pos: str) -> set[str]:
    with open(root / f"index.{pos}", encoding="latin-1") as f:
        return {line.split()[0] for line in f if not line.startswith(" ")}


def inflections(root: Path) -> set[str]:
    """Words listed as an irregular form of another word (``best`` -> ``good``)."""
    out = set()
    for pos in ("noun", "verb", "adj", "adv"):
        with open(root / f"{pos}.exc", encoding="latin-1") as f:
            out |= {p[0] for p in (line.split() for line in f) if len(p) > 1 and p[0] not in p[1:]}
    return out


def tagged_counts(root: Path) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    with open(root / "cntlist.rev", encoding="latin-1") as f:
        for line in f:
            sense_key, _, count = line.split()
            lemma, rest = sense_key.split("%")
            counts[(lemma, POS_OF_TYPE[rest.split(":")[0]])] += int(count)
    return counts


def lower_case_nouns(root: Path) -> set[str]:
    """Nouns spelled in lower case in at least one synset of data.noun (its words keep their case)."""
    out = set()
    with open(root / "data.noun", encoding="latin-1") as f:
        for line in f:
            if line.startswith(" "):
                continue
            fields = line.split()
            n_words = int(fields[3], 16)
            out.update(w for w in fields[4 : 4 + 2 * n_words : 2] if w.islower())
    return out


def derived(word: str, verbs: set[str], adjectives: set[str]) -> bool:
    """Whether the word is formed from another by its suffix: a verb's past participle (``-ed``, with or
    without ``un``: ``baffled``, ``moped``), an adjective's superlative, adverb or ``-ish`` form
    (``dearest``, ``-ly``, ``-ish``). Stems of three letters or more, with the usual spelling changes
    (``planned``, ``spied``, ``happily``, ``reddish``)."""
    suffix = next(s for s in ENDS if word.endswith(s))
    base = verbs if suffix == "ed" else adjectives
    for w in (word, word[2:] if word.startswith("un") else ""):
        stem = w[: -len(suffix)] if w else ""
        if len(stem) < 3:
            continue
        forms = {stem, stem[:-1] + "y" if stem.endswith("i") else stem}
        if len(stem) > 3 and stem[-1] == stem[-2]:
            forms.add(stem[:-1])  # "planned", "biggest", "reddish"
        if suffix == "ed":
            forms.add(stem + "e")  # "baffled"; not "fore" + "st", "supple" + "ly": forest, supply
        if forms & base:
            return True
    return False


def nouns(root: Path) -> list[str]:
    noun, adj, adv, verb = (lemmas(root, p) for p in ("noun", "adj", "adv", "verb"))
    common, inflected, counts = lower_case_nouns(root), inflections(root), tagged_counts(root)
    out = []
    for w in sorted(noun):
        if not (SUFFIX.match(w) and w.endswith(ENDS)) or w not in common or w in inflected:
            continue
        if w in adj or w in adv:
            qualifier = counts[(w, "a")] + counts[(w, "r")]
            if qualifier or not counts[(w, "n")]:
                continue
        if derived(w, verb, adj):
            continue
        out.append(w)
    return out


def module(words: list[str]) -> str:
    lines, line = [], ""
    for w in words:
        if len(line) + len(w) + 1 > 100:
            lines.append(line)
            line = ""
        line = f"{line} {w}" if line else w
    lines.append(line)
    body = "\n".join(lines)
    return (
        '"""Nouns that end like a qualifier (``-ed``, ``-ly``, ``-ish``, ``-est``) but are never one: generated\n'
        "by ``scripts/suffix_nouns.py`` from WordNet 3.0 (its docstring says which words and why); do not edit.\n"
        "\n"
        "Derived from WordNet 3.0, under its license:\n\n"
        f"{LICENSE}\n"
        '"""\n\n'
        f'SUFFIX_NOUNS = frozenset(\n    """\n{body}\n"""'
        ".split()\n)\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dict", type=Path, default=Path("/usr/share/wordnet"), help="WordNet's dict folder")
    args = parser.parse_args()
    if not (args.dict / "index.noun").exists():
        raise SystemExit(
            f"no WordNet database in {args.dict}: apt-get install wordnet-base, or pass --dict DIR"
        )
    words = nouns(args.dict)
    OUT.write_text(module(words))
    print(f"wrote {len(words)} nouns to {OUT}")


if __name__ == "__main__":
    main()
