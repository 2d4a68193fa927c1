"""Frequent printed forms outside Grimm (issue 14), each played with a real card named by id (the printed
text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import addable_addition, map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, printed
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_graveyard, to_hand
from .real import (
    field,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    stats,
    will_for,
)

Events = list[dict[str, Any]]


def _step(state: State, action: dict[str, Any]) -> tuple[State, Events]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, msgspec.to_builtins(result.events)


# -- FOW-ADDABLE-ADDITION-R ---------------------------------------------------------------------------------


def test_fow_addable_addition_r_read_as_an_addition_with_its_target() -> None:
    """FOW-ADDABLE-ADDITION-R: the plain Additions MP01-111 ("target a J/resonator"), AO2-005 ("target a
    resonator") and MP01-054 ("target a Musketeer J/resonator you control") are read as additions added to
    that target, not as field additions."""
    assert entry("MP01-111")["supported"]
    assert card("MP01-111")["subtypes"] == ["j_resonator", "addable"] and card("MP01-111")["targets"] == [
        {"kind": "j_resonator"}
    ]
    assert card("AO2-005")["targets"] == [{"kind": "resonator"}]
    assert card("MP01-054")["targets"] == [
        {"kind": "j_resonator", "controller": "you", "races": ["Musketeer"]}
    ]
    plain = {
        "id": "X",
        "types": ["addition"],
        "subtypes": ["field"],
        "abilities": [],
        "targets": [],
        "effects": [],
        "keywords": [],
    }
    # The printed lines are read from the database by id and changed at run time (no card text in the repository).
    with pytest.raises(Unsupported, match="addable addition's target"):
        addable_addition(
            normalize_line(printed("AO2-005", 2)).replace("target a resonator", "target a rested resonator"),
            plain,
        )
    with pytest.raises(Unsupported, match="does not name the target"):
        addable_addition(
            normalize_line(printed("TTT-054", 0)).replace("target a resonator", "target a J/resonator"), plain
        )
    assert "plain type Addition" in refused_line(printed("AO2-005", 2), "resonator")


def test_fow_addable_addition_r_mp01_111_enters_added_to_its_target() -> None:
    """FOW-ADDABLE-ADDITION-R with MP01-111 (added J/resonator gains [+800/+800] as long as your life is lower
    than your opponent's): played on bob's TST-R01, it enters ann's field added to it; once ann's life is lower,
    bob's resonator gains [+800/+800]."""
    state = real_started("MP01-111")
    host = to_field(state, "bob", "TST-R01")
    base = stats(state, host)[:2]
    addition = to_hand(state, "ann", "MP01-111")
    state = both_pass(play(state, "ann", addition, [host]))
    entity = next(e for e in player(state, "ann").field if e.id == addition)
    assert entity.added_to == host
    assert stats(state, host)[:2] == base
    player(state, "ann").life = player(state, "bob").life - 100
    assert stats(state, host)[:2] == (base[0] + 800, base[1] + 800)


def test_fow_addable_addition_r_played_without_a_target_is_refused() -> None:
    """FOW-ADDABLE-ADDITION-R with MP01-111: it is played with a target (CR 1405.2a); without one the play is
    refused with the rule's code."""
    state = real_started("MP01-111")
    to_field(state, "ann", "TST-R01")
    addition = to_hand(state, "ann", "MP01-111")
    will = will_for("MP01-111")
    pool(state, "ann", **will)
    action = {
        "type": "play_card",
        "player": "ann",
        "card": addition,
        "targets": [],
        "payment": {"pool": will},
    }
    assert code_of(state, action) == "FOW-ADDABLE-ADDITION-R"


def test_fow_addable_addition_r_target_gone_puts_it_into_the_graveyard() -> None:
    """FOW-ADDABLE-ADDITION-R with MP01-111: its target leaves the field before it resolves -- "otherwise put it
    into its owner's graveyard" (CR 1405.2b): it goes to ann's graveyard, the event naming the rule."""
    state = real_started("MP01-111")
    host = to_field(state, "ann", "TST-R01")
    addition = to_hand(state, "ann", "MP01-111")
    state = play(state, "ann", addition, [host])
    player(state, "ann").field = [e for e in player(state, "ann").field if e.id != host]
    player(state, "ann").graveyard.append(host)
    seen: Events = []
    while state.chase:
        state, events = _step(state, {"type": "pass", "player": state.to_act[0]})
        seen += events
    assert addition in player(state, "ann").graveyard and addition not in field(state, "ann")
    assert [e["rule"] for e in seen if e["type"] == "target_illegal"] == ["FOW-ADDABLE-ADDITION-R"]


# -- FOW-HOMELAND-R -----------------------------------------------------------------------------------------


def _homeland_game() -> tuple[State, str, str]:
    """Ann leads with NWE-057 (its Homeland (Cocoon) ability) and takes the first turn, NWE-040 (a Cocoon
    addition) and TST-R01 (a resonator) in her hand: the state right after both mulligans, the two cards."""
    decks = {"ann": full_deck("NWE-057"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["NWE-040"] = 1
    for n in range(50):
        state = GAME.setup(
            None, ["ann", "bob"], f"homeland-{n}", {"card_set": real_set("NWE-057", "NWE-040")}, decks
        )
        if state.first_player != "ann":
            continue
        state = act(state, {"type": "mulligan", "player": "ann", "cards": []})
        state = act(state, {"type": "mulligan", "player": "bob", "cards": []})
        return state, to_hand(state, "ann", "NWE-040"), to_hand(state, "ann", "TST-R01")
    raise AssertionError("no seed gives ann the first turn")


def test_fow_homeland_r_nwe_057_puts_a_cocoon_addition_into_the_field() -> None:
    """FOW-HOMELAND-R with NWE-057 (Homeland (Cocoon): at the beginning of the game, you may put a Cocoon
    addition from your hand into the field): in the first draw phase the ability is played from ann's ruler
    area; as it resolves she puts NWE-040 from her hand into her field."""
    assert entry("NWE-057")["supported"] and entry("NWE-040")["supported"]
    state, cocoon, _ = _homeland_game()
    assert state.phase == "draw" and state.chase and state.chase[-1].kind == "ruler_automatic"
    state = act(both_pass(state), {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "search" and state.decision.player == "ann"
    state = act(state, {"type": "search", "player": "ann", "card": cocoon})
    assert cocoon in field(state, "ann") and cocoon not in player(state, "ann").hand


def test_fow_homeland_r_only_an_addition_of_its_race() -> None:
    """FOW-HOMELAND-R with NWE-057: a resonator of ann's hand is no Cocoon addition (refused with the search's
    code); she may put none. A label naming another race than its effect is refused when read."""
    state, _, resonator = _homeland_game()
    state = act(both_pass(state), {"type": "may", "player": "ann", "accept": True})
    assert code_of(state, {"type": "search", "player": "ann", "card": resonator}) == "FOW-PUT-FROM-HAND-R"
    hand = list(player(state, "ann").hand)
    state = act(state, {"type": "search", "player": "ann", "card": None})
    assert player(state, "ann").hand == hand
    assert "Homeland (Solaris)" in refused_line(
        "Homeland (Solaris) - At the beginning of the game >>> You may put a Cocoon addition from your hand into the field.",
        "ruler",
    )


# -- FOW-CANNOT-ATTACK-WHAT-R -------------------------------------------------------------------------------


def _declare(state: State, attacker: str, target: str) -> dict[str, Any]:
    return {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": target}


def test_fow_cannot_attack_what_r_sdl2_002_cannot_attack_your_opponent() -> None:
    """FOW-CANNOT-ATTACK-WHAT-R with SDL2-002 (this card cannot attack your opponent): declared attacking bob
    it is refused with the rule's code; bob's rested resonator it attacks."""
    assert entry("SDL2-002")["supported"] and entry("TWS-029")["supported"]
    assert card("SDL2-002")["abilities"][0]["cannot_attack_opponent"] is True
    state = real_started("SDL2-002")
    attacker = to_field(state, "ann", "SDL2-002")
    rested = to_field(state, "bob", "TST-R01", rested=True)
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(state, _declare(state, attacker, "bob")) == "FOW-CANNOT-ATTACK-WHAT-R"
    state = act(state, _declare(state, attacker, rested))
    assert state.battle is not None and state.battle.attacker == attacker


def test_fow_cannot_attack_what_r_ao2_005_added_resonator_cannot_attack_resonators() -> None:
    """FOW-CANNOT-ATTACK-WHAT-R with AO2-005 (an addable addition, FOW-ADDABLE-ADDITION-R: added resonator cannot
    attack resonators): added to ann's TST-R01, it cannot attack bob's rested resonator (the rule's code) but
    attacks his rested J-ruler (no resonator, CR 202.2a) or bob himself."""
    assert entry("AO2-005")["supported"]
    state = real_started("AO2-005")
    host = to_field(state, "ann", "TST-R01")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "AO2-005"), [host]))
    rested = to_field(state, "bob", "TST-R02", rested=True)
    j_ruler = j_ruler_to_field(state, "bob")
    next(e for e in player(state, "bob").field if e.id == j_ruler).rested = True
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(state, _declare(state, host, rested)) == "FOW-CANNOT-ATTACK-WHAT-R"
    assert code_of(state, _declare(state, host, j_ruler)) is None
    assert code_of(state, _declare(state, host, "bob")) is None


# -- FOW-KW-WAR-BOND-R --------------------------------------------------------------------------------------


def test_fow_kw_war_bond_r_tws_018_has_war_and_draws_as_it_enters() -> None:
    """FOW-KW-WAR-BOND-R with TWS-018 (a field addition with «War» and "[Enter] >>> Draw a card") and TWS-004 (a
    ruler with «Bond»): the keywords are recorded and do nothing by themselves; TWS-018 played by ann enters
    her field and she draws a card."""
    assert entry("TWS-018")["supported"] and entry("TWS-004")["supported"] and entry("TWS-097")["supported"]
    assert card("TWS-018")["keywords"] == ["war"] and card("TWS-004")["keywords"] == ["bond"]
    state = real_started("TWS-018")
    addition = to_hand(state, "ann", "TWS-018")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", addition))
    assert addition in field(state, "ann") and len(player(state, "ann").hand) == hand


def test_fow_kw_war_bond_r_the_rest_of_the_entry_is_read_or_the_line_refused() -> None:
    """FOW-KW-WAR-BOND-R: a keyword before an ability the vocabulary cannot read is refused with that ability's
    reason, and the keyword is not kept alone."""
    record: dict[str, Any] = {
        "id": "X",
        "types": ["resonator"],
        "abilities": [],
        "targets": [],
        "effects": [],
        "keywords": [],
    }
    with pytest.raises(Unsupported):
        map_ability(normalize_line("<<War>> Frobnicate the moon."), record)
    assert record["keywords"] == []
    map_ability(normalize_line("<<War>> [Flying]"), record)
    assert record["keywords"] == ["war", "flying"]


# -- FOW-GRAVEYARD-CHANT-R ----------------------------------------------------------------------------------


def test_fow_graveyard_chant_r_edl_061_returns_a_chant_to_the_hand() -> None:
    """FOW-GRAVEYARD-CHANT-R with EDL-061 (put target chant from your graveyard into your hand): with TST-C01 (a
    chant) and TST-R01 (a resonator) in ann's graveyard, the resonator is refused with the rule's code; the
    chant is put into her hand."""
    assert entry("EDL-061")["supported"] and entry("ACN-081")["supported"]
    assert card("EDL-061")["targets"] == [{"kind": "chant", "controller": "you", "zone": "graveyard"}]
    state = real_started("EDL-061")
    chant = to_graveyard(state, "ann", "TST-C01")
    resonator = to_graveyard(state, "ann", "TST-R01")
    spell = to_hand(state, "ann", "EDL-061")
    will = will_for("EDL-061")
    pool(state, "ann", **will)
    action = {
        "type": "play_card",
        "player": "ann",
        "card": spell,
        "targets": [resonator],
        "payment": {"pool": will},
    }
    assert code_of(state, action) == "FOW-GRAVEYARD-CHANT-R"
    state = resolve_all(act(state, action | {"targets": [chant]}))
    assert chant in player(state, "ann").hand and resonator in player(state, "ann").graveyard
