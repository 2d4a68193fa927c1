""""As long as" families played with real cards named by id (the printed text stays in ../shared).

FOW-GAIN-CONTROL-WHILE-R: control gained "as long as this card is in the field" lasts past the end of the turn
and ends the moment its source leaves the field, layered over the other control effects in timestamp order."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import CONTROL_REFUSAL, Unsupported, parse_effects
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import ControlLayer, Entity, State

from .fowsim_db import card, entry
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    next_turn,
    pass_until,
    player,
    to_field,
    to_hand,
)
from .real import (
    ann_first,
    board_of,
    field,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    stats,
)


def _leave(state: State, card_id: str) -> None:
    """``card_id`` leaves the field for its owner's graveyard (as a destroyed card would)."""
    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])


def _steal_with_tms_049(*others: str) -> tuple[State, str, str]:
    state = real_started("TMS-049", *others)
    stolen = to_field(state, "bob", "TST-R02", rested=True, damage=100)
    thief = to_hand(state, "ann", "TMS-049")
    return resolve_all(play(state, "ann", thief), {thief: [stolen]}), thief, stolen


def test_fow_gain_control_while_r_lasts_past_the_turn_and_ends_with_the_source_tms_049() -> None:
    """FOW-GAIN-CONTROL-WHILE-R with TMS-049 (enters: gain control of target resonator your opponent controls
    as long as this card is in a field): bob's resonator comes to ann's field as the same card (rested, its
    damage kept, still bob's), stays hers after the turn ends, and goes back to bob's field the moment
    TMS-049 leaves the field, under his control since that turn."""
    assert entry("TMS-049")["supported"]
    state, thief, stolen = _steal_with_tms_049()
    assert stolen in field(state, "ann") and stolen not in field(state, "bob")
    entity = board_of(state).entity(stolen)
    assert entity is not None and entity.rested and entity.damage == 100 and entity.since == state.turn.number
    assert entity.control_by == [ControlLayer(player="ann", source=thief)] and entity.control_base == "bob"
    state = next_turn(state)
    assert stolen in field(state, "ann") and board_of(state).controller(stolen).id == "ann"
    GAME.check(state)
    _leave(state, thief)
    assert stolen in field(state, "bob") and stolen not in field(state, "ann")
    back = board_of(state).entity(stolen)
    assert back is not None and back.control_by is msgspec.UNSET and back.control_base is msgspec.UNSET
    assert back.since == state.turn.number
    GAME.check(state)


def test_fow_gain_control_while_r_no_effect_when_the_source_left_before_it_resolved_tms_049() -> None:
    """FOW-GAIN-CONTROL-WHILE-R (breaking it, CR 909.8): TMS-049 leaves the field while its ability waits on
    the chase: nothing changes control; its own resonator is not a legal target (your opponent controls)."""
    state = real_started("TMS-049")
    stolen = to_field(state, "bob", "TST-R02")
    own = to_field(state, "ann", "TST-R01")
    thief = to_hand(state, "ann", "TMS-049")
    state = both_pass(play(state, "ann", thief))
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [own]}) == "FOW-PLAY-1"
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [stolen]})
    _leave(state, thief)
    state = resolve_all(state)
    assert stolen in field(state, "bob") and stolen not in field(state, "ann")
    entity = board_of(state).entity(stolen)
    assert entity is not None and entity.control_by is msgspec.UNSET


def test_fow_gain_control_while_r_all_resonators_as_it_resolves_rol_015() -> None:
    """FOW-GAIN-CONTROL-WHILE-R with ROL-015 (enters: gain control of all resonators your opponent controls as
    long as this card is in the field; CR 909.4a): both of bob's resonators come to ann's field, his magic
    stone does not, a resonator bob puts into his field afterwards stays his; ROL-015 leaving returns both."""
    assert entry("ROL-015")["supported"]
    state = real_started("ROL-015")
    first, second = to_field(state, "bob", "TST-R02"), to_field(state, "bob", "TST-R11")
    stone = to_field(state, "bob", "TST-ST-U")
    source = to_hand(state, "ann", "ROL-015")
    state = resolve_all(play(state, "ann", source))
    assert {first, second} <= field(state, "ann") and not {first, second} & field(state, "bob")
    assert stone in field(state, "bob")
    later = to_field(state, "bob", "TST-R06")
    state = next_turn(state)
    assert later in field(state, "bob") and {first, second} <= field(state, "ann")
    _leave(state, source)
    assert {first, second, later} <= field(state, "bob") and not {first, second} & field(state, "ann")
    GAME.check(state)


