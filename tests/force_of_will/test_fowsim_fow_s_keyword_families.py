"""Keyword forms read by fow-s-keyword, each played with a real card named by id (the printed text stays in ../shared):

- FOW-PLAYED-WITH-TEXT-R: a chant's [Seal] (N) / [Null] text changing its effect text, checked once as the card is
  played (TSW-037, TSW-135: "[Null] - <effect> instead"; ADW-043: "[Seal] (10) <effect> instead"; ENW-050: "[Seal] (6)
  - <effect>" added).
- FOW-IF-DAMAGE-DEALT-R: "if damage was dealt (to the chosen target) this way, <effect>" after a damage (TMS-002).
- FOW-MAY-GAIN-R, FOW-GAINS-PER-AND-KEYWORD-R, FOW-KW-RESONANCE-R's doubled arrow: [Resonance] texts (RDE-089, RDE-011,
  RDE-051) triggered by calling a magic stone of that type.
- FOW-NULL-LESS-R: "[Null] - (you may) pay {N} less to play this card" / "... without paying its cost" (TSW-144, TST-023).
- FOW-AWAKENING-ARROW-R: "[Awakening] >>> <cost>: [Enter] >>> Destroy all J-rulers" (NDR-096).
- FOW-AWAKENED-NO-CHASE-R: "[Awakening] <cost>: Players cannot chase this card" (TMS-089).
- FOW-KW-FALLEN-R: [Fallen] text had (a chant: played with) if a God's Art ability its controller controlled resolved this
  turn (TST-066's [Enter] after HSD-008's God's Art; TST-056: FOW-DISCARDS-AND-BANISHES-R).
- FOW-TOKENS-X-INSTEAD-R: "[Fallen] Put X <token> tokens into the field instead" counting the card's own X (TST-059).
- FOW-MISPRINT-R: a token's race printed in lower case ("dragon") read as the race (ENW-006's [Inheritance]).
- FOW-AWAKENED-INSTEAD-R: an [Awakening] text of "<effect> instead" sentences replacing, in place, the relevant parts of a
  chant's own effects (ADK-120: a target's change and a life loss, sizes replaced; ADK-126: its only effect replaced).
"""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import ChaseItem, Modifier, State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, empty_hand, full_deck, player, pool, take, to_field, to_hand
from .real import (
    ann_first,
    board_of,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    ruler_of,
    stats,
    will_for,
)

STONES = ("TST-ST-W", "TST-ST-R", "TST-ST-U", "TST-ST-G", "TST-ST-B", "TST-ST-D")


def _stones(state: State, pid: str, n: int) -> None:
    """``n`` magic stones of ``pid``'s stone deck put into their field."""
    for i in range(n):
        to_field(state, pid, STONES[i % len(STONES)])


# -- FOW-PLAYED-WITH-TEXT-R: [Null] ---------------------------------------------------------------------------------


def _null_fire(others: int) -> tuple[State, str]:
    """Ann's first main phase: TSW-037 (a chant dealing damage to target player or J/resonator; [Null]: more damage
    instead) in her hand beside ``others`` other cards."""
    state = real_started("TSW-037")
    empty_hand(state, "ann")
    chant = to_hand(state, "ann", "TSW-037")
    for _ in range(others):
        to_hand(state, "ann", "TST-R02")
    return state, chant


def test_fow_played_with_text_r_null_replaces_the_damage() -> None:
    """TSW-037 played as the only card of ann's hand (CR 1134.2: no other card in it as it is played) deals its [Null]
    damage to bob instead of its own; the spell on the chase records that it was played so."""
    for cid in ("TSW-037", "TSW-135", "ADW-043", "ADW-027", "ENW-050", "TST-043"):
        assert entry(cid)["supported"], cid
    assert [e.get("condition") for e in card("TSW-037")["effects"]] == ["not_played_with", "played_with"]
    state, chant = _null_fire(0)
    life = player(state, "bob").life
    state = play(state, "ann", chant, ["bob"])
    assert state.chase[-1].played_with is True
    state = resolve_all(state)
    assert player(state, "bob").life == life - 800


