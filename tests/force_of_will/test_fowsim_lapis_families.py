"""Lapis and New Valhalla families first read for the community database (issue #14, fow-lapis), each played
with real cards named by id (the printed text stays in ../shared): [Rune] (FOW-KW-RUNE-R), runes revealed
(FOW-RUNES-REVEALED-R) and [Force] (FOW-KW-FORCE-R)."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import structs

from adjudicator.core.sink import DetailedSink, detailed_errors
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import PerCount

from .fowsim_db import card, entry, line_refusal
from .helpers import (
    act,
    both_pass,
    code_of,
    listed,
    next_turn,
    player,
    pool,
    started,
    stones,
    to_field,
    to_hand,
)
from .real import board_of, play, real_set, real_started, resolve_all, resolve_collecting, stats

# -- FOW-KW-RUNE-R / FOW-RUNES-REVEALED-R ---------------------------------------------------------------


def _rune_condition(card_id: str) -> list[dict[str, object]]:
    return [a.get("as_long_as") or a.get("when") for a in card(card_id)["abilities"] if a["text"].startswith("[Rune]")]


def test_fow_kw_rune_r_texts_read_with_their_rune_condition() -> None:
    """FOW-KW-RUNE-R: SNV-007's "[Rune] 2 - [Drain]" and "[Rune] 4 - +300/+300", SNV-087's "[Rune] {B}{B}" and
    SNV-040's activate ability are read, each had only while that many runes (darkness runes) are revealed."""
    for card_id in ("SNV-007", "SNV-087", "SNV-040", "SNV-011", "SDV1-017", "AOA-027"):
        assert entry(card_id)["supported"] or card_id == "AOA-027", card_id
    assert _rune_condition("SNV-007") == [{"count": {"what": "rune", "zone": "rune_area"}, "at_least": n} for n in (2, 4)]
    assert _rune_condition("SNV-087") == [{"count": {"what": "rune", "zone": "rune_area", "attributes": ["darkness"]}, "at_least": 2}]
    activate = next(a for a in card("SNV-040")["abilities"] if a["kind"] == "activate")
    assert activate["when"] == {"count": {"what": "rune", "zone": "rune_area"}, "at_least": 4}


def test_fow_kw_rune_r_the_text_does_not_exist_without_revealed_runes() -> None:
    """FOW-KW-RUNE-R with SDV1-017 ([Rune] 2: +200/+200 and [Flying]), SNV-007 ([Rune] 4: +300/+300, [Rune] 2:
    [Drain]) and SNV-011 ([Rune] 3: [Enter] draw a card): in the field they keep their printed stats, no
    [Flying]; SNV-011 entering triggers nothing and ann draws no card (no rune is ever revealed,
    FOW-RUNES-REVEALED-R)."""
    state = real_started("SDV1-017", "SNV-007", "SNV-011")
    seeker = to_field(state, "ann", "SDV1-017")
    knight = to_field(state, "ann", "SNV-007")
    assert stats(state, seeker)[:2] == (400, 400) and "flying" not in stats(state, seeker)[2]
    assert stats(state, knight)[:2] == (600, 600)
    hand = len(player(state, "ann").hand)
    state = play(state, "ann", to_hand(state, "ann", "SNV-011"))
    state = resolve_all(state)
    assert not state.pending and not state.chase
    assert len(player(state, "ann").hand) == hand and any(e.id.startswith("ann:SNV-011") for e in player(state, "ann").field)


def test_fow_kw_rune_r_drain_without_runes_gains_no_life() -> None:
    """FOW-KW-RUNE-R with SNV-007 ("[Rune] 2 - [Drain]"): it deals damage in a battle and nothing triggers;
    ann's life stays where it was."""
    state = real_started("SNV-007")
    knight = to_field(state, "ann", "SNV-007", since=0)
    life = player(state, "ann").life
    state = _attack_bob(state, knight)
    assert not state.pending and not state.chase
    assert player(state, "bob").life == 4000 - 600 and player(state, "ann").life == life


