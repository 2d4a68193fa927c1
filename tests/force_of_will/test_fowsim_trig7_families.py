"""Automatic abilities on trigger conditions the vocabulary did not read before (fow-trig7), each played
with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from msgspec import UNSET

from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.turns import HAND_LIMIT

from .fowsim_db import card, entry
from .helpers import act, both_pass, player, pool, to_field, to_hand
from .real import board_of, field, play, real_started, refused_line, resolve_all, ruler_of, stats
from .test_fowsim_trig6_families import _to_step

R14_WILL = {"fire": 2, "void": 2}


def _cast(state: State, pid: str, def_id: str, will: dict[str, int], targets: list[str] | None = None) -> State:
    """``pid`` plays the reference card ``def_id`` from the hand, paying ``will``."""
    pool(state, pid, **will)
    card_id = to_hand(state, pid, def_id)
    return act(state, {"type": "play_card", "player": pid, "card": card_id, "targets": targets or [], "payment": {"pool": will}})


def test_fow_trig_jruler_recovered_r_the_recovery_phase_recovers_a_rested_ruler() -> None:
    """FOW-TRIG-JRULER-RECOVERED-R with MSW-011 (whenever a J/ruler its controller controls is recovered it
    gains [+300/0] until end of turn): ann's ruler is rested; bob's turn recovers only bob's cards, nothing
    triggers; ann's recovery phase recovers her ruler, the ability triggers and is played as her main phase
    begins: MSW-011 has 300 more ATK."""
    assert entry("MSW-011")["supported"]
    assert [a["trigger"] for a in card("MSW-011")["abilities"]] == ["j_ruler_recovered"]
    state = real_started("MSW-011")
    mine = to_field(state, "ann", "MSW-011")
    atk = stats(state, mine)[0]
    ruler_of(state, "ann").rested = True
    state = _to_step(state, "bob", "main")
    assert not state.pending and not state.chase
    state = _to_step(state, "ann", "main")
    assert not ruler_of(state, "ann").rested
    assert [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", mine)]
    state = resolve_all(state)
    assert stats(state, mine)[0] == atk + 300


def test_fow_trig_jruler_recovered_r_a_recovered_ruler_is_not_recovered_again() -> None:
    """FOW-TRIG-JRULER-RECOVERED-R: ann's ruler stays recovered through her recovery phase (a recovered
    card is not recovered again), and bob's rested ruler recovering in his does not trigger ann's
    MSW-011 (his second turn): nothing triggers, its ATK is unchanged."""
    state = real_started("MSW-011")
    mine = to_field(state, "ann", "MSW-011")
    atk = stats(state, mine)[0]
    ruler_of(state, "bob").rested = True
    state = _to_step(state, "bob", "main")  # his first turn: no recovery phase (CR 503.1)
    state = _to_step(state, "ann", "main")
    assert not state.pending and not state.chase
    state = _to_step(state, "bob", "main")
    assert not ruler_of(state, "bob").rested
    assert not state.pending and not state.chase
    assert stats(state, mine)[0] == atk


def test_fow_trig_targeted_r_targeted_by_a_spell_triggers_before_it_resolves() -> None:
    """FOW-TRIG-TARGETED-R with NDR-043 (when it is targeted by a spell it is banished): ann plays TST-C05 (400
    damage to target J/resonator) at bob's NDR-043; its ability triggers for bob as the spell is played, is
    played above it and resolves first: NDR-043 is in bob's graveyard and the spell finds no target."""
    assert entry("NDR-043")["supported"]
    assert [a["trigger"] for a in card("NDR-043")["abilities"] if a["kind"] == "automatic"] == ["targeted_by_spell"]
    state = real_started("NDR-043")
    his = to_field(state, "bob", "NDR-043")
    state = _cast(state, "ann", "TST-C05", {"fire": 1}, [his])
    assert [(i.controller, i.card) for i in state.chase] == [("ann", state.chase[0].card), ("bob", his)]
    state = resolve_all(state)
    assert his in player(state, "bob").graveyard and his not in field(state, "bob")


