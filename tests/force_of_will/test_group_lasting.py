"""FOW-GROUP-LASTING-R (CR 909.4, 909.4a): a lasting change of a spell or ability to the cards of a group -- "(filtered)
J/resonators you control (your opponent controls) gain ... until end of turn" -- is one change of the group, not of the
cards there as it resolves: a card that enters (or comes under that control) later that turn has it, one that stops
belonging to the group (control changed, a state filter no longer met) loses it, "other" never reaches its source,
and it ends at end of turn.  Real cards are named by id (their printed text stays in ../shared); the state-filter and
keyword-filter cases use invented cards of the test pool."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest
from msgspec import UNSET
from starlette.testclient import TestClient

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import Entity, GroupScope, Modifier, State
from adjudicator.force_of_will.views import HIDDEN, view
from adjudicator.force_of_will.vocabulary import EachFilter

from .fowsim_db import card, entry
from .helpers import act, full_deck, next_turn, player, pool, to_field, to_hand
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

FOW = "/v1/games/force-of-will"
PUMP = "SKL-064"  # a chant: J/resonators you control gain [+600/+600] until end of turn
SHRINK = "SNV-096"  # a chant: destroy target magic stone; resonators your opponent controls gain [-400/-400] until end of turn
THIEF = "TMS-049"  # a resonator: [Enter] gain control of target resonator your opponent controls as long as it is in the field
BEAST = "SKL-060"  # a Four Sacred Beasts resonator: {1}: other Four Sacred Beasts resonators you control gain [+200/+200] until end of turn


def _cast_tst_r01(state: State, pid: str) -> tuple[State, str]:
    """``pid`` plays a TST-R01 (a 400/400 resonator of the test pool) from the hand and it resolves."""
    instance = to_hand(state, pid, "TST-R01")
    pool(state, pid, light=1)
    state = act(state, {"type": "play_card", "player": pid, "card": instance, "targets": [], "payment": {"pool": {"light": 1}}})
    return resolve_all(state), instance


def _group(state: State) -> Modifier:
    groups = [m for m in state.modifiers if m.group is not UNSET]
    assert len(groups) == 1, state.modifiers
    return groups[0]


def test_a_j_resonator_entering_after_it_resolved_gains_it_and_one_change_is_kept() -> None:
    """CR 909.4's example: after "J/resonators you control gain [+600/+600]" resolved, a J/resonator put into that
    field later that turn has it too; the opponent's do not; the state holds one change of the group, and one
    ``group_modified`` event says so."""
    assert entry(PUMP)["supported"]
    state = real_started(PUMP)
    early, theirs = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", PUMP)))
    group = _group(state)
    assert group.group == GroupScope(player="ann", each="your_j_resonators") and group.target is UNSET and group.until == "turn"
    assert stats(state, early)[:2] == (1000, 1000) and stats(state, theirs)[:2] == (400, 400)
    state, later = _cast_tst_r01(state, "ann")
    assert stats(state, later)[:2] == (1000, 1000)


def test_the_group_modified_event_is_told_once() -> None:
    state = real_started(PUMP)
    to_field(state, "ann", "TST-R01")
    to_field(state, "ann", "TST-R02")
    state = play(state, "ann", to_hand(state, "ann", PUMP))
    result = GAME.adjudicate(state, GAME.decode_action({"type": "pass", "player": "ann"}))
    result = GAME.adjudicate(result.state, GAME.decode_action({"type": "pass", "player": "bob"}))
    events = [msgspec.to_builtins(e) for e in result.events]
    told = [e for e in events if e["type"] == "group_modified"]
    assert len(told) == 1 and not [e for e in events if e["type"] == "modified"]
    assert told[0]["player"] == "ann" and told[0]["each"] == "your_j_resonators" and told[0]["atk"] == 600 and told[0]["rule"] == "FOW-GROUP-LASTING-R"


def test_a_card_coming_under_that_control_later_gains_it() -> None:
    """FOW-GAIN-CONTROL-WHILE-R after it: bob's resonator that ann gains control of after the change resolved is
    one of "J/resonators you control" from then on."""
    state = real_started(PUMP, THIEF)
    stolen = to_field(state, "bob", "TST-R02")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", PUMP)))
    assert stats(state, stolen)[:2] == (600, 500)
    thief = to_hand(state, "ann", THIEF)
    state = resolve_all(play(state, "ann", thief), {thief: [stolen]})
    assert stolen in field(state, "ann")
    assert stats(state, stolen)[:2] == (1200, 1100) and stats(state, thief)[:2] == (1400, 1400)


def _shrunk(*others: str) -> State:
    """Ann's SHRINK resolved (its magic stone target: a stone of bob's)."""
    state = real_started(SHRINK, *others)
    stone = to_field(state, "bob", "TST-ST-W")
    return resolve_all(play(state, "ann", to_hand(state, "ann", SHRINK), [stone]))


def test_a_card_that_stops_qualifying_loses_it() -> None:
    """CR 909.4 ("it stops to apply if the card stops fulfilling the condition"): after "resonators your
    opponent controls gain [-400/-400]" resolved, bob's resonator that ann gains control of is no longer of the
    group: its ATK/DEF are its own again; bob's other resonator keeps the change."""
    assert entry(SHRINK)["supported"]
    state = real_started(SHRINK, THIEF)
    stolen, kept = to_field(state, "bob", "TST-R10"), to_field(state, "bob", "TST-R13")
    stone = to_field(state, "bob", "TST-ST-W")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", SHRINK), [stone]))
    assert _group(state).group == GroupScope(player="ann", each="opponent_resonators")
    assert stats(state, stolen)[:2] == (800, 800)
    thief = to_hand(state, "ann", THIEF)
    state = resolve_all(play(state, "ann", thief), {thief: [stolen]})
    assert stolen in field(state, "ann")
    assert stats(state, stolen)[:2] == (1200, 1200) and stats(state, kept)[:2] == (500, 400)
    GAME.check(state)


