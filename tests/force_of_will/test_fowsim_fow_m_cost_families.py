"""Families of costs (fow-m-cost, issue 14), each played with a real card named by id (the printed text stays in
../shared and is read at run time):

* FOW-AWAKENING-WHICH-R: a card with several "[Awakening] (Cost): (Text)" abilities; the play names the one it
  pays (``which_awakening``, 1 the first; old actions pay the first) and only that one's text is added
  (CMB-052, a chant with four; VIN003-042, a resonator whose database entry prints one line twice);
* FOW-CHANTS-MORE-R: "Your opponent pays {N} more to play chants (during your turn)" / "Players pay {N} more to play
  non-<Race> chants" (WOM-090, LEL-044), applied before every decrease (CR 903.2k-3, then 903.2k-4);
* FOW-PLAY-FREE-IF-R, FOW-ENTERED-J-RULER-R: "You may play this card without paying its cost if a(n) <attribute>
  J-ruler was put into the field under your control this turn" (GOG-059);
* FOW-DRAWN-THIS-TURN-R: "... if your opponent has drawn N or more cards this turn" (NWE-025).
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET

from adjudicator.core.sink import detailed_errors
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json, validate_card_set
from adjudicator.force_of_will.effects import chants_more
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.vocabulary import AsLongAs

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, listed, player, pool, stones, to_field, to_graveyard, to_hand
from .real import board_of, real_started, resolve_all

# -- FOW-AWAKENING-WHICH-R -------------------------------------------------------------------------------------


def _magog(which: int | None, will: dict[str, int]) -> tuple[State, dict[str, Any], str, str]:
    """CMB-052 in ann's hand, ``will`` in her pool; bob controls a magic stone (its target) and TST-R01
    (a [500/500] resonator): the play action (awakened paying its ``which``-th [Awakening], or not when None),
    bob's stone and his resonator."""
    state = real_started("CMB-052")
    (stone,) = stones(state, "bob", "TST-ST-U")
    resonator = to_field(state, "bob", "TST-R01")
    instance = to_hand(state, "ann", "CMB-052")
    pool(state, "ann", **will)
    action: dict[str, Any] = {"type": "play_card", "player": "ann", "card": instance, "targets": [stone], "payment": {"pool": will}}
    if which is not None:
        action["awakening"] = True
        if which != 1:
            action["which_awakening"] = which
    return state, action, stone, resonator


def test_fow_awakening_which_r_cmb052_tree_four_awakenings() -> None:
    """CMB-052's four [Awakening] abilities: the first is the card's awakening, the other three its awakenings
    (printed order, one attribute symbol each); each text is conditioned on its own one being paid."""
    assert entry("CMB-052")["supported"]
    imported = card("CMB-052")
    assert imported["awakening"] == {"cost": {"specified": {"light": 1}}}
    assert imported["awakenings"] == [{"cost": {"specified": {a: 1}}} for a in ("fire", "water", "darkness")]
    conditions = [e.get("condition") for e in imported["effects"]]
    assert conditions == [None, None, "awakened_1", "awakened_2", "awakened_3", "awakened_4"]


def test_fow_awakening_which_r_cmb052_third_awakening_draws_only() -> None:
    """CMB-052 played paying its third [Awakening] ({U}: draw a card): bob's stone is destroyed, ann draws one
    card; the other texts (600 damage to each J/resonator, the opponent's discard) are not added: bob's
    resonator survives and his hand keeps its size."""
    state, action, stone, resonator = _magog(3, {"wind": 1, "water": 1})
    hand = len(player(state, "ann").hand)
    bob_hand = len(player(state, "bob").hand)
    after = resolve_all(act(state, action))
    ann, bob = player(after, "ann"), player(after, "bob")
    assert stone not in {e.id for e in bob.field}
    assert resonator in {e.id for e in bob.field}
    assert len(ann.hand) == hand - 1 + 1
    assert len(bob.hand) == bob_hand


