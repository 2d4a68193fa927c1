"""Zone forms read by fow-w-zones (the graveyard, the removed area, the bottom of a deck), each played with a real card
named by id (the printed text stays in ../shared):

- FOW-GRAVEYARD-TO-DECK-BOTTOM-R: a target resonator of any graveyard put on the bottom of its owner's deck (NWE-043).
- FOW-ALL-GRAVEYARDS-REMOVE-R: every card of every graveyard removed from the game, then X00 damage to the opponent for
  the resonators so removed (CMB-026).
- FOW-COST-REMOVE-SELF-FIELD-R: an activate cost removing the card itself from the field from the game (the five
  JRP "Gears" resonators, JRP-010 played; AO1-017).
- FOW-GRAVEYARD-OR-REMOVED-HAND-R: their target, a non-magic stone card of an attribute printed with [Solarisation] and
  without some words in its name, of the chooser's graveyard or removed area, put into their hand.
"""

from __future__ import annotations

from adjudicator.force_of_will.cards import reference_card_set_json, validate_card_set
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal, sentences
from .helpers import act, code_of, player, pool, to_field, to_graveyard, to_hand
from .real import play, real_started, resolve_all

_GEARS = ("JRP-010", "JRP-023", "JRP-036", "JRP-049", "JRP-062")

# -- FOW-GRAVEYARD-TO-DECK-BOTTOM-R ----------------------------------------------------------------------------------


def test_fow_graveyard_to_deck_bottom_r_is_read() -> None:
    """FOW-GRAVEYARD-TO-DECK-BOTTOM-R: NWE-043 supported; its first effect a resonator target of any graveyard."""
    assert entry("NWE-043")["supported"]
    chant = card("NWE-043")
    assert chant["effects"][0] == {"op": "from_graveyard", "target": 0, "to": "deck_bottom"}
    assert chant["targets"] == [{"kind": "resonator", "zone": "graveyard"}]  # of any player's graveyard


def test_fow_graveyard_to_deck_bottom_r_bobs_resonator_goes_under_his_deck() -> None:
    """Ann plays NWE-043 naming a resonator of bob's graveyard: it goes to the bottom of bob's main deck (its owner's),
    not ann's; the rest of the chant (a stone, a draw) is done."""
    state = real_started("NWE-043")
    his = to_graveyard(state, "bob", "TST-R11")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", _in_hand(state, "NWE-043"), [his]))
    bob = player(state, "bob")
    assert bob.deck[-1] == his and his not in bob.graveyard and his not in player(state, "ann").deck
    assert len(player(state, "ann").hand) == hand + 1  # the chant came and went, a card was drawn


def test_fow_graveyard_to_deck_bottom_r_breaks_on_a_chant_or_a_field_card() -> None:
    """Breaking FOW-GRAVEYARD-TO-DECK-BOTTOM-R: a chant of a graveyard, or a resonator in the field, is no legal
    target (FOW-PLAY-1); the card-set check refuses a graveyard target of another kind on the bottom of a deck."""
    state = real_started("NWE-043")
    chant = to_graveyard(state, "bob", "TST-C05")
    mine = to_field(state, "ann", "TST-R01")
    spell = _in_hand(state, "NWE-043")
    pool(state, "ann", wind=1, void=1)
    for target in (chant, mine):
        action = {
            "type": "play_card",
            "player": "ann",
            "card": spell,
            "targets": [target],
            "payment": {"pool": {"wind": 1, "void": 1}},
        }
        assert code_of(state, action) == "FOW-PLAY-1"


# -- FOW-ALL-GRAVEYARDS-REMOVE-R -------------------------------------------------------------------------------------


def test_fow_all_graveyards_remove_r_is_read() -> None:
    """FOW-ALL-GRAVEYARDS-REMOVE-R: CMB-026 supported, read as one removal of every graveyard with 100 damage a resonator."""
    assert entry("CMB-026")["supported"]
    assert card("CMB-026")["effects"] == [{"op": "remove_graveyard", "player": "all", "per_resonator": 100}]


def test_fow_all_graveyards_remove_r_both_graveyards_go_and_bob_is_dealt_per_resonator() -> None:
    """Ann plays CMB-026 with two resonators and a chant in bob's graveyard and one resonator in hers: all four go to
    their owners' removed areas; bob is dealt 300 damage (three resonators), ann none."""
    state = real_started("CMB-026")
    his = [
        to_graveyard(state, "bob", "TST-R11"),
        to_graveyard(state, "bob", "TST-R12"),
        to_graveyard(state, "bob", "TST-C05"),
    ]
    mine = to_graveyard(state, "ann", "TST-R01")
    life = (player(state, "ann").life, player(state, "bob").life)
    state = resolve_all(play(state, "ann", _in_hand(state, "CMB-026")))
    bob, ann = player(state, "bob"), player(state, "ann")
    assert set(his) <= set(bob.removed) and mine in ann.removed and mine not in bob.removed
    assert not bob.graveyard and [c for c in ann.graveyard if "CMB-026" not in c] == []
    assert (ann.life, bob.life) == (life[0], life[1] - 300)


def test_fow_all_graveyards_remove_r_breaks_without_the_removal() -> None:
    """Breaking FOW-ALL-GRAVEYARDS-REMOVE-R: CMB-026's removal (read from the database) followed by an invented X00
    damage to another player, of other cards (the opponent and resonators only are read) is refused."""
    removal = sentences("CMB-026", 1)[0]
    reason = line_refusal(
        f"{removal}. This card deals X00 damage to target player, where X is the number of chants removed this way.",
        "chant",
    )
    assert "not in the vocabulary" in reason or "no vocabulary entry" in reason


