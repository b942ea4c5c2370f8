"""The built-in word list of ``twenty-questions``: common concrete nouns a small model can find by
yes/no questions. ``|`` separates accepted spellings. No files, no network; the same on every machine."""

from __future__ import annotations

from typing import Any

from proctor.benchmarks.spec import BenchmarkSpec

WORDS: tuple[str, ...] = (
    "cat",
    "dog",
    "horse",
    "elephant",
    "fish",
    "bird",
    "apple",
    "banana",
    "bread",
    "cheese",
    "car",
    "bicycle",
    "airplane|aeroplane|plane",
    "boat|ship",
    "chair",
    "table",
    "bed",
    "book",
    "pencil",
    "clock",
    "phone|telephone",
    "computer",
    "television|tv",
    "guitar",
    "ball",
    "shoe",
    "hat",
    "key",
    "door",
    "window",
    "tree",
    "flower",
    "sun",
    "moon",
    "river",
    "mountain",
    "house",
    "cup|mug",
    "spoon",
    "umbrella",
)

TWENTY_QUESTIONS_SPEC = BenchmarkSpec(
    name="twenty-questions",
    description="Twenty Questions on a built-in list of 40 common nouns (env twenty-questions, game won)",
    hub_id=None,
    split="builtin",
    columns={"id": ("id",), "problem": ("problem",), "answer": ("answer",)},
    prompt_template="{problem}",
    grader="proctor.envs.twenty_questions:guessed",
    env="twenty-questions",
    size=len(WORDS),
    source="proctor.benchmarks.words (a fixed list built into proctor)",
)


def generate_words(seed: int = 0) -> list[dict[str, Any]]:
    """One row per word (the seed does not change the list): ``id`` ``w-WORD``, ``answer`` the word."""
    return [
        {"id": f"w-{spellings.split('|')[0]}", "problem": "Find the secret word.", "answer": spellings}
        for spellings in WORDS
    ]
