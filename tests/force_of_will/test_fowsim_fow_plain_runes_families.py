"""Force of Will rune cards of no other card type, plain and master runes (issue 14), on real cards of the
community database, named by id: FOW-RUNE-CARD-R, FOW-RUNE-DECK-ATTR-R, FOW-TARGET-RUNE-SPELL-R,
FOW-RUNES-QUICKCAST-R and FOW-RUNE-FLIP-DOWN-R, with FOW-RUNE-PLAY-R, FOW-KW-DIVINITY-R and FOW-PLAY-ONLY-IF-R as they apply to them.

The rune deck used: SDV1-005 (a light ruler with [Divinity] 10 on both sides) and five light rune cards:
SDV1-004 (divinity 2, [Quickcast], {W}: rest a J/resonator), SDV1-006 (divinity 3, {W}{1}: destroy a rested
J/resonator), SDV1-007 (divinity 2, [Quickcast], modal), SDV1-011 (divinity 3) and SDV1-012 (a master rune of
divinity 2, played only with SDV1-005 as J/ruler: destroys every resonator).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import ChaseItem, State

from .fowsim_db import card, entry, imported
from .helpers import act, code_of, full_deck, listed, player, pool, to_field, to_hand
from .real import ann_first, board_of, real_set, resolve_all

RULER = "SDV1-005"
RUNES = ("SDV1-004", "SDV1-006", "SDV1-007", "SDV1-011", "SDV1-012")
# The 42 rune cards of no other type the vocabulary reads (of the 70 refused before FOW-RUNE-CARD-R).
READ = (
    "SDV1-004", "SDV1-006", "SDV1-007", "SDV1-011", "SDV1-012", "SDV1-015", "SDV1-019", "SDV1-022", "SDV2-002", "SDV2-006",
    "SDV2-010", "SDV2-020", "SDV3-004", "SDV3-005", "SDV3-006", "SDV3-013", "SDV3-017", "SDV3-020", "SDV4-003", "SDV4-013",
    "SDV4-014", "SDV4-020", "SDV4-022", "SDV5-002", "SDV5-004", "SDV5-008", "SDV5-014", "SDV5-018", "SDV5-019", "DBV-006",
    "DBV-008", "DBV-010", "DBV-019", "DBV-022", "DBV-032", "DBV-046", "DBV-050", "DBV-052", "DBV-072", "DBV-074",
    "DBV-086", "DBV-087", "SDV4-016",
)  # fmt: skip


def _deck(runes: Any = RUNES, ruler: str = RULER) -> dict[str, Any]:
    deck = full_deck(ruler)
    deck["runes"] = {r: 1 for r in runes} if isinstance(runes, tuple) else runes
    return deck


def _problems(deck: dict[str, Any], *extra: str) -> list[tuple[str, str]]:
    return [(v.code, v.path) for v in GAME.validate_deck(deck | {"card_set": real_set(*RUNES, RULER, *extra)})]


def rune_game(*extra: str, runes: tuple[str, ...] = RUNES, ruler: str = RULER) -> State:
    """Ann's first main phase: ann's ``ruler`` (SDV1-005) with the rune deck ``runes``; ``extra`` real cards in both
    main decks."""
    ann = _deck(runes, ruler)
    bob = full_deck("TST-RU2")
    for card_id in extra:
        ann["main"][card_id] = 1
        bob["main"][card_id] = 1
    return ann_first({"card_set": real_set(*runes, ruler, *extra)}, {"ann": ann, "bob": bob}, "plain-runes")


def rune(state: State, pid: str, card_id: str) -> str:
    return str(next(c for c in player(state, pid).rune_area or [] if c.startswith(f"{pid}:{card_id}#")))


def play_rune(state: State, pid: str, card_id: str, will: dict[str, int], targets: list[str] | None = None, mode: int | None = None) -> dict[str, Any]:
    pool(state, pid, **will)
    action = {"type": "play_card", "player": pid, "card": rune(state, pid, card_id), "targets": targets or [], "payment": {"pool": will}}
    return action | ({"mode": mode} if mode is not None else {})


def until_decision(state: State) -> State:
    """Ann plays her pending automatic abilities and both pass until a decision is asked (six steps at most)."""
    for _ in range(6):
        if state.decision is not None:
            break
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    return state


def _check_fails(state: State, text: str) -> bool:
    try:
        GAME.check(state)
    except Exception as exc:  # noqa: BLE001 - the check's error lists its problems
        return text in str(exc) or text in repr(getattr(exc, "errors", ""))
    return False


# -- import -------------------------------------------------------------------------------------------------


def test_fow_rune_card_r_plain_and_master_runes_are_imported() -> None:
    """FOW-RUNE-CARD-R: rune cards of no other type are imported as the card type rune with their divinity (SDV1-004
    with [Quickcast]; SDV1-012 a master rune, played only if its player's J/ruler is of two names, FOW-PLAY-ONLY-IF-R);
    no card keeps the former blanket refusal."""
    for card_id in READ:
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["types"] == ["rune"], card_id
    bewilder = card("SDV1-004")
    assert (bewilder["rune"], bewilder["divinity"], bewilder["keywords"]) == ("rune", 2, ["quickcast"])
    assert bewilder["targets"] == [{"kind": "j_resonator"}] and bewilder["effects"] == [{"op": "rest", "target": 0}]
    master = card("SDV1-012")
    assert (master["rune"], master["divinity"]) == ("master", 2)
    assert len(master["play_when"]["ruler_names"]) == 2 and master["effects"] == [{"op": "destroy", "each": "all_resonators"}]
    assert not any("a rune that is not a chant" in u["reason"] for e in imported()["report"] for u in e["unsupported"])


def test_fow_rune_card_r_a_line_not_read_refuses_the_rune() -> None:
    """FOW-RUNE-CARD-R: a rune whose line the vocabulary does not read stays refused with that line's reason (SDV2-008, a
    master rune of X targets); SDV1-008 is read since FOW-GRAVEYARD-RACE-FIELD-ADDITION-R."""
    assert entry("SDV1-008")["supported"]
    assert not entry("SDV2-008")["supported"] and len(entry("SDV2-008")["unsupported"]) == 1


# -- the rune deck: FOW-RUNE-CARD-R, FOW-RUNE-DECK-ATTR-R -----------------------------------------------------------


def test_fow_rune_card_r_in_the_rune_deck_not_the_deck() -> None:
    """FOW-RUNE-CARD-R (CR 402.3, 402.6, 403.1): five light rune cards (one a master rune) are SDV1-005's rune deck; a
    rune card of no other type in the main deck is refused (FOW-DECK-2), in a sideboard it is not."""
    assert _problems(_deck()) == []
    in_main = _deck()
    in_main["main"]["SDV1-015"] = 1
    assert ("FOW-DECK-2", "/main/SDV1-015") in _problems(in_main, "SDV1-015")
    in_sideboard = _deck()
    in_sideboard["sideboard"]["SDV1-015"] = 1
    assert _problems(in_sideboard, "SDV1-015") == []


def test_fow_rune_deck_attr_r_breaks() -> None:
    """FOW-RUNE-DECK-ATTR-R (CR 402.6d): SDV2-002 (a fire rune of no other type) shares no attribute with SDV1-005 (light):
    refused in its rune deck; NDR-034 (a fire chant, rune card) needs no shared attribute."""
    fire = _problems(_deck({**{r: 1 for r in RUNES[:4]}, "SDV2-002": 1}), "SDV2-002")
    assert fire == [("FOW-RUNE-DECK-ATTR-R", "/runes/SDV2-002")]
    assert _problems(_deck({**{r: 1 for r in RUNES[:4]}, "NDR-034": 1}), "NDR-034") == []


# -- playing a rune card: FOW-RUNE-CARD-R with FOW-RUNE-PLAY-R ----------------------------------------------------


def test_fow_rune_card_r_played_from_the_rune_area() -> None:
    """FOW-RUNE-CARD-R with SDV1-006 ({W}{1}, divinity 3): ann plays it from her rune area at main timing targeting bob's
    rested resonator; the copy resolves (the resonator is destroyed) and ceases to exist: SDV1-006 stays revealed in
    the rune area, in no graveyard; ann's remaining divinity is 10 - 3."""
    from adjudicator.force_of_will.plays import remaining_divinity

    state = rune_game()
    his = to_field(state, "bob", "TST-R02", rested=True)
    played = rune(state, "ann", "SDV1-006")
    pool(state, "ann", light=1, void=1)
    assert listed(state, "play_card", card=played)
    state = act(state, play_rune(state, "ann", "SDV1-006", {"light": 1, "void": 1}, [his]))
    assert state.chase[-1].card == played and state.chase[-1].rune_copy is True
    state = resolve_all(state)
    ann, bob = player(state, "ann"), player(state, "bob")
    assert his in bob.graveyard and not any(e.id == his for e in bob.field)
    assert played in (ann.rune_area or []) and ann.runes_revealed == [played] and played not in ann.graveyard
    assert remaining_divinity(board_of(state), ann) == 7
    assert code_of(state, play_rune(state, "ann", "SDV1-006", {"light": 1, "void": 1}, [his])) == "FOW-RUNE-PLAY-R"


