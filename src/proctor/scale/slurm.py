"""Slurm: one ``sbatch --array=0-(K-1)`` job whose task I runs ``proctor eval ... --shard I/K``, and a
merge job that starts when every array task succeeded (``--dependency=afterok:<array job>``).

The scripts are written into ``RUN/slurm/`` (the run directory must be on storage every node sees);
``submit`` hands them to ``sbatch``. A failed or preempted task is simply resubmitted (or requeued):
its shard resumes from what it saved.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

FORBIDDEN = ("--output", "--shard", "--resume")


class SlurmError(ValueError):
    pass


@dataclass
class SlurmScripts:
    shards: Path
    merge: Path


def _sbatch_lines(args: str | None) -> list[str]:
    return [f"#SBATCH {a}" for a in shlex.split(args or "")]


def write_scripts(
    run_dir: Path,
    eval_args: list[str],
    shards: int,
    sbatch_args: str | None = None,
    merge_sbatch_args: str | None = None,
    python: str | None = None,
) -> SlurmScripts:
    """Write ``RUN/slurm/shards.sbatch`` and ``RUN/slurm/merge.sbatch``; nothing is submitted."""
    if shards < 1:
        raise SlurmError(f"--shards must be >= 1, got {shards}")
    clash = [a for a in eval_args if a.split("=")[0] in FORBIDDEN]
    if clash:
        raise SlurmError(
            f"{', '.join(clash)}: the Slurm scripts set --output RUN_DIR and --shard themselves; "
            "remove it from the eval arguments"
        )
    run_dir = Path(run_dir).absolute()
    folder = run_dir / "slurm"
    folder.mkdir(parents=True, exist_ok=True)
    py = shlex.quote(python or sys.executable)
    name = f"proctor-{run_dir.name}"
    eval_cmd = " ".join(shlex.quote(a) for a in ["eval", *eval_args, "--output", str(run_dir)])
    shard_script = "\n".join(
        [
            "#!/bin/bash",
            f"#SBATCH --job-name={name}",
            f"#SBATCH --array=0-{shards - 1}",
            f"#SBATCH --output={folder}/shard-%a.out",
            *_sbatch_lines(sbatch_args),
            "# one array task = one shard; rerunning a task resumes its shard",
            "set -euo pipefail",
            f'exec {py} -m proctor {eval_cmd} --shard "${{SLURM_ARRAY_TASK_ID}}/{shards}" -q',
            "",
        ]
    )
    merge_script = "\n".join(
        [
            "#!/bin/bash",
            f"#SBATCH --job-name={name}-merge",
            f"#SBATCH --output={folder}/merge.out",
            *_sbatch_lines(merge_sbatch_args),
            "set -euo pipefail",
            f"exec {py} -m proctor merge {shlex.quote(str(run_dir))}",
            "",
        ]
    )
    out = SlurmScripts(folder / "shards.sbatch", folder / "merge.sbatch")
    out.shards.write_text(shard_script, encoding="utf-8")
    out.merge.write_text(merge_script, encoding="utf-8")
    return out


def submit(scripts: SlurmScripts, sbatch: str = "sbatch") -> tuple[str, str]:
    """Submit the array job, then the merge job depending on it; returns (array job id, merge job id)."""

    def run(*args: str) -> str:
        try:
            r = subprocess.run([sbatch, "--parsable", *args], capture_output=True, text=True, check=False)
        except FileNotFoundError:
            raise SlurmError(
                f"{sbatch} not found: run this on a Slurm login node, or submit {scripts.shards} there"
            ) from None
        if r.returncode != 0:
            raise SlurmError(f"sbatch {' '.join(args)} failed ({r.returncode}): {r.stderr.strip()}")
        return r.stdout.strip().split(";")[0]  # --parsable prints "jobid[;cluster]"

    array = run(str(scripts.shards))
    merge = run(f"--dependency=afterok:{array}", str(scripts.merge))
    return array, merge
