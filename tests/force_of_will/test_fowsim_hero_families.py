"""Ability families of the Hero cluster, each played with a real card named by id (the printed text stays
in ../shared and is read at run time): conditions on a named J/ruler, counts of entities of a race, void
will, and will abilities played only while a condition holds."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from adjudicator.force_of_will.ability.lines import as_long_as, per_count, produce
from adjudicator.force_of_will.cards import CardSet
from adjudicator.force_of_will.state import Entity, State
from adjudicator.force_of_will.vocabulary import AsLongAs, PerCount

from .fowsim_db import card, entry, imported, raw_card
from .helpers import act, code_of, empty_hand, player, pool, to_field, to_hand
from .real import board_of, hero_started, judgment_action, real_set, real_started, resolve_all, stats


def _with_card(state: State, pid: str, def_id: str, n: int = 9) -> str:
    """An instance of a card of the set that no deck holds, put into ``pid``'s field."""
    instance = f"{pid}:{def_id}#{n}"
    player(state, pid).field.append(Entity(id=instance))
    return instance


def _play(state: State, instance: str, will: dict[str, int]) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": {"pool": will}}


# -- FOW-COND-JRULER-NAMED-R ---------------------------------------------------------------------------


def test_fow_cond_jruler_named_r_a_cost_lowered_while_your_ruler_bears_the_name() -> None:
    """FOW-COND-JRULER-NAMED-R with MP01-049, a wind chant one cheaper while its controller's J/ruler bears
    one of two names -- with ann's ruler so named, its attribute symbol alone pays it; otherwise it does not."""
    assert entry("MP01-049")["supported"]
    when = card("MP01-049")["play_less"]["when"]
    names = when["ruler_names"]
    assert len(names) == 2 and when["j_ruler_names"] == names and "negated" not in when
    plain = hero_started(("MP01-049",))
    spell = to_hand(plain, "ann", "MP01-049")
    assert code_of(plain, _play(plain, spell, {"wind": 1})) == "FOW-WILL-3"
    assert code_of(plain, _play(plain, spell, {"wind": 1, "void": 1})) is None
    for name in names:
        state = hero_started(("MP01-049",), ruler_name=name)
        spell = to_hand(state, "ann", "MP01-049")
        assert code_of(state, _play(state, spell, {"wind": 1})) is None
        state = act(state, _play(state, spell, {"wind": 1}))
        assert spell not in player(state, "ann").hand


def test_fow_cond_jruler_named_r_dont_control_and_bobs_ruler() -> None:
    """FOW-COND-JRULER-NAMED-R: the "don't control a J/ruler named" condition of JRP-018's printed line is
    read negated; it holds for ann until her ruler bears that name -- bob's ruler never counts for her."""
    line = next(str(text) for text in raw_card("JRP-018")["abilities"] if "named" in str(text))
    condition = re.search(r"only if (you don't control a J/ruler named .+?)\.?$", line)
    assert condition is not None
    read = as_long_as(condition.group(1))
    assert read["negated"] is True and len(read["ruler_names"]) == 1
    name = read["ruler_names"][0]
    named = msgspec.convert(read, AsLongAs)
    plain = hero_started(("MP01-049",))
    assert board_of(plain).holds(named, "ann:MP01-049#1", "ann")
    state = hero_started(("MP01-049",), ruler_name=name)
    assert not board_of(state).holds(named, "ann:MP01-049#1", "ann")
    assert board_of(state).holds(named, "bob:MP01-049#1", "bob")
    positive = msgspec.convert({**read, "negated": False}, AsLongAs)
    assert board_of(state).holds(positive, "ann:MP01-049#1", "ann") and not board_of(state).holds(positive, "bob:MP01-049#1", "bob")


def test_fow_cond_jruler_named_r_a_j_ruler_side_bears_its_rulers_printed_name() -> None:
    """FOW-COND-JRULER-NAMED-R with VIN003-030 ([Swiftness] while your J/ruler is a given name) and TTW-032J,
    a J-ruler side the database tells apart by a " [J-Ruler]" suffix its card does not print: imported, it
    bears its ruler's name, so the condition holds once ann's J-ruler of that name is in the field (by
    [Judgment]) and not before, while her ruler of another name is in its ruler area."""
    name = card("TTW-032")["name"]
    assert card("TTW-032J")["name"] == name and raw_card("TTW-032J")["name"] != name
    suffixed = [c["id"] for c in imported()["card_set"]["cards"] if str(raw_card(c["id"])["name"]).endswith(" [J-Ruler]")]
    assert len(suffixed) >= 40 and all(card(i)["name"] == raw_card(i[:-1])["name"] for i in suffixed)
    assert name in card("VIN003-030")["abilities"][0]["as_long_as"]["j_ruler_names"]
    state = hero_started(("VIN003-030",), changed={"TST-RU1J": {"name": name}})
    sylvia = to_field(state, "ann", "VIN003-030")
    assert "swiftness" not in stats(state, sylvia)[2]
    state = act(state, judgment_action(state, {"light": 2, "void": 1}))
    state = resolve_all(state)
    assert player(state, "ann").ruler is None and "ann:TST-RU1#1" in {e.id for e in player(state, "ann").field}
    assert "swiftness" in stats(state, sylvia)[2]


