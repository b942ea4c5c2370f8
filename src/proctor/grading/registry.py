"""Graders by name, and the one-call ``grade`` / ``is_equivalent``."""

from __future__ import annotations

import importlib
import re
import threading
from collections.abc import Callable

from proctor.grading.base import Grade, Grader, grade_text
from proctor.grading.graders import CustomGrader, GraderError, IntegerGrader, McqGrader, NumberGrader
from proctor.grading.mathgrader import MathGrader
from proctor.suggest import did_you_mean

GRADER_NAMES = ("math", "integer", "number", "mcq")
_DOTTED = re.compile(r"^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*$")
_cache: dict[tuple[str, tuple[tuple[str, object], ...]], Grader] = {}
_made: dict[int, tuple[str, dict[str, object]]] = {}  # id of a cached rule grader -> its name, options
_lock = threading.Lock()


def _custom(path: str) -> Grader:
    if not _DOTTED.match(path):
        raise GraderError(
            f"unknown grader {path!r}{did_you_mean(path, _CLASSES)}: use one of {', '.join(GRADER_NAMES)} "
            "or a custom function as 'package.module:function'"
        )
    module_name, func_name = path.split(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise GraderError(
            f"custom grader {path!r}: cannot import module {module_name!r} ({exc}); "
            "check the spelling and that it is on PYTHONPATH"
        ) from exc
    fn = getattr(module, func_name, None)
    if fn is None or not callable(fn):
        raise GraderError(
            f"custom grader {path!r}: module {module_name!r} has no function {func_name!r}; "
            "define fn(response, answer) -> Grade | bool | float there"
        )
    return CustomGrader(path, fn)


def _judge(**options: object) -> Grader:
    from proctor.grading.judge import JudgeGrader  # calls a model: imported only when asked for

    return JudgeGrader(**options)  # type: ignore[arg-type]


def _cascade(
    rules: str, judge: dict | None = None, cache: str | None = None, **rule_options: object
) -> Grader:
    """``RULES+judge``: options go to the rule grader, except ``judge`` (the judge's options, e.g.
    ``{model = "openai:gpt-4o-mini"}``) and ``cache`` (the judge cache file; "" for none)."""
    from proctor.grading.cascade import CascadeGrader

    if judge is not None and not isinstance(judge, dict):
        raise GraderError(
            f"grader {rules}+judge: option judge must be a table of judge options, got {judge!r}"
        )
    return CascadeGrader(get_grader(rules, **rule_options), _judge(**(judge or {})), cache=cache)


# built-in graders by name: classes, or a factory that imports its module only when asked for
_CLASSES: dict[str, Callable[..., Grader]] = {
    "math": MathGrader,
    "integer": IntegerGrader,
    "number": NumberGrader,
    "mcq": McqGrader,
    "judge": _judge,
}


def _freeze(value: object) -> object:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def get_grader(name: str, **options: object) -> Grader:
    """The grader called ``name`` (``math``, ``integer``, ``number``, ``mcq``, ``judge``, a cascade
    ``RULES+judge`` such as ``math+judge``, or ``pkg.mod:func``).

    Options go to the grader's constructor (e.g. ``fallbacks=("answer_is", "last_number")`` or,
    for ``math``, ``timeout=2.0``). Graders are cached per (name, options): they are stateless.
    """
    if not isinstance(name, str) or not name:
        raise GraderError(f"grader name must be a non-empty string, got {name!r}")
    cache_key = (name, tuple(sorted((k, _freeze(v)) for k, v in options.items())))
    with _lock:
        cached = _cache.get(cache_key)
    if cached is not None:
        return cached
    if name in _CLASSES:
        try:
            grader: Grader = _CLASSES[name](**options)
        except TypeError as exc:
            raise GraderError(f"grader {name!r}: bad options {sorted(options)}: {exc}") from exc
    elif name.endswith("+judge") and name.removesuffix("+judge") in GRADER_NAMES:
        grader = _cascade(name.removesuffix("+judge"), **options)
    else:
        if options:
            raise GraderError(f"custom grader {name!r} takes no options (got {sorted(options)})")
        grader = _custom(name)
    with _lock:
        if _cache.setdefault(cache_key, grader) is grader and name in GRADER_NAMES:
            _made[id(grader)] = (name, dict(options))  # cached for ever: the id is never reused
        return _cache[cache_key]


def made_as(grader: object) -> tuple[str, dict[str, object]] | None:
    """The name and options :func:`get_grader` made the rule grader ``grader`` from (so a reading
    worker can make the same one), or None for any other grader (a judge, a custom function, one
    constructed directly)."""
    with _lock:
        return _made.get(id(grader))


def reward_options(name: str, options: dict[str, object]) -> dict[str, object]:
    """The options of a grader that serves as a reward: ``mode="strict"`` unless ``options`` name a
    mode (an optimizer looks for the rule that says correct without a proof; strict has none). The
    ``proctor eval`` default stays ``standard``, for comparability with other graders."""
    if name.removesuffix("+judge") in GRADER_NAMES and "mode" not in options:
        return {**options, "mode": "strict"}
    return options


def grade(
    response: str,
    answer: str,
    grader: str = "math",
    *,
    prompt: str = "",
    truncated: bool = False,
    **options: object,
) -> Grade:
    """Grade one response against its gold answer with the named grader. ``prompt``: the text the
    model saw (what the response copied from it is not its answer); ``truncated``: the response
    stopped at the token limit (only a final-answer marker states an answer then)."""
    return grade_text(get_grader(grader, **options), response, answer, prompt=prompt, truncated=truncated)


def is_equivalent(pred: str, gold: str, timeout: float | None = None) -> bool:
    """Whether two bare answers (no extraction) are mathematically the same, by the ``math`` rules."""
    g = get_grader("math") if timeout is None else get_grader("math", timeout=timeout)
    assert isinstance(g, MathGrader)
    return g.equivalent(pred, gold).correct