def test_the_opponent_side_is_read_from_the_controller_as_it_resolved() -> None:
    """"Your opponent controls" is bob's side for ann's effect: a resonator put into bob's field later has it
    (and one whose DEF it drops to 0 is put into the graveyard by the next rule processes), ann's do not."""
    state = _shrunk()
    big, mine = to_field(state, "bob", "TST-R10"), to_field(state, "ann", "TST-R10")
    assert stats(state, big)[:2] == (800, 800) and stats(state, mine)[:2] == (1200, 1200)
    doomed = to_field(state, "bob", "TST-R01")
    state, small = _cast_tst_r01(state, "ann")  # a play: the rule processes run (FOW-RP-1)
    assert stats(state, small)[:2] == (400, 400)
    assert doomed not in field(state, "bob") and doomed in player(state, "bob").graveyard


def test_other_never_reaches_its_source_and_reaches_later_members() -> None:
    """FOW-EACH-FILTER-R's "other" with a group change: the source of the ability never has it, another card of
    the race has it, one entering later has it too, a card of another race does not."""
    assert entry(BEAST)["supported"]
    state = real_started(BEAST, copies=3)
    source, other, stranger = to_field(state, "ann", BEAST), to_field(state, "ann", BEAST), to_field(state, "ann", "TST-R01")
    printed = stats(state, source)[:2]
    pool(state, "ann", void=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [], "payment": {"pool": {"void": 1}}}))
    plus = (printed[0] + 200, printed[1] + 200)
    assert stats(state, source)[:2] == printed and stats(state, other)[:2] == plus and stats(state, stranger)[:2] == (400, 400)
    later = to_field(state, "ann", BEAST)
    assert stats(state, later)[:2] == plus and _group(state).source == source


def test_other_reaches_its_source_back_in_the_field_as_a_new_card() -> None:
    """FOW-GROUP-LASTING-R with "other" (CR 302.3, 909.4): the source leaving the field and coming back the same
    turn is a new card, no longer the source: the change reaches it like any card of the group that enters later
    (and still reaches the others)."""
    state = real_started(BEAST, copies=3)
    source, other = to_field(state, "ann", BEAST), to_field(state, "ann", BEAST)
    printed = stats(state, source)[:2]
    pool(state, "ann", void=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [], "payment": {"pool": {"void": 1}}}))
    plus = (printed[0] + 200, printed[1] + 200)
    board = board_of(state)
    entity = board.entity(source)
    assert entity is not None and stats(state, source)[:2] == printed
    board.leave_field(entity, "hand", [])
    assert source in player(state, "ann").hand and not _group(state).group.among.other  # type: ignore[union-attr]
    player(state, "ann").hand.remove(source)
    player(state, "ann").hand_count -= 1
    player(state, "ann").field.append(Entity(id=source, since=state.turn.number))
    GAME.check(state)
    assert stats(state, source)[:2] == plus and stats(state, other)[:2] == plus


def test_it_ends_at_end_of_turn() -> None:
    state = real_started(PUMP)
    early = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", PUMP)))
    assert stats(state, early)[:2] == (1000, 1000)
    state = next_turn(state)
    assert not state.modifiers and stats(state, early)[:2] == (400, 400)
    to_field(state, "ann", "TST-R01")
    assert all(stats(state, e.id)[:2] == (400, 400) for e in player(state, "ann").field if "TST-R01#" in e.id)


# -- invented cards of the test pool: a state filter and a keyword filter on a lasting change ---------------------------------