def test_fow_rune_card_r_timing_and_quickcast() -> None:
    """FOW-RUNE-CARD-R (CR 711.1, 709.3c): while SDV1-011's copy is on the chase, SDV1-006 (no [Quickcast]) is not
    played (FOW-PRIO-5) and SDV1-004 ([Quickcast]) is."""
    state = rune_game()
    target = to_field(state, "bob", "TST-R02", rested=True)
    state = act(state, play_rune(state, "ann", "SDV1-011", {"light": 2, "void": 1}))
    assert code_of(state, play_rune(state, "ann", "SDV1-006", {"light": 1, "void": 1}, [target])) == "FOW-PRIO-5"
    state = act(state, play_rune(state, "ann", "SDV1-004", {"light": 1}, [target]))
    assert [i.card for i in state.chase] == [rune(state, "ann", "SDV1-011"), rune(state, "ann", "SDV1-004")]
    GAME.check(state)


def test_fow_rune_card_r_divinity_and_master_rune() -> None:
    """FOW-RUNE-CARD-R, FOW-KW-DIVINITY-R: with 8 of SDV1-005's divinity used, SDV1-007 (2) is played and then SDV1-012
    (2) is beyond the remaining 0 (FOW-RUNE-PLAY-R); played before, the master rune destroys every resonator."""
    state = rune_game()
    ann = player(state, "ann")
    ann.runes_revealed = [rune(state, "ann", r) for r in ("SDV1-004", "SDV1-006", "SDV1-011")]
    mine, his = to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R02")
    master = play_rune(state, "ann", "SDV1-012", {"light": 2, "void": 1})
    state = resolve_all(act(state, play_rune(state, "ann", "SDV1-007", {"light": 1}, mode=1)))
    assert player(state, "ann").life == 5000
    assert code_of(state, master) == "FOW-RUNE-PLAY-R"
    state = rune_game()
    mine, his = to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R02")
    state = resolve_all(act(state, play_rune(state, "ann", "SDV1-012", {"light": 2, "void": 1})))
    assert mine in player(state, "ann").graveyard and his in player(state, "bob").graveyard


