"""The ``math`` grader: extraction, then fast paths in-process, then sympy in the worker pool."""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from functools import lru_cache

from proctor.grading.base import Grade, GradeStatus
from proctor.grading.compare import fast_equivalent
from proctor.grading.display_marks import renamed_argument, set_condition
from proctor.grading.extract import Extraction, find_boxed
from proctor.grading.graders import GraderError, McqGrader, _Base
from proctor.grading.normalize import uncounted_word
from proctor.grading.pool import DEFAULT_TIMEOUT_S, WorkerPool, default_pool
from proctor.grading.proven_forms import matrix_delimited, proven_reading
from proctor.grading.spans import MAX_NESTING, nesting
from proctor.grading.unit_after import contradicts_gold
from proctor.grading.value_readings import refusal

MAX_ANSWER_CHARS = 4000  # a longer "final answer" is not read (it is not an answer; it could be an attack)


@dataclass(frozen=True)
class Verdict:
    correct: bool
    status: GradeStatus
    detail: str = ""


class Deferred(Exception):  # noqa: N818 (a control-flow signal, not an error)
    """A symbolic step a reading worker does not run: ``request`` is for the comparison pool, and
    ``pending`` (set by :meth:`MathGrader.grade`) is what :meth:`MathGrader.finish` needs to end the
    grading where that pool is (the same verdict as grading the item in one place)."""

    def __init__(self, request: dict[str, object]) -> None:
        super().__init__("a symbolic step is left to the comparison pool")
        self.request = request
        self.pending: dict[str, object] | None = None


class DeferringPool:
    """The pool of a grader in a reading worker (``proctor.grading.worker``, role ``read``): it runs
    no symbolic step but raises :class:`Deferred`, so a reading worker never loads sympy and never
    decides what only the comparison pool (with its CPU limit) may decide. ``memory_mb``: the memory
    of the comparison pool's workers (what :func:`beyond_memory` refuses is measured against it)."""

    def __init__(self, memory_mb: int) -> None:
        self.memory_mb = memory_mb
        self.pid = os.getpid()

    def run(self, request: dict[str, object], timeout_s: float = DEFAULT_TIMEOUT_S, **_: object) -> None:
        raise Deferred(request)