# -- FOW-COUNT-ENTITY-R --------------------------------------------------------------------------------


def test_fow_count_entity_r_a_race_ruler_or_entity_you_control() -> None:
    """FOW-COUNT-ENTITY-R with TWS-031, a fire resonator gaining ATK for each ruler or entity of one race
    its controller has -- an entity of that race in ann's field counts, ann's ruler of that race too, bob's
    entity of that race does not."""
    assert entry("TWS-031")["supported"]
    per = card("TWS-031")["abilities"][0]["per"]
    assert per["what"] == "card" and len(per["races"]) == 1
    race = per["races"][0]
    state = hero_started(("TWS-031",), ruler_races=[race])
    spirit = to_field(state, "ann", "TWS-031")
    base = int(card("TWS-031")["atk"])
    step = int(card("TWS-031")["abilities"][0]["atk"])
    assert stats(state, spirit)[0] == base + step  # ann's ruler of that race
    plain = hero_started(("TWS-031",))
    spirit = to_field(plain, "ann", "TWS-031")
    assert stats(plain, spirit)[0] == base
    # An entity of that race: the resonator itself given that race by a renamed reference card.
    cards: list[dict[str, Any]] = [dict(c) for c in real_set("TWS-031")["cards"]]
    for c in cards:
        if c["id"] == "TST-R01":
            c["races"] = [race]
    plain.options.card_set = msgspec.convert({"id": "tst-plus-real", "cards": cards}, CardSet)
    _with_card(plain, "bob", "TST-R01", 8)
    assert stats(plain, spirit)[0] == base
    _with_card(plain, "ann", "TST-R01")
    assert stats(plain, spirit)[0] == base + step


def test_fow_count_entity_r_an_entity_count_leaves_the_ruler_area_out() -> None:
    """FOW-COUNT-ENTITY-R: "for each <Race> entity" (a line of CMB-024 counts Moon entities) is read as
    entities only: a ruler of that race in its ruler area does not count, a card of it in the field does."""
    line = next(str(text) for text in raw_card("CMB-024")["abilities"] if "entity you control" in str(text))
    counted = re.search(r"for each (.+? entity you control)", line)
    assert counted is not None
    per = per_count(counted.group(1))
    assert per["what"] == "entity" and len(per["races"]) == 1
    race = per["races"][0]
    state = hero_started(("MP01-049",), ruler_races=[race])
    cards: list[dict[str, Any]] = [dict(c) for c in real_set("MP01-049")["cards"]]
    for c in cards:
        if c["id"] == "TST-RU1":
            c["races"] = [race]
        if c["id"] == "TST-R01":
            c["races"] = [race]
    state.options.card_set = msgspec.convert({"id": "tst-plus-real", "cards": cards}, CardSet)
    count = msgspec.convert(per, PerCount)
    assert board_of(state).per_count(count, "ann:MP01-049#1", "ann") == 0
    _with_card(state, "ann", "TST-R01")
    assert board_of(state).per_count(count, "ann:MP01-049#1", "ann") == 1
    ruler_too = msgspec.convert({**per, "what": "card"}, PerCount)
    assert board_of(state).per_count(ruler_too, "ann:MP01-049#1", "ann") == 2


# -- FOW-WILL-VOID-R -----------------------------------------------------------------------------------


def test_fow_will_void_r_produce_one_void_will() -> None:
    """FOW-WILL-VOID-R with TUS-089, a Gears resonator whose rest ability makes one will of no attribute --
    it produces void will (not an attribute), which pays a free cost; more than {1} at once stays refused."""
    assert entry("TUS-089")["supported"]
    assert card("TUS-089")["abilities"][0]["produce"] == ["void"]
    state = real_started("TUS-089")
    gears = to_field(state, "ann", "TUS-089")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": gears, "will": "fire"}) == "FOW-WILL-2"
    state = act(state, {"type": "produce_will", "player": "ann", "source": gears, "will": "void"})
    assert player(state, "ann").pool.get("void") == 1
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": gears, "will": "void"}) == "FOW-PLAY-4"
    assert produce("{1}") == ["void"]
    assert not entry("NWE-099")["supported"]  # three void will at once: not in the vocabulary


