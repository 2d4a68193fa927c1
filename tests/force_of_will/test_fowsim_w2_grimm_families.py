"""Grimm-cluster ability families (branch fow-w2-grimm), each played with a real card named by id (the printed
text stays in ../shared): an activate ability played from its owner's graveyard that puts the card back into
their hand or field (FOW-GRAVEYARD-ACTIVATE-R); any amount of life paid and counted by the effects after it
(FOW-PAY-ANY-LIFE-R)."""

from __future__ import annotations

from typing import Any

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, listed, player, pool, to_field, to_graveyard, to_hand
from .real import real_started, resolve_all, stats, to_decision

# -- FOW-GRAVEYARD-ACTIVATE-R: MOA-016 (a chant), SDV5-022 and RDE-046 (resonators) ----------------------------


def _back(state: Any, instance: str, **will: int) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "activate", "player": "ann", "card": instance, "ability": 0, "targets": [], "payment": {"pool": will}}


def test_fow_graveyard_activate_r_chant_returns_to_hand() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with MOA-016 (a fire chant) in ann's graveyard: its ability of cost {R}{R}{1} is
    listed by legal_actions and played from there; the will is paid, the ability goes on the chase and, as it
    resolves, the card is in ann's hand, no longer in her graveyard."""
    assert entry("MOA-016")["supported"] and entry("SDV5-022")["supported"]
    (ability,) = card("MOA-016")["abilities"]
    assert ability["kind"] == "activate" and ability["from_graveyard"] is True
    assert ability["cost"] == {"will": {"specified": {"fire": 2}, "free": 1}}
    assert ability["effects"] == [{"op": "from_graveyard", "target": "self", "to": "hand"}]
    state = real_started("MOA-016")
    chant = to_graveyard(state, "ann", "MOA-016")
    pool(state, "ann", fire=3)
    assert listed(state, "activate", card=chant, ability=0)
    state = act(state, _back(state, chant, fire=3))
    assert state.chase and state.chase[-1].card == chant and state.chase[-1].kind == "ability"
    assert not player(state, "ann").pool
    state = resolve_all(state)
    assert chant in player(state, "ann").hand and chant not in player(state, "ann").graveyard


def test_fow_graveyard_activate_r_resonator_to_hand_or_field() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with SDV5-022 in ann's graveyard: {B}{B} puts it into her hand. RDE-046's line
    (its other line stays refused, so it is in no deck) is read as the resonator put into its owner's field."""
    (ability,) = [a for a in card("RDE-046")["abilities"] if a.get("from_graveyard")]
    assert ability["effects"] == [{"op": "from_graveyard", "target": "self", "to": "field"}]
    state = real_started("SDV5-022")
    wanderer = to_graveyard(state, "ann", "SDV5-022")
    assert not listed(state, "activate", card=wanderer)  # no will in the pool
    pool(state, "ann", darkness=2)
    assert listed(state, "activate", card=wanderer, ability=0)
    state = resolve_all(act(state, _back(state, wanderer, darkness=2)))
    assert wanderer in player(state, "ann").hand and wanderer not in player(state, "ann").graveyard


