"""The graders' compiled regular expressions, kept on disk between processes.

``import proctor.grading`` compiles about 640 patterns (the multilingual alternations of the rule
modules, some of several KB), and the lexicon compiles its tables at their first use: about 0.3 s of
CPU in every process that imports the graders (``proctor eval`` before its first request, each
reading worker, each test process). ``re`` compiles a pattern in pure Python (``re._parser``, then
``re._compiler``) into a list of ints, the code that ``_sre.compile`` makes the pattern object of.
This module keeps that code, per Python build, in one file of proctor's cache folder
(``$PROCTOR_CACHE_DIR``, else ``$XDG_CACHE_HOME/proctor``, else ``~/.cache/proctor``), so a later
process builds the same patterns from it in about 15 ms.

The same patterns: an entry is the code of ``re``'s own steps (``_parser.parse``, ``_compiler._code``,
the group maps), and the first ``CHECKED`` patterns a process stores are also compiled by ``re`` and
compared (``Pattern.__eq__``: the flags, the pattern's text and its whole compiled code): one that
differs (a Python whose ``re`` compiles otherwise) turns the cache off in that process. The file is
named and checked by the Python build (``sys.version``, ``_sre.MAGIC``, ``_sre.CODESIZE``);
``_sre.compile`` validates any code it is given, and an entry it refuses (a damaged file) is compiled
as usual. The patterns go through the cache only inside
:func:`cached` (the grading package's imports, :func:`compile`); anything outside is ``re``'s alone.
``PROCTOR_REGEX_CACHE=0`` turns it off; an unwritable cache folder only costs the time.
"""

from __future__ import annotations

import _sre
import array
import atexit
import contextlib
import hashlib
import marshal
import os
import re
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from re import _compiler, _parser  # type: ignore[attr-defined]
from typing import Any

FORMAT = 1
SLACK = 256  # the file keeps others' entries up to twice this process's own and this many more
_ORIGINAL = _compiler.compile
_TYPECODE = next((t for t in "ILQ" if array.array(t).itemsize == _sre.CODESIZE), "")
BUILD = f"{FORMAT}|{sys.version}|{sys.implementation.cache_tag}|{_sre.MAGIC}|{_sre.CODESIZE}"

Entry = tuple[int, bytes, int, dict[str, int], tuple[Any, ...]]

_lock = threading.RLock()
_depth = 0  # nesting of cached(): the hook is in place while above 0
_entries: dict[tuple[str | bytes, int], Entry] | None = None  # the file's, read once per process
_used: dict[tuple[str | bytes, int], Entry] = {}  # the entries this process built or stored
_dirty = False
_broken = False  # a built pattern differed from re's: nothing more is stored in this process
_at_exit = False
CHECKED = 16  # the first patterns a process stores are also compiled by re and compared (Pattern.__eq__)
stats = {"hits": 0, "stored": 0, "checked": 0}


def enabled() -> bool:
    return (
        os.environ.get("PROCTOR_REGEX_CACHE", "1") != "0"
        and bool(_TYPECODE)
        and callable(getattr(_compiler, "_code", None))
        and callable(getattr(_parser, "parse", None))
    )


def cache_path() -> Path:
    root = os.environ.get("PROCTOR_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "proctor"
    )
    return Path(root) / f"regex-{hashlib.sha256(BUILD.encode()).hexdigest()[:16]}.marshal"


def _read(path: Path) -> dict[tuple[str | bytes, int], Entry]:
    try:
        with open(path, "rb") as f:
            build, entries = marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return entries if build == BUILD and isinstance(entries, dict) else {}


def _loaded() -> dict[tuple[str | bytes, int], Entry]:
    global _entries
    if _entries is None:
        _entries = _read(cache_path())
    return _entries


def _build(pattern: str | bytes, entry: Entry) -> re.Pattern[Any]:
    flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(pattern, flags, array.array(_TYPECODE, code).tolist(), groups, groupindex, indexgroup)


def _entry(pattern: str | bytes, flags: int) -> Entry:
    """What ``re._compiler.compile`` hands ``_sre.compile`` for ``pattern`` (its steps, the same order)."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return (
        int(flags | parsed.state.flags),
        array.array(_TYPECODE, code).tobytes(),
        parsed.state.groups - 1,
        groupindex,
        tuple(indexgroup),
    )


def _compile(pattern: Any, flags: int = 0) -> Any:
    """``re._compiler.compile`` through the cache (``re`` calls it on a miss of its own cache)."""
    global _dirty
    if not isinstance(pattern, (str, bytes)) or flags & re.DEBUG:
        return _ORIGINAL(pattern, flags)
    key = (pattern, int(flags))
    with _lock:
        entry = _used.get(key) or _loaded().get(key)
    if entry is not None:
        with contextlib.suppress(Exception):  # a damaged entry: compiled below, as re would
            built = _build(pattern, entry)
            with _lock:
                _used[key] = entry
                stats["hits"] += 1
            return built
    if _broken:
        return _ORIGINAL(pattern, flags)
    try:
        entry = _entry(pattern, int(flags))
        built = _build(pattern, entry)
    except Exception:  # whatever re would say of it (a bad pattern: its error), re says
        return _ORIGINAL(pattern, flags)
    if stats["checked"] < CHECKED:  # this process's first ones: the same as re's own, or the cache is off
        compiled = _ORIGINAL(pattern, flags)
        with _lock:
            stats["checked"] += 1
            if built != compiled:
                _off()
                return compiled
    with _lock:
        _used[key] = entry
        stats["stored"] += 1
        _dirty = True
    return built


def _off() -> None:
    """This Python's re compiles otherwise than :func:`_entry` does: the cache is off in this process."""
    global _broken, _dirty
    _broken, _dirty = True, False
    _used.clear()


@contextlib.contextmanager
def cached(write: bool = True) -> Iterator[None]:
    """While inside, the patterns ``re`` compiles come from the cache where it has them, and the others
    are stored; on leaving, new ones are written to the file (``write``; else at the process's exit)."""
    global _depth, _at_exit
    if not enabled() or _broken:
        yield
        return
    with _lock:
        _depth += 1
        _compiler.compile = _compile
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0:
                _compiler.compile = _ORIGINAL
            if not write and _dirty and not _at_exit:
                _at_exit = True
                atexit.register(save)
        if write:
            save()


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile`` through the cache (a pattern compiled at its first use: stored at the exit, not
    a write of the file for each one)."""
    with cached(write=False):
        return re.compile(pattern, flags)


def save() -> None:
    """Write the entries this process used, if it stored new ones (with the file's others, within a bound)."""
    global _dirty
    with _lock:
        if not _dirty:
            return
        _dirty = False
        mine = dict(_used)
    path = cache_path()
    entries = _read(path)  # what other processes wrote meanwhile
    # (past the bound, this process's alone: the entries of patterns edited since, or built from a
    # set in an order that varies between processes, never pile up)
    entries = {**entries, **mine} if len(entries) + len(mine) <= 2 * len(mine) + SLACK else mine
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                marshal.dump((BUILD, entries), f)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except (OSError, ValueError):  # an unwritable folder: the next process compiles them again
        return
