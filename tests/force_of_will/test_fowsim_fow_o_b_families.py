"""New Valhalla / Alice Origin / Saga / Hero ability families (branch fow-o-b), each played with a real card named by
id (the printed text stays in ../shared): a [Barrier] (Chant) / (Resonator) gained until end of turn by a one-time
effect (FOW-BARRIER-KIND-UNTIL-R: AOA-029, SNV-052; LEL-076 of Lapis too); "Rest a recovered J/ruler you control" as
an effect, with an "If you do" after it (FOW-REST-J-RULER-EFFECT-R: SDV4-018, DBV-068); field addition tokens
(FOW-ADDITION-TOKEN-R: DBV-023, MP01-158; GOG-048 of Duel too)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_sentence
from adjudicator.force_of_will.cards import validate_card_set

from .fowsim_db import card, entry, sentences
from .helpers import act, code_of, listed, next_turn, player, pool, to_field, to_hand
from .real import board_of, j_ruler_to_field, real_set, real_started, resolve_all
from .test_fowsim_fow_plain_runes_families import play_rune, rune_game

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


# -- FOW-REST-J-RULER-EFFECT-R: SDV4-018 (and DBV-068) -----------------------------------------------------------


def _snipe_game() -> tuple[Any, str]:
    """Ann's first main phase with the wind ruler SDV4-001 and the rune SDV4-018 (with four other wind runes) in her rune area; bob's TST-R17 in
    his field: the state and that resonator."""
    state = rune_game(runes=("SDV4-018", "SDV4-003", "SDV4-013", "SDV4-014", "SDV4-022"), ruler="SDV4-001")
    return state, to_field(state, "bob", "TST-R17")


def _in_field(state: Any, pid: str, instance: str) -> bool:
    return any(e.id == instance for e in player(state, pid).field)


def test_fow_rest_j_ruler_effect_r_rests_the_ruler_then_destroys() -> None:
    """FOW-REST-J-RULER-EFFECT-R with SDV4-018 (a rune of no other type, {G}): its first sentence is a rest of its
    controller's J/ruler with no target, the destroy after it asks 'If you do'; played from ann's rune area, it rests
    her recovered ruler in its ruler area and destroys bob's TST-R17."""
    for card_id in ("SDV4-018", "DBV-068"):
        assert entry(card_id)["supported"], card_id
    assert card("SDV4-018")["effects"] == [{"op": "rest", "j_ruler": True}, {"op": "destroy", "condition": "if_you_do", "target": 0}]
    state, his = _snipe_game()
    assert player(state, "ann").ruler is not None and not player(state, "ann").ruler.rested
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-018", {"wind": 1}, [his])))
    assert player(state, "ann").ruler.rested
    assert his in player(state, "bob").graveyard and not _in_field(state, "bob", his)


def test_fow_rest_j_ruler_effect_r_already_rested_nothing_destroyed() -> None:
    """FOW-REST-J-RULER-EFFECT-R with SDV4-018: ann's ruler is already rested -- the rune may still be played (no
    cost rests it), but no J/ruler is rested by it, so the 'If you do' destroy is not done: bob's TST-R17 stays."""
    state, his = _snipe_game()
    player(state, "ann").ruler.rested = True
    action = play_rune(state, "ann", "SDV4-018", {"wind": 1}, [his])
    assert code_of(state, action) is None
    state = resolve_all(act(state, action))
    assert _in_field(state, "bob", his) and his not in player(state, "bob").graveyard


def test_fow_rest_j_ruler_effect_r_the_j_ruler_in_the_field() -> None:
    """FOW-REST-J-RULER-EFFECT-R with SDV4-018: with ann's J-ruler SDV4-001J in the field (her ruler area empty), the
    recovered J-ruler is the one rested, and bob's TST-R17 is destroyed."""
    state, his = _snipe_game()
    j_ruler = j_ruler_to_field(state, "ann")
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-018", {"wind": 1}, [his])))
    assert next(e for e in player(state, "ann").field if e.id == j_ruler).rested
    assert his in player(state, "bob").graveyard


# -- FOW-ADDITION-TOKEN-R: DBV-023 (and MP01-158, GOG-048) -------------------------------------------------------


def _moon(state: Any, mode: int, targets: list[str] | None = None) -> Any:
    """DBV-023 ({R}, [Quickcast], choose one) put into ann's hand and played in ``mode``; it resolves."""
    instance = to_hand(state, "ann", "DBV-023")
    pool(state, "ann", fire=1)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": instance, "mode": mode, "targets": targets or [], "payment": {"pool": {"fire": 1}}}))


def _tokens(state: Any) -> list[Any]:
    return [e for e in player(state, "ann").field if ".T" in e.id]


def test_fow_addition_token_r_a_field_addition_enters() -> None:
    """FOW-ADDITION-TOKEN-R with DBV-023's first option: a fire Moon field addition token (no ATK/DEF) enters ann's
    field and she draws a card; the state passes the consistency check."""
    for card_id in ("DBV-023", "MP01-158", "GOG-048"):
        assert entry(card_id)["supported"], card_id
    assert card("DBV-023")["modes"][0]["effects"][0] == {"op": "put_tokens", "atk": 0, "def": 0, "attributes": ["fire"], "races": ["Moon"], "card_type": "addition"}
    state = real_started("DBV-023")
    hand = len(player(state, "ann").hand)
    state = _moon(state, 0)
    (token,) = _tokens(state)
    defn = board_of(state).defn(token)
    assert defn.types == ["addition"] and defn.subtypes == ["field"] and defn.races == ["Moon"] and defn.attributes == ["fire"]
    assert defn.atk is None and defn.def_ is None and token.added_to is None
    assert len(player(state, "ann").hand) == hand + 1  # DBV-023 put into the hand and played, one card drawn
    GAME.check(state)


def test_fow_addition_token_r_counted_as_addition_not_a_target_j_resonator() -> None:
    """FOW-ADDITION-TOKEN-R with DBV-023: two Moon addition tokens make its second option deal 800 to bob's TST-R17
    (destroyed); the token is no J/resonator -- TST-C05 (deal 400 to target J/resonator) cannot target it; with no
    token the second option deals nothing."""
    state = real_started("DBV-023", copies=3)
    his = to_field(state, "bob", "TST-R17")
    state = _moon(_moon(state, 0), 0)
    tokens = _tokens(state)
    assert len(tokens) == 2
    chant = to_hand(state, "ann", "TST-C05")
    pool(state, "ann", fire=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [tokens[0].id], "payment": {"pool": {"fire": 1}}}) is not None
    state = _moon(state, 1, [his])
    assert his in player(state, "bob").graveyard
    state = real_started("DBV-023")
    his = to_field(state, "bob", "TST-R17")
    state = _moon(state, 1, [his])
    assert next(e for e in player(state, "bob").field if e.id == his).damage == 0


def test_fow_addition_token_r_stats_on_an_addition_token_refused() -> None:
    """FOW-ADDITION-TOKEN-R: a card set whose addition token has ATK/DEF is refused by validation (the reading never
    makes one); DBV-023's own record validates."""
    record = card("DBV-023")
    changed = dict(record, modes=[dict(record["modes"][0], effects=[dict(record["modes"][0]["effects"][0], atk=400, **{"def": 400})])])
    assert not _set_problems(record)
    assert any("FOW-ADDITION-TOKEN-R" in problem for problem in _set_problems(changed))


def _set_problems(record: dict[str, Any]) -> list[str]:
    bad = real_set("DBV-023")
    bad["cards"] = [record if c["id"] == "DBV-023" else c for c in bad["cards"]]
    return [e.message for e in validate_card_set(bad)[2]]
