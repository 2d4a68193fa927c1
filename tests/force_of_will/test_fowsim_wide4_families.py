"""Ability families read across the whole community database, fourth batch (shapes on no Grimm-cluster
card): each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .test_fowsim_abilities import real_started


def _discard_self_index(def_id: str) -> int:
    return next(i for i, a in enumerate(card(def_id)["abilities"]) if a.get("cost", {}).get("discard_self"))


def test_fow_inheritance_r_played_from_the_hand_by_discarding_the_card() -> None:
    """FOW-INHERITANCE-R with LEL-022 (a water resonator whose [Inheritance] ability, two water, returns a
    resonator to its owner's hand): read as a "discard this card" ability; ann plays it from her hand, the
    card goes to her graveyard as the cost is paid, and bob's resonator (LEL-013) goes back to his hand;
    from the field the same ability is refused (FOW-DISCARD-SELF-R)."""
    assert entry("LEL-022")["supported"] and entry("LEL-013")["supported"]
    ability = card("LEL-022")["abilities"][_discard_self_index("LEL-022")]
    assert ability["cost"] == {"will": {"specified": {"water": 2}}, "discard_self": True}
    state = real_started("LEL-022", "LEL-013")
    in_hand = to_hand(state, "ann", "LEL-022")
    victim = to_field(state, "bob", "LEL-013")
    pool(state, "ann", water=2)
    action = {"type": "activate", "player": "ann", "card": in_hand, "ability": _discard_self_index("LEL-022"), "targets": [victim], "payment": {"pool": {"water": 2}}}
    state = act(state, action)
    assert in_hand in player(state, "ann").graveyard and in_hand not in player(state, "ann").hand
    state = both_pass(state)
    assert victim in player(state, "bob").hand and victim not in {e.id for e in player(state, "bob").field}
    on_field = to_field(state, "ann", "LEL-022")
    pool(state, "ann", water=2)
    assert code_of(state, action | {"card": on_field, "targets": [to_field(state, "bob", "LEL-013")]}) == "FOW-DISCARD-SELF-R"


def test_fow_inheritance_r_damage_ability_and_the_card_types_it_is_read_on() -> None:
    """FOW-INHERITANCE-R with LEL-013 (a fire resonator: [Inheritance] fire and one, damage to a
    J/resonator): played from the hand its damage destroys bob's LEL-013; the same line on a chant (which
    has no discard-this-card ability) stays unsupported."""
    state = real_started("LEL-013")
    in_hand = to_hand(state, "ann", "LEL-013")
    victim = to_field(state, "bob", "LEL-013")
    pool(state, "ann", fire=1, void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": in_hand, "ability": _discard_self_index("LEL-013"), "targets": [victim], "payment": {"pool": {"fire": 1, "void": 1}}})
    state = both_pass(state)
    assert victim in player(state, "bob").graveyard and in_hand in player(state, "ann").graveyard
    line = card("LEL-013")["abilities"][0]["text"]
    record = {"types": ["chant"], "abilities": [], "effects": [], "targets": [], "keywords": []}
    try:
        map_ability(line, record)
    except Unsupported as exc:
        assert "Inheritance" in str(exc)
    else:
        raise AssertionError("an [Inheritance] chant was read")
