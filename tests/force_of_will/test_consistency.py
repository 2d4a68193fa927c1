"""Forged states are refused with a pointer to the field (the consistency check)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_catalogue

from .helpers import act, both_pass, started, to_field


def base() -> dict[str, Any]:
    state = started()
    to_field(state, "ann", "TST-R02")
    to_field(state, "bob", "TST-R11")
    return msgspec.to_builtins(state)


def refused(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    return [(e.pointer, e.message) for e in caught.value.errors]


def test_a_played_state_is_accepted() -> None:
    GAME.decode_state(base())


FORGERIES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("card in two zones", lambda s: s["players"][0]["graveyard"].append(s["players"][0]["hand"][0]), "/state/players/0/graveyard/0"),
    ("unknown card", lambda s: s["players"][0]["hand"].__setitem__(0, "ann:TST-X99#1"), "/state/players/0/hand/0"),
    ("card made up", lambda s: s["players"][0]["graveyard"].append("ann:TST-R01#3"), "/state/players/0/graveyard/0"),
    ("card lost", lambda s: s["players"][0]["deck"].pop(), "/state/players/0/deck_list/main"),
    ("another player's card", lambda s: s["players"][0]["graveyard"].append(s["players"][1]["deck"].pop()), "/state/players/0/graveyard/0"),
    ("hand count", lambda s: s["players"][1].__setitem__("hand_count", 4), "/state/players/1/hand_count"),
    ("deck count", lambda s: s["players"][0].__setitem__("deck_count", 3), "/state/players/0/deck_count"),
    ("life not in 100s", lambda s: s["players"][0].__setitem__("life", 3950), "/state/players/0/life"),
    ("life 0 while playing", lambda s: s["players"][0].__setitem__("life", 0), "/state/players/0/life"),
    # FOW-STONE-ZONES-R: a magic stone may reach a hand by an effect (CR 321.5), never a standby area.
    ("stone set in a standby area", lambda s: s["players"][0]["standby"].append({"id": s["players"][0]["stone_deck"].pop(), "set_turn": 1}), "/state/players/0/standby/0/id"),
    ("resonator in the stone deck", lambda s: s["players"][0]["stone_deck"].append(s["players"][0]["deck"].pop()), "/state/players/0/stone_deck/12"),
    ("damage over DEF left standing", lambda s: s["players"][1]["field"][0].__setitem__("damage", 200), "/state/players/1/field/0/damage"),
    ("addition added to nothing", lambda s: s["players"][0]["field"].append({"id": "ann:TST-A01#1", "added_to": "ann:TST-R09#1"}) or s["players"][0]["deck"].remove("ann:TST-A01#1"), "/state/players/0/field/1/added_to"),
    ("to_act disagrees", lambda s: s.__setitem__("to_act", ["bob"]), "/state/to_act"),
    ("ruler twice", lambda s: s["players"][0]["field"].append({"id": "ann:TST-RU1#1", "j_ruler": True}), "/state/players/0/field/1/id"),
    ("no result when over", lambda s: s.__setitem__("over", True), "/state/phase"),
    ("bad generator", lambda s: s["rng"].__setitem__("key", "zz"), "/state/rng"),
    ("unresolved options", lambda s: s["options"].__setitem__("energize", None), "/state/options"),
    ("first player with a coin", lambda s: s["players"][0].__setitem__("will_coin", ["light"]), "/state/players/0/will_coin"),
    ("unknown field", lambda s: s.__setitem__("cheat", True), "/state/cheat"),
    ("bad instance id", lambda s: s["players"][0]["hand"].__setitem__(0, "TST-R01"), "/state/players/0/hand/0"),
    ("sideboard swapped in", lambda s: s["players"][0]["hand"].append("ann:TST-C12#9"), "/state/players/0/hand/5"),
    ("pending draw failure", lambda s: s.__setitem__("draw_failed", ["ann"]), "/state/draw_failed/0"),
    # FOW-RULER-AREA-R: an ability object names an ability of the face it was played from.
    ("ruler ability of a resonator", lambda s: s["chase"].append({"id": "chase:90", "kind": "ruler_ability", "controller": "ann", "card": s["players"][0]["field"][0]["id"], "ability": 0}), "/state/chase/0/ability"),
    ("ability the ruler lacks", lambda s: s["chase"].append({"id": "chase:90", "kind": "ruler_ability", "controller": "ann", "card": s["players"][0]["ruler"]["id"], "ability": 3}), "/state/chase/0/ability"),
    ("pending ability out of range", lambda s: s["pending"].append({"id": "auto:90", "controller": "ann", "source": s["players"][0]["field"][0]["id"], "ability": 7}), "/state/pending/0/ability"),
    ("pending of a ruler area that is no ruler", lambda s: s["pending"].append({"id": "auto:90", "controller": "ann", "source": s["players"][0]["field"][0]["id"], "ability": 0, "ruler_area": True}), "/state/pending/0/ability"),
    # What lasts on a field card names what it is about (FOW-STONE-BOTTOM-R, FOW-AT-NEXT-END-RETURN-R,
    # FOW-NO-RECOVER-WHILE-R, FOW-CHOSEN-RACE-KEPT-R).
    ("a resonator returning to the stone deck", lambda s: s["players"][0]["field"][0].__setitem__("stone_bottom", True), "/state/players/0/field/0/stone_bottom"),
    ("a field card waiting to return to the field", lambda s: s["players"][0]["field"][0].__setitem__("at_end", "return"), "/state/players/0/field/0/at_end"),
    ("no recover while a hand card is in the field", lambda s: s["players"][0]["field"][0].__setitem__("no_recover_by", [s["players"][0]["hand"][0]]), "/state/players/0/field/0/no_recover_by"),
    ("no recover while nothing", lambda s: s["players"][0]["field"][0].__setitem__("no_recover_by", []), "/state/players/0/field/0/no_recover_by"),
    ("a race of no card", lambda s: s["players"][0]["field"][0].__setitem__("declared", "Nobody"), "/state/players/0/field/0/declared"),
    # FOW-AT-NEXT-END-RETURN-R, FOW-AT-END-REMOVED-HAND-R: the delayed abilities name players and cards.
    ("a return for no player", lambda s: s.__setitem__("returns", ["zed/ann:TST-R01#1"]), "/state/returns/0"),
    ("a return of an unknown card", lambda s: s.__setitem__("returns", ["ann/ann:TST-X99#1"]), "/state/returns/0"),
    ("a return to the hand of another's card", lambda s: s.__setitem__("returns", ["ann/bob:TST-R01#1/hand/1"]), "/state/returns/0"),
    ("a return to the hand of a turn long gone", lambda s: s.__setitem__("returns", ["ann/ann:TST-R01#1/hand/7"]), "/state/returns/0"),
    ("no return listed", lambda s: s.__setitem__("returns", []), "/state/returns"),
    ("standby set in the future", lambda s: s["players"][0]["standby"].append({"id": s["players"][0]["hand"].pop(), "set_turn": 9}) or s["players"][0].__setitem__("hand_count", 4), "/state/players/0/standby/0/set_turn"),
]


@pytest.mark.parametrize(("name", "forge", "pointer"), FORGERIES, ids=[f[0] for f in FORGERIES])
def test_forged_state_is_refused(name: str, forge: Callable[[dict[str, Any]], None], pointer: str) -> None:
    data = base()
    forge(data)
    pointers = [p for p, _ in refused(data)]
    assert pointer in pointers, (name, pointers)


def test_mulligan_hand_must_hold_five() -> None:
    """FOW-SETUP-3: during mulligans a hand holds 5 cards (no hand over its limit where none is allowed)."""
    data = msgspec.to_builtins(GAME.setup(None, ["ann", "bob"], "s"))
    data["players"][0]["hand"].append(data["players"][0]["deck"].pop())
    data["players"][0]["hand_count"] = 6
    data["players"][0]["deck_count"] -= 1
    assert "/state/players/0/hand" in [p for p, _ in refused(data)]


def test_discard_decision_needs_a_hand_over_seven() -> None:
    """FOW-TURN-4: a discard decision with a legal hand size is forged."""
    state = started()
    state = both_pass(state)
    data = msgspec.to_builtins(state)
    data["priority"] = None
    data["decision"] = {"kind": "discard", "player": "ann"}
    assert "/state/decision" in [p for p, _ in refused(data)]


def test_finished_game_needs_its_result() -> None:
    state = act(started(), {"type": "concede", "player": "ann"})
    data = msgspec.to_builtins(state)
    GAME.decode_state(data)
    data["result"] = None
    assert "/state/phase" in [p for p, _ in refused(data)]


def _lasting(data: dict[str, Any], p: int, **fields: Any) -> dict[str, Any]:
    data["players"][p].update(fields)
    return data


def test_name_bans_last_until_the_banned_player_s_next_turn() -> None:
    """FOW-HAND-NAME-BAN-R: in ann's turn 1, a ban on bob lasts until the end of turn 2 (made this turn) and one on
    ann until turn 1 (made in the turn before) or turn 3 (made this turn); any other turn -- later than the rule
    allows, ended, or not the banned player's -- an unknown name, a name twice and an empty list are refused."""
    data = base()
    assert data["turn"] == {**data["turn"], "number": 1, "player": "ann"}
    name = reference_catalogue().instance_def(data["players"][0]["hand"][0]).name
    GAME.decode_state(_lasting(_lasting(base(), 1, name_bans=[{"name": name, "until": 2}]), 0, name_bans=[{"name": name, "until": 3}]))
    GAME.decode_state(_lasting(base(), 0, name_bans=[{"name": name, "until": 1}]))
    for p, until in ((1, 4), (1, 3), (1, 1), (0, 2), (0, 5)):
        data = _lasting(base(), p, name_bans=[{"name": name, "until": until}])
        assert f"/state/players/{p}/name_bans/0/until" in [q for q, _ in refused(data)], (p, until)
    data = _lasting(base(), 1, name_bans=[{"name": "No Such Card", "until": 2}])
    assert [q for q, _ in refused(data)] == ["/state/players/1/name_bans/0/name"]
    data = _lasting(base(), 1, name_bans=[{"name": name, "until": 2}, {"name": name, "until": 2}])
    assert [q for q, _ in refused(data)] == ["/state/players/1/name_bans/1/name"]
    assert [q for q, _ in refused(_lasting(base(), 1, name_bans=[]))] == ["/state/players/1/name_bans"]