def test_fow_kw_rune_r_the_activate_ability_is_refused() -> None:
    """FOW-KW-RUNE-R with SNV-040 ("[Rune] 4 - {Rest}, banish another resonator: cancel target chant spell"):
    the ability is not listed and playing it is answered with FOW-KW-RUNE-R (the text does not exist)."""
    state = real_started("SNV-040")
    index = next(i for i, a in enumerate(card("SNV-040")["abilities"]) if a["kind"] == "activate")
    pang = to_field(state, "ann", "SNV-040", since=0)
    to_field(state, "ann", "TST-R01")
    assert not listed(state, "activate", card=pang, ability=index)
    use = {"type": "activate", "player": "ann", "card": pang, "ability": index, "targets": [], "payment": {}}
    assert code_of(state, use) == "FOW-KW-RUNE-R"


def test_fow_kw_rune_r_refused_forms() -> None:
    """FOW-KW-RUNE-R: SNV-032's "[Rune] {3}" (a symbol of no attribute) stays refused with its reason; a chant's
    [Rune] (CR 1137.2) and a [Rune] of two attributes are refused; DBV-092's [Rune] text, one the vocabulary does
    not read, is refused with that text's own reason."""
    assert any("[Rune] {3}" in u["reason"] for u in entry("SNV-032")["unsupported"])
    assert "CR 1137.2" in line_refusal("[Rune] 2 - Draw a card.", "chant")
    assert "one attribute" in line_refusal("[Rune] {W}{R} - This card gains [+200/+200].")
    (rune,) = [u for u in entry("DBV-092")["unsupported"] if u["text"].startswith("[Rune]")]
    assert "[Rune] is not in the vocabulary" not in rune["reason"] and "If you would choose" in rune["reason"]


def test_fow_runes_revealed_r_no_rune_is_ever_revealed() -> None:
    """FOW-RUNES-REVEALED-R: the count of runes revealed in a rune area is 0 for both players, of any
    attribute, with magic stones, resonators and cards in every zone (the game has no rune area)."""
    state = real_started("SNV-007")
    stones(state, "ann", "TST-ST-W", "TST-ST-W")
    to_field(state, "ann", "TST-R01")
    board = board_of(state)
    for per in (PerCount(what="rune", zone="rune_area"), PerCount(what="rune", zone="rune_area", attributes=["light"]), PerCount(what="rune", zone="rune_area", whose="all")):
        assert board.per_count(per, "ann:SNV-007#1", "ann") == 0


# -- FOW-KW-FORCE-R -------------------------------------------------------------------------------------



def _rolls(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e.get("type") == "rolled"]


def test_fow_kw_force_r_counters_as_many_as_the_roll() -> None:
    """FOW-KW-FORCE-R with RDE-041 ([Enter] [Force] 1: put X [+100/+100] counters on this card): as it enters ann
    rolls one die (a public rolled event, 1 to 6) and the card gets that many counters, +100/+100 each."""
    assert entry("RDE-041")["supported"]
    assert card("RDE-041")["abilities"][0]["effects"][0] == {"op": "force", "dice": 1}
    state = real_started("RDE-041")
    state = play(state, "ann", to_hand(state, "ann", "RDE-041"))
    state, events = resolve_collecting(state)
    (roll,) = _rolls(events)
    assert roll["rule"] == "FOW-KW-FORCE-R" and roll["player"] == "ann" and len(roll["dice"]) == 1 and 1 <= roll["result"] == roll["dice"][0] <= 6
    (mine,) = [e for e in player(state, "ann").field if e.id.startswith("ann:RDE-041")]
    assert mine.counters == {"+100/+100": roll["result"]}
    printed = card("RDE-041")
    assert stats(state, mine.id)[:2] == (printed["atk"] + 100 * roll["result"], printed["def"] + 100 * roll["result"])


def test_fow_kw_force_r_the_dice_follow_the_seed() -> None:
    """FOW-KW-FORCE-R: the die is the game's seeded generator's: the same state rolls the same result (same
    bytes), and over twelve positions of the generator every result is 1 to 6, not all the same."""
    results = []
    for counter in range(12):
        twice = []
        for _ in range(2):
            state = real_started("RDE-068")
            state.rng = structs.replace(state.rng, counter=state.rng.counter + counter)
            life = player(state, "ann").life
            state, events = resolve_collecting(play(state, "ann", to_hand(state, "ann", "RDE-068")))
            (roll,) = _rolls(events)
            assert player(state, "ann").life == life + 100 * roll["result"]
            twice.append((roll["result"], msgspec.json.encode(state)))
        assert twice[0] == twice[1]
        results.append(twice[0][0])
    assert set(results) <= set(range(1, 7)) and len(set(results)) > 1