class MathGrader(_Base):
    """Symbolic equivalence of the last ``\\boxed{}`` answer with the gold answer (see docs/grading.md)."""

    name = "math"
    default_fallbacks = ("answer_is", "expression")

    def __init__(
        self,
        fallbacks: tuple[str, ...] | list[str] | str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        pool: WorkerPool | None = None,
        truncated_fallbacks: bool = False,
        mode: str = "standard",
    ) -> None:
        if not isinstance(timeout, int | float) or not math.isfinite(timeout) or timeout <= 0:
            raise GraderError(
                f"grader 'math': timeout must be a finite, positive number of seconds, got {timeout!r}"
            )
        self.timeout = float(timeout)  # before the version, which includes it
        self._set_options(fallbacks, truncated_fallbacks, mode)
        self._pool: WorkerPool | DeferringPool | None = pool
        # a gold that is a choice letter ("C", "(C)", "(D) Alina") is read as `mcq` reads it
        self._choices = McqGrader(
            tuple(f for f in self.fallbacks if f == "answer_is"),
            truncated_fallbacks=truncated_fallbacks,
            mode=self.mode,
        )

    def _version_options(self) -> tuple[object, ...]:
        """The time limit changes verdicts too (a case past it is ``timeout``, not correct)."""
        return (*super()._version_options(), f"timeout={self.timeout:g}")

    @property
    def pool(self) -> WorkerPool:
        if self._pool is not None and self._pool.pid == os.getpid():  # type: ignore[union-attr]
            return self._pool
        return default_pool()

    def equivalent(self, pred: str, gold: str) -> Verdict:
        """Compare two bare answers: fast paths first, sympy (bounded, in a worker) only if needed."""
        if len(pred) > MAX_ANSWER_CHARS:
            return Verdict(False, "unparsable", f"answer longer than {MAX_ANSWER_CHARS} characters")
        if len(gold) > MAX_ANSWER_CHARS:
            return Verdict(False, "unparsable", f"gold answer longer than {MAX_ANSWER_CHARS} characters")
        if nesting(pred) > MAX_NESTING or nesting(gold) > MAX_NESTING:
            return Verdict(False, "unparsable", f"brackets nested deeper than {MAX_NESTING}")
        # "seven", "7 apples", bmatrix for pmatrix: a form proven the gold's (proven_forms.py)
        pred, gold = set_condition(pred), set_condition(gold)  # "\\{x \\mid x > 1\\}": x > 1 (display_marks)
        pred = renamed_argument(
            pred, gold
        )  # "f(t) = 2t+1" for "f(x) = 2x+1": a bound variable (display_marks)
        pred = proven_reading(pred, gold, self.strict)
        if bars := matrix_delimited(pred, gold):  # "\\left|\\begin{matrix}..": a determinant, not the matrix
            return Verdict(False, "unparsable", f"the matrix is written between {bars!r}")
        if mark := _unread_mark(pred, gold):
            # the answer's math says it is not the value, or not only it: an approximation or a
            # congruence, a negation, a crossed-out or invisible part, a sequence that goes on, a macro
            return Verdict(False, "unparsable", f"the answer is qualified or hidden by {mark!r}")
        if word := uncounted_word(pred, gold):
            # "7 \\text{ quintillion}", "7 \\text{ guess}": a word after the number that scales, hedges or
            # withdraws it, or one that is not what 7 things are called, is not a count noun to drop
            return Verdict(False, "unparsable", f"the word {word!r} after the number is not what it counts")
        if reason := refusal(pred, gold, self.strict):  # "n!!", "x_{\\text{LB}} = 7" (value_marks.py)
            return Verdict(False, "unparsable", reason)
        if self.strict and (extra := _unaccounted_words(pred, gold)):
            # strict: the marked answer must read completely; words its math does not account for
            # ("5, possibly 6", "3 apples or 4") make it unparsable, never a partial reading
            return Verdict(False, "unparsable", f"text the answer's math does not account for: {extra}")
        fast = fast_equivalent(pred, gold, strict=self.strict)
        if fast is not None:
            return Verdict(fast, "ok")
        if (too_big := beyond_memory(pred, gold, self.pool.memory_mb)) is not None:
            return Verdict(False, "unparsable", too_big)
        request: dict[str, object] = {"op": "equiv", "pred": pred, "gold": gold}
        if self.strict:
            request["strict"] = True
        answer = self.pool.run(request, self.timeout)
        if answer is None:
            return Verdict(False, "timeout", f"no verdict within {self.timeout:g} s")
        status = answer.get("status", "ok")
        return Verdict(bool(answer.get("result")) and status == "ok", status, str(answer.get("error", "")))

    def same_answer(self, a: str, b: str) -> bool:
        """maj@N's equivalence: two extracted answers are mathematically the same."""
        return self.equivalent(a, b).correct

    def check_gold(self, answer: str) -> str | None:
        if not isinstance(answer, str) or not answer.strip():
            return "the gold answer is empty"
        answer = gold_answer(answer)
        if len(answer) > MAX_ANSWER_CHARS:
            return f"the gold answer is longer than {MAX_ANSWER_CHARS} characters"
        if fast_equivalent(answer, answer) is True and _plain(answer):
            return None
        reply = self.pool.run({"op": "check", "gold": answer}, self.timeout)
        if reply is None:
            return f"reading the gold answer {answer!r} took longer than {self.timeout:g} s"
        error = reply.get("error")
        return None if error is None else str(error)

    def grade(self, response: str, answer: str, *, prompt: str = "", truncated: bool = False) -> Grade:
        if choice_gold(answer) is not None:  # the final choice, not the last number
            grade = self._choices.grade(
                response, choice_gold(answer) or answer, prompt=prompt, truncated=truncated
            )
            return grade.model_copy(update={"grader": self.name, "version": self.version})
        ext = self._extract(response, prompt, truncated)
        if ext is None:
            return self._no_answer()
        pred = ext.text
        if ext.alternatives:  # several boxed answers on the final line: compared as a list (hedging fails)
            pred = ", ".join(ext.alternatives)
        gold = gold_answer(answer)
        if (
            contradicts_gold(response, pred, gold) and not ext.alternatives
        ):  # "$\\boxed{7}$ minutes." (unit_after)
            return self._grade(False, ext, extracted=pred)
        try:
            return self.finish(pred, gold, ext.formatted)
        except Deferred as deferred:  # in a reading worker: the caller finishes it (``finish``)
            deferred.pending = {"pred": pred, "gold": gold, "formatted": ext.formatted}
            raise

    def finish(self, pred: str, gold: str, formatted: bool) -> Grade:
        """The grade of the extracted answer ``pred`` against ``gold`` (the last step of
        :meth:`grade`, also run on its own for a grading a reading worker left pending)."""
        verdict = self.equivalent(pred, gold)
        return self._grade(verdict.correct, Extraction(pred, formatted, ""), verdict.status, extracted=pred)


