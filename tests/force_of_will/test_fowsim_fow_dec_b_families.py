"""Families of the Alice Origin, Saga, Hero, Duel and Trinity clusters (fow-dec-b): each played with a real card
named by id (the printed text stays in ../shared and is read at run time)."""

from __future__ import annotations

import msgspec
from msgspec import UNSET

from adjudicator.force_of_will.state import RestrictedWill, State
from adjudicator.force_of_will.vocabulary import SpendOnly

from .fowsim_db import card, entry, read_line
from .helpers import act, both_pass, code_of, empty_hand, full_deck, player, pool, to_field, to_hand
from .real import ann_first, paid_play, real_set, real_started, resolve_all, to_decision

# -- FOW-WILL-SPEND-AWAKENING-R, FOW-WILL-SPEND-ACTIVATE-R -----------------------------------------------------


def test_spend_only_awakening_and_activate_readings() -> None:
    """"Only to pay [Awakening] costs" reads for a spell's effect (NDR-050) and will abilities (NDR-102, CMB-006);
    "only to play activate abilities, to pay [Mobilize] costs or [Awakening] costs of chants" for a chant (WOM-064)
    and an automatic ability (WOM-058): all five supported."""
    for cid in ("NDR-050", "NDR-102", "CMB-006", "WOM-064", "WOM-058"):
        assert entry(cid)["supported"], cid
    assert card("NDR-050")["effects"][0]["only"] == {"awakening": "any"}
    assert card("NDR-102")["abilities"][-1]["only"] == {"awakening": "any"}
    assert card("WOM-064")["effects"][0]["only"] == {"awakening": "chant", "activate": True, "mobilize": True}


def _restricted(state: State, chant: str) -> State:
    """``chant`` (NDR-050: three water wills; WOM-064: two time wills) played by ann and resolved: its wills kept
    apart in her pool."""
    state = resolve_all(act(state, paid_play(state, "ann", chant)))
    assert player(state, "ann").restricted is not UNSET
    return state


def test_fow_will_spend_awakening_r_pays_the_awakening_part() -> None:
    """NDR-050's water wills pay the [Awakening] part ({U}{1}) of SDV3-010 ({U}{1}) played awakened; a water and a
    void will of the pool pay the card's own cost.  The card is played awakened and two restricted wills go."""
    state = _restricted(real_started("NDR-050", "SDV3-010"), "NDR-050")
    assert [w.will for w in player(state, "ann").restricted] == ["water"] * 3
    resonator = to_hand(state, "ann", "SDV3-010")
    pool(state, "ann", water=1, void=1)
    play = {"type": "play_card", "player": "ann", "card": resonator, "awakening": True, "payment": {"pool": {"water": 1, "void": 1}, "restricted": {"water": 2}}}
    assert code_of(state, play) is None
    state = act(state, play)
    assert [i.card for i in state.chase] == [resonator] and state.chase[0].awakened
    assert [w.will for w in player(state, "ann").restricted] == ["water"]


def test_fow_will_spend_awakening_r_breaks() -> None:
    """FOW-WILL-SPEND-AWAKENING-R: NDR-050's water wills pay no card played without awakening, and no more than
    the [Awakening] part: three of them with a void will for SDV3-010 awakened ({U}{1} + {U}{1}) are refused (the
    third would pay the card's own {U}); two of them with two void wills leave the card's {U} unpaid (FOW-WILL-1),
    though the payment holds two water wills in all."""
    state = _restricted(real_started("NDR-050", "SDV3-010"), "NDR-050")
    resonator = to_hand(state, "ann", "SDV3-010")
    plain = {"type": "play_card", "player": "ann", "card": resonator, "payment": {"restricted": {"water": 2}}}
    assert code_of(state, plain) == "FOW-WILL-SPEND-AWAKENING-R"
    pool(state, "ann", void=1)
    over = {"type": "play_card", "player": "ann", "card": resonator, "awakening": True, "payment": {"pool": {"void": 1}, "restricted": {"water": 3}}}
    assert code_of(state, over) == "FOW-WILL-SPEND-AWAKENING-R"
    pool(state, "ann", void=2)
    short = {"type": "play_card", "player": "ann", "card": resonator, "awakening": True, "payment": {"pool": {"void": 2}, "restricted": {"water": 2}}}
    assert code_of(state, short) == "FOW-WILL-1"


