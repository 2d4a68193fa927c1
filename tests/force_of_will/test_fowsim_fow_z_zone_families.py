"""Zone moves read by fow-z-zone (graveyard to deck), each played with a real card named by id (the printed text stays
in ../shared):

- FOW-GRAVEYARD-NONSTONE-TO-BOTTOM-R: a target card of any type but a magic stone, of any graveyard, put on the bottom
  of its owner's deck (DBV-059, its rest ability).
- FOW-GRAVEYARD-CHOSEN-TOP-R: a card of one race chosen (not targeted) from your own graveyard as it resolves, put on
  top of your deck (PofA-067, its banish ability).
- FOW-TO-DECK-TOP-OR-BOTTOM-R: a target resonator in battle put on the top or the bottom of its owner's deck, the
  controller's choice as it resolves (ENW-040, a chant).
- FOW-GRAVEYARD-NON-RESONATOR-R: a target card of your graveyard neither a magic stone nor a resonator, into your hand
  (SNV-069, its [Rune] 3 [Enter] ability).
"""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import Battle, State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, to_field, to_graveyard, to_hand
from .real import play, real_started, resolve_all
from .test_fowsim_fow_runes_families import rune_game

# -- FOW-GRAVEYARD-NONSTONE-TO-BOTTOM-R ------------------------------------------------------------------------------


def _cat_ability() -> int:
    return next(i for i, a in enumerate(card("DBV-059")["abilities"]) if a["kind"] == "activate")


def _cat_action(cat: str, target: str) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": cat, "ability": _cat_ability(), "targets": [target], "payment": {}}


def test_fow_graveyard_nonstone_to_bottom_r_is_read() -> None:
    """FOW-GRAVEYARD-NONSTONE-TO-BOTTOM-R: DBV-059 supported; its rest ability a non-magic stone target of any graveyard
    put on the bottom of its owner's deck."""
    assert entry("DBV-059")["supported"]
    ability = card("DBV-059")["abilities"][_cat_ability()]
    assert ability["cost"] == {"rest": True}
    assert ability["effects"] == [{"op": "from_graveyard", "target": 0, "to": "deck_bottom"}]
    assert ability["targets"] == [{"kind": "non_stone", "zone": "graveyard"}]  # of any player's graveyard


def test_fow_graveyard_nonstone_to_bottom_r_a_chant_of_bobs_graveyard_under_his_deck() -> None:
    """DBV-059 in ann's field names a chant of bob's graveyard: it goes to the bottom of bob's main deck (its owner's),
    not ann's; a card of ann's own graveyard may be named too."""
    state = real_started("DBV-059")
    cat = to_field(state, "ann", "DBV-059")
    chant = to_graveyard(state, "bob", "TST-C05")
    state = resolve_all(act(state, _cat_action(cat, chant)))
    bob = player(state, "bob")
    assert bob.deck[-1] == chant and chant not in bob.graveyard and chant not in player(state, "ann").deck
    state = real_started("DBV-059")
    cat = to_field(state, "ann", "DBV-059")
    mine = to_graveyard(state, "ann", "TST-R01")
    state = resolve_all(act(state, _cat_action(cat, mine)))
    assert player(state, "ann").deck[-1] == mine


def test_fow_graveyard_nonstone_to_bottom_r_breaks_on_a_stone_or_a_field_card() -> None:
    """Breaking FOW-GRAVEYARD-NONSTONE-TO-BOTTOM-R: a magic stone of a graveyard is no legal target (the non-magic stone
    card code), nor a resonator in the field (FOW-PLAY-1); a card of the hand in the same shape stays refused."""
    state = real_started("DBV-059")
    cat = to_field(state, "ann", "DBV-059")
    stone = to_graveyard(state, "bob", "TST-ST-W")
    assert code_of(state, _cat_action(cat, stone)) == "FOW-GRAVEYARD-CARD-R"  # type: ignore[arg-type]
    mine = to_field(state, "ann", "TST-R01")
    assert code_of(state, _cat_action(cat, mine)) == "FOW-PLAY-1"  # type: ignore[arg-type]
    assert "no vocabulary entry" in line_refusal("{Rest}: Put target non-magic stone card in a hand on the bottom of its owner's deck.")


# -- FOW-GRAVEYARD-CHOSEN-TOP-R --------------------------------------------------------------------------------------


