"""Ability families first needed by the Reiya and Lapis clusters (fow-reiya-lapis): a J/ruler's printed weather and
the prohibitions that read it, Sealed Item labels, "If you do" after removing a counter, counters on a ruler in its
ruler area, and activate abilities played up to N times a turn -- each played with real cards named by id (the
printed text stays in ../shared)."""

from __future__ import annotations

import msgspec
import pytest
from msgspec import UNSET

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, listed, next_turn, pass_until, player, pool, to_field, to_hand
from .real import (
    board_of,
    j_ruler_to_field,
    judgment_action,
    real_started,
    resolve_all,
    ruler_of,
    stats,
    will_for,
)


def _thunder_parasol(state: State, mode: int) -> State:
    """Ann plays the Sealed Item "Thunder Parasol" of her ruler SDR3-007 from the ruler area (ability 2)."""
    return resolve_all(act(state, {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": 2, "mode": mode, "targets": []}))


def _attack_step(state: State) -> State:
    """Ann starts a battle: the attack may be declared."""
    return both_pass(act(state, {"type": "start_battle", "player": "ann"}))


def test_fow_sealed_item_r_the_item_name_labels_the_text() -> None:
    """FOW-SEALED-ITEM-R (CR 1130.2): the Sealed Item lines of the Shaela rulers (SDR3-007, TSW-076) and J-rulers
    (SDR3-007J, TSW-076J) are read as the text after their item name -- the whole cards are supported; a cipher
    (CR 1130.3: not legal for use) is not read."""
    for card_id in ("SDR3-007", "SDR3-007J", "TSW-076", "TSW-076J"):
        assert entry(card_id)["supported"], card_id
    (parasol,) = [a for a in card("SDR3-007J")["abilities"] if a["kind"] == "activate" and not a.get("gods_art")]
    assert parasol["effects"] == [{"op": "weather", "weather": "thunderstorm"}]
    # FOW-MISPRINT-R: the God's Art of SDR3-007J removes the electricity counters its ruler side puts.
    (art,) = [a for a in card("SDR3-007J")["abilities"] if a.get("gods_art")]
    assert art["cost"]["remove_counters"] == {"counter": "electricity", "amount": 2}
    from .real import refused_line

    assert "Cipher" in refused_line("Sealed Item <<Cipher>> {0}: Draw a card.", "j_ruler")


def test_fow_weather_static_r_a_ruler_s_rain_during_its_turn() -> None:
    """FOW-WEATHER-STATIC-R with the ruler SDR3-007 in ann's ruler area: ann's weather is rain during her turn
    only (bob's stays clear, CR 1028.3), clear in bob's turn, rain again in hers."""
    state = real_started("SDR3-009", ruler="SDR3-007")
    board = board_of(state)
    assert (board.weather("ann"), board.weather("bob")) == ("rain", "clear")
    state = next_turn(state)
    assert state.turn.player == "bob" and board_of(state).weather("ann") == "clear"
    state = next_turn(state)
    assert state.turn.player == "ann" and board_of(state).weather("ann") == "rain"


def test_fow_weather_static_r_the_latest_weather_effect_wins() -> None:
    """FOW-WEATHER-STATIC-R (CR 1028.2d) with the J-ruler SDR3-007J: its printed rain is ann's weather; its
    Thunder Parasol ({0}: thunderstorm until end of turn) resolved later wins until the turn ends, then rain
    again; a J-ruler entering after a thunderstorm effect is the later one: rain."""
    state = real_started("SDR3-009", ruler="SDR3-007")
    j_ruler = j_ruler_to_field(state, "ann")
    assert board_of(state).weather("ann") == "rain"
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": j_ruler, "ability": 1, "targets": []}))
    assert player(state, "ann").weather == "thunderstorm" and board_of(state).weather("ann") == "thunderstorm"
    state = next_turn(state)
    assert board_of(state).weather("ann") == "rain"  # the J-ruler's rain holds in every turn
    state = real_started("SDR3-009", ruler="SDR3-007")
    ruler_of(state, "ann").counters = {"electricity": 1}
    state = _thunder_parasol(state, 1)  # the ruler's thunderstorm, later than its rain
    assert board_of(state).weather("ann") == "thunderstorm"
    j_ruler_to_field(state, "ann")  # the J-ruler enters after the effect: its rain is the later
    assert board_of(state).weather("ann") == "rain"


def test_fow_weather_static_r_a_judgment_makes_the_ruler_the_later_object() -> None:
    """FOW-WEATHER-STATIC-R (CR 1028.2d) with the ruler SDR3-007: its Thunder Parasol's thunderstorm, resolved while
    the ruler was in its ruler area, names it there (``weather_over``, accepted by the check) and wins; a Judgment
    makes it a J-ruler in the field, a new object later than the effect: rain, and the effect names nothing
    (the check refuses a ``weather_over`` naming a ruler area left).  Back in its ruler area, it is again later."""
    state = real_started("SDR3-009", ruler="SDR3-007")
    ruler = ruler_of(state, "ann").id
    ruler_of(state, "ann").counters = {"electricity": 1}
    state = _thunder_parasol(state, 1)
    assert player(state, "ann").weather_over == f"ruler:{ruler}" and board_of(state).weather("ann") == "thunderstorm"
    GAME.check(state)
    state = resolve_all(act(state, judgment_action(state, {"water": 2, "void": 1})))
    assert player(state, "ann").ruler is None
    assert player(state, "ann").weather_over is UNSET and board_of(state).weather("ann") == "rain"
    forged = msgspec.to_builtins(state)
    forged["players"][0]["weather_over"] = f"ruler:{ruler}"
    with pytest.raises(InputError) as caught:
        GAME.decode_state(forged)
    assert [e.pointer for e in caught.value.errors] == ["/players/0/weather_over"]
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 1, "targets": []}))
    assert player(state, "ann").weather_over == f"field:{ruler}" and board_of(state).weather("ann") == "thunderstorm"
    board = board_of(state)
    board.leave_field(board.entity(ruler), "graveyard", [])  # a J-ruler goes back to its ruler area
    assert player(state, "ann").weather_over is UNSET
    GAME.check(state)


