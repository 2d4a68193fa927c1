"""Phrase-level vocabulary read across the whole community database, fifth batch (counting, conditions,
search filters): each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects, search_filter
from adjudicator.force_of_will.ability.lines import as_long_as, combined_modes, per_count
from adjudicator.force_of_will.effects import fits
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import AsLongAs, Automatic, PerCount, Search

from .fowsim_db import card, entry
from .helpers import act, both_pass, checked, code_of, player, pool, to_field, to_hand, to_standby
from .real import board_of, field, hero_started, play, real_started, resolve_all, stats, will_for


def test_fow_count_entered_r_resonators_that_entered_your_field_this_turn() -> None:
    """FOW-COUNT-ENTERED-R with VS01-007 (cost {W}{4}: "you may pay {2} less ... for each resonator you control
    that entered your field this turn"): after ann plays two resonators it costs {W}; a resonator of hers
    from an earlier turn, one of bob's played this turn and one that entered and was destroyed do not count."""
    assert entry("VS01-007")["supported"]
    state = real_started("VS01-007")
    to_field(state, "ann", "TST-R02")  # in the field since before this turn: never entered this turn
    dragon = to_hand(state, "ann", "VS01-007")
    cheap = {"type": "play_card", "player": "ann", "card": dragon, "payment": {"pool": {"light": 1}}}
    pool(state, "ann", light=1)
    assert code_of(state, cheap) == "FOW-WILL-3"
    first = to_hand(state, "ann", "TST-R01")
    second = to_hand(state, "ann", "TST-R06")
    for resonator, will in ((first, {"light": 1}), (second, {"wind": 1})):
        pool(state, "ann", **will)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": resonator, "payment": {"pool": will}}))
    assert {first, second} <= field(state, "ann")
    assert board_of(state).per_count(_entered(), dragon, "ann") == 2
    # One of them leaves the field: it is no longer a resonator you control.
    player(state, "ann").field = [e for e in player(state, "ann").field if e.id != second]
    player(state, "ann").graveyard.append(second)
    assert board_of(state).per_count(_entered(), dragon, "ann") == 1
    pool(state, "ann", light=1, void=2)
    assert code_of(state, cheap | {"payment": {"pool": {"light": 1, "void": 1}}}) == "FOW-WILL-3"
    state = act(state, cheap | {"payment": {"pool": {"light": 1, "void": 2}}})
    assert dragon not in player(state, "ann").hand


def _entered() -> PerCount:
    return PerCount(what="resonator", zone="entered", whose="you", still=True)


def test_fow_named_counter_r_as_long_as_there_is_a_stat_counter_on_it() -> None:
    """FOW-NAMED-COUNTER-R (with FOW-COUNTER-R's counters) with SDV3-008: [Swiftness] exactly while a
    [+100/+100] counter is on it; a named counter or a [+200/+200] one does not do."""
    assert entry("SDV3-008")["supported"]
    state = real_started("SDV3-008")
    knight = to_field(state, "ann", "SDV3-008")
    assert "swiftness" not in stats(state, knight)[2]
    entity = next(e for e in player(state, "ann").field if e.id == knight)
    entity.counters = {"+200/+200": 1, "knowledge": 2}
    assert "swiftness" not in stats(state, knight)[2]
    entity.counters = {"+100/+100": 1}
    atk, def_, keywords = stats(state, knight)
    assert "swiftness" in keywords and (atk, def_) == (900, 900)


def test_fow_count_attributes_r_different_attributes_among_gems() -> None:
    """FOW-COUNT-ATTRIBUTES-R with SDR1-005 ([+200/+200] as long as there are three or more different
    attributes among all gems you control): three gems of two attributes do not do, three attributes do;
    bob's gems are not ann's."""
    assert entry("SDR1-005")["supported"]
    state = real_started("SDR1-005")
    craftsman = to_field(state, "ann", "SDR1-005")
    base = stats(state, craftsman)[:2]
    player(state, "ann").gems = ["fire", "fire", "water"]
    player(state, "bob").gems = ["wind", "light"]
    assert stats(state, craftsman)[:2] == base
    player(state, "ann").gems = ["fire", "wind", "water"]
    assert stats(state, craftsman)[:2] == (base[0] + 200, base[1] + 200)


def _welkin(ann: int, bob: int) -> tuple[str, bool]:
    """VIN002-044 played by ann with ``ann`` other resonators of hers and ``bob`` of bob's in the field, its
    [Enter] ability targeting bob's first one: (that target, whether it went back to bob's hand)."""
    state = real_started("VIN002-044")
    for def_id in ("TST-R01", "TST-R02", "TST-R03")[:ann]:
        to_field(state, "ann", def_id)
    theirs = [to_field(state, "bob", def_id) for def_id in ("TST-R11", "TST-R12", "TST-R13")[:bob]]
    welkin = to_hand(state, "ann", "VIN002-044")
    state = resolve_all(play(state, "ann", welkin), triggers={welkin: [theirs[0]]})
    return theirs[0], theirs[0] in player(state, "bob").hand


def test_fow_cond_than_opponent_r_fewer_resonators_than_your_opponent() -> None:
    """FOW-COND-THAN-OPPONENT-R with VIN002-044 ([Enter]: return target resonator to its owner's hand if you
    control less resonators than your opponent; the card itself counts once it is in the field): with one
    against bob's three the target goes back; with two against bob's three (three each) it stays."""
    assert entry("VIN002-044")["supported"]
    assert card("VIN002-044")["abilities"][0]["effects"][0]["when"] == {"count": {"what": "resonator"}, "than_opponent": "less"}
    assert _welkin(ann=1, bob=3)[1]
    assert not _welkin(ann=2, bob=3)[1]
    assert as_long_as("you control less magic stones than your opponent") == {"count": {"what": "magic_stone", "whose": "you"}, "than_opponent": "less"}
    with pytest.raises(Unsupported):
        as_long_as("you control less Fairy Tales than your opponent")


def test_fow_count_stone_filter_r_non_special_and_recovered_magic_stones() -> None:
    """FOW-COUNT-STONE-FILTER-R with VIN003-051 ([Swiftness] as long as you control a non-special wind magic
    stone): a special wind stone (CMF-096) does not do, a basic one (CMF-105) does; VIN002-048's count of
    recovered magic stones leaves the rested ones out."""
    assert entry("VIN003-051")["supported"] and entry("VIN002-048")["supported"]
    state = hero_started(("VIN003-051",), stones=("CMF-096", "CMF-105"))
    red = to_field(state, "ann", "VIN003-051")
    to_field(state, "ann", "CMF-096")
    assert "swiftness" not in stats(state, red)[2]
    basic = to_field(state, "ann", "CMF-105", rested=True)
    assert "swiftness" in stats(state, red)[2]
    recovered = per_count("recovered magic stone you control")
    assert recovered == {"what": "magic_stone", "whose": "you", "state": "recovered"}
    count = PerCount(what="magic_stone", whose="you", state="recovered")
    before = board_of(state).per_count(count, red, "ann")
    next(e for e in player(state, "ann").field if e.id == basic).rested = False
    assert board_of(state).per_count(count, red, "ann") == before + 1


def test_fow_no_attribute_r_counted_and_searched() -> None:
    """FOW-NO-ATTRIBUTE-R with BFA-038 ([+200/+200] for each resonator with no attribute you control; itself
    water): TST-R19 (no attribute) adds 200, a light resonator nothing; TTW-091's search finds a card of no
    attribute only (TST-R19 and TTW-091 itself, not a light card); a filter with both is refused."""
    assert entry("BFA-038")["supported"] and entry("TTW-091")["supported"]
    state = real_started("BFA-038", "TTW-091")
    sympathizer = to_field(state, "ann", "BFA-038")
    base = stats(state, sympathizer)[:2]
    to_field(state, "ann", "TST-R01")
    to_field(state, "bob", "TST-R19")
    assert stats(state, sympathizer)[:2] == base
    to_field(state, "ann", "TST-R19")
    assert stats(state, sympathizer)[:2] == (base[0] + 200, base[1] + 200)
    defs = board_of(state).cat.defs
    enter = defs["TTW-091"].abilities[0]
    assert isinstance(enter, Automatic) and isinstance(enter.effects[0], Search)
    wanted = enter.effects[0].filter
    assert fits(defs["TST-R19"], wanted) and fits(defs["TTW-091"], wanted) and not fits(defs["TST-R01"], wanted)
    with pytest.raises(Unsupported):
        search_filter("a light card with no attribute")


def test_fow_to_graveyard_this_turn_r_resonators_put_into_a_graveyard_from_your_field() -> None:
    """FOW-TO-GRAVEYARD-THIS-TURN-R with VS01-020 (cost {R}{4}: "you may pay {1} less ... for each resonator put
    into a graveyard from your field this turn"): ann's Flame Lance destroys her own TST-R01 and then bob's
    TST-R11 -- one of hers, so {R}{3} pays, {R}{2} does not; the turn's record passes the consistency check.
    NDR-092's "if a resonator you control was put into a graveyard from the field this turn" holds for ann,
    not for bob; a J/resonator (a J-ruler goes to its ruler area) is refused."""
    assert entry("VS01-020")["supported"] and entry("NDR-092")["supported"]
    state = real_started("VS01-020", "NDR-092")
    mine = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R11")
    for victim in (mine, theirs):
        lance = to_hand(state, "ann", "TST-C05")
        pool(state, "ann", fire=1)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [victim], "payment": {"pool": {"fire": 1}}}))
    assert mine in player(state, "ann").graveyard and theirs in player(state, "bob").graveyard
    assert state.turn.to_graveyard == [f"ann/{mine}", f"bob/{theirs}"]
    checked(state)
    dragon = to_hand(state, "ann", "VS01-020")
    pool(state, "ann", fire=1, void=2)
    short = {"type": "play_card", "player": "ann", "card": dragon, "payment": {"pool": {"fire": 1, "void": 2}}}
    assert code_of(state, short) == "FOW-WILL-3"
    pool(state, "ann", fire=1, void=3)
    state = act(state, short | {"payment": {"pool": {"fire": 1, "void": 3}}})
    assert dragon not in player(state, "ann").hand
    blade = card("NDR-092")["play_less"]["when"]
    assert blade == {"count": {"what": "resonator", "zone": "to_graveyard", "controlled": True}, "at_least": 1}
    condition = as_long_as("a resonator you control was put into a graveyard from the field this turn")
    assert condition == {"count": blade["count"] | {"whose": "you"}, "at_least": 1}
    count = PerCount(what="resonator", zone="to_graveyard", whose="you", controlled=True)
    assert board_of(state).per_count(count, dragon, "ann") == 1 and board_of(state).per_count(count, dragon, "bob") == 1
    state.turn.to_graveyard = [f"ann/{mine}"]
    assert board_of(state).per_count(count, dragon, "bob") == 0
    with pytest.raises(Unsupported):
        per_count("J/resonator put into a graveyard from your field this turn")