def test_fow_played_with_text_r_null_breaks_with_another_card_in_hand() -> None:
    """Breaking FOW-PLAYED-WITH-TEXT-R: with another card in ann's hand TSW-037 is played without its [Null] text (CR
    1134.4): its own damage only, never both."""
    state, chant = _null_fire(1)
    life = player(state, "bob").life
    state = play(state, "ann", chant, ["bob"])
    assert state.chase[-1].played_with is msgspec.UNSET
    state = resolve_all(state)
    assert player(state, "bob").life == life - 600


def test_fow_played_with_text_r_null_is_fixed_as_played() -> None:
    """TSW-135 (the opponent discards; [Null]: more instead) is played with its [Null] text as ann's hand empties; a
    card she gets before it resolves changes nothing (the text is fixed as it is played, CR 1017.3d)."""
    state = real_started("TSW-135")
    empty_hand(state, "ann")
    chant = to_hand(state, "ann", "TSW-135")
    hand = len(player(state, "bob").hand)
    state = play(state, "ann", chant)
    to_hand(state, "ann", "TST-R02")
    state = both_pass(state)
    for _ in range(3):
        assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "bob"
        state = act(state, {"type": "discard", "player": "bob", "card": player(state, "bob").hand[0]})
    assert len(player(state, "bob").hand) == hand - 3 and not state.chase


# -- FOW-PLAYED-WITH-TEXT-R: [Seal] ---------------------------------------------------------------------------------


def _sealed_draw(stones: int) -> tuple[State, str, int]:
    """Ann's first main phase: ADW-043 (draw; a knowledge counter on her J/ruler; [Seal] (10): draw more instead) in
    her hand with ``stones`` magic stones in her field; her hand size without it."""
    state = real_started("ADW-043")
    _stones(state, "ann", stones)
    chant = to_hand(state, "ann", "ADW-043")
    return state, chant, len(player(state, "ann").hand) - 1


def test_fow_played_with_text_r_seal_replaces_the_draw() -> None:
    """With ten magic stones ADW-043 draws three cards instead of one, and still puts its knowledge counter."""
    state, chant, before = _sealed_draw(10)
    state = resolve_all(play(state, "ann", chant))
    assert len(player(state, "ann").hand) == before + 3
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.counters.get("knowledge") == 1


def test_fow_played_with_text_r_seal_breaks_with_nine_stones() -> None:
    """Breaking FOW-PLAYED-WITH-TEXT-R: with nine magic stones the [Seal] text does not exist (CR 1128.5): one card."""
    state, chant, before = _sealed_draw(9)
    state = resolve_all(play(state, "ann", chant))
    assert len(player(state, "ann").hand) == before + 1


def test_fow_played_with_text_r_seal_adds_an_effect() -> None:
    """ENW-050 (draw a card; [Seal] (6): its added text draws another) with six magic stones draws two."""
    state = real_started("ENW-050")
    _stones(state, "ann", 6)
    chant = to_hand(state, "ann", "ENW-050")
    before = len(player(state, "ann").hand) - 1
    state = resolve_all(play(state, "ann", chant))
    assert len(player(state, "ann").hand) == before + 2


def test_fow_played_with_text_r_forged_on_a_card_without_it() -> None:
    """Breaking FOW-PLAYED-WITH-TEXT-R (the state check): a spell whose card has no text-changing [Seal] / [Null]
    recorded as played with one is refused."""
    state = real_started("TSW-037")
    other = to_hand(state, "ann", "TST-R02")
    player(state, "ann").hand.remove(other)
    player(state, "ann").hand_count -= 1
    state.chase.append(ChaseItem(id="chase:90", kind="spell", controller="ann", card=other, played_with=True))
    state.priority = "ann"
    with pytest.raises(InputError) as caught:
        GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    assert any(e.pointer == "/state/chase/0/played_with" for e in caught.value.errors)


