"""[Mythic] (issue 14, branch fow-mythic): FOW-KW-MYTHIC-R (CR 1205.8, 1101.3-1101.4, 1415.3) played with real
cards named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import Concede, Keep, Modifier, State

from .fowsim_db import card, entry
from .helpers import act, code_of, full_deck, player, to_field, to_hand
from .real import ann_first, field, play, real_set, real_started, resolve_all

Events = list[dict[str, Any]]


def _step(state: State, action: dict[str, Any]) -> tuple[State, Events]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, msgspec.to_builtins(result.events)


def _keep(pid: str, card_id: str) -> dict[str, Any]:
    return {"type": "keep", "player": pid, "card": card_id}


def _ann_passes(state: State) -> tuple[State, Events]:
    """Ann passes (cards were put into the field by hand): the priority sequence runs its rule processes."""
    return _step(state, {"type": "pass", "player": "ann"})


def test_mythic_read_as_a_keyword_and_its_cards_supported() -> None:
    """FOW-KW-MYTHIC-R: [Mythic], with or without its reminder text, is a keyword of the card; CMB-072, CMB-077
    (field additions), MP01-071 and MP01-099 (true magic stones), refused for it before, are supported."""
    for card_id in ("CMB-072", "CMB-077", "MP01-071", "MP01-099"):
        assert entry(card_id)["supported"], card_id
        assert "mythic" in card(card_id)["keywords"], card_id


def test_mythic_cards_with_other_lines_stay_refused_with_those_lines_reasons() -> None:
    """FOW-KW-MYTHIC-R: a card whose other lines are not read stays refused, with those lines' reasons only:
    JRP-029 for its [Reincarnation]. SDAO1-025, refused here for its will spent only on some plays until
    FOW-WILL-SPEND-GODS-ART-R read it, is supported with its [Mythic]."""
    assert entry("SDAO1-025")["supported"] and "mythic" in card("SDAO1-025")["keywords"]
    ayu = entry("JRP-029")
    assert not ayu["supported"]
    assert all("rule process" not in u["reason"] for u in ayu["unsupported"])
    assert any("Reincarnation" in u["reason"] for u in ayu["unsupported"])


def test_mythic_second_copy_played_the_player_keeps_one_and_its_enter_still_resolves() -> None:
    """FOW-KW-MYTHIC-R (CR 1205.8, 906.10 Ex.): ann controls CMB-072 and plays a second copy; as it enters its
    [Enter] triggers, then the rule processes ask ann which one she keeps (legal-actions lists both, nothing
    else but conceding); she keeps the first, the second goes to her graveyard (a rule process, not a
    destruction), and the second copy's [Enter] ability is still played: she draws a card."""
    state = real_started("CMB-072", copies=2)
    first = to_field(state, "ann", "CMB-072")
    second = to_hand(state, "ann", "CMB-072")
    state = play(state, "ann", second)
    hand = len(player(state, "ann").hand)
    state, _ = _step(state, {"type": "pass", "player": "ann"})
    state, events = _step(state, {"type": "pass", "player": "bob"})
    assert any(e["type"] == "triggered" and e["card"] == second for e in events)
    assert state.decision is not None and state.decision.kind == "mythic" and state.decision.player == "ann"
    assert state.to_act == ["ann"] and len(state.pending) == 1
    listed = [a for a in GAME.legal_actions(state, "ann") if isinstance(a, Keep)]
    assert sorted(a.card for a in listed) == sorted([first, second])
    assert all(isinstance(a, Keep | Concede) for a in GAME.legal_actions(state))
    state, events = _step(state, _keep("ann", first))
    assert {"type": "rule_process", "card": second, "reason": "mythic", "rule": "FOW-KW-MYTHIC-R"} in events
    assert not any(e["type"] == "destroyed" for e in events)
    assert field(state, "ann") >= {first} and second not in field(state, "ann")
    assert second in player(state, "ann").graveyard and state.decision is None
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand + 1


def test_mythic_keep_the_new_copy() -> None:
    """FOW-KW-MYTHIC-R: the player may keep the copy that just entered; the older one goes to the graveyard."""
    state = real_started("CMB-072", copies=2)
    first = to_field(state, "ann", "CMB-072")
    second = to_hand(state, "ann", "CMB-072")
    state = play(state, "ann", second)
    state, _ = _step(state, {"type": "pass", "player": "ann"})
    state, _ = _step(state, {"type": "pass", "player": "bob"})
    state, _ = _step(state, _keep("ann", second))
    assert second in field(state, "ann") and first in player(state, "ann").graveyard


def test_mythic_three_copies_two_leave_at_once() -> None:
    """FOW-KW-MYTHIC-R: of three CMB-077 ann controls she keeps one; the two others leave together."""
    state = real_started("CMB-077", copies=3)
    copies = [to_field(state, "ann", "CMB-077") for _ in range(3)]
    state, _ = _ann_passes(state)
    assert state.decision is not None and state.decision.kind == "mythic"
    assert sorted(a.card for a in GAME.legal_actions(state, "ann") if isinstance(a, Keep)) == sorted(copies)
    state, events = _step(state, _keep("ann", copies[1]))
    assert sorted(e["card"] for e in events if e["type"] == "rule_process") == sorted([copies[0], copies[2]])
    assert copies[1] in field(state, "ann") and state.decision is None


