"""Cards revealed from outside the game on real cards named by id (the printed text stays in ../shared):
"reveal a <race> ruler you own from outside the game that does not share a name with other <race> rulers
you own revealed outside the game and keep it revealed until end of game" (FOW-REVEAL-OUTSIDE-R, CR 322,
1005, 1014.4) -- a ruler card of the sideboard, public from then on, counted by "N or more ... revealed"
and "for each ... revealed"; "put <tokens> ... instead" (FOW-TOKENS-INSTEAD-R); the refusals of a wrong
choice, of a broken state and of the forms not read."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, code_of, find, full_deck, listed, player, pool, started, to_field, to_hand
from .real import real_set, refused_line, stats
from .test_fowsim_hero2_families import _settle

# The Seven Kings rulers of the database whose both sides are supported: two printings of one name (a light
# queen).  The others' J-ruler sides are not (FOW-DECK-6-R), so the counts use invented Seven Kings rulers
# (copies of the reference ruler TST-RU1 and its J-ruler, other names and attributes).
QUEEN, QUEEN_AGAIN = "SKL-007", "VS01-003"
INVENTED = {"TST-SK1": ("Test King of Fire", "fire"), "TST-SK2": ("Test King of Water", "water"), "TST-SK3": ("Test King of Wind", "wind")}
SEVEN_KINGS = (QUEEN, QUEEN_AGAIN, *INVENTED)


# An invented chant revealing a Gears card from outside the game (no card of the database reveals one that
# is supported): the structured effect FOW-REVEAL-OUTSIDE-R reads, with another filter.
GEARS_REVEALER = {
    "id": "TST-RVG",
    "name": "Test Gears Parade",
    "types": ["chant"],
    "attributes": ["water"],
    "cost": {"specified": {"water": 1}},
    "effects": [{"op": "search", "deck": "sideboard", "to": "revealed", "filter": {"races": ["Gears"]}}],
    "rarity": "C",
    "set": "TST",
    "provenance": "invented",
}


def _started(deck_ids: tuple[str, ...], sideboard: tuple[str, ...] = SEVEN_KINGS, ruler_name: str | None = None) -> State:
    """Ann's first main phase with ``deck_ids`` in both main decks and the ``sideboard`` cards in ann's
    sideboard (bob's holds one invented chant); ann's ruler TST-RU1 optionally bears another name."""
    cards: list[dict[str, Any]] = [dict(c) for c in real_set(*deck_ids, *(s for s in sideboard if s not in INVENTED))["cards"]]
    cards.append(GEARS_REVEALER)
    base = {c["id"]: c for c in cards}
    for king, (name, attribute) in INVENTED.items():
        for side in ("", "J"):
            made = base["TST-RU1" + side] | {"id": king + side, "name": name + side, "races": ["Seven Kings"], "attributes": [attribute]}
            cards.append(made | {"sides": {"front": king, "back": king + "J"}})
    for c in cards:
        if c["id"] == "TST-RU1" and ruler_name is not None:
            c["name"] = ruler_name
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"].update(dict.fromkeys(deck_ids, 1))
    decks["ann"]["sideboard"] = dict.fromkeys(sideboard, 1)
    for n in range(50):
        state = started(options={"card_set": {"id": "tst-plus-real", "cards": cards}}, seed=f"reveal-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def _outside(state: State, def_id: str) -> str:
    return next(c for c in player(state, "ann").sideboard if c.partition(":")[2].rpartition("#")[0] == def_id)


def _play(state: State, instance: str, will: dict[str, int]) -> State:
    pool(state, "ann", **will)
    return act(state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}})


def _to_reveal(state: State) -> State:
    """Pass until the reveal is asked, accepting the "you may"."""
    for _ in range(10):
        if state.decision is not None and state.decision.kind == "search":
            return state
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, find(state, "may", accept=True))
        elif state.pending:
            state = act(state, find(state, "play_automatic"))
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError("no reveal asked")


def _to_reveal_declined(state: State) -> State:
    """Pass until the "you may" of the reveal is asked, decline it, and settle."""
    return _settle(act(_until(state, "may"), {"type": "may", "player": "ann", "accept": False}))


def _reveal(state: State, instance: str | None) -> State:
    return act(state, {"type": "search", "player": "ann", "card": instance})



def _revealed(state: State, *def_ids: str) -> list[str]:
    """Ann keeps these sideboard rulers revealed already (as an earlier effect would have left them)."""
    shown = [_outside(state, d) for d in def_ids]
    player(state, "ann").revealed = shown
    GAME.check(state)
    return shown


def _drawn(state: State, before: int) -> int:
    return len(player(state, "ann").hand) - before


# -- FOW-REVEAL-OUTSIDE-R ----------------------------------------------------------------------------------


def test_fow_reveal_outside_r_cst_041_reveals_a_seven_kings_ruler_kept_public() -> None:
    """FOW-REVEAL-OUTSIDE-R with CST-041 (a water addition of cost {U}; [Enter]: you may reveal a Seven
    Kings ruler you own from outside the game of a name not revealed yet and keep it revealed until end of
    game, draw a card): ann accepts, may choose any Seven Kings ruler of her sideboard (or none), reveals
    SKL-007; it stays in her sideboard, revealed to all -- bob's view shows it and hides her other
    sideboard cards --, the event names its definition, and she draws."""
    assert entry("CST-041")["supported"]
    state = _started(("CST-041",))
    addition = to_hand(state, "ann", "CST-041")
    state = _to_reveal(_play(state, addition, {"water": 1}))
    queen = _outside(state, QUEEN)
    assert all(listed(state, "search", card=_outside(state, d)) for d in SEVEN_KINGS)
    assert listed(state, "search", card=None)
    hand = len(player(state, "ann").hand)
    result = GAME.adjudicate(state, GAME.decode_action({"type": "search", "player": "ann", "card": queen}))
    state = result.state
    assert player(state, "ann").revealed == [queen] and queen in player(state, "ann").sideboard
    assert _drawn(state, hand) == 1
    assert any(getattr(e, "rule", None) == "FOW-REVEAL-OUTSIDE-R" and e.cards == [QUEEN] for e in result.events)
    seen = GAME.view(state, "bob")["players"][0]["sideboard"]
    assert seen[0] == queen and seen[1:] == [{"hidden": True}] * (len(SEVEN_KINGS) - 1)
    assert GAME.view(state, "ann")["players"][0]["sideboard"] == player(state, "ann").sideboard
    assert queen not in GAME.secret_ids(state, "bob") and _outside(state, QUEEN_AGAIN) in GAME.secret_ids(state, "bob")
    GAME.check(state)


def test_fow_reveal_outside_r_refuses_a_name_revealed_a_card_revealed_and_a_card_not_outside() -> None:
    """FOW-REVEAL-OUTSIDE-R refusals with CST-041: SKL-007 already revealed, ann may not reveal it again
    (CR 1005.2) nor VS01-003, another printing of its name (the card's condition), nor a card of her hand
    or a non-Seven Kings card; a Seven Kings ruler of another name is revealed, and none may be chosen."""
    state = _started(("CST-041",))
    (queen,) = _revealed(state, QUEEN)
    addition = to_hand(state, "ann", "CST-041")
    state = _to_reveal(_play(state, addition, {"water": 1}))
    for wrong in (queen, _outside(state, QUEEN_AGAIN), player(state, "ann").hand[0]):
        assert not listed(state, "search", card=wrong)
        assert code_of(state, {"type": "search", "player": "ann", "card": wrong}) == "FOW-REVEAL-OUTSIDE-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) is None
    king = _outside(state, "TST-SK1")
    state = _reveal(state, king)
    assert player(state, "ann").revealed == [queen, king]


def test_fow_reveal_outside_r_declined_or_none_left_nothing_revealed() -> None:
    """FOW-REVEAL-OUTSIDE-R with CST-041: ann declines the "you may" -- nothing is revealed, she still
    draws; with a sideboard of one Seven Kings ruler already revealed, nothing is left to reveal and no
    choice is asked."""
    state = _started(("CST-041",))
    state = _to_reveal_declined(_play(state, to_hand(state, "ann", "CST-041"), {"water": 1}))
    assert player(state, "ann").revealed in (None, []) or not player(state, "ann").revealed
    alone = _started(("CST-041",), sideboard=(QUEEN,))
    _revealed(alone, QUEEN)
    hand = len(player(alone, "ann").hand)
    alone = _settle(_play(alone, to_hand(alone, "ann", "CST-041"), {"water": 1}))
    assert _drawn(alone, hand) == 0  # one card played, one drawn
    assert player(alone, "ann").revealed == [_outside(alone, QUEEN)]


def test_fow_reveal_outside_r_state_with_a_revealed_card_not_outside_is_refused() -> None:
    """FOW-REVEAL-OUTSIDE-R: a state whose revealed cards are not cards of the sideboard (a hand card), or
    name one twice, is refused."""
    state = _started(("CST-041",))
    player(state, "ann").revealed = [player(state, "ann").hand[0]]
    with pytest.raises(Exception, match="FOW-REVEAL-OUTSIDE-R"):
        GAME.check(state)
    queen = _outside(state, QUEEN)
    player(state, "ann").revealed = [queen, queen]
    with pytest.raises(Exception, match="FOW-REVEAL-OUTSIDE-R"):
        GAME.check(state)


def test_fow_reveal_outside_r_cst_075_draws_three_once_three_are_revealed() -> None:
    """FOW-REVEAL-OUTSIDE-R with CST-075 (a light/fire Quickcast chant, played only with a J/ruler of one
    name; you may reveal a Seven Kings card from outside the game ..., draw a card, or three cards instead if
    three or more Seven Kings rulers you own are revealed outside the game): with two revealed, revealing a
    third makes it three cards; with none revealed before, the one revealed makes one card."""
    lenneth = card("CST-075")["play_when"]["ruler_names"][0]
    three = _started(("CST-075",), ruler_name=lenneth)
    _revealed(three, QUEEN, "TST-SK1")
    hand = len(player(three, "ann").hand)
    three = _to_reveal(_play(three, to_hand(three, "ann", "CST-075"), {"light": 1, "fire": 1}))
    three = _settle(_reveal(three, _outside(three, "TST-SK2")))
    assert _drawn(three, hand) == 2  # one played, three drawn
    one = _started(("CST-075",), ruler_name=lenneth)
    hand = len(player(one, "ann").hand)
    one = _to_reveal(_play(one, to_hand(one, "ann", "CST-075"), {"light": 1, "fire": 1}))
    one = _settle(_reveal(one, _outside(one, "TST-SK2")))
    assert _drawn(one, hand) == 0


def test_fow_reveal_outside_r_cst_065_gains_for_each_revealed_seven_kings_ruler() -> None:
    """FOW-REVEAL-OUTSIDE-R with CST-065 (a darkness 300/300 resonator gaining [+200/+200] for each Seven
    Kings ruler you own revealed outside the game): 300/300 with none revealed, 700/700 with two; bob's
    revealed cards (none) and ann's unrevealed sideboard count for nothing."""
    state = _started(("CST-065",))
    resonator = to_field(state, "ann", "CST-065")
    assert stats(state, resonator)[:2] == (300, 300)
    _revealed(state, QUEEN, "TST-SK3")
    assert stats(state, resonator)[:2] == (700, 700)


# -- FOW-TOKENS-INSTEAD-R ----------------------------------------------------------------------------------


def test_fow_tokens_instead_r_cst_080_one_token_or_three_never_both() -> None:
    """FOW-TOKENS-INSTEAD-R with CST-080 (a light/fire Quickcast chant: you may reveal a Seven Kings ruler
    ..., put a [400/400] light Fairy token with [Flying], or three instead if three or more Seven Kings
    rulers you own are revealed outside the game): one revealed -- one token; the third revealed -- three
    tokens, not four."""
    for before, tokens in (((), 1), ((QUEEN, "TST-SK1"), 3)):
        state = _started(("CST-080",))
        _revealed(state, *before)
        field = len(player(state, "ann").field)
        state = _to_reveal(_play(state, to_hand(state, "ann", "CST-080"), {"light": 1, "fire": 1}))
        state = _settle(_reveal(state, _outside(state, "TST-SK2")))
        assert len(player(state, "ann").field) - field == tokens


def test_fow_tokens_instead_r_cst_091_the_tokens_put_are_banished_at_end_either_way() -> None:
    """FOW-TOKENS-INSTEAD-R with CST-091 (a wind/darkness Quickcast chant: ... put two [400/400] darkness
    Ethereal tokens, or three instead once three Seven Kings rulers are revealed; they gain "at the next end
    of turn, banished"): the two tokens (none revealed) and the three (three revealed) both carry it."""
    for before, tokens in (((), 2), ((QUEEN, "TST-SK1"), 3)):
        state = _started(("CST-091",))
        _revealed(state, *before)
        field = {e.id for e in player(state, "ann").field}
        state = _to_reveal(_play(state, to_hand(state, "ann", "CST-091"), {"wind": 1, "darkness": 1}))
        state = _settle(_reveal(state, _outside(state, "TST-SK2")))
        put = [e for e in player(state, "ann").field if e.id not in field]
        assert len(put) == tokens and all(e.at_end == "banish" for e in put)


# -- forms left refused ------------------------------------------------------------------------------------


def test_fow_reveal_outside_r_forms_not_read_stay_refused() -> None:
    """FOW-REVEAL-OUTSIDE-R: the cards whose other sentences use the ruler revealed this way (CST-076,
    CST-081, CST-085: "shares an attribute with the ruler revealed this way") or a token copy of its J-ruler
    side (CST-086) stay refused with that sentence; a reveal whose "other" cards are of another race than the
    revealed one, and a token put "instead" after no plain token put, are not read."""
    for card_id, words in (("CST-076", "revealed this way"), ("CST-081", "revealed this way"), ("CST-085", "revealed this way"), ("CST-086", "copy")):
        assert not entry(card_id)["supported"]
        assert any(words in u["reason"] for u in entry(card_id)["unsupported"])
    assert "no vocabulary entry" in refused_line(
        "[Enter] >>> Reveal a Seven Kings ruler you own from outside the game that does not share a name with other Fairy rulers you own revealed outside the game and keep it revealed until end of game."
    )
    assert "instead" in refused_line("[Enter] >>> Draw a card. If you control three or more resonators, put three [400/400] light Fairy resonator tokens into the field instead.")


# -- FOW-TRIG-REVEALED-OUTSIDE-R ---------------------------------------------------------------------------


def _reveal_gears(gear: str) -> tuple[State, str]:
    """Ann plays the invented Gears revealer and reveals ``gear`` from her sideboard."""
    state = _started(("TST-RVG",), sideboard=(gear,))
    state = _play(state, to_hand(state, "ann", "TST-RVG"), {"water": 1})
    state = _to_reveal(state)
    shown = _outside(state, gear)
    return _reveal(state, shown), shown


def test_fow_trig_revealed_outside_r_nwe_032_draws_when_revealed() -> None:
    """FOW-TRIG-REVEALED-OUTSIDE-R with NWE-032 (a water Gears resonator; when this card becomes revealed
    from outside the game, draw a card): revealed from ann's sideboard, its ability triggers there, ann
    controlling it; played and resolved, she draws; the card stays in her sideboard, revealed."""
    assert entry("NWE-032")["supported"]
    state, shown = _reveal_gears("NWE-032")
    assert [(o.card, o.controller, o.kind) for o in state.chase] == [(shown, "ann", "automatic")]
    hand = len(player(state, "ann").hand)
    state = _settle(state)
    assert _drawn(state, hand) == 1 and player(state, "ann").revealed == [shown] and shown in player(state, "ann").sideboard
    assert shown in msgspec.json.encode(GAME.view(state, "bob")).decode()


def test_fow_trig_revealed_outside_r_nwe_002_and_nwe_014() -> None:
    """FOW-TRIG-REVEALED-OUTSIDE-R with NWE-002 (revealed: you gain 1000 life) and NWE-014 (revealed: it
    deals 400 damage to target player or J/resonator): ann gains 1000; the other's ability, played with bob
    as its target, deals him 400 from the card outside the game."""
    state, _ = _reveal_gears("NWE-002")
    life = player(state, "ann").life
    state = _settle(state)
    assert player(state, "ann").life == life + 1000
    state, shown = _reveal_gears("NWE-014")
    life = player(state, "bob").life
    pending = state.pending[0].id
    assert listed(state, "play_automatic", pending=pending, targets=["bob"])
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": ["bob"]})
    assert state.chase[-1].card == shown
    state = _settle(state)
    assert player(state, "bob").life == life - 400


def test_fow_trig_revealed_outside_r_not_revealed_not_triggered() -> None:
    """FOW-TRIG-REVEALED-OUTSIDE-R refusals: NWE-032 left unrevealed in the sideboard (the revealer resolving
    with no card chosen) triggers nothing; a "becomes revealed" line of a ruler is not read."""
    state = _started(("TST-RVG",), sideboard=("NWE-032",))
    state = _reveal(_to_reveal(_play(state, to_hand(state, "ann", "TST-RVG"), {"water": 1})), None)
    assert not state.pending and not state.chase and not player(state, "ann").revealed
    assert "no vocabulary entry" in refused_line("When this card becomes revealed from outside the game >>> You gain 300 life.", kind="ruler")


# -- FOW-RECOVER-STONES-R ----------------------------------------------------------------------------------


def _stones(state: State, rested: int, recovered: int) -> list[str]:
    """Ann's magic stones in the field: ``rested`` rested ones, then ``recovered`` recovered ones."""
    kinds = ["TST-ST-W", "TST-ST-R", "TST-ST-U", "TST-ST-G", "TST-ST-B"]
    return [to_field(state, "ann", kinds[i], rested=i < rested) for i in range(rested + recovered)]


def _rested(state: State, ids: list[str]) -> list[bool]:
    return [next(e for e in player(state, "ann").field if e.id == i).rested for i in ids]


def test_fow_recover_stones_r_nwe_028_one_rested_stone_chosen() -> None:
    """FOW-RECOVER-STONES-R with NWE-028 (a Quickcast chant: draw a card, recover a magic stone you control):
    ann's two stones both rested, she must name one (no card null, not bob's stone, not her hand card);
    it is recovered, the other stays rested, and she has drawn."""
    assert entry("NWE-028")["supported"]
    state = _started(("NWE-028",))
    mine = _stones(state, 2, 0)
    theirs = to_field(state, "bob", "TST-ST-R", rested=True)
    hand = len(player(state, "ann").hand)
    state = _play(state, to_hand(state, "ann", "NWE-028"), will_for_nwe_028())
    state = _to_search(state)
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-RECOVER-STONES-R"
    for wrong in (theirs, player(state, "ann").hand[0]):
        assert code_of(state, {"type": "search", "player": "ann", "card": wrong}) == "FOW-RECOVER-STONES-R"
    assert listed(state, "search", card=mine[0]) and listed(state, "search", card=mine[1])
    state = _settle(_reveal(state, mine[1]))
    assert _rested(state, mine) == [True, False]
    assert _drawn(state, hand) == 0  # one played, one drawn


def test_fow_recover_stones_r_may_choose_a_recovered_stone() -> None:
    """FOW-RECOVER-STONES-R with NWE-028: with a recovered stone besides the rested one, ann may choose the
    recovered one (card null): her rested stone stays rested."""
    state = _started(("NWE-028",))
    mine = _stones(state, 1, 1)
    state = _to_search(_play(state, to_hand(state, "ann", "NWE-028"), will_for_nwe_028()))
    assert listed(state, "search", card=None) and not listed(state, "search", card=mine[1])
    state = _settle(_reveal(state, None))
    assert _rested(state, mine) == [True, False]


def test_fow_recover_stones_r_cst_090_two_stones_then_the_count() -> None:
    """FOW-RECOVER-STONES-R with CST-090 (a Quickcast chant: you may reveal a Seven Kings ruler ..., recover
    two magic stones you control, and draw a card if three or more Seven Kings rulers you own are revealed
    outside the game): three rested stones and one recovered; after the third ruler is revealed, ann names a
    rested stone, may then stop (her recovered stones now two), names a second; two are recovered, she draws."""
    assert entry("CST-090")["supported"]
    state = _started(("CST-090",))
    _revealed(state, QUEEN, "TST-SK1")
    mine = _stones(state, 3, 1)
    hand = len(player(state, "ann").hand)
    state = _to_reveal(_play(state, to_hand(state, "ann", "CST-090"), {"wind": 1, "darkness": 1, "void": 1}))
    state = _reveal(state, _outside(state, "TST-SK2"))
    assert state.decision is not None and state.decision.kind == "search"
    assert not listed(state, "search", card=None)
    state = _reveal(state, mine[0])
    assert listed(state, "search", card=None)
    state = _settle(_reveal(state, mine[2]))
    assert _rested(state, mine) == [False, True, False, False]
    assert _drawn(state, hand) == 0  # one played, one drawn


def test_fow_recover_stones_r_nwe_045_revealed_recovers_a_stone() -> None:
    """FOW-RECOVER-STONES-R and FOW-TRIG-REVEALED-OUTSIDE-R with NWE-045 (a wind Gears resonator; revealed
    from outside the game: recover a magic stone you control): revealed by the invented Gears revealer, its
    ability recovers ann's one rested stone."""
    assert entry("NWE-045")["supported"]
    state = _started(("TST-RVG",), sideboard=("NWE-045",))
    (stone,) = _stones(state, 1, 0)
    state = _play(state, to_hand(state, "ann", "TST-RVG"), {"water": 1})
    state = _reveal(_to_reveal(state), _outside(state, "NWE-045"))
    state = _settle(state)
    assert _rested(state, [stone]) == [False]


def test_fow_recover_stones_r_forms_not_read() -> None:
    """FOW-RECOVER-STONES-R refusals: a number that does not agree with its noun, and "up to X", are not read."""
    assert "no vocabulary entry" in refused_line("[Enter] >>> Recover a magic stones you control.")
    assert "no vocabulary entry" in refused_line("[Enter] >>> Recover two magic stone you control.")
    assert "no vocabulary entry" in refused_line("[Enter] >>> Recover up to X magic stones you control.")


def will_for_nwe_028() -> dict[str, int]:
    cost = card("NWE-028")["cost"]
    return {**cost.get("specified", {}), **({"void": cost["free"]} if cost.get("free") else {})}


def _to_search(state: State) -> State:
    return _until(state, "search")


# -- FOW-BANISH-ADDITION-R (and FOW-RECOVER-STONES-R after "if you do") ---------------------------------------


def test_fow_banish_addition_r_tst_035_bob_banishes_an_addition() -> None:
    """FOW-BANISH-ADDITION-R with TST-035 (a wind resonator; {G}, discard this card: your opponent banishes
    an addition): played from ann's hand, bob must choose an addition he controls -- his field addition
    TST-A03, not his resonator -- which goes to his graveyard."""
    assert entry("TST-035")["supported"]
    state = _started(("TST-035",))
    field_addition = to_field(state, "bob", "TST-A03")
    resonator = to_field(state, "bob", "TST-R01")
    in_hand = to_hand(state, "ann", "TST-035")
    index = next(i for i, a in enumerate(card("TST-035")["abilities"]) if a.get("cost", {}).get("discard_self"))
    pool(state, "ann", wind=1)
    state = act(state, {"type": "activate", "player": "ann", "card": in_hand, "ability": index, "payment": {"pool": {"wind": 1}}})
    for _ in range(4):
        if state.decision is not None:
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "bob", "card": resonator}) == "FOW-BANISH-ADDITION-R"
    state = _settle(act(state, {"type": "banish", "player": "bob", "card": field_addition}))
    assert field_addition in player(state, "bob").graveyard and resonator in {e.id for e in player(state, "bob").field}