def test_fow_kw_force_r_life_lost_and_atk_lowered() -> None:
    """FOW-KW-FORCE-R with VIN003-082 (whenever it attacks: [Force] 1, the opponent loses X00 life) and RDE-019
    ({Rest}: [Force] 1, target J/resonator gains [-X00/0]): bob loses 100 times the roll; bob's resonator
    loses 100 ATK times the roll, its DEF unchanged."""
    state = real_started("VIN003-082")
    attacker = to_field(state, "ann", "VIN003-082")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state, events = resolve_collecting(state)
    (roll,) = _rolls(events)
    assert player(state, "bob").life == 4000 - 100 * roll["result"]
    state = real_started("RDE-019")
    wyvern = to_field(state, "ann", "RDE-019")
    his = to_field(state, "bob", "TST-R03")
    before = stats(state, his)
    index = next(i for i, a in enumerate(card("RDE-019")["abilities"]) if a["kind"] == "activate")
    state = act(state, {"type": "activate", "player": "ann", "card": wyvern, "ability": index, "targets": [his], "payment": {}})
    state, events = resolve_collecting(state)
    (roll,) = _rolls(events)
    assert stats(state, his)[:2] == (before[0] - 100 * roll["result"], before[1])


def _force_errors(state: State, rolled: int) -> list[str]:
    """The consistency check's messages on ``state`` with its top chase object saying it rolled ``rolled``."""
    forged = msgspec.convert(msgspec.to_builtins(state), State)
    forged.chase[-1].rolled = rolled
    sink = DetailedSink()
    GAME.check_state(forged, sink)
    return [e.message for e in sink.errors]


def test_fow_kw_force_r_a_forged_result_is_refused() -> None:
    """FOW-KW-FORCE-R: RDE-041 on the chase as a resonator spell (no [Force]) saying it rolled 1, and its [Enter]
    ability ([Force] 1) saying it rolled 7, are refused by the consistency check naming the rule; the
    ability having rolled 6 is accepted."""
    state = real_started("RDE-041")
    state = play(state, "ann", to_hand(state, "ann", "RDE-041"))
    assert state.chase[-1].kind == "spell"
    assert any("FOW-KW-FORCE-R" in m for m in _force_errors(state, 1))
    state = both_pass(state)
    if state.pending:
        state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
    assert state.chase and state.chase[-1].kind == "automatic"
    assert any("FOW-KW-FORCE-R" in m for m in _force_errors(state, 7))
    assert _force_errors(state, 6) == []


def test_fow_kw_force_r_a_forged_object_with_a_result_is_reported_not_read() -> None:
    """FOW-KW-FORCE-R: a chase object naming a card outside the set (granted by one, FOW-GRANTED-ABILITY-R), or
    an ability its card does not have, and saying it rolled, is reported by the consistency check (a 422 over
    the API), never read: schemathesis' coverage phase found the first a 500 (KeyError in the check) on
    2026-12-04."""
    state = real_started("RDE-041")
    state = play(state, "ann", to_hand(state, "ann", "RDE-041"))
    assert not detailed_errors(lambda sink: GAME.check_state(state, sink))
    # The object schemathesis sent, on the reference pool's started game.
    reference = msgspec.to_builtins(started())
    reference["chase"] = [{"id": "chase:0", "kind": "ruler_automatic", "card": "0:0#0", "granted_by": "0:0#0", "controller": "0", "ability": None, "targets": [], "rolled": 1}]
    card_zero = msgspec.convert(reference, State)
    assert detailed_errors(lambda sink: GAME.check_state(card_zero, sink))
    forged = msgspec.convert(msgspec.to_builtins(state), State)
    forged.chase[-1].kind = "ability"
    forged.chase[-1].ability = 9
    forged.chase[-1].rolled = 3
    assert detailed_errors(lambda sink: GAME.check_state(forged, sink))


