"""A sweep's axes become its cells: model points x benchmarks x envs x ``[sweep.axes]`` values x repeats.

``sweep.toml``::

    [sweep]
    models = ["llamacpp:smollm2", "openai:gpt-4o-mini"]   # or: base = REF + adapters = [...]
    # checkpoints = "ckpt/step-*"                        #  or: checkpoints (base = REF is step 0)
    benchmarks = ["gsm8k", "math500"]
    envs = ["text-only", "tool"]
    repeats = 1                                          # seeds: run.seed, run.seed + 1, ...
    [sweep.axes]
    "sampling.temperature" = [0.2, 0.6]                  # any --set key
    [shared]                                             # or the ordinary RunConfig sections
    sampling.n = 4

Everything is validated before any work (:func:`plan`): unknown keys, empty axes, a glob that
matches nothing, a bad benchmark or env name, each cell's RunConfig. One error names the fix.
"""

from __future__ import annotations

import copy
import glob
import itertools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from proctor.benchmarks.loader import get_spec
from proctor.config import ConfigError, RunConfig, apply_set, build_config, flatten, read_toml
from proctor.envs import ENVS
from proctor.models import split_ref
from proctor.runs.rundir import path_slug
from proctor.suggest import did_you_mean, unknown_key_hint
from proctor.sweep.manifest import Cell


class SweepError(ValueError):
    """A sweep configuration problem, with a message that says what to change."""


# Keys a cell's place in the sweep sets; [shared] and [sweep.axes] may not set them.
MANAGED = {
    "model.ref": "[sweep] models / base / checkpoints",
    "model.adapter": "[sweep] adapters",
    "benchmark.name": "[sweep] benchmarks",
    "env.name": "[sweep] envs",
    "run.seed": "[shared] run.seed (the seed of every cell) and [sweep] repeats",
    "run.output": "the SET_DIR argument (cells live in it)",
}
RUN_SECTIONS = tuple(RunConfig.model_fields)
MARKERS = (".complete", "COMPLETE", "done")  # a checkpoint folder holding one of these is complete
STEP = re.compile(r"\d+")


class SweepSection(BaseModel):
    model_config = ConfigDict(extra="forbid", allow_inf_nan=False)

    models: list[str] = Field(default_factory=list, description="model references, one point each")
    base: str | None = Field(None, description="base model: the adapters' base, or checkpoints' step 0")
    adapters: list[str] = Field(default_factory=list, description="LoRA adapters of base, one point each")
    checkpoints: str | None = Field(None, description="glob of checkpoint folders or files, by step")
    checkpoint_backend: str = Field(
        "auto", description="backend of a checkpoint: auto (.gguf: llamacpp, a folder: hf) or a prefix"
    )
    benchmarks: list[str] = Field(default_factory=list, description="default: [benchmark] name")
    data: dict[str, str] = Field(
        default_factory=dict, description="benchmark -> its data file or folder (benchmark.data of its cells)"
    )
    envs: list[str] = Field(default_factory=list, description="default: [env] name")
    axes: dict[str, list[Any]] = Field(default_factory=dict, description="dotted key -> values")
    repeats: int = Field(1, ge=1, description="each cell R times, seeds run.seed + 0..R-1")


@dataclass
class SweepConfig:
    sweep: SweepSection
    shared: dict[str, Any]  # nested RunConfig sections shared by every cell

    def as_given(self) -> dict[str, Any]:
        """The sweep config as given (the manifest's ``config``)."""
        return {"sweep": self.sweep.model_dump(exclude_defaults=True), "shared": self.shared}


@dataclass(frozen=True)
class Point:
    """One model under test: a reference, an adapter on a base, or a checkpoint at a step."""

    model: str
    adapter: str | None
    step: int | None
    base: bool
    label: str