def test_fow_trig_targeted_r_an_ability_is_no_spell() -> None:
    """FOW-TRIG-TARGETED-R: ann's NDR-043 is the target of her TST-G02's activate ability ([+200/+0]) -- an
    ability, not a spell: nothing triggers and it gains the ATK; bob's GITS2045-033 (when it is targeted by
    a spell or ability, draw a card) targeted by the [Enter] ability of ann's TST-R14 triggers: bob draws."""
    assert entry("GITS2045-033")["supported"]
    assert [a["trigger"] for a in card("GITS2045-033")["abilities"] if a["kind"] == "automatic"] == ["targeted"]
    state = real_started("NDR-043", "GITS2045-033")
    mine, drawer = to_field(state, "ann", "NDR-043"), to_field(state, "bob", "GITS2045-033")
    regalia = to_field(state, "ann", "TST-G02")
    atk = stats(state, mine)[0]
    pool(state, "ann", void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": regalia, "ability": 0, "targets": [mine], "payment": {"pool": {"void": 1}}})
    assert not state.pending and [i.card for i in state.chase] == [regalia]
    state = resolve_all(state)
    assert stats(state, mine)[0] == atk + 200 and mine in field(state, "ann")
    hand = len(player(state, "bob").hand)
    state = both_pass(_cast(state, "ann", "TST-R14", R14_WILL))
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [drawer]})
    assert [(i.controller, i.card) for i in state.chase][-1] == ("bob", drawer)
    state = resolve_all(state)
    assert len(player(state, "bob").hand) == hand + 1


def _at_hand_size(extra: int) -> tuple[State, str]:
    """Ann holds CFC-039 and ``extra`` cards more than the hand size; everyone passes until her end-of-turn
    discard is asked: the state and her CFC-039."""
    state = real_started("CFC-039")
    sorcerer = to_hand(state, "ann", "CFC-039")
    return _to_discard(state, extra), sorcerer


def _to_discard(state: State, extra: int) -> State:
    """Ann's hand is filled from her deck to ``extra`` cards over the hand size; everyone passes until her
    end-of-turn discard is asked."""
    ann = player(state, "ann")
    moved = HAND_LIMIT + extra - len(ann.hand)
    ann.hand.extend(ann.deck[:moved])
    del ann.deck[:moved]
    sync_counts(ann)
    for _ in range(20):
        if state.decision is not None and state.decision.kind == "discard":
            return state
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no discard asked")


def test_fow_trig_hand_to_graveyard_r_discarded_down_to_the_hand_size() -> None:
    """FOW-TRIG-HAND-TO-GRAVEYARD-R with CFC-039 (put into a graveyard from the hand: draw a card): ann
    discards it down to the hand size at the end of her turn; it triggers and is played from her graveyard
    in that turn (CR 505.5e), she draws, and the final step asks her to discard again (one card over)."""
    assert entry("CFC-039")["supported"]
    assert [a["trigger"] for a in card("CFC-039")["abilities"] if a["kind"] == "automatic"] == ["hand_to_graveyard"]
    state, sorcerer = _at_hand_size(1)
    state = act(state, {"type": "discard", "player": "ann", "card": sorcerer})
    assert state.turn.player == "ann" and state.phase == "end"
    assert [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", sorcerer)]
    state = resolve_all(state)
    state = act(state, {"type": "pass", "player": "ann"})
    state = act(state, {"type": "pass", "player": "bob"})
    assert state.turn.player == "ann" and state.decision is not None and state.decision.kind == "discard"
    assert len(player(state, "ann").hand) == HAND_LIMIT + 1
    state = act(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]})
    assert state.turn.player == "bob" and not state.pending


def test_fow_trig_hand_to_graveyard_r_another_card_discarded_triggers_nothing() -> None:
    """FOW-TRIG-HAND-TO-GRAVEYARD-R: ann discards another card down to the hand size; her CFC-039 stays in
    her hand and nothing triggers: bob's turn begins."""
    state, sorcerer = _at_hand_size(1)
    other = next(c for c in player(state, "ann").hand if c != sorcerer)
    state = act(state, {"type": "discard", "player": "ann", "card": other})
    assert state.turn.player == "bob" and not state.pending and sorcerer in player(state, "ann").hand