# -- FOW-COST-REMOVE-SELF-FIELD-R / FOW-GRAVEYARD-OR-REMOVED-HAND-R -------------------------------------------------


def test_fow_cost_remove_self_field_r_and_target_are_read() -> None:
    """FOW-COST-REMOVE-SELF-FIELD-R and FOW-GRAVEYARD-OR-REMOVED-HAND-R: the five cards supported, the activate
    ability's cost the card removed from the field, its target of either zone with the [Solarisation] filters."""
    for card_id in _GEARS:
        assert entry(card_id)["supported"], card_id
        (ability,) = [a for a in card(card_id)["abilities"] if a["kind"] == "activate"]
        assert ability["cost"] == {"removed_self": True}
        (spec,) = ability["targets"]
        assert (
            spec["or_removed"]
            and spec["solarisation"]
            and spec["zone"] == "graveyard"
            and spec["kind"] == "non_stone"
        )
        assert spec["name_lacks"] and len(spec["attributes"]) == 1
    # AO1-017: the same cost before a search of the deck, supported too.
    assert entry("AO1-017")["supported"]
    assert [a["cost"] for a in card("AO1-017")["abilities"] if a["kind"] == "activate"] == [
        {"removed_self": True}
    ]


def _gears(state: State) -> str:
    return to_field(state, "ann", "JRP-010")


def _activate(gears: str, target: str) -> dict[str, object]:
    return {
        "type": "activate",
        "player": "ann",
        "card": gears,
        "ability": _activate_index(),
        "targets": [target],
        "payment": {},
    }


def _activate_index() -> int:
    return next(i for i, a in enumerate(card("JRP-010")["abilities"]) if a["kind"] == "activate")


def test_fow_cost_remove_self_field_r_from_the_removed_area_and_the_graveyard() -> None:
    """JRP-010 in ann's field removes itself as the cost (face up in her removed area, out of the field at once), then
    a light [Solarisation] card of her removed area (JRP-009) goes to her hand; again with another copy, one of her
    graveyard (JRP-008)."""
    state = real_started("JRP-010", "JRP-009", "JRP-008", copies=2)
    gears = _gears(state)
    removed = _to_removed(state, "ann", "JRP-009")
    state = act(state, _activate(gears, removed))
    ann = player(state, "ann")
    assert gears in ann.removed and gears not in {e.id for e in ann.field}
    state = resolve_all(state)
    assert removed in player(state, "ann").hand and removed not in player(state, "ann").removed
    buried = to_graveyard(state, "ann", "JRP-008")
    state = resolve_all(act(state, _activate(_gears(state), buried)))
    assert buried in player(state, "ann").hand


def test_fow_cost_remove_self_field_r_breaks_off_the_field() -> None:
    """Breaking FOW-COST-REMOVE-SELF-FIELD-R: JRP-010 in ann's graveyard cannot play the ability (no ability of a
    graveyard card); the card-set check refuses the cost with another move of the card, or on a ruler; the reader
    refuses two moves of the card in one cost."""
    state = real_started("JRP-010", "JRP-009")
    buried = to_graveyard(state, "ann", "JRP-010")
    removed = _to_removed(state, "ann", "JRP-009")
    assert code_of(state, _activate(buried, removed)) == "FOW-GRAVEYARD-ACTIVATE-R"
    assert _set_problems({"removed_self": True}) == []
    assert _set_problems({"removed_self": True, "banish_self": True}) == ["0/cost/removed_self"]
    assert _set_problems({"removed_self": True}, kind="ruler") == ["0/cost/removed_self"]
    assert "moved twice" in line_refusal("Banish this card, remove this card from the game: Draw a card.")


def test_fow_graveyard_or_removed_hand_r_breaks_on_each_filter() -> None:
    """Breaking FOW-GRAVEYARD-OR-REMOVED-HAND-R: another copy of the Gears (the words in its name), a light card
    without [Solarisation], or bob's removed card are refused with the code; a fire [Solarisation] card fails the
    attribute (FOW-PLAY-1)."""
    state = real_started("JRP-010", "JRP-009", "JRP-023", copies=2)
    gears = _gears(state)
    for target in (
        _to_removed(state, "ann", "JRP-010"),
        to_graveyard(state, "ann", "TST-R01"),
        _to_removed(state, "bob", "JRP-009"),
    ):
        assert code_of(state, _activate(gears, target)) == "FOW-GRAVEYARD-OR-REMOVED-HAND-R", target
    assert code_of(state, _activate(gears, to_graveyard(state, "ann", "JRP-023"))) == "FOW-PLAY-1"


def _set_problems(cost: dict[str, object], kind: str = "resonator") -> list[str]:
    """The card-set check's problems (pointers) of an invented card of ``kind`` whose one activate ability has ``cost``."""
    data = reference_card_set_json()
    record: dict[str, object] = {
        "id": "TST-X9",
        "name": "Test X9",
        "types": [kind],
        "attributes": ["fire"],
        "abilities": [{"kind": "activate", "cost": cost, "effects": [{"op": "draw", "amount": 1}]}],
    }
    if kind == "resonator":
        record |= {"cost": {"free": 1}, "atk": 100, "def": 100}
    _, _, problems = validate_card_set({**data, "cards": [*data["cards"], record]})
    return [p.pointer.rpartition("/abilities/")[2] for p in problems if "/abilities/" in p.pointer]


def _to_removed(state: State, pid: str, card_id: str) -> str:
    instance = to_graveyard(state, pid, card_id)
    seat = player(state, pid)
    seat.graveyard.remove(instance)
    seat.removed.append(instance)
    return instance


def _in_hand(state: State, card_id: str) -> str:
    return to_hand(state, "ann", card_id)
