"""BenchmarkSpec: where a benchmark's rows come from and how they become Problems (frozen data)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator

Field_ = Literal["id", "problem", "answer"]
AnswerTransform = Literal["none", "after_hashes"]

# The instruction DeepSeek-R1 and Qwen2.5-Math evaluations use for competition math; kept in the user
# turn so it survives whatever system prompt a run resolves to.
BOXED_TEMPLATE = "{problem}\n\nPlease reason step by step, and put your final answer within \\boxed{{}}."


class BenchmarkSpec(BaseModel):
    """A named benchmark.

    ``columns`` maps each of our fields (``id``, ``problem``, ``answer``) to the source's column
    names; when a field lists several, the first one the source has wins, so one spec reads both the
    hub split and the offline copy in ``shared/data`` (whose columns sometimes differ). Without an
    ``id`` column present, the row index (from 0) is the id.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    description: str
    hub_id: str | None  # None: built-in, generated in process
    hub_config: str | None = None
    split: str = "test"
    columns: dict[Field_, tuple[str, ...]]
    answer_transform: AnswerTransform = "none"
    hub_filter: tuple[str, str] | None = None  # (column, substring): rows of the hub split to keep
    # (column, substring): rows of a --data source to keep, where it has that column (an offline copy
    # holding more than this benchmark, e.g. both AIME 2025 parts); a source without it is taken whole
    data_filter: tuple[str, str] | None = None
    metadata_columns: tuple[str, ...] = ()
    system_prompt: str | None = None
    prompt_template: str = BOXED_TEMPLATE
    grader: str
    env: str | None = None  # the env a run uses unless --env says otherwise (None: text-only)
    size: int
    source: str
    fewshot: str | None = None  # the exemplar set --fewshot draws from (proctor.benchmarks.fewshot)

    @field_validator("columns", mode="before")
    @classmethod
    def _alternatives(cls, value: dict[str, Any]) -> dict[str, tuple[str, ...]]:
        out = {k: (v,) if isinstance(v, str) else tuple(v) for k, v in dict(value).items()}
        missing = {"problem", "answer"} - set(out)
        if missing:
            raise ValueError(f"columns must map {sorted(missing)} to source column names")
        return out

    @field_validator("prompt_template")
    @classmethod
    def _has_problem(cls, value: str) -> str:
        if "{problem}" not in value:
            raise ValueError("prompt_template must contain {problem}")
        try:
            value.format(problem="")
        except (KeyError, IndexError, ValueError) as exc:
            raise ValueError(
                f"prompt_template has a placeholder other than {{problem}} ({exc!r}); write literal braces "
                "doubled, e.g. \\boxed{{}}"
            ) from exc
        return value

    def render(self, problem: str) -> str:
        return self.prompt_template.format(problem=problem)


def transform_answer(kind: AnswerTransform, text: str) -> str:
    """Turn a source answer cell into the gold answer the grader reads."""
    if kind == "after_hashes":
        # GSM8K on the hub: the rationale ends in "#### 1,234". The offline copy already holds "1234",
        # which passes through unchanged. Thousands separators are dropped either way.
        text = text.rsplit("####", 1)[-1]
        return text.strip().replace(",", "")
    return text.strip()


def cell_text(value: Any) -> str | None:
    """A cell as text: ints stay exact, integral floats lose their ``.0`` (AMC's 27.0), lists are
    joined with ", " (OlympiadBench's ``final_answer``); None stays None."""
    if value is None:
        return None
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list | tuple):
        parts = [cell_text(v) for v in value]
        return ", ".join(p for p in parts if p is not None)
    return str(value)
