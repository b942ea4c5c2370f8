"""A data fence's fields are read against ONE lower-cased copy of the response (``one_answer._part_lows``)
instead of a copy per fence padded with as many spaces as the fence's offset (a 100 KB reply with 232 fences
made 23 MB of strings). The copy never changes a verdict: at the offsets the scans read (``lo - 1`` to
``hi``) it equals each fence's own padded copy, or the fence is lower-cased on its own as before; the scans read
nothing else; and ``fenced_field`` answers as the reference copy of it as it was (kept below) on generated
texts (fences at many offsets, nested and unterminated ones, JSON/YAML/TOML/XML fields, characters whose
lowering is longer or folds, a capital sigma, white space ``\\x1c``) and on real ones, in both modes. A
deliberately wrong copy is shown to fail the checks."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from proctor.grading import one_answer
from proctor.grading.extract import blank_code
from proctor.grading.stated import _inner

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))
from long_traces import SHAPES, response  # noqa: E402


# ---------------------------------------------------------------------------------------------------------
# the reference: fenced_field as it was (a padded lower-cased copy per fence)
def _fields_as_was(text: str, lo: int = 0, hi: int | None = None):
    hi = len(text) if hi is None else hi
    low = one_answer._lower(text[lo:hi])
    if low is not None:
        low = " " * lo + low  # (offsets of ``text``; the part before ``lo`` is never read)
    for m in one_answer._scan(one_answer._FIELD, text, low, hi, one_answer._FIELD_TRIGGERS, lo):
        for g in "abcdefgh":
            if m.group(g) is not None:
                value = one_answer._field_value(m.group(g))
                if value is not None:
                    yield m.start(), m.end(), value
                break
    yield from one_answer._named_fields(text, low, lo, hi)


def _fenced_field_as_was(raw: str, shown: str, strict: bool) -> bool:
    if "```" not in raw:
        return False
    at = max(shown.rfind("\\boxed"), shown.rfind("\\fbox"))
    box = one_answer._LAST_BOX.match(shown, at) if at >= 0 else None
    if box is None:
        return False
    answer = _inner(shown[box.start() : box.start() + 4000])
    first = 0 if strict else box.start()
    pos = 0
    while (m := one_answer._ANY_FENCE.search(raw, pos, len(shown))) is not None:  # (paired: test_fence_pairs)
        close = raw.find("```", m.end())
        stop = len(shown) if close < 0 else min(close, len(shown))
        if m.start() >= first and one_answer._DATA_FENCE.match(raw, m.start()):
            if any(one_answer._other(value, answer) for _s, _e, value in _fields_as_was(raw, m.end(), stop)):
                return True
        pos = stop + 3
    return False


# ---------------------------------------------------------------------------------------------------------
# texts
FENCES = ("```json\n", "```\n", "```yaml\n", "```YAML\n", "```xml\n", "```toml\n", "  ```json5 \n", "```python\n",
          "````\n", "```jsonc\n", "```yml\n", "```", "\t```\n")  # fmt: skip
FIELDS = ('{"answer": 8}', '{"answer": 7}', "{'result': 9}", '"final_answer": "12"', "answer: 5", "ANSWER = 8",
          "final_answer := 3", "result = 9", "<answer>8</answer>", "<antwort>8</antwort>", "[ANSWER] 4 [/ANSWER]",
          "submit(8)", "submit_answer(answer=8)", "final_answer(6)", "Action Input: 8", "return 8", "print(8)",
          '{"respuesta": 8}', "resultat <- 8", "\\Ergebnis{8}", "(answer 8)", "ответ: 6", "Ответ = 6",
          '<result value="8"/>', '<response answer="8">', "答案: 8", "yanıt: 8", "Yanıt = 8", "YANIT = 8",
          "İ", "İanswer: 8", "answerİ: 8", "ı", "ſ", "\u212a", "Σ", "ΑΣ", "answerΣ = 8", "\x1c", "answer:\x1c8",
          "\x85", "\xa0", "\u2028", "ß", "ǅ", "é", "日本", "\t", "\r", "\x0b", "\x0c", " ", "  ", "\n", "\n\n", ",",
          "}", "{", "8", "7", "x", "$\\boxed{7}$", "\\boxed{8}", "\\fbox{7}", "The answer is", "so", "value")  # fmt: skip


def _generated(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        parts = []
        for _ in range(rng.randint(1, 24)):
            r = rng.random()
            parts.append(rng.choice(FENCES) if r < 0.25 else rng.choice(FIELDS))
            parts.append(rng.choice(("", " ", "\n", "", "\n")))
        if rng.random() < 0.8:
            parts.insert(rng.randint(0, len(parts)), rng.choice(("$\\boxed{7}$", "\\boxed{8}", "\\fbox{7}")))
        out.append("".join(parts))
    return out


def _real_texts() -> list[str]:
    texts = [response(shape, size, seed)[0] for shape in SHAPES for size in (2048, 9000) for seed in range(2)]
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl")):
        for line in path.read_text().splitlines():
            r = json.loads(line)
            if "response" in r and "```" in r["response"]:
                texts.append(r["response"])
    math500 = ROOT.parent / "shared" / "data" / "math500.jsonl"
    if math500.exists():
        for line in math500.read_text().splitlines()[:150]:
            texts.append(json.loads(line)["solution"] + '\n\n```json\n{"answer": 8}\n```\n')
    # the real ones with their fences moved, non-ASCII put in and out of them, and a box at the end
    rng = random.Random(9)
    for text in list(texts[:60]):
        t = text + rng.choice(("", '\n\n```json\n{"answer": 7}\n```', "\n```yaml\nanswer: 9\n"))
        i = rng.randint(0, len(t))
        texts.append(t[:i] + rng.choice(("İ", "Σ", "\x1c", "ı", "é", "```json\n", "\n```\n")) + t[i:])
        texts.append(t + " Final: $\\boxed{7}$")
    return texts


def _parts(text: str):
    """The (lo, hi) ``fenced_field`` reads in ``text`` (all its data fences), and a few more at other offsets."""
    pos = 0
    while (m := one_answer._DATA_FENCE.search(text, pos)) is not None:
        close = text.find("```", m.end())
        stop = len(text) if close < 0 else close
        yield m.end(), stop
        pos = stop + 3
    n = len(text)
    for lo in range(0, n + 1, max(1, n // 9)):
        yield lo, n
        yield lo, min(n, lo + 17)


# ---------------------------------------------------------------------------------------------------------
def _check_windows(part_lows, texts) -> int:
    """Each part's copy equals its own padded one where the scans read it (or both are None)."""
    checked = 0
    for text in texts:
        lows = part_lows(text)
        for lo, hi in _parts(text):
            want, got = one_answer._padded_lower(text, lo, hi), lows(lo, hi)
            if want is None:
                assert got is None, (text, lo, hi)
                continue
            assert got is not None, (text, lo, hi)
            w = max(lo - 1, 0)
            assert got[w:hi] == want[w:hi], (text, lo, hi)
            checked += 1
    return checked


