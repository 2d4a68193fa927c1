"""Lapis and New Valhalla families first read for the community database (issue #14, fow-lapis), each played
with real cards named by id (the printed text stays in ../shared): [Rune] (FOW-KW-RUNE-R), runes revealed
(FOW-RUNES-REVEALED-R) and [Force] (FOW-KW-FORCE-R)."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import structs

from adjudicator.core.sink import DetailedSink
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import PerCount

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, listed, player, stones, to_field, to_hand
from .real import board_of, play, real_started, resolve_all, stats

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
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": knight, "target": "bob"})
    for _ in range(20):
        if state.battle is None:
            break
        assert not state.pending
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = both_pass(state)
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


def _resolve_collecting(state: State) -> tuple[State, list[dict[str, Any]]]:
    """As :func:`resolve_all` (no targets for triggers), with every event of the way (as plain dicts)."""
    events: list[dict[str, Any]] = []
    for _ in range(40):
        if state.pending:
            action = {"type": "play_automatic", "player": state.pending[0].controller, "pending": state.pending[0].id, "targets": []}
        elif state.chase:
            action = {"type": "pass", "player": state.to_act[0]}
        else:
            return state, events
        result = GAME.adjudicate(state, GAME.decode_action(action))
        assert result.valid, result.violation
        events += [msgspec.to_builtins(e) for e in result.events]
        state = result.state
    raise AssertionError("the chase did not empty")


def _rolls(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e.get("type") == "rolled"]


def test_fow_kw_force_r_counters_as_many_as_the_roll() -> None:
    """FOW-KW-FORCE-R with RDE-041 ([Enter] [Force] 1: put X [+100/+100] counters on this card): as it enters ann
    rolls one die (a public rolled event, 1 to 6) and the card gets that many counters, +100/+100 each."""
    assert entry("RDE-041")["supported"]
    assert card("RDE-041")["abilities"][0]["effects"][0] == {"op": "force", "dice": 1}
    state = real_started("RDE-041")
    state = play(state, "ann", to_hand(state, "ann", "RDE-041"))
    state, events = _resolve_collecting(state)
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
            state, events = _resolve_collecting(play(state, "ann", to_hand(state, "ann", "RDE-068")))
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
    state, events = _resolve_collecting(state)
    (roll,) = _rolls(events)
    assert player(state, "bob").life == 4000 - 100 * roll["result"]
    state = real_started("RDE-019")
    wyvern = to_field(state, "ann", "RDE-019")
    his = to_field(state, "bob", "TST-R03")
    before = stats(state, his)
    index = next(i for i, a in enumerate(card("RDE-019")["abilities"]) if a["kind"] == "activate")
    state = act(state, {"type": "activate", "player": "ann", "card": wyvern, "ability": index, "targets": [his], "payment": {}})
    state, events = _resolve_collecting(state)
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


def test_fow_kw_force_r_refused_forms() -> None:
    """FOW-KW-FORCE-R: a [Force] whose result nothing counts, X bounding a number of targets (RDE-071) or a
    search (RDE-087), and a group gaining [+X00/+X00] (SDL1-004) stay refused with their reasons."""
    assert "[Force] whose result" in line_refusal("[Force] 1. Draw a card.", "chant")
    for card_id in ("RDE-071", "RDE-087", "SDL1-004"):
        assert not entry(card_id)["supported"]
        assert any("[Force]" in u["text"] for u in entry(card_id)["unsupported"])