_TOWER_BASE = re.compile(r"\s*(\d+)\s*")


def tower_log2(text: str) -> float | None:
    """log2 of the value of ``text`` when the whole of it is a tower of powers of whole numbers
    (``9^{9^{9^{9}}}``, ``2^{100}``, ``10^{18}``, ``7``), computed from the logarithms without the value
    (``math.inf`` past a float's range); None for anything else (a sum, a variable, a base below 2)."""

    def read(at: int) -> tuple[float, int] | None:  # (log2 of the tower starting at ``at``, its end)
        m = _TOWER_BASE.match(text, at)
        if m is None:
            return None
        base, at = int(m.group(1)), m.end()
        if base < 2 or not text.startswith("^", at):
            return (math.log2(base) if base >= 2 else -math.inf), at
        at = _skip_space(text, at + 1)
        if text.startswith("{", at):
            inner = read(at + 1)
            if inner is None:
                return None
            exp_log2, at = inner
            at = _skip_space(text, at)
            if not text.startswith("}", at):
                return None
            at += 1
        elif at < len(text) and text[at].isdigit():  # 9^9: the one digit after ^ is the exponent
            digit = int(text[at])
            exp_log2, at = (math.log2(digit) if digit else -math.inf), at + 1
        else:
            return None
        if exp_log2 == -math.inf:  # b^0 = 1 (or a 1 or 0 inside the exponent)
            return 0.0, at
        # log2(b^e) = e * log2(b), with e = 2^exp_log2
        return (math.inf if exp_log2 > 1000 else 2.0**exp_log2 * math.log2(base)), _skip_space(text, at)

    read_out = read(0)
    if read_out is None or read_out[1] != len(text) or text.lstrip().startswith("0"):
        return None
    return read_out[0]


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def beyond_memory(pred: str, gold: str, memory_mb: int) -> str | None:
    """Why the prediction cannot be compared, when it is a tower of powers of whole numbers with more
    binary digits than a grader worker's memory (``memory_mb``) holds (``9^{9^{9^{9}}}``) and the gold
    is not one: no sympy step can decide it (they differ in structure, and its value cannot be
    computed), so it is refused before it takes a worker; else None. ``2^{100}``, ``10^{18}`` and
    ``9^{9^{9}}`` (1.2e9 bits) are compared as before."""
    bits = memory_mb * 8 * 2**20
    pred_log2 = tower_log2(pred)
    if pred_log2 is None or pred_log2 <= bits:
        return None
    gold_log2 = tower_log2(gold)
    if gold_log2 is not None and gold_log2 > bits:
        return None
    size = "more than 2^1000" if pred_log2 == math.inf else f"about {pred_log2:.3g}"
    return f"a power of whole numbers with {size} binary digits: too large to evaluate"


_WORD_RUN = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}")


# Marks that make an answer's math say something other than "the value is X": approximation and
# congruence relations, negation, crossing out, invisible or overprinted text, an ellipsis (a sequence
# that goes on, a decimal cut short; a repeating decimal is read before this), TeX conditionals and
# macro definitions (what the text shows is not what it spells). Read on the normalized prediction and
# held against it only where the gold has none of the same mark.
_MARKS = re.compile(
    r"\\(?:approx|approxeq|thickapprox|cong|simeq|sim|thicksim|backsim|eqsim|doteq|propto|lessapprox|"
    r"gtrapprox|lesssim|gtrsim|not|neg|lnot|cancel|bcancel|xcancel|cancelto|sout|st|xout|phantom|"
    r"hphantom|rlap|llap|mathrlap|mathllap|clap|mathclap|iffalse|iftrue|ifx|fi|def|gdef|edef|let|"
    r"newcommand|renewcommand|providecommand|DeclareMathOperator|mathchoice)(?![a-zA-Z])|"
    r"\\[lcvdh]?dots|\.\.|\.\.\.|\.(?:\s*\.){2}|…|[≈≅≃∼≊≒∝⋯⋮·\u2242-\u2253\u223c-\u223e]|\u0338|\u20e5|\u0305|\u20dd|[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad]"
)


