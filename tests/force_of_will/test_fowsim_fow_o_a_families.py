"""fow-o-a families (Alice, Lapis and Reiya clusters), each played with a real card named by id (the printed
text stays in ../shared and is read at run time):

* FOW-SELF-TO-DECK-R: "Put this card on top of (on the bottom of) your (its owner's) (main) deck" in an
  activate ability of a field card (ENW-039 after its draw; TMS-037 before its search).
* FOW-MUST-BLOCK-TARGET-R: "Target (J/)resonator must block this turn if able" (LEL-011's chant; VIN002-016's
  enter trigger).
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability, refuse_bad_self_targets

from .fowsim_db import card, entry, line_record
from .helpers import (
    act,
    both_pass,
    code_of,
    full_deck,
    listed,
    pass_until,
    player,
    sync_counts,
    to_field,
    to_hand,
)
from .real import ann_first, play, real_set, real_started, resolve_all, to_decision


def _activate(state: Any, instance: str, ability: int, pool: dict[str, int] | None = None) -> Any:
    return act(state, {"type": "activate", "player": "ann", "card": instance, "ability": ability, "targets": [], "payment": {"pool": pool} if pool else {}})


def _self_refusal(line: str, kind: str = "resonator") -> str:
    """Why a card of one invented ``line`` (not a card's) is refused once its lines are read."""
    record = line_record(kind)
    with pytest.raises(Unsupported) as refused:
        map_ability(normalize_line(line), record)
        refuse_bad_self_targets(record)
    return str(refused.value)


def _ability_index(card_id: str) -> int:
    return next(i for i, a in enumerate(card(card_id)["abilities"]) if a["kind"] == "activate" and any(e["op"] == "to_deck" for e in a["effects"]))


# -- FOW-SELF-TO-DECK-R --------------------------------------------------------------------------------------


def test_fow_self_to_deck_r_draw_then_on_top() -> None:
    """ENW-039 (a resonator; rest it: draw a card, then this card goes on top of the deck): read as a draw and
    this card to the top of its owner's main deck; played from the field, ann's hand grows by one and the
    resonator leaves the field for the top of her deck."""
    assert entry("ENW-039")["supported"]
    index = _ability_index("ENW-039")
    ability = card("ENW-039")["abilities"][index]
    assert ability["effects"][-1] == {"op": "to_deck", "target": "self", "position": "top"}
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}  # bob's ruler has [Will of Despair]: ann's deck only
    decks["ann"]["main"]["ENW-039"] = 1
    state = ann_first({"card_set": real_set("ENW-039")}, decks, "real")
    cat = to_field(state, "ann", "ENW-039")
    hand = len(player(state, "ann").hand)
    state = resolve_all(_activate(state, cat, index))
    ann = player(state, "ann")
    assert cat not in [e.id for e in ann.field]
    assert ann.deck[0] == cat and len(ann.hand) == hand + 1


def test_fow_self_to_deck_r_before_a_search() -> None:
    """TMS-037 (a Fairy Tale resonator; pay three water and rest it: this card on top of the main deck, then a
    search for up to three Fairy Tale resonators, then a shuffle): read as this card to the top, then the search;
    played, when the search is asked the card is on top of ann's deck and no longer in the field -- and the
    search cannot find it (CR 1014.3, the card's own name); declining leaves it in the shuffled deck."""
    assert entry("TMS-037")["supported"]
    index = _ability_index("TMS-037")
    effects = card("TMS-037")["abilities"][index]["effects"]
    assert effects[0] == {"op": "to_deck", "target": "self", "position": "top"} and effects[1]["op"] == "search"
    state = real_started("TMS-037")
    swallow = to_field(state, "ann", "TMS-037")
    player(state, "ann").pool = {"water": 3}
    state = to_decision(_activate(state, swallow, index, {"water": 3}), "search", {})
    ann = player(state, "ann")
    assert ann.deck[0] == swallow and swallow not in [e.id for e in ann.field]
    assert code_of(state, {"type": "search", "player": "ann", "card": swallow}) == "FOW-SEARCH-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert swallow in player(state, "ann").deck