def test_fow_awakening_which_r_cmb052_second_awakening_deals_damage() -> None:
    """CMB-052 paying its second [Awakening] ({R}: 600 damage to each J/resonator): bob's [500/500] resonator
    is destroyed and ann draws nothing."""
    state, action, _, resonator = _magog(2, {"wind": 1, "fire": 1})
    hand = len(player(state, "ann").hand)
    after = resolve_all(act(state, action))
    assert resonator not in {e.id for e in player(after, "bob").field}
    assert len(player(after, "ann").hand) == hand - 1


def test_fow_awakening_which_r_refusals() -> None:
    """Breaking FOW-AWAKENING-WHICH-R: an [Awakening] number the card does not have, or one named without
    awakening, is refused with its code; the will of another [Awakening] does not pay the named one; an old
    action (awakening alone) pays the first."""
    state, action, _, _ = _magog(2, {"wind": 1, "fire": 1})
    assert code_of(state, {**action, "awakening": False}) == "FOW-AWAKENING-WHICH-R"
    state, action, _, _ = _magog(3, {"wind": 1, "fire": 1})
    assert code_of(state, action) is not None  # {R} pays the second, not the third ({U})
    vin = real_started("VIN003-042")
    instance = to_hand(vin, "ann", "VIN003-042")
    pool(vin, "ann", water=2, void=1)
    named = {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "which_awakening": 3, "payment": {"pool": {"water": 2, "void": 1}}}
    assert code_of(vin, named) == "FOW-AWAKENING-WHICH-R"
    state, action, _, _ = _magog(1, {"wind": 1, "light": 1})
    assert "which_awakening" not in action
    assert code_of(state, action) is None
    assert code_of(state, {**action, "payment": {"pool": {"wind": 1, "fire": 1}}}) is not None


def test_fow_awakening_which_r_vin003042_either_awakening_returns_a_resonator() -> None:
    """VIN003-042 (the database prints its one [Awakening] line twice: two equal choices): both are listed as
    legal plays, a third is not."""
    assert entry("VIN003-042")["supported"]
    assert [a["condition"] for a in card("VIN003-042")["abilities"]] == ["awakened_1", "awakened_2"]
    state = real_started("VIN003-042")
    target = to_field(state, "bob", "TST-R01")
    instance = to_hand(state, "ann", "VIN003-042")
    will = {"water": 2, "void": 1}
    pool(state, "ann", **will)
    assert listed(state, "play_card", card=instance, awakening=True, which_awakening=2)
    assert listed(state, "play_card", card=instance, awakening=True, which_awakening=1)
    assert not listed(state, "play_card", card=instance, awakening=True, which_awakening=3)
    assert target in {e.id for e in player(state, "bob").field}


def test_fow_awakening_which_r_vin003042_trigger_targets() -> None:
    """VIN003-042 paid by its second [Awakening]: it enters awakened by that one, exactly one [Enter] trigger (the
    second's, not two) waits; played on bob's resonator, the resonator goes back to bob's hand."""
    state = real_started("VIN003-042")
    target = to_field(state, "bob", "TST-R01")
    instance = to_hand(state, "ann", "VIN003-042")
    will = {"water": 2, "void": 1}
    pool(state, "ann", **will)
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "which_awakening": 2, "payment": {"pool": will}}))
    entered = next(e for e in player(state, "ann").field if e.id == instance)
    assert entered.awakened and entered.awakening == 2
    assert [p.ability for p in state.pending] == [1]
    state = resolve_all(state, {instance: [target]})
    assert target in player(state, "bob").hand


def _forged_problems(record: dict[str, Any]) -> list[str]:
    data = reference_card_set_json()
    _, _, problems = validate_card_set({**data, "cards": [*data["cards"], record]})
    return [p.message for p in problems]


