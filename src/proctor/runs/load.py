"""``proctor.load_run(RUN_DIR)``: any run read back as plain records or a pandas DataFrame.

Needs none of the code that wrote the run: records are read as JSON (``runs.samples.iter_dicts``),
never validated against ``Trajectory``, so fields an env or a newer proctor added come through and
fields it lacks are simply absent. A merged or one-process run is read from ``RUN/samples.jsonl``;
a sharded run not merged yet from its shards' files. One record per (problem, sample): a finished
record wins over an errored one, otherwise the later one (as in ``summary.json``).
"""

from __future__ import annotations

import importlib.util
import io
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from proctor.config import checkpoint_step, model_name
from proctor.runs.rundir import SAMPLES, SUMMARY, RunData, RunDirError, read_config
from proctor.runs.samples import iter_dicts, iter_records
from proctor.runs.shards import shard_dirs
from proctor.runs.storage import AGAIN, writes_before_run
from proctor.textfile import atomic_file, read_utf8

if TYPE_CHECKING:
    import pandas as pd

FORMATS = ("parquet", "csv", "jsonl")
TRANSCRIPT = ("messages", "turns", "info", "retry_log")  # nested, large: in the table on request only


def sample_files(run_dir: str | Path) -> list[Path]:
    """The samples files that hold a run's records (the merged file, else one per shard)."""
    p = Path(run_dir)
    read_config(p)  # a clear error when p is not a run directory
    if (p / SAMPLES).is_file():
        return [p / SAMPLES]
    files = [d / SAMPLES for _, d in sorted(shard_dirs(p).items(), key=lambda kv: kv[0].index)]
    return [f for f in files if f.is_file()]


def _one_per_pair(path: Path) -> Iterator[dict[str, Any]]:
    latest: dict[tuple[str, int], dict[str, Any]] = {}
    for rec in iter_dicts(path):
        key = (str(rec.get("problem_id")), int(rec.get("sample_index", 0)))
        old = latest.get(key)
        if old is None or rec.get("error") is None or old.get("error") is not None:
            latest[key] = rec
    yield from latest.values()


def iter_run(run_dir: str | Path) -> Iterator[dict[str, Any]]:
    """Every record of a run as a plain dict, one per (problem, sample), file by file."""
    for path in sample_files(run_dir):
        yield from _one_per_pair(path)


_SURROGATE = re.compile("[\ud800-\udfff]")


def utf8_text(text: str) -> str:
    """``text`` as a UTF-8 table can hold it: a lone surrogate (a served model's JSON may carry
    ``\\ud800``; samples.jsonl keeps it as its escape) becomes U+FFFD in the table, the rest as it is."""
    if text.isascii():
        return text
    try:
        text.encode()
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", text)  # one U+FFFD a surrogate, as the grader reads it
    return text


def flatten(record: dict[str, Any], transcripts: bool = False) -> dict[str, Any]:
    """One table row: scalar fields as they are; nested ones (transcripts, env info, fields this
    version does not know) as JSON text when ``transcripts`` is set, left out otherwise. Text that
    UTF-8 cannot hold is written with U+FFFD in its place (:func:`utf8_text`)."""
    row: dict[str, Any] = {}
    for key, value in record.items():
        if isinstance(value, dict | list):
            if transcripts:
                row[key] = utf8_text(json.dumps(value, ensure_ascii=False))
        else:
            row[key] = utf8_text(value) if isinstance(value, str) else value
    row["n_turns"] = len(record.get("turns") or [])
    return row


# The columns that say which run, model, env, benchmark and problem a row is, first in every table,
# so the tables of many runs concatenate (``pd.concat``) and group by run or model
IDENTITY = ("run", "model", "step", "env", "benchmark", "problem_id", "problem", "sample_index")


def run_identity(run_dir: str | Path, config: dict[str, Any]) -> dict[str, Any]:
    """What names a run in a table or a tracker: ``run`` (its directory's name), ``model`` (the
    reference, ``+ adapter``), ``step`` (the checkpoint step that name gives, else None), ``env``
    and ``benchmark``."""
    model = model_name(config)
    return {
        "run": Path(run_dir).resolve().name,
        "model": model,
        "step": checkpoint_step(model),
        "env": config.get("env", {}).get("name"),
        "benchmark": config.get("benchmark", {}).get("name"),
    }


def problem_text(record: dict[str, Any], config: dict[str, Any]) -> str | None:
    """The problem as the model was asked it: the user message of the problem (after few-shot turns
    given as chat), with the prompt template's text around ``{problem}`` taken off where it is there
    (a one-prompt few-shot block keeps its exemplars)."""
    users = [m for m in record.get("messages") or [] if isinstance(m, dict) and m.get("role") == "user"]
    prompt = config.get("prompt", {})
    skip = int(prompt.get("fewshot", 0)) if prompt.get("fewshot_as_chat") else 0
    if len(users) <= skip:
        return None
    text = users[skip].get("content")
    if not isinstance(text, str):
        return utf8_text(json.dumps(text, ensure_ascii=False)) if text is not None else None
    text = utf8_text(text)
    template = prompt.get("template")
    if isinstance(template, str) and "{problem}" in template and not prompt.get("fewshot"):
        head, _, tail = template.replace("{{", "{").replace("}}", "}").partition("{problem}")
        if text.startswith(head) and text.endswith(tail) and len(text) >= len(head) + len(tail):
            return text[len(head) : len(text) - len(tail)]
    return text