def test_fow_weather_unless_r_the_whale_attacks_only_in_the_rain() -> None:
    """FOW-WEATHER-UNLESS-R with SDR3-009, a whale that cannot attack or block unless the weather is rain: under
    ann's clear sky the attack is refused (FOW-CANNOT-ATTACK-R); with ann's ruler SDR3-007 (rain during her turn)
    it attacks.  TSW-065 reads the same with thunderstorm (attack only)."""
    state = real_started("SDR3-009")
    whale = to_field(state, "ann", "SDR3-009")
    state = _attack_step(state)
    attack = {"type": "declare_attack", "player": "ann", "attacker": whale, "target": "bob"}
    assert board_of(state).weather("ann") == "clear"
    assert code_of(state, attack) == "FOW-CANNOT-ATTACK-R"
    state = real_started("SDR3-009", ruler="SDR3-007")
    whale = to_field(state, "ann", "SDR3-009")
    state = _attack_step(state)
    assert code_of(state, attack | {"attacker": whale}) is None
    (ability,) = card("TSW-065")["abilities"][-1:]
    assert ability["cannot_attack"] is True and "cannot_block" not in ability
    assert ability["as_long_as"] == {"weather": "thunderstorm", "negated": True}
    state = real_started("TSW-065")
    dragon = to_field(state, "ann", "TSW-065")
    state = _attack_step(state)
    assert code_of(state, attack | {"attacker": dragon}) == "FOW-CANNOT-ATTACK-R"
    player(state, "ann").weather = "thunderstorm"
    assert code_of(state, attack | {"attacker": dragon}) is None


def test_fow_if_you_do_removed_r_thunder_parasol_from_the_ruler_area() -> None:
    """FOW-IF-YOU-DO-REMOVED-R and FOW-COUNTER-ON-CARD-R with the ruler SDR3-007's Thunder Parasol, played from
    its ruler area: with no electricity counter, removing one does nothing and the weather stays rain; the first
    option puts one on the ruler there (once per turn: a second play is refused); next turn, removing it makes
    ann's weather thunderstorm until end of turn."""
    state = real_started("SDR3-009", ruler="SDR3-007")
    state = _thunder_parasol(state, 1)
    assert ruler_of(state, "ann").counters is UNSET and board_of(state).weather("ann") == "rain"
    state = real_started("SDR3-009", ruler="SDR3-007")
    state = _thunder_parasol(state, 0)
    assert ruler_of(state, "ann").counters == {"electricity": 1}
    ruler = ruler_of(state, "ann").id
    assert code_of(state, {"type": "activate", "player": "ann", "card": ruler, "ability": 2, "mode": 1, "targets": []}) == "FOW-ONCE-PER-TURN-R"
    state = next_turn(next_turn(state))
    assert state.turn.player == "ann"
    state = _thunder_parasol(state, 1)
    assert ruler_of(state, "ann").counters is UNSET and board_of(state).weather("ann") == "thunderstorm"


