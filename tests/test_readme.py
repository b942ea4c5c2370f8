"""README's demo output is what the CLI prints for the demo's command (numbers aside: the lead
re-generates them on the embedded model); checked with the mock model, line by line."""

from __future__ import annotations

import re
from pathlib import Path

from rich.text import Text
from typer.testing import CliRunner

from proctor.cli import app
from proctor.metrics.health import health_block
from proctor.report.tables import health_lines

REPO = Path(__file__).resolve().parents[1]


DEMO = [
    "eval",
    "arith",
    "--limit",
    "10",
    "-n",
    "2",
    "--max-tokens",
    "160",
    "--temperature",
    "0.7",
    "--seed",
    "0",
]


def _readme_demo() -> list[str]:
    text = (REPO / "README.md").read_text()
    after = text.split("`make demo` prints a progress bar, then", 1)[1]
    block = after.split("```", 2)[1]
    return [line.rstrip() for line in block.splitlines()[1:] if line.strip()]


def _metric_names(lines: list[str]) -> list[str]:
    return [line.split("│")[1].strip() for line in lines if line.startswith("│")]


def _masked(line: str) -> str:
    """A line with its numbers and run-specific words hidden: the shape the CLI must print."""
    line = re.sub(r"runs/\S+|/\S+", "DIR", line)
    return re.sub(r"\d[\d.,]*", "#", line)


def test_the_readme_demo_output_matches_what_the_cli_prints(tmp_path):
    out = tmp_path / "run"
    r = CliRunner().invoke(app, [*DEMO, "--model", "mock:seeded", "-q", "--output", str(out)])
    assert r.exit_code == 0, r.output
    cli = [line.rstrip() for line in r.output.splitlines() if line.strip()]
    readme = _readme_demo()
    assert (
        "make demo" in (REPO / "Makefile").read_text() and " ".join(DEMO) in (REPO / "Makefile").read_text()
    )
    assert _metric_names(readme) == _metric_names(cli) and _metric_names(cli)
    assert readme[1] == cli[1]  # the estimate line, exactly
    # the README's run truncates over half its samples, so its summary ends with that health
    # warning; the mock run has none: the warning is checked against what the summary renders for
    # the truncation rate the README's own table shows
    end = next(i for i, line in enumerate(readme) if line.startswith("95% CI:"))
    warning = " ".join(readme[end + 1 : -1])
    row = next(line for line in readme if line.startswith("│ truncation rate"))
    cut = float(row.split("│")[2].strip().rstrip("%")) / 100
    summary = {"health": health_block({"truncation_rate": {"value": cut}}, {"length": cut, "stop": 1 - cut})}
    assert warning == " ".join(Text.from_markup(line).plain for line in health_lines(summary))
    readme = readme[: end + 1] + readme[-1:]
    assert readme[-2] == cli[-2]  # the footer, exactly
    assert readme[-1] == readme[0].split()[2]  # the run directory is printed last
    shapes = [(i, _masked(a), _masked(b)) for i, (a, b) in enumerate(zip(readme, cli, strict=True))]
    title = [i for i, line in enumerate(cli) if "·" in line]
    table = set("┏┃┡│└")
    assert [s for s in shapes if s[1] != s[2] and s[0] not in title and s[1][0] not in table] == []

    def header(lines: list[str]) -> list[str]:
        return next([c.strip() for c in line.split("┃")[1:-1]] for line in lines if "┃" in line)

    assert header(readme) == header(cli) == ["metric", "value", "95% CI", "SE"]
    assert readme[title[0]].split() == cli[title[0]].replace("mock:seeded", "llamacpp:smollm2").split()
