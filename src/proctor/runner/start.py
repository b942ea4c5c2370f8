"""Starting and resuming a run: validated and prepared, its directory claimed and locked, its
config.toml written or checked, before any model call; shards of a run likewise."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from pathlib import Path
from typing import Any

from proctor.config import RunConfig
from proctor.runner.prepared import Prepared, prepare
from proctor.runs import SAMPLES, SUMMARY, compact_samples, new_run_dir, read_config, storage, write_config
from proctor.runs.rundir import Claim, claim_run_dir, lock_run_dir
from proctor.runs.shards import Shard, ShardError, open_shard, refuse_unmerged


class ResumeError(ValueError):
    pass


RETRY = "then run the same command again"  # how a refused resume continues


def start_run(cfg: RunConfig, output: str | Path | None = None) -> tuple[Prepared, Path, dict]:
    """Validate and prepare a new run, create its directory and write config.toml (no model call yet).

    An explicit ``output`` is claimed and locked before the model loads: a start refused there
    loads nothing; one that fails later closes the model and removes only what it made."""
    storage.check_writable(output or cfg.run.output)  # before the model loads
    claim: Claim | None = None
    if output:
        with storage.writes_before_run(output):
            claim = claim_run_dir(output)
    prep: Prepared | None = None
    try:  # a start that fails (a write refused, a server that does not answer) leaves nothing behind
        prep = prepare(cfg)
        if claim is None:
            model_name = cfg.model.ref.replace(":", "-").replace("/", "_")
            with storage.writes_before_run(cfg.run.output):
                run_dir = new_run_dir(cfg.run.output, cfg.benchmark.name, model_name, prep.cfg.env.name)
            claim = Claim(run_dir, None, made_dir=True, made_lock=False)
            with storage.writes_before_run(run_dir):
                claim.lock = lock_run_dir(run_dir)
                claim.made_lock = True
        with storage.writes_before_run(claim.path):
            write_config(claim.path, prep.effective_config())
    except BaseException:
        if claim is not None:
            claim.release()
        if prep is not None:
            close_models(prep)
        raise
    prep.lock = claim.lock
    return prep, claim.path, {}


def close_models(prep: Prepared) -> None:
    """Close a prepared run's models (a start that failed after loading them)."""

    def close() -> None:
        with contextlib.suppress(Exception):
            asyncio.run(prep.samplers.aclose())

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        close()
        return
    worker = threading.Thread(target=close)  # called from inside an event loop: close on another
    worker.start()
    worker.join()


def resume_run(run_dir: str | Path, n: int | None = None) -> tuple[Prepared, Path, dict]:
    """Reload config.toml alone, check the data and model are the same, drop torn/errored records.

    With ``n`` above the run's ``sampling.n``, the run grows: samples ``N .. n-1`` of every problem
    are added (their seeds are those a fresh run with ``n`` gives them: a seed depends on the sample's
    index, never on N), config.toml says ``n`` and ``[resolved] grown_from_n``, and the summary is
    made again over all of them (:func:`grow`)."""
    p = Path(run_dir)
    refuse_unmerged(p)
    saved = read_config(p)
    storage.check_writable(p, RETRY)  # before the model loads
    resolved = saved.pop("resolved", {})
    was = int(saved.get("sampling", {}).get("n", 1))
    grows = n is not None and n != was
    if grows:
        check_growth(p, was, n)
        saved.setdefault("sampling", {})["n"] = n
    cfg = RunConfig.model_validate(config_from_saved(saved))
    lock = lock_run_dir(p)  # before anything reads samples.jsonl: one process per run directory
    try:
        prep = check_resume(p, cfg, resolved)
        if grows:
            grow(p, saved, resolved, was)
            prep.grown_from_n = was
        with storage.writes_before_run(p / SAMPLES, RETRY):
            done = compact_samples(p / SAMPLES)
    except BaseException:
        lock.close()
        raise
    prep.lock = lock
    return prep, p, done


GROWS = "sampling.n"  # the one setting a resume may change: more samples per problem, never fewer


def check_growth(p: Path, was: int, n: int) -> None:
    """Refuse a smaller N: the run's samples beyond it would be left in samples.jsonl, unsummarized."""
    if n < was:
        raise ResumeError(
            f"{p} has sampling.n = {was}; a resume can only grow it (--set sampling.n={was + 1} or more). "
            f"For fewer samples per problem start a new run, or compare on pass@k for k <= {n}"
        )


