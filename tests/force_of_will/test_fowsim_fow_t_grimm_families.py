"""fow-t-grimm: forms of the Grimm cluster's cards, each tested on a real card named by id (no card text here).

- FOW-AWAKENED-IF-INSTEAD-R: a chant's "[Awakening] <cost>: If <condition>, <effect> (and <effect>) instead" -- played
  awakened while the condition holds as it resolves, the replacement (the card's one target named again) is done in
  place of the card's own effect; awakened without it, or not awakened, the card's own effect (MPR-092).
- FOW-TRIG-ADDED-YOURS-R: "When(ever) an addition is added to a resonator you control or an [Addition:Field] is put into
  your field": either entering triggers it (TAT-064 with TAT-070 and CMF-055).
- FOW-CONT-RACE-GAIN-R: "Added resonator gains [+A/+B] and <Race> in addition to its own race" (TAT-081).
- FOW-SELF-GRAVEYARD-ADD-R: an addable addition's "When this card is put into a graveyard from a field, you may add it to a
  target resonator you control": from its owner's graveyard into the field, added to that target (TAT-081).
"""

from __future__ import annotations

from adjudicator.force_of_will.effects import destroy
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.turns import advance

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, player, pool, to_field, to_hand
from .real import board_of, hero_started, play, real_started, resolve_all, stats, will_for

# -- FOW-AWAKENED-IF-INSTEAD-R ----------------------------------------------------------------------------------------


def _apollo(awakening: bool, named: bool) -> tuple[State, dict[str, object], str]:
    """Ann's first main phase, her ruler bearing (when ``named``) the second name MPR-092's condition reads (taken from
    the imported record): MPR-092 (a target resonator to the top of its owner's deck; awakened by two moon will, under a
    J/ruler of one of two names: to the bottom and a card drawn instead) aimed at bob's TST-R03."""
    when = next(e["when"] for e in card("MPR-092")["effects"] if e.get("when"))
    assert when["ruler_names"] == when["j_ruler_names"] and len(when["ruler_names"]) == 2
    state = hero_started(("MPR-092",), ruler_name=when["ruler_names"][1] if named else None)
    theirs = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "MPR-092")
    will = will_for("MPR-092") | ({"moon": 2} if awakening else {})
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": chant, "awakening": awakening, "targets": [theirs], "payment": {"pool": will}}
    return state, action, theirs


def test_fow_awakened_if_instead_r_named_ruler() -> None:
    """MPR-092 awakened, ann's ruler bearing one of the two names: bob's resonator goes to the bottom of his deck, not the
    top, and ann draws a card."""
    assert entry("MPR-092")["supported"]
    assert card("MPR-092")["awakening"]["cost"] == {"specified": {"moon": 2}}
    state, action, theirs = _apollo(True, named=True)
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, action))
    deck = player(state, "bob").deck
    assert deck[-1] == theirs and deck[0] != theirs
    assert len(player(state, "ann").hand) == hand  # the chant left it, a card drawn


def test_fow_awakened_if_instead_r_breaks_without_condition() -> None:
    """Breaking FOW-AWAKENED-IF-INSTEAD-R: awakened under a ruler of another name, or not awakened under the named one, MPR-092
    does its own effect only -- the resonator on top of bob's deck, no card drawn; a condition the vocabulary cannot
    read keeps the line refused."""
    for awakening, named in ((True, False), (False, True)):
        state, action, theirs = _apollo(awakening, named)
        hand = len(player(state, "ann").hand)
        state = resolve_all(act(state, action))
        assert player(state, "bob").deck[0] == theirs
        assert len(player(state, "ann").hand) == hand - 1
    refusal = line_refusal("[Awakening] {M}: If the moon is full tonight, put target resonator on the bottom of its owner's main deck instead.", "chant")
    assert "moon is full" in refusal


# -- FOW-TRIG-ADDED-YOURS-R -------------------------------------------------------------------------------------------


def _counters(state: State, card_id: str) -> int:
    entity = board_of(state).entity(card_id)
    assert entity is not None
    return dict(entity.counters or {}).get("achievement", 0)