def test_fow_awakening_which_r_card_set_check() -> None:
    """FOW-AWAKENING-WHICH-R's card-set check: CMB-052 as imported passes; a forged copy whose later [Awakening]
    has X, removes counters, or stands without a first one is refused, and so is a condition naming an
    [Awakening] the card does not have (on a card with one, or a fifth)."""
    base = {k: v for k, v in card("CMB-052").items() if k not in ("provenance",)}
    base["id"] = "TST-X9"
    assert _forged_problems(base) == []
    with_x = {**base, "awakenings": [{"cost": {"x": True}}, *base["awakenings"][1:]]}
    without_first = {k: v for k, v in base.items() if k != "awakening"}
    counters = {**base, "awakenings": [{"cost": {}, "counters": {"counter": "mystery", "amount": 1}}, *base["awakenings"][1:]]}
    for forged in (with_x, without_first, counters):
        assert any("several [Awakening]" in m for m in _forged_problems(forged)), forged
    fifth = {**base, "effects": [*base["effects"], {"op": "draw", "amount": 1, "condition": "awakened_5"}]}
    assert _forged_problems(fifth)
    single = {**base, "awakenings": [], "effects": [{**e, "condition": "awakened_2"} if e.get("condition") == "awakened_2" else e for e in base["effects"]]}
    assert any("FOW-AWAKENING-WHICH-R" in m for m in _forged_problems(single))


def test_fow_awakening_which_r_state_check() -> None:
    """FOW-AWAKENING-WHICH-R's state check: VIN003-042 in the field awakened by its second [Awakening] passes; a
    third it does not have, the number without awakened, or a number on a card with one [Awakening] is refused."""
    state = real_started("VIN003-042")
    to_field(state, "ann", "VIN003-042", awakened=True, awakening=2)
    assert not detailed_errors(lambda sink: GAME.check_state(state, sink))
    for fields in ({"awakened": True, "awakening": 3}, {"awakening": 2}):
        forged = real_started("VIN003-042")
        to_field(forged, "ann", "VIN003-042", **fields)
        assert any("FOW-AWAKENING-WHICH-R" in str(e) for e in detailed_errors(lambda sink, s=forged: GAME.check_state(s, sink)))
    single = real_started("PofA-072")
    to_field(single, "ann", "PofA-072", awakened=True, awakening=1)
    assert any("FOW-AWAKENING-WHICH-R" in str(e) for e in detailed_errors(lambda sink: GAME.check_state(single, sink)))


# -- FOW-CHANTS-MORE-R -----------------------------------------------------------------------------------------