def test_mythic_turn_player_first_then_the_other() -> None:
    """FOW-KW-MYTHIC-R: both players control two CMB-077: ann (the turn player) chooses first, then bob; then
    the game goes on where it was (bob holds priority after ann's pass)."""
    state = real_started("CMB-077", copies=2)
    ann = [to_field(state, "ann", "CMB-077") for _ in range(2)]
    bob = [to_field(state, "bob", "CMB-077") for _ in range(2)]
    state, _ = _ann_passes(state)
    assert state.decision is not None and state.decision.player == "ann"
    assert code_of(state, _keep("bob", bob[0])) == "FOW-KW-MYTHIC-R"
    state, _ = _step(state, _keep("ann", ann[0]))
    assert state.decision is not None and state.decision.kind == "mythic" and state.decision.player == "bob"
    assert sorted(a.card for a in GAME.legal_actions(state, "bob") if isinstance(a, Keep)) == sorted(bob)
    state, _ = _step(state, _keep("bob", bob[1]))
    assert state.decision is None and state.to_act == ["bob"]
    assert field(state, "ann") & set(ann) == {ann[0]} and field(state, "bob") & set(bob) == {bob[1]}


def test_mythic_one_copy_each_or_other_names_ask_nothing() -> None:
    """FOW-KW-MYTHIC-R: entities of one name controlled by different players, or with different names
    (CMB-072 and CMB-077), are no group: nothing is asked."""
    state = real_started("CMB-072", "CMB-077")
    to_field(state, "ann", "CMB-072")
    to_field(state, "ann", "CMB-077")
    to_field(state, "bob", "CMB-077")
    state, _ = _ann_passes(state)
    assert state.decision is None and state.to_act == ["bob"]


def test_mythic_true_magic_stones() -> None:
    """FOW-KW-MYTHIC-R: two true magic stones MP01-071 ann controls: she keeps one; MP01-099 (another name)
    stays."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"].update({"MP01-071": 2, "MP01-099": 1})
    state = ann_first({"card_set": real_set("MP01-071", "MP01-099")}, decks, "mythic")
    stones = [to_field(state, "ann", "MP01-071") for _ in range(2)]
    other = to_field(state, "ann", "MP01-099")
    state, _ = _ann_passes(state)
    assert sorted(a.card for a in GAME.legal_actions(state, "ann") if isinstance(a, Keep)) == sorted(stones)
    state, _ = _step(state, _keep("ann", stones[1]))
    assert {stones[1], other} <= field(state, "ann") and stones[0] in player(state, "ann").graveyard


def test_mythic_breaks_keeping_another_card() -> None:
    """FOW-KW-MYTHIC-R broken: keeping a card that is not one of the entities sharing the name (another card
    of the field, a card of the hand), or a keep asked of nobody, is refused with the rule's code."""
    state = real_started("CMB-077", "CMB-072", copies=2)
    copies = [to_field(state, "ann", "CMB-077") for _ in range(2)]
    lone = to_field(state, "ann", "CMB-072")
    in_hand = to_hand(state, "ann", "CMB-072")
    assert code_of(state, _keep("ann", copies[0])) == "FOW-KW-MYTHIC-R"  # nothing asked yet
    state, _ = _ann_passes(state)
    assert code_of(state, _keep("ann", lone)) == "FOW-KW-MYTHIC-R"
    assert code_of(state, _keep("ann", in_hand)) == "FOW-KW-MYTHIC-R"
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-KW-MYTHIC-R"
    assert code_of(state, _keep("ann", copies[0])) is None
    state = act(state, _keep("ann", copies[0]))
    assert copies[1] in player(state, "ann").graveyard


def test_mythic_decision_forged_without_a_group_is_refused_by_the_state_check() -> None:
    """FOW-KW-MYTHIC-R: a state asking a keep of a player who controls no two entities with «Mythic» of one
    name is inconsistent; the state asked by the rule process is accepted."""
    state = real_started("CMB-077", copies=2)
    copies = [to_field(state, "ann", "CMB-077") for _ in range(2)]
    state, _ = _ann_passes(state)
    assert not [e for e in GAME.collect_state_errors(state) if "FOW-KW-MYTHIC-R" in e.message]
    forged = msgspec.structs.replace(state, players=[msgspec.structs.replace(p) for p in state.players])
    ann = player(forged, "ann")
    ann.field = [e for e in ann.field if e.id != copies[1]]
    ann.graveyard = [*ann.graveyard, copies[1]]
    assert [e for e in GAME.collect_state_errors(forged) if "FOW-KW-MYTHIC-R" in e.message]


def test_mythic_is_not_lost_with_the_other_abilities() -> None:
    """FOW-KW-MYTHIC-R (CR 1101.4: «Mythic» is lost only by an effect naming it): of ann's two CMB-077, one has
    lost all abilities (FOW-LOSE-ABILITIES-R, as TAT-048's effect leaves it): the two still share a name with
    «Mythic», and ann keeps one."""
    state = real_started("CMB-077", "TAT-048", copies=2)
    copies = [to_field(state, "ann", "CMB-077") for _ in range(2)]
    state.modifiers.append(Modifier(target=copies[0], flags=["no_abilities"]))
    state, _ = _ann_passes(state)
    assert state.decision is not None and state.decision.kind == "mythic"
    state, _ = _step(state, _keep("ann", copies[0]))
    assert copies[0] in field(state, "ann") and copies[1] in player(state, "ann").graveyard
