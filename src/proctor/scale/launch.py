"""``proctor launch RUN --shards K --executor local|ray -- EVAL-ARGS``: run the K shards, then merge.

Each shard is an ordinary ``proctor eval ... --output RUN --shard I/K`` process, so a shard that is
started again resumes. ``local`` runs the K processes on this machine; ``ray`` runs each as a Ray
task on an existing cluster (``ray.init(address=...)``; none: a local one), and a task whose shard
process failed or was killed is retried by Ray (``max_retries``), resuming the shard.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from proctor.lifetime import spawn
from proctor.scale.slurm import FORBIDDEN
from proctor.textfile import open_append

EXECUTORS = ("local", "ray")


class LaunchError(ValueError):
    pass


def shard_command(eval_args: list[str], run_dir: Path, index: int, count: int) -> list[str]:
    clash = [a for a in eval_args if a.split("=")[0] in FORBIDDEN]
    if clash:
        raise LaunchError(
            f"{', '.join(clash)}: the launcher sets --output RUN_DIR and --shard itself; remove it"
        )
    return [
        sys.executable, "-m", "proctor", "eval", *eval_args,
        "--output", str(run_dir), "--shard", f"{index}/{count}", "-q",
    ]  # fmt: skip


def run_shard_process(eval_args: list[str], run_dir: str, index: int, count: int) -> int:
    """Run one shard to completion; raise when it failed (so an executor can retry it)."""
    cmd = shard_command(eval_args, Path(run_dir), index, count)
    log = Path(run_dir) / f"launch-{index}-of-{count}.out"
    with open_append(log) as out:
        code = spawn(cmd, stdout=out, stderr=subprocess.STDOUT).wait()  # dies with this process
    if code != 0:
        raise LaunchError(f"shard {index}/{count} exited {code}; see {log}")
    return index


def run_local(eval_args: list[str], run_dir: Path, count: int) -> None:
    """The K shard processes at once on this machine; raises naming the shards that failed. Each
    dies with this process, however it ends (a shard left running would hold its shard's lock)."""
    run_dir.mkdir(parents=True, exist_ok=True)
    procs = []
    for i in range(count):
        log = open_append(run_dir / f"launch-{i}-of-{count}.out")  # closed below
        cmd = shard_command(eval_args, run_dir, i, count)
        procs.append((i, log, spawn(cmd, stdout=log, stderr=subprocess.STDOUT)))
    failed = []
    for i, log, p in procs:
        if p.wait() != 0:
            failed.append(f"{i}/{count} (exit {p.returncode})")
        log.close()
    if failed:
        raise LaunchError(
            f"shards failed: {', '.join(failed)}; see {run_dir}/launch-*.out, then launch again (they resume)"
        )


def run_ray(
    eval_args: list[str],
    run_dir: Path,
    count: int,
    address: str | None = None,
    max_retries: int = 3,
    num_cpus: float = 1,
    num_gpus: float = 0,
) -> None:
    """The K shards as Ray tasks; Ray retries a failed task up to ``max_retries`` times."""
    try:
        import ray
    except ImportError:
        raise LaunchError("--executor ray needs Ray: pip install 'proctor[ray]'") from None
    run_dir.mkdir(parents=True, exist_ok=True)
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, log_to_driver=False)
    try:
        task = ray.remote(run_shard_process).options(
            max_retries=max_retries, retry_exceptions=True, num_cpus=num_cpus, num_gpus=num_gpus
        )
        refs = [task.remote(eval_args, str(run_dir.absolute()), i, count) for i in range(count)]
        ray.get(refs)
    except ray.exceptions.RayError as e:
        raise LaunchError(f"a shard failed after {max_retries} retries: {e}") from None
    finally:
        if started:
            ray.shutdown()