def _chant(state: State, void: int) -> dict[str, Any]:
    """GITS2045-020 (a chant of cost {1}, no target) in ann's hand: its play paid with ``void`` void will."""
    instance = to_hand(state, "ann", "GITS2045-020")
    pool(state, "ann", void=void)
    return {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": {"void": void} if void else {}}}


def test_fow_chants_more_r_tree() -> None:
    """WOM-090 (its controller's opponent, during its controller's turn, {1}) and LEL-044 (every player, {2}, not
    Ancient Magic chants) read as increases of chants."""
    assert entry("WOM-090")["supported"] and entry("LEL-044")["supported"]
    assert card("WOM-090")["chants_more"] == {"free": 1, "your_turn": True}
    assert card("LEL-044")["chants_more"] == {"free": 2, "each": True, "not_races": ["Ancient Magic"]}


def test_fow_chants_more_r_lel044_taxes_every_player() -> None:
    """LEL-044 in bob's field: ann's chant of cost {1} costs {3} -- {1} is refused (and the play is not listed with
    two will); with LEL-044 in her own field too ("players"), it costs {5}."""
    state = real_started("LEL-044", "GITS2045-020")
    to_field(state, "bob", "LEL-044")
    assert code_of(state, _chant(state, 1)) is not None
    assert code_of(state, _chant(state, 3)) is None
    mine = real_started("LEL-044", "GITS2045-020")
    to_field(mine, "bob", "LEL-044")
    to_field(mine, "ann", "LEL-044")
    assert code_of(mine, _chant(mine, 3)) is not None
    assert code_of(mine, _chant(mine, 5)) is None


def test_fow_chants_more_r_increase_before_decrease() -> None:
    """CR 903.2k-3 before 903.2k-4: ann's MPR-019 ("pay {2} less to play a card if a card with the same name is in
    your graveyard"), a copy of GITS2045-020 in her graveyard, bob's LEL-044 (+{2}): {1} + {2} - {2} is {1} (the
    decrease first would make it {2}); nothing is refused."""
    state = real_started("LEL-044", "GITS2045-020", "MPR-019", copies=2)
    to_field(state, "bob", "LEL-044")
    to_field(state, "ann", "MPR-019")
    to_graveyard(state, "ann", "GITS2045-020")
    assert code_of(state, _chant(state, 1)) is None
    state = real_started("LEL-044", "GITS2045-020", "MPR-019", copies=2)
    to_field(state, "bob", "LEL-044")
    to_field(state, "ann", "MPR-019")
    to_graveyard(state, "ann", "GITS2045-020")
    assert code_of(state, _chant(state, 0)) is not None


def test_fow_chants_more_r_wom090_only_opponents_during_its_turn() -> None:
    """Breaking FOW-CHANTS-MORE-R's limits: WOM-090 in bob's field adds nothing to ann's chant during ann's turn
    (the play of {1} passes) nor to bob's own chants, and {1} to ann's chant during bob's turn."""
    state = real_started("WOM-090", "GITS2045-020")
    to_field(state, "bob", "WOM-090")
    assert state.turn.player == "ann"
    assert code_of(state, _chant(state, 1)) is None
    board = board_of(state)
    chant = board.card(_chant(state, 1)["card"])
    assert chants_more(board, board.player("ann"), chant) == 0
    assert chants_more(board, board.player("bob"), chant) == 0
    state.turn.player = "bob"
    assert chants_more(board, board.player("ann"), chant) == 1
    assert chants_more(board, board.player("bob"), chant) == 0


def test_fow_chants_more_r_card_set_check() -> None:
    """FOW-CHANTS-MORE-R's card-set check: the increase on a chant is refused."""
    record = {"id": "TST-X10", "name": "Test X10", "types": ["chant"], "cost": {"free": 1}, "effects": [{"op": "draw", "amount": 1}], "chants_more": {"free": 1}}
    assert any("FOW-CHANTS-MORE-R" in m for m in _forged_problems(record))


# -- FOW-PLAY-FREE-IF-R, FOW-ENTERED-J-RULER-R -------------------------------------------------------------------


def _moon(ruler: str, entered_by: str | None) -> tuple[State, dict[str, Any]]:
    """GOG-059 (an addition of cost {G}) in ann's hand, ann's ruler ``ruler``; when ``entered_by`` names a player,
    that player's ruler was put into the field as a J-ruler this turn (moved there as Judgment does, remembered as
    entered).  The play action paying nothing."""
    state = real_started("GOG-059", ruler=ruler)
    if entered_by is not None:
        who = player(state, entered_by)
        slot = who.ruler
        assert slot is not None
        who.ruler = None
        who.field.append(Entity(id=slot.id, j_ruler=True))
        state.turn.entered = [f"{entered_by}/{slot.id}"]
    instance = to_hand(state, "ann", "GOG-059")
    return state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": {}}}


def test_fow_play_free_if_r_gog059_tree() -> None:
    """GOG-059: 'without paying its cost' is its whole printed cost removed, by choice, while a wind J-ruler entered
    the field under its player's control this turn."""
    assert entry("GOG-059")["supported"]
    assert card("GOG-059")["play_less"] == {
        "less": {"specified": {"wind": 1}},
        "when": {"count": {"what": "j_ruler", "zone": "entered", "attributes": ["wind"]}, "at_least": 1},
        "optional": True,
        "free": True,
    }


def test_fow_play_free_if_r_gog059_free_after_a_wind_j_ruler_entered() -> None:
    """GOG-059 after ann's wind ruler (CMF-061) became a J-ruler this turn: played paying nothing, it resolves into
    her field; paying {G} stays allowed ("you may")."""
    state, action = _moon("CMF-061", "ann")
    assert code_of(state, action) is None
    after = resolve_all(act(state, action), {action["card"]: []})
    assert action["card"] in {e.id for e in player(after, "ann").field}
    state, action = _moon("CMF-061", "ann")
    pool(state, "ann", wind=1)
    assert code_of(state, {**action, "payment": {"pool": {"wind": 1}}}) is None


def test_fow_play_free_if_r_refused_otherwise() -> None:
    """Breaking FOW-PLAY-FREE-IF-R / FOW-ENTERED-J-RULER-R: GOG-059 paying nothing is refused with no J-ruler
    entered, with ann's J-ruler of another attribute (CMF-013: no attribute on its ruler side, light on its J-ruler
    side) entered; the condition reads the J-ruler side (CMF-013 counts as light) and the player it entered under
    (not bob); a forged free play beside X is refused by the card-set check."""
    for ruler, who in (("CMF-061", None), ("CMF-013", "ann")):
        state, action = _moon(ruler, who)
        assert code_of(state, action) is not None, (ruler, who)
    state, action = _moon("CMF-061", None)
    board = board_of(state)
    wind = {"count": {"what": "j_ruler", "zone": "entered", "attributes": ["wind"]}, "at_least": 1}
    light = {**wind, "count": {**wind["count"], "attributes": ["light"]}}
    moved, _ = _moon("CMF-013", "ann")
    moved_board = board_of(moved)
    assert moved_board.holds(msgspec.convert(light, AsLongAs), action["card"], "ann")
    assert not moved_board.holds(msgspec.convert(wind, AsLongAs), action["card"], "ann")
    assert not moved_board.holds(msgspec.convert(light, AsLongAs), action["card"], "bob")
    assert not board.holds(msgspec.convert(wind, AsLongAs), action["card"], "ann")
    forged = {k: v for k, v in card("GOG-059").items() if k != "provenance"} | {"id": "TST-X11", "cost": {"specified": {"wind": 1}, "x": True}}
    assert any("without paying its cost" in m for m in _forged_problems(forged))


# -- FOW-DRAWN-THIS-TURN-R -------------------------------------------------------------------------------------


def _deep(drawn: list[str]) -> tuple[State, dict[str, Any]]:
    """NWE-025 (a [Quickcast] chant of cost {U}{2}: draw two cards) in ann's hand with the turn's draws ``drawn``;
    the play action paying nothing."""
    state = real_started("NWE-025")
    state.turn.drawn = drawn or UNSET
    instance = to_hand(state, "ann", "NWE-025")
    return state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": {}}}


def test_fow_drawn_this_turn_r_nwe025_free_after_three_opponent_draws() -> None:
    """NWE-025 reads "without paying its cost if your opponent has drawn three or more cards this turn"; after bob
    drew three cards this turn ann plays it paying nothing: she draws two, and the turn remembers her two draws."""
    assert entry("NWE-025")["supported"]
    assert card("NWE-025")["play_less"]["when"] == {"drawn": "opponent", "at_least": 3}
    state, action = _deep(["bob/3"])
    hand = len(player(state, "ann").hand)
    after = resolve_all(act(state, action))
    assert len(player(after, "ann").hand) == hand - 1 + 2
    assert after.turn.drawn == ["bob/3", "ann/2"]


def test_fow_drawn_this_turn_r_refused_otherwise() -> None:
    """Breaking FOW-DRAWN-THIS-TURN-R: paying nothing is refused after two draws of bob's, after three of ann's own,
    and with no draws; a forged record naming a player twice is refused by the state check."""
    for drawn in (["bob/2"], ["ann/3"], []):
        state, action = _deep(drawn)
        assert code_of(state, action) is not None, drawn
    state, _ = _deep(["bob/1", "bob/2"])
    assert any("/turn/drawn" in str(e) for e in detailed_errors(lambda sink: GAME.check_state(state, sink)))