def test_fow_gain_control_while_r_layers_with_until_end_of_turn_vin003_043() -> None:
    """FOW-GAIN-CONTROL-WHILE-R layered with FOW-GAIN-CONTROL-R (CR 909.3b): after TMS-049 took bob's
    resonator, bob's VIN003-043 takes it back until end of turn.  If TMS-049 stays, the card is ann's again
    once the turn ends; if TMS-049 leaves during the turn, bob keeps it (his newer effect) and keeps it after
    the turn ends (no effect is left)."""
    for source_leaves in (False, True):
        state, thief, stolen = _steal_with_tms_049("VIN003-043")
        state = pass_until(next_turn(state), lambda s: s.priority == "bob" and s.phase == "main" and not s.chase and s.decision is None)
        taker = to_hand(state, "bob", "VIN003-043")
        state = resolve_all(play(state, "bob", taker), {taker: [stolen]})
        assert stolen in field(state, "bob")
        entity = board_of(state).entity(stolen)
        assert entity is not None and entity.control_by == [ControlLayer(player="ann", source=thief), ControlLayer(player="bob")]
        if source_leaves:
            _leave(state, thief)
            assert stolen in field(state, "bob")
            GAME.check(state)
        state = next_turn(state)
        assert (stolen in field(state, "bob")) is source_leaves
        assert (stolen in field(state, "ann")) is not source_leaves
        GAME.check(state)


@pytest.mark.parametrize(
    "sentence",
    [
        "Gain control of target resonator as long as this card is rested",
        "Gain control of all resonators as long as this card is in the field",
        "Gain control of target J/resonator as long as this card is in the field",
    ],
)
def test_fow_gain_control_while_r_other_conditions_are_refused(sentence: str) -> None:
    """FOW-GAIN-CONTROL-WHILE-R reads only 'as long as this card is in the field' over a resonator target or all
    the resonators your opponent controls; any other condition or group is refused."""
    with pytest.raises(Unsupported) as caught:
        parse_effects(sentence)
    assert str(caught.value) in (CONTROL_REFUSAL, "gaining control of a J/resonator is not in the vocabulary")


def test_fow_gain_control_while_r_forged_layers_are_refused() -> None:
    """FOW-GAIN-CONTROL-WHILE-R's consistency: a layer whose source is not in the field is refused."""
    state, thief, stolen = _steal_with_tms_049()
    data = msgspec.to_builtins(state)
    for entity in data["players"][0]["field"]:
        if entity["id"] == stolen:
            entity["control_by"][0]["source"] = "ann:TST-R01#9"
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data)
    assert any("FOW-GAIN-CONTROL-R" in e.message for e in caught.value.errors)
    assert thief in field(state, "ann")


def _renamed_started(
    *ids: str, renamed: dict[str, dict[str, Any]] | None = None, stones: dict[str, int] | None = None, read_only: tuple[str, ...] = ()
) -> State:
    """Like :func:`real_started`, with reference cards of the pool given a real card's name (or attributes):
    the cards a condition names, whose own text the engine cannot play; ``stones``: more magic stones in
    each stone deck (real basic magic stones by id); ``read_only``: real cards still unsupported, with only
    the lines the importer reads (to play those lines; the cards stay unsupported)."""
    cards = [dict(c, **(renamed or {}).get(c["id"], {})) for c in real_set(*ids, *(stones or {}))["cards"]]
    cards = [{k: v for k, v in c.items() if k != "unsupported"} if c["id"] in read_only else c for c in cards]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["stones"].update(stones or {})
        for card_id in ids:
            deck["main"][card_id] = 1
    return ann_first({"card_set": {"id": "tst-plus-renamed", "cards": cards}}, decks, "renamed")


