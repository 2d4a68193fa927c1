"""Force of Will runes and the rune deck (issue 14) on real cards of the community database, named by id:
FOW-RUNE-DECK-R, FOW-RUNE-AREA-R, FOW-RUNE-PLAY-R, FOW-RUNE-AREA-COST-R, FOW-KW-DIVINITY-R and the rules that
read revealed runes (FOW-RUNES-REVEALED-R, FOW-KW-RUNE-R, FOW-TRIG-PLAYED-RUNE-R).

The rune deck used: SDV1-005 (a ruler with [Divinity] 10 on both sides) and five chant, rune cards:
NDR-100 (darkness, divinity 2: draw two cards, lose 500 life; costs {1} more from a rune area), NDR-034
(fire, divinity 1: 200 damage to each of the opponent's resonators; may cost {R} less from a rune area),
NDR-087 (darkness, divinity 3), NDR-045 (water, divinity 2) and SNV-079 (wind, divinity 1).
"""

from __future__ import annotations

import copy
from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, imported, line_refusal
from .helpers import act, code_of, full_deck, listed, player, pool, to_field, to_hand
from .real import ann_first, board_of, real_set, resolve_all, stats

RULER = "SDV1-005"
RUNES = ("NDR-100", "NDR-034", "NDR-087", "NDR-045", "SNV-079")


def _deck(runes: Any = RUNES, ruler: str = RULER) -> dict[str, Any]:
    deck = full_deck(ruler)
    deck["runes"] = {r: 1 for r in runes} if isinstance(runes, tuple) else runes
    return deck


def _problems(deck: dict[str, Any], *extra: str, cards: list[dict[str, Any]] | None = None) -> list[tuple[str, str]]:
    card_set = real_set(*RUNES, RULER, *extra)
    if cards is not None:
        card_set = {"id": "tst-runes", "cards": card_set["cards"] + cards}
    return [(v.code, v.path) for v in GAME.validate_deck(deck | {"card_set": card_set})]


def rune_game(*extra: str, runes: tuple[str, ...] = RUNES) -> State:
    """Ann's first main phase: ann's SDV1-005 with the rune deck ``runes``; ``extra`` real cards in both main decks."""
    ann = _deck(runes)
    bob = full_deck("TST-RU2")
    for card_id in extra:
        ann["main"][card_id] = 1
        bob["main"][card_id] = 1
    return ann_first({"card_set": real_set(*runes, RULER, *extra)}, {"ann": ann, "bob": bob}, "runes")


def rune(state: State, pid: str, card_id: str) -> str:
    return next(c for c in player(state, pid).rune_area or [] if c.startswith(f"{pid}:{card_id}#"))


def play_rune(state: State, pid: str, card_id: str, will: dict[str, int], targets: list[str] | None = None) -> dict[str, Any]:
    pool(state, pid, **will)
    return {"type": "play_card", "player": pid, "card": rune(state, pid, card_id), "targets": targets or [], "payment": {"pool": will}}


# -- import -------------------------------------------------------------------------------------------------


def test_fow_rune_deck_r_chant_runes_are_imported_with_their_divinity() -> None:
    """FOW-RUNE-DECK-R: chant, rune cards are imported as chants that are runes, with their divinity (SNV-003 a
    master rune); FOW-RUNE-AREA-COST-R: NDR-100's "pay {1} more" and NDR-034's "may pay {R} less" from a rune
    area are read. A rune that is not a chant (SDV1-004) is the card type rune (FOW-RUNE-CARD-R)."""
    for card_id in (*RUNES, "SNV-003"):
        assert entry(card_id)["supported"], card_id
    assert (card("NDR-100")["rune"], card("NDR-100")["divinity"]) == ("rune", 2)
    assert (card("SNV-003")["rune"], card("SNV-003")["divinity"]) == ("master", 2)
    assert card("NDR-100")["rune_area_cost"] == {"cost": {"free": 1}, "more": True}
    assert card("NDR-034")["rune_area_cost"] == {"cost": {"specified": {"fire": 1}}, "optional": True}
    assert entry("SDV1-004")["supported"] and card("SDV1-004")["types"] == ["rune"]


