"""Automatic abilities on events the vocabulary did not read before (life gained, damage dealt to a
player, a card leaving the field) and the misprinted or reworded triggers of this card's own events, each
played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.ability.normalize import normalize_line
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, raw_card
from .helpers import act, player, pool, to_field, to_graveyard, to_hand
from .real import field, play, real_started, resolve_all, stats


def _cast(state: State, pid: str, def_id: str, will: dict[str, int], targets: list[str] | None = None) -> State:
    """``pid`` plays the reference chant ``def_id`` from the hand, paying ``will``."""
    pool(state, pid, **will)
    action = {"type": "play_card", "player": pid, "card": to_hand(state, pid, def_id), "targets": targets or [], "payment": {"pool": will}}
    return act(state, action)


def _record(kind: str) -> dict[str, Any]:
    return {"types": [kind], "abilities": [], "effects": [], "targets": [], "keywords": []}


def _attack_blocked(state: State, attacker: str, blocker: str) -> State:
    """Ann's ``attacker`` attacks bob (nothing triggers on the attack), bob blocks with ``blocker``."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    assert not state.pending and not state.chase
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    return act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})


def test_fow_trig_gain_life_r_whenever_you_gain_life() -> None:
    """FOW-TRIG-GAIN-LIFE-R with BFA-014 (+200 ATK until end of turn whenever its controller gains life):
    ann's TST-C12 gains her 600 life, the ability triggers and goes on the chase (FOW-PRIO-7); BFA-014
    is 700/600 for the turn."""
    assert entry("BFA-014")["supported"]
    state = real_started("BFA-014")
    mine = to_field(state, "ann", "BFA-014")
    assert stats(state, mine)[:2] == (500, 600)
    state = _cast(state, "ann", "TST-C12", {"light": 1, "void": 1})
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    assert [p.source for p in state.pending] == [mine] or [i.card for i in state.chase] == [mine]
    state = resolve_all(state)
    assert player(state, "ann").life == 4600 and stats(state, mine)[:2] == (700, 600)


def test_fow_trig_gain_life_r_the_enter_misprint_and_the_opponents_copy() -> None:
    """FOW-TRIG-GAIN-LIFE-R with VS01-013 (its [Enter] printed "When this card enters field": gain 400
    life) and BFA-014 in both fields: ann's gain triggers ann's BFA-014 only, not bob's."""
    assert entry("VS01-013")["supported"] and card("VS01-013")["abilities"][0]["trigger"] == "enter"
    state = real_started("VS01-013", "BFA-014")
    mine = to_field(state, "ann", "BFA-014")
    theirs = to_field(state, "bob", "BFA-014")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VS01-013")))
    assert player(state, "ann").life == 4400
    assert stats(state, mine)[:2] == (700, 600) and stats(state, theirs)[:2] == (500, 600)


def test_fow_trig_damage_to_you_r_whenever_damage_is_dealt_to_you() -> None:
    """FOW-TRIG-DAMAGE-TO-YOU-R with TMS-018 (two [+100/+100] counters whenever its controller is dealt
    damage; its own activate ability deals 100 damage to each player): ann's 100 damage triggers it once
    (bob's damage does not), 700/700 becomes 900/900."""
    assert entry("TMS-018")["supported"]
    state = real_started("TMS-018")
    mine = to_field(state, "ann", "TMS-018")
    index = next(i for i, a in enumerate(card("TMS-018")["abilities"]) if a["kind"] == "activate")
    pool(state, "ann", fire=1)
    state = act(state, {"type": "activate", "player": "ann", "card": mine, "ability": index, "payment": {"pool": {"fire": 1}}})
    state = resolve_all(state)
    assert player(state, "ann").life == 3900 and player(state, "bob").life == 3900
    assert stats(state, mine)[:2] == (900, 900)


def test_fow_trig_damage_to_you_r_prevented_damage_is_not_dealt() -> None:
    """FOW-TRIG-DAMAGE-TO-YOU-R: TMS-018 in bob's field; ann's TST-C05 hits bob's TMS-018 (a J/resonator,
    not bob): nothing is dealt to bob, nothing triggers."""
    state = real_started("TMS-018")
    theirs = to_field(state, "bob", "TMS-018")
    state = resolve_all(_cast(state, "ann", "TST-C05", {"fire": 1}, [theirs]))
    assert player(state, "bob").life == 4000 and stats(state, theirs)[:2] == (700, 700)