def test_fow_cont_while_opponent_r_a_j_ruler_your_opponent_controls_vin002_024() -> None:
    """FOW-CONT-WHILE-OPPONENT-R with VIN002-024 (as long as your opponent controls a J-ruler, this card gains
    [Swiftness] and [+500/+500]; the keywords printed before the ATK/DEF change, FOW-CONT-WHILE-R): nothing
    while bob's ruler is in his ruler area or only ann's own J-ruler is in the field; both once bob's J-ruler
    is in the field."""
    assert entry("VIN002-024")["supported"]
    state = real_started("VIN002-024")
    imca = to_field(state, "ann", "VIN002-024")
    assert stats(state, imca) == (500, 500, frozenset())
    j_ruler_to_field(state, "ann")
    assert stats(state, imca) == (500, 500, frozenset())
    j_ruler_to_field(state, "bob")
    assert stats(state, imca) == (1000, 1000, frozenset({"swiftness"}))


def test_fow_cont_while_r_your_ruler_is_named_edl_006() -> None:
    """FOW-CONT-WHILE-R with EDL-006 (this card gains [0/+1000] as long as your ruler is "NAME", read as a
    cost reduction reads it, FOW-PLAY-LESS-R): with a ruler of that name (EDL-096's) in ann's ruler area it has
    1700 DEF; once it is a J-ruler in the field, or with another ruler, its printed 700."""
    assert entry("EDL-006")["supported"]
    named = _renamed_started("EDL-006", renamed={"TST-RU1": {"name": card("EDL-096")["name"]}})
    servant = to_field(named, "ann", "EDL-006")
    assert stats(named, servant)[:2] == (500, 1700)
    j_ruler_to_field(named, "ann")  # no longer a ruler in the ruler area
    assert stats(named, servant)[:2] == (500, 700)
    other = real_started("EDL-006")
    assert stats(other, to_field(other, "ann", "EDL-006"))[:2] == (500, 700)


def test_fow_cont_while_r_your_j_ruler_is_named_vin003_053() -> None:
    """FOW-CONT-WHILE-R with VIN003-053 (gains [Precision] and [+100/+100] as long as your J/ruler is "A" or
    "B"): with a ruler named as SKL-059 ("A") in ann's ruler area, 200/200 and [Precision]; with another ruler, 100/100."""
    assert entry("VIN003-053")["supported"]
    named = _renamed_started("VIN003-053", renamed={"TST-RU1": {"name": card("SKL-059")["name"]}})
    assert stats(named, to_field(named, "ann", "VIN003-053")) == (200, 200, frozenset({"precision"}))
    other = real_started("VIN003-053")
    assert stats(other, to_field(other, "ann", "VIN003-053")) == (100, 100, frozenset())


def test_fow_j_ruler_while_attribute_r_tms_081() -> None:
    """FOW-J-RULER-WHILE-ATTRIBUTE-R with TMS-081 (addition: your J-ruler gains [+200/+200] as long as it's
    darkness): ann's darkness J-ruler (the reference one, made darkness) gains it, bob's darkness-less J-ruler does not; ann's light
    J-ruler (TST-RU1J) does not; a ruler in its ruler area never does."""
    assert entry("TMS-081")["supported"]
    state = _renamed_started("TMS-081", renamed={"TST-RU1J": {"attributes": ["darkness"]}})
    to_field(state, "ann", "TMS-081")
    j_ruler = j_ruler_to_field(state, "ann")
    theirs = j_ruler_to_field(state, "bob")
    printed = board_of(state).defn(board_of(state).entity(j_ruler) or Entity(id=j_ruler))
    assert stats(state, j_ruler)[:2] == ((printed.atk or 0) + 200, (printed.def_ or 0) + 200)
    theirs_printed = board_of(state).defn(board_of(state).entity(theirs) or Entity(id=theirs))
    assert stats(state, theirs)[:2] == (theirs_printed.atk or 0, theirs_printed.def_ or 0)
    light = real_started("TMS-081")
    to_field(light, "ann", "TMS-081")
    own = j_ruler_to_field(light, "ann")
    own_printed = board_of(light).defn(board_of(light).entity(own) or Entity(id=own))
    assert stats(light, own)[:2] == (own_printed.atk or 0, own_printed.def_ or 0)


