"""A finished run logged to the experiment trackers users already run: Weights & Biases and MLflow.

``proctor log RUN --to wandb|mlflow`` after the fact (any finished run, a merged sharded one too),
or ``[tracking] to = [...]`` (``proctor eval --log-to``) at the end of ``proctor eval`` / ``proctor
merge``. What goes to either: the run's config.toml (W&B config / MLflow params, dotted keys), its
summary.json's numbers (W&B summary / MLflow metrics) and the per-sample table of ``load_run``
(a ``wandb.Table`` / ``mlflow.log_table``), plus config.toml and summary.json as files.

The trackers only read the run directory; where they write is theirs (``WANDB_DIR``, ``WANDB_MODE``,
the MLflow tracking URI). A tracker that fails raises :class:`TrackingError` naming it and the
command that retries; the run directory is never touched.
"""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from proctor.config import flatten
from proctor.runs.load import run_identity
from proctor.runs.rundir import SUMMARY, RunDirError, read_config
from proctor.textfile import read_utf8

if TYPE_CHECKING:
    import pandas as pd

TRACKERS = ("wandb", "mlflow")
_MODULE = {"wandb": "wandb", "mlflow": "mlflow", "hub": "huggingface_hub"}
_INSTALL = {  # huggingface_hub comes with datasets, a core dependency
    "wandb": "pip install 'proctor[wandb]'",
    "mlflow": "pip install 'proctor[mlflow]'",
    "hub": "pip install huggingface_hub",
}
SKIPPED_SUMMARY = ("per_problem", "schema")
STEP_KEY = "checkpoint_step"  # the step a model or adapter name gives (``step-200``), as a metric  # per-problem rows are in the table; not a number


class TrackingError(RunDirError):
    """A tracker refused or failed; the run directory is as it was."""


def split_names(values: list[str]) -> list[str]:
    """``--to wandb --to mlflow`` or ``--to wandb,mlflow``: the tracker names, in order, once each."""
    names = [n.strip() for v in values for n in v.split(",") if n.strip()]
    return list(dict.fromkeys(names))


class TrackerChoiceError(ValueError):
    """A tracker that does not exist or whose package is missing: a usage error, before any work."""


def require(names: list[str] | tuple[str, ...]) -> None:
    """Refuse, before any work, an unknown tracker or one whose package is not installed."""
    for name in names:
        if name not in TRACKERS:
            raise TrackerChoiceError(f"unknown tracker {name!r}: choose from {', '.join(TRACKERS)}")
        require_package(name)


def require_package(name: str) -> None:
    """Refuse ``name`` (a tracker, or ``hub``) when its package is not installed, naming the install."""
    if importlib.util.find_spec(_MODULE[name]) is None:
        raise TrackerChoiceError(f"{name} needs {_MODULE[name]}, which is not installed: {_INSTALL[name]}")