def test_fow_will_spend_awakening_r_a_will_ability_as_source() -> None:
    """CMB-006's will ability ({Rest}: {W} or {R}, only for [Awakening] costs), used as a source, pays the {W} of
    MPR-001's [Awakening] ({W}{1}) as it is played awakened; used for the card played without awakening it is
    refused."""
    state = real_started("MPR-001", "CMB-006")
    palace = to_field(state, "ann", "CMB-006")
    resonator = to_hand(state, "ann", "MPR-001")
    pool(state, "ann", light=2, void=2)
    source = [{"card": palace, "will": "light"}]
    plain = {"type": "play_card", "player": "ann", "card": resonator, "payment": {"sources": source, "pool": {"light": 2}}}
    assert code_of(state, plain) == "FOW-WILL-SPEND-AWAKENING-R"
    play = {"type": "play_card", "player": "ann", "card": resonator, "awakening": True, "payment": {"sources": source, "pool": {"light": 2, "void": 2}}}
    state = act(state, play)
    assert state.chase[0].awakened and next(e for e in player(state, "ann").field if e.id == palace).rested


def test_fow_will_spend_activate_r_pays_abilities_and_chant_awakening() -> None:
    """WOM-064's two time wills pay TST-G02's activate ability ({1}) and the free part of TST-C04's [Awakening]
    ({G}{2}) as that chant is played awakened."""
    state = _restricted(real_started("WOM-064"), "WOM-064")
    assert [w.will for w in player(state, "ann").restricted] == ["time", "time"]
    horn = to_field(state, "ann", "TST-G02")
    mine = to_field(state, "ann", "TST-R04")
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": horn, "ability": 0, "targets": [mine], "payment": {"restricted": {"time": 1}}}))
    assert [w.will for w in player(state, "ann").restricted] == ["time"]
    chant = to_hand(state, "ann", "TST-C04")
    pool(state, "ann", wind=2, void=1)
    play = {"type": "play_card", "player": "ann", "card": chant, "awakening": True, "payment": {"pool": {"wind": 2, "void": 1}, "restricted": {"time": 1}}}
    state = act(state, play)
    assert state.chase[-1].awakened and player(state, "ann").restricted is UNSET


def test_fow_will_spend_activate_r_breaks() -> None:
    """FOW-WILL-SPEND-ACTIVATE-R: WOM-064's time wills pay no card (TST-C04 played without awakening) and not the
    [Awakening] part of a resonator (SDV3-010 awakened): only chants' [Awakening] costs."""
    state = _restricted(real_started("WOM-064", "SDV3-010"), "WOM-064")
    chant = to_hand(state, "ann", "TST-C04")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"restricted": {"time": 1}}}) == "FOW-WILL-SPEND-ACTIVATE-R"
    resonator = to_hand(state, "ann", "SDV3-010")
    pool(state, "ann", water=2)
    awakened = {"type": "play_card", "player": "ann", "card": resonator, "awakening": True, "payment": {"pool": {"water": 2}, "restricted": {"time": 2}}}
    assert code_of(state, awakened) == "FOW-WILL-SPEND-ACTIVATE-R"


def test_fow_will_spend_activate_r_pays_a_mobilize_cost() -> None:
    """WOM-064's restriction on a time will held by ann pays ACN-016's [Mobilize] one as it attacks; a will
    restricted to [Awakening] costs (NDR-050's) does not: alone it leaves ACN-016 no legal attacker, and with a void
    will in the pool a payment naming it is refused."""
    state = real_started("ACN-016", "WOM-064", "NDR-050")
    mine = to_field(state, "ann", "ACN-016")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    attack = {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob", "payment": {"restricted": {"time": 1}}}
    awakening_only = msgspec.convert(card("NDR-050")["effects"][0]["only"], SpendOnly)
    player(state, "ann").restricted = [RestrictedWill(will="time", only=awakening_only)]
    assert code_of(state, attack) == "FOW-MOBILIZE-R"  # no will of hers pays it: ACN-016 cannot attack
    pool(state, "ann", void=1)
    assert code_of(state, attack) == "FOW-WILL-SPEND-AWAKENING-R"
    pool(state, "ann")
    player(state, "ann").restricted = [RestrictedWill(will="time", only=msgspec.convert(card("WOM-064")["effects"][0]["only"], SpendOnly))]
    state = act(state, attack)
    assert state.battle is not None and state.battle.attacker == mine and player(state, "ann").restricted is UNSET


# -- FOW-J-RULER-COUNTER-R / FOW-EFFECT-IF-R: "Then, if there are N or more <name> counters on your J/ruler, ..." ----


def _mole(counters: int) -> State:
    """SDAO2-010 played by ann (its [Enter]: a friendship counter on her J/ruler, then a search for a wind regalia
    if there are three or more) with ``counters`` friendship counters on her ruler: the state once the card
    resolved, its [Enter] ability pending."""
    state = real_started("SDAO2-010")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"friendship": counters} if counters else UNSET
    state = act(state, paid_play(state, "ann", "SDAO2-010"))
    return both_pass(state)