# -- FOW-WILL-ONLY-IF-R --------------------------------------------------------------------------------


def test_fow_will_only_if_r_a_stone_usable_only_under_a_named_ruler() -> None:
    """FOW-WILL-ONLY-IF-R with MP01-146, a special stone making will of any attribute only while its
    controller's J/ruler bears one of two names -- refused under another ruler, usable under that one."""
    assert entry("MP01-146")["supported"]
    stone = card("MP01-146")
    names = stone["stone_when"]["ruler_names"]
    plain = hero_started(("MP01-049",), stones=("MP01-146",))
    source = to_field(plain, "ann", "MP01-146")
    assert code_of(plain, {"type": "produce_will", "player": "ann", "source": source, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"
    spell = to_hand(plain, "ann", "MP01-049")
    paid = {"type": "play_card", "player": "ann", "card": spell, "targets": [], "payment": {"sources": [{"card": source, "will": "wind"}], "pool": {"void": 1}}}
    pool(plain, "ann", void=1)
    assert code_of(plain, paid) == "FOW-WILL-ONLY-IF-R"
    state = hero_started(("MP01-049",), stones=("MP01-146",), ruler_name=names[1])
    source = to_field(state, "ann", "MP01-146")
    state = act(state, {"type": "produce_will", "player": "ann", "source": source, "will": "darkness"})
    assert player(state, "ann").pool.get("darkness") == 1


def test_fow_will_only_if_r_your_j_ruler_is_form() -> None:
    """FOW-WILL-ONLY-IF-R with ADK-150, the same stone printed with "your J/ruler is" -- read as the same
    condition, and usable under a ruler of one of those names."""
    assert entry("ADK-150")["supported"]
    names = card("ADK-150")["stone_when"]["ruler_names"]
    assert card("ADK-150")["stone_when"] == card("MP01-146")["stone_when"]
    state = hero_started(("MP01-049",), stones=("ADK-150",), ruler_name=names[0])
    source = to_field(state, "ann", "ADK-150")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": source, "will": "light"}) is None


# -- FOW-JUDG-INSTEAD-R / FOW-JUDG-ONLY-IF-R --------------------------------------------------------------


def test_fow_judg_instead_r_another_cost_while_you_control_the_named_entity() -> None:
    """FOW-JUDG-INSTEAD-R with MP01-065, a light ruler (its front side supported) whose Judgment costs one light will instead of its
    printed cost while its controller has an entity of a given name -- with such a card (a reference card so
    named) in ann's field only the cheaper cost is taken; without it, or with it on bob's side, the printed one."""
    assert entry("MP01-065")["supported"]
    judgment = card("MP01-065")["judgment"]
    assert judgment["instead_when"]["count"]["what"] == "entity"
    name = judgment["instead_when"]["count"]["names"][0]
    printed_will = dict(judgment["cost"]["specified"]) | {"void": judgment["cost"]["free"]}
    instead_will = dict(judgment["instead"]["specified"])
    # Its J-ruler side is not supported (no deck may hold it): its Judgment, as read, goes to the reference ruler.
    state = hero_started((), changed={"TST-R01": {"name": name}, "TST-RU1": {"judgment": judgment}})
    assert code_of(state, judgment_action(state, instead_will)) == "FOW-WILL-3"
    assert code_of(state, judgment_action(state, printed_will)) is None
    to_field(state, "bob", "TST-R01")
    assert code_of(state, judgment_action(state, instead_will)) == "FOW-WILL-3"
    to_field(state, "ann", "TST-R01")
    assert code_of(state, judgment_action(state, printed_will)) is not None
    state = act(state, judgment_action(state, instead_will))
    assert player(state, "ann").ruler is not None and state.chase


def test_fow_judg_only_if_r_judgment_only_while_the_condition_holds() -> None:
    """FOW-JUDG-ONLY-IF-R: MP01-139's Judgment (one darkness will, only with no cards in its player's hand), as
    the importer reads it, given to the reference ruler -- refused while ann holds cards, done with her hand
    empty; a line of that form with another cost keeps the card's own condition."""
    judgment = card("MP01-139")["judgment"]
    assert judgment["when"] == {"count": {"what": "card", "zone": "hand"}, "at_most": 0}
    will = dict(judgment["cost"]["specified"])
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}})
    assert player(state, "ann").hand
    assert code_of(state, judgment_action(state, will)) == "FOW-JUDG-ONLY-IF-R"
    empty_hand(state, "ann")
    state = act(state, judgment_action(state, will))
    assert state.chase