def finished_run(run_dir: str | Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """A run's config.toml and summary.json; refuses a run that has no summary yet."""
    root = Path(run_dir)
    config = read_config(root)
    path = root / SUMMARY
    if not path.is_file():
        raise TrackingError(
            f"{root} has no {SUMMARY}: the run is not finished. Finish it first "
            f"(proctor eval --resume {root}, or proctor merge {root} for a sharded run)"
        )
    return config, json.loads(read_utf8(path, RunDirError))


def summary_metrics(summary: dict[str, Any]) -> dict[str, float]:
    """The numbers of a summary.json, one flat ``/``-joined key each: ``metrics.pass@1.value`` is
    ``pass@1``, its interval ``pass@1/ci_low`` and ``pass@1/ci_high``; booleans and text left out."""
    out: dict[str, float] = {}

    def walk(value: Any, key: str) -> None:
        if isinstance(value, bool) or value is None:
            return
        if isinstance(value, int | float):
            out[key] = float(value)
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(v, f"{key}/{k}" if key else str(k))
        elif isinstance(value, list) and len(value) == 2 and key.endswith("ci"):
            walk(value[0], key + "_low")
            walk(value[1], key + "_high")

    for key, value in summary.items():
        if key in SKIPPED_SUMMARY:
            continue
        if key == "metrics" and isinstance(value, dict):
            for name, m in value.items():
                walk(m.get("value") if isinstance(m, dict) else m, name)
                if isinstance(m, dict):
                    walk({k: v for k, v in m.items() if k != "value"}, name)
        else:
            walk(value, key)
    return out


def sample_table(run_dir: str | Path, transcripts: bool) -> pd.DataFrame:
    from proctor.runs.load import load_run

    df = load_run(run_dir, frame=True, transcripts=transcripts)
    df.attrs = {}
    return df


def run_name(run_dir: str | Path) -> str:
    """``<benchmark>--<model>--<env>/<time-id>`` for the default layout, else the folder's name."""
    p = Path(run_dir).resolve()
    return f"{p.parent.name}/{p.name}" if "--" in p.parent.name else p.name


def log_wandb(run_dir: str | Path, project: str, transcripts: bool = False) -> str:
    """Log a finished run to W&B (``WANDB_MODE=offline`` writes a run folder ``wandb sync`` uploads
    later); returns the run's URL, or its offline folder."""
    import wandb

    config, summary = finished_run(run_dir)
    table = sample_table(run_dir, transcripts)
    ident = run_identity(run_dir, config)
    run = wandb.init(
        project=project,
        name=run_name(run_dir),
        job_type="eval",
        config=config | {"proctor": ident},
        tags=[str(config["benchmark"]["name"])],
        settings=wandb.Settings(console="off", silent=True, disable_git=True, save_code=False),
        reinit="create_new",
    )
    limit = wandb.Table.MAX_ROWS  # a logged table is cut to 10,000 rows unless the limit is raised
    try:
        wandb.Table.MAX_ROWS = max(limit, len(table))
        metrics = summary_metrics(summary)
        tables = {
            "samples": wandb.Table(dataframe=table),
            "per_problem": wandb.Table(dataframe=_per_problem(summary)),
        }
        if ident["step"] is None:
            run.log(tables)
        else:  # at the checkpoint's step, metrics included: the checkpoints' runs draw one curve
            run.log(metrics | tables | {STEP_KEY: ident["step"]}, step=ident["step"])  # tables win a name
        wandb.Table.MAX_ROWS = limit
        run.summary.update(metrics)
        if ident["step"] is not None:
            run.summary[STEP_KEY] = ident["step"]
        run.summary["proctor_run_dir"] = str(Path(run_dir).resolve())
        where = str(Path(run.dir).parent) if run.offline else str(run.url)
        run.finish()
        if wandb.run is None:  # no run of the caller's own is open: wait until W&B has written all
            wandb.teardown()
    except BaseException:
        run.finish(exit_code=1)
        raise
    finally:
        wandb.Table.MAX_ROWS = limit
    return where


def _per_problem(summary: dict[str, Any]) -> pd.DataFrame:
    import pandas as pd

    return pd.DataFrame(summary.get("per_problem") or [])


_MLFLOW_NAME = re.compile(r"[^\w\-. :/]")


def mlflow_key(key: str) -> str:
    """MLflow names allow letters, digits, ``_-. :/`` only: ``pass@1`` becomes ``pass_at_1``, and
    ``pass@1/ci_low`` ``pass_at_1.ci_low`` (a file store keeps a metric ``a`` and ``a/b`` apart only so)."""
    return _MLFLOW_NAME.sub("_", key.replace("@", "_at_").replace("/", "."))


def log_mlflow(
    run_dir: str | Path, experiment: str, tracking_uri: str | None = None, transcripts: bool = False
) -> str:
    """Log a finished run to MLflow (``tracking_uri`` or ``MLFLOW_TRACKING_URI``); returns the run id."""
    import mlflow
    from mlflow.utils.validation import (
        MAX_METRICS_PER_BATCH,
        MAX_PARAM_VAL_LENGTH,
        MAX_PARAMS_TAGS_PER_BATCH,
    )

    config, summary = finished_run(run_dir)
    table = sample_table(run_dir, transcripts)
    root = Path(run_dir).resolve()
    client = mlflow.MlflowClient(tracking_uri)
    found = client.get_experiment_by_name(experiment)
    experiment_id = found.experiment_id if found else client.create_experiment(experiment)
    ident = run_identity(root, config)
    tags = {
        "proctor.run_dir": str(root),
        "proctor.run": ident["run"],
        "proctor.benchmark": str(ident["benchmark"]),
        "proctor.model": str(config["model"]["ref"]),
        "proctor.model_name": ident["model"],
        "proctor.env": str(ident["env"]),
        "mlflow.runName": run_name(root),
    }
    if ident["step"] is not None:
        tags["proctor.step"] = str(ident["step"])
    run_id = client.create_run(experiment_id, tags=tags).info.run_id
    try:
        params = [
            mlflow.entities.Param(mlflow_key(k), _param_value(v)[:MAX_PARAM_VAL_LENGTH])
            for k, v in flatten(config).items()
        ]
        for i in range(0, len(params), MAX_PARAMS_TAGS_PER_BATCH):
            client.log_batch(run_id, params=params[i : i + MAX_PARAMS_TAGS_PER_BATCH])
        now, step = int(time.time() * 1000), ident["step"] or 0  # the checkpoint's step: one curve
        metrics = [
            mlflow.entities.Metric(mlflow_key(k), v, now, step) for k, v in summary_metrics(summary).items()
        ]
        if ident["step"] is not None:
            metrics.append(mlflow.entities.Metric(STEP_KEY, float(step), now, step))
        for i in range(0, len(metrics), MAX_METRICS_PER_BATCH):
            client.log_batch(run_id, metrics=metrics[i : i + MAX_METRICS_PER_BATCH])
        client.log_artifact(run_id, str(root / "config.toml"))
        client.log_artifact(run_id, str(root / SUMMARY))
        client.log_table(run_id, data=table, artifact_file="samples.json")
        client.log_table(run_id, data=_per_problem(summary), artifact_file="per_problem.json")
    except BaseException:
        client.set_terminated(run_id, status="FAILED")
        raise
    client.set_terminated(run_id)
    return run_id


def _param_value(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def log_run(
    run_dir: str | Path,
    to: list[str] | tuple[str, ...],
    project: str = "proctor",
    mlflow_uri: str | None = None,
    transcripts: bool = False,
) -> dict[str, str]:
    """Log a finished run to each tracker in ``to``; returns where each put it. Every tracker is
    tried; a failure of any raises one :class:`TrackingError` naming each that failed."""
    require(to)
    finished_run(run_dir)  # refuse an unfinished run before any tracker starts
    where: dict[str, str] = {}
    failed: list[str] = []
    for name in to:
        try:
            if name == "wandb":
                where[name] = log_wandb(run_dir, project, transcripts)
            else:
                where[name] = log_mlflow(run_dir, project, mlflow_uri, transcripts)
        except Exception as e:  # the tracker's own errors (network, auth, its store): reported, not fatal
            failed.append(f"{name}: {type(e).__name__}: {e}")
    if failed:
        raise TrackingError(
            "logging the run failed (the run directory is unchanged):\n  "
            + "\n  ".join(failed)
            + "\nretry with: "
            + log_command(run_dir, [n.split(":")[0] for n in failed], project, mlflow_uri, transcripts)
        )
    return where


def log_command(
    run_dir: str | Path, to: list[str], project: str, mlflow_uri: str | None, transcripts: bool
) -> str:
    """The ``proctor log`` command line that repeats this logging, every option included."""
    words = ["proctor", "log", str(run_dir)]
    for name in to:
        words += ["--to", name]
    words += ["--project", project] if project != "proctor" else []
    words += ["--mlflow-uri", mlflow_uri] if mlflow_uri and "mlflow" in to else []
    words += ["--transcripts"] * transcripts
    return shlex.join(words)


def require_for(tracking: dict[str, Any]) -> None:
    """Refuse a ``[tracking]`` section whose packages are missing, before the run starts."""
    require(list(tracking.get("to") or []))
    if tracking.get("push_to_hub"):
        require_package("hub")
