"""Forged states of ``adjudicator/force_of_will/consistency.py`` pinned so that a wrong check cannot hide (issue
21, scripts/mutation): each forgery was written against a change to ``consistency.py`` that no other test
noticed; the refusal is asserted with its pointer and message as a client reads them."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import Entity, Modifier, State

from .fowsim_db import card
from .helpers import TEST_DECKS, act, both_pass, player, pool, started, take, to_field, to_hand
from .real import hero_started, j_ruler_to_field, play, real_started, resolve_all


def refused(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data, prefix="/state")
    return [(e.pointer, e.message) for e in caught.value.errors]


def test_the_turn_player_is_a_player_of_the_game() -> None:
    data = msgspec.to_builtins(started())
    data["turn"]["player"] = "carl"
    assert ("/state/turn/player", "not a player of this game") in refused(data)


def test_someone_holds_priority_when_no_decision_is_asked() -> None:
    data = msgspec.to_builtins(started())
    assert data["decision"] is None
    data["priority"] = None
    assert ("/state/priority", "someone holds priority when no decision is asked") in refused(data)


def test_an_addition_j_resonator_in_the_field_is_added_to_something() -> None:
    """An addition: J/resonator (TST-A01) in the field without a J/resonator it is added to is refused; a field
    addition (TST-A03) needs none."""
    state = started()
    to_field(state, "ann", "TST-A03")
    GAME.decode_state(msgspec.to_builtins(state))
    to_field(state, "ann", "TST-A01")
    data = msgspec.to_builtins(state)
    index = len(data["players"][0]["field"]) - 1
    assert data["players"][0]["id"] == "ann"
    assert refused(data) == [(f"/state/players/0/field/{index}/added_to", "an addition: J/resonator is added to a J/resonator")]


def test_a_cleanup_discard_is_asked_only_while_the_hand_is_over_seven() -> None:
    """FOW-TURN-4: the end-of-turn discard decision of a turn player with 8 cards in hand is accepted; the same
    decision forged with exactly 7 cards in hand (one card put back on the deck) is refused at ``/decision``."""
    state = started()
    ann = player(state, "ann")
    ann.hand.extend(ann.deck[:3])
    del ann.deck[:3]
    sync_counts(ann)
    assert len(ann.hand) == 8
    state = both_pass(both_pass(state))
    assert state.phase == "end" and state.decision is not None and state.decision.kind == "discard"
    GAME.decode_state(msgspec.to_builtins(state))
    ann = player(state, "ann")
    ann.deck.insert(0, ann.hand.pop())
    sync_counts(ann)
    assert len(ann.hand) == 7
    assert refused(msgspec.to_builtins(state)) == [
        ("/state/decision", "FOW-TURN-4: the turn player discards only while the hand is over 7 at the cleanup")
    ]


def test_the_turns_records_name_players_and_cards_of_the_game() -> None:
    """A forged record in the turn's lists is refused at its pointer (before, a card id unknown to the set in
    ``entered`` crashed the count of FOW-ENTERED-THIS-TURN-R with a KeyError): ``entered``/``attacked`` name a
    player (for ``attacked`` the turn player) and a card instance of the set that player owns; ``played`` a card
    now in a field or ruler area and an ability number; ``forbidden`` a player and a spell kind, once."""
    state = started()
    resonator = to_field(state, "ann", "TST-R01")
    turn_player = state.turn.player
    other = "bob" if turn_player == "ann" else "ann"
    good = msgspec.to_builtins(state)
    good["turn"] |= {
        "entered": [f"ann/{resonator}"],
        "attacked": [f"{turn_player}/{turn_player}:TST-R01#1"],
        "to_graveyard": [f"ann/{resonator}", f"ann/{resonator}/bob"],
        "played": [f"{resonator}/0"],
        "forbidden": [f"{other}/summon", f"{other}/normal", f"{other}/life", f"{other}/cannot_attack", f"{other}/cannot_block_j"],
        "dealt": [f"{resonator}/300"],
    }
    GAME.decode_state(good, prefix="/state")
    data = msgspec.to_builtins(state)
    data["turn"] |= {
        "entered": ["ann/ann:NOPE#1", "carl/ann:TST-R01#1", "bob/ann:TST-R01#1", "garbage", "ann/ann:TST-R01#1/bob"],
        "attacked": [f"{other}/{other}:TST-R01#1"],
        "to_graveyard": ["bob/ann:TST-R01#1", "ann/ann:TST-R01#1/ann", "ann/ann:TST-R01#1/carl"],
        "played": ["ann:TST-R02#4/0", f"{resonator}/first"],
        "forbidden": [f"{other}/summon", f"{other}/summon", "carl/normal", f"{other}/chant"],
        "dealt": [f"{resonator}/300", f"{resonator}/100", "ann:NOPE#1/100", f"{resonator}/0"],
    }
    assert refused(data) == [
        ("/state/turn/entered/0", f"'ann/ann:NOPE#1' does not name a card instance of card set {state.card_set_id} that ann owns"),
        ("/state/turn/entered/1", "'carl/ann:TST-R01#1' does not start with a player of this game and '/'"),
        ("/state/turn/entered/2", f"'bob/ann:TST-R01#1' does not name a card instance of card set {state.card_set_id} that bob owns"),
        ("/state/turn/entered/3", "'garbage' does not start with a player of this game and '/'"),
        ("/state/turn/entered/4", "'ann/ann:TST-R01#1/bob' names after the card only the player other than its owner who controlled it as it left a field"),
        ("/state/turn/attacked/0", f"'{other}/{other}:TST-R01#1' does not start with the turn player and '/'"),
        ("/state/turn/to_graveyard/0", f"'bob/ann:TST-R01#1' does not name a card instance of card set {state.card_set_id} that bob owns"),
        ("/state/turn/to_graveyard/1", "'ann/ann:TST-R01#1/ann' names after the card only the player other than its owner who controlled it as it left a field"),
        ("/state/turn/to_graveyard/2", "'ann/ann:TST-R01#1/carl' names after the card only the player other than its owner who controlled it as it left a field"),
        ("/state/turn/played/0", "'ann:TST-R02#4/0' is not '<card in a field or ruler area>/<ability number>'"),
        ("/state/turn/played/1", f"'{resonator}/first' is not '<card in a field or ruler area>/<ability number>'"),
        ("/state/turn/dealt/1", f"{resonator!r} is listed twice"),
        ("/state/turn/dealt/2", "'ann:NOPE#1/100' is not '<card instance>/<damage dealt this turn>'"),
        ("/state/turn/dealt/3", f"'{resonator}/0' is not '<card instance>/<damage dealt this turn>'"),
        ("/state/turn/forbidden/1", f"'{other}/summon' is listed twice"),
        ("/state/turn/forbidden/2", "'carl/normal' is not '<player>/<normal|summon|life|attack_resonators|cannot_attack[_j]|cannot_block[_j]>'"),
        ("/state/turn/forbidden/3", f"'{other}/chant' is not '<player>/<normal|summon|life|attack_resonators|cannot_attack[_j]|cannot_block[_j]>'"),
    ]


def test_a_state_of_another_rules_version_is_refused() -> None:
    """A state recorded under another rules version is refused at ``/rules_version``, naming both versions."""
    data = msgspec.to_builtins(started())
    version = data["rules_version"]
    data["rules_version"] = "fow-cr-0.1"
    assert ("/state/rules_version", f"this engine plays {version!r}, not 'fow-cr-0.1'") in refused(data)


def test_a_forged_player_stops_the_check_before_the_cards() -> None:
    """The players named by the turn come first: with the turn player forged, a card forged too (an unknown one
    in ann's hand, reported once the turn player is true) is not reported -- the check stops after the names of players (a checkpoint), so a later
    check never reads a player that is not there."""
    data = msgspec.to_builtins(started())
    data["turn"]["player"] = "carl"
    data["players"][0]["hand"][0] = "ann:NOPE#1"
    assert refused(data) == [("/state/turn/player", "not a player of this game")]
    data["turn"]["player"] = started().turn.player
    assert "/state/players/0/hand/0" in [pointer for pointer, _ in refused(data)]


def test_a_sideboard_changed_during_the_game_is_refused() -> None:
    """FOW-DECK-5: a main deck card put into the sideboard is refused at the sideboard."""
    state = started()
    ann = player(state, "ann")
    ann.sideboard.append(ann.deck.pop())
    assert ("/state/players/0/sideboard", "FOW-DECK-5: the sideboard is swapped only between games") in refused(msgspec.to_builtins(state))


def test_damage_on_a_card_without_def_and_an_entry_in_a_later_turn_are_refused() -> None:
    """FOW-DMG-2: a field addition (TST-A03) with damage is refused at its ``damage``; a resonator that entered in
    a turn that has not happened, at its ``since``."""
    state = started()
    to_field(state, "ann", "TST-A03", damage=100)
    data = msgspec.to_builtins(state)
    index = len(data["players"][0]["field"]) - 1
    assert refused(data) == [(f"/state/players/0/field/{index}/damage", "FOW-DMG-2: a card without DEF takes no damage")]
    state = started()
    to_field(state, "ann", "TST-R01", since=state.turn.number + 1)
    data = msgspec.to_builtins(state)
    index = len(data["players"][0]["field"]) - 1
    assert refused(data) == [(f"/state/players/0/field/{index}/since", "entered in a turn that has not happened")]


def test_a_token_in_the_field_twice_is_refused() -> None:
    """FOW-TOKEN-R with AOA-093 (two Skeleton resonator tokens): ann's two tokens are accepted; the second forged
    with the first one's id is refused (a card cannot be in two places), though tokens are no deck cards."""
    state = real_started("AOA-093")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-093")))
    data = msgspec.to_builtins(state)
    GAME.decode_state(data, prefix="/state")
    field = data["players"][0]["field"]
    tokens = [i for i, e in enumerate(field) if ".T" in e["id"]]
    assert len(tokens) == 2
    field[tokens[1]]["id"] = field[tokens[0]]["id"]
    problems = refused(data)
    assert (f"/state/players/0/field/{tokens[1]}/id", f"{field[tokens[0]]['id']} is also at /players/0/field/{tokens[0]}/id: a card cannot be in two places") in problems


def test_the_mulligan_phase_asks_for_mulligans() -> None:
    """FOW-SETUP-3: a state in the mulligan phase without its mulligan decision is refused at ``/decision``."""
    state = GAME.setup(None, ["ann", "bob"], "mulligan", None, TEST_DECKS)
    assert state.phase == "mulligan" and state.decision is not None and state.decision.kind == "mulligan"
    data = msgspec.to_builtins(state)
    data["decision"] = None
    assert ("/state/decision", "FOW-SETUP-3: the mulligan phase asks for mulligans") in refused(data)


def test_an_ability_object_naming_no_ability_says_which_kind_it_lacks() -> None:
    """An automatic object (pending) naming an ability the card does not have is refused as a missing *automatic*
    ability; an activate ability on the chase, as a missing *activate* one."""
    state = started()
    resonator = to_field(state, "ann", "TST-R01")
    data = msgspec.to_builtins(state)
    data["pending"].append({"id": "auto:90", "controller": "ann", "source": resonator, "ability": 7})
    (message,) = [m for p, m in refused(data) if p == "/state/pending/0/ability"]
    assert message.endswith(" has no automatic ability 7")
    data = msgspec.to_builtins(state)
    data["chase"].append({"id": "chase:90", "kind": "ability", "controller": "ann", "card": resonator, "ability": 7})
    (message,) = [m for p, m in refused(data) if p == "/state/chase/0/ability"]
    assert message.endswith(" has no activate ability 7")


def test_the_attack_is_declared_by_the_turn_player() -> None:
    """The declare attack decision (the battle's declare attack step) asked of the other player is refused at
    ``/decision``; asked of the turn player it is accepted."""
    state = started()
    to_field(state, "ann", "TST-R01")
    state = both_pass(act(state, {"type": "start_battle", "player": state.turn.player}))
    assert state.decision is not None and state.decision.kind == "declare_attack" and state.battle is not None
    data = msgspec.to_builtins(state)
    GAME.decode_state(data, prefix="/state")
    other = "bob" if state.turn.player == "ann" else "ann"
    data["decision"]["player"] = other
    data["to_act"] = [other]
    assert refused(data) == [("/state/decision", "the turn player declares the attack in the declare attack step")]


def test_an_eternal_j_resonator_with_def_0_is_gone_all_the_same() -> None:
    """FOW-RP-1 (CR 1009.1): [Eternal] keeps a J/resonator whose damage reaches its DEF, not one whose DEF is 0 --
    a forged field holding an [Eternal] resonator of DEF 0 (TST-R02 given those, an invented change) is refused
    at its ``damage``; the same resonator with DEF 100 and damage 100 is accepted."""
    state = hero_started((), changed={"TST-R02": {"def": 0, "keywords": ["eternal"]}})
    to_field(state, "ann", "TST-R02")
    data = msgspec.to_builtins(state)
    index = len(data["players"][0]["field"]) - 1
    assert refused(data) == [(f"/state/players/0/field/{index}/damage", "FOW-RP-1: a J/resonator with damage >= DEF or DEF <= 0 is gone by the rule processes")]
    state = hero_started((), changed={"TST-R02": {"def": 100, "keywords": ["eternal"]}})
    to_field(state, "ann", "TST-R02", damage=100)
    GAME.decode_state(msgspec.to_builtins(state), prefix="/state")


def test_a_banish_decision_without_its_object_is_refused() -> None:
    """FOW-BANISH-CHOICE-R: a banish decision is asked only while its object resolves on top of the chase; one
    forged with an empty chase is refused at ``/decision``."""
    data = msgspec.to_builtins(started())
    data["decision"] = {"kind": "banish", "player": "ann", "object": "chase:9"}
    data["to_act"] = ["ann"]
    assert ("/state/decision", "FOW-BANISH-CHOICE-R: a banish is asked while its object resolves on top of the chase") in refused(data)


def test_a_may_decision_is_its_top_objects_controllers_whatever_lies_below() -> None:
    """FOW-SEARCH-MAY-R with AO3-005 (entering, it may search): ann's "may" decision for her trigger on top of the
    chase is accepted with bob's Judgment below it (a forged chase: the check reads the top object only)."""
    state = real_started("AO3-005", "SKL-013")
    state = play(state, "ann", to_hand(state, "ann", "AO3-005"))
    for _ in range(6):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.priority})
    assert state.decision is not None and state.decision.kind == "may" and [i.controller for i in state.chase] == ["ann"]
    data = msgspec.to_builtins(state)
    data["chase"].insert(0, {"id": "chase:90", "kind": "judgment", "controller": "bob", "card": data["players"][1]["ruler"]["id"]})
    GAME.decode_state(data, prefix="/state")