def _surge(awakened: bool) -> tuple[State, str, int]:
    """Ann's SDV3-009 in the field; she plays TST-C04 (draw a card; awakened, two) from her hand, paying its
    [Awakening] cost when ``awakened``: the state, her SDV3-009 and her hand size once the chant is on the chase."""
    state = real_started("SDV3-009")
    scholar = to_field(state, "ann", "SDV3-009")
    will = {"wind": 2, "void": 2} if awakened else {"wind": 1}
    pool(state, "ann", **will)
    surge = to_hand(state, "ann", "TST-C04")
    state = act(state, {"type": "play_card", "player": "ann", "card": surge, "awakening": awakened, "payment": {"pool": will}})
    return state, scholar, len(player(state, "ann").hand)


def test_fow_trig_awaken_r_an_awakened_spell_triggers_it() -> None:
    """FOW-TRIG-AWAKEN-R with SDV3-009 (whenever its controller awakens a spell, draw a card; once per turn):
    ann plays TST-C04 awakened; the ability triggers as it is played and resolves first: she draws one,
    then two by the chant."""
    assert entry("SDV3-009")["supported"]
    assert [a["trigger"] for a in card("SDV3-009")["abilities"] if a["kind"] == "automatic"] == ["you_awaken"]
    state, scholar, hand = _surge(True)
    assert [(i.kind, i.card) for i in state.chase][1:] == [("automatic", scholar)]
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 3


def test_fow_trig_awaken_r_a_spell_not_awakened_triggers_nothing() -> None:
    """FOW-TRIG-AWAKEN-R: TST-C04 played without its [Awakening] cost triggers nothing; the chant alone
    draws one card."""
    state, _, hand = _surge(False)
    assert not state.pending and len(state.chase) == 1
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 1


def test_fow_trig_named_enters_r_a_card_of_a_named_name_enters_your_field() -> None:
    """FOW-TRIG-NAMED-ENTERS-R with PofA-082 and PofA-087 (each: when a card of the other stances' names
    enters its controller's field, it is banished): ann's PofA-082 is in her field; she plays PofA-087, which
    enters: PofA-082 triggers (not PofA-087's own such ability: its name is not among its names) and is banished."""
    assert entry("PofA-082")["supported"] and entry("PofA-087")["supported"]
    assert [len(a["named"]) for a in card("PofA-082")["abilities"] if a.get("trigger") == "card_enters"] == [3]
    state = real_started("PofA-082", "PofA-087")
    attack = to_field(state, "ann", "PofA-082")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "PofA-087")))
    assert [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", attack)]
    state = resolve_all(state)
    assert attack in player(state, "ann").graveyard and attack not in field(state, "ann")


def test_fow_trig_named_enters_r_another_name_or_the_opponents_field_triggers_nothing() -> None:
    """FOW-TRIG-NAMED-ENTERS-R: TST-R01 (another name) entering ann's field, and bob's PofA-087
    entering his field, trigger nothing of ann's PofA-082."""
    state = real_started("PofA-082", "PofA-087")
    attack = to_field(state, "ann", "PofA-082")
    state = both_pass(_cast(state, "ann", "TST-R01", {"light": 1}))
    assert not state.pending and not state.chase
    state = _to_step(state, "bob", "main")
    state = both_pass(play(state, "bob", to_hand(state, "bob", "PofA-087")))
    assert not state.pending and not state.chase and attack in field(state, "ann")


def _blocked_by_scout(attacker_id: str) -> tuple[State, str, str]:
    """Ann's ``attacker_id`` attacks bob, who blocks with TST-R01 (400/400); everyone passes (playing the
    triggers) until the battle is over: the state, the attacker and the blocker."""
    state = real_started(attacker_id)
    attacker = to_field(state, "ann", attacker_id)
    scout = to_field(state, "bob", "TST-R01")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return _battle_over(state, scout), attacker, scout


def _battle_over(state: State, blocker: str | None) -> State:
    """Bob blocks with ``blocker`` (or not); everyone passes, playing the triggers (a discard asked discards the
    first card of the hand), until the battle is over."""
    for _ in range(30):
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
        elif state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.to_act[0], "card": player(state, state.to_act[0]).hand[0]})
        elif state.pending:
            state = resolve_all(state)
        elif state.battle is None and not state.chase:
            return state
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("the battle did not end")


