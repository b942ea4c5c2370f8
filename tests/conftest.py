"""Shared fixtures. Real benchmark files live in ../shared/data beside the checkout (never copied in)."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.fail(
            f"real benchmark files expected in {SHARED_DATA} (the shared/ folder beside the checkout)"
        )
    return SHARED_DATA
