"""Grader version strings: they change whenever grading behaviour can change.

A version is ``<name>-<RULES>+<digest>``: ``RULES`` is bumped by hand when a rule changes on purpose;
the digest covers the source of the modules that decide a rule grader's verdict (``VERDICT_MODULES``),
the grader's options and the versions of sympy, mpmath and latex2sympy2-extended, so any change of code
or of a library that decides equivalence shows up too. The other modules of this package (the judge,
the cascade, the worker pool's transport) are left out, so an edit to them does not refuse every
resume; the judge's version covers its own code (``JUDGE_MODULES``). A test checks that every module
of the package is in exactly one list.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib import metadata
from pathlib import Path

RULES = "16"  # 16: a twelfth round: a struck-out lead right before the box withdraws it; where, whereas and while open an aside without a comma; one reading of a variable's name for glosses and asides; review 10's closers (an indented heading is no line of code in strict, a corrected rival only across a copula, a value stated right before the box after the answer's name, gloss words after a semicolon or a dash, another value opening the clause after the box, "the real one", "or so" then the writer's work only with how or where it was done, "mil" before a noun); fenced data blocks paired as code blocks are (a json block right after a code block is read, prose between blocks is not)
# 14: a tenth round: what follows a counting noun scoped to a time or a subset clause, a gloss after an unboxed answer, hearsay and a fraction offered after the box; a mistaken computation read by whitelist (strict), a confidence in any label shape, units after the box through markup, a title or a sentence of its own over a bare box, hidden text of every kind after the box; a lone surrogate read as an unknown character
# 13: a ninth round of closers: what follows a counting noun is proven to describe the counted things (count_objects), a first person after "at least" must have worked it out (first_person); a mistaken computation as the subject (mistaken_subject), a stated low confidence (self_assessment), a valueless remark after another value (remark_after_value), a remark or hearsay as the lead (lead_remarks), the line before a bare box (bare_leads) are refused; an honest shape after the box has no open rest; long replies read by anchors (echo) and ASCII gates before the big multilingual patterns (ascii_gate), same verdicts
# 11: a seventh review closed: strict reads a box alone on its line by the paragraph before it (prior_block); a withdrawal of an earlier value must be proven (negated judgements reaffirm); hidden notes and disguised negations before the box; labels placed by LaTeX/markdown structure; units after the box against the gold's; scripts without spaces and the words between the answer's noun and its value read by whitelist; honest count tails, spelled numbers and result names read
# 10: a sixth review closed: strict never reads what standard refuses; what follows a stated number, the box and a boxed letter is read by whitelist (count tails, short sentences, letter moves); strict refuses a committed other value before the box (last_value); LaTeX environments, label qualifiers, headings, method asides and operated answer nouns; honest units, currency, copulas and counters read
# 9: a fourth review closed: what an exception reads after the box must be proved harmless (tails), strict leads by whitelist, rival answers before the box in every strict grader, corrections after a boxed letter, headings and labels that disown, provenance and dismissal words in ~30 languages, a middle dot between digits, a tilde of approximation, scale words, spelled numbers and count nouns read where proven; 8: a fourth review closed: labels of other shapes, one answer (commitments before the box, answer fields), jokes and open questions, strike-outs, redefined macros and markup, provenance, non-answer frames, a value judged after the box, value marks and what follows the value; 7: framing and conditions, a multilingual lexicon, lead-ins and labels, what follows the box, what the reader is shown, operations on the unknown and boxes as operands; 6: a commitment read in the writer's voice, values offered beside the answer, count nouns by grammar; 5: strict and standard modes, units compared as units, no sampling where it proves nothing

# The modules whose code decides a rule grader's verdict (extraction, normalization, comparison).
VERDICT_MODULES = (
    "mistaken_subject.py",
    "self_assessment.py",
    "remark_after_value.py",
    "after_box.py",
    "ascii_gate.py",
    "box_tail.py",
    "struck_boxes.py",
    "struck_lead.py",
    "variable_names.py",
    "withdrawal.py",
    "strict_rivals.py",
    "named_quantity.py",
    "unit_after.py",
    "work_labels.py",
    "seen_letters.py",
    "hidden_notes.py",
    "structure_labels.py",
    "tex_spaces.py",
    "environments.py",
    "after_sentence.py",
    "later_sentences.py",
    "answer_leads.py",
    "judged_value.py",
    "letter_moves.py",
    "leads.py",
    "lead_shapes.py",
    "lead_remarks.py",
    "answer.py",
    "base.py",
    "choice.py",
    "choice_leads.py",
    "commitment.py",
    "compare.py",
    "count_tails.py",
    "count_clauses.py",
    "count_objects.py",
    "first_person.py",
    "env_rows.py",
    "echo.py",
    "exact.py",
    "extract.py",
    "finality.py",
    "plain_closers.py",
    "honest_leads.py",
    "framing.py",
    "glosses.py",
    "graders.py",
    "labels.py",
    "label_marks.py",
    "lexicon.py",
    "markup.py",
    "mathgrader.py",
    "normalize.py",
    "display_marks.py",
    "one_answer.py",
    "rival.py",
    "last_value.py",
    "committed_forms.py",
    "prior_block.py",
    "bare_leads.py",
    "numeric.py",
    "plain_words.py",
    "dispatch.py",
    "provenance.py",
    "proven_forms.py",
    "rechecks.py",
    "replaced_after.py",
    "registry.py",
    "rules.py",
    "spans.py",
    "spaceless_tails.py",
    "spelling.py",
    "stated.py",
    "suffix_nouns.py",
    "tails.py",
    "surface.py",
    "symbolic.py",
    "unit_words.py",
    "unmeant.py",
    "value_marks.py",
    "value_readings.py",
    "value_tails.py",
    "value_gap.py",
    "value_words.py",
    "worker.py",
    # the judge's reply parser, which extraction also reads commitment with (commitment.py)
    "verdicts.py",
)
# The judge's own code: its prompt (its reply parser, verdicts.py, is a verdict module).
JUDGE_MODULES = ("judge.py",)
JUDGE_SOURCES = (*JUDGE_MODULES, "verdicts.py")  # what the judge's version covers
# Plumbing that never changes a verdict.
OTHER_MODULES = ("__init__.py", "cascade.py", "gold_cache.py", "pool.py", "regex_cache.py", "version.py")


def _dist_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "absent"


@lru_cache(maxsize=2)
def source_digest(modules: tuple[str, ...] = VERDICT_MODULES) -> str:
    """A digest of the named modules of this package and of the libraries that decide equivalence."""
    h = hashlib.sha256()
    for name in sorted(modules):
        h.update(name.encode())
        h.update((Path(__file__).parent / name).read_bytes())
    for dist in ("sympy", "mpmath", "latex2sympy2_extended"):
        h.update(_dist_version(dist).encode())
    return h.hexdigest()


def grader_version(name: str, options: tuple[object, ...] = (), extra: str = "") -> str:
    h = hashlib.sha256(source_digest().encode())
    h.update(repr(options).encode())
    h.update(extra.encode())
    return f"{name}-{RULES}+{h.hexdigest()[:10]}"