def _banish_ability() -> int:
    return next(i for i, a in enumerate(card("PofA-067")["abilities"]) if a["kind"] == "activate")


def _knight_at_choice() -> tuple[State, str, str]:
    """PofA-067 (itself a Minion) in ann's field banishes itself as its cost with a non-Minion TST-R01 in her graveyard;
    the state at the choice, the knight and the other card."""
    state = real_started("PofA-067")
    knight = to_field(state, "ann", "PofA-067")
    other = to_graveyard(state, "ann", "TST-R01")
    state = act(state, {"type": "activate", "player": "ann", "card": knight, "ability": _banish_ability(), "payment": {}})  # type: ignore[arg-type]
    assert knight in player(state, "ann").graveyard
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    return state, knight, other


def test_fow_graveyard_chosen_top_r_is_read() -> None:
    """FOW-GRAVEYARD-CHOSEN-TOP-R: PofA-067 supported; its banish ability a Minion chosen from the graveyard to the top."""
    assert entry("PofA-067")["supported"]
    ability = card("PofA-067")["abilities"][_banish_ability()]
    assert ability["cost"] == {"banish_self": True}
    assert ability["effects"] == [{"op": "search", "deck": "graveyard", "to": "top", "must": True, "filter": {"races": ["Minion"]}}]