def test_fow_if_you_do_removed_r_a_portal_with_no_counter_left() -> None:
    """FOW-IF-YOU-DO-REMOVED-R with ACN-105, an addition that removes a guidance counter from itself at the end of
    its controller's turn, and only if it did, puts a [100/100] wind Elf token: one counter, one token; none
    left, no token."""
    assert entry("ACN-105")["supported"]
    effects = card("ACN-105")["abilities"][1]["effects"]
    assert effects[0]["op"] == "remove_counters" and effects[1]["condition"] == "if_you_do"
    for counters, tokens in (({"guidance": 1}, 1), (UNSET, 0)):
        state = real_started("ACN-105")
        to_field(state, "ann", "ACN-105", counters=counters)
        before = len(player(state, "ann").field)
        for _ in range(30):
            if state.pending:
                state = resolve_all(state)
            if state.turn.player != "ann":
                break
            state = act(state, {"type": "pass", "player": state.to_act[0]}) if not state.pending else state
        elves = [e for e in player(state, "ann").field if "Elf" in board_of(state).defn(e).races]
        assert len(elves) == tokens and len(player(state, "ann").field) == before + tokens


def test_fow_times_per_turn_r_two_pumps_then_refused() -> None:
    """FOW-TIMES-PER-TURN-R with TSW-048, a fire Dragonoid whose "Remove a strength counter from your J/ruler:
    +200/+200 until end of turn" is played up to two times per turn: two plays, 900/900 and two counters paid; the
    third is refused though counters are left; the next turn it may be played again.  ENW-079 (up to three times)
    reads the same."""
    assert entry("ENW-079")["supported"] and card("ENW-079")["abilities"][-1]["times_per_turn"] == 3
    assert entry("TSW-048")["supported"] and card("TSW-048")["abilities"][0]["times_per_turn"] == 2
    state = real_started("TSW-048")
    fist = to_field(state, "ann", "TSW-048")
    ruler_of(state, "ann").counters = {"strength": 5}
    pump = {"type": "activate", "player": "ann", "card": fist, "ability": 0, "targets": []}
    for _ in range(2):
        state = resolve_all(act(state, pump))
    assert stats(state, fist)[:2] == (900, 900) and ruler_of(state, "ann").counters == {"strength": 3}
    assert code_of(state, pump) == "FOW-TIMES-PER-TURN-R"
    state = next_turn(next_turn(state))
    assert state.turn.player == "ann" and code_of(state, pump) is None


def test_fow_hand_name_ban_r_the_eye_of_ragnarok() -> None:
    """FOW-HAND-NAME-BAN-R with SDR5-009J, a J-ruler whose Sealed Item "Eye of Ragnarok" looks at the opponent's
    hand as it enters and chooses a card: it stays in bob's hand, and until the end of bob's next turn playing a
    card of its name is refused (FOW-HAND-NAME-BAN-R, and not listed); after that turn the ban is gone.  ADK-140J,
    WOM-102J and MP01-151J (another wording) read the same."""
    for card_id in ("SDR5-009J", "ADK-140J", "WOM-102J", "MP01-151J"):
        assert entry(card_id)["supported"], card_id
    enters = [a["effects"] for a in card("SDR5-009J")["abilities"] if a.get("trigger") == "enter"]
    assert [{"op": "look_hand", "choose": {}, "to": "name_ban"}] in enters
    state = resolve_all(real_started(ruler="SDR5-009"))  # its ruler's "At the beginning of the game" counters
    if state.phase == "draw":
        state = both_pass(state)
    chosen = player(state, "bob").hand[0]
    name = board_of(state).card(chosen).name
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"darkness": 2, "void": 1}}})
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "search":
            break
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
        else:
            state = both_pass(state)
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": chosen}))
    assert chosen in player(state, "bob").hand
    bans = player(state, "bob").name_bans
    assert bans is not UNSET and [(b.name, b.until) for b in bans] == [(name, state.turn.number + 1)]
    state = next_turn(state)
    assert state.turn.player == "bob"
    play_it = {"type": "play_card", "player": "bob", "card": chosen, "targets": [], "payment": {"pool": {}}}
    assert code_of(state, play_it) == "FOW-HAND-NAME-BAN-R"
    assert not listed(state, "play_card", card=chosen)
    state = next_turn(state)
    assert state.turn.player == "ann" and player(state, "bob").name_bans is UNSET