def test_fow_to_graveyard_this_turn_r_a_draw_for_each_resonator_from_any_field() -> None:
    """FOW-TO-GRAVEYARD-THIS-TURN-R with DBV-067 (a chant: draw a card for each resonator put into a graveyard from
    the field this turn -- any field, ``whose`` all; PofA-118's [Enter] reads the same): ann's Flame Lance
    destroys her own TST-R01 and bob's TST-R11; DBV-067 then draws her two cards."""
    for card_id in ("DBV-067", "PofA-118"):
        assert entry(card_id)["supported"], card_id
    per = {"what": "resonator", "zone": "to_graveyard", "whose": "all"}
    assert card("DBV-067")["effects"] == [{"op": "draw", "amount": 1, "per": per}]
    state = real_started("DBV-067")
    for victim in (to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R11")):
        lance = to_hand(state, "ann", "TST-C05")
        pool(state, "ann", fire=1)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": lance, "targets": [victim], "payment": {"pool": {"fire": 1}}}))
    chant = to_hand(state, "ann", "DBV-067")
    hand = len(player(state, "ann").hand)
    pool(state, "ann", wind=1, void=2)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"wind": 1, "void": 2}}}))
    assert len(player(state, "ann").hand) == hand - 1 + 2


def _tell_a_fairy_tale(grimm: bool) -> State:
    """Ann plays CMF-017 with VIN003-051 (a Fairy Tale resonator) in her deck, her ruler named as the one
    CMF-017 names when ``grimm``: the state as the effect first asks ann."""
    name = card("CMF-017")["effects"][0]["when"]["ruler_names"][0]
    state = hero_started(("CMF-017", "VIN003-051"), ruler_name=name if grimm else None)
    ann = player(state, "ann")
    ann.deck += [c for c in ann.hand if c.partition(":")[2].startswith("VIN003-051#")]
    ann.hand = [c for c in ann.hand if c not in ann.deck]
    chant = to_hand(state, "ann", "CMF-017")
    return both_pass(play(state, "ann", chant))