def test_fow_trig_damaged_by_r_a_resonator_it_damaged_goes_to_the_graveyard() -> None:
    """FOW-TRIG-DAMAGED-BY-R with VIN002-025 (1000/1000 [First Strike]; whenever a resonator it dealt damage to
    this turn is put into a graveyard, it deals 500 damage to its controller's opponent): it attacks, bob's
    TST-R01 blocks and is destroyed by its damage; the ability triggers and bob loses 500 life."""
    assert entry("VIN002-025")["supported"]
    assert [a["trigger"] for a in card("VIN002-025")["abilities"] if a["kind"] == "automatic"] == ["damaged_to_graveyard"]
    state, attacker, scout = _blocked_by_scout("VIN002-025")
    assert scout in player(state, "bob").graveyard and attacker in field(state, "ann")
    assert player(state, "bob").life == player(real_started("VIN002-025"), "bob").life - 500


def test_fow_trig_damaged_by_r_a_j_resonator_it_damaged_is_destroyed() -> None:
    """FOW-TRIG-DAMAGED-BY-R with ROL-009 (whenever a J/resonator it dealt damage to this turn is destroyed,
    recover it): it attacks (rests), its damage destroys bob's blocking TST-R01, and it is recovered."""
    assert entry("ROL-009")["supported"]
    state, attacker, scout = _blocked_by_scout("ROL-009")
    assert scout in player(state, "bob").graveyard
    entity = board_of(state).entity(attacker)
    assert entity is not None and not entity.rested


def test_fow_trig_damaged_by_r_a_resonator_it_did_not_damage_triggers_nothing() -> None:
    """FOW-TRIG-DAMAGED-BY-R: bob's TST-R01, never dealt damage by ann's VIN002-025, destroyed by ann's
    TST-C10: nothing triggers and bob's life is unchanged; the turn remembers no damage."""
    state = real_started("VIN002-025")
    to_field(state, "ann", "VIN002-025")
    scout = to_field(state, "bob", "TST-R01")
    life = player(state, "bob").life
    state = both_pass(_cast(state, "ann", "TST-C10", {"darkness": 2, "void": 1}, [scout]))
    assert scout in player(state, "bob").graveyard and not state.pending and not state.chase
    assert player(state, "bob").life == life and state.turn.damaged_by is UNSET


VERDICT_WILL = {"darkness": 2, "void": 1}  # TST-C10: destroy target resonator


def test_fow_trig_ally_destroyed_r_a_resonator_you_control_is_destroyed() -> None:
    """FOW-TRIG-ALLY-DESTROYED-R with CST-068 (whenever a resonator its controller controls is destroyed, put
    two [+100/+100] counters on it): ann's TST-C10 destroys her own TST-R01; CST-068 triggers and gets two."""
    assert entry("CST-068")["supported"]
    assert [a["trigger"] for a in card("CST-068")["abilities"] if a["kind"] == "automatic"] == ["resonator_destroyed"]
    state = real_started("CST-068")
    ogre, scout = to_field(state, "ann", "CST-068"), to_field(state, "ann", "TST-R01")
    state = resolve_all(both_pass(_cast(state, "ann", "TST-C10", VERDICT_WILL, [scout])))
    entity = board_of(state).entity(ogre)
    assert scout in player(state, "ann").graveyard and entity is not None and entity.counters == {"+100/+100": 2}