def test_fow_trig_leaves_r_enters_or_leaves_the_field() -> None:
    """FOW-TRIG-LEAVES-R with BFA-058 (draw a card when it enters the field or leaves it for a non-field
    zone): played, ann draws one; destroyed by TST-C10, she draws another as it goes to the graveyard."""
    assert entry("BFA-058")["supported"]
    assert [a["trigger"] for a in card("BFA-058")["abilities"] if a["kind"] == "automatic"] == ["enter", "leaves"]
    state = real_started("BFA-058")
    hand = len(player(state, "ann").hand)
    mine = to_hand(state, "ann", "BFA-058")
    state = resolve_all(play(state, "ann", mine))
    assert mine in field(state, "ann") and len(player(state, "ann").hand) == hand + 1
    state = resolve_all(_cast(state, "ann", "TST-C10", {"darkness": 2, "void": 1}, [mine]))
    assert mine in player(state, "ann").graveyard and len(player(state, "ann").hand) == hand + 2


def test_fow_trig_leaves_r_the_opponent_banishes_a_resonator() -> None:
    """FOW-TRIG-LEAVES-R with EDL-085 (when it leaves the field, the opponent banishes a resonator): ann's
    copy destroyed, bob banishes his only resonator."""
    assert entry("EDL-085")["supported"]
    state = real_started("EDL-085")
    mine = to_field(state, "ann", "EDL-085")
    victim = to_field(state, "bob", "TST-R10")
    state = _cast(state, "ann", "TST-C10", {"darkness": 2, "void": 1}, [mine])
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []}) if state.pending else act(state, {"type": "pass", "player": state.to_act[0]})
    assert mine in player(state, "ann").graveyard
    state = resolve_all(act(state, {"type": "banish", "player": "bob", "card": victim}))
    assert victim in player(state, "bob").graveyard


def test_fow_trig_dealt_r_damage_is_dealt_to_this_card_and_destroy_it() -> None:
    """FOW-TRIG-DEALT-R read in two more printed forms: CMB-013 ("whenever damage is dealt to this card":
    that much to the opponent) dealt 400 deals bob 400; SKL-085 ("... is dealt damage >>> Destroy it", it
    being this card) dealt 400 of its 1000 DEF destroys itself."""
    assert entry("CMB-013")["supported"] and entry("SKL-085")["supported"]
    state = real_started("CMB-013", "SKL-085")
    mirror = to_field(state, "ann", "CMB-013")
    state = resolve_all(_cast(state, "ann", "TST-C05", {"fire": 1}, [mirror]))
    assert player(state, "bob").life == 3600
    fragile = to_field(state, "ann", "SKL-085")
    state = resolve_all(_cast(state, "ann", "TST-C05", {"fire": 1}, [fragile]))
    assert fragile in player(state, "ann").graveyard


@pytest.mark.parametrize(
    ("line", "kind", "reason"),
    [
        ("Whenever you gain life >>> You gain 100 life.", "resonator", "possible loop"),
        ("Whenever damage is dealt to you >>> This card deals 100 damage to your opponent.", "resonator", "possible loop"),
        ("When this card leaves the field >>> Put four [+100/+100] counters on this card.", "resonator", "after it left the field"),
        ("When this card leaves the field >>> You gain 1300 life.", "chant", ""),
        ("Whenever you gain a gem >>> Gain a gem of any attribute.", "resonator", "a loop"),
    ],
)
def test_fow_trig_refused_shapes(line: str, kind: str, reason: str) -> None:
    """FOW-TRIG-GAIN-LIFE-R, FOW-TRIG-DAMAGE-TO-YOU-R, FOW-TRIG-LEAVES-R: life or damage answering life or
    damage (a possible endless loop), an effect on a card gone from the field, and a chant (never in the
    field) are refused with the reason (invented lines)."""
    with pytest.raises(Unsupported) as refused:
        map_ability(normalize_line(line), _record(kind))
    assert reason in str(refused.value)


def test_fow_trig_leaves_r_the_printed_lines_read() -> None:
    """The printed lines of the new triggers read, each to its trigger (BFA-009, ACN-004, RDE-025,
    PofA-020)."""
    wanted = {"BFA-009": ["enter", "leaves"], "ACN-004": ["leaves"], "PofA-020": ["damage_to_you"]}
    for card_id, triggers in wanted.items():
        assert [a["trigger"] for a in card(card_id)["abilities"] if a["kind"] == "automatic"] == triggers, card_id
    assert "leaves" in [a.get("trigger") for a in card("RDE-025")["abilities"]] and raw_card("RDE-025")