def test_fow_kw_force_r_refused_forms() -> None:
    """FOW-KW-FORCE-R: a [Force] whose result nothing counts, X bounding a search (RDE-087), and a group gaining
    [+X00/+X00] (SDL1-004) stay refused with their reasons (RDE-071 is read: FOW-FORCE-UP-TO-COUNTERS-R)."""
    assert "[Force] whose result" in line_refusal("[Force] 1. Draw a card.", "chant")
    for card_id in ("RDE-087", "SDL1-004"):
        assert not entry(card_id)["supported"]
        assert any("[Force]" in u["text"] for u in entry(card_id)["unsupported"])


# -- FOW-RUNES-REVEALED-R in effect conditions ------------------------------------------------------------


def test_fow_runes_revealed_r_the_condition_never_holds() -> None:
    """FOW-RUNES-REVEALED-R with SNV-082 ([Enter]: the opponent loses 500 life; with three or more runes revealed
    you gain 500 life): bob loses 500 and ann gains nothing (no rune is revealed)."""
    assert entry("SNV-082")["supported"]
    (enter,) = [a for a in card("SNV-082")["abilities"] if a["kind"] == "automatic"]
    assert enter["effects"][1]["when"] == {"count": {"what": "rune", "zone": "rune_area"}, "at_least": 3}
    state = real_started("SNV-082")
    life = player(state, "ann").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SNV-082")))
    assert player(state, "bob").life == 3500 and player(state, "ann").life == life


# -- FOW-TARGET-OPPONENT-OR-R ------------------------------------------------------------------------------


def _end_of_ann_turn(state: State) -> State:
    """Pass until ann's end-of-turn abilities are pending (or played)."""
    for _ in range(20):
        if state.pending or state.phase == "end":
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("ann's end phase did not begin")


def test_fow_target_opponent_or_r_an_opponent_or_a_resonator() -> None:
    """FOW-TARGET-OPPONENT-OR-R with SNV-030 (at the end of your turn: 200 damage to target opponent or resonator;
    400 with four or more runes revealed, FOW-RUNES-REVEALED-R): at ann's end of turn the trigger may target bob
    or a resonator of either player, never ann (refused with FOW-TARGET-OPPONENT-OR-R); played on bob he takes
    200 damage (not 400)."""
    state = real_started("SNV-030")
    beast = to_field(state, "ann", "SNV-030")
    mine = to_field(state, "ann", "TST-R03")
    state = _end_of_ann_turn(state)
    (pending,) = [p for p in state.pending if p.source == beast]
    use = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": ["ann"]}
    assert code_of(state, use) == "FOW-TARGET-OPPONENT-OR-R"
    assert code_of(state, use | {"targets": [mine]}) is None
    state = resolve_all(act(state, use | {"targets": ["bob"]}))
    assert player(state, "bob").life == 3800


def test_fow_target_opponent_or_r_with_a_once_per_turn_life_trigger() -> None:
    """FOW-TARGET-OPPONENT-OR-R and FOW-TRIG-GAIN-LIFE-R with SNV-005 (whenever you gain life: 200 damage to target
    opponent or J/resonator, once per turn -- so no loop): ann's TST-C12 gains her 600 life, SNV-005 triggers and
    deals 200 to bob (ann herself refused); its [Drain] and a second TST-C12 gain life again the same turn and
    trigger nothing."""
    state = real_started("SNV-005")
    to_field(state, "ann", "SNV-005")
    for turn in range(2):
        pool(state, "ann", light=1, void=1)
        heal = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C12"), "targets": [], "payment": {"pool": {"light": 1, "void": 1}}}
        state = both_pass(act(state, heal))
        if turn == 0:
            (pending,) = state.pending
            use = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": ["ann"]}
            assert code_of(state, use) == "FOW-TARGET-OPPONENT-OR-R"
            state = act(state, use | {"targets": ["bob"]})
        else:
            assert not state.pending
        state = resolve_all(state)
    # SNV-005's [Drain] gains ann the 200 it dealt: once per turn, that gain triggers nothing either.
    assert player(state, "bob").life == 3800 and player(state, "ann").life == 4000 + 1200 + 200


# -- FOW-DURING-YOUR-TURN-R --------------------------------------------------------------------------------


