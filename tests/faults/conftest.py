"""The fault-injection suite: helpers in this folder, and the fault table printed after the run."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # fault_procs, fault_table, driver