def test_fow_play_only_if_r_a_master_rune_of_another_j_ruler() -> None:
    """FOW-PLAY-ONLY-IF-R on a master rune: SDV1-022 is played only if its player's J/ruler is of its two names; in
    SDV1-005's rune deck it is refused."""
    runes = ("SDV1-004", "SDV1-006", "SDV1-007", "SDV1-011", "SDV1-022")
    state = rune_game(runes=runes)
    his = to_field(state, "bob", "TST-R02")
    assert code_of(state, play_rune(state, "ann", "SDV1-022", {"light": 2}, [his])) == "FOW-PLAY-ONLY-IF-R"
    assert not listed(state, "play_card", card=rune(state, "ann", "SDV1-022"))


def test_fow_rune_card_r_is_not_a_chant() -> None:
    """FOW-RUNE-CARD-R (CR 202.2): a rune spell is not a chant. EDL-071 ("whenever you play a chant") does not trigger on
    SDV1-004; bob's RDE-069 cannot cancel its copy as a chant spell (option 0), SDR4-010 cancels it as a spell: the copy
    ceases to exist and SDV1-004 stays revealed in ann's rune area."""
    state = rune_game("EDL-071", "RDE-069", "SDR4-010")
    to_field(state, "ann", "EDL-071")
    target = to_field(state, "bob", "TST-R02")
    state = act(state, play_rune(state, "ann", "SDV1-004", {"light": 1}, [target]))
    assert [i.kind for i in state.chase] == ["spell"] and not state.pending
    copy_id = state.chase[-1].id
    state = act(state, {"type": "pass", "player": "ann"})
    chant_cancel = to_hand(state, "bob", "RDE-069")
    pool(state, "bob", water=1, wind=1)
    action = {"type": "play_card", "player": "bob", "card": chant_cancel, "mode": 0, "targets": [copy_id], "payment": {"pool": {"water": 1, "wind": 1}}}
    assert code_of(state, action) == "FOW-PLAY-1"
    spell_cancel = to_hand(state, "bob", "SDR4-010")
    pool(state, "bob", wind=3)
    state = act(state, {"type": "play_card", "player": "bob", "card": spell_cancel, "targets": [copy_id], "payment": {"pool": {"wind": 3}}})
    state = resolve_all(state)
    ann = player(state, "ann")
    assert not state.chase and not ann.graveyard and ann.runes_revealed == [rune(state, "ann", "SDV1-004")]
    assert not any(e.rested for e in player(state, "bob").field if e.id == target)


