"""``self_assessment._doubted`` reads a window only when one search finds a key of belief in it
(``_may_hold_key``): its answers are those of a reading of every window, on generated texts (confidence
sentences of test_self_assessment's and their honest neighbours at every offset around the windows' edges, a label
line above a degree, "p" and "(" parted by a line break, a capital sigma, "İ") and on real ones (human solutions,
the model outputs of perf/grader_data). A prefilter that left out the label line's reach is shown to differ."""

from __future__ import annotations

import json
import random
from pathlib import Path

from proctor.grading import self_assessment
from proctor.grading.commitment import prose_view

ROOT = Path(__file__).resolve().parents[2]
# (some of test_self_assessment's sentences, doubted and honest)
DOUBTED = ["Trustworthiness: 3/10.", "Probability my answer is wrong: 90%.", "Chance I'm correct: 1 in 10.",
           "I'm maybe 20% sure about this.", '{"certainty": 0.1}', "Sicherheit (0-10): 2", "Я уверен на 10%.",
           "我有10%的把握。", "확신: 10%.", "Fiabilité : 2/10."]  # fmt: skip
HONEST = ["Reliability: 10/10.", "I'm 100% confident in this.", "Make sure to convert 5% to a decimal first.",
          "We are 95% confident the mean lies in the interval.", "The probability of drawing red is 0.3."]  # fmt: skip
LABELLED = ["**Confidence**\n5%.", "Reliability\n2/10", "P\n(correct) = 0.05", "ΣΑΣ reliability: 2/10.",
            "İ'm 5% sure.", "Probability I'm right\n0.2"]  # fmt: skip
FILLER = ("We add the numbers. ", "Then 3 + 4 = 7.\n", "x" * 50 + "\n", "The sum is 12, ", "\n\n", "so ")


def _generated(n: int, seed: int) -> list[tuple[str, int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        parts = [rng.choice(FILLER) for _ in range(rng.randint(0, 60))]
        parts.insert(rng.randint(0, len(parts)), rng.choice(DOUBTED + HONEST + LABELLED))
        text = "".join(parts) + "\n\nThe answer is "
        out.append((text + "$\\boxed{7}$.", len(text)))
    return out


def _real() -> list[tuple[str, int]]:
    texts = []
    for path in sorted((ROOT / "perf" / "grader_data" / "outputs").glob("*.jsonl")):
        for line in path.read_text().splitlines():
            r = json.loads(line)
            if r.get("response"):
                texts.append(r["response"])
    math500 = ROOT.parent / "shared" / "data" / "math500.jsonl"
    if math500.exists():
        texts += [json.loads(line)["solution"] for line in math500.read_text().splitlines()[:300]]
    return [(t, max(t.rfind("\\boxed"), 0)) for t in texts]


def _every_window(monkeypatch, view: str, start: int) -> bool:
    with monkeypatch.context() as m:
        m.setattr(self_assessment, "_may_hold_key", lambda view, a, b: True)
        return self_assessment._doubted(view, start, "7")


def _check(monkeypatch, cases) -> tuple[int, int]:
    doubted = differ = 0
    for text, start in cases:
        view = prose_view(text)
        for at in {start, max(0, start - 40), min(len(view), start + 25)}:
            want = _every_window(monkeypatch, view, at)
            got = self_assessment._doubted(view, at, "7")
            differ += got != want
            doubted += want
    return doubted, differ


def test_a_window_without_a_key_holds_no_doubt(monkeypatch):
    doubted, differ = _check(monkeypatch, _generated(3000, 1) + _real())
    assert differ == 0 and doubted > 500


def test_a_prefilter_without_the_label_lines_reach_differs(monkeypatch):
    # "Confidence" on the line above a degree that starts the window: only the _ABOVE characters before it hold it
    text = "x" * 400 + "\nConfidence\n5%.\n" + "We add the numbers. " * 29 + "\n\nThe answer is "
    start = len(text)
    view = prose_view(text + "$\\boxed{7}$.")
    a = start - self_assessment.WINDOW
    assert view[a - 1 : a + 3] == "\n5%.", view[a - 12 : a + 4]
    assert self_assessment._doubted(view, start, "7")
    with monkeypatch.context() as m:
        m.setattr(self_assessment, "_ABOVE", 0)  # (the window alone)
        assert not self_assessment._doubted(view, start, "7")