# -- FOW-TRIG-PLAYED-R -----------------------------------------------------------------------------------


def test_fow_trig_played_r_you_play_an_addition_spell() -> None:
    """FOW-TRIG-PLAYED-R with CMB-043, a Gears resonator that draws its controller a card whenever they play
    an addition -- ann's addition triggers ann's copy (one card drawn), her chant does not, and bob's copy
    ignores ann's addition."""
    assert entry("CMB-043")["supported"]
    assert card("CMB-043")["abilities"][1]["played"] == {"types": ["addition"]}
    state = hero_started(("CMB-043",))
    gears = to_field(state, "ann", "CMB-043")
    to_field(state, "bob", "CMB-043")
    chant = to_hand(state, "ann", "TST-C04")
    state = act(state, _play(state, chant, {"wind": 1}))
    assert [c.kind for c in state.chase] == ["spell"]
    state = resolve_all(state)
    addition = to_hand(state, "ann", "TST-A03")
    hand = len(player(state, "ann").hand)
    state = act(state, _play(state, addition, {"fire": 1, "void": 1}))
    # The trigger (no target) goes on the chase above the addition.
    assert [(c.kind, c.card, c.controller) for c in state.chase][1:] == [("automatic", gears, "ann")]
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand  # the addition played, one card drawn


def test_fow_trig_played_r_a_player_plays_a_spell() -> None:
    """FOW-TRIG-PLAYED-R with CMB-065, a darkness Slime that shrinks until end of turn whenever any player
    plays a spell -- ann's chant triggers bob's copy, which its controller bob plays."""
    assert entry("CMB-065")["supported"]
    state = hero_started(("CMB-065",))
    slime = to_field(state, "bob", "CMB-065")
    before = stats(state, slime)[:2]
    chant = to_hand(state, "ann", "TST-C04")
    state = act(state, _play(state, chant, {"wind": 1}))
    assert [(c.kind, c.card, c.controller) for c in state.chase][1:] == [("automatic", slime, "bob")]
    state = resolve_all(state)
    assert stats(state, slime)[:2] == (before[0] - 200, before[1] - 200)


# -- FOW-COUNT-ENTITY-R (regalia) / FOW-COND-JRULER-NAMED-R (J/rulers, "your J/ruler isn't") ---------------


def test_fow_count_entity_r_as_long_as_you_control_a_regalia() -> None:
    """FOW-COUNT-ENTITY-R: VIN002-036 grows while its controller has a regalia (VIN002-076 is one) in the field."""
    assert entry("VIN002-036")["supported"]
    state = hero_started(("VIN002-036", "VIN002-076"))
    soldier = to_field(state, "ann", "VIN002-036")
    base = stats(state, soldier)[:2]
    to_field(state, "bob", "VIN002-076")
    assert stats(state, soldier)[:2] == base
    to_field(state, "ann", "VIN002-076")
    assert stats(state, soldier)[:2] == (base[0] + 300, base[1] + 300)


def test_fow_cond_jruler_named_r_j_rulers_counted_and_isnt() -> None:
    """FOW-COND-JRULER-NAMED-R: MP01-175, a stone usable only while the opponent has two or more J/rulers
    (a ruler in its ruler area, J-rulers in the field) -- bob has one, so it is refused; TTW-104's "your
    J/ruler isn't" condition is read negated."""
    assert entry("MP01-175")["supported"]
    when = card("MP01-175")["stone_when"]
    assert when == {"count": {"what": "ruler", "whose": "opponent"}, "at_least": 2}
    state = hero_started(("MP01-049",), stones=("MP01-175",))
    assert board_of(state).per_count(msgspec.convert(when["count"], PerCount), "ann:MP01-175#1", "ann") == 1
    stone = to_field(state, "ann", "MP01-175")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"
    line = next(str(text) for text in raw_card("TTW-104")["abilities"] if "isn't" in str(text))
    condition = re.match(r"If (your J/ruler isn't .+?), this card", line)
    assert condition is not None
    read = as_long_as(condition.group(1))
    assert read["negated"] is True and len(read["ruler_names"]) == 2


# -- FOW-ACTIVATE-ONLY-IF-R --------------------------------------------------------------------------------