_INVENTED = [
    {
        "id": "TST-GL1", "name": "Rested Rally", "types": ["chant"], "attributes": ["light"], "cost": {"specified": {"light": 1}},
        "effects": [{"op": "modify", "atk": 300, "def": 300, "each": "your_j_resonators", "among": {"state": "rested"}}],
        "text": "All rested J/resonators you control gain [+300/+300] until end of turn.", "rarity": "C", "set": "TST", "provenance": "invented",
    },
    {
        "id": "TST-GL2", "name": "Grounded Wings", "types": ["chant"], "attributes": ["light"], "cost": {"specified": {"light": 1}},
        "effects": [{"op": "modify", "keywords": ["flying"], "atk": 100, "each": "your_j_resonators", "among": {"without_keyword": "flying"}}],
        "text": "J/resonators without [Flying] you control gain [+100/+0] and [Flying] until end of turn.", "rarity": "C", "set": "TST", "provenance": "invented",
    },
]


def _invented_started() -> State:
    card_set = real_set()
    card_set["cards"] = [*card_set["cards"], *_INVENTED]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"] |= {"TST-GL1": 1, "TST-GL2": 1}
    return ann_first({"card_set": card_set}, decks, "group-lasting")


def _cast(state: State, def_id: str) -> State:
    instance = to_hand(state, "ann", def_id)
    pool(state, "ann", light=1)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": {"pool": {"light": 1}}}))


def test_a_state_filter_is_read_while_it_lasts() -> None:
    """FOW-EACH-STATE-R's ruling for a lasting change (CR 909.4: its conditions are part of it): "all rested
    J/resonators you control gain ..." -- a rested one has it, a recovered one not; once it recovers it loses it,
    and one that becomes rested later gains it."""
    state = _invented_started()
    rested, recovered = to_field(state, "ann", "TST-R01", rested=True), to_field(state, "ann", "TST-R01")
    state = _cast(state, "TST-GL1")
    assert stats(state, rested)[:2] == (700, 700) and stats(state, recovered)[:2] == (400, 400)
    board = board_of(state)
    one, other = board.entity(rested), board.entity(recovered)
    assert one is not None and other is not None
    one.rested, other.rested = False, True
    assert stats(state, rested)[:2] == (400, 400) and stats(state, recovered)[:2] == (700, 700)


def test_a_keyword_filter_is_read_without_the_group_changes() -> None:
    """A group change that gives the keyword its filter excludes: the filter is read without group changes (no
    loop), so a J/resonator without [Flying] of its own has the change and keeps it; one printed with it does not."""
    state = _invented_started()
    plain, flyer = to_field(state, "ann", "TST-R02"), to_field(state, "ann", "TST-R01")
    state = _cast(state, "TST-GL2")
    atk, _, keywords = stats(state, plain)
    assert atk == 700 and "flying" in keywords
    assert stats(state, flyer)[0] == 400


# -- the state is public: consistency check and views -----------------------------------------------------------------------


def _pumped() -> State:
    state = real_started(PUMP)
    to_field(state, "ann", "TST-R01")
    return resolve_all(play(state, "ann", to_hand(state, "ann", PUMP)))


@pytest.mark.parametrize(
    ("change", "pointer"),
    [
        ({"group": {"player": "zed", "each": "your_j_resonators"}}, "/modifiers/0/group"),
        ({"source": UNSET}, "/modifiers/0/group"),
        ({"until": "used"}, "/modifiers/0/group"),
        ({"prevent": "to"}, "/modifiers/0/group"),
        ({"target": "ann:TST-R01#1"}, "/modifiers/0"),
        ({"group": {"player": "ann", "each": "your_j_resonators", "among": {"chosen_race": True}}}, "/modifiers/0/group"),
    ],
)
def test_a_malformed_group_change_is_refused(change: dict[str, Any], pointer: str) -> None:
    state = _pumped()
    GAME.check(state)
    forged = msgspec.to_builtins(state)
    modifier = forged["modifiers"][0]
    for key, value in change.items():
        if value is UNSET:
            modifier.pop(key, None)
        else:
            modifier[key] = value
    with pytest.raises(InputError) as refused:
        GAME.check(msgspec.convert(forged, State))
    assert any(e.pointer == pointer for e in refused.value.errors), refused.value.errors


def test_a_forged_group_change_is_a_422_at_the_service(client: TestClient) -> None:
    forged = msgspec.to_builtins(_pumped())
    forged["modifiers"][0]["group"]["player"] = "zed"
    answer = client.post(f"{FOW}/legal-actions", json={"state": forged})
    assert answer.status_code == 422
    assert "/state/modifiers/0/group" in [e["pointer"] for e in answer.json()["errors"]]
    good = copy.deepcopy(forged)
    good["modifiers"][0]["group"]["player"] = "ann"
    assert client.post(f"{FOW}/legal-actions", json={"state": good}).status_code == 200


