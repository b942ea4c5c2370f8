"""'Did you mean ...?' for a mistyped name: settings keys, envs, graders, benchmarks."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel


def did_you_mean(word: str, choices: Iterable[str], prefix: str = "") -> str:
    """`` (did you mean PREFIX+CHOICE?)`` for the closest choice, or '' when none is close."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {prefix}{close[0]}?)" if close else ""


def _fields_at(model: type[BaseModel], path: tuple[Any, ...]) -> list[str]:
    """The field names of the pydantic section at ``path`` below ``model`` ([] if it is not one)."""
    cls: Any = model
    for part in path:
        field = cls.model_fields.get(part) if isinstance(cls, type) and issubclass(cls, BaseModel) else None
        if field is None:
            return []
        cls = field.annotation
    if isinstance(cls, type) and issubclass(cls, BaseModel):
        return list(cls.model_fields)
    return []


def unknown_key_hint(model: type[BaseModel], loc: tuple[Any, ...], prefix: str = "") -> str:
    """The hint for a pydantic ``extra_forbidden`` error at ``loc``: the closest valid key, dotted."""
    *parents, key = loc
    dotted = prefix + "".join(f"{p}." for p in parents)
    return did_you_mean(str(key), _fields_at(model, tuple(parents)), dotted)
