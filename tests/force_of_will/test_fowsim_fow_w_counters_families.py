"""Counter forms read by fow-w-counters, each played with a real card named by id (the printed text stays in ../shared):

- FOW-COUNTER-HYPHEN-NAME-R: a counter name with a hyphenated word, put, counted and compared as one name (AOA-007).
- FOW-COUNTERS-TIERS-R: "<group> gain [+A/+B] as long as there are N or more <name> counters on this card. As long as
  there are M or more ..., they gain [+C/+D] instead" -- two bounded continuous changes, never both (AOA-007).
- FOW-UNLESS-COUNTERS-R: "This card cannot attack or block unless there are N or more <kind> counters on it", and the
  database's misprint of a dropped article before one [+A/+B] counter (SNV-078).
- FOW-CONT-WITH-COUNTER-R: "<group> you control with a <kind> counter on them gain ..." (SNV-051, a plural race).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, to_field, to_hand
from .real import play, real_started, refused_line, resolve_all, stats

# -- FOW-COUNTER-HYPHEN-NAME-R, FOW-COUNTERS-TIERS-R (AOA-007) ----------------------------------------------------------


def test_fow_counters_tiers_r_is_read() -> None:
    """AOA-007 supported: its first line is two continuous changes of resonators you control, bounded by the hyphenated
    counters on the card (3 to 6, then 7 or more); its trigger puts one such counter on it."""
    assert entry("AOA-007")["supported"]
    low, high, trigger = card("AOA-007")["abilities"]
    name = low["as_long_as"]["count"]["counter"]
    assert "-" in name and name == high["as_long_as"]["count"]["counter"]
    assert (low["atk"], low["def"], low["as_long_as"]["at_least"], low["as_long_as"]["at_most"]) == (
        200,
        200,
        3,
        6,
    )
    assert (high["atk"], high["def"], high["as_long_as"]["at_least"]) == (
        400,
        400,
        7,
    ) and "at_most" not in high["as_long_as"]
    assert trigger["effects"] == [{"op": "put_counters", "amount": 1, "counter": name, "target": "self"}]


def _with_addition(counters: dict[str, int]) -> tuple[State, str, str]:
    """Ann's TAT-012 (500/500) and AOA-007 carrying ``counters`` in her field; bob's TAT-012 in his."""
    state = real_started("AOA-007", "TAT-012")
    mine = to_field(state, "ann", "TAT-012")
    theirs = to_field(state, "bob", "TAT-012")
    to_field(state, "ann", "AOA-007", **({"counters": counters} if counters else {}))
    return state, mine, theirs


def test_fow_counters_tiers_r_one_tier_at_a_time() -> None:
    """FOW-COUNTERS-TIERS-R with AOA-007: with 2 of its counters ann's resonator stays 500/500; with 3 and 6 it is
    700/700; with 7 and 9 it is 900/900 (never both tiers); bob's resonator never changes."""
    name = card("AOA-007")["abilities"][0]["as_long_as"]["count"]["counter"]
    for count, expected in ((2, 500), (3, 700), (6, 700), (7, 900), (9, 900)):
        state, mine, theirs = _with_addition({name: count})
        assert stats(state, mine)[:2] == (expected, expected), count
        assert stats(state, theirs)[:2] == (500, 500)


def test_fow_counter_hyphen_name_r_put_by_its_trigger() -> None:
    """FOW-COUNTER-HYPHEN-NAME-R with AOA-007 holding 6 of its counters: ann destroys her other TAT-012 with TAT-088
    (destroy target resonator); her resonator put into her graveyard from the field triggers the addition, which puts
    one more counter of the hyphenated name on it: 7, the upper tier (her remaining resonator 700/700 -> 900/900)."""
    name = card("AOA-007")["abilities"][0]["as_long_as"]["count"]["counter"]
    state = real_started("AOA-007", "TAT-012", "TAT-088", copies=2)
    mine = to_field(state, "ann", "TAT-012")
    other = to_field(state, "ann", "TAT-012")
    addition = to_field(state, "ann", "AOA-007", counters={name: 6})
    assert stats(state, mine)[:2] == (700, 700)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-088"), [other]))
    assert other in player(state, "ann").graveyard
    assert next(e for e in player(state, "ann").field if e.id == addition).counters == {name: 7}
    assert stats(state, mine)[:2] == (900, 900)