def test_fow_trig_ally_destroyed_r_the_opponents_resonator_triggers_nothing() -> None:
    """FOW-TRIG-ALLY-DESTROYED-R: bob's TST-R01 destroyed by ann's TST-C10 does not trigger ann's CST-068."""
    state = real_started("CST-068")
    ogre, scout = to_field(state, "ann", "CST-068"), to_field(state, "bob", "TST-R01")
    state = both_pass(_cast(state, "ann", "TST-C10", VERDICT_WILL, [scout]))
    entity = board_of(state).entity(ogre)
    assert scout in player(state, "bob").graveyard and not state.pending and not state.chase
    assert entity is not None and entity.counters is UNSET


def test_fow_trig_graveyard_r_an_addition_you_control_goes_to_the_graveyard() -> None:
    """FOW-TRIG-GRAVEYARD-R with CST-037 (whenever an addition its controller controls is put into a graveyard
    from the field, draw a card; once per turn): ann's TST-R01 carrying her TST-A01 is destroyed by her
    TST-C10; the addition goes to her graveyard (FOW-RP-1), CST-037 triggers and she draws one card."""
    assert entry("CST-037")["supported"]
    state = real_started("CST-037")
    to_field(state, "ann", "CST-037")
    scout = to_field(state, "ann", "TST-R01")
    blade = to_field(state, "ann", "TST-A01", added_to=scout)
    state = both_pass(_cast(state, "ann", "TST-C10", VERDICT_WILL, [scout]))
    hand = len(player(state, "ann").hand)
    state = resolve_all(state)
    assert blade in player(state, "ann").graveyard and len(player(state, "ann").hand) == hand + 1


def test_fow_trig_awaken_r_the_opponents_awakened_spell() -> None:
    """FOW-TRIG-AWAKEN-R with MSW-005 (whenever its controller's opponent plays an awakened spell, their
    J/resonators gain [Barrier] until end of turn): ann's own awakened TST-C04 triggers nothing; in bob's
    turn his awakened TST-C04 triggers it and ann's MSW-005 has [Barrier]."""
    assert entry("MSW-005")["supported"]
    state = real_started("MSW-005")
    guard = to_field(state, "ann", "MSW-005")
    awakened = {"wind": 2, "void": 2}
    pool(state, "ann", **awakened)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C04"), "awakening": True, "payment": {"pool": awakened}})
    assert not state.pending and len(state.chase) == 1
    state = _to_step(resolve_all(state), "bob", "main")
    pool(state, "bob", **awakened)
    state = act(state, {"type": "play_card", "player": "bob", "card": to_hand(state, "bob", "TST-C04"), "awakening": True, "payment": {"pool": awakened}})
    assert [(i.controller, i.card) for i in state.chase][1:] == [("ann", guard)]
    state = resolve_all(state)
    assert "barrier" in stats(state, guard)[2]


BLADE_WILL = {"light": 1, "void": 1}  # TST-A01: an addition added to a J/resonator


