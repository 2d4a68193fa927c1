"""Grimm-cluster ability families of fow-n-grimm (issue 14), each played with a real card named by id (the
printed text stays in ../shared):

* FOW-GRAVEYARD-NON-SPELL-FIELD-R: "put target <Race> non-spell card from your graveyard into your field" -- a
  resonator or an [Addition:Field] of the race (MPR-032, MPR-079);
* FOW-COND-ZONE-RACE-R: "(while) you have N or more <Race> cards in your graveyard" (MPR-079's [Trigger]).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, code_of, player, to_field, to_graveyard, to_standby
from .real import field, hero_started, refused_line, resolve_all

# -- FOW-GRAVEYARD-NON-SPELL-FIELD-R ---------------------------------------------------------------------------

# Reference cards given the race the real cards name: two resonators, a field addition, an addable addition and
# a chant; TST-R17 keeps its own race.
CTHULHU = {cid: {"races": ["Cthulhu"]} for cid in ("TST-R01", "TST-R06", "TST-R08", "TST-A03", "TST-A01", "TST-C04")}


def _shub(*, in_graveyard: tuple[str, ...] = ("TST-A03", "TST-A01", "TST-C04", "TST-R17", "TST-R08")) -> tuple[State, str, list[str], dict[str, str]]:
    """MPR-032 in ann's field beside two other Cthulhu resonators (its cost banishes them); ``in_graveyard``
    reference cards in her graveyard (by def id -> instance)."""
    state = hero_started(("MPR-032",), changed=CTHULHU)
    shub = to_field(state, "ann", "MPR-032")
    fodder = [to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R06")]
    return state, shub, fodder, {cid: to_graveyard(state, "ann", cid) for cid in in_graveyard}


def _activate(shub: str, fodder: list[str], target: str) -> dict[str, Any]:
    index = len(card("MPR-032")["abilities"]) - 1
    return {"type": "activate", "player": "ann", "card": shub, "ability": index, "targets": [target], "payment": {"banish": fodder}}


def test_fow_graveyard_non_spell_field_r_reading() -> None:
    """MPR-032 and MPR-079 are supported: the slot is a Cthulhu resonator or [Addition:Field] of ann's graveyard,
    put into the field (Cthulhu is printed on resonators, field additions and a chant in the database)."""
    for cid in ("MPR-032", "MPR-079"):
        assert entry(cid)["supported"], entry(cid)["unsupported"]
    spec = {"kind": "resonator_or_field_addition", "controller": "you", "races": ["Cthulhu"], "zone": "graveyard"}
    ability = card("MPR-032")["abilities"][-1]
    assert ability["targets"] == [spec] and ability["effects"] == [{"op": "from_graveyard", "target": 0, "to": "field"}]
    assert card("MPR-079")["targets"] == [spec] and card("MPR-079")["effects"] == ability["effects"]


def test_fow_graveyard_non_spell_field_r_a_field_addition_enters_the_field() -> None:
    """MPR-032's ability, its two other Cthulhu resonators banished: the Cthulhu [Addition:Field] of ann's graveyard
    enters her field (added to nothing); the Cthulhu resonator is listed as a target too."""
    state, shub, fodder, grave = _shub()
    listed = {tuple(a.targets) for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == shub}
    assert {(grave["TST-A03"],), (grave["TST-R08"],)} <= listed
    state = resolve_all(act(state, _activate(shub, fodder, grave["TST-A03"])))
    assert grave["TST-A03"] in field(state, "ann") and grave["TST-A03"] not in player(state, "ann").graveyard
    assert all(f in player(state, "ann").graveyard for f in fodder)
    entered = next(e for e in player(state, "ann").field if e.id == grave["TST-A03"])
    assert not entered.added_to


def test_fow_graveyard_non_spell_field_r_a_resonator_enters_the_field() -> None:
    """MPR-032's ability targeting the Cthulhu resonator of ann's graveyard: it enters her field."""
    state, shub, fodder, grave = _shub()
    state = resolve_all(act(state, _activate(shub, fodder, grave["TST-R08"])))
    assert grave["TST-R08"] in field(state, "ann")


def test_fow_graveyard_non_spell_field_r_breaks_other_kinds() -> None:
    """MPR-032's slot refuses an addable Cthulhu addition (CR 1002.2b would add it to an entity) with the rule's
    code, a Cthulhu chant (a spell card) too, and a resonator of another race (FOW-PLAY-1); none is listed."""
    state, shub, fodder, grave = _shub()
    assert code_of(state, _activate(shub, fodder, grave["TST-A01"])) == "FOW-GRAVEYARD-NON-SPELL-FIELD-R"
    assert code_of(state, _activate(shub, fodder, grave["TST-C04"])) == "FOW-GRAVEYARD-NON-SPELL-FIELD-R"
    assert code_of(state, _activate(shub, fodder, grave["TST-R17"])) == "FOW-PLAY-1"
    listed = {t for a in GAME.legal_actions(state, "ann") if getattr(a, "card", None) == shub for t in a.targets}
    assert not listed & {grave["TST-A01"], grave["TST-C04"], grave["TST-R17"]}


def test_fow_graveyard_non_spell_field_r_refused_when_the_race_is_on_addable_additions() -> None:
    """Read with the database's card types of each race: a race printed on resonators, field additions and chants
    is read; one printed on an addable addition too is refused naming CR 1002.2b; into a hand, refused."""
    token = KNOWN_KINDS.set({"race:Cthulhu": frozenset({"resonator", "field_addition", "chant"}), "race:Human": frozenset({"resonator", "addition"})})
    try:
        record: dict[str, Any] = {"id": "X", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
        line = "[Activate] {Rest}: Put target Cthulhu non-spell card from your graveyard into the field."
        map_ability(normalize_line(line), record)
        assert record["abilities"][0]["targets"][0]["kind"] == "resonator_or_field_addition"
        assert "1002.2b" in refused_line(line.replace("Cthulhu", "Human"))
        assert "not in the vocabulary" in refused_line(line.replace("the field", "your hand"))
    finally:
        KNOWN_KINDS.reset(token)


# -- FOW-COND-ZONE-RACE-R ---------------------------------------------------------------------------------------


def _call(cthulhu_cards: int) -> tuple[State, str, str]:
    """MPR-079 set in ann's chant-standby area on an earlier turn; ``cthulhu_cards`` Cthulhu cards in her graveyard
    (the resonator TST-R08 among them) beside a resonator of another race."""
    state = hero_started(("MPR-079",), changed=CTHULHU)
    state.turn.number = 3  # ann's second turn of her own: set there on an earlier turn (CR 708.5)
    call = to_standby(state, "ann", "MPR-079", 1)
    to_graveyard(state, "ann", "TST-R17")
    target = to_graveyard(state, "ann", "TST-R08")
    for cid in ("TST-R01", "TST-R06", "TST-A03", "TST-C04")[: cthulhu_cards - 1]:
        to_graveyard(state, "ann", cid)
    return state, call, target


def test_fow_cond_zone_race_r_five_cthulhu_cards_play_the_trigger() -> None:
    """FOW-COND-ZONE-RACE-R with MPR-079: five Cthulhu cards in ann's graveyard, she plays it from her standby area
    (no card cost) and the Cthulhu resonator of her graveyard enters her field."""
    assert card("MPR-079")["trigger"] == {"when": {"count": {"what": "card", "zone": "graveyard", "races": ["Cthulhu"]}, "at_least": 5}}
    state, call, target = _call(5)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": call, "targets": [target], "payment": {"pool": {}}}))
    assert target in field(state, "ann")


def test_fow_cond_zone_race_r_four_are_not_enough() -> None:
    """FOW-COND-ZONE-RACE-R with MPR-079: four Cthulhu cards (and a Vampire) in ann's graveyard -- five cards, four
    of the race -- the [Trigger] is refused (FOW-KW-TRIGGER-IF-R) and not listed."""
    state, call, target = _call(4)
    assert len(player(state, "ann").graveyard) == 5
    play_it = {"type": "play_card", "player": "ann", "card": call, "targets": [target], "payment": {"pool": {}}}
    assert code_of(state, play_it) == "FOW-KW-TRIGGER-IF-R"
    assert not any(getattr(a, "card", None) == call for a in GAME.legal_actions(state, "ann"))
