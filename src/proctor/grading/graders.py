"""The named graders: ``math``, ``integer``, ``number``, ``mcq``, and custom functions."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from fractions import Fraction

from proctor.grading.answer import _false_earlier_step
from proctor.grading.base import Grade, GradeStatus, context_kwargs
from proctor.grading.choice import conditional, final_choice
from proctor.grading.choice_leads import letter_led_away
from proctor.grading.display_marks import text_words
from proctor.grading.echo import mask_copies
from proctor.grading.exact import exact_value
from proctor.grading.extract import (
    FALLBACKS,
    MAX_ANSWER_CHARS,
    Extraction,
    _is_prose,
    before_cut,
    extract_answer,
    strip_reasoning,
    tail,
)
from proctor.grading.normalize import (
    base_numeral,
    key,
    mcq_letter,
    normalize,
    parse_rational,
    percent_fractions,
    uncounted_word,
    units,
)
from proctor.grading.replaced_after import (
    box_glossed_other_option,
    glossed_other_option,
    letter_disowned_after,
)
from proctor.grading.spans import MAX_NESTING, nesting
from proctor.grading.strict_rivals import lone_letter_after
from proctor.grading.unit_after import letter_measured
from proctor.grading.value_readings import choice_tail
from proctor.grading.value_tails import other_option_text
from proctor.grading.version import grader_version


class GraderError(ValueError):
    """A grader could not be made (unknown name, bad dotted path, bad option)."""


def _check_fallbacks(name: str, fallbacks: tuple[str, ...] | list[str] | str) -> tuple[str, ...]:
    if isinstance(fallbacks, str):
        fallbacks = tuple(f for f in fallbacks.split(",") if f)
    fallbacks = tuple(fallbacks)
    for f in fallbacks:
        if f not in FALLBACKS:
            raise GraderError(
                f"grader {name!r}: unknown fallback {f!r}; choose from {', '.join(FALLBACKS)} (or none)"
            )
    return fallbacks


_NAME = re.compile(r"^[A-Za-z][A-Za-z ]*(?:_\{?\w+\}?)?$")  # x, n_1, total


def _one_number(s: str) -> Fraction | None:
    value = parse_rational(s)
    if value is None and (numeral := base_numeral(s)) is not None:
        return Fraction(int(*numeral))  # "101_2" is 5
    return value if value is not None else exact_value(s)


def read_number(text: str) -> Fraction | None:
    """The number an extracted answer states, read as a whole: after the formatting ``normalize``
    removes (currency, thousands separators, units, percent), it must be a number or exact arithmetic
    on numbers (``\\$1,234.50``, ``18 dollars``, ``\\frac{7}{2}``, ``2^{5}``), a name set to one
    (``x = 18``, ``x = 5 + 5 + 1 = 11``), or a computation (``3 \\times 6 = 18``): the value it ends on.
    Not: ``\\sqrt{2}``, ``2\\pi``, ``x+2``, ``-2i`` (not 2 or -2), ``10!`` (3628800, not 10), ``2x = 18``
    and ``x^2 = 4`` (the value after an ``=`` is not what the answer states), ``x >= 18``.
    Exact: no tolerance at any magnitude. A text longer than ``MAX_ANSWER_CHARS`` is not read."""
    if len(text) > MAX_ANSWER_CHARS or nesting(text) > MAX_NESTING:
        return None
    s = normalize(text)
    if "=" not in s:
        return _one_number(s)
    value = _chain_number(s)
    if value is None and (fractions := percent_fractions(text)) is not None:
        value = _chain_number(normalize(fractions))  # "25\% \times 80 = 20": percents as fractions
    return value


def _chain_number(s: str) -> Fraction | None:
    sides = [side.strip() for side in s.split("=")]
    values = [_one_number(side) for side in sides]
    # "8 = 7": its last step is false, it states no value (a running total's first steps may be)
    if len(values) > 1 and values[-2] is not None and values[-1] != values[-2]:
        return None
    if _false_earlier_step(sides, 0):
        return None  # "8 = 7 = 7": a false step before a true last one, as the math grader reads it
    if all(v is not None for v in values[1:]) and (values[0] is not None or _NAME.match(sides[0])):
        return values[-1]  # "3 \times 6 = 18", "x = 18", "x = 5 + 5 + 1 = 11": what it ends on
    return None


MODES = ("strict", "standard")


def check_mode(name: str, mode: object) -> str:
    if mode not in MODES:
        raise GraderError(f"grader {name!r}: mode must be 'strict' or 'standard', got {mode!r}")
    return str(mode)


class _Base:
    """Options: ``fallbacks`` (see docs/grading.md); ``truncated_fallbacks``: read a completion cut
    at the token limit with every fallback too (by default only a final-answer marker counts there);
    ``mode``: ``standard`` (the default) or ``strict`` (only a marked final answer, no fallbacks, equality
    only by proof: the mode for rewards).

    ``grade(response, answer, *, prompt="", truncated=False)``: ``prompt`` is the text the model saw
    (copies of it are never its answer), ``truncated`` whether it stopped at the token limit."""

    name = "base"
    needs_question = False
    primary: tuple[str, ...] = ("boxed",)

    def __init__(
        self,
        fallbacks: tuple[str, ...] | list[str] | str | None = None,
        truncated_fallbacks: bool = False,
        mode: str = "standard",
    ) -> None:
        self._set_options(fallbacks, truncated_fallbacks, mode)

    default_fallbacks: tuple[str, ...] = ()
    mode = "standard"

    @property
    def strict(self) -> bool:
        return self.mode == "strict"

    def _set_options(
        self,
        fallbacks: tuple[str, ...] | list[str] | str | None,
        truncated_fallbacks: bool,
        mode: str = "standard",
    ) -> None:
        self.mode = check_mode(self.name, mode)
        if not isinstance(truncated_fallbacks, bool):
            raise GraderError(
                f"grader {self.name!r}: truncated_fallbacks must be true or false, got {truncated_fallbacks!r}"
            )
        self.fallbacks = (
            self.default_fallbacks if fallbacks is None else _check_fallbacks(self.name, fallbacks)
        )
        if self.strict:
            self.fallbacks = ()  # strict: only the marked final answer is read
        self.truncated_fallbacks = truncated_fallbacks
        self.version = grader_version(self.name, self._version_options())

    def _version_options(self) -> tuple[object, ...]:
        """The options that change verdicts: part of the version."""
        mode = ("mode=strict",) if self.strict else ()
        if self.truncated_fallbacks:
            return (*self.fallbacks, "truncated_fallbacks", *mode)
        return (*self.fallbacks, *mode)

    def _extract(self, response: str, prompt: str, truncated: bool) -> Extraction | None:
        return extract_answer(
            response,
            self.fallbacks,
            self.primary,
            prompt=prompt,
            truncated=truncated and not self.truncated_fallbacks,
            strict=self.strict,
        )

    def _grade(
        self, correct: bool, ext: Extraction | None, status: GradeStatus = "ok", extracted: str | None = None
    ) -> Grade:
        return Grade(
            correct=correct and status == "ok",
            formatted=ext.formatted if ext else False,
            extracted=extracted if extracted is not None else (ext.text if ext else None),
            status=status,
            grader=self.name,
            version=self.version,
        )

    def _no_answer(self) -> Grade:
        return self._grade(False, None, "no_answer")

    def __repr__(self) -> str:
        extra = ", truncated_fallbacks=True" if self.truncated_fallbacks else ""
        extra += ", mode='strict'" if self.strict else ""
        return f"{type(self).__name__}(fallbacks={self.fallbacks!r}{extra})"


class _NumericGrader(_Base):
    """Shared logic of ``integer`` and ``number``: read one number, compare exactly."""

    def _gold(self, answer: str) -> Fraction | None:
        return read_number(answer)

    def check_gold(self, answer: str) -> str | None:
        if not isinstance(answer, str) or not answer.strip():
            return "the gold answer is empty"
        if self._gold(answer) is None:
            return f"the gold answer {answer!r} is not {self.expects}"
        return None

    expects = "a number"

    def same_answer(self, a: str, b: str) -> bool:
        """maj@N's equivalence: two extracted answers state the same number."""
        value = read_number(a)
        return value is not None and value == read_number(b)

    def grade(self, response: str, answer: str, *, prompt: str = "", truncated: bool = False) -> Grade:
        gold = self._gold(answer)
        ext = self._extract(response, prompt, truncated)
        if ext is None:
            return self._no_answer()
        if gold is None or len(ext.text) > MAX_ANSWER_CHARS:
            return self._grade(False, ext, "unparsable")
        if ext.alternatives:  # several different boxed answers: hedging is never rewarded
            values = {read_number(a) for a in ext.alternatives}
            if len(values) > 1:
                return self._grade(False, ext, extracted=", ".join(ext.alternatives))
        up, ug = units(ext.text), units(answer)
        if up and ug and up != ug:  # "5 m" is not "5 cm"
            return self._grade(False, ext)
        if uncounted_word(ext.text, answer):  # "7 \\text{ quintillion}", "7 \\text{ guess}": not a count noun
            return self._grade(False, ext, "unparsable")
        value = read_number(ext.text)
        return self._grade(value is not None and value == gold, ext)