def test_fow_during_your_turn_r_keywords_by_whose_turn_it_is() -> None:
    """FOW-DURING-YOUR-TURN-R with SDV1-016 ([Eternal] during your turn), SDV1-014 (+200/+200 and [Barrier]
    during your opponent's turn) and ADK-111 ([Barrier] during your opponent's turn): in ann's turn ann's SDV1-016
    has [Eternal], SDV1-014 its printed stats and no [Barrier]; in bob's turn the reverse, and bob's TST-C05
    cannot target SDV1-014 then (its [Barrier])."""
    for card_id in ("SDV1-016", "SDV1-014", "ADK-111", "DBV-017", "NDR-007"):
        assert entry(card_id)["supported"], card_id
    state = real_started("SDV1-016", "SDV1-014")
    eternal = to_field(state, "ann", "SDV1-016")
    barrier = to_field(state, "ann", "SDV1-014")
    printed = (card("SDV1-014")["atk"], card("SDV1-014")["def"])
    assert "eternal" in stats(state, eternal)[2]
    assert stats(state, barrier)[:2] == printed and "barrier" not in stats(state, barrier)[2]
    state = next_turn(state)
    assert state.turn.player == "bob"
    assert "eternal" not in stats(state, eternal)[2]
    assert stats(state, barrier)[:2] == (printed[0] + 200, printed[1] + 200) and "barrier" in stats(state, barrier)[2]
    pool(state, "bob", fire=1)
    bolt = to_hand(state, "bob", "TST-C05")
    state.priority, state.to_act = "bob", ["bob"]
    assert code_of(state, {"type": "play_card", "player": "bob", "card": bolt, "targets": [barrier], "payment": {"pool": {"fire": 1}}}) == "FOW-KW-BARRIER"


def test_fow_during_your_turn_r_an_activate_ability_without_only() -> None:
    """FOW-DURING-YOUR-TURN-R with VIN003-071 ("... Play this ability during your turn", no "only"): read as only
    during your turn (FOW-ACTIVATE-ONLY-R); a change during a turn with a condition of its own is refused."""
    ability = next(a for a in card("VIN003-071")["abilities"] if a["kind"] == "activate")
    assert ability["your_turn"] is True
    assert entry("VIN003-071")["supported"]
    assert "two conditions" in line_refusal("As long as you control a Fairy Tale, this card gains [Flying] during your opponent's turn.")


# -- FOW-KW-BARRIER-RUNE-R ---------------------------------------------------------------------------------


def test_fow_kw_barrier_rune_r_chants_and_runes() -> None:
    """FOW-KW-BARRIER-RUNE-R with SDV5-001 ([Barrier] (Chant)(Rune)): read as barred to chant and rune types; bob's
    chant TST-C05 cannot target it (FOW-KW-BARRIER-KIND-R), ann's own can; a total-cost [Barrier] of runes is
    refused."""
    assert entry("SDV5-001")["supported"] and card("SDV5-001")["barrier_types"] == ["chant", "rune"]
    state = real_started("SDV5-001")
    guarded = to_field(state, "ann", "SDV5-001")
    for pid, code in (("bob", "FOW-KW-BARRIER-KIND-R"), ("ann", None)):
        pool(state, pid, fire=1)
        bolt = to_hand(state, pid, "TST-C05")
        state.priority, state.to_act = pid, [pid]
        assert code_of(state, {"type": "play_card", "player": pid, "card": bolt, "targets": [guarded], "payment": {"pool": {"fire": 1}}}) == code
    assert "runes" in line_refusal("[Barrier] (Total cost 3 or less)(Rune)")


# -- FOW-PLAYED-THIS-TURN-R --------------------------------------------------------------------------------


def _heal(state: State, pid: str) -> State:
    """``pid`` plays the reference chant TST-C12 (gain 600 life) and it resolves."""
    pool(state, pid, light=1, void=1)
    heal = {"type": "play_card", "player": pid, "card": to_hand(state, pid, "TST-C12"), "targets": [], "payment": {"pool": {"light": 1, "void": 1}}}
    return resolve_all(act(state, heal))