def test_fow_graveyard_activate_r_not_from_field_hand_or_other_graveyard() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with SDV5-022: the ability is not played with the card in ann's field or hand
    (FOW-GRAVEYARD-ACTIVATE-R), nor by ann from bob's graveyard (FOW-PRIO-4: not her card), nor without its will
    (FOW-WILL-1); nor listed then. A card gone from the graveyard before it resolves stays where it is; another
    cost or a second effect stays refused."""
    state = real_started("SDV5-022", copies=3)
    in_field = to_field(state, "ann", "SDV5-022")
    assert code_of(state, _back(state, in_field, darkness=2)) == "FOW-GRAVEYARD-ACTIVATE-R"
    assert not listed(state, "activate", card=in_field)
    in_hand = to_hand(state, "ann", "SDV5-022")
    assert code_of(state, _back(state, in_hand, darkness=2)) == "FOW-GRAVEYARD-ACTIVATE-R"
    assert not listed(state, "activate", card=in_hand)
    buried = to_graveyard(state, "ann", "SDV5-022")
    assert code_of(state, _back(state, buried, darkness=1, void=1)) == "FOW-WILL-1"
    bobs = to_graveyard(state, "bob", "SDV5-022")
    assert code_of(state, _back(state, bobs, darkness=2)) == "FOW-PRIO-4"
    assert not listed(state, "activate", card=bobs)
    state = act(state, _back(state, buried, darkness=2))
    player(state, "ann").graveyard.remove(buried)
    player(state, "ann").removed.append(buried)
    state = resolve_all(state)
    assert buried in player(state, "ann").removed and buried not in player(state, "ann").hand
    # Any other ability of a card (TST-G02's field ability) is never played from the graveyard.
    regalia = to_graveyard(state, "ann", "TST-G02")
    host = to_field(state, "ann", "TST-R01")
    assert code_of(state, _back(state, regalia, void=1) | {"targets": [host]}) == "FOW-GRAVEYARD-ACTIVATE-R"
    assert not listed(state, "activate", card=regalia)
    assert "not in the vocabulary" in line_refusal("{Rest}: Put this card from your graveyard into your hand.")
    assert "not in the vocabulary" in line_refusal("{B}: Put this card from your graveyard into your hand. Draw a card.")


def test_fow_graveyard_activate_r_remove_this_card_in_your_graveyard_as_the_cost() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with TMS-077 (PofA-058 is the same card) in ann's graveyard: its first ability,
    {B}{B}{B}{2} and this card removed from the game, destroys target resonator: the card goes to ann's removed
    area as the cost is paid and bob's resonator is destroyed as it resolves; the second ({B}{M}) makes bob
    discard a card."""
    assert entry("TMS-077")["supported"] and entry("PofA-058")["supported"]
    first, second = card("TMS-077")["abilities"]
    assert first["cost"] == {"remove_self": True, "will": {"specified": {"darkness": 3}, "free": 2}} and first["from_graveyard"] is True
    assert first["effects"] == [{"op": "destroy", "target": 0}] and first["targets"] == [{"kind": "resonator"}]
    assert second["cost"] == {"remove_self": True, "will": {"specified": {"darkness": 1, "moon": 1}}} and second["from_graveyard"] is True
    state = real_started("TMS-077", copies=2)
    izanami = to_graveyard(state, "ann", "TMS-077")
    victim = to_field(state, "bob", "TST-R01")
    action = _back(state, izanami, darkness=3, void=2) | {"targets": [victim]}
    assert listed(state, "activate", card=izanami, ability=0, targets=[victim])
    state = act(state, action)
    assert izanami in player(state, "ann").removed and izanami not in player(state, "ann").graveyard
    state = resolve_all(state)
    assert victim in player(state, "bob").graveyard
    again = to_graveyard(state, "ann", "TMS-077")
    hand = len(player(state, "bob").hand)
    state = both_pass(act(state, _back(state, again, darkness=1, moon=1) | {"ability": 1}))
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "bob"
    state = resolve_all(act(state, {"type": "discard", "player": "bob", "card": player(state, "bob").hand[0]}))
    assert again in player(state, "ann").removed and len(player(state, "bob").hand) == hand - 1


def test_fow_graveyard_activate_r_removed_card_not_played_again_nor_from_field() -> None:
    """FOW-GRAVEYARD-ACTIVATE-R with TMS-077: once removed from the game (the cost paid) it is no longer in the
    graveyard, so the ability is not played again (FOW-PRIO-4); in the field it is not played
    (FOW-GRAVEYARD-ACTIVATE-R); an effect of this card (it deals damage) after such a cost stays refused."""
    state = real_started("TMS-077", copies=2)
    izanami = to_graveyard(state, "ann", "TMS-077")
    state = act(state, _back(state, izanami, darkness=1, moon=1) | {"ability": 1})
    assert code_of(state, _back(state, izanami, darkness=1, moon=1) | {"ability": 1}) == "FOW-PRIO-4"
    assert not listed(state, "activate", card=izanami)
    in_field = to_field(state, "ann", "TMS-077")
    assert code_of(state, _back(state, in_field, darkness=1, moon=1) | {"ability": 1}) == "FOW-GRAVEYARD-ACTIVATE-R"
    refused = line_refusal("{R}, remove this card in your graveyard from the game: This card deals 700 damage to target resonator and you gain 700 life.")
    assert "removing this card in your graveyard" in refused
    assert "removing this card in your graveyard" in line_refusal("{Rest}, remove this card in your graveyard from the game: Draw a card.")


# -- FOW-PAY-ANY-LIFE-R: TAT-090 (a chant), SNV-081 (an [Enter] ability) ----------------------------------------


