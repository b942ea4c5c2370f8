"""``proctor push RUN REPO``: a finished run directory uploaded to the Hugging Face Hub as a dataset repo.

What is sent: the run's own files at its top level (config.toml, samples.jsonl, summary.json,
eval.log, exported tables); never lock files, hidden files or half-written ``*.tmp`` files, and the
shard folders (``shards/<i>-of-<K>/``, each shard's samples, log and ``.done``) only when asked.
The token is huggingface_hub's (``HF_TOKEN`` or ``hf auth login``); ``HF_ENDPOINT`` points it at
another hub. The upload only reads the run directory: a failure leaves it as it was.
"""

from __future__ import annotations

import shlex
from pathlib import Path

from proctor.runs.shards import SHARDS, shard_dirs
from proctor.runs.tracking import TrackingError, finished_run, require_package

NEVER = (".lock",)  # a lock file means nothing anywhere else


def _sendable(path: Path) -> bool:
    return path.is_file() and not path.is_symlink() and not path.name.endswith(".tmp")


def files_to_push(run_dir: str | Path, with_shards: bool = False) -> list[str]:
    """The run directory's files that ``push_run`` uploads, relative to it, sorted."""
    root = Path(run_dir)
    files = [p.name for p in root.iterdir() if _sendable(p) and not p.name.startswith(".")]
    if with_shards:
        for sdir in shard_dirs(root).values():
            files += [
                f"{SHARDS}/{sdir.name}/{p.name}"
                for p in sdir.iterdir()
                if _sendable(p) and p.name not in NEVER
            ]
    return sorted(files)


def push_run(
    run_dir: str | Path,
    repo_id: str,
    *,
    private: bool = False,
    path_in_repo: str | None = None,
    with_shards: bool = False,
    revision: str | None = None,
) -> str:
    """Upload a finished run to the dataset repo ``repo_id`` (created if missing); returns the commit URL."""
    require_package("hub")
    from huggingface_hub import HfApi

    root = Path(run_dir)
    finished_run(root)  # a run without summary.json is not finished: refuse before any request
    files = files_to_push(root, with_shards)
    api = HfApi()
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        commit = api.upload_folder(
            folder_path=root,
            repo_id=repo_id,
            repo_type="dataset",
            path_in_repo=path_in_repo,
            allow_patterns=files,
            revision=revision,
            commit_message=f"proctor run {root.resolve().name}",
        )
    except Exception as e:  # the hub's HTTP errors, a refused token, a lost connection
        raise TrackingError(
            f"uploading {root} to the dataset repo {repo_id} failed (the run directory is unchanged): "
            f"{type(e).__name__}: {e}\nretry with: "
            + push_command(root, repo_id, private=private, path_in_repo=path_in_repo, with_shards=with_shards)
        ) from None
    return str(commit)


def push_command(
    run_dir: Path, repo_id: str, *, private: bool, path_in_repo: str | None, with_shards: bool
) -> str:
    """The ``proctor push`` command line that repeats this upload, every option included."""
    words = ["proctor", "push", str(run_dir), repo_id]
    words += ["--private"] * private + ["--with-shards"] * with_shards
    words += ["--path-in-repo", path_in_repo] if path_in_repo else []
    return shlex.join(words)