def test_fow_rune_area_cost_r_refused_forms() -> None:
    """FOW-RUNE-AREA-COST-R: "you may pay more", "you pay less" and a card that is not a rune are refused."""
    record = {"types": ["chant"], "rune": "rune", "cost": {"free": 2}, "abilities": [], "effects": [], "targets": [], "keywords": []}
    from adjudicator.force_of_will.ability import normalize_line
    from adjudicator.force_of_will.ability.grammar import Unsupported
    from adjudicator.force_of_will.ability.lines import map_ability

    for line in ("You may pay {1} more to play this card from a rune area.", "You pay {1} less to play this card from a rune area."):
        try:
            map_ability(normalize_line(line), dict(record))
        except Unsupported as exc:
            assert "more" in str(exc)
        else:
            raise AssertionError(line)
    assert "not a rune" in line_refusal("You pay {3} more to play this card from a rune area.", "chant")


# -- FOW-RUNE-DECK-R ------------------------------------------------------------------------------------------


def test_fow_rune_deck_r_a_legal_rune_deck() -> None:
    """FOW-RUNE-DECK-R (CR 402.6): five chant, rune cards of different names with SDV1-005 ([Divinity] 10)."""
    assert _problems(_deck()) == []
    assert _problems(_deck({"NDR-100": 1, "NDR-034": 1, "NDR-087": 1, "NDR-045": 1, "SNV-003": 1}), "SNV-003") == []


def test_fow_rune_deck_r_breaks() -> None:
    """FOW-RUNE-DECK-R: four runes (CR 402.6a), a chant that is not a rune (CR 402.6), two of a name (402.6b),
    two master runes (402.6c) and a rune deck beside a ruler without [Divinity] (402.6a-1) are each refused."""
    assert ("FOW-RUNE-DECK-R", "/runes") in _problems(_deck(RUNES[:4]))
    not_rune = _problems(_deck({**{r: 1 for r in RUNES[:4]}, "TST-C12": 1}))
    assert ("FOW-RUNE-DECK-R", "/runes/TST-C12") in not_rune
    two = _problems(_deck({**{r: 1 for r in RUNES[:3]}, "NDR-045": 2}))
    assert ("FOW-RUNE-DECK-R", "/runes/NDR-045") in two
    # A second master rune: NDR-034's record marked as a master rune under another id and name (a test card set).
    other = copy.deepcopy(next(c for c in imported()["card_set"]["cards"] if c["id"] == "SNV-003"))
    other |= {"id": "TST-MASTER", "name": "Test Master Rune"}
    masters = _problems(_deck({"NDR-100": 1, "NDR-034": 1, "NDR-087": 1, "SNV-003": 1, "TST-MASTER": 1}), "SNV-003", cards=[other])
    assert ("FOW-RUNE-DECK-R", "/runes") in masters
    no_divinity = [(v.code, v.path) for v in GAME.validate_deck(_deck(ruler="TST-RU1") | {"card_set": real_set(*RUNES)})]
    assert ("FOW-RUNE-DECK-R", "/runes") in no_divinity


# -- FOW-RUNE-AREA-R ------------------------------------------------------------------------------------------


def test_fow_rune_area_r_set_up_and_hidden() -> None:
    """FOW-RUNE-AREA-R (CR 405.1, 315.2): the rune deck starts in ann's rune area; ann sees its cards, bob sees
    five hidden cards; a rune played is then seen by both, first, and the rest stays hidden."""
    state = rune_game()
    ann = player(state, "ann")
    assert sorted(c.split(":")[1].split("#")[0] for c in ann.rune_area or []) == sorted(RUNES)
    assert not set(ann.rune_area or []) & set(ann.hand + ann.deck)
    mine = next(p for p in GAME.view(state, "ann")["players"] if p["id"] == "ann")
    theirs = next(p for p in GAME.view(state, "bob")["players"] if p["id"] == "ann")
    assert mine["rune_area"] == ann.rune_area
    assert theirs["rune_area"] == [{"hidden": True}] * 5
    assert not set(ann.rune_area or []) & _strings(GAME.view(state, "bob"))
    played = rune(state, "ann", "NDR-100")
    state = act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2}))
    theirs = next(p for p in GAME.view(state, "bob")["players"] if p["id"] == "ann")
    assert theirs["rune_area"] == [played, *[{"hidden": True}] * 4]
    assert _strings(GAME.view(state, "bob")) & set(player(state, "ann").rune_area or []) == {played}


