"""FOW-PLAY-LESS-R with real cards of the community database (named by id; the printed text stays in
../shared): "(You may) pay {N} less to play this card if <condition>" and "... for each <cards>"."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import as_long_as, per_count
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, code_of, full_deck, player, pool, started, to_field, to_hand
from .real import real_set


def _started(ids: tuple[str, ...], renamed: dict[str, str] | None = None) -> State:
    """Ann's first main phase; ``renamed`` gives reference cards the name of a real card (one not
    supported yet), read from the database at run time."""
    card_set = real_set(*ids)
    card_set["cards"] = copy.deepcopy(card_set["cards"])
    for ref_id, real_id in (renamed or {}).items():
        next(c for c in card_set["cards"] if c["id"] == ref_id)["name"] = card(real_id)["name"]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        for card_id in ids:
            deck["main"][card_id] = 2
    for n in range(50):
        state = started(options={"card_set": card_set}, seed=f"less-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def _play(state: State, instance: str, will: dict[str, int], targets: list[str] | None = None) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": targets or [], "payment": {"pool": will}}


def test_fow_play_less_r_if_you_control_a_card_of_that_name() -> None:
    """MPR-087 (cost {B}{B}{1}): with a card named as MPR-090 in ann's field she may pay {B}{1} less --
    {B} is enough, and the printed cost may still be paid; without it {B} is refused."""
    assert entry("MPR-087")["supported"]
    state = _started(("MPR-087",), renamed={"TST-R01": "MPR-090"})
    spell = to_hand(state, "ann", "MPR-087")
    victim = [to_field(state, "bob", "TST-R11")]
    assert code_of(state, _play(state, spell, {"darkness": 1}, victim)) == "FOW-WILL-3"
    to_field(state, "ann", "TST-R01")
    assert code_of(state, _play(state, spell, {"darkness": 2, "void": 1}, victim)) is None
    state = act(state, _play(state, spell, {"darkness": 1}, victim))
    assert spell not in player(state, "ann").hand


def test_fow_play_less_r_an_opponents_card_of_that_name_does_not_count() -> None:
    """MPR-083 (cost {B}): "if you control" -- the named card in bob's field leaves the cost whole."""
    state = _started(("MPR-083",), renamed={"TST-R01": "MPR-090"})
    spell = to_hand(state, "ann", "MPR-083")
    to_field(state, "bob", "TST-R01")
    assert code_of(state, _play(state, spell, {})) == "FOW-WILL-3"
    assert code_of(state, _play(state, spell, {"darkness": 1})) is None


def test_fow_play_less_r_if_your_ruler_is_named() -> None:
    """CMF-076 (cost {G}{1}): "If your Ruler is <CMF-061> or your J-Ruler is <CMF-061J>, you may pay {1}
    less" -- ann's ruler bears CMF-061's name, so {G} pays it; bob's ruler does not, so {G} does not."""
    assert entry("CMF-076")["supported"]
    state = _started(("CMF-076",), renamed={"TST-RU1": "CMF-061"})
    spell = to_hand(state, "ann", "CMF-076")
    assert code_of(state, _play(state, spell, {"wind": 1})) is None
    assert code_of(state, _play(state, spell, {"wind": 1, "void": 1})) is None
    plain = _started(("CMF-076",))
    other = to_hand(plain, "ann", "CMF-076")
    assert code_of(plain, _play(plain, other, {"wind": 1})) == "FOW-WILL-3"


def test_fow_play_less_r_for_each_card_you_control() -> None:
    """BFA-085 (cost {5}): {1} less for each Machine ann controls -- two Machines (SKL-083), {3} pays it,
    {2} does not."""
    assert entry("BFA-085")["supported"]
    state = _started(("BFA-085", "SKL-083"))
    spell = to_hand(state, "ann", "BFA-085")
    assert code_of(state, _play(state, spell, {"void": 3})) == "FOW-WILL-3"
    to_field(state, "ann", "SKL-083")
    to_field(state, "ann", "SKL-083")
    assert code_of(state, _play(state, spell, {"void": 2})) == "FOW-WILL-3"
    assert code_of(state, _play(state, spell, {"void": 3})) is None


def test_fow_play_less_r_listed_plays_use_the_lowered_cost() -> None:
    """The listed play of MPR-083 with the named card in ann's field costs nothing."""
    state = _started(("MPR-083",), renamed={"TST-R01": "MPR-090"})
    spell = to_hand(state, "ann", "MPR-083")
    to_field(state, "ann", "TST-R01")
    pool(state, "ann")
    plays = [a for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == spell]
    assert plays


def test_fow_play_less_r_what_is_refused() -> None:
    """A second plain reduction (WOM-118) is read now (fow-w-costs: FOW-PLAY-LESS-TWO-R; a per-count reduction of
    attribute will, ADK-021, too: see test_fowsim_saga_families); "a J-ruler" is never read as a race."""
    assert card("ADK-021")["play_less"]["less"] == {"specified": {"light": 1}} and card("ADK-021")["play_less"]["per"]["races"] == ["Panda"]
    assert entry("WOM-118")["supported"] and card("WOM-118")["play_less_also"]["less"] == {"specified": {"fire": 1}}
    assert as_long_as("you control a J-ruler") == {"count": {"what": "j_ruler"}, "at_least": 1}
    with pytest.raises(Unsupported):
        per_count("J-ruler you control")


def test_fow_play_less_r_if_it_targets_a_race() -> None:
    """TMS-060 is one wind will cheaper when it targets a Beast -- aimed at a Beast
    (BFA-086) the lowered cost pays it; aimed at another resonator it does not."""
    assert entry("TMS-060")["supported"]
    printed = card("TMS-060")["cost"]
    lowered = dict(printed.get("specified", {}))
    lowered["wind"] -= 1
    lowered = {k: v for k, v in lowered.items() if v}
    if printed.get("free"):
        lowered["void"] = printed["free"]
    state = _started(("TMS-060", "BFA-086"))
    spell = to_hand(state, "ann", "TMS-060")
    beast = to_field(state, "bob", "BFA-086")
    other = to_field(state, "bob", "TST-R11")
    assert code_of(state, _play(state, spell, lowered, [other])) == "FOW-WILL-3"
    assert code_of(state, _play(state, spell, lowered, [beast])) is None
    pool(state, "ann", **lowered)
    plays = [a for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == spell]
    assert plays and all(list(a.targets) == [beast] for a in plays)