def test_fow_trig_added_yours_r_addition_added_and_field_addition() -> None:
    """TAT-064 in ann's field: her TAT-070 added to her TST-R01 puts an achievement counter on it, her [Addition:Field]
    CMF-055 entering her field a second; each counter gives it +300/+300."""
    assert entry("TAT-064")["supported"]
    assert card("TAT-064")["abilities"][1]["trigger"] == "addition_added_yours"
    state = real_started("TAT-064", "TAT-070", "CMF-055")
    tower = to_field(state, "ann", "TAT-064")
    mine = to_field(state, "ann", "TST-R01")
    atk, def_, _ = stats(state, tower)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-070"), [mine]))
    assert _counters(state, tower) == 1
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-055")))
    assert _counters(state, tower) == 2
    assert stats(state, tower)[:2] == (atk + 600, def_ + 600)


def test_fow_trig_added_yours_r_breaks_on_the_opponents_resonator() -> None:
    """Breaking FOW-TRIG-ADDED-YOURS-R: ann's TAT-070 added to bob's resonator puts no counter on her TAT-064 (the
    resonator is not one she controls)."""
    state = real_started("TAT-064", "TAT-070")
    tower = to_field(state, "ann", "TAT-064")
    theirs = to_field(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-070"), [theirs]))
    assert _counters(state, tower) == 0


# -- FOW-CONT-RACE-GAIN-R, FOW-SELF-GRAVEYARD-ADD-R ------------------------------------------------------------------


def _soldier() -> tuple[State, str, str, str]:
    """Ann's TAT-081 played onto her TST-R01, her TST-R02 beside it: (state, addition, host, other)."""
    state = real_started("TAT-081")
    host, other = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R02")
    addition = to_hand(state, "ann", "TAT-081")
    return resolve_all(play(state, "ann", addition, [host])), addition, host, other


def _race_gained(state: State, card_id: str) -> bool:
    (race,) = card("TAT-081")["abilities"][0]["race_change"]["gain"]
    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    return race in board.defn(entity).races


def _destroyed(state: State, card_id: str) -> State:
    """``card_id`` destroyed by an effect, then the game advanced to the trigger's decision."""
    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    destroy(board, entity, [])
    advance(board, [])
    return state


def test_fow_cont_race_gain_r_and_self_graveyard_add_r() -> None:
    """TAT-081 on ann's TST-R01: it gains +200/+200 and the race; TAT-081 destroyed, its trigger aimed at her TST-R02
    adds it from her graveyard to that one, which then has the race and the change (the first no longer)."""
    assert entry("TAT-081")["supported"]
    state, addition, host, other = _soldier()
    assert _race_gained(state, host) and not _race_gained(state, other)
    base = stats(state, other)[:2]
    state = _destroyed(state, addition)
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [other]})
    state = both_pass(state)
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    entity = board_of(state).entity(addition)
    assert entity is not None and entity.added_to == other and addition not in player(state, "ann").graveyard
    assert _race_gained(state, other) and not _race_gained(state, host)
    assert stats(state, other)[:2] == (base[0] + 200, base[1] + 200)


def test_fow_self_graveyard_add_r_breaks_target_gone() -> None:
    """Breaking FOW-SELF-GRAVEYARD-ADD-R: the target resonator gone before the trigger resolves, TAT-081 stays in ann's
    graveyard; a regalia's line of that form is refused."""
    state, addition, _, other = _soldier()
    state = _destroyed(state, addition)
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [other]})
    board = board_of(state)
    gone = board.entity(other)
    assert gone is not None
    destroy(board, gone, [])
    state = both_pass(state)
    if state.decision is not None:
        state = act(state, {"type": "may", "player": "ann", "accept": True})  # accepted: still nothing to add it to
    state = resolve_all(state)
    assert addition in player(state, "ann").graveyard and board_of(state).entity(addition) is None
    refusal = line_refusal("[Continuous]: When this card is put into your graveyard from your field, you may add it to target resonator you control.", "regalia")
    assert "addable addition" in refusal