def test_weather_over_names_a_j_ruler_with_a_printed_weather() -> None:
    """FOW-WEATHER-STATIC-R: ``weather_over`` names, with the weather set, the player's J/ruler with a printed
    weather where it is; the reference rulers print none, so neither the ruler area's ruler nor a resonator of the
    field (nor the opponent's ruler, nor anything without a weather set) can be named."""
    data = base()
    ruler = data["players"][0]["ruler"]["id"]
    resonator = data["players"][0]["field"][0]["id"]
    for named in (f"ruler:{ruler}", f"field:{resonator}", f"ruler:{data['players'][1]['ruler']['id']}", "nothing"):
        assert [q for q, _ in refused(_lasting(base(), 0, weather="rain", weather_over=named))] == ["/state/players/0/weather_over"], named
    assert [q for q, _ in refused(_lasting(base(), 0, weather_over=f"ruler:{ruler}"))] == ["/state/players/0/weather_over"]


def test_lasting_records_of_the_game_are_accepted() -> None:
    """The forgeries above against records the engine writes: a return of any player's card, a return to the
    hand stamped with this turn or the one before, a no-recover source in a field, a race of the set."""
    data = base()
    data["returns"] = ["ann/bob:TST-R01#1", "ann/ann:TST-R01#1/hand/1", "bob/bob:TST-R01#2/hand/0"]
    data["players"][0]["field"][0]["no_recover_by"] = [data["players"][1]["field"][0]["id"]]
    data["players"][0]["field"][0]["declared"] = reference_catalogue().declarable("race")[0]
    GAME.decode_state(data)