def test_fow_rune_card_r_barrier_chant_rune() -> None:
    """FOW-RUNE-CARD-R with FOW-KW-BARRIER-RUNE-R: SDV1-004 cannot target bob's SDV5-001 ([Barrier] (Chant)(Rune)) and may
    target his PofA-062 ([Barrier] (Chant) only)."""
    state = rune_game("SDV5-001", "PofA-062")
    barred = to_field(state, "bob", "SDV5-001")
    open_ = to_field(state, "bob", "PofA-062")
    assert code_of(state, play_rune(state, "ann", "SDV1-004", {"light": 1}, [barred])) == "FOW-KW-BARRIER-KIND-R"
    assert code_of(state, play_rune(state, "ann", "SDV1-004", {"light": 1}, [open_])) is None


def test_fow_rune_card_r_breaks() -> None:
    """FOW-RUNE-CARD-R: a rune card of no other type in a hand, or on the chase as a card rather than a copy, is refused
    by the consistency check; played from a hand it is refused with FOW-RUNE-CARD-R."""
    from adjudicator.force_of_will.plays import check_play_card

    state = rune_game()
    ann = player(state, "ann")
    moved = rune(state, "ann", "SDV1-004")
    (ann.rune_area or []).remove(moved)
    ann.hand.append(moved)
    ann.hand_count += 1
    assert _check_fails(state, "FOW-RUNE-CARD-R")
    pool(state, "ann", light=1)
    action = GAME.decode_action({"type": "play_card", "player": "ann", "card": moved, "targets": [], "payment": {"pool": {"light": 1}}})
    problem = check_play_card(board_of(state), player(state, "ann"), action)  # type: ignore[arg-type]
    assert problem is not None and problem.code == "FOW-RUNE-CARD-R"
    state = rune_game()
    card_played = rune(state, "ann", "SDV1-006")
    (player(state, "ann").rune_area or []).remove(card_played)
    state.chase.append(ChaseItem(id="chase-9", kind="spell", controller="ann", card=card_played))
    assert _check_fails(state, "FOW-RUNE-CARD-R")


