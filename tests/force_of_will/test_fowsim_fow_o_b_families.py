"""New Valhalla / Alice Origin / Saga / Hero ability families (branch fow-o-b), each played with a real card named by
id (the printed text stays in ../shared): a [Barrier] (Chant) / (Resonator) gained until end of turn by a one-time
effect (FOW-BARRIER-KIND-UNTIL-R: AOA-029, SNV-052; LEL-076 of Lapis too)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_sentence

from .fowsim_db import card, entry, sentences
from .helpers import act, code_of, listed, next_turn, player, pool, to_field, to_hand
from .real import board_of, real_started, resolve_all

# -- FOW-BARRIER-KIND-UNTIL-R: AOA-029 (and SNV-052, LEL-076) ----------------------------------------------------


def _guard(state: Any, pid: str, target: str) -> dict[str, Any]:
    """AOA-029 ({R}, [Quickcast]) put into ``pid``'s hand with its cost in the pool: the play at ``target``."""
    instance = to_hand(state, pid, "AOA-029")
    pool(state, pid, fire=1)
    return {"type": "play_card", "player": pid, "card": instance, "targets": [target], "payment": {"pool": {"fire": 1}}}


def _destroy(state: Any, target: str) -> dict[str, Any]:
    """The reference chant TST-C10 (destroy target resonator, {B}{B}{1}) played by ann at ``target``."""
    instance = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [target], "payment": {"pool": {"darkness": 2, "void": 1}}}


def test_fow_barrier_kind_until_r_parsed_on_real_cards() -> None:
    """FOW-BARRIER-KIND-UNTIL-R: AOA-029's and SNV-052's lines read as the one-time flag ``barrier_chant`` on their
    target (no keyword, no printed [Barrier] of the card); LEL-076's on this card."""
    for card_id in ("AOA-029", "SNV-052", "LEL-076"):
        assert entry(card_id)["supported"], card_id
    assert card("AOA-029")["effects"] == [{"op": "modify", "flags": ["barrier_chant"], "target": 0}]
    assert card("SNV-052")["abilities"][0]["effects"] == [{"op": "modify", "flags": ["barrier_chant"], "target": 0}]
    assert card("LEL-076")["abilities"][2]["effects"] == [{"op": "modify", "flags": ["barrier_chant"], "target": "self"}]
    assert "barrier_types" not in card("AOA-029")


def test_fow_barrier_kind_until_r_the_opponents_chant_cannot_target_it() -> None:
    """FOW-BARRIER-KIND-UNTIL-R with AOA-029: ann gives bob's TST-R17 [Barrier] (Chant); her chant TST-C10 is then
    refused at it with the rule's code and not listed at it, while bob's other resonator stays a legal target."""
    state = real_started("AOA-029")
    guarded = to_field(state, "bob", "TST-R17")
    other = to_field(state, "bob", "TST-R16")
    state = resolve_all(act(state, _guard(state, "ann", guarded)))
    action = _destroy(state, guarded)
    assert code_of(state, action) == "FOW-BARRIER-KIND-UNTIL-R"
    assert not listed(state, "play_card", card=action["card"], targets=[guarded])
    assert code_of(state, action | {"targets": [other]}) is None


def test_fow_barrier_kind_until_r_illegal_on_resolution() -> None:
    """FOW-BARRIER-KIND-UNTIL-R with AOA-029 played by bob in answer to ann's TST-C10 at his TST-R17: on
    resolution the chant's only target is illegal, so the resonator stays in bob's field."""
    state = real_started("AOA-029")
    guarded = to_field(state, "bob", "TST-R17")
    state = act(state, _destroy(state, guarded))
    state = act(state, {"type": "pass", "player": "ann"})
    state = resolve_all(act(state, _guard(state, "bob", guarded)))
    assert any(e.id == guarded for e in player(state, "bob").field)
    assert guarded not in player(state, "bob").graveyard


def test_fow_barrier_kind_until_r_only_that_kind_and_only_the_opponents() -> None:
    """FOW-BARRIER-KIND-UNTIL-R with AOA-029: it is no full [Barrier] -- ann's resonator TST-R14's [Enter] ability
    still targets and damages bob's guarded TST-R17; and bob, its controller, may still target it with a chant
    (his own TST-C10 is accepted)."""
    state = real_started("AOA-029")
    guarded = to_field(state, "bob", "TST-R17")
    state = resolve_all(act(state, _guard(state, "ann", guarded)))
    drake = to_hand(state, "ann", "TST-R14")
    pool(state, "ann", fire=2, void=2)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": drake, "payment": {"pool": {"fire": 2, "void": 2}}}), {drake: [guarded]})
    entity = next(e for e in player(state, "bob").field if e.id == guarded)
    assert entity.damage == 300
    state.priority = "bob"
    chant = to_hand(state, "bob", "TST-C05")
    pool(state, "bob", fire=1)
    assert code_of(state, {"type": "play_card", "player": "bob", "card": chant, "targets": [guarded], "payment": {"pool": {"fire": 1}}}) is None


def test_fow_barrier_kind_until_r_gone_next_turn_and_other_forms_refused() -> None:
    """FOW-BARRIER-KIND-UNTIL-R: the barrier lasts until end of turn -- in bob's next turn the flag is gone from the
    guarded card's modifiers; a (Resonator) parenthesis reads the same way; the change without 'until end of
    turn', or with another parenthesis, is not this reading."""
    state = real_started("AOA-029")
    guarded = to_field(state, "bob", "TST-R17")
    state = resolve_all(act(state, _guard(state, "ann", guarded)))
    entity = next(e for e in player(state, "bob").field if e.id == guarded)
    assert board_of(state).barrier_kinds(entity) == ["chant"]
    state = next_turn(state)
    entity = next(e for e in player(state, "bob").field if e.id == guarded)
    assert board_of(state).barrier_kinds(entity) == []
    line = sentences("AOA-029", 2)[0]
    resonator = line.replace("(Chant)", "(Resonator)")
    assert parse_sentence(resonator, lambda spec: 0)["flags"] == ["barrier_resonator"]
    for wording in (line.removesuffix(" until end of turn"), line.replace("(Chant)", "(Addition)")):
        try:
            effect = parse_sentence(wording, lambda spec: 0)
        except Unsupported:
            continue
        assert "barrier_chant" not in effect.get("flags", []), wording
