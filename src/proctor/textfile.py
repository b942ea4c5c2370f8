"""Text files every reader opens (config.toml, --config, --data, summary.json, a sandbox script, an
endpoints file): read as UTF-8, and a byte that is not UTF-8 named by its file, line and column
instead of Python's bare "'utf-8' codec can't decode byte 0xff in position 0". And the one way
proctor writes a file in a run folder: never through a symbolic link (``atomic_file``,
``write_atomic``, ``open_append``, ``refuse_links``)."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

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


# ---------------------------------------------------------------- writes that follow no link
# A run folder may come from elsewhere (shared storage for shards, a run received from someone): a
# symbolic link planted where proctor writes (eval.log -> ~/.bashrc) must not make proctor write
# through it. Every write under a run folder goes through these: the file is opened relative to
# its folder's descriptor with O_NOFOLLOW, a temporary is created with O_EXCL, and the rename onto
# the final name happens inside that same folder.

LINK_FIX = (
    "remove the link (proctor writes only regular files in a run folder), or copy the run without links"
)


class LinkRefused(ValueError):
    """A symbolic link (or a hard-linked or special file) stands where proctor writes."""


def _refused(path: Path, what: str) -> LinkRefused:
    return LinkRefused(f"{path} is {what}; {LINK_FIX}")


def _folder_fd(path: Path) -> int:
    return os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)


def _check_name(dfd: int, name: str, path: Path) -> None:
    """Refuse ``name`` in the folder ``dfd`` if it is a link or not a regular file (absent is fine)."""
    try:
        st = os.lstat(name, dir_fd=dfd)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(st.st_mode):
        raise _refused(path, "a symbolic link")
    if not stat.S_ISREG(st.st_mode):
        raise _refused(path, "not a regular file")


def refuse_links(folder: str | Path, names: Iterable[str]) -> None:
    """Refuse a folder where any of ``names`` (the files proctor writes there) is a symbolic link or
    not a regular file: checked before a run is read for resuming, merging or exporting."""
    folder = Path(folder)
    dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for name in names:
            _check_name(dfd, name, folder / name)
    finally:
        os.close(dfd)


def open_append(path: str | Path, mode: str = "ab", **kwargs: Any) -> IO[Any]:
    """``path`` opened for appending (created if absent), never through a link: a symbolic link
    there raises LinkRefused, and so does a file with other hard links (it would write elsewhere
    too). ``mode`` is ``"ab"`` or ``"a"``; ``kwargs`` go to ``open`` (encoding, buffering)."""
    path = Path(path)
    dfd = _folder_fd(path)
    try:
        fd = os.open(
            path.name,
            os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC,
            0o644,
            dir_fd=dfd,
        )
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise _refused(path, "a symbolic link") from None
        raise
    finally:
        os.close(dfd)
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode) or st.st_nlink > 1:
        os.close(fd)
        raise _refused(
            path, "not a regular file" if not stat.S_ISREG(st.st_mode) else "hard-linked elsewhere"
        )
    return open(fd, mode, **kwargs)  # noqa: SIM115 - the caller closes it


@contextlib.contextmanager
def atomic_file(path: str | Path) -> Iterator[IO[bytes]]:
    """A binary file that replaces ``path`` when the block ends without an error (fsynced first);
    nothing of it is left on an error. Its temporary, ``NAME.tmp`` in the same folder, is created
    with O_EXCL|O_NOFOLLOW (a leftover regular one from a crash is removed first), and the rename
    happens relative to the folder's descriptor: no link there is ever followed. A symbolic link at
    ``path`` or at the temporary's name raises LinkRefused."""
    path = Path(path)
    tmp = path.name + ".tmp"
    dfd = _folder_fd(path)
    try:
        _check_name(dfd, path.name, path)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        try:
            fd = os.open(tmp, flags, 0o644, dir_fd=dfd)
        except FileExistsError:
            _check_name(dfd, tmp, path.with_name(tmp))
            os.unlink(tmp, dir_fd=dfd)  # a regular file a crash left
            fd = os.open(tmp, flags, 0o644, dir_fd=dfd)
        try:
            with open(fd, "wb") as f:
                yield f
                f.flush()
                os.fsync(f.fileno())
        except BaseException:
            with contextlib.suppress(OSError):  # a half-written copy must not hold the space a retry needs
                os.unlink(tmp, dir_fd=dfd)
            raise
        os.replace(tmp, path.name, src_dir_fd=dfd, dst_dir_fd=dfd)
    finally:
        os.close(dfd)


def write_atomic(path: str | Path, data: bytes | Iterable[bytes]) -> None:
    """Write ``data`` (bytes, or chunks written as they come) to ``path`` through ``atomic_file``."""
    with atomic_file(path) as f:
        if isinstance(data, bytes):
            f.write(data)
        else:
            f.writelines(data)
