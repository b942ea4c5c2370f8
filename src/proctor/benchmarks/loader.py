"""Load a benchmark (hub split, local file, save_to_disk folder or the built-in generator) and validate
every row before any model call."""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import threading
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from proctor.benchmarks.arith import generate_arith
from proctor.benchmarks.errors import BenchmarkError, list_issues
from proctor.benchmarks.fewshot import FewshotError, apply_fewshot, fewshot_set
from proctor.benchmarks.hub_probe import hub_unreachable
from proctor.benchmarks.plainfiles import read_json_lines, read_parquet
from proctor.benchmarks.problem import Problem
from proctor.benchmarks.registry import REGISTRY
from proctor.benchmarks.select import Selection
from proctor.benchmarks.spec import BenchmarkSpec, cell_text, transform_answer
from proctor.benchmarks.words import generate_words
from proctor.grading.base import Grader
from proctor.suggest import did_you_mean
from proctor.textfile import FIX, bad_byte

# Which `datasets` builder reads which file type.
FILE_BUILDERS = {".jsonl": "json", ".json": "json", ".parquet": "parquet", ".csv": "csv"}
# Built-in benchmarks: generated in process instead of read from a source.
_GENERATORS: dict[str, Callable[[int], list[dict[str, Any]]]] = {
    "arith": generate_arith,
    "twenty-questions": generate_words,
}


class LoadedBenchmark(BaseModel):
    """Validated problems plus where they came from. ``fingerprint`` is a sha256 over the problems'
    (id, prompt, answer) in order: two runs with the same fingerprint saw the same data."""

    model_config = ConfigDict(frozen=True)

    spec: BenchmarkSpec
    problems: list[Problem]
    source: str
    fingerprint: str


def get_spec(name: str) -> BenchmarkSpec:
    if name not in REGISTRY:
        raise BenchmarkError(
            f"unknown benchmark {name!r}{did_you_mean(name, REGISTRY)}. Known benchmarks: "
            f"{', '.join(REGISTRY)}.\n"
            "Fix: use one of these names (`proctor benchmarks` lists them with source, size and grader)."
        )
    return REGISTRY[name]


def load_benchmark(
    name: str,
    data: str | Path | None = None,
    limit: int | None = None,
    seed: int = 0,
    grader: Grader | None = None,
    columns: Mapping[str, str] | None = None,
    fewshot: int = 0,
    fewshot_as_chat: bool = False,
    selection: Selection | None = None,
) -> LoadedBenchmark:
    """Load the registry benchmark ``name``.

    ``data`` (a .jsonl/.json/.parquet/.csv file or a ``save_to_disk`` folder) replaces the hub source,
    read with the same column mapping; ``columns`` overrides that mapping per field (e.g.
    ``{"problem": "question"}``). ``limit`` keeps the first K problems in source order; ``seed`` only
    changes the generated built-in benchmark. ``grader`` defaults to the spec's grader. ``fewshot``
    puts K worked exemplars before each prompt (``fewshot_as_chat``: as chat turns). ``selection``
    keeps the problems it names or draws (:mod:`proctor.benchmarks.select`), after ``limit``'s cut.
    """
    return load_spec(
        get_spec(name),
        data=data,
        limit=limit,
        seed=seed,
        grader=grader,
        columns=columns,
        fewshot=fewshot,
        fewshot_as_chat=fewshot_as_chat,
        selection=selection,
    )


def load_spec(
    spec: BenchmarkSpec,
    data: str | Path | None = None,
    limit: int | None = None,
    seed: int = 0,
    grader: Grader | None = None,
    columns: Mapping[str, str] | None = None,
    fewshot: int = 0,
    fewshot_as_chat: bool = False,
    selection: Selection | None = None,
    pending: list[Validation] | None = None,
) -> LoadedBenchmark:
    """Like :func:`load_benchmark`, for a spec that need not be in the registry. ``fewshot`` puts the
    first K exemplars of the spec's set in front of every prompt (as chat turns with
    ``fewshot_as_chat``); see :mod:`proctor.benchmarks.fewshot`. With ``pending`` (a list), the
    grader's checks of the gold answers go on in a thread while this returns: the data is valid
    only once ``pending``'s :class:`Validation` has returned its ``result()``."""
    if limit is not None and limit < 1:
        raise BenchmarkError(f"limit must be a positive number of problems, got {limit}.")
    if columns:
        spec = _with_columns(spec, columns)
    try:  # an impossible --fewshot fails before any data is read
        if fewshot:
            fewshot_set(spec.fewshot, spec.name, fewshot)
    except FewshotError as exc:
        raise BenchmarkError(str(exc)) from None
    grader = grader if grader is not None else _default_grader(spec.grader)
    rows, column_names, source = _read(spec, data, seed)
    validation = Validation(spec, rows, column_names, grader, source, background=pending is not None)
    if pending is None:
        problems = validation.result()
    else:  # the caller waits for the gold answers' checks (Validation.result) before any model call
        problems = validation.problems
        pending.append(validation)
    problems = (selection or Selection()).apply(problems, limit, spec.name)
    try:
        problems = apply_fewshot(spec.fewshot, spec.name, problems, fewshot, fewshot_as_chat)
    except FewshotError as exc:
        raise BenchmarkError(str(exc)) from None
    return LoadedBenchmark(spec=spec, problems=problems, source=source, fingerprint=fingerprint(problems))