def test_fow_misprint_r_this_gains_and_spaced_commas_acn_109_adk_134() -> None:
    """FOW-MISPRINT-R with ACN-109 ("..., this gains [Swiftness]": this card) and ADK-134 ("[Swiftness] ,
    [Flying] , and [First Strike] as long as your life is 1000 or less"): each applies exactly while its
    condition holds."""
    assert entry("ACN-109")["supported"] and entry("ADK-134")["supported"]
    state = _renamed_started("ACN-109", "ADK-134", renamed={"TST-R02": {"name": card("ACN-108")["name"]}})
    falcon, hilda = to_field(state, "ann", "ACN-109"), to_field(state, "ann", "ADK-134")
    assert "swiftness" not in stats(state, falcon)[2]
    assert stats(state, hilda)[2] == frozenset()
    to_field(state, "ann", "TST-R02")  # named as ACN-108
    assert "swiftness" in stats(state, falcon)[2]
    player(state, "ann").life = 1100
    assert stats(state, hilda)[2] == frozenset()
    player(state, "ann").life = 1000
    assert stats(state, hilda)[2] == frozenset({"swiftness", "flying", "first_strike"})


def test_fow_misprint_r_this_car_and_a_full_stop_after_reminder_text_sdr3_005_sdr1_002() -> None:
    """FOW-MISPRINT-R with SDR3-005 ("This car gains [Flying] as long as the weather is rain") and SDR1-002
    (reminder text closed by a stray full stop): [Flying] only while ann's weather is rain; [Precision] only
    while ann has a darkness gem."""
    assert entry("SDR3-005")["supported"] and entry("SDR1-002")["supported"]
    state = real_started("SDR3-005", "SDR1-002")
    dolphin, blade = to_field(state, "ann", "SDR3-005"), to_field(state, "ann", "SDR1-002")
    assert "flying" not in stats(state, dolphin)[2] and "precision" not in stats(state, blade)[2]
    player(state, "ann").weather = "rain"
    player(state, "ann").gems = ["darkness"]
    assert "flying" in stats(state, dolphin)[2] and "precision" in stats(state, blade)[2]
    player(state, "ann").weather = "thunderstorm"
    player(state, "ann").gems = ["light"]
    assert "flying" not in stats(state, dolphin)[2] and "precision" not in stats(state, blade)[2]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        # "Your J-ruler gains" is read (FOW-J-RULERS-GAIN-R); the conditions stay refused.
        ("Your J-ruler gains [+200/+200] as long as it's rested.", "not in the vocabulary"),
        ("Your J-ruler gains [+200/+200] as long as it's a Vampire.", "not in the vocabulary"),
        ("This card gains [Swiftness] as long as your opponent controls two J-rulers.", "not in the vocabulary"),
    ],
)
def test_fow_cont_while_r_neighbouring_wordings_stay_refused(line: str, reason: str) -> None:
    """FOW-CONT-WHILE-R, FOW-J-RULER-WHILE-ATTRIBUTE-R, FOW-MISPRINT-R: only the attribute of the J-ruler, only a
    J-ruler of the opponent's -- the rest stays refused."""
    assert reason in refused_line(line)