def test_fow_trig_graveyard_r_from_any_field() -> None:
    """FOW-TRIG-GRAVEYARD-R with VS01-017 (an addition: 100 damage to each player whenever a resonator is put
    into a graveyard from a field): ann's TST-C07 kills bob's TST-R06 and TST-R11 at once -- it triggers
    twice, each player loses 200; bob's surviving TST-R10 triggers nothing."""
    assert entry("VS01-017")["supported"]
    state = real_started("VS01-017")
    to_field(state, "ann", "VS01-017")
    dead = [to_field(state, "bob", "TST-R06"), to_field(state, "bob", "TST-R11")]
    to_field(state, "bob", "TST-R10")
    state = resolve_all(_cast(state, "ann", "TST-C07", {"fire": 2, "void": 1}))
    assert all(card_id in player(state, "bob").graveyard for card_id in dead)
    assert player(state, "ann").life == 3800 and player(state, "bob").life == 3800


def test_fow_trig_graveyard_r_from_the_opponents_field() -> None:
    """FOW-TRIG-GRAVEYARD-R with VIN002-069 (400 life whenever a resonator is put into a graveyard from the
    opponent's field): bob's TST-R06 and TST-R11 killed by ann's TST-C07 gain ann 800; bob's own copy (the
    resonators left his field, not his opponent's) stays silent."""
    assert entry("VIN002-069")["supported"]
    assert [a.get("whose") for a in card("VIN002-069")["abilities"] if a.get("trigger") == "resonator_to_graveyard"] == ["opponent"]
    state = real_started("VIN002-069")
    to_field(state, "ann", "VIN002-069")
    to_field(state, "bob", "VIN002-069")
    to_field(state, "bob", "TST-R06")
    to_field(state, "bob", "TST-R11")
    state = resolve_all(_cast(state, "ann", "TST-C07", {"fire": 2, "void": 1}))
    assert player(state, "ann").life == 4800 and player(state, "bob").life == 4000


def test_fow_trig_graveyard_r_a_watcher_dying_with_the_other_sees_it_leave() -> None:
    """FOW-TRIG-GRAVEYARD-R, looking back: ann's TTW-084 (300/300; rest a resonator of the opponent when a
    resonator is put into a graveyard from the opponent's field) attacks and is blocked by bob's TST-R06
    (300/300); both die in one pass of the rule processes, ann's card moved first -- it still sees the blocker
    leave, and its ability rests bob's TST-R10."""
    assert entry("TTW-084")["supported"]
    state = real_started("TTW-084")
    mine = to_field(state, "ann", "TTW-084")
    blocker = to_field(state, "bob", "TST-R06")
    other = to_field(state, "bob", "TST-R10")
    state = _attack_blocked(state, mine, blocker)
    for _ in range(6):
        if state.pending or mine in player(state, "ann").graveyard:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert mine in player(state, "ann").graveyard and blocker in player(state, "bob").graveyard
    assert [p.source for p in state.pending] == [mine]
    state = resolve_all(state, {mine: [other]})
    assert next(e for e in player(state, "bob").field if e.id == other).rested


def test_fow_trig_graveyard_r_a_resonator_you_control_is_no_opponents() -> None:
    """FOW-TRIG-GRAVEYARD-R: "a resonator you control ... from your opponent's field" names no event and is
    refused (an invented line)."""
    line = "Whenever a resonator you control is put into a graveyard from your opponent's field >>> Draw a card."
    with pytest.raises(Unsupported) as refused:
        map_ability(normalize_line(line), _record("resonator"))
    assert "no event" in str(refused.value)


def _settle(state: State, targets: dict[int, list[str]]) -> State:
    """Pass, answer a search with the first card offered, and play each trigger with the targets given
    for its ability index, until the chase, the pending triggers and the decisions are done."""
    for _ in range(30):
        if state.decision is not None and state.decision.kind == "search":
            found = next(c for c in player(state, state.decision.player).deck if c.startswith("ann:SNV-001"))
            state = act(state, {"type": "search", "player": state.decision.player, "card": found})
        elif state.pending:
            pending = state.pending[0]
            wanted = targets.get(pending.ability, []) if isinstance(pending.ability, int) else []
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": wanted})
        elif state.chase:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
        else:
            return state
    raise AssertionError("the game did not settle")


