"""Forms read by fow-w-grimm (the Grimm cluster's last cards), each played with a real card named by id (the printed text
stays in ../shared):

- FOW-BECOMES-CHOSEN-RACE-R: a target J/resonator loses all its races and gains one its player chooses as the ability
  resolves, until end of turn (TAT-100's activate ability).
- FOW-STONE-SAME-NAME-R: a true magic stone's status ability over magic stones of any type sharing a name (TAT-100's
  old [Continuous] line, which prints no "true").
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, next_turn, player, pool, to_field
from .real import board_of, field, hero_started, refused_line, resolve_all, to_decision


def test_fow_w_grimm_tat_100_is_supported() -> None:
    """TAT-100 (a true magic stone): every line read -- its will ability, the race change and the same-name status."""
    assert entry("TAT-100")["supported"] and not entry("TAT-100")["unsupported"]
    assert card("TAT-100")["subtypes"] == ["special", "true"]


# -- FOW-BECOMES-CHOSEN-RACE-R ----------------------------------------------------------------------------------------


def _race_ability() -> int:
    return next(i for i, a in enumerate(card("TAT-100")["abilities"]) if a["kind"] == "activate")


def _race_change(state: State, target: str) -> dict[str, Any]:
    """Ann's TAT-100 (put into her field) plays its activate ability at ``target``, paying {U} (its rest is part of it)."""
    source = to_field(state, "ann", "TAT-100")
    pool(state, "ann", water=1)
    return {
        "type": "activate",
        "player": "ann",
        "card": source,
        "ability": _race_ability(),
        "targets": [target],
        "payment": {"pool": {"water": 1}},
    }


def _races(state: State, card_id: str) -> list[str]:
    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    return list(board.defn(entity).races)


def test_fow_becomes_chosen_race_r_read() -> None:
    """FOW-BECOMES-CHOSEN-RACE-R: the line reads as a race declared, then the one J/resonator target's race change to it."""
    ability = card("TAT-100")["abilities"][_race_ability()]
    assert ability["targets"] == [{"kind": "j_resonator"}]
    assert ability["effects"] == [
        {"op": "declare", "what": "race"},
        {"op": "modify", "target": 0, "becomes_chosen_race": True},
    ]


def test_fow_becomes_chosen_race_r_the_chosen_race_is_its_only_one_until_end_of_turn() -> None:
    """FOW-BECOMES-CHOSEN-RACE-R with TAT-100 at bob's TST-R02 (a Knight): as it resolves ann declares a race (a public
    declaration citing FOW-CHOOSE-RACE-R); until the turn ends that race is the Knight's only one, then its own again."""
    state = hero_started((), stones=("TAT-100",))
    knight = to_field(state, "bob", "TST-R02")
    assert _races(state, knight) == ["Knight"]
    state = to_decision(both_pass(act(state, _race_change(state, knight))), "race", {})
    assert state.decision is not None and state.decision.player == "ann"
    state = act(state, {"type": "choose_race", "player": "ann", "race": "Human"})
    state = resolve_all(state)
    assert _races(state, knight) == ["Human"]
    state = next_turn(state)
    assert _races(state, knight) == ["Knight"]


def test_fow_becomes_chosen_race_r_breaks() -> None:
    """FOW-BECOMES-CHOSEN-RACE-R broken: a race no card of the set prints is refused (FOW-CHOOSE-RACE-R), as is a target
    that is no J/resonator (the stone itself, FOW-PLAY-1); the same change of a target addition stays refused at import."""
    state = hero_started((), stones=("TAT-100",))
    knight = to_field(state, "bob", "TST-R02")
    action = _race_change(state, knight)
    wrong = dict(action, targets=[action["card"]])
    assert code_of(state, wrong) == "FOW-PLAY-1"
    state = to_decision(both_pass(act(state, action)), "race", {})
    assert code_of(state, {"type": "choose_race", "player": "ann", "race": "Hobbit"}) == "FOW-CHOOSE-RACE-R"
    assert "a target addition that becomes the chosen race is not in the vocabulary" in refused_line(
        "Target addition loses all races and gains a race of your choice until end of turn."
    )


# -- FOW-STONE-SAME-NAME-R -------------------------------------------------------------------------------------------


def _stones(pid: str) -> tuple[State, str, str, str]:
    """TAT-100 in ann's field, two basic stones of one name (TST-ST-W) in ``pid``'s field."""
    state = hero_started((), stones=("TAT-100",))
    moojdart = to_field(state, "ann", "TAT-100")
    return state, moojdart, to_field(state, pid, "TST-ST-W"), to_field(state, pid, "TST-ST-W")


def _to_banish(state: State) -> State:
    """Ann passes: the status ability goes on the chase; bob passes: it resolves and asks ann's banish decision."""
    state = act(state, {"type": "pass", "player": "ann"})
    assert [(o.card, o.kind) for o in state.chase] == [
        (next(e.id for e in player(state, "ann").field if "TAT-100" in e.id), "automatic")
    ]
    state = act(state, {"type": "pass", "player": "bob"})
    assert state.decision is not None and state.decision.kind == "banish"
    return state


def test_fow_stone_same_name_r_read() -> None:
    """FOW-STONE-SAME-NAME-R: TAT-100's line reads as the status trigger over any magic stones of one name."""
    (automatic,) = [a for a in card("TAT-100")["abilities"] if a["kind"] == "automatic"]
    assert automatic["trigger"] == "same_stone_name"
    assert automatic["effects"] == [
        {"op": "banish", "what": "magic_stone", "amount": 5, "same_true_name": True, "any_stone": True}
    ]


def test_fow_stone_same_name_r_banishes_all_but_one_basic_stone() -> None:
    """FOW-STONE-SAME-NAME-R with TAT-100 and two basic stones of one name in ann's field: the status triggers as the
    priority sequence runs; ann banishes one of the two, the other and TAT-100 stay, and nothing triggers again."""
    state, moojdart, first, second = _stones("ann")
    state = _to_banish(state)
    assert state.decision is not None and state.decision.player == "ann"
    state = act(state, {"type": "banish", "player": "ann", "card": first})
    state = resolve_all(state)
    assert first in player(state, "ann").graveyard
    assert {second, moojdart} <= field(state, "ann")
    assert state.decision is None and not state.pending


def test_fow_stone_same_name_r_breaks() -> None:
    """FOW-STONE-SAME-NAME-R broken: naming TAT-100 (no other stone bears its name) is refused citing the code; two
    stones of one name in bob's field do not trigger ann's TAT-100; the line on a card that is no true magic stone stays
    refused."""
    state, moojdart, _, _ = _stones("ann")
    state = _to_banish(state)
    assert code_of(state, {"type": "banish", "player": "ann", "card": moojdart}) == "FOW-STONE-SAME-NAME-R"
    state, moojdart, first, second = _stones("bob")
    state = both_pass(state)
    assert not state.pending and not state.chase and state.decision is None
    assert {first, second} <= field(state, "bob") and moojdart in field(state, "ann")
    line = next(a["text"] for a in card("TAT-100")["abilities"] if a["kind"] == "automatic")
    assert "true magic stone only" in refused_line(line)