def test_fow_gains_cannot_be_r_unattackable_and_unblockable_while_aoa_074_aoa_047() -> None:
    """FOW-GAINS-CANNOT-BE-R with AOA-074 (gains [+400/+400] and a "cannot be attacked" ability as long as you
    control four or more wind magic stones) and AOA-047 (likewise [+300/+300] and "... cannot be blocked." with
    water magic stones): with three such stones ann's attack on bob's rested AOA-074 is legal and bob may block
    ann's AOA-047; with a fourth, the attack is refused (FOW-UNATTACKABLE-R) and the block too
    (FOW-UNBLOCKABLE-R), each card with its ATK/DEF change."""
    assert entry("AOA-074")["supported"] and entry("AOA-047")["supported"]
    state = _renamed_started("AOA-074", "AOA-047", stones={"VIN001-094": 4, "VIN001-093": 4})
    wall = to_field(state, "bob", "AOA-074", rested=True)
    runner = to_field(state, "ann", "AOA-047")
    attacker = to_field(state, "ann", "TST-R01")
    blocker = to_field(state, "bob", "TST-R10")
    for _ in range(3):
        to_field(state, "bob", "VIN001-094")  # a wind magic stone
        to_field(state, "ann", "VIN001-093")  # a water magic stone
    printed_wall, printed_runner = stats(state, wall)[:2], stats(state, runner)[:2]
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": wall}) is None
    blocked = pass_until(
        act(battle, {"type": "declare_attack", "player": "ann", "attacker": runner, "target": "bob"}),
        lambda s: s.decision is not None and s.decision.kind == "declare_block",
    )
    assert code_of(blocked, {"type": "declare_block", "player": "bob", "blocker": blocker}) is None
    to_field(state, "bob", "VIN001-094")
    to_field(state, "ann", "VIN001-093")
    assert stats(state, wall)[:2] == (printed_wall[0] + 400, printed_wall[1] + 400)
    assert stats(state, runner)[:2] == (printed_runner[0] + 300, printed_runner[1] + 300)
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": wall}) == "FOW-UNATTACKABLE-R"
    blocked = pass_until(
        act(battle, {"type": "declare_attack", "player": "ann", "attacker": runner, "target": "bob"}),
        lambda s: s.decision is not None and s.decision.kind == "declare_block",
    )
    assert code_of(blocked, {"type": "declare_block", "player": "bob", "blocker": blocker}) == "FOW-UNBLOCKABLE-R"


def test_fow_cont_every_r_every_players_resonators_while_the_source_is_in_the_field_rde_042_ndr_098() -> None:
    """FOW-CONT-EVERY-R with RDE-042 (addition: resonators gain [-200/-200]) and NDR-098 (addition: non-darkness
    resonators gain [-200/-200], darkness resonators gain [+200/+200]): ann's and bob's resonators change, a
    J-ruler does not; the darkness resonator (ADK-134) gains; once the additions leave the field, nothing."""
    assert entry("RDE-042")["supported"] and entry("NDR-098")["supported"]
    state = real_started("RDE-042", "NDR-098", "ADK-134")
    mine, theirs, dark = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02"), to_field(state, "bob", "ADK-134")
    j_ruler = j_ruler_to_field(state, "bob")
    before = {card_id: stats(state, card_id)[:2] for card_id in (mine, theirs, dark, j_ruler)}
    world = to_field(state, "ann", "RDE-042")
    assert {c: stats(state, c)[:2] for c in before} == {
        mine: (before[mine][0] - 200, before[mine][1] - 200),
        theirs: (before[theirs][0] - 200, before[theirs][1] - 200),
        dark: (before[dark][0] - 200, before[dark][1] - 200),
        j_ruler: before[j_ruler],
    }
    _leave(state, world)
    ruins = to_field(state, "bob", "NDR-098")
    assert stats(state, mine)[:2] == (before[mine][0] - 200, before[mine][1] - 200)
    assert stats(state, dark)[:2] == (before[dark][0] + 200, before[dark][1] + 200)
    assert stats(state, j_ruler)[:2] == before[j_ruler]
    _leave(state, ruins)
    assert {c: stats(state, c)[:2] for c in before} == before
    assert refused_line("Darkness resonators gain [+200/+200] and [Flying].").startswith("no ability form matches")


def test_fow_cont_every_r_other_darkness_resonators_skl_066() -> None:
    """FOW-CONT-EVERY-R with SKL-066's read lines (non-darkness resonators gain [-200/-200]; other darkness
    resonators gain [+200/+200]): bob's darkness ADK-134 gains, ann's light TST-R01 loses, SKL-066 itself
    (darkness) keeps its printed ATK/DEF."""
    assert entry("SKL-066")["supported"]  # its graveyard-remove cost is read too since 2026-12-04 (FOW-COST-REMOVE-GRAVEYARD-R)
    state = _renamed_started("SKL-066", "ADK-134", read_only=("SKL-066",))
    lord, dark, light = to_field(state, "ann", "SKL-066"), to_field(state, "bob", "ADK-134"), to_field(state, "ann", "TST-R01")
    printed_light = board_of(state).defn(Entity(id=light))
    assert stats(state, lord)[:2] == (1000, 1000)
    assert stats(state, dark)[:2] == (1200, 1200)
    assert stats(state, light)[:2] == ((printed_light.atk or 0) - 200, (printed_light.def_ or 0) - 200)