def test_fow_j_ruler_counter_r_then_if_counters_search() -> None:
    """SDAO2-010 with two friendship counters on ann's ruler: the [Enter] puts the third, then searches -- ann
    is asked for a wind regalia (her deck holds none: she names none) and her deck is shuffled."""
    assert entry("SDAO2-010")["supported"] and entry("SDAO2-032")["supported"]
    assert card("SDAO2-010")["abilities"][0]["effects"][1]["when"] == {"count": {"what": "counter", "counter": "friendship", "on_j_ruler": True}, "at_least": 3}
    state = to_decision(_mole(2), "search", {})
    assert player(state, "ann").ruler.counters == {"friendship": 3}  # type: ignore[union-attr]
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[0]}) is not None  # no wind regalia
    deck = list(player(state, "ann").deck)
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert player(state, "ann").deck != deck and sorted(player(state, "ann").deck) == sorted(deck)


def test_fow_j_ruler_counter_r_then_if_counters_breaks() -> None:
    """FOW-EFFECT-IF-R: with no friendship counter the [Enter] puts one and searches nothing (one counter is not
    three, though the counter was put first); the deck is shuffled all the same (its own sentence)."""
    state = _mole(0)
    deck = list(player(state, "ann").deck)
    state = resolve_all(state)
    assert state.decision is None or state.decision.kind != "search"
    assert player(state, "ann").ruler.counters == {"friendship": 1}  # type: ignore[union-attr]
    assert player(state, "ann").deck != deck and sorted(player(state, "ann").deck) == sorted(deck)


# -- FOW-KW-NULL-R, FOW-KW-SEAL-R: a granted activate, automatic or will ability (read as [Rune] reads its text) -----


def test_fow_kw_null_r_a_granted_activate_ability() -> None:
    """TSW-137 ("[Null] - {Rest}: <draw a card>"): with ann's hand empty the ability is played and she draws."""
    for cid in ("TSW-137", "TSW-136", "TSW-034", "TST-070J", "ADW-098", "ENW-023"):
        assert entry(cid)["supported"], cid
    assert card("TSW-137")["abilities"][0]["when"] == {"count": {"what": "card", "zone": "hand"}, "at_most": 0}
    state = real_started("TSW-137")
    illusion = to_field(state, "ann", "TSW-137")
    empty_hand(state, "ann")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": illusion, "ability": 0}))
    assert len(player(state, "ann").hand) == 1


def test_fow_kw_null_r_breaks() -> None:
    """FOW-KW-NULL-R: with a card in ann's hand TSW-137 has no such text (CR 1134.4): its ability is refused."""
    state = real_started("TSW-137")
    illusion = to_field(state, "ann", "TSW-137")
    empty_hand(state, "ann")
    to_hand(state, "ann", "TST-R02")
    assert code_of(state, {"type": "activate", "player": "ann", "card": illusion, "ability": 0}) == "FOW-ACTIVATE-ONLY-IF-R"