def grow(p: Path, saved: dict[str, Any], resolved: dict[str, Any], was: int) -> None:
    """config.toml with the new ``sampling.n`` and ``[resolved] grown_from_n`` (the first N, kept
    over later growths); the old summary, of fewer samples, goes (the run is partial until the new
    samples are in; execute() writes the summary over all)."""
    resolved = dict(resolved)
    resolved.setdefault("grown_from_n", was)
    with storage.writes_before_run(p, RETRY):
        # the summary first: killed between the two, the run is partial at the old N (a resume
        # summarizes it again), never "complete" at the new N with the old N's samples
        (p / SUMMARY).unlink(missing_ok=True)
        write_config(p, saved | {"resolved": resolved})


def check_resume(p: Path, cfg: RunConfig, resolved: dict[str, Any]) -> Prepared:
    """Prepare the saved config; refuse when the data or the model changed since the run started."""
    prep = prepare(cfg)
    then = resolved.get("dataset", {}).get("fingerprint")
    if then and then != prep.bench.fingerprint:
        raise ResumeError(
            f"the benchmark data changed since {p} started (fingerprint {then[:12]} -> "
            f"{prep.bench.fingerprint[:12]}); start a new run instead of resuming"
        )
    now = prep.sampler.info()
    for key, what in (("sha256", "model file"), ("adapter_sha256", "adapter")):
        then_sha, now_sha = resolved.get("model", {}).get(key), now.get(key)
        if then_sha != now_sha and (then_sha or now_sha):
            raise ResumeError(f"the {what} changed since {p} started; start a new run instead of resuming")
    then_grader = resolved.get("grader_version")
    if then_grader and then_grader != prep.grader.version:  # resuming would mix two graders' verdicts
        raise ResumeError(
            f"the grader changed since {p} started (version {then_grader} -> {prep.grader.version}); "
            "resuming would mix grades of two versions. Grade the finished samples with the current "
            f"grader with `proctor regrade {p}` (it writes a new run directory), or resume with the "
            "grader version the run started with"
        )
    return prep


def config_from_saved(saved: dict[str, Any]) -> dict[str, Any]:
    """config.toml sections back into RunConfig inputs (the effective values become explicit)."""
    data = dict(saved)
    prompt = data.get("prompt", {})
    data["prompt"] = {
        "system": prompt.get("system", ""),
        "per_model": prompt.get("per_model", {}),
        "template": prompt.get("template"),
        "fewshot": prompt.get("fewshot", 0),
        "fewshot_as_chat": prompt.get("fewshot_as_chat", False),
        "protocol": prompt.get("protocol"),
        "protocol_data": prompt.get("protocol_data"),
        "raw": prompt.get("raw", False),
    }
    return data


def start_shard(cfg: RunConfig, output: Path | None, shard: Shard) -> tuple[Prepared, Path, dict]:
    """Prepare shard ``i/K`` of the run in ``output`` (created by the first shard, resumed by a rerun)."""
    if output is None:
        raise ShardError(
            "--shard needs --output RUN_DIR: every shard of a run writes into the same directory"
        )
    return open_shard(prepare(cfg), Path(output), shard)


def resume_shard(run_dir: Path, shard: Shard, n: int | None = None) -> tuple[Prepared, Path, dict]:
    """``proctor eval --resume RUN --shard i/K``: the shard from RUN/config.toml. A shard never grows
    (``n``): its siblings would hold fewer samples; the merged run does, in one process."""
    saved = read_config(run_dir)
    if n is not None and n != int(saved.get("sampling", {}).get("n", 1)):
        raise ShardError(
            f"sampling.n grows on a whole run, not on one shard (the other shards would keep fewer "
            f"samples): merge the shards first (proctor merge {run_dir}), then grow the merged run with "
            f"proctor eval --resume {run_dir} --set sampling.n={n}"
        )
    resolved = saved.pop("resolved", {})
    cfg = RunConfig.model_validate(config_from_saved(saved))
    prep = check_resume(run_dir, cfg, resolved)
    # the saved prompt is explicit now; where it came from is what the first start recorded
    prep.system_prompt_source = resolved.get("system_prompt_source", prep.system_prompt_source)
    return open_shard(prep, run_dir, shard)