def fingerprint(problems: list[Problem]) -> str:
    # chat context (few-shot turns) joins the payload only where there is some, so fingerprints of
    # runs without it stay what they were
    payload = json.dumps(
        [[p.id, p.prompt, p.answer, *([p.context] if p.context else [])] for p in problems],
        ensure_ascii=False,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def _with_columns(spec: BenchmarkSpec, columns: Mapping[str, str]) -> BenchmarkSpec:
    unknown = sorted(set(columns) - {"id", "problem", "answer"})
    if unknown:
        raise BenchmarkError(
            f"column mapping names unknown field(s) {unknown}; the fields are id, problem and answer.\n"
            "Fix: map a field to a source column, e.g. problem=question."
        )
    merged = {**spec.columns, **{field: (column,) for field, column in columns.items()}}
    return spec.model_copy(update={"columns": merged})


def _default_grader(name: str) -> Grader:
    from proctor.grading import get_grader  # imported late: grading is its own package

    try:
        return get_grader(name)
    except (KeyError, ValueError) as exc:
        raise BenchmarkError(f"the benchmark's grader {name!r} is not available: {exc}") from exc


# ---- reading ------------------------------------------------------------------------------------


@contextlib.contextmanager
def _quiet_datasets() -> Iterator[None]:
    """No `datasets` progress bars or error logs while loading: the run has its own display, and a
    failure becomes a BenchmarkError that carries the cause."""
    import datasets

    was_enabled = datasets.is_progress_bar_enabled()
    logger = logging.getLogger("datasets")
    level = logger.level
    datasets.disable_progress_bars()
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)
        if was_enabled:
            datasets.enable_progress_bars()


def _root_cause(exc: BaseException) -> str:
    for _ in range(20):  # bounded: a chain could in principle loop
        inner = exc.__cause__ or exc.__context__
        if inner is None:
            break
        exc = inner
    return f"{type(exc).__name__}: {exc}"


def read_rows(spec: BenchmarkSpec, data: str | Path | None) -> tuple[list[dict], list[str], str]:
    """The raw rows of ``data`` (or the spec's hub split): (rows, column names, source), unvalidated."""
    return _read(spec, data, 0)


def _read(spec: BenchmarkSpec, data: str | Path | None, seed: int) -> tuple[list[dict], list[str], str]:
    if data is not None:
        dataset, source = _read_path(Path(data), spec.split)
    elif spec.hub_id is None:
        rows = _GENERATORS[spec.name](seed)
        return rows, list(rows[0]), f"builtin:{spec.name} seed={seed}"
    else:
        dataset, source = _read_hub(spec)
    rows = dataset.to_list()
    if spec.hub_filter is not None and data is None:
        column, needle = spec.hub_filter
        if column not in dataset.column_names:
            raise BenchmarkError(
                f"{source}: expected column {column!r} to select rows containing {needle!r}."
            )
        rows = [row for row in rows if needle in str(row[column])]
    if spec.data_filter is not None and data is not None and spec.data_filter[0] in dataset.column_names:
        column, needle = spec.data_filter
        rows = [row for row in rows if needle in str(row[column])]
        if not rows:
            raise BenchmarkError(
                f"{source}: no row's {column!r} contains {needle!r}, so none belongs to {spec.name}.\n"
                f"Fix: point --data at a copy of {spec.name} (or one holding it), or drop the {column!r} "
                "column to take the file whole."
            )
    if not rows:
        raise BenchmarkError(f"{source}: no rows.\nFix: point --data at a file with at least one problem.")
    return rows, list(dataset.column_names), source