# -- FOW-AWAKENED-INSTEAD-R -------------------------------------------------------------------------------------------


def _ritual(awakening: bool, mystery: int = 1) -> tuple[State, dict[str, object], str]:
    """Ann's first main phase, her ruler holding ``mystery`` mystery counters: ADK-120 (target J/resonator gains a
    change until end of turn, she loses life; awakened by a mystery counter, more of each instead) played on her TST-R03."""
    state = real_started("ADK-120")
    ruler_of(state, "ann").counters = {"mystery": mystery}
    mine = to_field(state, "ann", "TST-R03")
    chant = to_hand(state, "ann", "ADK-120")
    will = will_for("ADK-120")
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": chant, "awakening": awakening, "targets": [mine], "payment": {"pool": will}}
    return state, action, mine


def test_fow_awakened_instead_r_sizes_replaced() -> None:
    """ADK-120 played awakened: its target gains +900/+900 (not +600, never both) and ann loses 600 life (not 400)."""
    assert entry("ADK-120")["supported"] and entry("ADK-126")["supported"]
    state, action, mine = _ritual(True)
    atk, def_, _ = stats(state, mine)
    life = player(state, "ann").life
    state = resolve_all(act(state, action))
    assert stats(state, mine)[:2] == (atk + 900, def_ + 900)
    assert player(state, "ann").life == life - 600 and not ruler_of(state, "ann").counters


def test_fow_awakened_instead_r_breaks_not_awakened() -> None:
    """Breaking FOW-AWAKENED-INSTEAD-R: ADK-120 not awakened does its own text only (+600/+600, 400 life), the counter
    kept; awakened without the counter it is refused (FOW-AWAKENING-COUNTERS-R)."""
    state, action, mine = _ritual(False)
    atk, def_, _ = stats(state, mine)
    life = player(state, "ann").life
    state = resolve_all(act(state, action))
    assert stats(state, mine)[:2] == (atk + 600, def_ + 600)
    assert player(state, "ann").life == life - 400 and dict(ruler_of(state, "ann").counters or {}) == {"mystery": 1}
    state, action, _ = _ritual(True, mystery=0)
    assert code_of(state, action) == "FOW-AWAKENING-COUNTERS-R"


def test_fow_awakened_instead_r_only_effect_replaced_whole() -> None:
    """ADK-126 (damage to each resonator; awakened by two mystery counters: destroy them all instead) awakened destroys
    bob's TST-R05 that its damage would not; not awakened the damage alone leaves it standing."""
    for awakening, gone in ((True, True), (False, False)):
        state = real_started("ADK-126")
        ruler_of(state, "ann").counters = {"mystery": 2}
        big = to_field(state, "bob", "TST-R05")
        chant = to_hand(state, "ann", "ADK-126")
        will = will_for("ADK-126")
        pool(state, "ann", **will)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "awakening": awakening, "payment": {"pool": will}}))
        assert (big in player(state, "bob").graveyard) is gone


# -- FOW-NULL-LESS-R --------------------------------------------------------------------------------------------------


def _voidosaurus(others: int) -> tuple[State, dict[str, object]]:
    """Ann's first main phase: TSW-144 ([Null]: you may pay {4} less to play it) in her hand beside ``others`` other
    cards, its attribute symbols alone in her pool: the play paying only them."""
    state = real_started("TSW-144")
    empty_hand(state, "ann")
    dino = to_hand(state, "ann", "TSW-144")
    for _ in range(others):
        to_hand(state, "ann", "TST-R02")
    pool(state, "ann", darkness=2)
    return state, {"type": "play_card", "player": "ann", "card": dino, "payment": {"pool": {"darkness": 2}}}


