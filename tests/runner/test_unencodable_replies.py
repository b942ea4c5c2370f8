"""A served model's reply that no UTF-8 text holds (a lone surrogate, which a server's JSON may carry as
``\\ud800``) is graded, written and read back like any other: the run finishes, every reader of the run
sees the text as it came, and a resume finds nothing to redo."""

from __future__ import annotations

import json

from fake_openai import FakeOpenAI
from proctor_cli import run_proctor

from proctor.runs import iter_records, read_run
from proctor.view.index import FileIndex

REPLIES = [
    "First \ud800 I think, so the answer is $\\boxed{5}$.",
    "The answer is $\\boxed{5}$ \udfff",
    "\udc00\ud800 no answer here",
]


def _reply(body):
    seed = int(body.get("seed") or 0)
    return {"role": "assistant", "content": REPLIES[seed % len(REPLIES)]}, "stop"


def test_a_reply_with_a_lone_surrogate_is_graded_written_and_read_back(tmp_path):
    server = FakeOpenAI(reply=_reply)
    data = tmp_path / "p.jsonl"
    data.write_text(
        "".join(json.dumps({"id": f"p{i}", "problem": "Find x.", "answer": "5"}) + "\n" for i in range(2))
    )
    run_dir = tmp_path / "run"
    args = ["eval", "math500", "--data", str(data), "-m", "openai:fake", "--base-url", server.url,
            "-n", "6", "--concurrency", "4", "--output", str(run_dir), "-q",
            "--set", "model.extra.server=openai"]  # fmt: skip
    try:
        run_proctor(*args)
        records = list(iter_records(run_dir / "samples.jsonl"))
        assert len(records) == 12 and all(r.error is None for r in records)
        texts = {r.final_text for r in records}
        assert texts <= set(REPLIES) and len(texts) > 1  # the text as it came, surrogates and all
        by_text = {r.final_text: (r.correct, r.grade_status) for r in records}
        assert by_text.get(REPLIES[0], (True, "ok")) == (True, "ok")  # the answer beside an unknown character
        assert by_text.get(REPLIES[2], (False, "no_answer")) == (False, "no_answer")
        assert json.loads((run_dir / "summary.json").read_text())["samples"] == 12
        assert len(read_run(run_dir).records) == 12
        for fmt in ("jsonl", "csv", "parquet"):  # the per-sample table holds the text too
            run_proctor(
                "export", str(run_dir), "--format", fmt, "-o", str(tmp_path / f"t.{fmt}"), "--transcripts"
            )
            assert (tmp_path / f"t.{fmt}").stat().st_size > 0
        exported = (tmp_path / "t.jsonl").read_text(encoding="utf-8")
        assert "First \ufffd I think" in json.dumps(
            [json.loads(line) for line in exported.splitlines()], ensure_ascii=False
        )  # one U+FFFD for the one surrogate, as the grader reads it
        index = FileIndex(run_dir / "samples.jsonl", persistent=False)
        index.refresh()  # the viewer's index and search text
        assert len(index.rows) == 12
        # the search reads a lone surrogate as U+FFFD, as the export table writes it
        assert (
            len(index.search("First \ufffd I think"))
            == len([r for r in records if r.final_text == REPLIES[0]])
            > 0
        )
        assert index.search("First ? I think") == set()
        again = run_proctor("eval", "--resume", str(run_dir), "-q")  # nothing left to redo
        assert again.returncode == 0
        assert len(list(iter_records(run_dir / "samples.jsonl"))) == 12
    finally:
        server.close()