class IntegerGrader(_NumericGrader):
    """AIME-style: the last ``\\boxed{}`` holds an integer (signs, leading zeros, commas normalized)."""

    name = "integer"
    expects = "an integer"
    default_fallbacks = ("answer_is",)

    def _gold(self, answer: str) -> Fraction | None:
        value = read_number(answer)
        return value if value is not None and value.denominator == 1 else None


class NumberGrader(_NumericGrader):
    """GSM8K-style: boxed, then ``####``, then "answer is", then the last number of the response."""

    name = "number"
    primary = ("boxed", "hashes")
    default_fallbacks = ("answer_is", "last_number")


_SECOND_CHOICE = re.compile(r"\(\s*[A-E]\s*\)|(?<![A-Za-z])[A-E]\)|(?i:\bor\b)")
_MCQ_GOLD = re.compile(r"^\s*\(?\s*([A-Za-z])\s*[).:]\s*(.*)$", re.DOTALL)
# The option text a statement writes right after its choice: "(D) 19." -> "19" (a value, not prose).
_AFTER_CHOICE = re.compile(
    r"[\s)*:}\\]*(?:\\ )?(?:\s*(?:--+|—|–)\s*)?\s*([-$\\\d][^\n]{0,60}?)\s*(?:[.!](?:\s|$)|\n|$)"
)