def test_fow_trig_enters_from_r_from_your_deck() -> None:
    """FOW-TRIG-ENTERS-FROM-R with SNV-001 (two [+100/+100] counters on it when it enters the field from
    the deck; its activate ability banishes it and searches the deck for a card of its name, put into the
    field): the copy found enters from the deck -- its [Enter] and its from-the-deck ability trigger, and
    it is 1000/1000; a copy played from the hand gets no counters."""
    assert entry("SNV-001")["supported"]
    abilities = card("SNV-001")["abilities"]
    from_deck = next(i for i, a in enumerate(abilities) if a.get("trigger") == "enters_from_deck")
    enter = next(i for i, a in enumerate(abilities) if a.get("trigger") == "enter")
    state = real_started("SNV-001", copies=2)
    first = to_field(state, "ann", "SNV-001")
    other = to_field(state, "ann", "TST-R10")
    pool(state, "ann", light=2, void=3)
    state = act(state, {"type": "activate", "player": "ann", "card": first, "ability": 0, "payment": {"pool": {"light": 2, "void": 3}}})
    state = _settle(state, {enter: [other]})
    found = next(e.id for e in player(state, "ann").field if e.id.startswith("ann:SNV-001"))
    assert found != first and first in player(state, "ann").graveyard
    assert stats(state, found)[:2] == (1000, 1000) and from_deck != enter
    state = real_started("SNV-001")
    played = to_hand(state, "ann", "SNV-001")
    other = to_field(state, "ann", "TST-R10")
    state = _settle(play(state, "ann", played), {enter: [other]})
    assert stats(state, played)[:2] == (800, 800)


def test_fow_trig_enters_from_r_from_a_graveyard() -> None:
    """FOW-TRIG-ENTERS-FROM-R with NDR-085 (600/600: 200 damage to each resonator when it enters the field
    from a graveyard), put back from ann's graveyard by ACN-122: bob's TST-R11 (DEF 200) dies, NDR-085 takes
    200 and lives; played from the hand it deals nothing."""
    assert entry("NDR-085")["supported"] and entry("ACN-122")["supported"]
    state = real_started("NDR-085", "ACN-122")
    dead = to_graveyard(state, "ann", "NDR-085")
    victim = to_field(state, "bob", "TST-R11")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-122"), [dead]))
    assert dead in field(state, "ann") and victim in player(state, "bob").graveyard
    state = real_started("NDR-085")
    survivor = to_field(state, "bob", "TST-R11")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "NDR-085")))
    assert survivor in field(state, "bob")


def test_fow_trig_gain_gem_r_whenever_you_gain_a_gem() -> None:
    """FOW-TRIG-GAIN-GEM-R with ADK-027 (600/600, +100/+100 until end of turn whenever its controller gains a
    gem): ann plays ACN-007, which gains her a light gem as it enters -- ADK-027 is 700/700; bob's copy stays
    600/600."""
    assert entry("ADK-027")["supported"] and entry("ACN-007")["supported"]
    state = real_started("ADK-027", "ACN-007")
    mine = to_field(state, "ann", "ADK-027")
    theirs = to_field(state, "bob", "ADK-027")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-007")))
    assert player(state, "ann").gems == ["light"]
    assert stats(state, mine)[:2] == (700, 700) and stats(state, theirs)[:2] == (600, 600)


def test_fow_trig_blocks_r_blocks_or_is_blocked_by_a_resonator() -> None:
    """FOW-TRIG-BLOCKS-R with SNV-039 (600/900, +400/+400 until end of turn whenever it blocks or is blocked
    by a resonator): ann's copy attacks and bob blocks with TST-R10, a resonator -- it is 1000/1300."""
    assert entry("SNV-039")["supported"]
    state = real_started("SNV-039")
    mine = to_field(state, "ann", "SNV-039")
    blocker = to_field(state, "bob", "TST-R10")
    state = _attack_blocked(state, mine, blocker)
    assert [p.source for p in state.pending] == [mine] or [i.card for i in state.chase] == [mine]
    state = resolve_all(state)
    assert stats(state, mine)[:2] == (1000, 1300)


def test_fow_self_from_graveyard_r_put_it_into_its_owners_hand() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R read in one more printed form: TMS-061 (an addition to a J/resonator: "when
    this card is put into a graveyard from your field >>> put it into its owner's hand", "it" being this
    card) on ann's TST-R11; ann's TST-C10 destroys the resonator, the rule processes put the addition into
    the graveyard and its ability returns it to her hand."""
    assert entry("TMS-061")["supported"]
    state = real_started("TMS-061")
    host = to_field(state, "ann", "TST-R11")
    mine = to_field(state, "ann", "TMS-061", added_to=host)
    state = resolve_all(_cast(state, "ann", "TST-C10", {"darkness": 2, "void": 1}, [host]))
    assert host in player(state, "ann").graveyard
    assert mine in player(state, "ann").hand and mine not in player(state, "ann").graveyard
