"""A CSV export of hostile data (problem ids, problems and answers holding formulas, carriage returns
and line feeds) reads back with the same rows and cells in Python's csv, pandas and LibreOffice
(when ``soffice`` is installed: Debian ``libreoffice-calc-nogui``), and no cell starts a formula."""

from __future__ import annotations

import csv
import json
import shutil
import subprocess

import pandas as pd
import pytest

import proctor
from proctor.runs.load import FORMULA_START, export_run

HOSTILE = [
    ("p-cr", 'x\r=HYPERLINK("http://evil","ok")', "1"),
    ("p-lf", "first\n=1+1\nlast", "2"),
    ("\r=1+2", "a cr at the start of an id", "3"),
    ("=cmd|' /C calc'!A0", "a formula as the id", "4"),
    ("p-crlf", "x\r\n@SUM(1,1)\r\n+3", "-5"),
]


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("csv")
    data = tmp / "hostile.jsonl"
    data.write_text("".join(json.dumps({"id": i, "problem": p, "answer": a}) + "\n" for i, p, a in HOSTILE))
    run = tmp / "run"
    proctor.evaluate(settings={"benchmark.data": str(data), "model.ref": "mock:42"}, output=run)
    return export_run(run, "csv"), proctor.load_run(run, frame=True)


def _check_rows(rows: list[list[str]], frame: pd.DataFrame) -> None:
    header, body = rows[0], rows[1:]
    assert header == [str(c) for c in frame.columns]
    assert len(body) == len(frame) == len(HOSTILE)
    ids = header.index("problem_id")
    assert sorted(r[ids] for r in body) == sorted(_shown(i) for i, _, _ in HOSTILE)
    text = header.index("problem")
    assert sorted(r[text] for r in body) == sorted(_shown(p) for _, p, _ in HOSTILE)
    for row in body:
        assert len(row) == len(header)
        for cell in row:
            assert not cell.startswith(FORMULA_START) or _is_number(cell), (cell, row)


def _shown(value: str) -> str:
    return "'" + value if value.startswith(FORMULA_START) else value


def _is_number(cell: str) -> bool:
    try:
        float(cell)
    except ValueError:
        return False
    return True


def test_pythons_csv_reads_the_same_rows(exported):
    path, frame = exported
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    _check_rows(rows, frame)
    raw = path.read_bytes()
    assert b'"x\r=HYPERLINK' in raw and b'"first\n=1+1\nlast"' in raw  # quoted, not split


def test_pandas_reads_the_same_rows(exported):
    path, frame = exported
    back = pd.read_csv(path, dtype=str, keep_default_na=False)
    _check_rows([list(back.columns), *back.values.tolist()], frame)


def test_libreoffice_reads_the_same_rows_and_runs_no_formula(exported, tmp_path):
    soffice = shutil.which("soffice")
    if soffice is None:
        pytest.skip("LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui")
    path, frame = exported
    src = tmp_path / "in.csv"
    shutil.copy(path, src)
    out = tmp_path / "out"
    # import as CSV (comma, double quote, UTF-8, from line 1) as a user's spreadsheet would: a bare
    # "=1+1" cell is evaluated (it comes back as 2); export the cells as shown
    done = subprocess.run(
        [
            soffice, f"-env:UserInstallation=file://{tmp_path}/profile", "--headless",
            "--infilter=CSV:44,34,76,1,,0,false,false,false,false,false,-1,true",
            "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,false,false,false,-1",
            "--outdir", str(out), str(src),
        ],
        capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    written = sorted(out.glob("*.csv"))  # in.csv, or in-SHEET.csv
    assert done.returncode == 0 and len(written) == 1, (done.stdout, done.stderr)
    with open(written[0], newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    assert len(body) == len(HOSTILE) and all(len(r) == len(header) for r in body), rows
    text, ids = header.index("problem"), header.index("problem_id")
    assert sorted(_lf(r[text]) for r in body) == sorted(_lf(_shown(p)) for _, p, _ in HOSTILE)
    assert sorted(_lf(r[ids]) for r in body) == sorted(_lf(_shown(i)) for i, _, _ in HOSTILE)
    for row in body:  # no formula ran: every text cell is as written ('=... stays text)
        assert not any(cell.startswith(FORMULA_START) and not _is_number(cell) for cell in row), row


def _lf(text: str) -> str:
    """LibreOffice writes every line break inside a cell as LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")