def _whisper(state: Any) -> Any:
    """TAT-090 played by ann (its cost in her pool) and passed to its resolution: the number decision."""
    instance = to_hand(state, "ann", "TAT-090")
    pool(state, "ann", darkness=1, void=1)
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": {"darkness": 1, "void": 1}}}))
    assert state.decision is not None and state.decision.kind == "number" and state.decision.player == "ann"
    return state


def test_fow_pay_any_life_r_draw_a_card_for_each_500_life() -> None:
    """FOW-PAY-ANY-LIFE-R with TAT-090: as it resolves ann chooses 12 (1,200 life): her life drops by 1,200 and
    she draws two cards (1,200 // 500); legal_actions offers 0 to her life in hundreds."""
    assert entry("TAT-090")["supported"] and entry("SNV-081")["supported"]
    assert card("TAT-090")["effects"] == [{"op": "pay_life_any"}, {"op": "draw", "amount": 1, "per": {"what": "life_paid", "life_unit": 500}}]
    state = _whisper(real_started("TAT-090"))
    life, hand = player(state, "ann").life, len(player(state, "ann").hand)
    assert listed(state, "choose_number", number=life // 100) and not listed(state, "choose_number", number=life // 100 + 1)
    state = resolve_all(act(state, {"type": "choose_number", "player": "ann", "number": 12}))
    assert player(state, "ann").life == life - 1200 and len(player(state, "ann").hand) == hand + 2


def test_fow_pay_any_life_r_more_than_your_life_refused_and_zero_pays_nothing() -> None:
    """FOW-PAY-ANY-LIFE-R with TAT-090: more hundreds than ann's life is refused (FOW-PAY-ANY-LIFE-R); 0 pays
    nothing and draws nothing; 'life paid this way' with no payment before it stays refused."""
    state = _whisper(real_started("TAT-090"))
    player(state, "ann").life = 800
    assert code_of(state, {"type": "choose_number", "player": "ann", "number": 9}) == "FOW-PAY-ANY-LIFE-R"
    assert code_of(state, {"type": "choose_number", "player": "ann", "number": 8}) is None
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, {"type": "choose_number", "player": "ann", "number": 0}))
    assert player(state, "ann").life == 800 and len(player(state, "ann").hand) == hand
    assert "life paid this way" in line_refusal("Draw a card for each 300 life paid this way.")


def test_fow_pay_any_life_r_target_shrinks_for_each_100_life() -> None:
    """FOW-PAY-ANY-LIFE-R with SNV-081's [Enter] ability targeting bob's TST-R01: ann pays 300 life, the target
    gains [-300/-300] until end of turn."""
    state = real_started("SNV-081")
    victim = to_field(state, "bob", "TST-R01")
    atk, def_, _ = stats(state, victim)
    amon = to_hand(state, "ann", "SNV-081")
    pool(state, "ann", darkness=2, void=3)
    state = act(state, {"type": "play_card", "player": "ann", "card": amon, "payment": {"pool": {"darkness": 2, "void": 3}}})
    state = to_decision(state, "number", {amon: [victim]})
    life = player(state, "ann").life
    state = resolve_all(act(state, {"type": "choose_number", "player": "ann", "number": 3}))
    assert player(state, "ann").life == life - 300
    assert stats(state, victim)[:2] == (atk - 300, def_ - 300)


def test_fow_pay_any_life_r_each_opponent_j_resonator_for_each_100_life() -> None:
    """FOW-PAY-ANY-LIFE-R with ENW-076's [Enter] ability: ann pays 200 life, each J/resonator bob controls gains
    [-200/0] until end of turn; her own is unchanged."""
    assert entry("ENW-076")["supported"]
    state = real_started("ENW-076", ruler="TST-RU2")  # [Will of Despair]: a TST-RU2 deck (FOW-KW-WILL-HOPE-DESPAIR-R)
    victim, own = to_field(state, "bob", "TST-R01"), to_field(state, "ann", "TST-R01")
    atk, def_, _ = stats(state, victim)
    mikage = to_hand(state, "ann", "ENW-076")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": mikage, "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = to_decision(state, "number", {})
    state = resolve_all(act(state, {"type": "choose_number", "player": "ann", "number": 2}))
    assert stats(state, victim)[:2] == (atk - 200, def_) and stats(state, own)[:2] == (atk, def_)
