"""fow-p-stats: lines reading a stat (ATK) or a count of another object -- each played with a real card named by
id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will.effects import trigger_enter
from adjudicator.force_of_will.state import Decision, Entity
from adjudicator.force_of_will.vocabulary import PerCount

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_graveyard, to_hand
from .real import (
    ann_first,
    board_of,
    judgment_action,
    play,
    real_set,
    real_started,
    resolve_all,
    ruler_of,
    will_for,
)


def _damage(state: Any, pid: str, instance: str) -> int:
    return next(e.damage for e in player(state, pid).field if e.id == instance)


def test_fow_atk_damage_another_r_one_way_to_another_target() -> None:
    """FOW-ATK-DAMAGE-ANOTHER-R with ACN-036 (a chant: target resonator you control deals damage equal to its ATK
    to another target resonator): ann's [600/500] deals 600 to bob's [400/600], destroyed; ann's takes nothing
    (one way). The same resonator cannot be both targets, and the first must be ann's."""
    assert entry("ACN-036")["supported"]
    state = real_started("ACN-036")
    mine = to_field(state, "ann", "TST-R02")
    other = to_field(state, "ann", "TST-R06")
    his = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "ACN-036")
    will = will_for("ACN-036")
    pool(state, "ann", **will)
    base = {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": will}}
    assert code_of(state, {**base, "targets": [mine, mine]}) == "FOW-PLAY-1"
    assert code_of(state, {**base, "targets": [his, mine]}) == "FOW-PLAY-1"
    mine_to_mine = resolve_all(play(state, "ann", chant, [mine, other]))
    assert other in player(mine_to_mine, "ann").graveyard  # another of ann's own resonators may take it
    state = real_started("ACN-036")
    mine = to_field(state, "ann", "TST-R02")
    his = to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-036"), [mine, his]))
    assert his in player(state, "bob").graveyard
    assert _damage(state, "ann", mine) == 0


def test_fow_atk_damage_x_r_x_is_this_cards_atk() -> None:
    """FOW-ATK-DAMAGE-X-R with CST-051 ([300/300]; put into the field from the deck, X damage to target
    J/resonator your opponent controls where X is its ATK): read as its damage equal to its ATK -- 300 to
    bob's [400/600]; with two [+100/+100] counters on it, 500."""
    assert entry("CST-051")["supported"]
    abilities = card("CST-051")["abilities"]
    damage = next(i for i, a in enumerate(abilities) if a.get("trigger") == "enters_from_deck")
    assert abilities[damage]["effects"] == [{"op": "atk_damage", "source": "self", "target": 0}]
    for boost, dealt in ((0, 300), (200, 500)):
        state = real_started("CST-051")
        his = to_field(state, "bob", "TST-R03")
        deck = player(state, "ann").deck
        beast = next(c for c in deck if c.startswith("ann:CST-051"))
        deck.remove(beast)
        board = board_of(state)
        entered = Entity(id=beast, since=state.turn.number)
        board.enter_field(player(state, "ann"), entered)
        if boost:
            entered.counters = {"+100/+100": boost // 100}
        events: list[Any] = []
        trigger_enter(board, entered, events, source="deck")
        state.decision = Decision(kind="automatic", player="ann")  # as the rules process asks it
        for _ in range(6):  # its [Enter] (a reveal) is played without targets
            if state.pending:
                pending = state.pending[0]
                state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [his] if pending.ability == damage else []})
            elif state.decision is not None and state.decision.kind == "may":
                state = act(state, {"type": "may", "player": "ann", "accept": False})
            elif state.chase:
                state = both_pass(state)
        assert _damage(state, "bob", his) == dealt



def test_fow_foreach_named_in_zone_r_cards_of_that_name_in_your_graveyard() -> None:
    """FOW-FOREACH-NAMED-IN-ZONE-R with MPR-036's count ([+200/+200] for each card of its own name in your
    graveyard; the card has another line the engine cannot play, so it is counted on the board, outside a deck):
    two copies in ann's graveyard count 2; a copy in bob's graveyard, or a card of another name in ann's, none."""
    abilities = card("MPR-036")["abilities"]
    per = abilities[0]["per"]
    assert per == {"what": "card", "zone": "graveyard", "names": [card("MPR-036")["name"]]} and abilities[0]["atk"] == 200
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    state = ann_first({"card_set": real_set("MPR-036", "TST-RU1")}, decks, "real")
    counted = msgspec.convert(per, PerCount)
    to_graveyard(state, "ann", "TST-R02")
    player(state, "bob").graveyard.append("bob:MPR-036#1")
    assert board_of(state).per_count(counted, "ann:MPR-036#1", "ann") == 0
    player(state, "ann").graveyard.extend(["ann:MPR-036#2", "ann:MPR-036#3"])
    assert board_of(state).per_count(counted, "ann:MPR-036#1", "ann") == 2


