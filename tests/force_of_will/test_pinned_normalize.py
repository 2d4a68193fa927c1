"""The spelling rewrites of ``ability/normalize.py`` (issue 21): each changes wording only, and only where
its rule says (CR 1100 reminder text, CR 1405.2b FOW-OLD-ADDED-R, cost spacing, the effect after the arrow
starting a sentence).  The lines are our own words, written in the printed lines' forms."""

from __future__ import annotations

import pytest

from adjudicator.force_of_will.ability import normalize_line


@pytest.mark.parametrize(
    ("line", "normal"),
    [
        # reminder text closing a bracketed keyword line, and only such a line or a keyword sentence
        ("[Flying] (our reminder.)", "[Flying]"),
        ("[Target Attack] (our words.)", "[Target Attack]"),
        ("Draw a card (our note)", "Draw a card (our note)"),
        ("Our test card gives [Flying]. (Our reminder.)", "Our test card gives [Flying]."),
        ("Our test card gives [Target Attack]. (Our reminder.)", "Our test card gives [Target Attack]."),
        ("Our test card gives [Flying] (our words)", "Our test card gives [Flying] (our words)"),
        # a reminder sentence inside a bracketed keyword line, and only there
        ("[Awakening] {W}{1} (Pay this as you play it.) >>> draw a card.", "[Awakening] {W}{1} >>> Draw a card."),
        ("Draw a card (Our note.) now", "Draw a card (Our note.) now"),
        # FOW-OLD-ADDED-R, with or without the [Continuous] label kept
        ("Resonator with this gains [+100/+100].", "Added resonator gains [+100/+100]."),
        ("[Continuous]: Resonator with this gains [+100/+100].", "[Continuous]: Added resonator gains [+100/+100]."),
        # spaces between cost symbols, after the keywords that carry a cost only
        ("[Judgment] {R} {R} {2}", "[Judgment] {R}{R}{2}"),
        ("[Awakening] {W} {1} >>> draw a card.", "[Awakening] {W}{1} >>> Draw a card."),
        ("Pay {R} {1}: draw a card", "Pay {R} {1}: draw a card"),
        # the effect after the arrow starts a sentence
        ("[Enter] >>> draw a card.", "[Enter] >>> Draw a card."),
        ("[Enter] (When this card enters the field) >>> draw a card.", "[Enter] >>> Draw a card."),
    ],
)
def test_wording_only(line: str, normal: str) -> None:
    assert normalize_line(line) == normal