def _little_red(state: State) -> str:
    return next(c for c in player(state, "ann").deck if c.partition(":")[2].startswith("VIN003-051#"))


def test_fow_search_field_instead_r_the_card_found_may_enter_the_field() -> None:
    """FOW-SEARCH-FIELD-INSTEAD-R with CMF-017 (search for a Fairy Tale resonator for the hand; if your ruler
    is the one named, you may put it into the field instead): with that ruler ann is asked first; accepting,
    the Fairy Tale she names enters her field; declining, it goes to her hand.  Without that ruler she is
    not asked and it goes to her hand; a card of another race is refused (FOW-SEARCH-R)."""
    assert entry("CMF-017")["supported"] and entry("MP01-006")["supported"]
    state = _tell_a_fairy_tale(grimm=True)
    assert state.decision is not None and state.decision.kind == "may"
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "search"
    red = _little_red(state)
    other = next(c for c in player(state, "ann").deck if c != red)
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-SEARCH-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": red}))
    assert red in field(state, "ann") and red not in player(state, "ann").hand
    for grimm in (True, False):
        state = _tell_a_fairy_tale(grimm=grimm)
        if grimm:
            state = act(state, {"type": "may", "player": "ann", "accept": False})
        assert state.decision is not None and state.decision.kind == "search"
        red = _little_red(state)
        state = resolve_all(act(state, {"type": "search", "player": "ann", "card": red}))
        assert red in player(state, "ann").hand and red not in field(state, "ann")