def test_a_pay_decision_is_for_a_spell_below_the_cancel_whatever_lies_at_the_bottom() -> None:
    """FOW-CANCEL-UNLESS-R with TMS-064 (bob's cancel of ann's SKL-013 unless she pays {1}): ann's pay decision is
    accepted with bob's Judgment forged below her spell -- any object below the cancel may be hers, not only the
    bottom one."""
    from .test_fowsim_wide2_families import _cancel_unless_asked

    state, _ = _cancel_unless_asked()
    assert state.decision is not None and state.decision.kind == "pay" and [i.controller for i in state.chase] == ["ann", "bob"]
    data = msgspec.to_builtins(state)
    data["chase"].insert(0, {"id": "chase:90", "kind": "judgment", "controller": "bob", "card": data["players"][1]["ruler"]["id"]})
    GAME.decode_state(data, prefix="/state")


def test_an_attribute_is_chosen_for_the_object_on_top_of_the_chase_not_one_below() -> None:
    """FOW-GEM-R: an attribute is asked for the object resolving on top of the chase. An invented quickcast
    chant producing {R} or {U} (TST-C12 changed, FOW-WILL-EFFECT-R) played by ann above her quickcast TST-C01
    pauses for its attribute with TST-C01 still below it: that state is accepted; the same decision forged to
    name the object below (TST-C01's) is refused at ``/state/decision``."""
    produce = {"effects": [{"op": "produce", "will": ["fire", "water"]}], "targets": [], "keywords": ["quickcast"]}
    state = hero_started((), changed={"TST-C12": produce})
    mine = to_field(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C01"), "targets": [mine], "payment": {"pool": {"light": 1}}})
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C12"), "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "attribute" and len(state.chase) == 2
    assert state.decision.object == state.chase[-1].id
    data = msgspec.to_builtins(state)
    GAME.decode_state(data, prefix="/state")
    data["decision"]["object"] = state.chase[0].id
    assert ("/state/decision", "FOW-GEM-R: an attribute is chosen by the controller of the object resolving on top of the chase") in refused(data)


def test_a_card_name_is_declared_for_the_object_on_top_of_the_chase_not_one_below() -> None:
    """FOW-NAME-CARD-R: a card name is declared for the object resolving on top of the chase. The reference
    chant TST-C12 given WOM-094's effects (name a card, then look at the opponent's hand: read from the
    database) and [Quickcast] (an invented change) played by ann above her quickcast TST-C01 asks the name
    with TST-C01 still below it: that state is accepted; the same decision forged to name the object below is
    refused at ``/state/decision``."""
    effects = card("WOM-094")["effects"]
    assert effects[0] == {"op": "declare", "what": "card_name"}
    state = hero_started((), changed={"TST-C12": {"effects": effects, "targets": [], "keywords": ["quickcast"]}})
    mine = to_field(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C01"), "targets": [mine], "payment": {"pool": {"light": 1}}})
    pool(state, "ann", light=1, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C12"), "targets": [], "payment": {"pool": {"light": 1, "void": 1}}})
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "name_card" and len(state.chase) == 2
    data = msgspec.to_builtins(state)
    GAME.decode_state(data, prefix="/state")
    data["decision"]["object"] = state.chase[0].id
    message = "FOW-NAME-CARD-R, FOW-CHOOSE-RACE-R: a card name (race) is declared by the controller of the object resolving on top of the chase"
    assert ("/state/decision", message) in refused(data)


# -- mut-w2c: consistency.py after the afternoon's merges (2026-12-04 evening) -------------------------------------
def test_the_damage_taken_this_turn_names_each_player_once() -> None:
    """FOW-LIFE-EQUAL-TAKEN-R's record (``turn.taken``): one entry per player; a second one for the same player is
    refused at its pointer, entries for two players are not (consistency.py line 134: the comparison with the
    earlier entries' player survived the mutation run of 2026-12-04 evening)."""
    state = started()
    good = msgspec.to_builtins(state)
    good["turn"]["taken"] = ["ann/300", "bob/200"]
    GAME.decode_state(good, prefix="/state")
    data = msgspec.to_builtins(state)
    data["turn"]["taken"] = ["ann/300", "bob/200", "ann/100"]
    assert refused(data) == [("/state/turn/taken/2", "'ann' is listed twice")]


def test_a_player_to_act_who_is_not_of_the_game_is_refused_at_that_place() -> None:
    """``to_act`` naming a stranger is refused at its own pointer, with the other player-naming fields'
    message (the check's line deleted survived the mutation run of 2026-12-04 evening)."""
    data = msgspec.to_builtins(started())
    data["to_act"] = ["carl"]
    assert ("/state/to_act/0", "not a player of this game") in refused(data)


# -- mut-cons: consistency.py against the whole directory (2026-12-04 night) ------------------------------------------
def _judgment(chase_id: str, pid: str, data: dict[str, Any]) -> dict[str, Any]:
    """A Judgment of ``pid``'s ruler on the chase (a forged object that reads no text)."""
    seat = next(p for p in data["players"] if p["id"] == pid)
    return {"id": chase_id, "kind": "judgment", "controller": pid, "card": seat["ruler"]["id"]}


def _asked(data: dict[str, Any], kind: str, pid: str, chase_id: str, *controllers: str) -> dict[str, Any]:
    """``data`` with a chase of Judgments by ``controllers`` (bottom first, ids chase:81, chase:82, ...) and a
    ``kind`` decision asked of ``pid`` for the object ``chase_id``."""
    data = copy.deepcopy(data)
    data["chase"] = [_judgment(f"chase:{81 + i}", c, data) for i, c in enumerate(controllers)]
    data["decision"] = {"kind": kind, "player": pid, "object": chase_id}
    data["to_act"] = [pid]
    return data


def test_the_turns_played_abilities_name_a_ruler_in_its_area_or_a_j_ruler_in_the_field() -> None:
    """FOW-ONCE-PER-TURN-R's record (``turn.played``): the card is in a field *or a ruler area* -- ann's ruler in
    her ruler area and bob's J-ruler in his field are accepted; a card in a hand is refused."""
    state = started()
    j_ruler = j_ruler_to_field(state, "bob")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    good = msgspec.to_builtins(state)
    good["turn"]["played"] = [f"{ruler.id}/0", f"{j_ruler}/1"]
    GAME.decode_state(good, prefix="/state")
    in_hand = player(state, "ann").hand[0]
    good["turn"]["played"] = [f"{ruler.id}/0", f"{in_hand}/0"]
    assert refused(good) == [("/state/turn/played/1", f"'{in_hand}/0' is not '<card in a field or ruler area>/<ability number>'")]


def test_a_mulligan_decision_after_the_first_turn_began_is_refused() -> None:
    """FOW-SETUP-3: mulligans are decided in the mulligan phase only; a mulligan decision forged into the main
    phase is refused at ``/decision``, and nothing else is said of it."""
    data = msgspec.to_builtins(started())
    assert data["phase"] == "main"
    data["decision"] = {"kind": "mulligan", "player": data["turn"]["player"]}
    data["to_act"] = [data["turn"]["player"]]
    assert refused(data) == [("/state/decision", "mulligans happen before the first turn")]


def test_an_option_is_chosen_for_the_object_on_top_of_the_chase_by_its_controller() -> None:
    """FOW-GAINS-ONE-OF-R: an ``option`` decision names the object on top of the chase and is asked of its
    controller: with bob's Judgment below ann's, ann's choice for her own (top) object is accepted; for bob's
    (below) object, asked of bob for ann's object, or with an empty chase, it is refused at ``/decision``."""
    data = msgspec.to_builtins(started())
    message = "FOW-GAINS-ONE-OF-R: a change of a list is chosen by the controller of the object resolving on top of the chase"
    GAME.decode_state(_asked(data, "option", "ann", "chase:82", "bob", "ann"), prefix="/state")
    assert refused(_asked(data, "option", "bob", "chase:81", "bob", "ann")) == [("/state/decision", message)]
    assert refused(_asked(data, "option", "bob", "chase:82", "bob", "ann")) == [("/state/decision", message)]
    assert refused(_asked(data, "option", "ann", "chase:82")) == [("/state/decision", message)]


def test_a_pay_decision_is_asked_of_a_player_with_an_object_below_the_top_one() -> None:
    """FOW-CANCEL-UNLESS-R: a ``pay`` decision names the object on top of the chase and is asked of a player who
    controls an object below it. Accepted: ann pays for bob's top object with her object in the middle (bob's
    below it: not only the bottom one, not only the one just below counts). Refused at ``/decision``: ann asked
    with only bob's objects below, the decision naming the object below the top, an empty chase."""
    data = msgspec.to_builtins(started())
    message = "FOW-CANCEL-UNLESS-R: a payment is asked, while a cancel resolves on top of the chase, of the controller of a spell below it"
    GAME.decode_state(_asked(data, "pay", "ann", "chase:83", "bob", "ann", "bob"), prefix="/state")
    GAME.decode_state(_asked(data, "pay", "ann", "chase:83", "ann", "bob", "bob"), prefix="/state")
    assert refused(_asked(data, "pay", "ann", "chase:83", "bob", "bob", "bob")) == [("/state/decision", message)]
    assert refused(_asked(data, "pay", "ann", "chase:82", "ann", "bob", "bob")) == [("/state/decision", message)]
    assert refused(_asked(data, "pay", "ann", "chase:82")) == [("/state/decision", message)]


def test_a_banish_decision_names_the_object_on_top_of_the_chase() -> None:
    """FOW-BANISH-CHOICE-R: a ``banish`` decision for the object on top of the chase is accepted with another
    object below it; naming the object below is refused at ``/decision``."""
    data = msgspec.to_builtins(started())
    message = "FOW-BANISH-CHOICE-R: a banish is asked while its object resolves on top of the chase"
    GAME.decode_state(_asked(data, "banish", "bob", "chase:82", "ann", "bob"), prefix="/state")
    assert refused(_asked(data, "banish", "bob", "chase:81", "ann", "bob")) == [("/state/decision", message)]


def _stolen() -> tuple[State, str]:
    """A set where a card changes control (VIN003-044 in it), and bob's TST-R11 in ann's field: (state, its id)."""
    state = real_started("VIN003-044")
    stolen = take(state, "bob", "TST-R11")
    player(state, "ann").field.append(Entity(id=stolen))
    return state, stolen


def _control(state: State, card_id: str, layers: list[dict[str, str]] | None, base: str | None) -> list[tuple[str, str]] | None:
    """The problems of ``state`` with the field card ``card_id`` given the control layers and base (None: unset);
    None when it is accepted."""
    data = msgspec.to_builtins(state)
    for entity in data["players"][0]["field"]:
        if entity["id"] == card_id:
            entity.pop("control_by", None)
            entity.pop("control_base", None)
            if layers is not None:
                entity["control_by"] = layers
            if base is not None:
                entity["control_base"] = base
    try:
        GAME.decode_state(data, prefix="/state")
    except InputError as caught:
        return [(e.pointer, e.message) for e in caught.errors]
    return None


def test_control_layers_name_the_holder_last_and_players_and_sources_of_the_game() -> None:
    """FOW-GAIN-CONTROL-R, FOW-GAIN-CONTROL-WHILE-R (CR 909.4): bob's TST-R11 in ann's field (a set where control
    changes). Accepted: no layers and no base; a layer of ann's over bob's base; bob's layer under ann's newer one,
    with a source in the field (ann's TST-R01). Refused at ``control_base``: layers without a base, a base without
    layers. Refused at ``control_by``: no layer at all, the newest layer not the holder's (the oldest is), a
    stranger as a layer or as the base, a source not in the field."""
    state, stolen = _stolen()
    source = to_field(state, "ann", "TST-R01")
    index = [e.id for e in player(state, "ann").field].index(stolen)
    base_message = "FOW-GAIN-CONTROL-R: control layers and the control without them go together"
    layer_message = "FOW-GAIN-CONTROL-R: the newest control layer names the player whose field holds the card; a source is in the field"
    at_base = [(f"/state/players/0/field/{index}/control_base", base_message)]
    at_layers = [(f"/state/players/0/field/{index}/control_by", layer_message)]
    assert _control(state, stolen, None, None) is None
    assert _control(state, stolen, [{"player": "ann"}], "bob") is None
    assert _control(state, stolen, [{"player": "bob", "source": source}, {"player": "ann"}], "bob") is None
    assert _control(state, stolen, [{"player": "ann"}], None) == at_base
    assert _control(state, stolen, None, "bob") == at_base
    assert _control(state, stolen, [], "bob") == at_layers
    assert _control(state, stolen, [{"player": "ann"}, {"player": "bob"}], "bob") == at_layers
    assert _control(state, stolen, [{"player": "carl"}, {"player": "ann"}], "bob") == at_layers
    assert _control(state, stolen, [{"player": "ann"}], "carl") == at_layers
    assert _control(state, stolen, [{"player": "ann", "source": "ann:TST-R01#9"}], "bob") == at_layers


def test_a_j_resonator_whose_def_a_change_lowered_to_0_is_gone_though_undamaged() -> None:
    """FOW-RP-1 (CR 1009.1): an undamaged TST-R01 (DEF 400) with a forged lasting change of -400 DEF has DEF 0 and
    is refused at its ``damage`` (the check looks at undamaged J/resonators once a DEF may have been lowered);
    with a change of -300 (DEF 100) it is accepted."""
    state = started()
    target = to_field(state, "ann", "TST-R01")
    index = len(player(state, "ann").field) - 1
    state.modifiers.append(Modifier(target=target, def_=-300))
    GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    state.modifiers[-1] = Modifier(target=target, def_=-400)
    assert refused(msgspec.to_builtins(state)) == [
        (f"/state/players/0/field/{index}/damage", "FOW-RP-1: a J/resonator with damage >= DEF or DEF <= 0 is gone by the rule processes")
    ]


def test_a_ward_preventing_n_of_the_damage_counts_100_to_100000_in_hundreds() -> None:
    """FOW-PREVENT-GROUP-R's "prevent N of it" wards (``turn.wards``, "<player>/to/resonators/you/<N>"): N is a
    positive multiple of 100 up to 100,000 (the bounds of a prevention amount); such a ward may be listed again
    (each adds up). 100 and 100,000 are accepted; 0, 100,100 and 150 are refused at their pointers as not of the
    shape (the bound ``0 < N`` made ``0 <= N`` survived the mutation run of 2026-12-04 night)."""
    state = started()
    good = msgspec.to_builtins(state)
    good["turn"]["wards"] = ["ann/to/resonators/you/100", "ann/to/resonators/you/100", "bob/to/resonators/you/100000"]
    GAME.decode_state(good, prefix="/state")
    data = msgspec.to_builtins(state)
    data["turn"]["wards"] = ["ann/to/resonators/you/0", "ann/to/resonators/you/100100", "ann/to/resonators/you/150"]
    shape = "is not '<player>/<by|to>/<you|resonators|j_resonators>/<any|you|opponent>[/<N>][/chant][/nonbattle][/race=<Race>]' or '<player>/to/you/any[/<N>]/next'"
    assert refused(data) == [(f"/state/turn/wards/{i}", f"{record!r} {shape}") for i, record in enumerate(data["turn"]["wards"])]


def test_a_stranger_deck_card_in_two_places_is_named_and_the_others_are_not_missing() -> None:
    """FOW-STRANGER-ZONE-R (CR 316, 405.1), card by card: ann's stranger deck (ten cards of the reference ruler
    given [Stranger] 10) with its first card copied over its second is refused at the copy's place, the second
    card named as missing, and nothing more -- the eight others are seen where they are (the loop over the
    stranger deck emptied survived the mutation run of 2026-12-04 night)."""
    from .test_fowsim_stranger_families import _started as stranger_started

    state = stranger_started()
    data = msgspec.to_builtins(state)
    zone = data["players"][0]["stranger_deck"]
    assert data["players"][0]["id"] == "ann" and len(zone) == 10
    lost, zone[1] = zone[1], zone[0]
    problems = refused(data)
    assert problems == [
        ("/state/players/0/stranger_deck/1", f"{zone[0]} is also at /players/0/stranger_deck/0: a card cannot be in two places"),
        ("/state/players/0/deck_list/stranger", f"card {lost} is missing: cards are neither made nor lost"),
    ]


def test_a_card_that_is_no_rune_in_the_rune_area_is_refused_there() -> None:
    """FOW-RUNE-AREA-R (CR 403.1): a resonator of ann's deck moved into her rune area (no rune deck registered) is
    refused at its place in the rune area as no rune card, besides the rune area not holding the registered rune
    deck (the refusal was on a line no test executed, 2026-12-04 night)."""
    state = started()
    ann = player(state, "ann")
    moved = next(c for c in ann.deck if ":TST-R" in c)
    ann.deck.remove(moved)
    sync_counts(ann)
    ann.rune_area = [moved]
    assert refused(msgspec.to_builtins(state)) == [
        ("/state/players/0/rune_area/0", "FOW-RUNE-AREA-R: only rune cards are in a rune area"),
        ("/state/players/0/rune_area", "FOW-RUNE-AREA-R: the rune area holds the registered rune deck"),
    ]


def test_a_finished_game_asks_nothing_of_anyone() -> None:
    """A finished game (ann conceded, FOW-RP-3) has no decision *and* no priority holder: either one forged alone
    (a decision with no priority, a priority with no decision) is refused at ``/phase`` (the two made one
    condition with ``and`` survived the mutation run of 2026-12-04 night)."""
    state = act(started(), {"type": "concede", "player": "ann"})
    good = msgspec.to_builtins(state)
    assert good["phase"] == "over" and good["priority"] is None and good["decision"] is None and good["to_act"] == []
    GAME.decode_state(good, prefix="/state")
    message = "a finished game has phase 'over', no one to act, no decision and a result"
    data = copy.deepcopy(good)
    data["decision"] = {"kind": "discard", "player": "bob"}
    assert ("/state/phase", message) in refused(data)
    data = copy.deepcopy(good)
    data["priority"] = "bob"
    assert ("/state/phase", message) in refused(data)


def test_a_pending_automatic_ability_is_its_cards_owners() -> None:
    """An automatic ability waiting to be played (``pending``) is controlled by its card's owner where no card of
    the set changes control: ann's TST-R01 with a pending ability forged as bob's is refused at
    ``/state/pending/0/controller`` (the refusal was on a line no test executed, 2026-12-04 night)."""
    state = started()
    resonator = to_field(state, "ann", "TST-R01")
    data = msgspec.to_builtins(state)
    data["pending"].append({"id": "auto:90", "controller": "bob", "source": resonator, "ability": 0})
    assert ("/state/pending/0/controller", "an automatic ability is controlled by its card's owner") in refused(data)
