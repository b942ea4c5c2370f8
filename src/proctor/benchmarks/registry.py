"""The named benchmarks: an explicit literal, filled by nothing at import time.

Hub ids, configs, splits and columns follow the dataset cards (see docs/benchmarks.md). Each
spec also reads the offline copy of the same set in ``shared/data`` through ``--data``: where that
copy's column names differ from the hub's, ``columns`` lists both, hub first.
"""

from __future__ import annotations

from proctor.benchmarks.arith import ARITH_SPEC
from proctor.benchmarks.spec import BenchmarkSpec
from proctor.benchmarks.words import TWENTY_QUESTIONS_SPEC

_AIME_META = ("url", "year", "exam", "problem_number")

REGISTRY: dict[str, BenchmarkSpec] = {
    "aime24": BenchmarkSpec(
        name="aime24",
        description="AIME 2024 I + II: 30 problems with integer answers 0-999",
        hub_id="HuggingFaceH4/aime_2024",
        split="train",
        columns={"id": ("id",), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=_AIME_META,
        grader="integer",
        size=30,
        source="AoPS wiki via AI-MO/aimo-validation-aime (2024 subset)",
        fewshot="minerva-math",
    ),
    "aime25": BenchmarkSpec(
        name="aime25",
        description="AIME 2025 I + II: 30 problems with integer answers 0-999",
        hub_id="MathArena/aime_2025",
        split="train",
        # MathArena numbers its rows problem_idx (1-30); the offline copy has ids like "2025-I-1".
        columns={"id": ("problem_idx", "id"), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=(*_AIME_META, "problem_type"),
        grader="integer",
        size=30,
        source="MathArena (eth-sri/matharena), official wording",
        fewshot="minerva-math",
    ),
    "aime25_i": BenchmarkSpec(
        name="aime25_i",
        description="AIME 2025 I alone: 15 problems with integer answers 0-999",
        hub_id="MathArena/aime_2025_I",
        split="train",
        columns={"id": ("problem_idx", "id"), "problem": ("problem",), "answer": ("answer",)},
        # the offline copy holds both parts: keep the rows whose id names part I ("2025-I-3")
        data_filter=("id", "2025-I-"),
        metadata_columns=(*_AIME_META, "problem_type"),
        grader="integer",
        size=15,
        source="MathArena (eth-sri/matharena), official wording",
        fewshot="minerva-math",
    ),
    "aime25_ii": BenchmarkSpec(
        name="aime25_ii",
        description="AIME 2025 II alone: 15 problems with integer answers 0-999",
        hub_id="MathArena/aime_2025_II",
        split="train",
        columns={"id": ("problem_idx", "id"), "problem": ("problem",), "answer": ("answer",)},
        data_filter=("id", "2025-II-"),
        metadata_columns=(*_AIME_META, "problem_type"),
        grader="integer",
        size=15,
        source="MathArena (eth-sri/matharena), official wording",
        fewshot="minerva-math",
    ),
    "hmmt_feb25": BenchmarkSpec(
        name="hmmt_feb25",
        description="HMMT February 2025: 30 problems, answers in LaTeX (numbers and expressions)",
        hub_id="MathArena/hmmt_feb_2025",
        split="train",
        columns={"id": ("problem_idx", "id"), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("problem_type",),
        grader="math",
        size=30,
        source="MathArena (eth-sri/matharena), extracted, converted to LaTeX and verified",
        fewshot="minerva-math",
    ),
    "brumo25": BenchmarkSpec(
        name="brumo25",
        description="BRUMO 2025 (Brown University Math Olympiad): 30 problems, answers in LaTeX",
        hub_id="MathArena/brumo_2025",
        split="train",
        columns={"id": ("problem_idx", "id"), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("problem_type",),
        grader="math",
        size=30,
        source="MathArena (eth-sri/matharena), extracted, converted to LaTeX and verified",
        fewshot="minerva-math",
    ),
    "omni_math": BenchmarkSpec(
        name="omni_math",
        description="Omni-MATH: 4428 olympiad-level problems across 33 sub-domains and 10 difficulty levels",
        hub_id="KbsdJames/Omni-MATH",
        split="test",
        # no id column on the hub: the row index is the id
        columns={"id": ("id",), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("domain", "difficulty", "source"),
        grader="math",
        size=4428,
        source="Omni-MATH (Gao et al. 2024); answers are free-form, some need a judge (--grader math+judge)",
        fewshot="minerva-math",
    ),
    "olymmath_en_easy": BenchmarkSpec(
        name="olymmath_en_easy",
        description="OlymMATH EN-EASY: 100 AIME-level olympiad problems with numerical answers",
        hub_id="RUC-AIBOX/OlymMATH",
        hub_config="en-easy",
        split="test",
        columns={"id": ("unique_id", "id"), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("subject",),
        grader="math",
        size=100,
        source="OlymMATH (Sun et al. 2025), RUCAIBox/OlymMATH; hub config name unverified",
        fewshot="minerva-math",
    ),
    "olymmath_en_hard": BenchmarkSpec(
        name="olymmath_en_hard",
        description="OlymMATH EN-HARD: 100 harder olympiad problems with numerical answers",
        hub_id="RUC-AIBOX/OlymMATH",
        hub_config="en-hard",
        split="test",
        columns={"id": ("unique_id", "id"), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("subject",),
        grader="math",
        size=100,
        source="OlymMATH (Sun et al. 2025), RUCAIBox/OlymMATH; hub config name unverified",
        fewshot="minerva-math",
    ),
    "math500": BenchmarkSpec(
        name="math500",
        description="MATH-500: the 500-problem test subset of MATH from 'Let's Verify Step by Step'",
        hub_id="HuggingFaceH4/MATH-500",
        split="test",
        columns={"id": ("unique_id", "id"), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("subject", "level"),
        grader="math",
        size=500,
        source="openai/prm800k math_splits/test.jsonl (Hendrycks MATH)",
        fewshot="minerva-math",
    ),
    "gsm8k": BenchmarkSpec(
        name="gsm8k",
        description="GSM8K test: 1319 grade-school word problems with integer answers",
        hub_id="openai/gsm8k",
        hub_config="main",
        split="test",
        # hub: question + answer (rationale ending in "#### N"); offline copy: problem + answer (N).
        columns={"id": ("id",), "problem": ("question", "problem"), "answer": ("answer",)},
        answer_transform="after_hashes",
        grader="number",
        size=1319,
        source="openai/grade-school-math test.jsonl",
        fewshot="gsm8k-cot",
    ),
    "amc23": BenchmarkSpec(
        name="amc23",
        description="AMC 12 2023 (A + B), rewritten to have numeric answers: 40 problems",
        hub_id="AI-MO/aimo-validation-amc",
        split="train",
        hub_filter=("url", "2023"),  # the hub split holds AMC 2022 and 2023 (83 rows)
        columns={"id": ("id",), "problem": ("problem",), "answer": ("answer",)},
        metadata_columns=("url", "year", "competition", "problem_number"),
        grader="integer",  # every answer is a whole number (stored as 27.0 on the hub)
        size=40,
        source="AoPS wiki via AI-MO/aimo-validation-amc (2023 subset)",
        fewshot="minerva-math",
    ),
    "minerva_math": BenchmarkSpec(
        name="minerva_math",
        description="Minerva Math (OCWCourses): 272 undergraduate STEM problems",
        hub_id="math-ai/minervamath",
        split="test",
        columns={"id": ("id", "idx"), "problem": ("question", "problem"), "answer": ("answer",)},
        metadata_columns=("type",),
        grader="math",
        size=272,
        source="MIT OpenCourseWare problems (Lewkowycz et al. 2022); hub columns unverified",
        fewshot="minerva-math",
    ),
    "olympiadbench": BenchmarkSpec(
        name="olympiadbench",
        description="OlympiadBench OE_TO_maths_en_COMP: 675 open-ended competition problems (English)",
        hub_id="Hothan/OlympiadBench",
        hub_config="OE_TO_maths_en_COMP",
        split="train",
        # hub: question + final_answer (a one-element list); offline copy: problem + answer (a string).
        columns={
            "id": ("id",),
            "problem": ("question", "problem"),
            "answer": ("final_answer", "answer"),
        },
        metadata_columns=("subfield", "answer_type", "is_multiple_answer", "unit"),
        grader="math",
        size=675,
        source="OlympiadBench (He et al. 2024); the hub viewer shows 674 rows, eval copies 675",
        fewshot="minerva-math",
    ),
    "arith": ARITH_SPEC,
    "twenty-questions": TWENTY_QUESTIONS_SPEC,
}


def known_names() -> list[str]:
    return list(REGISTRY)