def test_fow_null_less_r_alone_in_hand_pays_less() -> None:
    """TSW-144, the only card of ann's hand, is played for its attribute symbols alone ({4} less) and enters her field;
    TST-023 (a chant; [Null]: play it without paying its cost) alone in her hand is played paying nothing."""
    for cid in ("TSW-144", "TST-023"):
        assert entry(cid)["supported"], cid
    state, action = _voidosaurus(0)
    state = resolve_all(act(state, action))
    assert str(action["card"]) in {e.id for e in player(state, "ann").field}
    state = real_started("TST-023")
    empty_hand(state, "ann")
    chant = to_hand(state, "ann", "TST-023")
    before = len(player(state, "ann").deck)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {}}))
    assert len(player(state, "ann").deck) == before - 1 and chant in player(state, "ann").graveyard


def test_fow_null_less_r_breaks_with_another_card_in_hand() -> None:
    """Breaking FOW-NULL-LESS-R: with another card in ann's hand TSW-144 costs its whole printed cost: paying its
    attribute symbols alone is refused."""
    state, action = _voidosaurus(1)
    assert code_of(state, action) == "FOW-WILL-3"


# -- FOW-IF-DAMAGE-DEALT-R --------------------------------------------------------------------------------------------


def _magician() -> tuple[State, str, str]:
    """TMS-002 (awakened by {M}{1}: as it enters, it deals damage to target rested resonator; if damage was dealt this
    way, two [+100/+100] counters on it) played awakened by ann and resolved: its [Enter] ability pending; bob's rested
    TST-R05. The state, the magician and bob's resonator."""
    state = real_started("TMS-002")
    victim = to_field(state, "bob", "TST-R05", rested=True)
    magician = to_hand(state, "ann", "TMS-002")
    will = {"light": 1, "moon": 1, "void": 1}
    pool(state, "ann", **will)
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": magician, "awakening": True, "payment": {"pool": will}}))
    assert [p.source for p in state.pending] == [magician]
    return state, magician, victim


def test_fow_if_damage_dealt_r_counters_after_the_damage() -> None:
    """FOW-IF-DAMAGE-DEALT-R with TMS-002: its damage is dealt to bob's TST-R05, then it gets its two counters."""
    for cid in ("TMS-002", "DSD-004", "GOG-022"):
        assert entry(cid)["supported"], cid
    assert [e.get("condition") for e in card("DSD-004")["abilities"][0]["effects"]] == [None, "if_you_do"]
    state, magician, victim = _magician()
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [victim]}))
    assert next(e for e in player(state, "bob").field if e.id == victim).damage == 600
    assert stats(state, magician)[:2] == (400, 800)


def test_fow_if_damage_dealt_r_breaks_without_damage() -> None:
    """Breaking FOW-IF-DAMAGE-DEALT-R: all damage to bob's resonator is prevented this turn (a still legal target) -- no
    damage is dealt this way, so TMS-002 gets no counters."""
    state, magician, victim = _magician()
    state.modifiers.append(Modifier(target=victim, prevent="to"))
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [victim]}))
    assert next(e for e in player(state, "bob").field if e.id == victim).damage == 0
    assert stats(state, magician)[:2] == (200, 600)


# -- [Resonance] texts: FOW-MAY-GAIN-R, FOW-GAINS-PER-AND-KEYWORD-R, FOW-KW-RESONANCE-R --------------------------------