def test_fow_if_you_do_returned_r_draw_only_if_it_went_back() -> None:
    """FOW-IF-YOU-DO-RETURNED-R with TSW-078, a chant returning bob's resonator with 1000 ATK or more (SDR3-009, a
    1000/1000 whale) to his hand, and only if it does, drawing ann two cards: returned, two cards drawn; the whale
    gone from the field before the chant resolves (an illegal target), nothing returned and no card drawn."""
    assert entry("TSW-078")["supported"]
    for gone in (False, True):
        state = real_started("TSW-078", "SDR3-009")
        whale = to_field(state, "bob", "SDR3-009")
        chant = to_hand(state, "ann", "TSW-078")
        pool(state, "ann", **will_for("TSW-078"))
        state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [whale], "payment": {"pool": will_for("TSW-078")}})
        if gone:
            bob = player(state, "bob")
            bob.field = [e for e in bob.field if e.id != whale]
            bob.graveyard.append(whale)
        hand = len(player(state, "ann").hand)
        state = resolve_all(state)
        assert (whale in player(state, "bob").hand) is not gone
        assert len(player(state, "ann").hand) == hand + (0 if gone else 2)


def test_fow_trig_it_is_this_card_after_recover_this_card() -> None:
    """ENW-014, a resonator that recovers itself whenever it blocks and then "It gains [+200/+200]": "it" is this
    card (the only card named), read as "This card gains"."""
    assert entry("ENW-014")["supported"]
    (blocks,) = [a for a in card("ENW-014")["abilities"] if a.get("trigger") == "blocks"]
    assert [e["op"] for e in blocks["effects"]] == ["recover", "modify"]
    assert all(e["target"] == "self" for e in blocks["effects"])


def test_fow_bane_granted_r_the_quoted_text_of_bane() -> None:
    """FOW-BANE-GRANTED-R with WOM-091, whose {T} ability gives it "Whenever this card deals damage to a J/resonator
    >>> Destroy that J/resonator." until end of turn -- [Bane]'s own text (CR 1138.2): read as gaining [Bane]; the
    resonator-only wording (ENW-053) is another ability, read as its own flag (FOW-BANE-RESONATOR-R)."""
    assert entry("WOM-091")["supported"]
    effects = [a["effects"] for a in card("WOM-091")["abilities"] if a["kind"] == "activate"]
    assert [{"op": "modify", "keywords": ["bane"], "target": "self"}] in effects
    assert card("ENW-053")["abilities"][0]["effects"][0]["keywords"] == ["bane_resonator"]


def test_fow_battle_no_rest_r_the_archelon_blocks_and_stays_recovered() -> None:
    """FOW-BATTLE-NO-REST-R with ACN-074, a water Dinosaur that blocking does not rest: bob blocks ann's attacker
    with it and it stays recovered; a reference resonator blocking the same way is rested (CR 804.4)."""
    assert entry("ACN-074")["supported"] and card("ACN-074")["abilities"][0]["block_unrested"] is True
    for blocker_id, rested in (("ACN-074", False), ("TST-R10", True)):
        state = real_started("ACN-074")
        attacker = to_field(state, "ann", "TST-R03")  # no [Flying]
        blocker = to_field(state, "bob", blocker_id)
        battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
        blocked = pass_until(
            act(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}),
            lambda s: s.decision is not None and s.decision.kind == "declare_block",
        )
        after = act(blocked, {"type": "declare_block", "player": "bob", "blocker": blocker})
        (entity,) = [e for e in player(after, "bob").field if e.id == blocker]
        assert entity.rested is rested