class McqGrader(_Base):
    """Multiple choice: gold ``B`` or ``B) option text``; the response may say ``\\boxed{B}``, ``(B)``,
    ``B)``, ``answer is B``, or give the option text itself."""

    name = "mcq"
    default_fallbacks = ("answer_is",)

    @staticmethod
    def _parse_gold(answer: str) -> tuple[str | None, str]:
        s = normalize(answer)
        letter = mcq_letter(s)
        if letter:
            return letter, ""
        m = _MCQ_GOLD.match(s)
        if m and m.group(1).isupper():
            return m.group(1).upper(), m.group(2).strip()
        return None, s

    def check_gold(self, answer: str) -> str | None:
        letter, _ = self._parse_gold(answer)
        if letter is None:
            return f"the gold answer {answer!r} is not a choice letter (A-Z) or 'B) option text'"
        return None

    def _letter_of(self, text: str) -> str | None:
        s = normalize(text)
        letter = mcq_letter(s)
        if letter:
            return letter
        m = _MCQ_GOLD.match(s)
        if m and m.group(1).isupper() and not _SECOND_CHOICE.search(m.group(2)):
            return m.group(1)  # "B) 42"; not "A) or D)", "(A)(D)": a second choice is a hedge
        return None

    def same_answer(self, a: str, b: str) -> bool:
        """maj@N's equivalence: two extracted answers name the same choice letter."""
        letter = self._letter_of(a)
        return letter is not None and letter == self._letter_of(b)

    def _contradicts_at(self, text: str, end: int, option_text: str) -> bool:
        """Whether the choice stated up to ``end`` writes an option text that is not the gold's: right
        after it ("The answer is (D) 19."), or as its whole line ("(D) 19")."""
        line_start = text.rfind("\n", 0, end) + 1
        if self._contradicts(text[line_start:end], option_text) or other_option_text(text, end, option_text):
            return True  # "(D) 19" for "(D) 18"; "The answer is (C) Bob." for "(C) Alina" (value_tails)
        m = _AFTER_CHOICE.match(text, end)
        if m is None or _is_prose(m.group(1)):
            return False
        return key(normalize(m.group(1))) != key(normalize(option_text))

    def _contradicts(self, text: str, option_text: str) -> bool:
        """Whether ``text`` states a choice with an option text of its own that is not the gold's."""
        letter, stated = self._parse_gold(text)
        return letter is not None and bool(stated) and key(normalize(stated)) != key(normalize(option_text))

    def grade(self, response: str, answer: str, *, prompt: str = "", truncated: bool = False) -> Grade:
        """Only a stated final choice counts (:mod:`proctor.grading.choice`): a box, a statement,
        a final line that is the choice, or the option text stated as the answer."""
        gold, option_text = self._parse_gold(answer)
        text = strip_reasoning(response)
        if prompt:
            text = mask_copies(text, prompt)  # the options as the prompt wrote them are not a choice
        cut = truncated and not self.truncated_fallbacks
        ext = extract_answer(text, (), self.primary, truncated=cut, strict=self.strict, question=prompt)
        if ext is not None:
            if ext.alternatives and len({self._letter_of(a) for a in ext.alternatives}) > 1:
                return self._grade(False, ext, extracted=", ".join(ext.alternatives))
            letter = self._letter_of(ext.text)
            letter = (
                None if letter is not None and letter_measured(text, ext.text) else letter
            )  # "\\boxed{C} km/h"
            letter = (
                None if letter is not None and lone_letter_after(text, ext.text) else letter
            )  # "\\boxed{C} L"
            if letter is not None and choice_tail(ext.text, option_text):
                letter = None  # "\\boxed{\\text{(C) is wrong}}": only the option's text may follow its label
            if (
                letter is None
                and option_text
                and option_text in (key(normalize(ext.text)), text_words(ext.text))
            ):
                letter = gold
            elif letter == gold and option_text and self._contradicts(ext.text, option_text):
                return self._grade(False, ext, extracted=ext.text)  # "(D) 19" for "(D) 18"
            elif letter == gold and option_text and box_glossed_other_option(text, letter, option_text):
                # "\\boxed{C} since it is 41." for "(C) 42": a gloss with another option's value (replaced_after)
                return self._grade(False, ext, extracted=ext.text)
            return self._grade(gold is not None and letter == gold, ext, extracted=letter or ext.text)
        if "answer_is" not in self.fallbacks:
            return self._no_answer()
        read = before_cut(text) if cut else text
        choice = final_choice(read, final_line=not cut)
        if choice.letter is not None and choice.letter == gold and option_text:
            # "(D) 19" for "(D) 18"; "(C), which is 41" for "(C) 42" (replaced_after)
            if self._contradicts_at(tail(read), choice.end, option_text) or glossed_other_option(
                tail(read), choice.end, option_text
            ):
                return self._grade(False, Extraction(choice.letter, False, "answer_is"))
        # "The final answer is $C$. C passt nicht.", "Die falsche Antwort ist C.": disowned (replaced_after, choice_leads)
        if not self.strict and _choice_disowned(tail(read), choice.end, choice.letter):
            return self._no_answer()
        if choice.letter is not None:
            return self._grade(choice.letter == gold, Extraction(choice.letter, False, "answer_is"))
        if choice.hedge:  # "A or B": no choice stated
            return self._no_answer()
        stated = extract_answer(text, ("answer_is",), (), truncated=cut, question=prompt)
        if stated is None or conditional(text):
            return self._no_answer()
        if option_text and key(normalize(stated.text)) == key(option_text):  # the option text itself
            return self._grade(True, stated, extracted=gold)
        return self._grade(False, stated)  # a statement that names no choice


