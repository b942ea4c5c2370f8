"""``proctor slurm | launch``: the K shards of one run as a Slurm array job, or as K processes / Ray tasks.

The eval arguments come after ``--``; the work itself is in ``proctor.scale`` (slurm.py, launch.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from proctor.cli.console import console, fail
from proctor.cli.runs import merge_cmd

PASS_THROUGH = {"allow_extra_args": True, "ignore_unknown_options": True}  # eval arguments after --


def _check_eval_args(ctx: typer.Context) -> None:
    """The eval arguments must parse as ``proctor eval`` arguments (typos caught before any job runs).
    ``proctor eval`` is read off the root command (proctor.cli's app), which mounts these commands."""
    import click

    root = ctx.find_root()
    command = root.command.get_command(root, "eval")  # type: ignore[attr-defined]  # loaded on demand
    args = ctx.args
    try:
        command.make_context("proctor eval", list(args), resilient_parsing=False)
    except click.exceptions.Exit:
        pass
    except click.UsageError as e:
        fail(f"eval arguments: {e.format_message()}")


def slurm_cmd(
    ctx: typer.Context,
    run_dir: Annotated[Path, typer.Argument(help="the run directory, on storage every node sees")],
    shards: Annotated[int, typer.Option(min=1, help="K: the array has tasks 0..K-1, one shard each")],
    sbatch_args: Annotated[
        str | None,
        typer.Option(help="extra #SBATCH lines for the shards, e.g. '--partition=gpu --time=4:00:00'"),
    ] = None,
    merge_sbatch_args: Annotated[
        str | None, typer.Option(help="extra #SBATCH lines for the merge job")
    ] = None,
    submit: Annotated[
        bool, typer.Option(help="submit both jobs with sbatch (merge after the array succeeds)")
    ] = False,
) -> None:
    """Write (and with --submit submit) a Slurm array job of K shards plus a merge job.

    Everything after `--` is passed to `proctor eval`:
    proctor slurm RUN --shards 8 --sbatch-args "--gres=gpu:1" -- aime24 -n 64 --model vllm:/ckpt
    """
    from proctor.scale.slurm import submit as sbatch_submit
    from proctor.scale.slurm import write_scripts

    _check_eval_args(ctx)
    try:
        scripts = write_scripts(run_dir, ctx.args, shards, sbatch_args, merge_sbatch_args)
        console.print(f"wrote {scripts.shards} and {scripts.merge}", highlight=False)
        if submit:
            array, merge = sbatch_submit(scripts)
            console.print(
                f"submitted array job {array} ({shards} shards) and merge job {merge}", highlight=False
            )
        else:
            console.print(
                f"submit: jid=$(sbatch --parsable {scripts.shards}) && "
                f"sbatch --dependency=afterok:$jid {scripts.merge}",
                highlight=False,
            )
    except ValueError as e:
        fail(str(e))


def launch_cmd(
    ctx: typer.Context,
    run_dir: Annotated[
        Path, typer.Argument(help="the run directory (shared storage for a multi-node Ray cluster)")
    ],
    shards: Annotated[int, typer.Option(min=1, help="K shards")],
    executor: Annotated[str, typer.Option(help="local (K processes here) | ray (K Ray tasks)")] = "local",
    ray_address: Annotated[
        str | None,
        typer.Option(help="Ray cluster address, e.g. auto or ray://head:10001 [default: a local Ray]"),
    ] = None,
    max_retries: Annotated[int, typer.Option(min=0, help="Ray retries of a failed shard task")] = 3,
    cpus_per_shard: Annotated[float, typer.Option(help="Ray num_cpus of a shard task")] = 1,
    gpus_per_shard: Annotated[float, typer.Option(help="Ray num_gpus of a shard task")] = 0,
) -> None:
    """Run the K shards of a run (here, or as Ray tasks) and merge them. Eval arguments after `--`:
    proctor launch RUN --shards 4 --executor ray --ray-address auto -- aime24 -n 64 --model vllm:/ckpt
    """
    from proctor.scale.launch import EXECUTORS, run_local, run_ray

    if executor not in EXECUTORS:
        fail(f"--executor {executor!r}: choose one of {', '.join(EXECUTORS)}")
    _check_eval_args(ctx)
    try:
        if executor == "ray":
            run_ray(ctx.args, run_dir, shards, ray_address, max_retries, cpus_per_shard, gpus_per_shard)
        else:
            run_local(ctx.args, run_dir, shards)
    except ValueError as e:
        fail(str(e), 1)
    merge_cmd(run_dir)