def _resonance(card_id: str, stone: str) -> tuple[State, str]:
    """Ann's first main phase: ``card_id`` in her field and the basic magic stone ``stone`` on top of her stone deck;
    she calls it: the [Resonance] ability of ``card_id`` (no target: put on the chase at once) on the chase."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"][stone] = 1
    decks["ann"]["main"][card_id] = 1
    state = ann_first({"card_set": real_set(card_id, stone)}, decks, "s-keyword")
    seat = player(state, "ann")
    top = next(c for c in seat.stone_deck if f":{stone}#" in c)
    seat.stone_deck.remove(top)
    seat.stone_deck.insert(0, top)
    mine = to_field(state, "ann", card_id)
    state = act(state, {"type": "call_stone", "player": "ann"})
    assert [(item.kind, item.card) for item in state.chase] == [("automatic", mine)]
    return state, mine


def test_fow_may_gain_r_accepted() -> None:
    """FOW-MAY-GAIN-R with RDE-089 (100/800; [Resonance] for a light or darkness stone: this card may gain [+700/-700]
    until end of turn): calling a light stone asks ann; accepted, it is 800/100."""
    for cid in ("RDE-089", "RDE-011", "RDE-051"):
        assert entry(cid)["supported"], cid
    state, mouse = _resonance("RDE-089", "CMF-103")
    state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "may" and state.decision.player == "ann"
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert stats(state, mouse)[:2] == (800, 100)


def test_fow_may_gain_r_breaks_declined() -> None:
    """Breaking FOW-MAY-GAIN-R: declined, RDE-089 keeps 100/800 (the change is its controller's choice)."""
    state, mouse = _resonance("RDE-089", "CMF-103")
    state = resolve_all(act(both_pass(state), {"type": "may", "player": "ann", "accept": False}))
    assert stats(state, mouse)[:2] == (100, 800)


def test_fow_gains_per_and_keyword_r_counted_change_and_keyword() -> None:
    """FOW-GAINS-PER-AND-KEYWORD-R with RDE-011 (ATK 0 plus [+100/0] for each fire magic stone its controller controls;
    [Resonance] for a fire stone: that much more and [Pierce] until end of turn): calling a fire stone (her one fire
    magic stone) makes it 200 ATK with [Pierce]; without the trigger it is 100 ATK without it."""
    state, milest = _resonance("RDE-011", "CMF-102")
    before = stats(state, milest)
    assert before[0] == 100 and "pierce" not in before[2]
    state = resolve_all(state)
    after = stats(state, milest)
    assert after[0] == 200 and "pierce" in after[2]


def test_fow_kw_resonance_r_doubled_arrow() -> None:
    """FOW-KW-RESONANCE-R with RDE-051, whose wind [Resonance] prints its arrow on both sides of the reminder text:
    calling a wind stone gives it [0/+500] and [Flying] until end of turn."""
    state, dragon = _resonance("RDE-051", "CMF-105")
    state = resolve_all(state)
    atk, def_, keywords = stats(state, dragon)
    assert (atk, def_) == (500, 1000) and "flying" in keywords


# -- FOW-AWAKENING-ARROW-R --------------------------------------------------------------------------------------------


def _oborozuki(awakening: bool) -> tuple[State, str]:
    """Ann's first main phase: bob's ruler in his field as a J-ruler; ann plays NDR-096 (a resonator; "[Awakening] >>>
    {B}{B}{B}{B}: [Enter] >>> destroy all J-rulers") paying its [Awakening] or not, and it resolves (its other [Enter]
    ability's optional banish declined)."""
    state = real_started("NDR-096")
    j_ruler = j_ruler_to_field(state, "bob")
    vampire = to_hand(state, "ann", "NDR-096")
    will = {"darkness": 6 if awakening else 2}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": vampire, "awakening": awakening, "payment": {"pool": will}})
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, {"type": "may", "player": "ann", "accept": False})
        elif state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        elif state.chase:
            state = both_pass(state)
        else:
            return state, j_ruler
    raise AssertionError("the chase did not empty")


def test_fow_awakening_arrow_r_destroys_all_j_rulers() -> None:
    """NDR-096 played awakened: its [Enter] ability destroys bob's J-ruler (it leaves the field)."""
    assert entry("NDR-096")["supported"]
    state, j_ruler = _oborozuki(True)
    assert j_ruler not in {e.id for e in player(state, "bob").field}


def test_fow_awakening_arrow_r_breaks_not_awakened() -> None:
    """Breaking FOW-AWAKENING-ARROW-R: not awakened, NDR-096 has no such [Enter] ability: bob's J-ruler stays."""
    state, j_ruler = _oborozuki(False)
    assert j_ruler in {e.id for e in player(state, "bob").field}