# -- FOW-TARGET-RUNE-SPELL-R -------------------------------------------------------------------------------------


def test_fow_target_rune_spell_r() -> None:
    """FOW-TARGET-RUNE-SPELL-R with SDV4-016's target (a master rune: "target rune spell"): ann's NDR-045 (a chant, rune card
    played from her hand) and the copy of SDV1-004 from her rune area are rune spells; bob's SDR4-010 (a chant) is not."""
    import msgspec

    from adjudicator.force_of_will.targets import target_problem
    from adjudicator.force_of_will.vocabulary import TargetSpec

    assert card("SDV4-016")["targets"] == [{"kind": "rune_spell"}] and card("SDV4-016")["effects"] == [{"op": "cancel", "target": 0}]
    spec = msgspec.convert(card("SDV4-016")["targets"][0], TargetSpec)
    state = rune_game("NDR-045", "SDR4-010")
    target = to_field(state, "bob", "TST-R02")
    chant_rune = to_hand(state, "ann", "NDR-045")
    pool(state, "ann", water=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant_rune, "payment": {"pool": {"water": 2, "void": 1}}})
    state = act(state, play_rune(state, "ann", "SDV1-004", {"light": 1}, [target]))
    state = act(state, {"type": "pass", "player": "ann"})
    spell_cancel = to_hand(state, "bob", "SDR4-010")
    pool(state, "bob", wind=3)
    state = act(state, {"type": "play_card", "player": "bob", "card": spell_cancel, "targets": [state.chase[-1].id], "payment": {"pool": {"wind": 3}}})
    board = board_of(state)
    from_hand, copy_item, chant = (item.id for item in state.chase)
    assert target_problem(board, "bob", spec, from_hand) is None and target_problem(board, "bob", spec, copy_item) is None
    problem = target_problem(board, "ann", spec, chant)
    assert problem is not None and problem[0] == "FOW-TARGET-RUNE-SPELL-R"


# -- FOW-RUNES-QUICKCAST-R ------------------------------------------------------------------------------------------

ATOM_RUNES = ("SDV1-004", "SDV1-006", "SDV1-007", "SDV1-011", "SDV1-022")


def test_fow_runes_quickcast_r_with_the_j_ruler() -> None:
    """FOW-RUNES-QUICKCAST-R with SDV1-002J (its J-ruler side: runes in its player's rune area gain [Quickcast]): with
    the J-ruler in ann's field, SDV1-006 (no [Quickcast]) is played from her rune area while SDV1-011's copy and the
    J-ruler's trigger are on the chase; SDV1-022 (its master rune) is played with it (FOW-PLAY-ONLY-IF-R)."""
    from .real import j_ruler_to_field

    assert card("SDV1-002J")["runes_quickcast"] is True and entry("SDV1-002")["supported"]
    state = rune_game(runes=ATOM_RUNES, ruler="SDV1-002")
    j_ruler_to_field(state, "ann")
    his = to_field(state, "bob", "TST-R02", rested=True)
    state = act(state, play_rune(state, "ann", "SDV1-011", {"light": 2, "void": 1}))
    (pending,) = state.pending
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "mode": 0})
    assert [i.kind for i in state.chase] == ["spell", "automatic"]
    assert code_of(state, play_rune(state, "ann", "SDV1-006", {"light": 1, "void": 1}, [his])) is None
    state = act(state, play_rune(state, "ann", "SDV1-022", {"light": 2}, [his]))
    assert state.chase[-1].card == rune(state, "ann", "SDV1-022")