def _strings(data: Any) -> set[str]:
    if isinstance(data, dict):
        return set().union(*(_strings(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(_strings(v) for v in data)) if data else set()
    return {data} if isinstance(data, str) else set()


def test_fow_rune_area_r_breaks() -> None:
    """FOW-RUNE-AREA-R: a rune-deck card moved to the hand, or a revealed rune that is not in the rune area, is
    refused by the consistency check."""
    state = rune_game()
    ann = player(state, "ann")
    moved = (ann.rune_area or []).pop()
    ann.hand.append(moved)
    ann.hand_count += 1
    assert _check_fails(state, "FOW-RUNE-AREA-R")
    state = rune_game()
    player(state, "ann").runes_revealed = ["ann:TST-C12#1"]
    assert _check_fails(state, "FOW-RUNE-AREA-R")


def _check_fails(state: State, code: str) -> bool:
    try:
        GAME.check(state)
    except Exception as exc:  # noqa: BLE001 - the check's error lists its problems
        return code in str(exc) or code in repr(getattr(exc, "errors", ""))
    return False


# -- FOW-RUNE-PLAY-R, FOW-KW-DIVINITY-R, FOW-RUNE-AREA-COST-R ---------------------------------------------------------


def test_fow_rune_play_r_a_chant_rune_from_the_rune_area() -> None:
    """FOW-RUNE-PLAY-R with NDR-100 (draw two cards, lose 500 life; {1} more from a rune area): ann pays {B}{1}
    and {1} more, a copy resolves, ann draws two and loses 500; NDR-100 stays in the rune area revealed and
    goes to no graveyard."""
    state = rune_game()
    played = rune(state, "ann", "NDR-100")
    hand = len(player(state, "ann").hand)
    pool(state, "ann", darkness=1, void=2)
    assert listed(state, "play_card", card=played)
    state = act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2}))
    assert state.chase[-1].card == played and state.chase[-1].rune_copy is True
    assert player(state, "ann").runes_revealed == [played]
    state = resolve_all(state)
    ann = player(state, "ann")
    assert len(ann.hand) == hand + 2 and ann.life == 3500
    assert played in (ann.rune_area or []) and played not in ann.graveyard and not state.chase


def test_fow_rune_area_cost_r_more_and_less() -> None:
    """FOW-RUNE-AREA-COST-R: NDR-100 from the rune area is not paid with its printed {B}{1} alone; NDR-034 ({R},
    "may pay {R} less from a rune area") is played for nothing and deals 200 damage to bob's resonator."""
    state = rune_game()
    assert code_of(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 1})) is not None
    his = to_field(state, "bob", "TST-R04")
    mine = to_field(state, "ann", "TST-R04")
    state = act(state, play_rune(state, "ann", "NDR-034", {}))
    state = resolve_all(state)
    damage = {e.id: e.damage for p in state.players for e in p.field}
    assert damage == {his: 200, mine: 0}
    assert player(state, "ann").runes_revealed == [rune(state, "ann", "NDR-034")]


def test_fow_rune_play_r_breaks() -> None:
    """FOW-RUNE-PLAY-R: a revealed rune is not played again (CR 711.5); FOW-KW-DIVINITY-R (CR 711.4): the remaining
    divinity is SDV1-005's 10 less the revealed runes' divinity; without a J/ruler with [Divinity] no rune is
    played (CR 711.1)."""
    from adjudicator.force_of_will.plays import remaining_divinity

    state = rune_game()
    state = resolve_all(act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2})))
    assert code_of(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2})) == "FOW-RUNE-PLAY-R"
    ann = player(state, "ann")
    assert remaining_divinity(board_of(state), ann) == 8
    ann.runes_revealed = [rune(state, "ann", r) for r in ("NDR-087", "NDR-100", "NDR-034", "SNV-079")]
    assert remaining_divinity(board_of(state), ann) == 3
    ann.ruler = None
    assert remaining_divinity(board_of(state), ann) is None
    assert code_of(state, play_rune(state, "ann", "NDR-045", {"water": 2})) == "FOW-KW-DIVINITY-R"