def load_sweep_config(
    file: str | Path | None = None, overrides: dict[str, Any] | None = None, sets: list[str] | None = None
) -> SweepConfig:
    """``file`` (sweep.toml), then ``overrides`` ([sweep] keys from flags; None = not given), then
    ``sets`` (``--set k=v`` into [shared])."""
    data = read_toml(file) if file else {}
    where = f"{file}" if file else "the sweep"
    unknown = [k for k in data if k not in ("sweep", "shared", *RUN_SECTIONS)]
    if unknown:
        hints = "".join(did_you_mean(k, ("sweep", "shared", *RUN_SECTIONS)) for k in unknown)
        raise SweepError(
            f"{where}: unknown section(s) {', '.join(map(repr, unknown))}{hints}; a sweep.toml has "
            f"[sweep], [shared] and the run sections ({', '.join(RUN_SECTIONS)})"
        )
    shared: dict[str, Any] = copy.deepcopy(data.get("shared", {}))
    for section in RUN_SECTIONS:
        if section in data:
            _merge(shared.setdefault(section, {}), data[section])
    raw = dict(data.get("sweep", {}))
    raw.update({k: v for k, v in (overrides or {}).items() if v not in (None, [], {})})
    try:
        section = SweepSection.model_validate(raw)
    except ValidationError as e:
        lines = []
        for err in e.errors():
            loc = ".".join(str(p) for p in err["loc"])
            hint = (
                unknown_key_hint(SweepSection, err["loc"], "sweep.")
                if err["type"] == "extra_forbidden"
                else ""
            )
            lines.append(f"  sweep.{loc}: {err['msg']}{hint}")
        raise SweepError(f"{where}: invalid [sweep]:\n" + "\n".join(lines)) from None
    for s in sets or []:
        try:
            apply_set(shared, s)
        except ConfigError as e:
            raise SweepError(str(e)) from None
    return SweepConfig(section, shared)


def _merge(into: dict[str, Any], new: dict[str, Any]) -> None:
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(into.get(k), dict):
            _merge(into[k], v)
        else:
            into[k] = v


def step_of(path: str | Path) -> int | None:
    """The step number in a checkpoint's name: its last number (``step-200``, ``ckpt_1000.gguf``)."""
    numbers = STEP.findall(Path(path).name)
    return int(numbers[-1]) if numbers else None


def find_checkpoints(pattern: str, strict: bool = True) -> list[tuple[int, Path]]:
    """The paths ``pattern`` matches, as (step, path) by step; raises on a name without a number or
    two paths with one step (``strict=False``: skips them, as the watch does with a half-made name)."""
    found: dict[int, Path] = {}
    for match in sorted(glob.glob(pattern)):
        p = Path(match)
        if p.name.startswith("."):
            continue
        step = step_of(p)
        if not strict and (step is None or step in found):
            continue
        if step is None:
            raise SweepError(f"checkpoint {p} has no step number in its name (e.g. step-200); rename it")
        if step in found:
            raise SweepError(f"checkpoints {found[step]} and {p} have the same step {step}; keep one")
        found[step] = p
    return sorted(found.items())


def checkpoint_ref(path: Path, backend: str = "auto") -> str:
    """The model reference of a checkpoint: a .gguf file, or a folder's single .gguf, on llamacpp;
    any other folder on hf; or ``backend:PATH`` when a backend is named."""
    p = path.absolute()
    if backend != "auto":
        return f"{backend}:{p}"
    if p.is_dir():
        ggufs = sorted(p.glob("*.gguf"))
        return f"llamacpp:{ggufs[0]}" if len(ggufs) == 1 else f"hf:{p}"
    return f"llamacpp:{p}" if p.suffix == ".gguf" else f"hf:{p}"


def checkpoint_point(step: int, path: Path, backend: str = "auto") -> Point:
    return Point(checkpoint_ref(path, backend), None, step, False, f"step-{step:04d}")


def is_complete(path: Path) -> bool:
    """A checkpoint folder holding a marker file (:data:`MARKERS`) is complete."""
    return path.is_dir() and any((path / m).exists() for m in MARKERS)