def test_fow_counter_hyphen_name_r_breaks() -> None:
    """FOW-COUNTER-HYPHEN-NAME-R broken: counters named by one part of the hyphenated name (each word alone) are another
    kind -- AOA-007 with 9 of each changes nothing; FOW-COUNTERS-TIERS-R broken: an upper tier below the lower one is
    refused citing the code (an invented wording)."""
    name = card("AOA-007")["abilities"][0]["as_long_as"]["count"]["counter"]
    first, _, second = name.partition("-")
    state, mine, _ = _with_addition({first: 9, second: 9})
    assert stats(state, mine)[:2] == (500, 500)
    line = (
        "Resonators you control gain [+200/+200] as long as there are seven or more tin-cup counters on this card. "
        "As long as there are three or more tin-cup counters on this card, they gain [+400/+400] instead."
    )
    assert "FOW-COUNTERS-TIERS-R" in refused_line(line, "addition")


# -- FOW-UNLESS-COUNTERS-R (SNV-078) -------------------------------------------------------------------------------------


def test_fow_unless_counters_r_is_read() -> None:
    """SNV-078 supported: it cannot attack or block while it has five or fewer [+100/+100] counters; its end of turn
    trigger (the misprint with the article dropped) puts one such counter on it."""
    assert entry("SNV-078")["supported"]
    barred, trigger = card("SNV-078")["abilities"]
    assert barred["cannot_attack"] and barred["cannot_block"]
    assert barred["as_long_as"] == {"count": {"what": "counter", "counter": "+100/+100"}, "at_most": 5}
    assert trigger["effects"] == [
        {"op": "put_counters", "amount": 1, "atk": 100, "def": 100, "target": "self"}
    ]


def _attack_refused(counters: dict[str, int]) -> str | None:
    """SNV-078 in ann's field with ``counters``, in her battle: the code refusing its attack on bob (None: allowed)."""
    state = real_started("SNV-078")
    mine = to_field(state, "ann", "SNV-078", **({"counters": counters} if counters else {}))
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    return code_of(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"})


def test_fow_unless_counters_r_attacks_with_six() -> None:
    """FOW-UNLESS-COUNTERS-R with SNV-078: with six (or more) [+100/+100] counters ann declares it as an attacker."""
    assert _attack_refused({"+100/+100": 6}) is None
    assert _attack_refused({"+100/+100": 8}) is None


def test_fow_unless_counters_r_breaks() -> None:
    """FOW-UNLESS-COUNTERS-R broken: with none, five [+100/+100] counters, or six counters of another kind, SNV-078's
    attack is refused; a bound beyond ten is refused at import (an invented wording)."""
    for counters in ({}, {"+100/+100": 5}, {"-100/-100": 6}, {"knowledge": 6}):
        assert _attack_refused(counters) is not None, counters
    assert "eleven" in refused_line(
        "This card cannot attack unless there are eleven or more knowledge counters on it."
    )


# -- FOW-CONT-WITH-COUNTER-R (SNV-051) -----------------------------------------------------------------------------------


def test_fow_cont_with_counter_r_is_read() -> None:
    """SNV-051 supported: Machine J/resonators its controller controls with one or more [+100/+100] counters gain
    [Flying]."""
    assert entry("SNV-051")["supported"]
    (grant,) = card("SNV-051")["abilities"]
    assert (
        grant["with_counter"] == "+100/+100"
        and grant["races"] == ["Machine"]
        and grant["keywords"] == ["flying"]
    )
    assert grant["scope"] == "your_j_resonators"


def test_fow_cont_with_counter_r_machines_with_a_counter_fly() -> None:
    """FOW-CONT-WITH-COUNTER-R with SNV-051 in ann's field: her BFA-086 (a Machine, no [Flying]) with a [+100/+100]
    counter has [Flying] (900/900); with none it has not."""
    state = real_started("SNV-051", "BFA-086", copies=2)
    to_field(state, "ann", "SNV-051")
    marked = to_field(state, "ann", "BFA-086", counters={"+100/+100": 1})
    plain = to_field(state, "ann", "BFA-086")
    atk, def_, keywords = stats(state, marked)
    assert (atk, def_) == (900, 900) and "flying" in keywords
    assert "flying" not in stats(state, plain)[2]


def test_fow_cont_with_counter_r_breaks() -> None:
    """FOW-CONT-WITH-COUNTER-R broken: a counter of another kind, a non-Machine (TAT-012) with the counter, or the
    opponent's Machine with it gain nothing; a group chosen by a keyword too is refused citing the code."""
    state = real_started("SNV-051", "BFA-086", "TAT-012", copies=2)
    to_field(state, "ann", "SNV-051")
    other_kind = to_field(state, "ann", "BFA-086", counters={"-100/-100": 1})
    not_machine = to_field(state, "ann", "TAT-012", counters={"+100/+100": 1})
    theirs = to_field(state, "bob", "BFA-086", counters={"+100/+100": 1})
    for card_id in (other_kind, not_machine, theirs):
        assert "flying" not in stats(state, card_id)[2], card_id
    assert "FOW-CONT-WITH-COUNTER-R" in refused_line(
        "J/resonators you control with [Flying] with a [+100/+100] counter on them gain [+100/+100]."
    )