def test_fow_trig_added_r_an_addition_added_to_this_card() -> None:
    """FOW-TRIG-ADDED-R with TTW-067 (whenever an addition is added to it, draw a card): ann plays TST-A01 onto
    her TTW-067; it enters added to it, the ability triggers and she draws one card."""
    assert entry("TTW-067")["supported"]
    assert [a["trigger"] for a in card("TTW-067")["abilities"] if a["kind"] == "automatic"] == ["addition_added"]
    state = real_started("TTW-067")
    host = to_field(state, "ann", "TTW-067")
    state = both_pass(_cast(state, "ann", "TST-A01", BLADE_WILL, [host]))
    assert [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", host)]
    hand = len(player(state, "ann").hand)
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 1


def test_fow_trig_added_r_an_addition_added_to_another_card_triggers_nothing() -> None:
    """FOW-TRIG-ADDED-R: TST-A01 played onto ann's TST-R01 does not trigger her TTW-067."""
    state = real_started("TTW-067")
    to_field(state, "ann", "TTW-067")
    scout = to_field(state, "ann", "TST-R01")
    state = both_pass(_cast(state, "ann", "TST-A01", BLADE_WILL, [scout]))
    assert not state.pending and not state.chase


def test_fow_misprint_r_greveyard_and_fow_self_from_graveyard_r_before_another_sentence() -> None:
    """FOW-MISPRINT-R and FOW-SELF-FROM-GRAVEYARD-R with SDL5-011 (put into a graveyard from its controller's
    field: it returns to its owner's hand, and they lose 100 life; the database misspells 'graveyard'):
    ann's TST-C10 destroys it; it goes back to her hand and she loses 100 life."""
    assert entry("SDL5-011")["supported"]
    assert [a["trigger"] for a in card("SDL5-011")["abilities"] if a["kind"] == "automatic"] == ["to_graveyard"]
    state = real_started("SDL5-011")
    phoenix = to_field(state, "ann", "SDL5-011")
    life = player(state, "ann").life
    state = resolve_all(both_pass(_cast(state, "ann", "TST-C10", VERDICT_WILL, [phoenix])))
    assert phoenix in player(state, "ann").hand and player(state, "ann").life == life - 100


def _battle(attacker_id: str, watcher: str) -> tuple[State, str]:
    """Ann's ``watcher`` (a real card) and ``attacker_id`` in her field (the same card when so named); that one
    attacks bob, who does not block; everyone passes (playing the triggers) until the battle is over: the
    state and ann's ``watcher``."""
    state = real_started(watcher)
    mine = to_field(state, "ann", watcher)
    attacker = mine if attacker_id == watcher else to_field(state, "ann", attacker_id)
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    attack: dict[str, object] = {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}
    if attacker_id == "ACN-061":
        pool(state, "ann", void=1)  # its [Mobilize] {1}
        attack["payment"] = {"pool": {"void": 1}}
    return _battle_over(act(state, attack), None), mine


def test_fow_trig_end_battle_r_the_attacker_is_banished_at_end_of_battle() -> None:
    """FOW-TRIG-END-BATTLE-R with ACN-061 (at end of battle it is banished if it attacked or blocked): it attacks
    bob, deals its damage; as the end of battle step begins it triggers and is banished."""
    assert entry("ACN-061")["supported"]
    assert [a["trigger"] for a in card("ACN-061")["abilities"] if a["kind"] == "automatic"] == ["end_of_battle"]
    state, golem = _battle("ACN-061", "ACN-061")
    assert golem in player(state, "ann").graveyard and golem not in field(state, "ann")
    assert player(state, "bob").life == player(real_started("ACN-061"), "bob").life - 1000


def test_fow_trig_end_battle_r_a_card_that_did_not_battle_stays() -> None:
    """FOW-TRIG-END-BATTLE-R: ann's TST-R01 attacks; ACN-061's ability triggers at end of battle but it neither
    attacked nor blocked: it stays in the field."""
    state, golem = _battle("TST-R01", "ACN-061")
    assert golem in field(state, "ann")


def test_fow_trig_opp_enters_r_a_token_put_into_the_opponents_field() -> None:
    """FOW-TRIG-OPP-ENTERS-R with TSW-057 (whenever a resonator enters its controller's opponent's field without
    being played from their hand, it deals 2000 damage to it): in bob's turn he plays TST-R01 from his hand
    (nothing triggers), then ENW-030, whose 1000/1000 token enters his field: ann's TSW-057 triggers and its
    2000 damage destroys the token."""
    assert entry("TSW-057")["supported"]
    assert [(a["whose"], a.get("unplayed")) for a in card("TSW-057")["abilities"] if a.get("trigger") == "card_enters"] == [("opponent", True)]
    state = real_started("TSW-057", "ENW-030")
    to_field(state, "ann", "TSW-057")
    state = _to_step(state, "bob", "main")
    state = both_pass(_cast(state, "bob", "TST-R01", {"light": 1}))
    assert not state.pending and not state.chase and len(field(state, "bob")) == 1
    state = both_pass(play(state, "bob", to_hand(state, "bob", "ENW-030")))
    token = next(e.id for e in player(state, "bob").field if "TST-R01" not in e.id)
    assert [(i.controller, i.victim) for i in state.chase] + [(p.controller, p.victim) for p in state.pending] == [("ann", token)]
    state = resolve_all(state)
    assert token not in field(state, "bob")


def test_fow_trig_opp_enters_r_your_own_field_triggers_nothing() -> None:
    """FOW-TRIG-OPP-ENTERS-R: ann's own ENW-030 token entering her field does not trigger her TSW-057."""
    state = real_started("TSW-057", "ENW-030")
    watcher = to_field(state, "ann", "TSW-057")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "ENW-030")))
    assert not state.pending and not state.chase and len(field(state, "ann")) == 2 and watcher in field(state, "ann")