def model_points(spec: SweepSection, shared: dict[str, Any], watch: bool = False) -> list[Point]:
    """The models under test, in order (checkpoints by step, the base first as step 0)."""
    kinds = [k for k, given in (("models", spec.models), ("adapters", spec.adapters), ("checkpoints", spec.checkpoints)) if given]  # fmt: skip
    if len(kinds) > 1:
        raise SweepError(
            f"[sweep] gives {' and '.join(kinds)}: choose one of models, base + adapters, checkpoints"
        )
    if spec.models:
        if spec.base:
            raise SweepError("[sweep] base goes with adapters or checkpoints; list it in models instead")
        return _unique([Point(ref, None, None, False, _label(ref)) for ref in spec.models], spec.models)
    if spec.adapters:
        if not spec.base:
            raise SweepError("[sweep] adapters need base = REF: the model they were trained on")
        points = [Point(spec.base, None, None, True, "base")]
        points += [
            Point(spec.base, a, None, False, "adapter-" + path_slug(Path(a).name)) for a in spec.adapters
        ]
        return _unique(points, ["base", *spec.adapters])
    base = [Point(spec.base, None, 0, True, "base")] if spec.base else []
    if spec.checkpoints:
        if watch:  # the watch takes each checkpoint once it is complete, those already there too
            return base
        found = find_checkpoints(spec.checkpoints)
        if not found:
            raise SweepError(
                f"[sweep] checkpoints = {spec.checkpoints!r} matches nothing (relative to {Path.cwd()}); "
                "fix the glob, or add --watch to wait for checkpoints"
            )
        return base + [checkpoint_point(step, p, spec.checkpoint_backend) for step, p in found]
    if base:
        raise SweepError("[sweep] base needs adapters or checkpoints (or list it in models)")
    ref = shared.get("model", {}).get("ref")
    if ref:
        return [Point(ref, shared["model"].get("adapter"), None, False, _label(ref))]
    raise SweepError("[sweep] names no model: give models = [...], base + adapters, or checkpoints = 'glob'")


def _label(ref: str) -> str:
    spec = ref.partition(":")[2] or ref
    return path_slug(Path(spec).name or spec)


def _unique(points: list[Point], given: list[str]) -> list[Point]:
    labels = [p.label for p in points]
    if len(set(labels)) < len(labels):  # two names alike: the full references then
        points = [
            Point(p.model, p.adapter, p.step, p.base, path_slug(g, 120))
            for p, g in zip(points, given, strict=True)
        ]
    if len({p.label for p in points}) < len(points):
        raise SweepError(f"[sweep] lists a model twice: {', '.join(given)}")
    return points


def _axis_label(key: str, value: Any, keys: list[str]) -> str:
    leaf = key.rsplit(".", 1)[-1]
    short = leaf if sum(k.rsplit(".", 1)[-1] == leaf for k in keys) == 1 else key
    return path_slug(f"{short}-{value}")


def cells_for(cfg: SweepConfig, points: list[Point]) -> list[Cell]:
    """Every cell of ``points`` x benchmarks x envs x axes x repeats, named from its axis values."""
    spec, shared = cfg.sweep, cfg.shared
    benchmarks = spec.benchmarks or [shared.get("benchmark", {}).get("name", "arith")]
    envs = spec.envs or [shared.get("env", {}).get("name", "text-only")]
    keys = list(spec.axes)
    combos = list(itertools.product(*(spec.axes[k] for k in keys)))
    seed = int(shared.get("run", {}).get("seed", 0))
    cells = []
    for point, bench, env, combo, r in itertools.product(
        points, benchmarks, envs, combos, range(spec.repeats)
    ):
        parts = [path_slug(bench), path_slug(env), point.label]
        parts += [_axis_label(k, v, keys) for k, v in zip(keys, combo, strict=True)]
        if spec.repeats > 1:
            parts.append(f"r{r}")
        name = "--".join(parts)
        cells.append(
            Cell(
                name=name, dir=name, model=point.model, adapter=point.adapter, step=point.step,
                base=point.base, benchmark=bench, env=env, set=dict(zip(keys, combo, strict=True)),
                repeat=r, seed=seed + r,
            )
        )  # fmt: skip
    return cells


def cell_settings(cfg: SweepConfig, cell: Cell) -> dict[str, Any]:
    """The dotted settings of one cell's run: [shared], then its place in the sweep, then its axes."""
    flat = {k: v for k, v in flatten(cfg.shared).items() if k not in MANAGED}
    flat.update({"model.ref": cell.model, "benchmark.name": cell.benchmark, "env.name": cell.env})
    flat["run.seed"] = cell.seed
    if cell.benchmark in cfg.sweep.data:
        flat["benchmark.data"] = cfg.sweep.data[cell.benchmark]
    if cell.adapter:
        flat["model.adapter"] = cell.adapter
    flat.update(cell.set)
    return flat