def test_fow_search_field_instead_r_refused_after_no_plain_search() -> None:
    """FOW-SEARCH-FIELD-INSTEAD-R: "you may put it into the field instead" after a draw, or after a search
    that may find a chant, is refused with its reason."""
    with pytest.raises(Unsupported, match="after no plain search"):
        parse_effects("Draw a card. If you have no cards in your hand, you may put it into the field instead")
    with pytest.raises(Unsupported, match="may be a chant"):
        parse_effects(
            "Search your deck for a card, reveal it and put it into your hand. If you have no cards in your hand, you may put it into the field instead. Then shuffle your deck",
        )


def _play_mode(state: State, card_id: str, mode: int, targets: list[str]) -> dict[str, Any]:
    instance = to_hand(state, "ann", card_id)
    will = will_for(card_id)
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "mode": mode, "targets": targets, "payment": {"pool": will}}


def test_fow_modes_more_r_choose_both_while_the_condition_holds() -> None:
    """FOW-MODES-MORE-R and FOW-COND-AND-ANOTHER-R with LEL-024 (choose one -- draw two cards, or return target
    resonator to its owner's hand -- or both if you control a light J/resonator and another water one): its
    third mode is both; with only a light resonator it is refused, one option alone is not; with SDV3-008
    (water) beside it ann draws two and bob's resonator goes back to his hand.  Two light cards are a light
    one and another light one; one is not."""
    assert entry("LEL-024")["supported"]
    assert [m.get("combines", []) for m in card("LEL-024")["modes"]] == [[], [], [0, 1]]
    state = real_started("LEL-024", "SDV3-008")
    to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R11")
    assert code_of(state, _play_mode(state, "LEL-024", 2, [theirs])) == "FOW-MODES-MORE-R"
    assert code_of(state, _play_mode(state, "LEL-024", 1, [theirs])) is None
    to_field(state, "ann", "SDV3-008")
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _play_mode(state, "LEL-024", 2, [theirs])))
    assert theirs in player(state, "bob").hand and len(player(state, "ann").hand) == hand + 1  # the chant (already in her hand) left, two came
    two_lights = AsLongAs(count=PerCount(what="j_resonator", attributes=["light"]), another=PerCount(what="j_resonator", attributes=["light"]))
    state = real_started("LEL-024")
    first = to_field(state, "ann", "TST-R01")
    assert not board_of(state).holds(two_lights, first, "ann")
    to_field(state, "ann", "TST-R02")
    assert board_of(state).holds(two_lights, first, "ann")