def test_fow_trig_player_discards_r_a_discard_down_to_the_hand_size() -> None:
    """FOW-TRIG-PLAYER-DISCARDS-R with TSW-138 (whenever a player discards a card, put a [+100/+100] counter on
    it): ann discards a card down to the hand size at the end of her turn; it triggers, is played in that
    turn (CR 505.5e) and TSW-138 has one counter; a TST-R01 destroyed (not discarded) triggers nothing."""
    assert entry("TSW-138")["supported"]
    assert [a["trigger"] for a in card("TSW-138")["abilities"] if a["kind"] == "automatic"] == ["player_discards"]
    state = real_started("TSW-138")
    beast, scout = to_field(state, "ann", "TSW-138"), to_field(state, "ann", "TST-R01")
    state = both_pass(_cast(state, "ann", "TST-C10", VERDICT_WILL, [scout]))
    assert scout in player(state, "ann").graveyard and not state.pending and not state.chase
    state = _to_discard(state, 1)
    state = act(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]})
    assert state.turn.player == "ann" and [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", beast)]
    state = resolve_all(state)
    entity = board_of(state).entity(beast)
    assert entity is not None and entity.counters == {"+100/+100": 1}


def test_fow_trig_blocks_r_that_j_resonator_is_the_other_battler() -> None:
    """FOW-TRIG-BLOCKS-R with RDE-056 (whenever it blocks or is blocked by a J/resonator, that J/resonator gains
    [-200/-200] until end of turn): ann's RDE-056 attacks, bob's TST-R01 (400/400) blocks; the ability
    triggers naming TST-R01, which is 200/200 as it resolves."""
    assert entry("RDE-056")["supported"]
    state = real_started("RDE-056")
    bear, scout = to_field(state, "ann", "RDE-056"), to_field(state, "bob", "TST-R01")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": bear, "target": "bob"})
    while state.decision is None or state.decision.kind != "declare_block":
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": scout})
    assert [(i.card, i.victim) for i in state.chase] + [(p.source, p.victim) for p in state.pending] == [(bear, scout)]
    state = resolve_all(state)
    assert stats(state, scout)[:2] == (200, 200) and stats(state, bear)[:2] == (600, 600)


def test_fow_trig_blocks_r_another_effect_on_that_resonator_stays_unsupported() -> None:
    """FOW-TRIG-BLOCKS-R: an effect on that resonator other than those read (gaining, being destroyed; fow-dec-d:
    put into its owner's deck or hand, test_fowsim_fow_dec_d_families.py) is not read: removed from the game, or
    put into a deck with more words."""
    assert "of a block trigger" in refused_line("Whenever this card blocks, remove that resonator from the game.")
    assert "that J/resonator' of a block trigger" in refused_line("Whenever this card blocks, put that resonator on the bottom of its owner's deck. Draw a card.")


def test_fow_trig_damage_r_they_is_the_opponent_dealt_damage() -> None:
    """FOW-TRIG-DAMAGE-R with TMS-074 (whenever it deals damage to its controller's opponent, 'they' discard a
    card): it attacks bob unblocked; the ability triggers and bob (not ann) discards a card."""
    assert entry("TMS-074")["supported"]
    assert [e["op"] for a in card("TMS-074")["abilities"] if a.get("trigger") == "damages_opponent" for e in a["effects"]] == ["discard"]
    state, _ = _battle("TMS-074", "TMS-074")
    bob = real_started("TMS-074")
    assert len(player(state, "bob").graveyard) == len(player(bob, "bob").graveyard) + 1
    assert len(player(state, "ann").graveyard) == len(player(bob, "ann").graveyard)


def test_fow_trig_counters_put_r_plus_counters_put_by_an_effect() -> None:
    """FOW-TRIG-COUNTERS-PUT-R with TST-057 (100/500; whenever one or more [+100/+100] counters are put on it,
    its controller gains life equal to its DEF and puts a [400/400] token): ann's LEL-005 puts two counters
    on it; it triggers once, she gains 700 life and one token enters her field."""
    assert entry("TST-057")["supported"]
    state = real_started("TST-057", "LEL-005")
    zombie = to_field(state, "ann", "TST-057")
    life = player(state, "ann").life
    state = both_pass(play(state, "ann", to_hand(state, "ann", "LEL-005"), [zombie]))
    assert [(p.controller, p.source) for p in state.pending] + [(i.controller, i.card) for i in state.chase] == [("ann", zombie)]
    state = resolve_all(state)
    assert player(state, "ann").life == life + 700 and len(field(state, "ann")) == 2


def test_fow_trig_counters_put_r_counters_on_another_card_trigger_nothing() -> None:
    """FOW-TRIG-COUNTERS-PUT-R: LEL-005's two [+100/+100] counters on ann's TST-R01 do not trigger her TST-057."""
    state = real_started("TST-057", "LEL-005")
    to_field(state, "ann", "TST-057")
    scout = to_field(state, "ann", "TST-R01")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "LEL-005"), [scout]))
    entity = board_of(state).entity(scout)
    assert not state.pending and not state.chase and entity is not None and entity.counters == {"+100/+100": 2}