class CustomGrader:
    """Wraps a user function ``(response, answer) -> Grade | bool | float``; one that also declares
    ``prompt`` and/or ``truncated`` gets them."""

    needs_question = False

    def __init__(self, path: str, fn: Callable[[str, str], object]) -> None:
        self.name = path
        self.fn = fn
        try:
            source = inspect.getsource(fn)
        except (OSError, TypeError):
            source = path
        self.version = grader_version(path, (), extra=source)
        # maj@N's equivalence, when the function carries one as ``fn.same_answer(a, b) -> bool``
        self.same_answer: Callable[[str, str], bool] | None = getattr(fn, "same_answer", None)

    def check_gold(self, answer: str) -> str | None:
        return None if isinstance(answer, str) else "the gold answer is not a string"

    def grade(self, response: str, answer: str, *, prompt: str = "", truncated: bool = False) -> Grade:
        """``prompt`` and ``truncated`` reach the function only when it declares them."""
        result = self.fn(response, answer, **context_kwargs(self.fn, prompt, truncated))
        if isinstance(result, Grade):
            return result
        if isinstance(result, bool):
            correct = result
        elif isinstance(result, int | float):
            correct = float(result) > 0
        else:
            raise GraderError(
                f"custom grader {self.name!r} returned {type(result).__name__}; "
                "return a Grade, a bool, or a float (> 0 means correct)"
            )
        return Grade(
            correct=correct,
            formatted=True,
            extracted=None,
            status="ok",
            grader=self.name,
            version=self.version,
        )

    def __repr__(self) -> str:
        return f"CustomGrader({self.name!r})"


def _choice_disowned(text: str, end: int, letter: str | None) -> bool:
    """Standard: whether the stated choice ``letter`` (up to ``text[:end]``) is disowned by what follows it
    (:func:`proctor.grading.replaced_after.letter_disowned_after`) or by what leads to it
    (:func:`proctor.grading.choice_leads.letter_led_away`)."""
    return letter_disowned_after(text, end, letter) or letter_led_away(text, end, letter)