@pytest.mark.parametrize("card_id", ["TMS-023", "AO1-028"])
def test_fow_cont_while_hand_r_ten_or_more_cards_in_your_removed_area(card_id: str) -> None:
    """FOW-CONT-WHILE-HAND-R with TMS-023's and AO1-028's read line (gains [+300/+300] and [Swiftness] as long
    as there are ten or more cards in your removed area; AO1-028 with a stray comma, FOW-MISPRINT-R): nine of
    ann's removed cards (and any number of bob's) give nothing; a tenth of ann's gives both."""
    assert entry(card_id)["supported"]  # its [Enter] line is read since 2026-12-05 (FOW-REMOVED-THIS-WAY-COST-R)
    state = _renamed_started(card_id, read_only=(card_id,))
    keeper = to_field(state, "ann", card_id)
    ann, bob = player(state, "ann"), player(state, "bob")
    ann.removed.extend(ann.deck[:9])
    del ann.deck[:9]
    bob.removed.extend(bob.deck[:12])
    del bob.deck[:12]
    for seat in (ann, bob):
        sync_counts(seat)
    GAME.check(state)
    assert stats(state, keeper) == (500, 500, frozenset())
    ann.removed.append(ann.deck.pop(0))
    sync_counts(ann)
    assert stats(state, keeper) == (800, 800, frozenset({"swiftness"}))


def test_fow_cont_while_itself_r_added_resonator_with_no_attribute_tms_086() -> None:
    """FOW-CONT-WHILE-ITSELF-R with TMS-086 (addition: added resonator gains [+600/+600] as long as it is with
    no attribute): added to a resonator without attributes (TST-R02 made so) it gains; added to one with an
    attribute (TST-R01) it does not."""
    assert entry("TMS-086")["supported"]
    for attributes, gain in (([], 600), (["light"], 0)):
        state = _renamed_started("TMS-086", renamed={"TST-R02": {"attributes": attributes}})
        host = to_field(state, "ann", "TST-R02")
        before = stats(state, host)[:2]
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "TMS-086"), [host]))
        assert stats(state, host)[:2] == (before[0] + gain, before[1] + gain)


def test_fow_cont_while_itself_r_this_card_while_rested_tsd1_005() -> None:
    """FOW-CONT-WHILE-ITSELF-R with TSD1-005's read line (this card gains [Barrier] as long as it is rested):
    [Barrier] while it is rested, none once it is recovered."""
    assert not entry("TSD1-005")["supported"]  # another line stays unsupported
    state = _renamed_started("TSD1-005", read_only=("TSD1-005",))
    sentinel = to_field(state, "ann", "TSD1-005", rested=True)
    assert "barrier" in stats(state, sentinel)[2]
    entity = board_of(state).entity(sentinel)
    assert entity is not None
    entity.rested = False
    assert "barrier" not in stats(state, sentinel)[2]


def test_fow_cont_while_r_a_quoted_name_and_a_race_addition_vin002_075_vin003_037() -> None:
    """FOW-CONT-WHILE-R with VIN002-075 (as long as you control a "NAME", this card gains [+400/0]) and
    FOW-COUNT-ENTITY-R with VIN003-037 (Rabbit resonators you control gain [+100/+100] as long as you control a
    Moon addition): nothing until ann controls a card of that name (TST-R02 named so) and an addition of
    that race (TST-A01 made a Moon); a Rabbit of bob's never gains."""
    assert entry("VIN002-075")["supported"] and entry("VIN003-037")["supported"]
    state = _renamed_started(
        "VIN002-075", "VIN003-037",
        renamed={"TST-R02": {"name": "Dahau"}, "TST-A01": {"races": ["Moon"]}, "TST-R01": {"races": ["Rabbit"]}},
    )
    gun = to_field(state, "ann", "VIN002-075")
    to_field(state, "ann", "VIN003-037")
    rabbit, theirs = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R01")
    base = {c: stats(state, c)[:2] for c in (gun, rabbit, theirs)}
    to_field(state, "ann", "TST-A02")  # an addition of no race
    to_field(state, "bob", "TST-R03")
    assert {c: stats(state, c)[:2] for c in base} == base
    to_field(state, "ann", "TST-R02")  # named "Dahau"
    to_field(state, "ann", "TST-A01")  # a Moon addition
    assert stats(state, gun)[:2] == (base[gun][0] + 400, base[gun][1])
    assert stats(state, rabbit)[:2] == (base[rabbit][0] + 100, base[rabbit][1] + 100)
    assert stats(state, theirs)[:2] == base[theirs]