def test_fow_graveyard_chosen_top_r_the_banished_knight_on_top_of_the_deck() -> None:
    """PofA-067 banished as its own cost is a Minion in ann's graveyard as its ability resolves: the only choice offered;
    chosen, it is the top card of ann's main deck, the other card stays in her graveyard."""
    state, knight, other = _knight_at_choice()
    assert state.decision is not None and state.decision.kind == "search"  # type: ignore[attr-defined]
    assert {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {knight}  # type: ignore[arg-type, attr-defined]
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": knight}))  # type: ignore[arg-type]
    ann = player(state, "ann")
    assert ann.deck[0] == knight and knight not in ann.graveyard and other in ann.graveyard


def test_fow_graveyard_chosen_top_r_another_card_or_none_is_refused() -> None:
    """Breaking FOW-GRAVEYARD-CHOSEN-TOP-R: the non-Minion, or no card while the Minion is there, is refused with the
    rule's code; a chosen card put on the bottom in the same shape stays refused."""
    state, knight, other = _knight_at_choice()
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-GRAVEYARD-CHOSEN-TOP-R"  # type: ignore[arg-type]
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-GRAVEYARD-CHOSEN-TOP-R"  # type: ignore[arg-type]
    assert "no vocabulary entry" in line_refusal("Banish this card: Put a Golem from your graveyard on the bottom of your deck.")


# -- FOW-TO-DECK-TOP-OR-BOTTOM-R -------------------------------------------------------------------------------------


def _detached_at_choice() -> tuple[State, str, str]:
    """Bob's TST-R10 attacks ann (the battle set at its block step); ann plays ENW-040 on the attacker and both pass:
    the state at the choice, the attacker and an idle resonator of bob's."""
    state = real_started("ENW-040")
    attacker = to_field(state, "bob", "TST-R10")
    idle = to_field(state, "bob", "TST-R01")
    state.battle = Battle(attacker=attacker, target="ann", blocker=None, blocked=False, step="declare_block")
    state = play(state, "ann", to_hand(state, "ann", "ENW-040"), [attacker])
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    return state, attacker, idle


def test_fow_to_deck_top_or_bottom_r_is_read() -> None:
    """FOW-TO-DECK-TOP-OR-BOTTOM-R: ENW-040 supported, its one effect a target resonator in battle to either end."""
    assert entry("ENW-040")["supported"]
    chant = card("ENW-040")
    assert chant["effects"] == [{"op": "to_deck", "target": 0, "position": "either"}]
    assert chant["targets"] == [{"kind": "resonator", "state": "attacking_or_blocking"}]


def test_fow_to_deck_top_or_bottom_r_ann_chooses_each_end() -> None:
    """As ENW-040 resolves ann (its controller) is asked the end: 0 puts the attacker on top of bob's deck, 1 (another
    game) on the bottom; the idle resonator stays."""
    state, attacker, idle = _detached_at_choice()
    assert state.decision is not None and state.decision.kind == "option" and state.decision.player == "ann"
    assert {a.option for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "choose_option"} == {0, 1}  # type: ignore[attr-defined]
    top = resolve_all(act(state, {"type": "choose_option", "player": "ann", "option": 0}))  # type: ignore[arg-type]
    assert player(top, "bob").deck[0] == attacker and attacker not in {e.id for e in player(top, "bob").field}
    assert idle in {e.id for e in player(top, "bob").field}
    state, attacker, _ = _detached_at_choice()
    bottom = resolve_all(act(state, {"type": "choose_option", "player": "ann", "option": 1}))  # type: ignore[arg-type]
    assert player(bottom, "bob").deck[-1] == attacker


def test_fow_to_deck_top_or_bottom_r_another_option_is_refused() -> None:
    """Breaking FOW-TO-DECK-TOP-OR-BOTTOM-R: an option other than the two ends is refused with the rule's code; a
    resonator out of the battle is no legal target (FOW-TARGET-IN-BATTLE-R); the middle of a deck stays refused."""
    state, attacker, idle = _detached_at_choice()
    assert code_of(state, {"type": "choose_option", "player": "ann", "option": 2}) == "FOW-TO-DECK-TOP-OR-BOTTOM-R"  # type: ignore[arg-type]
    fresh = real_started("ENW-040")
    lone = to_field(fresh, "bob", "TST-R01")
    chant = to_hand(fresh, "ann", "ENW-040")
    assert code_of(fresh, {"type": "play_card", "player": "ann", "card": chant, "targets": [lone], "payment": {"pool": {"water": 2}}}) == "FOW-TARGET-IN-BATTLE-R"  # type: ignore[arg-type]
    assert "no vocabulary entry" in line_refusal("Put target blocking resonator in the middle of its owner's deck.", "chant")


# -- FOW-GRAVEYARD-NON-RESONATOR-R -----------------------------------------------------------------------------------


def _liz_entered() -> tuple[State, str, str, str]:
    """Ann, three runes of her rune area revealed, a chant TST-C05 and a resonator TST-R01 in her graveyard, plays
    SNV-069 and both pass until its [Enter] ability waits: the state, SNV-069, the chant and the resonator."""
    state = rune_game("SNV-069", "TST-C05", "TST-R01")
    ann = player(state, "ann")
    ann.runes_revealed = list(ann.rune_area or [])[:3]
    chant = to_graveyard(state, "ann", "TST-C05")
    resonator = to_graveyard(state, "ann", "TST-R01")
    liz = to_hand(state, "ann", "SNV-069")
    state = play(state, "ann", liz)
    for _ in range(4):
        if state.pending:
            break
        state = both_pass(state)
    return state, liz, chant, resonator


def test_fow_graveyard_non_resonator_r_is_read() -> None:
    """FOW-GRAVEYARD-NON-RESONATOR-R: SNV-069 supported; its [Enter] ability's target leaves out resonators."""
    assert entry("SNV-069")["supported"]
    (enter,) = [a for a in card("SNV-069")["abilities"] if a["kind"] == "automatic"]
    assert enter["targets"] == [{"kind": "non_stone", "controller": "you", "not_types": ["resonator"], "zone": "graveyard"}]
    assert enter["effects"] == [{"op": "from_graveyard", "target": 0, "to": "hand"}]


def test_fow_graveyard_non_resonator_r_the_chant_back_to_the_hand() -> None:
    """SNV-069 enters with three runes revealed: its ability names the chant of ann's graveyard, which goes to her hand;
    the resonator stays in her graveyard."""
    state, liz, chant, resonator = _liz_entered()
    state = resolve_all(state, {liz: [chant]})
    ann = player(state, "ann")
    assert chant in ann.hand and chant not in ann.graveyard and resonator in ann.graveyard


def test_fow_graveyard_non_resonator_r_a_resonator_is_refused() -> None:
    """Breaking FOW-GRAVEYARD-NON-RESONATOR-R: the resonator of ann's graveyard is no legal target (the rule's code); the
    same words naming a regalia left out stay refused."""
    state, liz, chant, resonator = _liz_entered()
    (pending,) = state.pending
    action = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [resonator]}
    assert code_of(state, action) == "FOW-GRAVEYARD-NON-RESONATOR-R"  # type: ignore[arg-type]
    assert "no vocabulary entry" in line_refusal("Put target non-magic stone, non-regalia card from your graveyard into your hand.", "chant")