def _golem_game() -> tuple[Any, dict[str, str]]:
    """Ann's MSW-082 ([2000/2000]) in hand; bob's [1200/1200], and two of 900 ATK with 2000 and 2100 ([+100/+100]
    counters); ann's own [600/500]."""
    state = real_started("MSW-082")
    cards = {
        "weak": to_field(state, "bob", "TST-R10"),
        "equal": to_field(state, "bob", "TST-R13", counters={"+100/+100": 11}),
        "strong": to_field(state, "bob", "TST-R05", counters={"+100/+100": 12}),
        "mine": to_field(state, "ann", "TST-R02"),
        "golem": to_hand(state, "ann", "MSW-082"),
    }
    return state, cards


def test_fow_atk_than_self_r_destroy_all_with_atk_less_than_this_cards() -> None:
    """FOW-ATK-THAN-SELF-R with MSW-082 (entering, destroy all J/resonators your opponent controls with ATK less
    than the ATK of this card): bob's 1200-ATK card is destroyed; his 2000 (not less) and 2100 stay, and so does
    ann's own."""
    assert entry("MSW-082")["supported"]
    state, cards = _golem_game()
    state = resolve_all(play(state, "ann", cards["golem"]))
    assert cards["weak"] in player(state, "bob").graveyard
    assert {cards["equal"], cards["strong"]} <= {e.id for e in player(state, "bob").field}
    assert cards["mine"] in {e.id for e in player(state, "ann").field}


def test_fow_last_known_source_atk_r_the_atk_it_left_the_field_with() -> None:
    """FOW-LAST-KNOWN-SOURCE-ATK-R with MSW-082: its [Enter] ability on the chase, the card (with two [+100/+100]
    counters: 2200 ATK) leaves the field before it resolves -- its ATK as it last was there destroys bob's 2000
    and 2100 too (with its printed 2000 they would stay)."""
    state, cards = _golem_game()
    state = both_pass(play(state, "ann", cards["golem"]))
    assert state.chase and state.chase[-1].kind == "automatic" and state.chase[-1].card == cards["golem"]
    board = board_of(state)
    golem = board.entity(cards["golem"])
    assert golem is not None
    golem.counters = {"+100/+100": 2}
    board.leave_field(golem, "graveyard", [])
    assert state.chase[-1].source_atk == 2200
    state = resolve_all(state)
    assert {cards["weak"], cards["equal"], cards["strong"]} <= set(player(state, "bob").graveyard)


def test_fow_last_known_source_atk_r_this_card_deals_damage_equal_to_the_atk_it_left_with() -> None:
    """FOW-LAST-KNOWN-SOURCE-ATK-R and FOW-ATK-DAMAGE-R with VIN002-027 (its second [Activate]: this card deals damage
    equal to its ATK to target resonator): on the chase, the card (two [+100/+100] counters: 600 ATK) leaves the
    field before it resolves -- bob's 900-DEF resonator is dealt 600, the ATK it last had there (CR 911.1); it
    stays in the field, its damage recorded."""
    assert entry("VIN002-027")["supported"]
    state = real_started("VIN002-027")
    source = to_field(state, "ann", "VIN002-027")
    victim = to_field(state, "bob", "TST-R05")
    pool(state, "ann", fire=2)
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [victim], "payment": {"pool": {"fire": 2}}})
    board = board_of(state)
    entity = board.entity(source)
    assert entity is not None and state.chase and state.chase[-1].card == source
    entity.counters = {"+100/+100": 2}
    board.leave_field(entity, "graveyard", [])
    assert state.chase[-1].source_atk == 600
    state = resolve_all(state)
    hit = board_of(state).entity(victim)
    assert hit is not None and hit.damage == 600 and source in player(state, "ann").graveyard


