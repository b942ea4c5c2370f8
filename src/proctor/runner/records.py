"""One (problem, sample) pair becomes its record: the env's rollout under the runner's error policy,
graded by the same path as ``proctor regrade``."""

from __future__ import annotations

import logging
import time
import traceback
from typing import Any

from proctor.benchmarks.peer_metrics import peer_scores
from proctor.benchmarks.problem import Problem
from proctor.envs import Trajectory
from proctor.envs.grading import agrade_record, apply_grade
from proctor.grading.pool import GraderInfrastructureError
from proctor.models.base import FatalError, PromptTooLong, SampleError
from proctor.models.watch import Failures, watched, watching
from proctor.runner.prepared import Prepared
from proctor.seeds import sample_seed

log = logging.getLogger("proctor")


async def rollout(prep: Prepared, problem: Problem, index: int) -> Trajectory:
    """The record of one pair: :func:`generate` then :func:`grade`."""
    return await grade(prep, await generate(prep, problem, index), problem)


async def generate(prep: Prepared, problem: Problem, index: int) -> Trajectory:
    """The env's rollout under the error policy, not yet graded (the model's part of the record)."""
    seed = sample_seed(prep.cfg.run.seed, prep.cfg.benchmark.name, problem.id, index)
    t0 = time.perf_counter()
    with watching() as failures:  # every failed model call of this rollout, whatever the env did
        traj = await _env_rollout(prep, problem, index, seed)
    traj = _enforce_policy(traj, failures)
    update: dict[str, Any] = {
        "problem_id": problem.id,
        "sample_index": index,
        "seed": seed,
        "answer": problem.answer,
    }
    if not traj.latency_s:
        update["latency_s"] = time.perf_counter() - t0
    if traj.turns and traj.turns[-1].think_state == "unclosed" and traj.stop_reason in ("stop", "length"):
        update["stop_reason"] = "truncated_in_thinking"  # never mined for an answer: the answer part is empty
    return traj.model_copy(update=update)


async def grade(prep: Prepared, traj: Trajectory, problem: Problem) -> Trajectory:
    """A generated record graded by the same path as ``proctor regrade`` (an errored one as it is)."""
    if traj.error is not None:
        return traj
    try:
        graded = await agrade_record(prep.grader, traj)
    except GraderInfrastructureError as e:  # load ended the case, not its answer: an error, rerun
        return traj.model_copy(update={"stop_reason": "error", "error": f"grading: {e}"})
    except Exception as e:  # a grader bug is the same on every sample: stop, keep what is written
        raise FatalError(
            f"grader {prep.grader.name!r} failed on {problem.id}#{traj.sample_index}: {type(e).__name__}: {e}; "
            "fix the grader, then resume"
        ) from e
    return with_peer_scores(prep, apply_grade(traj, graded), problem)


def with_peer_scores(prep: Prepared, traj: Trajectory, problem: Problem) -> Trajectory:
    """Under a protocol with peer metrics, what they say of the same completion (``info.peer``),
    beside proctor's own grade."""
    protocol = prep.protocol
    if protocol is None or not protocol.metrics:
        return traj
    scores = peer_scores(protocol.metrics, traj.final_text or "", problem.answer)
    return traj.model_copy(update={"info": {**traj.info, "peer": {"protocol": protocol.name, **scores}}})


async def _env_rollout(prep: Prepared, problem: Problem, index: int, seed: int) -> Trajectory:
    """The env's rollout with the model under test behind the runner's watch; a raised error becomes
    the sample's record."""
    try:
        return await prep.env.rollout(watched(prep.sampler), problem, seed)
    except FatalError:
        raise
    except PromptTooLong as e:  # data, not an error: rerunning cannot help
        return Trajectory(
            problem_id=problem.id,
            sample_index=index,
            seed=seed,
            stop_reason="prompt_too_long",
            info={"detail": str(e)},
        )
    except SampleError as e:
        return Trajectory(
            problem_id=problem.id, sample_index=index, seed=seed, stop_reason="error", error=str(e)
        )
    except Exception as e:  # an env or backend bug: record it on this sample, keep the run going
        log.error("sample %s#%d failed: %s", problem.id, index, traceback.format_exc())
        return Trajectory(
            problem_id=problem.id,
            sample_index=index,
            seed=seed,
            stop_reason="error",
            error=f"{type(e).__name__}: {e}",
        )


def _enforce_policy(traj: Trajectory, failures: Failures) -> Trajectory:
    """A model call that failed fails the sample, even when the env caught it and returned a
    trajectory (docs/design.md, error policy): recorded as an error, never graded, rerun on resume."""
    if failures.fatal is not None:
        raise failures.fatal
    if failures.first is None or traj.error is not None:
        return traj
    info = {**traj.info, "env_stop_reason": traj.stop_reason, "failed_calls": failures.errors}
    return traj.model_copy(update={"stop_reason": "error", "error": failures.first, "info": info})