def test_a_source_gone_to_a_hidden_zone_is_concealed_in_views() -> None:
    """A group change names no card of the group; the card whose ability made it, once back in its owner's
    hand, is hidden from the other player (as a lasting change's target is)."""
    state = real_started(BEAST, copies=2)
    source = to_field(state, "ann", BEAST)
    to_field(state, "ann", BEAST)
    pool(state, "ann", void=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [], "payment": {"pool": {"void": 1}}}))
    assert view(state, "bob")["modifiers"][0]["source"] == source
    board = board_of(state)
    entity = board.entity(source)
    assert entity is not None
    board.leave_field(entity, "hand", [])
    assert source in player(state, "ann").hand
    GAME.check(state)
    assert view(state, "bob")["modifiers"][0]["source"] == HIDDEN
    assert view(state, "ann")["modifiers"][0]["source"] == source
    # Its source gone, "other" keeps no card out any more (CR 302.3: the card back in a field is a new one).
    assert view(state, "bob")["modifiers"][0]["group"] == {"player": "ann", "each": "your_resonators", "among": msgspec.to_builtins(EachFilter(races=["Four Sacred Beasts"]))}


# -- FOW-NAMED-GROUP-GAINS-R: "Cards named "X" you control gain ..." ------------------------------------------------------------


@pytest.mark.parametrize(("jiraiya", "toad", "other_toad"), [("SDV4-010", "SDV4-009", "DBV-064"), ("DBV-065", "DBV-064", "SDV4-009")])
def test_named_cards_you_control_gain_it_entering_later_too(jiraiya: str, toad: str, other_toad: str) -> None:
    """FOW-NAMED-GROUP-GAINS-R with FOW-GROUP-LASTING-R: ann plays a rune (FOW-RUNE-PLAY-R) and the "whenever you play
    a rune" ability of ``jiraiya`` gives the cards of ``toad``'s name she controls [+400/+400] until end of turn: the
    one there, one put into her field later that turn (``other_toad``: another card of that name); not ``jiraiya``
    itself, not bob's."""
    from .test_fowsim_fow_plain_runes_families import play_rune, rune_game

    assert entry(jiraiya)["supported"]
    state = rune_game(jiraiya, toad, other_toad)
    source, early, theirs = to_field(state, "ann", jiraiya), to_field(state, "ann", toad), to_field(state, "bob", toad)
    state = resolve_all(act(state, play_rune(state, "ann", "SDV1-007", {"light": 1}, mode=1)))
    assert _group(state).group == GroupScope(player="ann", each="your_j_resonators", among=EachFilter(names=["Huge Toad"]))
    assert stats(state, early)[:2] == (800, 800) and stats(state, theirs)[:2] == (400, 400) and stats(state, source)[:2] == (700, 700)
    later = to_field(state, "ann", other_toad)
    assert stats(state, later)[:2] == (800, 800)
    state = next_turn(state)
    assert stats(state, early)[:2] == (400, 400)


def test_named_cards_of_a_name_printed_on_no_resonator_are_refused() -> None:
    """FOW-NAMED-GROUP-GAINS-R (breaking it): outside an import no name is known to be printed on resonators alone,
    so "Cards named "X" you control gain ..." is not guessed (a card of another type would gain it too)."""
    assert "printed on other cards than resonators" in refused_line('Cards named "Nobody Known" you control gain [+400/+400] until end of turn.')


def test_a_status_of_a_group_binds_those_entering_later() -> None:
    """FOW-STATUS-UNTIL-R of a group with FOW-GROUP-LASTING-R: SKL-092J's God's Art (J/resonators you control cannot be
    targeted by spells or abilities until end of turn; draw three) -- ann's J/resonators there and one put into her
    field later cannot be targeted; bob's can; at the next turn it is over."""
    assert entry("SKL-092")["supported"]
    state = real_started(ruler="SKL-092")
    j_ruler = j_ruler_to_field(state, "ann")
    mine, theirs = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R01")
    ability = next(i for i, a in enumerate(card("SKL-092J")["abilities"]) if a.get("gods_art"))
    pool(state, "ann", water=1, wind=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": j_ruler, "ability": ability, "payment": {"pool": {"water": 1, "wind": 1}}}))
    later = to_field(state, "ann", "TST-R02")

    def untargetable(instance: str) -> bool:
        board = board_of(state)
        entity = board.entity(instance)
        assert entity is not None
        return board.has_flag(entity, "untargetable")

    assert untargetable(mine) and untargetable(later) and untargetable(j_ruler) and not untargetable(theirs)
    state = next_turn(state)
    assert not untargetable(mine)