def cell_config(cfg: SweepConfig, cell: Cell) -> RunConfig:
    try:
        return build_config(None, cell_settings(cfg, cell))
    except ConfigError as e:
        raise SweepError(f"cell {cell.name}: {e}") from None


def validate(cfg: SweepConfig) -> None:
    """Everything that can be checked without a model: names, axes, shared settings."""
    spec = cfg.sweep
    for key, values in spec.axes.items():
        if key in MANAGED:
            raise SweepError(f"[sweep.axes] {key!r}: set it with {MANAGED[key]}, not as an axis")
        if not isinstance(values, list) or not values:
            raise SweepError(f"[sweep.axes] {key!r} is empty; give it at least one value or remove it")
    flat_shared = flatten(cfg.shared)
    if "run.output" in flat_shared:
        raise SweepError(f"[shared] run.output: remove it; {MANAGED['run.output']}")
    if "model.adapter" in flat_shared and (spec.adapters or spec.models or spec.checkpoints):
        raise SweepError(f"[shared] model.adapter: remove it; set adapters with {MANAGED['model.adapter']}")
    benchmarks = spec.benchmarks or [cfg.shared.get("benchmark", {}).get("name", "arith")]
    _check_data(flat_shared.get("benchmark.data"), spec.data, benchmarks)
    for name in benchmarks:
        try:
            get_spec(name)
        except ValueError as e:
            raise SweepError(f"[sweep] benchmarks: {e}") from None
    for env in spec.envs or [cfg.shared.get("env", {}).get("name", "text-only")]:
        if env not in ENVS:
            raise SweepError(
                f"[sweep] envs: unknown env {env!r}{did_you_mean(env, ENVS)}; known: {', '.join(ENVS)}"
            )
    for ref in [*spec.models, *([spec.base] if spec.base else [])]:
        try:
            split_ref(ref)
        except ValueError as e:
            raise SweepError(f"[sweep] model {ref!r}: {e}") from None
    if spec.checkpoint_backend != "auto":
        try:
            split_ref(f"{spec.checkpoint_backend}:x")
        except ValueError as e:
            raise SweepError(f"[sweep] checkpoint_backend {spec.checkpoint_backend!r}: {e}") from None


def _check_data(shared: Any, per_benchmark: dict[str, str], benchmarks: list[str]) -> None:
    """Each data path exists; ``[shared] benchmark.data`` only with one benchmark (one file cannot
    hold two benchmarks); ``[sweep.data]`` names only benchmarks of the sweep."""
    if shared is not None and len(benchmarks) > 1:
        raise SweepError(
            f"[shared] benchmark.data = {shared!r} would give every benchmark the same data; give each its "
            "own in [sweep.data] (NAME = PATH) or with --benchmark NAME=PATH"
        )
    stray = [name for name in per_benchmark if name not in benchmarks]
    if stray:
        raise SweepError(
            f"[sweep.data] names {', '.join(map(repr, stray))}, not a benchmark of the sweep "
            f"({', '.join(benchmarks)}); remove it or add it to benchmarks"
        )
    where = {"[shared] benchmark.data": shared, **{f"[sweep.data] {k}": v for k, v in per_benchmark.items()}}
    for key, data in where.items():
        if isinstance(data, str) and "://" not in data and not Path(data).exists():
            raise SweepError(f"{key} = {data!r} does not exist (relative to {Path.cwd()}); fix the path")


def plan(cfg: SweepConfig, watch: bool = False) -> list[Cell]:
    """Validate ``cfg`` and list its cells (each cell's RunConfig built, so a bad setting fails here)."""
    validate(cfg)
    cells = cells_for(cfg, model_points(cfg.sweep, cfg.shared, watch))
    names = [c.name for c in cells]
    if len(set(names)) < len(names):
        dup = sorted({n for n in names if names.count(n) > 1})
        raise SweepError(f"two cells would share the name {dup[0]}; make the axis values differ")
    for cell in cells:
        cell_config(cfg, cell)
    return cells
