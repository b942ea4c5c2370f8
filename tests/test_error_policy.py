"""One error policy for every env (docs/design.md): a failed model call — the model under test's or
an env-owned model's, after its retries — is recorded as an error on its sample, never graded, never
in a summary, and ``--resume`` reruns it. The runner enforces it, whatever the env does with the
exception.

Every registered env runs against a dead endpoint and against a loopback OpenAI-compatible server
(tests/fake_openai.py) that answers a first request properly, then fails every later one (a 500, a
dropped connection, a stall past the request timeout, a truncated JSON body). Each faulty run must
exit non-zero with no summary.json and its errors recorded; once the server is healthy, one
``--resume`` completes it with the records an undisturbed run gives. The table of faults is printed
(``pytest -s``).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from fake_openai import FAULTS, FakeOpenAI
from proctor_cli import run_proctor
from typer.testing import CliRunner

from proctor.cli import app
from proctor.config import build_config
from proctor.envs import ENVS, Trajectory
from proctor.models.base import SampleError
from proctor.models.mock import MockSampler
from proctor.runner import execute, resume_run, start_run
from proctor.runs import read_run
from proctor.seeds import sample_seed

# every registered env, with options that keep a rollout a few model calls long
ENV_ARGS: dict[str, list[str]] = {
    "text-only": ["arith", "--env", "text-only"],
    "tool": ["arith", "--env", "tool", "--set", "env.max_turns=3"],
    "best-of-n": ["arith", "--env", "best-of-n", "--set", "env.n=2"],
    "judge": ["arith", "--env", "judge"],
    "user-sim": ["arith", "--env", "user-sim", "--set", "env.max_turns=2"],
    "twenty-questions": [
        "twenty-questions",
        "--set",
        "env.max_questions=2",
        "--set",
        "env.gamemaster_retries=0",
    ],
}
COMMON = [
    "--limit", "3", "--model", "openai:fake", "--concurrency", "1", "--max-tokens", "32", "-q",
    "--set", "model.extra.server=openai", "--set", "model.retry.max_retries=0",
    "--set", "model.request_timeout_s=1",
]  # fmt: skip


def test_every_registered_env_is_covered():
    assert set(ENV_ARGS) == set(ENVS)


def _normal(value: Any) -> Any:
    """A record without its timings (the only fields two identical runs may differ in)."""
    if isinstance(value, dict):
        return {k: _normal(v) for k, v in value.items() if k not in ("latency_s", "wall_s")}
    if isinstance(value, list):
        return [_normal(v) for v in value]
    return value


def records(run_dir: Path) -> dict[tuple[str, int], dict]:
    """(problem, sample) -> record of a finished run: one line each, none errored."""
    out = {}
    for line in (run_dir / "samples.jsonl").read_text().splitlines():
        rec = json.loads(line)
        key = (rec["problem_id"], rec["sample_index"])
        assert key not in out and rec["error"] is None, rec
        out[key] = _normal(rec)
    return out


def eval_args(env: str, url: str, out: Path) -> list[str]:
    return ["eval", *ENV_ARGS[env], *COMMON, "--base-url", url, "--output", str(out)]


def invoke(args: list[str]) -> Any:
    return CliRunner().invoke(app, args, catch_exceptions=False)


def assert_partial_with_errors(run_dir: Path, clean: dict, exit_code: int, output: str) -> int:
    """Exit non-zero, no summary, the failures recorded as errors, and every finished sample the one
    an undisturbed run gives (graded from a real reply). Returns the number of errored records."""
    assert exit_code != 0, output
    assert not (run_dir / "summary.json").exists()
    got = [json.loads(line) for line in (run_dir / "samples.jsonl").read_text().splitlines()]
    errored = [r for r in got if r["error"] is not None]
    assert errored, f"no sample recorded as an error:\n{got}"
    for r in errored:
        assert r["stop_reason"] == "error" and r["grade_status"] is None and not r["correct"]
    for r in got:
        if r["error"] is None:
            assert _normal(r) == clean[(r["problem_id"], r["sample_index"])]
    return len(errored)


@pytest.fixture(scope="module")
def clean_runs(tmp_path_factory) -> dict[str, dict]:
    """Each env's records from an undisturbed run on a healthy server."""
    server = FakeOpenAI()
    out = {}
    try:
        for env in ENV_ARGS:
            run_dir = tmp_path_factory.mktemp("clean") / env
            r = invoke(eval_args(env, server.url, run_dir))
            assert r.exit_code == 0, r.output
            assert (run_dir / "summary.json").is_file()
            out[env] = records(run_dir)
    finally:
        server.close()
    return out


TABLE: dict[str, Counter] = {}


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("env", list(ENV_ARGS))
def test_a_server_failing_mid_run_leaves_it_partial_and_resume_completes_it(env, fault, tmp_path, clean_runs):
    server = FakeOpenAI(healthy_for=1, fault=fault, stall_s=2.5)
    try:
        run_dir = tmp_path / "run"
        r = invoke(eval_args(env, server.url, run_dir))
        errored = assert_partial_with_errors(run_dir, clean_runs[env], r.exit_code, r.output)
        assert server.faults[fault] >= 1
        server.heal()
        r = invoke(["eval", "--resume", str(run_dir), "-q"])
        assert r.exit_code == 0, r.output
        summary = json.loads((run_dir / "summary.json").read_text())
        assert records(run_dir) == clean_runs[env]  # nothing lost, nothing different
        assert summary["counts"]["errored"] == 0 and summary["samples"] == len(clean_runs[env])
    finally:
        server.close()
    row = TABLE.setdefault(fault, Counter())
    row.update(injected=server.faults[fault], runs=1, partial_resumed=1, errored_samples=errored)
    if len(TABLE) == len(FAULTS) and all(row["runs"] == len(ENV_ARGS) for row in TABLE.values()):
        print(
            "\nfault       injected  runs  partial+resumed  errored samples  records lost  summaries with an error"
        )
        for kind, row in TABLE.items():
            print(
                f"{kind:<11} {row['injected']:>8}  {row['runs']:>4}  {row['partial_resumed']:>15}  "
                f"{row['errored_samples']:>15}  {0:>12}  {0:>23}"
            )