# -- FOW-AWAKENED-NO-CHASE-R ------------------------------------------------------------------------------------------


def _sealed_chase(awakening: bool) -> tuple[State, dict[str, object]]:
    """Ann plays TST-C05 (a [Quickcast] chant) on her TST-R03, then TMS-089 (cancel target spell; awakened by {M}: players
    cannot chase this card) targeting it, awakened or not, and passes; bob's TST-C02 (cancel target chant spell)
    targeting TMS-089, paid: the state and bob's play."""
    state = real_started("TMS-089")
    mine = to_field(state, "ann", "TST-R03")
    bolt = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": bolt, "targets": [mine], "payment": {"pool": {"fire": 1}}})
    spell = state.chase[-1].id
    seal = to_hand(state, "ann", "TMS-089")
    will = {"light": 1, "wind": 1} | ({"moon": 1} if awakening else {})
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": seal, "awakening": awakening, "targets": [spell], "payment": {"pool": will}})
    state = act(state, {"type": "pass", "player": "ann"})
    answer = to_hand(state, "bob", "TST-C02")
    pool(state, "bob", light=1, void=1)
    return state, {"type": "play_card", "player": "bob", "card": answer, "targets": [state.chase[-1].id], "payment": {"pool": {"light": 1, "void": 1}}}


def test_fow_awakened_no_chase_r_awakened_closes_the_chase() -> None:
    """TMS-089 played awakened: while it is the last object on the chase bob cannot chase to it (FOW-NO-CHASE-R)."""
    assert entry("TMS-089")["supported"]
    state, answer = _sealed_chase(True)
    assert state.priority == "bob"
    assert code_of(state, answer) == "FOW-NO-CHASE-R"


def test_fow_awakened_no_chase_r_breaks_not_awakened() -> None:
    """Breaking FOW-AWAKENED-NO-CHASE-R: not awakened, TMS-089 may be chased: bob's answer is legal."""
    state, answer = _sealed_chase(False)
    assert code_of(state, answer) is None


# -- FOW-KW-FALLEN-R --------------------------------------------------------------------------------------------------


def _fallen_angel(gods_art: bool) -> tuple[State, int, int]:
    """Ann's first main phase with HSD-008 (God's Art {0}: draw a card) in her field, its God's Art played and resolved
    first when ``gods_art``; then TST-066 ([Fallen] [Enter]: the opponent loses 1000 life, you gain 1000) played and
    resolved. The state and both players' life before."""
    state = real_started("TST-066", "HSD-008")
    dormouse = to_field(state, "ann", "HSD-008")
    if gods_art:
        state = both_pass(act(state, {"type": "activate", "player": "ann", "card": dormouse, "ability": 1}))
        assert state.turn.gods_art_resolved == ["ann"]
    lives = player(state, "ann").life, player(state, "bob").life
    angel = to_hand(state, "ann", "TST-066")
    will = {"light": 1, "darkness": 1, "void": 2}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": angel, "payment": {"pool": will}})
    return resolve_all(state), *lives


def test_fow_kw_fallen_r_after_a_gods_art() -> None:
    """FOW-KW-FALLEN-R: after HSD-008's God's Art resolved this turn, TST-066 enters with its [Fallen] [Enter] ability:
    bob loses 1000 life and ann gains 1000."""
    for cid in ("TST-066", "TST-003", "TST-056", "TST-047"):
        assert entry(cid)["supported"], cid
    state, ann, bob = _fallen_angel(True)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann + 1000, bob - 1000)