def _knowledge(stones: int) -> tuple[State, str]:
    """Ann's first main phase with ADW-098 ({Rest}: {G}; "[Seal] (3)" on its own line, then "{Rest}: will of any
    attribute") in her field beside ``stones`` - 1 other magic stones."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"]["ADW-098"] = 1
    state = ann_first({"card_set": real_set("ADW-098")}, decks, "dec-b")
    knowledge = to_field(state, "ann", "ADW-098")
    for _ in range(stones - 1):
        to_field(state, "ann", "TST-ST-R")
    return state, knowledge


def test_fow_kw_seal_r_a_granted_will_ability() -> None:
    """ADW-098 with three magic stones (itself and two others) produces a fire will."""
    assert card("ADW-098")["abilities"][0]["when"] == {"count": {"what": "magic_stone"}, "at_least": 3}
    state, knowledge = _knowledge(3)
    state = act(state, {"type": "produce_will", "player": "ann", "source": knowledge, "will": "fire"})
    assert player(state, "ann").pool.get("fire") == 1


def test_fow_kw_seal_r_breaks() -> None:
    """FOW-KW-SEAL-R: with two magic stones ADW-098 makes its wind will only (the [Seal] text does not exist,
    CR 1128.5)."""
    state, knowledge = _knowledge(2)
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": knowledge, "will": "fire"}) == "FOW-WILL-ONLY-IF-R"
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": knowledge, "will": "wind"}) is None


# -- FOW-CANCEL-ABILITY-R: "Cancel target activate or automatic ability your opponent controls" ---------------------


def _horn(state: State, pid: str) -> State:
    """``pid``'s TST-G02 ({Rest}{1}: target J/resonator you control gains [+200/+0]) played onto the chase, targeting
    their TST-R04 (both put into their field), paid with a void will."""
    horn = to_field(state, pid, "TST-G02")
    mine = to_field(state, pid, "TST-R04")
    pool(state, pid, void=1)
    return act(state, {"type": "activate", "player": pid, "card": horn, "ability": 0, "targets": [mine], "payment": {"pool": {"void": 1}}})


def _abilities_on_the_chase() -> tuple[State, str, str]:
    """Ann's TST-G02 ability on the chase, then bob's answering it, then ann's MP01-164 ([Quickcast]; [Enter]: cancel
    target activate or automatic ability your opponent controls) played and resolved: its [Enter] ability pending.
    The state and the chase ids of ann's and bob's abilities."""
    state = real_started("MP01-164")
    for pid in ("ann", "bob"):
        if state.priority != pid:
            state = act(state, {"type": "pass", "player": state.priority})
        state = _horn(state, pid)
    ours, theirs = (i.id for i in state.chase)
    if state.priority != "ann":
        state = act(state, {"type": "pass", "player": state.priority})
    state = both_pass(act(state, paid_play(state, "ann", "MP01-164")))
    assert state.pending and [i.id for i in state.chase] == [ours, theirs]
    return state, ours, theirs


def test_fow_cancel_ability_r_an_activate_or_automatic_ability_of_the_opponent() -> None:
    """MP01-164's [Enter] ability targets bob's activate ability on the chase and cancels it: ann's stays."""
    for cid in ("MP01-164", "TSW-094", "ADW-060", "MP01-165"):
        assert entry(cid)["supported"], cid
    assert card("MP01-164")["abilities"][0]["targets"] == [{"kind": "ability", "controller": "opponent"}]
    state, ours, theirs = _abilities_on_the_chase()
    pending = state.pending[0]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [theirs]})
    state = both_pass(state)
    assert [i.id for i in state.chase] == [ours]


def test_fow_cancel_ability_r_breaks() -> None:
    """FOW-CANCEL-ABILITY-R: MP01-164's [Enter] ability cannot target ann's own ability (the target is one of her
    opponent's)."""
    state, ours, _ = _abilities_on_the_chase()
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [ours]}) == "FOW-CANCEL-ABILITY-R"


def test_fow_cancel_ability_r_an_automatic_ability_of_a_resonator() -> None:
    """ACN-069 ([Quickcast]: cancel target automatic ability of a resonator, draw a card) cancels the [Enter] ability
    of ann's TST-R16 on the chase: ann draws one card (ACN-069's), not two; the chase is empty."""
    assert entry("ACN-069")["supported"] and entry("SDAO2-002")["supported"]
    assert card("ACN-069")["targets"] == [{"kind": "resonator_automatic"}]
    state = real_started("ACN-069")
    acolyte = to_hand(state, "ann", "TST-R16")
    pool(state, "ann", darkness=1, void=1)
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": acolyte, "payment": {"pool": {"darkness": 1, "void": 1}}}))
    (trigger,) = [i.id for i in state.chase if i.kind == "automatic"]  # played at once (no target)
    play = paid_play(state, "ann", "ACN-069")
    hand = len(player(state, "ann").hand) - 1
    state = resolve_all(act(state, play | {"targets": [trigger]}))
    assert not state.chase and len(player(state, "ann").hand) == hand + 1