def test_an_ex_area_condition_stays_refused_tus_066() -> None:
    """TUS-066 (J/resonators you control gain [Drain] as long as this card is in your <Possession> EX Area) stays
    unsupported: the engine has no EX Area (CR 318), so the reason names the zone."""
    assert not entry("TUS-066")["supported"]
    (line,) = entry("TUS-066")["unsupported"]
    assert "EX Area (CR 318) is not a zone of the engine" in line["reason"]


def test_fow_old_dark_r_dark_elf_is_a_race_acn_133() -> None:
    """FOW-OLD-DARK-R with ACN-133 (this card gains [Swiftness] as long as you control another Dark Elf): a
    darkness Elf (TST-R02 made so) does not count, a Dark Elf (TST-R01 made one) does; ACN-133 alone is not
    another."""
    assert entry("ACN-133")["supported"]
    state = _renamed_started(
        "ACN-133", renamed={"TST-R02": {"attributes": ["darkness"], "races": ["Elf"]}, "TST-R01": {"races": ["Dark Elf"]}}
    )
    elf = to_field(state, "ann", "ACN-133")
    assert "swiftness" not in stats(state, elf)[2]
    to_field(state, "ann", "TST-R02")
    assert "swiftness" not in stats(state, elf)[2]
    to_field(state, "ann", "TST-R01")
    assert "swiftness" in stats(state, elf)[2]


def test_fow_count_stone_filter_r_a_rested_j_ruler_msw_031() -> None:
    """FOW-COND-JRULER-NAMED-R / FOW-COUNT-STONE-FILTER-R with MSW-031 (this card gains [Swiftness],
    [Precision] and [First Strike] as long as you don't control a rested J/ruler): all three while ann's ruler
    (in its ruler area, then as a J-ruler in the field) is recovered, none while it is rested; bob's rested
    ruler does not matter."""
    assert entry("MSW-031")["supported"]
    state = real_started("MSW-031")
    knight = to_field(state, "ann", "MSW-031")
    gained = frozenset({"swiftness", "precision", "first_strike"})
    ann_ruler, bob_ruler = player(state, "ann").ruler, player(state, "bob").ruler
    assert ann_ruler is not None and bob_ruler is not None
    bob_ruler.rested = True
    assert gained <= stats(state, knight)[2]
    ann_ruler.rested = True
    assert not gained & stats(state, knight)[2]
    ann_ruler.rested = False
    j_ruler = j_ruler_to_field(state, "ann")
    assert gained <= stats(state, knight)[2]
    entity = board_of(state).entity(j_ruler)
    assert entity is not None
    entity.rested = True
    assert not gained & stats(state, knight)[2]


def test_fow_count_stone_filter_r_a_recovered_j_ruler_msw_102() -> None:
    """FOW-WILL-ONLY-IF-R with MSW-102 (a special magic stone: {Rest}: produce one will of any attribute, only if
    you control a recovered J/ruler): that ability is usable while ann's ruler is recovered; once it is rested
    only the {1} ability is."""
    assert entry("MSW-102")["supported"]
    state = _renamed_started(stones={"MSW-102": 1})
    stone = to_field(state, "ann", "MSW-102")

    def produced() -> list[list[str]]:
        board = board_of(state)
        entity = board.entity(stone)
        assert entity is not None
        return [list(option.produce) for option in board.will_options(entity)]

    assert produced() == [["void"], ["light", "fire", "water", "wind", "darkness"]]
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.rested = True
    assert produced() == [["void"]]