def test_fow_trig_dealt_by_r_a_resonator_deals_damage_to_this_card() -> None:
    """FOW-TRIG-DEALT-BY-R with VIN001-006 (whenever a resonator deals damage to it, it deals that much damage to
    that resonator): ann's TST-R14 enters and its [Enter] ability deals 300 damage to bob's VIN001-006; it
    triggers for bob and deals 300 damage to TST-R14."""
    assert entry("VIN001-006")["supported"]
    state = real_started("VIN001-006")
    thorn = to_field(state, "bob", "VIN001-006")
    state = both_pass(_cast(state, "ann", "TST-R14", R14_WILL))
    drake = state.pending[0].source
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [thorn]})
    state = resolve_all(state)
    mine, his = board_of(state).entity(drake), board_of(state).entity(thorn)
    assert his is not None and his.damage == 300 and mine is not None and mine.damage == 300


def test_fow_trig_dealt_by_r_a_chant_deals_damage_to_this_card() -> None:
    """FOW-TRIG-DEALT-BY-R with TSW-098 (whenever a chant deals damage to it, it deals that much damage to its
    controller's opponent): ann's TST-C05 deals 400 damage to bob's TSW-098; it triggers and ann loses 400."""
    assert entry("TSW-098")["supported"]
    state = real_started("TSW-098")
    wyrm = to_field(state, "bob", "TSW-098")
    life = player(state, "ann").life
    state = resolve_all(both_pass(_cast(state, "ann", "TST-C05", {"fire": 1}, [wyrm])))
    assert player(state, "ann").life == life - 400


def test_fow_trig_dealt_by_r_a_chant_is_no_resonator() -> None:
    """FOW-TRIG-DEALT-BY-R: TST-C05's 400 damage to bob's TSW-090 (whenever a resonator deals damage to it,
    destroy that resonator) triggers nothing: a chant is no resonator."""
    assert entry("TSW-090")["supported"]
    state = real_started("TSW-090")
    dragon = to_field(state, "bob", "TSW-090")
    state = both_pass(_cast(state, "ann", "TST-C05", {"fire": 1}, [dragon]))
    entity = board_of(state).entity(dragon)
    assert entity is not None and entity.damage == 400 and not state.pending and not state.chase