def _read_path(path: Path, split: str) -> tuple[Any, str]:
    if not path.exists():
        raise BenchmarkError(
            f"--data path not found: {path}.\n"
            "Fix: pass an existing .jsonl/.json/.parquet/.csv file or a folder written by Dataset.save_to_disk."
        )
    if path.is_dir():
        import datasets

        with _quiet_datasets():
            try:
                loaded = datasets.load_from_disk(str(path))
            except Exception as exc:  # datasets raises several types for a folder it cannot read
                raise BenchmarkError(
                    f"--data folder {path} is not a dataset saved with save_to_disk ({_root_cause(exc)}).\n"
                    "Fix: pass a .jsonl/.json/.parquet/.csv file, or a folder written by Dataset.save_to_disk."
                ) from exc
        if isinstance(loaded, datasets.DatasetDict):
            if split in loaded:
                loaded = loaded[split]
            elif len(loaded) == 1:
                loaded = next(iter(loaded.values()))
            else:
                raise BenchmarkError(
                    f"--data folder {path} holds splits {sorted(loaded)} but not {split!r}.\n"
                    "Fix: save only the split you want, or name it after the benchmark's split."
                )
        return loaded, f"disk:{path.resolve()}"
    builder = FILE_BUILDERS.get(path.suffix.lower())
    if builder is None:
        raise BenchmarkError(
            f"--data file type {path.suffix or '(none)'!r} is not supported: {path}.\n"
            f"Fix: convert it to one of {', '.join(FILE_BUILDERS)}, or save it with Dataset.save_to_disk."
        )
    if path.stat().st_size == 0:
        raise BenchmarkError(
            f"--data file {path} is empty.\nFix: point --data at a file with at least one problem."
        )
    if builder in ("json", "csv"):  # text: a byte that is not UTF-8 is named by its line
        where = bad_byte(path)
        if where is not None:
            raise BenchmarkError(f"--data file {where}.\nFix: {FIX}.")
    # plain JSON lines and parquet need no `datasets` (seconds of imports at every start)
    plain = {"json": read_json_lines, "parquet": read_parquet}.get(builder)
    rows = plain(path) if plain is not None else None
    if rows is not None:
        return rows, f"file:{path.resolve()}"
    import datasets

    with _quiet_datasets():
        try:
            loaded = datasets.load_dataset(builder, data_files=str(path), split="train")
        except Exception as exc:  # parse errors surface as DatasetGenerationError, ArrowInvalid, ...
            cause = _first_bad_json_line(path) if path.suffix.lower() == ".jsonl" else None
            raise BenchmarkError(
                f"--data file {path} could not be read as {builder} ({cause or _root_cause(exc)}).\n"
                f"Fix: check that the file is valid {path.suffix.lstrip('.')}, with one problem per row."
            ) from exc
    return loaded, f"file:{path.resolve()}"


def _first_bad_json_line(path: Path) -> str | None:
    """The first line of a JSON-lines file that does not parse to an object, for a precise message."""
    with path.open(encoding="utf-8", errors="replace") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                value = json.loads(line.rstrip("\r\n"))
            except json.JSONDecodeError as exc:
                return f"line {number} is not valid JSON: {exc.msg} at character {exc.pos + 1}"
            if not isinstance(value, dict):
                return f"line {number} is a JSON {type(value).__name__}, not an object"
    return None


def _read_hub(spec: BenchmarkSpec) -> tuple[Any, str]:
    import datasets

    where = spec.hub_id + (f" config={spec.hub_config}" if spec.hub_config else "") + f" split={spec.split}"
    down = None if Path(spec.hub_id).exists() else hub_unreachable()  # a local folder needs no hub
    if down is not None:  # fail now, not after datasets' retries (about 30 s)
        raise BenchmarkError(
            f"{spec.name} is read from the Hugging Face hub ({where}), which cannot be reached: {down}.\n"
            f"Fix: pass --data with a local copy (.jsonl/.json/.parquet/.csv or a save_to_disk folder), "
            "or set HF_HUB_OFFLINE=1 to read a copy already in the Hugging Face cache."
        )
    with _quiet_datasets():
        try:
            loaded = datasets.load_dataset(spec.hub_id, spec.hub_config, split=spec.split)
        except Exception as exc:  # offline, gated, renamed: all end the same way for the user
            raise BenchmarkError(
                f"could not load {where} from the Hugging Face hub ({_root_cause(exc)}).\n"
                "Fix: check the network (or HF_TOKEN for gated sets), or pass --data with a local copy "
                "(.jsonl/.json/.parquet/.csv or a save_to_disk folder). Offline, HF_HUB_OFFLINE=1 makes "
                "this fail at once instead of after retries."
            ) from exc
    return loaded, f"hub:{where}"


# ---- validation ---------------------------------------------------------------------------------


def _resolve_columns(spec: BenchmarkSpec, column_names: list[str], source: str) -> dict[str, str | None]:
    resolved = {
        field: next((c for c in alternatives if c in column_names), None)
        for field, alternatives in spec.columns.items()
    }
    missing = [f for f in ("problem", "answer") if resolved.get(f) is None]
    if missing:
        wanted = "; ".join(
            f"{f} (looked for {' or '.join(repr(c) for c in spec.columns[f])})" for f in missing
        )
        raise BenchmarkError(
            f"{source}: missing column(s) for benchmark {spec.name}: {wanted}.\n"
            f"Columns found: {', '.join(column_names) or '(none)'}.\n"
            f"Fix: rename the column(s) in the file, or give a column mapping, e.g. "
            f"{', '.join(f'{f}=<column>' for f in missing)} (load_benchmark(..., columns={{...}}))."
        )
    return resolved