def test_fow_rune_play_r_beyond_the_remaining_divinity() -> None:
    """FOW-RUNE-PLAY-R (CR 711.2, 711.4): with SDV1-005 ([Divinity] 10) and runes of divinity 3, 3, 3 revealed
    (NDR-087, NDR-080, NDR-064 in this rune deck), NDR-027 (divinity 3) is beyond the remaining 1."""
    runes = ("NDR-087", "NDR-080", "NDR-064", "NDR-027", "NDR-100")
    state = rune_game(runes=runes)
    ann = player(state, "ann")
    ann.runes_revealed = [rune(state, "ann", r) for r in runes[:3]]
    assert code_of(state, play_rune(state, "ann", "NDR-027", {"fire": 2, "void": 2})) == "FOW-RUNE-PLAY-R"
    assert not listed(state, "play_card", card=rune(state, "ann", "NDR-027"))


def test_fow_rune_play_r_main_timing_and_cancel() -> None:
    """FOW-RUNE-PLAY-R (CR 711.1): a rune without [Quickcast] is not played while the chase is not empty; the copy
    cancelled goes to no graveyard and NDR-100 stays revealed in the rune area (CR 1017.6a)."""
    from adjudicator.force_of_will.effects import cancel

    state = rune_game()
    state = act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2}))
    pool(state, "ann", darkness=3, void=5)
    late = {"type": "play_card", "player": "ann", "card": rune(state, "ann", "NDR-087"), "payment": {"pool": {"darkness": 3, "void": 5}}}
    assert code_of(state, late) == "FOW-PRIO-5"
    cancel(board_of(state), state.chase[-1].id, [])
    ann = player(state, "ann")
    assert not state.chase and not ann.graveyard and ann.runes_revealed == [rune(state, "ann", "NDR-100")]
    GAME.check(state)


# -- revealed runes: FOW-RUNES-REVEALED-R, FOW-KW-RUNE-R, FOW-TRIG-PLAYED-RUNE-R -------------------------------------


def test_fow_runes_revealed_r_counts_the_runes_played() -> None:
    """FOW-RUNES-REVEALED-R: after NDR-100 (darkness) is played from the rune area, ann has one rune revealed, one
    darkness rune, no fire rune; bob none."""
    from adjudicator.force_of_will.vocabulary import PerCount

    state = rune_game()
    state = resolve_all(act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2})))
    board = board_of(state)
    source = rune(state, "ann", "NDR-100")
    assert board.per_count(PerCount(what="rune", zone="rune_area"), source, "ann") == 1
    assert board.per_count(PerCount(what="rune", zone="rune_area", attributes=["darkness"]), source, "ann") == 1
    assert board.per_count(PerCount(what="rune", zone="rune_area", attributes=["fire"]), source, "ann") == 0
    assert board.per_count(PerCount(what="rune", zone="rune_area"), source, "bob") == 0


def test_fow_kw_rune_r_the_text_exists_with_revealed_runes() -> None:
    """FOW-KW-RUNE-R with SDV1-017 ([Rune] 2: +200/+200 and [Flying]): 400/400 without [Flying] with one rune
    revealed; 600/600 with [Flying] once ann plays a second rune from her rune area."""
    state = rune_game("SDV1-017")
    seeker = to_field(state, "ann", "SDV1-017")
    state = resolve_all(act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2})))
    assert stats(state, seeker)[:2] == (400, 400) and "flying" not in stats(state, seeker)[2]
    state = resolve_all(act(state, play_rune(state, "ann", "NDR-034", {})))
    assert stats(state, seeker)[:2] == (600, 600) and "flying" in stats(state, seeker)[2]


def test_fow_trig_played_rune_r_triggers_on_a_rune() -> None:
    """FOW-TRIG-PLAYED-RUNE-R with SNV-008 (draws whenever its controller plays a rune): ann plays NDR-100 from her
    rune area and it triggers; a chant, rune card played from the hand (NDR-045) triggers it too."""
    state = rune_game("SNV-008", "NDR-045")
    to_field(state, "ann", "SNV-008")
    hand = len(player(state, "ann").hand)
    state = act(state, play_rune(state, "ann", "NDR-100", {"darkness": 1, "void": 2}))
    assert [(i.kind, i.card.split(":")[1].split("#")[0]) for i in state.chase] == [("spell", "NDR-100"), ("automatic", "SNV-008")]
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 3  # SNV-008's card, then NDR-100's two
    in_hand = to_hand(state, "ann", "NDR-045")
    pool(state, "ann", water=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": in_hand, "payment": {"pool": {"water": 2, "void": 1}}})
    assert [(i.kind, i.card.split(":")[1].split("#")[0]) for i in state.chase] == [("spell", "NDR-045"), ("automatic", "SNV-008")]
    assert state.chase[0].rune_copy is not True