def test_fow_recover_stones_r_tst_035_three_stones_if_you_do() -> None:
    """FOW-RECOVER-STONES-R with TST-035's [Enter] (you may remove the top five cards of your deck from the
    game; if you do, recover three magic stones you control): accepted, with four rested stones ann must name
    three (no stopping early); declined, nothing is asked and her stones stay rested."""
    state = _started(("TST-035",))
    mine = _stones(state, 4, 0)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-035"), "payment": {"pool": _pooled(state, wind=1, void=1)}})
    state = _to_may(state)
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert len(player(state, "ann").removed) == 5
    for stone in mine[:3]:
        assert state.decision is not None and not listed(state, "search", card=None)
        state = _reveal(state, stone)
    assert _rested(_settle(state), mine) == [False, False, False, True]
    declined = _started(("TST-035",))
    kept = _stones(declined, 2, 0)
    declined = act(declined, {"type": "play_card", "player": "ann", "card": to_hand(declined, "ann", "TST-035"), "payment": {"pool": _pooled(declined, wind=1, void=1)}})
    declined = _settle(act(_to_may(declined), {"type": "may", "player": "ann", "accept": False}))
    assert _rested(declined, kept) == [True, True]


def _pooled(state: State, **will: int) -> dict[str, int]:
    pool(state, "ann", **will)
    return will


def _to_may(state: State) -> State:
    return _until(state, "may")


def _until(state: State, kind: str) -> State:
    """Pass (playing pending triggers) until a decision of ``kind`` is asked."""
    for _ in range(10):
        if state.decision is not None and state.decision.kind == kind:
            return state
        state = act(state, find(state, "play_automatic")) if state.pending else act(state, {"type": "pass", "player": state.to_act[0]})
    raise AssertionError(f"no {kind} asked")
