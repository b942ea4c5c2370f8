"""A peer's metric on a proctor generation, from that peer's task definition (ported as data).

proctor grades every sample with its own grader; a run under ``--protocol`` also records what the
peer's metric says of the same text (``info.peer`` of each record, the ``peer`` block of
summary.json), so the two can be compared sample by sample.

- :class:`RegexMatch`: lm-evaluation-harness's ``regex`` filter (``re.findall``, the match at
  ``group_select``, the first non-empty group of a tuple, stripped; ``fallback`` when nothing
  matches), then ``take_first``, then ``exact_match``: each ``regexes_to_ignore`` pattern removed
  from both prediction and reference (``re.sub``, in order), then lower case (``ignore_case``) and
  punctuation removed (``ignore_punctuation``), then string equality.
- :class:`MinervaMatch`: the Minerva answer (``Final Answer: The final answer is X. I hope it is
  correct.``) normalised as appendix D of Lewkowycz et al. (2022) does, compared by string equality
  with the normalised gold. lm-eval's ``minerva_math`` also counts two normalised answers equal when
  sympy's LaTeX parser finds their difference simplifies to 0, which this does not do: it can only
  count fewer correct.
"""

from __future__ import annotations

import re
import string
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class RegexMatch(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: Literal["regex"] = "regex"
    name: str
    pattern: str
    group_select: int = 0
    fallback: str = "[invalid]"
    ignore: tuple[str, ...] = ()  # lm-eval's regexes_to_ignore
    ignore_case: bool = False
    ignore_punctuation: bool = False

    def extract(self, response: str) -> str:
        found = re.findall(self.pattern, response)
        if not found:
            return self.fallback
        match = found[self.group_select]
        if isinstance(match, tuple):
            match = next((m for m in match if m), self.fallback)
        return match.strip()

    def _clean(self, text: str) -> str:
        for pattern in self.ignore:
            text = re.sub(pattern, "", text)
        if self.ignore_case:
            text = text.lower()
        if self.ignore_punctuation:
            text = text.translate(str.maketrans("", "", string.punctuation))
        return text

    def score(self, response: str, gold: str) -> tuple[str, bool]:
        """(the filtered answer, whether exact_match counts it correct)."""
        extracted = self.extract(response)
        return extracted, self._clean(extracted) == self._clean(gold)


# Appendix D of Lewkowycz et al. (2022): what a final answer loses before comparison.
MINERVA_SUBSTITUTIONS = (
    ("an ", ""),
    ("a ", ""),
    (".$", "$"),
    ("\\$", ""),
    (r"\ ", ""),
    (" ", ""),
    ("mbox", "text"),
    (",\\text{and}", ","),
    ("\\text{and}", ","),
    ("\\text{m}", "\\text{}"),
)
MINERVA_REMOVED = (
    "square", "ways", "integers", "dollars", "mph", "inches", "ft", "hours", "km", "units", "\\ldots",
    "sue", "points", "feet", "minutes", "digits", "cents", "degrees", "cm", "gm", "pounds", "meters",
    "meals", "edges", "students", "childrentickets", "multiples", "\\text{s}", "\\text{.}", "\\text{\ns}",
    "\\text{}^2", "\\text{}^3", "\\text{\n}", "\\text{}", r"\mathrm{th}", r"^\circ", r"^{\circ}", r"\;",
    r",\!", "{,}", '"', "\\dots",
)  # fmt: skip
# (pattern, replacement) in order: the answer inside math, bold, overline or a box; shorthand TeX.
MINERVA_REWRITES = (
    (r"(.*?)(\$)(.*?)(\$)(.*)", "$\\3$"),
    (r"(\\text\{)(.*?)(\})", "\\2"),
    (r"(\\textbf\{)(.*?)(\})", "\\2"),
    (r"(\\overline\{)(.*?)(\})", "\\2"),
    (r"(\\boxed\{)(.*)(\})", "\\2"),
    (r"(frac)([^{])(.)", "frac{\\2}{\\3}"),
    (r"(sqrt)([^{])", "sqrt{\\2}"),
)
MINERVA_ANSWER = r"Final Answer: The final answer is(.*?). I hope it is correct."
MINERVA_INVALID = "[invalidanswer]"


def minerva_normalize(answer: str) -> str:
    answer = answer.split("=")[-1]
    for before, after in MINERVA_SUBSTITUTIONS:
        answer = answer.replace(before, after)
    for removed in MINERVA_REMOVED:
        answer = answer.replace(removed, "")
    for pattern, replacement in MINERVA_REWRITES:
        answer = re.sub(pattern, replacement, answer)
    answer = answer.replace("$", "")
    if answer.replace(",", "").isdigit():
        answer = answer.replace(",", "")
    return answer


class MinervaMatch(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: Literal["minerva"] = "minerva"
    name: str = "exact_match"

    def extract(self, response: str) -> str:
        found = re.search(MINERVA_ANSWER, response + "I hope it is correct.")
        return minerva_normalize(found.group(1).strip() if found else MINERVA_INVALID)

    def score(self, response: str, gold: str) -> tuple[str, bool]:
        extracted = self.extract(response)
        return extracted, extracted == minerva_normalize(gold)


PeerMetric = Annotated[RegexMatch | MinervaMatch, Field(discriminator="kind")]


def peer_scores(metrics: tuple[PeerMetric, ...], response: str, gold: str) -> dict[str, dict[str, object]]:
    """Each metric's filtered answer and verdict on one response: ``{name: {extracted, correct}}``."""
    out: dict[str, dict[str, object]] = {}
    for metric in metrics:
        extracted, correct = metric.score(response, gold)
        out[metric.name] = {"extracted": extracted, "correct": correct}
    return out