def test_fow_modes_more_r_choose_up_to_two_on_a_grimm_card() -> None:
    """FOW-MODES-MORE-R with CMF-032 (700 damage to target player, or 1000 to target Human; up to two if your
    Ruler is the one named): with that ruler both are chosen -- bob takes 700 and his Human BFA-038 is
    destroyed; without it the combined mode is refused.  Options that could target one card, the first bringing it back as a new card, are refused."""
    assert entry("CMF-032")["supported"]
    name = card("CMF-032")["modes"][2]["when"]["ruler_names"][0]
    state = hero_started(("CMF-032", "BFA-038"), ruler_name=name)
    human = to_field(state, "bob", "BFA-038")
    life = player(state, "bob").life
    state = resolve_all(act(state, _play_mode(state, "CMF-032", 2, ["bob", human])))
    assert player(state, "bob").life == life - 700 and human in player(state, "bob").graveyard
    plain = hero_started(("CMF-032", "BFA-038"))
    other = to_field(plain, "bob", "BFA-038")
    assert code_of(plain, _play_mode(plain, "CMF-032", 2, ["bob", other])) == "FOW-MODES-MORE-R"
    with pytest.raises(Unsupported, match="target the same card"):
        combined_modes([{"effects": [{"op": "remove", "target": 0, "then_field": True}], "text": "a", "targets": [{"kind": "resonator"}]}, {"effects": [], "text": "b", "targets": [{"kind": "resonator"}]}], 2, {"life": True, "at_most": 1000})


def test_fow_j_ruler_counter_r_counted_on_your_j_ruler() -> None:
    """FOW-J-RULER-COUNTER-R with SDR5-004 ([+200/0] for each mystery counter on your J/ruler) and AO2-029
    ([Precision] as long as there are three or more friendship counters on your J/ruler): the counters of
    ann's ruler in its ruler area count, bob's do not, and counters of another name do nothing."""
    assert entry("SDR5-004")["supported"] and entry("AO2-029")["supported"]
    state = real_started("SDR5-004", "AO2-029")
    bats = to_field(state, "ann", "SDR5-004")
    boar = to_field(state, "ann", "AO2-029")
    base = stats(state, bats)[:2]
    ruler = player(state, "ann").ruler
    assert ruler is not None and player(state, "bob").ruler is not None
    player(state, "bob").ruler.counters = {"mystery": 3, "friendship": 3}  # type: ignore[union-attr]
    ruler.counters = {"mystery": 2, "friendship": 2}
    assert stats(state, bats)[:2] == (base[0] + 400, base[1]) and "precision" not in stats(state, boar)[2]
    ruler.counters = {"friendship": 3}
    assert stats(state, bats)[:2] == base and "precision" in stats(state, boar)[2]


def test_fow_count_standby_r_cards_in_your_chant_standby_area() -> None:
    """FOW-COUNT-STANDBY-R with BFA-073 ([+100/+100] for each card in your chant-standby area): two cards ann
    set there add 200; bob's set card adds nothing; a kind of card there is not counted (refused)."""
    assert entry("BFA-073")["supported"]
    state = real_started("BFA-073")
    zombie = to_field(state, "ann", "BFA-073")
    base = stats(state, zombie)[:2]
    to_standby(state, "bob", "TST-C05", 1)
    assert stats(state, zombie)[:2] == base
    to_standby(state, "ann", "TST-C05", 1)
    to_standby(state, "ann", "TST-C08", 1)
    assert stats(state, zombie)[:2] == (base[0] + 200, base[1] + 200)
    with pytest.raises(Unsupported):
        per_count("chant in your chant-standby area")