def test_fow_atk_than_self_r_target_with_atk_less_than_this_cards() -> None:
    """FOW-ATK-THAN-SELF-R with TSW-001 (inverted by ann's Judgment, its despair side [800/600] destroys target
    resonator with ATK less than this card's ATK): bob's 900-ATK card cannot be targeted (the rule's code), his
    [600/500] can and is destroyed."""
    assert entry("TSW-001")["supported"]
    state = real_started("TSW-001")
    beast = to_field(state, "ann", "TSW-001")
    weak = to_field(state, "bob", "TST-R02")
    strong = to_field(state, "bob", "TST-R05")
    state = both_pass(act(state, judgment_action(state, {"light": 2, "void": 1})))
    for _ in range(8):
        if state.pending:
            break
        state = both_pass(state)
    assert state.pending and state.pending[0].source == beast
    pending = {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id}
    assert code_of(state, {**pending, "targets": [strong]}) == "FOW-ATK-THAN-SELF-R"
    state = resolve_all(act(state, {**pending, "targets": [weak]}))
    assert weak in player(state, "bob").graveyard and strong in {e.id for e in player(state, "bob").field}


def test_fow_atk_damage_race_r_and_life_half_dealt_r() -> None:
    """FOW-ATK-DAMAGE-RACE-R and FOW-LIFE-HALF-DEALT-R with CMF-080 (a chant: target Vampire you control deals
    damage equal to its ATK to another target resonator, then you gain life equal to half of that much damage,
    rounded up to the nearest 100): ann's [700/600] Vampire deals 700 to bob's [1200/1200], ann gains 400; a
    Knight cannot be the first target; with bob's card gone before it resolves (an illegal target), no damage is
    dealt and no life gained."""
    assert entry("CMF-080")["supported"]
    assert card("CMF-080")["targets"][0] == {"kind": "j_resonator", "controller": "you", "races": ["Vampire"]}
    assert card("CMF-080")["effects"][1] == {"op": "gain_life", "half_dealt": True}
    state = real_started("CMF-080")
    vampire = to_field(state, "ann", "TST-R17")
    knight = to_field(state, "ann", "TST-R02")
    his = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "ann", "CMF-080")
    will = will_for("CMF-080")
    pool(state, "ann", **will)
    base = {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": will}}
    assert code_of(state, {**base, "targets": [knight, his]}) == "FOW-PLAY-1"
    life = player(state, "ann").life
    done = resolve_all(play(state, "ann", chant, [vampire, his]))
    assert _damage(done, "bob", his) == 700 and player(done, "ann").life == life + 400
    state = real_started("CMF-080")
    vampire = to_field(state, "ann", "TST-R17")
    his = to_field(state, "bob", "TST-R10")
    state = play(state, "ann", to_hand(state, "ann", "CMF-080"), [vampire, his])
    player(state, "bob").field = [e for e in player(state, "bob").field if e.id != his]
    player(state, "bob").graveyard.append(his)
    state = resolve_all(state)
    assert player(state, "ann").life == life


def test_fow_damage_equal_atk_of_r_the_destroyed_targets_last_atk() -> None:
    """FOW-DAMAGE-EQUAL-ATK-OF-R with ADK-127 (a chant: destroy target resonator; awakened by removing two mystery
    counters from the J/ruler, this card deals damage equal to the ATK of that resonator to your opponent): bob's
    [900/900] with two [+100/+100] counters is destroyed and bob takes its last ATK, 1100; not awakened, he takes
    none."""
    assert entry("ADK-127")["supported"]
    assert card("ADK-127")["effects"][1] == {"op": "damage", "amount": 0, "atk_of": 0, "each": "your_opponent", "condition": "awakened"}
    for awakening, lost in ((True, 1100), (False, 0)):
        state = real_started("ADK-127")
        ruler_of(state, "ann").counters = {"mystery": 2}
        his = to_field(state, "bob", "TST-R05", counters={"+100/+100": 2})
        life = player(state, "bob").life
        chant = to_hand(state, "ann", "ADK-127")
        will = will_for("ADK-127")
        pool(state, "ann", **will)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "awakening": awakening, "targets": [his], "payment": {"pool": will}}))
        assert his in player(state, "bob").graveyard and player(state, "bob").life == life - lost
