"""The graders' compiled patterns come from proctor's cache folder after the first process
(``proctor.grading.regex_cache``): a later ``import proctor.grading`` parses (almost) no pattern, and
every pattern it builds is the one ``re`` compiles."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

# A fresh interpreter imports the graders, counting the patterns re parses (its pure-Python step) and
# checking that each pattern it built from the cache equals the one re compiles from the text.
PROBE = r"""
import json, re
from re import _parser
parsed = []
_parse = _parser.parse
def parse(p, flags=0, state=None):
    parsed.append(p)
    return _parse(p, flags) if state is None else _parse(p, flags, state)
_parser.parse = parse
import proctor.grading
from proctor.grading import regex_cache
from proctor.grading.lexicon import REFERENCE
REFERENCE.search("the reference answer is 3")  # a lexicon table, compiled at its first use
_parser.parse = _parse
same = all(regex_cache._build(p, e) == regex_cache._ORIGINAL(p, f) for (p, f), e in regex_cache._used.items())
print(json.dumps({"parsed": len(parsed), "lexicon_parsed": REFERENCE.words in parsed, "stats": regex_cache.stats, "used": len(regex_cache._used),
                  "same": same, "file": str(regex_cache.cache_path())}))
"""


def probe(cache: Path, **env: str) -> dict:
    environ = {k: v for k, v in os.environ.items() if k != "PROCTOR_REGEX_CACHE"}
    environ.update(PROCTOR_CACHE_DIR=str(cache), **env)
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=environ, capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_second_process_builds_the_graders_patterns_from_the_cache(tmp_path):
    first = probe(tmp_path)
    assert first["stats"]["stored"] > 400  # the rule modules' patterns and the lexicon's table
    assert first["parsed"] > 400 and first["lexicon_parsed"]
    assert Path(first["file"]).is_file() and first["same"]
    second = probe(tmp_path)
    # (a pattern joined from a set in an order that varies between processes would be parsed again)
    assert second["parsed"] <= 3, second
    assert second["stats"]["hits"] >= first["stats"]["stored"] - 5
    assert not second["lexicon_parsed"]  # the lexicon's table, compiled at its first use, too
    assert second["same"]  # each one built from the cache is the one re compiles


def test_a_damaged_cache_file_is_compiled_as_usual(tmp_path):
    first = probe(tmp_path)
    path = Path(first["file"])
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])  # cut: marshal refuses it
    again = probe(tmp_path)
    # nothing came from the file: every pattern was parsed anew (a "hit" here is a pattern this process compiled
    # twice, built again from its own store after re's cache of 512 let it go)
    assert again["parsed"] > 400 and again["parsed"] >= again["used"] and again["same"], again


def test_an_entry_whose_code_sre_refuses_is_compiled_as_usual():
    from proctor.grading import regex_cache

    pattern = r"(?i)\b(?:answer|antwort)\s*[:=]\s*(\d+)"
    entry = regex_cache._entry(pattern, 0)
    flags, code, groups, groupindex, indexgroup = entry
    damaged = (flags, code[: len(code) // 2], groups, groupindex, indexgroup)
    key = (pattern, 0)
    regex_cache._used.pop(key, None)
    loaded = regex_cache._loaded()
    loaded[key] = damaged
    try:
        built = regex_cache._compile(pattern, 0)
    finally:
        loaded.pop(key, None)
        regex_cache._used.pop(key, None)
    assert built == regex_cache._ORIGINAL(pattern, 0)
    assert built.search("Antwort: 42").group(1) == "42"


def test_it_can_be_turned_off(tmp_path):
    off = probe(tmp_path, PROCTOR_REGEX_CACHE="0")
    assert off["stats"]["hits"] == off["stats"]["stored"] == 0 and off["parsed"] > 400
    assert not Path(off["file"]).exists()


def test_code_that_differs_from_res_own_turns_the_cache_off(monkeypatch):
    """A Python whose re compiles otherwise than the cache's steps: the first patterns a process stores
    are compared with re's own, and one that differs turns the cache off (re's pattern is used)."""
    from proctor.grading import regex_cache

    monkeypatch.setattr(regex_cache, "_broken", False)
    monkeypatch.setattr(regex_cache, "_dirty", False)
    monkeypatch.setattr(regex_cache, "_used", {})
    monkeypatch.setattr(regex_cache, "stats", {"hits": 0, "stored": 0, "checked": 0})
    monkeypatch.setattr(regex_cache, "_entries", {})
    other = regex_cache._entry(r"(?i)antwort", 0)  # another pattern's code under this one's text
    monkeypatch.setattr(regex_cache, "_entry", lambda pattern, flags: other)
    built = regex_cache._compile(r"(?i)answer", 0)
    assert built == regex_cache._ORIGINAL(r"(?i)answer", 0) and built.search("The ANSWER")
    assert regex_cache._broken and not regex_cache._used and not regex_cache._dirty
    assert regex_cache._compile(r"final\s+answer", 0).search("final answer")  # re's alone from now on
    assert regex_cache.stats["stored"] == 0
