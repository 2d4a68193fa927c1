"""Rule behaviours of ``adjudicator/force_of_will/board.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-05 (noon, branch ``mut-u``, seed ``u-board``) against the tests selected by coverage from
``tests/force_of_will``: an ``each`` filter's "total cost N or more" (``Board.among``), a keyword-filtered "for each"
value change under a later "becomes" (``Board.stats``), a second "cannot be blocked by" filter after one that does not
reach a J-ruler (``Board.blocks_barred``), a card back in the field that was dealt no damage (``Board.enter_field``) and
the total cost 0 of a card without a cost (``_source_admitted``)."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .helpers import act, both_pass, code_of, pass_until, player, pool, to_field, to_hand
from .real import hero_started, j_ruler_to_field, play, real_started, resolve_all, stats
from .test_fowsim_grimm_families import _activate, _attack
from .test_pinned_board_dec import _chant, _with


def _cast(state: State, pid: str, def_id: str, will: dict[str, int], targets: list[str] | None = None) -> State:
    """``pid`` plays the reference card ``def_id`` from the hand, paying ``will``."""
    pool(state, pid, **will)
    card_id = to_hand(state, pid, def_id)
    return act(state, {"type": "play_card", "player": pid, "card": card_id, "targets": targets or [], "payment": {"pool": will}})


def test_fow_each_filter_r_a_minimum_total_cost_leaves_the_cheaper_cards_out() -> None:
    """FOW-EACH-FILTER-R (``among.min_cost``, "with total cost N or more", CR 204.5): an invented chant dealing 500
    damage to each J/resonator with total cost 3 or more; ann's TST-R11 (total cost 1, DEF 200) is not dealt any and
    stays in her field, bob's TST-R13 (total cost 3) is dealt the 500."""
    among = {"min_cost": 3}
    state = _with(_chant("TST-XMC", [{"op": "damage", "amount": 500, "each": "all_j_resonators", "among": among}]), seed="min-cost")
    cheap, dear = to_field(state, "ann", "TST-R11"), to_field(state, "bob", "TST-R13")
    state = both_pass(_cast(state, "ann", "TST-XMC", {"fire": 1}))
    assert state.chase == [] and state.decision is None
    assert cheap in {e.id for e in player(state, "ann").field} and cheap not in player(state, "ann").graveyard
    kept = next(e for e in player(state, "ann").field if e.id == cheap)
    hit = next(e for e in player(state, "bob").field if e.id == dear)
    assert kept.damage == 0 and hit.damage == 500


def test_fow_becomes_stats_r_a_later_keyword_filtered_for_each_change_counts_every_time() -> None:
    """FOW-BECOMES-STATS-R (CR 909.1g, 909.3b) with FOW-CONT-KEYWORD-FILTER-R and FOW-CONT-FOREACH-R: ann's TST-R01 ([Flying],
    400 ATK) becomes [0/100] by ACN-022; then an invented field addition (reference TST-A04's ability replaced: her
    J/resonators with [Flying] gain [+200/+0] for each resonator she controls) enters her field, after the becomes: with
    her two resonators it adds 2 x 200, so the ATK is 0 + 400."""
    ability = {"kind": "continuous", "scope": "your_j_resonators", "with_keyword": "flying", "atk": 200, "per": {"what": "resonator"}}
    state = hero_started(("ACN-022",), changed={"TST-A04": {"abilities": [ability]}})
    flyer = to_field(state, "ann", "TST-R01")
    to_field(state, "ann", "TST-R11")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-022"), [flyer]))
    assert stats(state, flyer)[:2] == (0, 100)
    to_field(state, "ann", "TST-A04")
    assert stats(state, flyer)[:2] == (400, 100)


def test_fow_unblockable_by_r_a_second_filter_reaches_the_j_ruler_the_first_does_not() -> None:
    """FOW-UNBLOCKABLE-BY-R with VIN001-030 (it cannot be blocked by resonators with 600 ATK or less) and MP01-043
    (its target resonator cannot be blocked by water J/resonators until end of turn): ann's VIN001-030, targeted by
    her MP01-043, attacks; bob's J-ruler (reference TST-RU2J made water) is no resonator, so the first filter does not
    bar it, but the second does: it may not block."""
    state = hero_started(("VIN001-030", "MP01-043"), changed={"TST-RU2J": {"attributes": ["water"]}})
    attacker = to_field(state, "ann", "VIN001-030")
    bowl = to_field(state, "ann", "MP01-043")
    state = resolve_all(act(state, _activate("ann", bowl, 0, {}, [attacker])))
    j_ruler = j_ruler_to_field(state, "bob")
    state = both_pass(_attack(state, attacker, "bob"))
    assert state.decision is not None and state.decision.kind == "declare_block"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": j_ruler}) == "FOW-UNBLOCKABLE-BY-R"


def test_fow_trig_damaged_by_r_a_card_back_in_the_field_was_dealt_no_damage_by_it() -> None:
    """FOW-TRIG-DAMAGED-BY-R (CR 302.3: a card that enters the field is a new object): the turn remembers that ann's
    VIN002-025 dealt damage to her TST-R11, since returned to her hand (as after a bounce); she plays it again, and
    destroys it with TST-C10: the card in the field was never dealt damage by VIN002-025, nothing triggers, bob's life
    is unchanged."""
    state = real_started("VIN002-025")
    hunter = to_field(state, "ann", "VIN002-025")
    again = to_hand(state, "ann", "TST-R11")
    state.turn.damaged_by = [f"{hunter}>{again}"]
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": again, "targets": [], "payment": {"pool": {"fire": 1}}}))
    assert again in {e.id for e in player(state, "ann").field}
    life = player(state, "bob").life
    state = both_pass(_cast(state, "ann", "TST-C10", {"darkness": 2, "void": 1}, [again]))
    assert again in player(state, "ann").graveyard and not state.pending and not state.chase
    assert player(state, "bob").life == life


def test_fow_prevent_from_cost_r_a_card_without_a_cost_has_total_cost_0() -> None:
    """FOW-PREVENT-FROM-COST-R (CR 204.5: a card without a cost has total cost 0): bob controls an invented field
    addition (reference TST-A04's ability replaced: prevent all damage dealt to him by J/resonators with total cost 0
    or less); ann's J-ruler (TST-RU1J, no cost) attacks him unblocked and deals him none of its damage."""
    ability = {"kind": "continuous", "prevent_to_you": {"kinds": ["j_resonator"], "max_cost": 0}}
    state = hero_started((), changed={"TST-A04": {"abilities": [ability]}})
    to_field(state, "bob", "TST-A04")
    j_ruler = j_ruler_to_field(state, "ann")
    state = _attack(state, j_ruler, "bob")
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
    state = pass_until(state, lambda s: s.battle is None)
    assert player(state, "bob").life == 4000