def test_fow_kw_fallen_r_breaks_without_a_gods_art() -> None:
    """Breaking FOW-KW-FALLEN-R: without a God's Art resolved this turn the [Fallen] text does not exist (CR 1147.4): no
    life changes; a record naming a player twice is refused by the state check."""
    state, ann, bob = _fallen_angel(False)
    assert (player(state, "ann").life, player(state, "bob").life) == (ann, bob)
    state.turn.gods_art_resolved = ["ann", "ann"]
    with pytest.raises(InputError) as caught:
        GAME.decode_state(msgspec.to_builtins(state), prefix="/state")
    assert any(e.pointer == "/state/turn/gods_art_resolved/1" for e in caught.value.errors)


def test_fow_discards_and_banishes_r_two_instructions() -> None:
    """FOW-DISCARDS-AND-BANISHES-R: TST-056's attack text is the discard, then the banish, both the opponent's; after
    "If you do," (an invented wording) the sentence is not split (its condition would not reach the banish): refused."""
    assert card("TST-056")["abilities"][0]["effects"] == [
        {"op": "discard", "amount": 1, "player": "opponent"},
        {"op": "banish", "player": "opponent", "what": "resonator"},
    ]
    line = "[Enter] >>> You may pay {1}. If you do, your opponent discards two cards and banishes a regalia."
    assert "discards two cards and banishes a regalia" in refused_line(line)


# -- FOW-TOKENS-X-INSTEAD-R -------------------------------------------------------------------------------------------


def _marching(gods_art: bool) -> list[frozenset[str]]:
    """Ann's first main phase, two resonators in her graveyard, HSD-008's God's Art resolved first when ``gods_art``;
    TST-059 (X tokens of one kind, X her graveyard's resonators; [Fallen]: X tokens of another kind instead) played and
    resolved: the races of the tokens in her field."""
    state = real_started("TST-059", "HSD-008")
    dormouse = to_field(state, "ann", "HSD-008")
    for dead in ("TST-R02", "TST-R03"):
        player(state, "ann").graveyard.append(take(state, "ann", dead))
    if gods_art:
        state = both_pass(act(state, {"type": "activate", "player": "ann", "card": dormouse, "ability": 1}))
    march = to_hand(state, "ann", "TST-059")
    pool(state, "ann", darkness=1, void=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": march, "payment": {"pool": {"darkness": 1, "void": 1}}}))
    board = board_of(state)
    return [frozenset(board.defn(e).races) for e in player(state, "ann").field if e.id != dormouse]


def test_fow_tokens_x_instead_r_fallen_tokens() -> None:
    """With a God's Art resolved this turn TST-059 puts two (X) Fallen Angel tokens, none of its own kind."""
    assert entry("TST-059")["supported"]
    assert _marching(True) == [frozenset({"Fallen Angel"})] * 2


def test_fow_tokens_x_instead_r_breaks_without_the_condition() -> None:
    """Breaking FOW-TOKENS-X-INSTEAD-R: without it, two tokens of the card's own kind."""
    assert _marching(False) == [frozenset({"Zombie"})] * 2


# -- FOW-MISPRINT-R ---------------------------------------------------------------------------------------------------


def test_fow_misprint_r_token_race_in_lower_case() -> None:
    """ENW-006's [Inheritance] (discard it from hand, pay {W}{2}) puts a light Dragon token with [Flying] into ann's field."""
    assert entry("ENW-006")["supported"]
    state = real_started("ENW-006")
    egg = to_hand(state, "ann", "ENW-006")
    pool(state, "ann", light=1, void=2)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": egg, "ability": 0, "payment": {"pool": {"light": 1, "void": 2}}}))
    board = board_of(state)
    (token,) = player(state, "ann").field
    assert board.defn(token).races == ["Dragon"] and "flying" in board.keywords(token) and egg in player(state, "ann").graveyard


def test_fow_misprint_r_breaks_on_another_lower_case_race() -> None:
    """Breaking FOW-MISPRINT-R's entry: only that misprint is read; another race in lower case (an invented wording) stays
    refused."""
    assert "no vocabulary entry" in refused_line("[Enter] >>> Put a [600/600] light angel resonator token into the field.")
