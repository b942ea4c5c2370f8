"""Text from data (problem ids, model output, warnings about a run) made safe to print on a terminal.

A dataset or a model can hold escape sequences: OSC 0 retitles the terminal, OSC 52 writes the
user's clipboard, a CSI moves the cursor or hides what follows, a bare BEL or carriage return
rewrites a line. ``printable`` shows every control character as its escape (``\\x1b``) instead, so
the text stays readable and nothing in it reaches the terminal as a command. Every place that prints
text from data goes through it (the CLI's error form included).
"""

from __future__ import annotations

import re

# C0 controls but tab and newline, DEL, and C1 controls (0x9b is an 8-bit CSI, 0x9d an OSC)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_CONTROL_ONE_LINE = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _escape(match: re.Match[str]) -> str:
    return f"\\x{ord(match.group()):02x}"


def printable(text: object, *, one_line: bool = False) -> str:
    """``text`` with every control character shown as ``\\xNN`` (newlines and tabs kept, unless
    ``one_line``)."""
    return (_CONTROL_ONE_LINE if one_line else _CONTROL).sub(_escape, str(text))
