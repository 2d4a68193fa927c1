"""The restricted [Barrier] families (issue 14): "[Barrier] (Chant)" / "(Resonator)" (FOW-KW-BARRIER-KIND-R)
and "[Barrier] (Total cost N or less)" (FOW-KW-BARRIER-COST-R), checked with the attribute form
(FOW-KW-BARRIER-ATTR-R) in one restricted-barrier check; each played with real cards named by id (the printed
text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import play, real_started, resolve_all


def _entity(state: State, pid: str, instance: str) -> Entity:
    return next(e for e in player(state, pid).field if e.id == instance)


def _arrow_code(state: State, target: str) -> str | None:
    """Why ann's fire arrow (PofA-023, a one-cost chant) may not target ``target`` (None: it may)."""
    arrow = to_hand(state, "ann", "PofA-023")
    pool(state, "ann", fire=1)
    return code_of(state, {"type": "play_card", "player": "ann", "card": arrow, "targets": [target], "payment": {"pool": {"fire": 1}}})


def test_fow_kw_barrier_kind_r_chants_only() -> None:
    """FOW-KW-BARRIER-KIND-R with SNV-080 (a [Barrier] against chants) in bob's field: ann's fire arrow chant
    (PofA-023) cannot target it, the activate ability of her resonator BFA-011 (banish it: rest target
    J/resonator) can; ann's chant may target her own copy (only the opponent's are kept out)."""
    for card_id in ("SNV-080", "LEL-014", "NDR-069", "PofA-062"):
        assert entry(card_id)["supported"], card_id
        assert card(card_id)["barrier_types"] == ["chant"]
    assert {"precision"} <= set(card("LEL-014")["keywords"]) and {"quickcast", "flying"} <= set(card("NDR-069")["keywords"])
    state = real_started("SNV-080", "PofA-023", "BFA-011")
    warded = to_field(state, "bob", "SNV-080")
    assert _arrow_code(state, warded) == "FOW-KW-BARRIER-KIND-R"
    rabbit = to_field(state, "ann", "BFA-011")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": rabbit, "ability": 0, "targets": [warded]}))
    assert _entity(state, "bob", warded).rested
    # Ann's own copy: her chant is no opponent's, the restriction does not apply.
    mine = to_field(state, "ann", "SNV-080")
    assert _arrow_code(state, mine) is None


def test_fow_kw_barrier_cost_r_total_cost_four_or_less() -> None:
    """FOW-KW-BARRIER-COST-R with DBV-089 (a [Barrier] against total cost 4 or less) in bob's field: ann's
    fire arrow (PofA-023, total cost 1) cannot target it, her six-cost wind chant SNV-076 (2000 damage to
    target resonator) can and destroys it."""
    assert entry("DBV-089")["supported"] and card("DBV-089")["barrier_max_cost"] == 4
    state = real_started("DBV-089", "PofA-023", "SNV-076")
    warded = to_field(state, "bob", "DBV-089")
    assert _arrow_code(state, warded) == "FOW-KW-BARRIER-COST-R"
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SNV-076"), [warded]))
    assert warded in player(state, "bob").graveyard