def validate_rows(
    spec: BenchmarkSpec, rows: list[dict], column_names: list[str], grader: Grader, source: str
) -> list[Problem]:
    """Rows → Problems; every bad row is collected into one :class:`BenchmarkError`."""
    return Validation(spec, rows, column_names, grader, source).result()


class Validation:
    """:func:`validate_rows` in two parts: every check but the grader's reading of the gold answers
    at once, and those (``Grader.check_gold``) in a thread of their own with ``background``, while
    the caller goes on (the math grader reads an unusual answer in a worker process, whose start
    takes most of a second). :meth:`result` waits for them and returns the problems, or raises the
    one :class:`BenchmarkError` that lists every bad row in row order, as :func:`validate_rows`."""

    def __init__(
        self,
        spec: BenchmarkSpec,
        rows: list[dict],
        column_names: list[str],
        grader: Grader,
        source: str,
        background: bool = False,
    ):
        self.spec, self.grader, self.source = spec, grader, source
        cols = _resolve_columns(spec, column_names, source)
        id_col, problem_col, answer_col = cols.get("id"), cols["problem"], cols["answer"]
        self.issues: list[list[str]] = []  # per row, in row order
        self.candidates: list[Problem | None] = []  # per row: its problem where no check failed yet
        golds: list[tuple[int, str, str]] = []  # (row, where, answer) for the grader to read
        first_row: dict[str, int] = {}
        for index, row in enumerate(rows):
            pid = cell_text(row[id_col]) if id_col else str(index)
            where = f"row {index}" + (f" (id {pid!r})" if id_col and pid else "")
            issues: list[str] = []
            if not pid or not pid.strip():
                issues.append(f"{where}: empty id in column {id_col!r}")
            elif pid in first_row:
                issues.append(f"{where}: duplicate id (first used by row {first_row[pid]})")
            else:
                first_row[pid] = index
            question = cell_text(row[problem_col])
            if question is None or not question.strip():
                issues.append(f"{where}: empty problem text in column {problem_col!r}")
            raw = cell_text(row[answer_col])
            answer = transform_answer(spec.answer_transform, raw) if raw is not None else ""
            if not answer:
                issues.append(f"{where}: empty answer in column {answer_col!r}")
            else:
                golds.append((index, where, answer))
            problem = None
            if not issues:
                metadata = {c: row[c] for c in spec.metadata_columns if row.get(c) is not None}
                problem = Problem(
                    id=pid, question=question, prompt=spec.render(question), answer=answer, metadata=metadata
                )
            self.issues.append(issues)
            self.candidates.append(problem)
        self._golds = golds
        self._gold_issues: list[tuple[int, str]] | None = None
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        if background:
            self._thread = threading.Thread(target=self._check_golds, name="proctor-gold-checks", daemon=True)
            self._thread.start()

    def _check_golds(self) -> None:
        from proctor.grading.gold_cache import for_grader

        found: list[tuple[int, str]] = []
        cache = for_grader(self.grader)  # golds that passed under this grader version in earlier runs
        try:
            for index, where, answer in self._golds:
                if cache is not None and cache.passed(answer):
                    continue
                reason = self.grader.check_gold(answer)
                if reason is None and cache is not None:
                    cache.add(answer)
                if reason is not None:
                    found.append(
                        (
                            index,
                            f"{where}: answer {answer!r} cannot be read by the {self.grader.name} grader: {reason}",
                        )
                    )
        except BaseException as e:  # noqa: BLE001 - raised by result(), in the caller's thread
            self._error = e
        if cache is not None:
            cache.save()
        self._gold_issues = found

    @property
    def problems(self) -> list[Problem]:
        """The problems of the rows whose checks have not failed so far (all of them, once
        :meth:`result` has returned)."""
        return [p for p in self.candidates if p is not None]

    def result(self) -> list[Problem]:
        if self._thread is not None:
            self._thread.join()
        elif self._gold_issues is None:
            self._check_golds()
        if self._error is not None:
            raise self._error
        for index, issue in self._gold_issues or []:
            self.issues[index].append(issue)
            self.candidates[index] = None
        issues = [issue for row in self.issues for issue in row]
        if issues:
            grader = self.grader.name
            raise list_issues(
                f"{self.source}: benchmark {self.spec.name} has bad rows (rows counted from 0)",
                issues,
                fix=(
                    "correct or remove these rows in the data; every row needs a unique id, a non-empty problem "
                    f"and an answer the {grader} grader can read (or map other columns with a column mapping)."
                ),
            )
        return self.problems