def test_fow_activate_only_if_r_an_ability_played_only_while_its_condition_holds() -> None:
    """FOW-ACTIVATE-ONLY-IF-R with BFA-027, a fire field addition whose rest ability burns every resonator but
    may be played only while its controller has a resonator -- refused with only bob's resonator in the field,
    played once ann has one."""
    assert entry("BFA-027")["supported"]
    assert card("BFA-027")["abilities"][0]["when"] == {"count": {"what": "resonator"}, "at_least": 1}
    state = hero_started(("BFA-027",))
    field_card = to_field(state, "ann", "BFA-027")
    to_field(state, "bob", "TST-R01")
    activate = {"type": "activate", "player": "ann", "card": field_card, "ability": 0, "targets": []}
    assert code_of(state, activate) == "FOW-ACTIVATE-ONLY-IF-R"
    to_field(state, "ann", "TST-R01")
    state = act(state, activate)
    assert [c.kind for c in state.chase] == ["ability"]


# -- FOW-ENTERED-THIS-TURN-R -------------------------------------------------------------------------------


def test_fow_entered_this_turn_r_judgment_after_a_card_of_the_race_entered() -> None:
    """FOW-ENTERED-THIS-TURN-R with MP01-128's Judgment (free, only if a card of a race was put into its player's
    field this turn), as read, given to the reference ruler: refused at first and after bob's card of that race
    entered; done once ann's resonator of that race (a reference card given the race) has entered -- even after
    it left the field again. Sets without such a card keep no memory."""
    judgment = card("MP01-128")["judgment"]
    count = judgment["when"]["count"]
    assert count["zone"] == "entered" and len(count["races"]) == 1
    race = count["races"][0]
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}, "TST-R01": {"races": [race]}})
    assert code_of(state, judgment_action(state, {})) == "FOW-JUDG-ONLY-IF-R"
    resonator = to_hand(state, "ann", "TST-R01")
    state = act(state, _play(state, resonator, {"light": 1}))
    state = resolve_all(state)
    assert resonator in {e.id for e in player(state, "ann").field}
    assert state.turn.entered == [f"ann/{resonator}"]
    player(state, "ann").field = [e for e in player(state, "ann").field if e.id != resonator]
    player(state, "ann").graveyard.append(resonator)
    state = act(state, judgment_action(state, {}))
    assert state.chase
    plain = hero_started((), changed={"TST-R01": {"races": [race]}})
    other = to_hand(plain, "ann", "TST-R01")
    plain = resolve_all(act(plain, _play(plain, other, {"light": 1})))
    assert other in {e.id for e in player(plain, "ann").field} and not plain.turn.entered


def test_fow_entered_this_turn_r_bobs_card_does_not_count() -> None:
    """FOW-ENTERED-THIS-TURN-R: a card of that race entering bob's field is not one ann put into her field."""
    judgment = card("MP01-128")["judgment"]
    race = judgment["when"]["count"]["races"][0]
    state = hero_started((), changed={"TST-RU1": {"judgment": judgment}, "TST-R01": {"races": [race]}})
    board = board_of(state)
    entity = Entity(id=to_hand(state, "bob", "TST-R01"))
    player(state, "bob").hand.remove(entity.id)
    board.enter_field(player(state, "bob"), entity)
    assert state.turn.entered == [f"bob/{entity.id}"]
    assert code_of(state, judgment_action(state, {})) == "FOW-JUDG-ONLY-IF-R"


# -- FOW-TRIG-ONCE-PER-TURN-R ------------------------------------------------------------------------------


def test_fow_trig_once_per_turn_r_a_trigger_limited_to_once_a_turn() -> None:
    """FOW-TRIG-ONCE-PER-TURN-R: AOA-020's trigger (it grows whenever its controller plays a resonator spell,
    once per turn), as the importer reads it, given to a reference resonator -- ann's first resonator spell
    triggers it, her second in the same turn does not."""
    (automatic,) = [a for a in card("AOA-020")["abilities"] if a.get("kind") == "automatic"]
    assert automatic["once_per_turn"] is True and automatic["played"] == {"types": ["resonator"]}
    state = hero_started((), changed={"TST-R02": {"abilities": [automatic]}})
    grower = to_field(state, "ann", "TST-R02")
    first = to_hand(state, "ann", "TST-R01")
    state = act(state, _play(state, first, {"light": 1}))
    assert [(c.kind, c.card) for c in state.chase][1:] == [("automatic", grower)]
    state = resolve_all(state)
    second = to_hand(state, "ann", "TST-R01")
    state = act(state, _play(state, second, {"light": 1}))
    assert [c.kind for c in state.chase] == ["spell"]