def test_fow_runes_quickcast_r_breaks() -> None:
    """FOW-RUNES-QUICKCAST-R: with SDV1-002 in its ruler area (its ruler side has no such line), SDV1-006 is not played
    while SDV1-011's copy is on the chase (FOW-PRIO-5); the line on a resonator is refused."""
    from .fowsim_db import line_refusal, raw_card

    state = rune_game(runes=ATOM_RUNES, ruler="SDV1-002")
    his = to_field(state, "bob", "TST-R02", rested=True)
    state = act(state, play_rune(state, "ann", "SDV1-011", {"light": 2, "void": 1}))
    assert code_of(state, play_rune(state, "ann", "SDV1-006", {"light": 1, "void": 1}, [his])) == "FOW-PRIO-5"
    line = next(a for a in raw_card("SDV1-002J")["abilities"] if "Quickcast" in a)
    assert line_refusal(line, "resonator")


# -- Hanzo's rune deck: FOW-TARGET-RUNE-SPELL-R in play, FOW-RUNE-FLIP-DOWN-R ---------------------------------------

HANZO_RUNES = ("SDV4-013", "SDV4-014", "SDV4-020", "SDV4-022", "SDV4-016")


def test_fow_target_rune_spell_r_the_master_rune_cancels_a_rune() -> None:
    """FOW-TARGET-RUNE-SPELL-R in play with SDV4-008 (a wind ruler of [Divinity] 10): ann plays SDV4-014 (400 damage to
    each of bob's resonators) from her rune area, then her master rune SDV4-016 ([Quickcast], cost 0) cancelling its
    copy: bob's resonator takes no damage, both runes stay revealed, no card goes to a graveyard."""
    state = rune_game(runes=HANZO_RUNES, ruler="SDV4-008")
    his = to_field(state, "bob", "TST-R02")
    state = act(state, play_rune(state, "ann", "SDV4-014", {"wind": 1}))
    copy_item = state.chase[-1].id
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-016", {}, [copy_item])))
    ann = player(state, "ann")
    assert not state.chase and not ann.graveyard and not player(state, "bob").graveyard
    assert next(e for e in player(state, "bob").field if e.id == his).damage == 0
    assert ann.runes_revealed == [rune(state, "ann", "SDV4-014"), rune(state, "ann", "SDV4-016")]


def test_fow_rune_flip_down_r_the_j_ruler_flips_a_rune() -> None:
    """FOW-RUNE-FLIP-DOWN-R with SDV4-008J ([Enter]: flip a revealed rune of its player's rune area face down): after
    SDV4-014 is played, ann's Judgment puts the J-ruler into the field; she must name a revealed rune (none is refused,
    so is a face-down one), SDV4-014 is face down again and is played a second time."""
    from .real import judgment_action

    assert card("SDV4-008J")["abilities"][0]["effects"] == [{"op": "search", "deck": "rune_area", "to": "face_down", "must": True}]
    state = rune_game(runes=HANZO_RUNES, ruler="SDV4-008")
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-014", {"wind": 1})))
    state = act(state, judgment_action(state, {"wind": 2, "void": 2}))
    state = until_decision(state)
    assert state.decision is not None and state.decision.kind == "search"
    flipped = rune(state, "ann", "SDV4-014")
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-RUNE-FLIP-DOWN-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": rune(state, "ann", "SDV4-013")}) is not None
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": flipped}))
    assert not player(state, "ann").runes_revealed
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-014", {"wind": 1})))
    assert player(state, "ann").runes_revealed == [flipped]


def test_fow_rune_flip_down_r_breaks() -> None:
    """FOW-RUNE-FLIP-DOWN-R: a flip of a rune that is not face down afterwards is refused by the card check (a search of
    the rune area that flips nothing)."""
    import msgspec

    from adjudicator.force_of_will.cards import collect_card_errors
    from adjudicator.force_of_will.vocabulary import CardDef

    record = dict(card("SDV4-008J"))
    ability = dict(record["abilities"][0], effects=[{"op": "search", "deck": "rune_area", "to": "hand"}])
    bad = msgspec.convert(record | {"abilities": [ability]}, CardDef)
    assert any("FOW-RUNE-FLIP-DOWN-R" in e.message for e in collect_card_errors(bad, {bad.id: bad}, ""))