def _unread_mark(pred: str, gold: str) -> str:
    """The first mark of ``_MARKS`` in the normalized prediction that the gold does not have, or ""."""
    from proctor.grading.normalize import normalize

    p = normalize(pred)
    found = {m.group(0) for m in _MARKS.finditer(p)}
    if not found:
        return ""
    g = normalize(gold)
    missing = sorted(found - {m.group(0) for m in _MARKS.finditer(g)})
    return missing[0] if missing else ""


def _unaccounted_words(pred: str, gold: str) -> str:
    """Words of three letters or more (not LaTeX commands) in the normalized prediction that the gold
    does not have, after the known units are removed; "" when there are none."""
    from proctor.grading.normalize import normalize

    # (a matrix environment's name is its brackets, not a word: "\\begin{pmatrix}-1\\\\2\\end{pmatrix}")
    p, g = (
        re.sub(r"\\operatorname\{\w+\}|\\(?:begin|end)\{[pbBvV]?matrix\}", " ", normalize(x))
        for x in (pred, gold)
    )
    words = {w.lower() for w in _WORD_RUN.findall(p)} - {w.lower() for w in _WORD_RUN.findall(g)} - {"and"}
    return ", ".join(sorted(words))


def gold_answer(answer: str) -> str:
    """The gold answer itself: a gold given as a worked solution is read by its last ``\\boxed{}``."""
    if "\\boxed" in answer or "\\fbox" in answer:
        boxes = find_boxed(answer)
        if boxes and boxes[-1][2]:
            return boxes[-1][2]
    return answer


_CHOICE_GOLD = re.compile(r"^\(?\s*([A-Z])\s*\)?$|^(?:\(([A-Z])\)|([A-Z])\))\s*(\S.*)$", re.DOTALL)
_WRAPPER = re.compile(r"^\s*(?:\$|\\text(?:bf)?\{|\\mathrm\{)(.*?)(?:\$|\})\s*$", re.DOTALL)


@lru_cache(maxsize=512)  # a benchmark's golds, each graded once a sample
def choice_gold(answer: str) -> str | None:
    """The gold as ``mcq`` reads it when it is a choice letter: ``C``, ``(C)``, ``\\text{(C)}``,
    ``(D) Alina``, ``D) Alina``; else None. Only capitals: ``e`` is Euler's number, not choice E.
    (A pure function of the gold: the last few hundred are kept.)"""
    text = gold_answer(answer).strip()
    # "\\textbf{(D)}\\ 18": the letter in a wrapper, then its option text
    text = re.sub(r"\\(?:textbf|text|mathrm|mathbf)\{(\([A-Z]\))\}", r"\1", text)
    text = re.sub(r"\\[ ,;!]|~", " ", text).strip()
    while (m := _WRAPPER.match(text)) is not None:
        text = m.group(1).strip()
    m = _CHOICE_GOLD.match(text)
    if m is None:
        return None
    letter = m.group(1) or m.group(2) or m.group(3)
    return f"{letter}) {m.group(4).strip()}" if m.group(4) else letter


def _plain(answer: str) -> bool:
    """Whether the gold is made only of numbers/words the fast path reads without sympy."""
    from proctor.grading.answer import Node, parse
    from proctor.grading.normalize import parse_rational
    from proctor.grading.numeric import evaluate_points

    def ok(node: Node) -> bool:
        if node.kind == "scalar":
            text = node.text
            return (
                parse_rational(text) is not None
                or text.replace(" ", "").isalpha()
                or evaluate_points(text) is not None
            )
        return all(ok(n) for n in node.items) and all(ok(c) for r in node.rows for c in r)

    return ok(parse(answer))