def test_fow_played_this_turn_r_two_cards_played_draw_a_card() -> None:
    """FOW-PLAYED-THIS-TURN-R with SDL4-008 ([Enter]: if you played two or more cards this turn, draw a card): played
    as ann's first card it draws nothing (it is the one card she played; one bob played is his); played after
    her own TST-C12 it draws one. The turn remembers the cards played, by whom."""
    assert entry("SDL4-008")["supported"]
    for first in (None, "bob", "ann"):
        state = real_started("SDL4-008")
        if first == "ann":
            state = _heal(state, first)
        elif first == "bob":
            # a card bob played this turn (in response, say): remembered as his
            state.turn.cards_played = [f"bob/{player(state, 'bob').deck[0]}"]
        hand = len(player(state, "ann").hand)
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "SDL4-008")))
        assert len(player(state, "ann").hand) == hand + (1 if first == "ann" else 0), first
        assert [r.partition("/")[0] for r in state.turn.cards_played] == [p for p in (first, "ann") if p]


def test_fow_played_this_turn_r_a_forged_record_is_refused() -> None:
    """FOW-PLAYED-THIS-TURN-R: a turn record naming a card ann does not own as one she played is refused by the
    consistency check (at /turn/cards_played/0); one of hers is accepted."""
    state = real_started("SDL4-008")
    mine, his = player(state, "ann").deck[0], player(state, "bob").deck[0]
    for record, refused in ((f"ann/{his}", True), (f"ann/{mine}", False)):
        state.turn.cards_played = [record]
        sink = DetailedSink()
        GAME.check_state(state, sink)
        assert any(e.pointer == "/turn/cards_played/0" for e in sink.errors) == refused, sink.errors


# -- FOW-KW-TORRENT-R ---------------------------------------------------------------------------------------


def test_fow_kw_torrent_r_more_damage_after_another_card() -> None:
    """FOW-KW-TORRENT-R with ACN-090 (400 damage to target resonator; [Torrent] 700 instead): as ann's first card it
    deals 400 to bob's TST-R10 (1200 DEF); played after her TST-C12 it deals 700."""
    assert entry("ACN-090")["supported"]
    for before, dealt in ((False, 400), (True, 700)):
        state = real_started("ACN-090")
        his = to_field(state, "bob", "TST-R10")
        if before:
            state = _heal(state, "ann")
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-090"), [his]))
        (target,) = [e for e in player(state, "bob").field if e.id == his]
        assert target.damage == dealt


def test_fow_kw_torrent_r_the_option_exists_only_after_another_card() -> None:
    """FOW-KW-TORRENT-R with CFC-058 (choose one: destroy target addition or regalia; [Torrent] destroy all of the
    opponent's): as ann's first card the [Torrent] option is refused with FOW-KW-TORRENT-R (the other is not);
    after her TST-C12 it may be chosen."""
    assert entry("CFC-058")["supported"]
    state = real_started("CFC-058")
    chant = to_hand(state, "ann", "CFC-058")
    pool(state, "ann", wind=2)
    second = {"type": "play_card", "player": "ann", "card": chant, "targets": [], "mode": 1, "payment": {"pool": {"wind": 2}}}
    assert code_of(state, second) == "FOW-KW-TORRENT-R"
    state = _heal(state, "ann")
    pool(state, "ann", wind=2)
    assert code_of(state, second) is None


def test_fow_kw_torrent_r_only_cards_played_before_it() -> None:
    """FOW-KW-TORRENT-R: the cards counted are those its player played before this card was played -- all so far
    while it is being played (in the hand), only the earlier ones once it is on its way (not a card played after
    it, in response)."""
    state = real_started("ACN-090")
    first, chant, later = (to_hand(state, "ann", c) for c in ("TST-C12", "ACN-090", "TST-C12"))
    per = PerCount(what="card", zone="played", before=True)
    state.turn.cards_played = [f"ann/{first}"]
    assert board_of(state).per_count(per, chant, "ann") == 1
    state.turn.cards_played = [f"ann/{chant}", f"ann/{later}"]
    player(state, "ann").hand.remove(chant)  # on the chase, resolving
    assert board_of(state).per_count(per, chant, "ann") == 0
    state.turn.cards_played = [f"ann/{first}", f"ann/{chant}", f"ann/{later}"]
    assert board_of(state).per_count(per, chant, "ann") == 1
    assert "targets of its own" in line_refusal("[Torrent] Destroy target resonator.", "chant")


