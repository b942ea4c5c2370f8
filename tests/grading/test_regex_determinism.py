"""Every pattern the graders build is the same text in every process, whatever the order of a set
(``PYTHONHASHSEED``): the regex cache (``proctor.grading.regex_cache``) keeps a pattern by its text, so
one joined from a set in a varying order was a new pattern in every process: compiled again (about
0.3 s for the lexicon's alternations), stored, and the cache file of some MB read and written again at
every exit of ``proctor eval``. Alternatives of the same length in another order may also match
otherwise: a grade must not depend on the process."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# A fresh interpreter imports every grading module and compiles each lazy pattern (the lexicon's and
# unmeant's, compiled at their first use), then says what the cache stored and the patterns' texts.
PROBE = r"""
import gc, hashlib, importlib, json, pkgutil
import proctor.grading
from proctor.grading import regex_cache
from proctor.grading.lexicon import _Lazy
for m in pkgutil.iter_modules(proctor.grading.__path__):
    importlib.import_module(f"proctor.grading.{m.name}")
lazies = [o for o in gc.get_objects() if isinstance(o, _Lazy)]
for lazy in lazies:
    lazy.pattern  # compiled now
texts = sorted(repr(k) for k in regex_cache._used)
print(json.dumps({"stored": regex_cache.stats["stored"], "lazies": len(lazies), "used": len(texts),
                  "digest": hashlib.sha256("\n".join(texts).encode()).hexdigest()}))
"""


def probe(cache, seed: int) -> dict:
    environ = {k: v for k, v in os.environ.items() if k != "PROCTOR_REGEX_CACHE"}
    environ.update(PROCTOR_CACHE_DIR=str(cache), PYTHONHASHSEED=str(seed))
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=environ, capture_output=True, text=True, timeout=300, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_patterns_are_the_same_whatever_the_hash_seed(tmp_path):
    first = probe(tmp_path, 1)
    assert first["lazies"] >= 20 and first["stored"] > 400
    for seed in (2, 3, 4):
        again = probe(tmp_path, seed)
        assert again["digest"] == first["digest"], f"PYTHONHASHSEED={seed} built other pattern texts"
        assert again["stored"] == 0, f"PYTHONHASHSEED={seed} compiled {again['stored']} patterns anew"
