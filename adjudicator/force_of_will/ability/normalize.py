"""Cheap syntax of printed ability lines: one spelling per ability, no rule changed.

Each rewrite below is a difference of *wording* only, documented by the Comprehensive Rules (CR 12.7):

* reminder text in parentheses after a keyword or ability (CR 1100: reminder text has no rules meaning);
* the arrow ``⇒`` is the current spelling of ``>>>`` (CR 906.2);
* "When this card enters the field" / "enters your field" is the automatic trigger [Enter] (CR 1140);
* ``[J-Activate]`` is the old name of [Judgment] (CR 1400 old wordings), ``[Judgement]`` its other
  spelling, and a colon after it carries nothing;
* after a trigger of this card ("When this card enters your field, ..."), a comma is the arrow, "it" is
  this card and the effect starts a sentence;
* a trailing full stop or line break, doubled spaces.
"""

from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)\.?\s*$")
_ENTER = re.compile(
    r"^(?:\[Enter\]\s*)?When(?:ever)? this card enters (?:the|your|a) field\s*(?:>>>|⇒|,)\s*", re.I
)
_SPACES = re.compile(r"[ \t\u00a0]+")


def normalize_line(text: str) -> str:
    """The line in its canonical spelling (see the module docstring); never changes what it says."""
    line = _SPACES.sub(" ", text.replace("\r", " ").replace("\n", " ")).strip()
    # Reminder text: a parenthesis closing the line after a bracketed keyword or a [Energize]-like line.
    if line.startswith("[") and "(" in line:
        stripped = _REMINDER.sub("", line)
        if stripped and stripped != line:
            line = stripped
    if line.startswith("["):
        # Reminder sentences in parentheses inside a keyword line ("[Awakening] {W} (You may pay ...) ...").
        line = re.sub(r"\s*\((?:[A-Z][^()]*?)\.\)\s*", " ", line).strip()
    line = line.replace("⇒", ">>>")
    line = _ENTER.sub("[Enter] >>> ", line)
    line = re.sub(r"^\[(?:J-Activate|Judgement)\]", "[Judgment]", line, flags=re.I)
    line = re.sub(r"^\[Judgment\]\s*:\s*", "[Judgment] ", line, flags=re.I)
    line = re.sub(r"^\[Enter\](?!\s*(?:>>>|⇒))\s*:?\s*", "[Enter] >>> ", line, flags=re.I)
    # Spaces between the symbols of a cost ("[Judgment] {R} {R} {2}").
    line = re.sub(r"\}\s+(?=\{)", "}", line) if re.match(r"^\[(?:Judgment|Awakening|Incarnation|Energize)\]", line, re.I) else line
    line = re.sub(r"\s*>>>\s*", " >>> ", line)
    line = re.sub(r"^(When(?:ever)? this card attacks),\s*", r"\1 >>> ", line, flags=re.I)
    # After a trigger of this card, "it" is this card, and the effect starts a sentence.
    line = re.sub(r"(>>> )it deals\b", r"\1This card deals", line, flags=re.I)
    # ... and "it gains", when the trigger is this card's own ([Enter], "whenever this card attacks").
    line = re.sub(r"^(\[Enter\] >>> |When(?:ever)? this card attacks >>> )it gains\b", r"\1This card gains", line, flags=re.I)
    line = re.sub(r"(>>> )([a-z])", lambda m: m.group(1) + m.group(2).upper(), line)
    return line.strip()