# -- FOW-DAMAGE-PLUS-GROUP-R --------------------------------------------------------------------------------


def _attack_bob(state: State, attacker: str) -> State:
    """``attacker`` (ann's) attacks bob, who does not block, and the battle ends."""
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    for _ in range(20):
        if state.battle is None:
            return state
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = both_pass(state)
    raise AssertionError("the battle did not end")


def test_fow_damage_plus_group_r_fire_j_resonators_deal_100_more() -> None:
    """FOW-DAMAGE-PLUS-GROUP-R with SDV2-017 (if a fire J/resonator you control would deal damage, it deals that much
    +100 instead): SDV2-017 itself (fire, 200 ATK) attacking deals bob 300; ann's light TST-R01 (400 ATK) deals 400;
    a card set whose group is the opponent's J/resonators is refused."""
    assert entry("SDV2-017")["supported"]
    for attacker, dealt in (("SDV2-017", 300), ("TST-R01", 400)):
        state = real_started("SDV2-017")
        if attacker != "SDV2-017":
            to_field(state, "ann", "SDV2-017")
        fighter = to_field(state, "ann", attacker)
        state = _attack_bob(state, fighter)
        assert player(state, "bob").life == 4000 - dealt, attacker
    bad = real_set("SDV2-017")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    plus = next(c for c in bad["cards"] if c["id"] == "SDV2-017")
    plus["abilities"] = [plus["abilities"][0] | {"scope": "opponent_j_resonators"}]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-DAMAGE-PLUS-GROUP-R" in e.message for e in errors)


def test_fow_runes_revealed_r_x_is_the_number_of_runes() -> None:
    """FOW-RUNES-REVEALED-R with NDR-002 ([Enter]: you gain X00 life, X the number of runes revealed from your rune
    area): it enters and ann gains nothing (X is 0)."""
    assert entry("NDR-002")["supported"]
    state = real_started("NDR-002")
    life = player(state, "ann").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "NDR-002")))
    assert player(state, "ann").life == life and any(e.id.startswith("ann:NDR-002") for e in player(state, "ann").field)


# -- FOW-EFFECT-INSTEAD-SAME-R ---------------------------------------------------------------------------------


def test_fow_effect_instead_r_counters_one_or_the_other() -> None:
    """FOW-EFFECT-INSTEAD-SAME-R with AOA-062 ([Enter]: put an intellect counter on this card; with five or more magic
    stones, three instead) and NDR-071 (two fling counters; four with two wind runes revealed, never here): with
    four stones AOA-062 gets one counter, with five three; NDR-071 gets two."""
    for card_id in ("AOA-062", "NDR-071", "AOA-010", "AO1-054"):
        assert entry(card_id)["supported"], card_id
    for count, counters in ((4, 1), (5, 3)):
        state = real_started("AOA-062")
        stones(state, "ann", *["TST-ST-W", "TST-ST-W", "TST-ST-R", "TST-ST-R", "TST-ST-U"][:count])
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "AOA-062")))
        (mine,) = [e for e in player(state, "ann").field if e.id.startswith("ann:AOA-062")]
        assert mine.counters == {"intellect": counters}
    state = real_started("NDR-071")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "NDR-071")))
    (mine,) = [e for e in player(state, "ann").field if e.id.startswith("ann:NDR-071")]
    assert mine.counters == {"fling": 2}
    assert "instead" in line_refusal("Draw a card. If you control a regalia, destroy target resonator instead.", "chant")


def test_fow_played_this_turn_r_a_record_of_a_hidden_card_is_hidden() -> None:
    """FOW-PLAYED-THIS-TURN-R (hidden information): a card ann played and that is now back in her hand is named in
    her own view's record of the cards played, hidden in bob's."""
    state = real_started("SDL4-008")
    chant = to_hand(state, "ann", "TST-C12")
    state.turn.cards_played = [f"ann/{chant}"]
    assert GAME.view(state, "ann")["turn"]["cards_played"] == [f"ann/{chant}"]
    assert GAME.view(state, "bob")["turn"]["cards_played"] == [{"hidden": True}]
