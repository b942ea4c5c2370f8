"""Text files every reader opens (config.toml, --config, --data, summary.json, a sandbox script, an
endpoints file): read as UTF-8, and a byte that is not UTF-8 named by its file, line and column
instead of Python's bare "'utf-8' codec can't decode byte 0xff in position 0"."""

from __future__ import annotations

from pathlib import Path

FIX = "save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8 FILE`), or repair that line"


def bad_byte(path: str | Path) -> str | None:
    """``FILE:LINE: byte 0x.. at column C is not UTF-8`` for the first such byte, else None. Reads the
    file line by line (bounded memory, however large the file)."""
    with open(path, "rb") as f:
        for number, raw in enumerate(f, start=1):
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError as e:
                return f"{path}:{number}: byte 0x{raw[e.start]:02x} at column {e.start + 1} is not UTF-8"
    return None


def read_utf8(path: str | Path, error: type[Exception] = ValueError) -> str:
    """The file's text; ``error`` naming the file, line and column of a byte that is not UTF-8."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        where = bad_byte(path) or f"{path}: not UTF-8"
        raise error(f"{where}; {FIX}") from None