def test_effect_made_holdings_name_what_the_card_set_prints() -> None:
    """FOW-WILL-SPEND-ONLY-R, FOW-GODS-ART-R, FOW-GEM-R, FOW-CRYSTAL-R: restricted will carries a restriction some
    will ability or effect of the card set prints, the God's Arts played are names the set's abilities print, each
    once; both are unset when there is none (an empty list is refused).  None of these, nor a gem or crystal,
    exists before play begins.  The reference set prints no restriction and no God's Art; gems and crystals of
    any attribute are accepted once play began, at most 100 (an empty list is no gem: FOW-GEM-R)."""
    assert not reference_catalogue().will_restrictions() and not reference_catalogue().declarable("gods_art")
    restricted = [{"will": "light", "only": {"types": ["chant"]}}]
    assert [q for q, _ in refused(_lasting(base(), 0, restricted=restricted))] == ["/state/players/0/restricted/0/only"]
    assert [q for q, _ in refused(_lasting(base(), 0, restricted=[]))] == ["/state/players/0/restricted"]
    assert [q for q, _ in refused(_lasting(base(), 1, gods_arts=["Anything"]))] == ["/state/players/1/gods_arts/0"]
    assert [q for q, _ in refused(_lasting(base(), 1, gods_arts=[]))] == ["/state/players/1/gods_arts"]
    GAME.decode_state(_lasting(base(), 0, gems=["light", "light"], crystals=["fire"]))
    GAME.decode_state(_lasting(base(), 0, gems=[], crystals=[]))
    for field in ("gems", "crystals"):
        assert f"/state/players/0/{field}" in [q for q, _ in refused(_lasting(base(), 0, **{field: ["water"] * 101}))]
        mulligan = msgspec.to_builtins(GAME.setup(None, ["ann", "bob"], "s"))
        assert [q for q, _ in refused(_lasting(mulligan, 1, **{field: ["wind"]}))] == [f"/state/players/1/{field}"]
