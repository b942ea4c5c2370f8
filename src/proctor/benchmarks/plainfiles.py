"""Local JSON-lines and parquet files read without `datasets`: importing it (pandas, its hub client,
its builders) costs seconds at every start of ``proctor eval --data FILE``, more than reading the file.

Only a file whose rows `datasets` would read back unchanged takes this path, and where it cannot say,
a reader returns None and the caller reads the file with `datasets`, whose reading and error messages
stay the reference:
- JSON lines (:func:`read_json_lines`): every non-blank line a JSON object, and every column's values
  of one scalar type (str, bool, int in int64, or float) or null; not a JSON array, nested values, a
  column mixing ints and floats (which `datasets` reads as floats) or a line that does not parse;
- parquet (:func:`read_parquet`, with pyarrow, which `datasets` reads it with): every column a string,
  integer, float, bool or null column."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_SCALARS = (str, bool, int, float)
_INT64 = (-(2**63), 2**63 - 1)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


class Rows:
    """What the loader reads of a dataset: its rows as dicts, and its column names in order."""

    def __init__(self, rows: list[dict[str, Any]], column_names: list[str]):
        self.rows = rows
        self.column_names = column_names

    def to_list(self) -> list[dict[str, Any]]:
        return self.rows


def read_json_lines(path: Path) -> Rows | None:
    """The rows of ``path`` as `datasets`' json builder gives them (columns in order of first
    appearance, a column a row lacks as None), or None where only `datasets` can say."""
    rows: list[dict[str, Any]] = []
    kinds: dict[str, type] = {}  # column -> the one scalar type of its non-null values
    with open(path, "rb") as f:
        for raw in f:
            if not raw.strip():
                continue  # `datasets` skips blank lines too
            if raw.startswith(b"\xef\xbb\xbf"):  # a byte-order mark: as `datasets` takes it
                return None
            try:
                row = json.loads(raw, parse_constant=_no_constant)
            except ValueError:  # NaN and Infinity too: not JSON to `datasets`
                return None
            if not isinstance(row, dict):
                return None
            for key, value in row.items():
                if value is None:
                    kinds.setdefault(key, type(None))
                    continue
                kind = type(value)
                if kind not in _SCALARS or (kind is int and not _INT64[0] <= value <= _INT64[1]):
                    return None
                seen = kinds.setdefault(key, kind)
                if seen is type(None):
                    kinds[key] = kind
                elif seen is not kind:
                    return None
            rows.append(row)
    if not rows:
        return None
    columns = list(kinds)
    if any(len(row) != len(columns) for row in rows):  # a column some rows lack: None there
        rows = [{c: row.get(c) for c in columns} for row in rows]
    elif any(list(row) != columns for row in rows):  # the same keys in another order: datasets' order
        rows = [{c: row[c] for c in columns} for row in rows]
    return Rows(rows, columns)


def read_parquet(path: Path) -> Rows | None:
    """The rows of the parquet file ``path`` as `datasets`' parquet builder gives them, or None
    where a column is of a type it may convert (nested, dates, binary, dictionaries...)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    simple = (pa.types.is_string, pa.types.is_large_string, pa.types.is_integer, pa.types.is_floating,
              pa.types.is_boolean, pa.types.is_null)  # fmt: skip
    try:
        schema = pq.read_schema(path)
        if not all(any(is_type(field.type) for is_type in simple) for field in schema):
            return None
        table = pq.read_table(path)
    except (
        OSError,
        pa.ArrowException,
    ):  # not parquet, or a damaged file: `datasets` says which
        return None
    if table.num_rows == 0:
        return None
    return Rows(table.to_pylist(), list(table.column_names))