def load_run(
    run_dir: str | Path, *, frame: bool = False, transcripts: bool = False
) -> list[dict[str, Any]] | pd.DataFrame:
    """A run's records: plain dicts (default), or with ``frame=True`` a pandas DataFrame, one row per
    sample (transcript and other nested columns as JSON text with ``transcripts=True``), its first
    columns :data:`IDENTITY` (run, model, step, env, benchmark, problem id and text, sample), so
    the frames of many runs concatenate. ``df.attrs["config"]`` holds the run's config.toml."""
    if not frame:
        return list(iter_run(run_dir))
    import pandas as pd

    config = read_config(run_dir)
    ident = run_identity(run_dir, config)
    rows = [flatten(r, transcripts) | ident | {"problem": problem_text(r, config)} for r in iter_run(run_dir)]
    df = pd.DataFrame(rows)
    if len(df):
        df = df[[*[c for c in IDENTITY if c in df.columns], *[c for c in df.columns if c not in IDENTITY]]]
    df.attrs["config"] = config
    return df


def export_run(
    run_dir: str | Path, fmt: str, output: str | Path | None = None, transcripts: bool = False
) -> str | Path:
    """Write the flattened table of a run as parquet (pyarrow), csv or jsonl; returns where it went.

    ``output`` may be an fsspec URL (``s3://bucket/t.parquet``, ``gs://...``, ``memory://...``):
    pandas writes it through fsspec (the filesystem's own package, e.g. s3fs, must be installed).
    A local file is written under a temporary name and renamed, so a reader never sees half of it."""
    if fmt not in FORMATS:
        raise RunDirError(f"--format {fmt!r}: choose one of {', '.join(FORMATS)}")
    if fmt == "parquet" and importlib.util.find_spec("pyarrow") is None:
        raise RunDirError("parquet export needs pyarrow: pip install 'proctor[export]'")
    url = isinstance(output, str) and "://" in output
    df = load_run(run_dir, frame=True, transcripts=transcripts)
    df.attrs = {}  # the config is not a column; pandas cannot store arbitrary attrs in every format
    if url:
        _write_table(df, fmt, str(output))
        return str(output)
    target = Path(output) if output else Path(run_dir) / f"table.{fmt}"
    # the run folder may be read-only (an archive, another user's): the table can go elsewhere
    elsewhere = f", or write the table elsewhere: -o /some/writable/table.{fmt}" if output is None else ""
    # atomic_file follows no link and writes whole or nothing
    with writes_before_run(target, AGAIN + elsewhere), atomic_file(target) as f:
        _write_table(df, fmt, f)
    return target


# A cell a spreadsheet would run as a formula starts with one of these (OWASP, "CSV Injection")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_safe(value: Any) -> Any:
    """A text cell that a spreadsheet would run as a formula, with a single quote in front (so it
    shows as text: ``=HYPERLINK(...)`` becomes ``'=HYPERLINK(...)``); anything else as it is.
    Numbers stay numbers (a negative number is not text)."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def _write_table(df: pd.DataFrame, fmt: str, where: str | BinaryIO) -> None:
    """``df`` written to a URL or an open binary file."""
    if fmt == "parquet":
        df.to_parquet(where, index=False)
        return
    text = where if isinstance(where, str) else io.TextIOWrapper(where, encoding="utf-8", newline="")
    try:
        if fmt == "csv":
            safe = df.copy()
            for column in safe.columns:
                safe[column] = safe[column].map(csv_safe)
            safe.columns = [csv_safe(str(c)) for c in safe.columns]
            # CRLF rows (RFC 4180): a cell holding a CR or an LF is then quoted (pandas quotes the
            # characters of its line terminator), so a "\r=..." inside a cell cannot start a row
            safe.to_csv(text, index=False, lineterminator="\r\n")
        else:
            df.to_json(text, orient="records", lines=True, force_ascii=False)
    finally:
        if not isinstance(text, str):
            text.flush()
            text.detach()  # the binary file stays open: its owner fsyncs and renames it


def read_run(run_dir: str | Path) -> RunData:
    """A run directory read back: config, the valid records (torn last line ignored), the summary if any.

    The records are those every reader sees (``runs.load.sample_files``): ``RUN/samples.jsonl``, or
    for a sharded run not merged yet its shards' files, in shard order (such a run has no summary:
    ``proctor merge RUN`` writes it)."""
    p = Path(run_dir)
    config = read_config(p)
    records = [rec for path in sample_files(p) for rec in iter_records(path)]
    summary_path = p / SUMMARY
    summary = json.loads(read_utf8(summary_path, RunDirError)) if summary_path.is_file() else None
    return RunData(path=p, config=config, records=records, summary=summary)
