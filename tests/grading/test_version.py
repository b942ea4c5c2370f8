"""The grader version changes with the code that decides verdicts, and only with it."""

from __future__ import annotations

from pathlib import Path

import proctor.grading.version as version

PACKAGE = Path(version.__file__).parent


def test_every_module_of_the_package_is_classified_once():
    listed = [*version.VERDICT_MODULES, *version.JUDGE_MODULES, *version.OTHER_MODULES]
    assert len(listed) == len(set(listed)), "a module is in two lists"
    on_disk = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert sorted(listed) == on_disk, (
        "every module of proctor/grading must be in exactly one of VERDICT_MODULES, JUDGE_MODULES, "
        "OTHER_MODULES (proctor/grading/version.py)"
    )


def test_the_digest_covers_the_verdict_modules_and_not_the_plumbing(tmp_path, monkeypatch):
    copy = tmp_path / "grading"
    copy.mkdir()
    for p in PACKAGE.glob("*.py"):
        (copy / p.name).write_bytes(p.read_bytes())
    monkeypatch.setattr(version, "__file__", str(copy / "version.py"))
    version.source_digest.cache_clear()
    try:
        before = version.source_digest()
        (copy / "pool.py").write_text((copy / "pool.py").read_text() + "\n# an edit to the pool\n")
        (copy / "judge.py").write_text((copy / "judge.py").read_text() + "\n# an edit to the judge\n")
        version.source_digest.cache_clear()
        assert version.source_digest() == before
        (copy / "rules.py").write_text((copy / "rules.py").read_text() + "\n# an edit to a rule\n")
        version.source_digest.cache_clear()
        assert version.source_digest() != before
        version.source_digest.cache_clear()
        judge_before = version.source_digest(version.JUDGE_SOURCES)
        rules_before = version.source_digest()
        (copy / "verdicts.py").write_text((copy / "verdicts.py").read_text() + "\n# an edit\n")
        version.source_digest.cache_clear()
        assert version.source_digest(version.JUDGE_SOURCES) != judge_before
        # commitment.py reads withdrawn answers with the judge's polarity parser: a rule verdict too
        assert version.source_digest() != rules_before
    finally:
        version.source_digest.cache_clear()