def test_fow_self_to_deck_r_breaks_nothing_once_gone() -> None:
    """The rule broken: read as "this card, wherever it is", a card gone from the field would be fetched back;
    ENW-039 returned to ann's hand before its ability resolves stays in her hand (a new card, CR 302.3) and
    only the draw is done."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["ENW-039"] = 1
    state = ann_first({"card_set": real_set("ENW-039")}, decks, "real")
    cat = to_field(state, "ann", "ENW-039")
    state = _activate(state, cat, _ability_index("ENW-039"))
    ann = player(state, "ann")
    ann.field = [e for e in ann.field if e.id != cat]
    ann.hand.append(cat)
    sync_counts(ann)
    hand = len(ann.hand)
    state = resolve_all(state)
    ann = player(state, "ann")
    assert cat in ann.hand and cat not in ann.deck and len(ann.hand) == hand + 1


def test_fow_self_to_deck_r_breaks_outside_an_activate_ability() -> None:
    """The rule broken: a trigger may resolve with the card elsewhere (or a chant is never in the field), so
    the reading is refused there, never done to nothing."""
    trigger = "When this card enters your field >>> Put this card on the bottom of your main deck."
    assert "outside an activate ability" in _self_refusal(trigger)
    assert "a chant's effect on this card" in _self_refusal("Put this card on the bottom of your deck. Draw two cards.", kind="chant")
    assert "leaving the field" in _self_refusal("{Rest}: Put this card on top of your deck.", kind="j_ruler")


# -- FOW-MUST-BLOCK-TARGET-R -----------------------------------------------------------------------------------


def _blocking(state: Any, attacker: str) -> Any:
    """Ann starts a battle and attacks bob with ``attacker``: the state at bob's block declaration."""
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    return pass_until(
        act(battle, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"}),
        lambda s: s.decision is not None and s.decision.kind == "declare_block",
    )


def _marked(attacker_id: str) -> tuple[Any, str, str, str]:
    """LEL-011 played by ann on bob's TST-R08 (bob also controls a TST-R02): the state, ann's attacker, the
    marked resonator and the other one."""
    state = real_started("LEL-011")
    attacker = to_field(state, "ann", attacker_id)
    marked = to_field(state, "bob", "TST-R08")
    other = to_field(state, "bob", "TST-R02")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "LEL-011"), [marked]))
    return state, attacker, marked, other


def test_fow_must_block_target_r_the_marked_resonator_blocks() -> None:
    """LEL-011 (a chant: a target J/resonator must block this turn if able, then a draw) and VIN002-016 (its
    enter trigger: a target resonator): read as a status until end of turn on the target; played on bob's
    resonator, when ann attacks bob may only block with it -- no block and the other resonator are refused."""
    assert entry("LEL-011")["supported"] and entry("VIN002-016")["supported"]
    assert card("LEL-011")["effects"][0] == {"op": "modify", "flags": ["must_block"], "target": 0}
    assert card("VIN002-016")["abilities"][0]["effects"] == [{"op": "modify", "flags": ["must_block"], "target": 0}]
    state, attacker, marked, other = _marked("TST-R02")
    blocking = _blocking(state, attacker)
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": None}) == "FOW-MUST-BLOCK-TARGET-R"
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": other}) == "FOW-MUST-BLOCK-TARGET-R"
    assert listed(blocking, "declare_block", blocker=marked) and not listed(blocking, "declare_block", blocker=other)
    assert not listed(blocking, "declare_block", blocker=None)
    after = act(blocking, {"type": "declare_block", "player": "bob", "blocker": marked})
    assert after.battle is not None and after.battle.blocker == marked


def test_fow_must_block_target_r_breaks_only_if_able() -> None:
    """The rule broken: read as "must block" without "if able", bob could never decline; against an attacker
    with [Flying] the marked resonator (without) cannot block, so no block is legal -- and the other
    resonator cannot either (no [Flying]); and a rested marked resonator obliges nothing."""
    state, attacker, marked, other = _marked("TST-R05")
    blocking = _blocking(state, attacker)
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": None}) is None
    assert listed(blocking, "declare_block", blocker=None)
    state, attacker, marked, other = _marked("TST-R02")
    next(e for e in player(state, "bob").field if e.id == marked).rested = True  # rested: it cannot block
    blocking = _blocking(state, attacker)
    assert code_of(blocking, {"type": "declare_block", "player": "bob", "blocker": None}) is None