@pytest.mark.slow
@pytest.mark.parametrize("env", list(ENV_ARGS))
def test_a_dead_endpoint_fails_every_sample_and_a_live_one_resumes(env, tmp_path, clean_runs):
    from fake_openai import FakeOpenAI as Server

    probe = Server()  # a free port, then nothing listening on it
    port = probe.port
    probe.close()
    run_dir = tmp_path / "run"
    r = run_proctor(*eval_args(env, f"http://127.0.0.1:{port}/v1", run_dir), check=False, timeout=300)
    assert_partial_with_errors(run_dir, clean_runs[env], r.returncode, r.stdout + r.stderr)
    assert all(json.loads(x)["error"] for x in (run_dir / "samples.jsonl").read_text().splitlines())
    live = Server(port=port)
    try:
        r = run_proctor("eval", "--resume", str(run_dir), "-q", check=False, timeout=300)
        assert r.returncode == 0, r.stdout + r.stderr
        # the undisturbed run, in a process of its own like the resume (the module's in-process clean
        # runs share this test process with the rest of the suite)
        clean_dir = tmp_path / "clean"
        r = run_proctor(*eval_args(env, f"http://127.0.0.1:{port}/v1", clean_dir), check=False, timeout=300)
        assert r.returncode == 0, r.stdout + r.stderr
    finally:
        live.close()
    assert records(run_dir) == records(clean_dir)


class SwallowingEnv:
    """A custom env that catches every exception of every model call, its own model's included, and
    returns an ordinary-looking trajectory: the runner must still record the failure."""

    name = "swallowing"

    def __init__(self, own_model):
        self.own = own_model

    async def rollout(self, sampler, problem, seed):
        texts = []
        for s in (sampler, self.own):
            try:
                (c,) = await s.sample([{"role": "user", "content": problem.prompt}], _params(), seed=seed)
                texts.append(c.text)
            except Exception:  # noqa: BLE001 - the point of this env
                texts.append("")
        return Trajectory(problem_id=problem.id, seed=seed, final_text=" ".join(texts))


def _params():
    from proctor.models.base import SamplingParams

    return SamplingParams(max_tokens=8)


class GivesUp(MockSampler):
    """Fails (as the retry layer does when it gives up) for the seeds in ``bad``."""

    def __init__(self, bad: set[int], ref: str):
        super().__init__("\\boxed{1}", ref=ref)
        self.bad = bad

    async def sample(self, prompt, params, n=1, seed=None):
        if seed in self.bad:
            raise SampleError("gave up after 0 retries (max_retries=0); last error: HTTP 500")
        return await super().sample(prompt, params, n, seed)


def _seeds(prep) -> list[int]:
    return [sample_seed(0, "arith", p.id, 0) for p in prep.bench.problems]


@pytest.mark.parametrize("who", ["model under test", "env model"])
def test_the_runner_records_a_failure_a_custom_env_swallowed(tmp_path, who):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=4"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    seeds = _seeds(prep)
    bad = {seeds[1], seeds[3]}
    failing = who == "model under test"
    prep.sampler = GivesUp(bad if failing else set(), "mock:x")
    prep.samplers._cache["mock:own"] = GivesUp(set() if failing else bad, "mock:own")
    prep.env = SwallowingEnv(prep.samplers("mock:own"))  # through the runner's cache, as envs get it
    result = asyncio.run(execute(prep, run_dir, done))
    run = read_run(run_dir)
    assert result.summary is None and result.errored == 2
    assert not (run_dir / "summary.json").exists()
    failed = sorted(r.problem_id for r in run.records if r.error)
    assert failed == sorted(p.id for p in (prep.bench.problems[1], prep.bench.problems[3]))
    for r in run.records:
        if r.error:
            assert (
                "gave up" in r.error
                and who in r.error
                and r.stop_reason == "error"
                and r.grade_status is None
            )
    prep2, _, done2 = resume_run(run_dir)  # the resume reruns exactly the two failed samples
    assert len(done2) == 2 and all(done2.values())


def test_an_env_that_tolerates_its_own_model_failing_keeps_the_sample(tmp_path):
    cfg = build_config(None, None, ["model.ref=mock:x", "benchmark.limit=2"])
    prep, run_dir, done = start_run(cfg, tmp_path / "run")
    prep.sampler = GivesUp(set(), "mock:x")
    prep.samplers._cache["mock:own"] = GivesUp(set(_seeds(prep)), "mock:own")
    prep.env = SwallowingEnv(prep.samplers("mock:own", tolerate_failure=True))  # documented tolerance
    result = asyncio.run(execute(prep, run_dir, done))
    assert result.errored == 0 and result.summary is not None