def test_fow_cancel_ability_r_an_automatic_ability_of_a_resonator_breaks() -> None:
    """FOW-CANCEL-ABILITY-R: ACN-069 cannot target an activate ability (ann's TST-G02's on the chase)."""
    state = _horn(real_started("ACN-069"), "ann")
    (ability,) = [i.id for i in state.chase]
    play = paid_play(state, "ann", "ACN-069")
    assert code_of(state, play | {"targets": [ability]}) == "FOW-CANCEL-ABILITY-R"


# -- FOW-ONCE-PER-TURN-R: a field card's will ability of a will cost alone, played only once per turn ---------------


def test_fow_once_per_turn_r_a_field_will_ability() -> None:
    """WOM-052 ({1}: a time will for activate abilities, [Mobilize] and chants' [Awakening] costs; once per turn):
    paid with a void will, the time will is kept apart in ann's pool."""
    assert entry("WOM-052")["supported"] and card("WOM-052")["abilities"][0]["once_per_turn"]
    state = real_started("WOM-052")
    spirit = to_field(state, "ann", "WOM-052")
    pool(state, "ann", void=1)
    state = act(state, {"type": "produce_will", "player": "ann", "source": spirit, "will": "time", "payment": {"pool": {"void": 1}}})
    assert [(w.will, w.only.activate) for w in player(state, "ann").restricted] == [("time", True)]


def test_fow_once_per_turn_r_a_field_will_ability_breaks() -> None:
    """FOW-ONCE-PER-TURN-R: played once, WOM-052's will ability is refused a second time that turn (though its
    cost is in the pool again)."""
    state = real_started("WOM-052")
    spirit = to_field(state, "ann", "WOM-052")
    use = {"type": "produce_will", "player": "ann", "source": spirit, "will": "time", "payment": {"pool": {"void": 1}}}
    pool(state, "ann", void=1)
    state = act(state, use)
    pool(state, "ann", void=1)
    assert code_of(state, use) == "FOW-ONCE-PER-TURN-R"


# -- FOW-COND-J-RULER-SHARES-R: "... if you don't control a resonator, but control a J/ruler that shares ..." -------


def _gears(ruler: str) -> tuple[State, dict[str, object]]:
    """Ann's first main phase, her ruler ``ruler``, with JRP-010 (a light Gears {W}{1}, read with its cost reduction
    line alone: {W} less if she controls no resonator but a J/ruler sharing an attribute or race) in her hand: the
    state and its play paid with one void will."""
    record, refused = read_line("JRP-010", 1)
    assert not refused and record["play_less"]["when"] == {"count": {"what": "resonator", "whose": "you"}, "at_most": 0, "j_ruler_shares": True}
    card_set = real_set()
    card_set["cards"] = [*card_set["cards"], record]
    decks = {"ann": full_deck(ruler), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["JRP-010"] = 1
    state = ann_first({"card_set": card_set}, decks, "dec-b-gears")
    gears = to_hand(state, "ann", "JRP-010")
    pool(state, "ann", void=1)
    return state, {"type": "play_card", "player": "ann", "card": gears, "payment": {"pool": {"void": 1}}}


def test_fow_cond_j_ruler_shares_r_pays_less() -> None:
    """With no resonator and her light ruler TST-RU1 (sharing light), ann plays JRP-010 for {1}."""
    state, play = _gears("TST-RU1")
    state = act(state, play)
    assert [i.card for i in state.chase] == [play["card"]]


def test_fow_cond_j_ruler_shares_r_breaks() -> None:
    """FOW-COND-J-RULER-SHARES-R: with a resonator of hers in the field, or with the fire Vampire ruler TST-RU2
    (sharing neither attribute nor race), {1} does not pay JRP-010 ({W}{1})."""
    state, play = _gears("TST-RU1")
    to_field(state, "ann", "TST-R04")
    assert code_of(state, play) == "FOW-WILL-3"  # the cost is {W}{1}: one will does not pay it
    state, play = _gears("TST-RU2")
    assert code_of(state, play) == "FOW-WILL-3"  # the cost is {W}{1}: one will does not pay it