def test_the_shared_copy_equals_each_parts_copy_where_it_is_read():
    assert _check_windows(one_answer._part_lows, _generated(3000, 1)) > 20_000
    assert _check_windows(one_answer._part_lows, _real_texts()) > 2_000


def test_the_scans_read_no_more_than_that_window():
    # a part's copy scrambled outside lo - 1 .. hi (letters before, letters after) reads the same fields
    fields = 0
    for text in _generated(1500, 2) + _real_texts()[:80]:
        for lo, hi in _parts(text):
            low = one_answer._padded_lower(text, lo, hi)
            want = list(one_answer._fields(text, lo, hi, low))
            if low is not None:
                w = max(lo - 1, 0)
                scrambled = "x_" * w + low[w:hi] + "ab_c9" * 5
                assert list(one_answer._fields(text, lo, hi, scrambled[:w] + low[w:])) == want, (text, lo, hi)
                assert list(one_answer._fields(text, lo, hi, scrambled[:w] + low[w:hi] + "ab9_")) == want
            fields += len(want)
    assert fields > 1_000


def test_the_fields_and_fenced_field_answer_as_before():
    texts = _generated(3000, 3) + _real_texts()
    found = differ = 0
    for text in texts:
        for lo, hi in _parts(text):
            want = list(_fields_as_was(text, lo, hi))
            assert list(one_answer._fields(text, lo, hi, one_answer._part_lows(text)(lo, hi))) == want
            assert list(one_answer._fields(text, lo, hi)) == want
            found += len(want)
        for shown in (text, blank_code(text)):
            for strict in (True, False):
                got = one_answer.fenced_field(text, shown, strict)
                assert got == _fenced_field_as_was(text, shown, strict), (text, strict)
                differ += got
    assert found > 5_000 and differ > 300


def test_the_longer_lowerings_are_all_listed():
    longer = "".join(chr(c) for c in range(sys.maxunicode + 1) if len(chr(c).lower()) != 1)
    assert longer == one_answer._LONGER_LOWER


def test_a_wrong_copy_fails_the_checks():
    # break-check: a copy that forgets the characters whose lowering is longer (their parts then read not None
    # and shifted), the capital sigma's context, the ASCII part's \x1c, or the character before ``lo``
    def no_longer(text):
        low = one_answer._lower(text.replace("İ", "I")) or text.lower()
        return lambda lo, hi: low

    def no_sigma(text):
        low = one_answer._OTHER_SPACE.sub(" ", text.replace("İ", "?").lower())
        bad = [i for i, c in enumerate(text) if c in one_answer._NONE_LOWER]
        return lambda lo, hi: None if any(lo <= i < hi for i in bad) else low

    def no_before(text):
        lows = one_answer._part_lows(text)
        return lambda lo, hi: (low := lows(lo, hi)) and low[: max(lo - 1, 0)] + "x" + low[lo:]

    for wrong in (no_longer, no_sigma, no_before):
        try:
            _check_windows(wrong, _generated(1500, 4))
        except AssertionError:
            continue
        raise AssertionError(f"{wrong.__name__} passed the check")


def test_a_part_shorter_than_a_field_holds_none():
    # what lets fenced_field skip the empty part between "```" and "```output": no field is one character long,
    # whatever stands around it (a pattern's lookbehind reads before the part, its lookahead after it)
    assert one_answer._SHORTEST_FIELD == 2
    around = ("", "answer: ", '{"answer": ', "<answer>", "\n", "submit(", "(answer ", "ответ = ", "答案：")
    after = ("", "\n", "}", "</answer>", ")", " ")
    for c in map(chr, (*range(0x180), *range(0x180, 0x3000, 7), *range(0x4E00, 0x4E80, 3), 0x1F602, 0xFF10)):
        for before in around:
            for tail in after:
                text = before + c + tail
                lo = len(before)
                assert list(one_answer._fields(text, lo, lo + 1)) == [], text
                assert list(one_answer._fields(text, lo, lo)) == [], text
    # (and a part long enough holds one: the check reads fields at all)
    assert [v for *_, v in one_answer._fields("x\n(answer 8)\n", 2, 12)] == ["8"]
