"""Grimm-cluster ability families, seventh batch (sets CMF and MPR): a Judgment section that discards a named
card beside its will, "(if <condition>,) you may pay <will>. If you do, ...", "target resonator with no
addition", "added resonator" (its "cannot recover during recovery phase", damage to its controller, "at the end
of its controller's turn", "whenever resonator with this becomes rested"), a [Continuous] line with an
end-of-turn sentence, "rest a recovered resonator other than <name>", "whenever you play a normal spell",
"return this card to its Ruler side", "banish another resonator" after "if no resonator you control attacked
this turn", "remove all damage", "when <name> is put into a graveyard from your field", "when this card is
banished by [Incarnation]" -- each played with a
real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import DoJudgment, Entity, Pay
from adjudicator.force_of_will.turns import advance

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, next_turn, pass_until, player, pool, to_field, to_hand
from .real import (
    added,
    board_of,
    field,
    hero_started,
    paid_play,
    play,
    real_started,
    resolve_all,
    stats,
    to_decision,
)

# -- FOW-COST-DISCARD-R: a Judgment discarding a named card --------------------------------------------------


def _snow_white() -> tuple[object, str, str]:
    """CMF-036's two Judgment sections on the reference ruler, a CMF-031 (the card its second section
    discards by name) and a reference resonator in ann's hand."""
    state = hero_started(("CMF-031",), changed={"TST-RU1": {"judgment": card("CMF-036")["judgment"]}})
    return state, to_hand(state, "ann", "CMF-031"), to_hand(state, "ann", "TST-R01")


def _judgment(state: object, will: dict[str, int], discard: list[str]) -> dict[str, object]:
    pool(state, "ann", **will)  # type: ignore[arg-type]
    return {"type": "judgment", "player": "ann", "payment": {"pool": will, "discard": discard}}


def test_fow_cost_discard_r_judgment_pays_one_and_discards_the_named_card() -> None:
    """FOW-COST-DISCARD-R with CMF-036 (a ruler with two Judgment sections, the second one will and a
    discarded card of a name): one void will and CMF-031 from ann's hand do the Judgment, CMF-031 goes to
    her graveyard; the legal actions list that Judgment with CMF-031 discarded."""
    assert entry("CMF-036")["supported"]
    (second,) = card("CMF-036")["judgment"]["alternatives"]
    assert second["discard"] == {"names": [card("CMF-031")["name"]]} and second["cost"] == {"free": 1}
    state, apple, _ = _snow_white()
    pool(state, "ann", void=1)
    listed = [a for a in GAME.legal_actions(state, "ann") if isinstance(a, DoJudgment)]
    assert [a.payment.discard for a in listed] == [[apple]]
    done = act(state, _judgment(state, {"void": 1}, [apple]))
    assert done.chase and done.turn.judgment
    assert apple in player(done, "ann").graveyard and apple not in player(done, "ann").hand


def test_fow_cost_discard_r_judgment_refuses_another_card_or_none() -> None:
    """FOW-COST-DISCARD-R with CMF-036: one will discarding a card of another name, or discarding none, is
    refused with the code of the discarding cost; the printed section's will does not discard."""
    state, apple, other = _snow_white()
    assert code_of(state, _judgment(state, {"void": 1}, [other])) == "FOW-COST-DISCARD-R"
    assert code_of(state, _judgment(state, {"void": 1}, [])) == "FOW-COST-DISCARD-R"
    printed = {"light": 1, "fire": 1, "void": 2}
    assert code_of(state, _judgment(state, printed, [])) is None
    assert code_of(state, _judgment(state, printed, [apple])) is not None


# -- FOW-PAY-WILL-MAY-R -------------------------------------------------------------------------------------


def _romeo_gone(juliet: bool) -> tuple[Any, str]:
    """CMF-090 put from ann's field into her graveyard (with a reference resonator bearing CMF-008's name
    in her field when ``juliet``), its trigger played and passed on to its resolution."""
    state = hero_started(("CMF-090",), changed={"TST-R01": {"name": card("CMF-008")["name"]}})
    romeo = to_field(state, "ann", "CMF-090")
    if juliet:
        to_field(state, "ann", "TST-R01")
    board = board_of(state)
    entity = board.entity(romeo)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    advance(board, [])  # the trigger is asked as the next decision (FOW-PRIO-7)
    if not juliet:
        return state, romeo
    return to_decision(state, "pay", {}), romeo


def test_fow_pay_will_may_r_paid_the_card_returns_to_the_field() -> None:
    """FOW-PAY-WILL-MAY-R with CMF-090 (put into the graveyard from the field: if its player controls
    CMF-008, they may pay one darkness will; if they do, it comes back into their field): the pay decision
    is ann's; one darkness will paid, CMF-090 is in her field again and the will is spent."""
    assert entry("CMF-090")["supported"]
    effects = card("CMF-090")["abilities"][-1]["effects"]
    assert [e["op"] for e in effects] == ["pay_will", "from_graveyard"] and effects[0]["cost"] == {"specified": {"darkness": 1}}
    state, romeo = _romeo_gone(juliet=True)
    assert state.decision is not None and state.decision.kind == "pay" and state.decision.player == "ann"
    pool(state, "ann", darkness=1)
    assert sorted(a.payment is None for a in GAME.legal_actions(state, "ann") if isinstance(a, Pay)) == [False, True]
    assert code_of(state, {"type": "pay", "player": "ann", "payment": {"pool": {"fire": 1}}}) is not None
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": {"pool": {"darkness": 1}}}))
    assert romeo in field(state, "ann") and romeo not in player(state, "ann").graveyard
    assert not player(state, "ann").pool


def test_fow_pay_will_may_r_declined_or_condition_failing_nothing() -> None:
    """FOW-PAY-WILL-MAY-R with CMF-090: declined (payment: null), it stays in the graveyard; without
    CMF-008 in ann's field nothing is asked and it stays there too; a will payment not made optional, or
    with X, is refused when read."""
    state, romeo = _romeo_gone(juliet=True)
    pool(state, "ann", darkness=1)
    state = resolve_all(act(state, {"type": "pay", "player": "ann", "payment": None}))
    assert romeo in player(state, "ann").graveyard and player(state, "ann").pool
    state, romeo = _romeo_gone(juliet=False)
    state = resolve_all(state)
    assert state.decision is None and romeo in player(state, "ann").graveyard
    assert "not 'you may pay <will>'" in line_refusal("[Enter] >>> Pay {R}. Draw a card.")
    assert "Pay {X}" in line_refusal("[Enter] >>> You may pay {X}. If you do, draw a card.")


# -- FOW-TARGET-NO-ADDITION-R -------------------------------------------------------------------------------


def _hastur_entered() -> tuple[Any, str, str]:
    """MPR-096 played by ann and resolved (its [Enter] asked), bob's TST-R10 wearing his TST-A01 and his plain
    TST-R01 in the field: the state, the dressed and the plain resonator."""
    state = real_started("MPR-096")
    dressed = to_field(state, "bob", "TST-R10")
    to_field(state, "bob", "TST-A01", added_to=dressed)
    plain = to_field(state, "bob", "TST-R01")
    state = to_decision(act(state, paid_play(state, "ann", "MPR-096")), "automatic", {})
    return state, dressed, plain


def test_fow_target_no_addition_r_a_resonator_without_addition_destroyed() -> None:
    """FOW-TARGET-NO-ADDITION-R with MPR-096 (its [Enter] destroys a target resonator with no addition):
    bob's resonator wearing an addition is refused with the code; his plain one is destroyed."""
    assert entry("MPR-096")["supported"]
    assert card("MPR-096")["abilities"][0]["targets"] == [{"kind": "resonator", "no_addition": True}]
    state, dressed, plain = _hastur_entered()
    pending = state.pending[0].id
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [dressed]}) == "FOW-TARGET-NO-ADDITION-R"
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [plain]}))
    assert plain in player(state, "bob").graveyard and dressed in field(state, "bob")


def test_fow_target_no_addition_r_an_addition_added_before_it_resolves() -> None:
    """FOW-TARGET-NO-ADDITION-R with MPR-096: an addition added to the chosen resonator before the ability
    resolves makes the target illegal -- it is not destroyed."""
    state, _, plain = _hastur_entered()
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [plain]})
    to_field(state, "bob", "TST-A02", added_to=plain)
    state = resolve_all(state)
    assert plain in field(state, "bob")


# -- FOW-ADDED-REF-R / FOW-NO-RECOVER-CONT-R ----------------------------------------------------------------


def _rested(state: Any, card_id: str) -> bool:
    return next(e for e in player(state, "ann").field if e.id == card_id).rested


def _two_turns(state: Any) -> Any:
    """Bob's turn and ann's next, past her recovery phase (into her main phase)."""
    for _ in range(2):
        state = next_turn(state)
    return pass_until(state, lambda s: s.phase == "main")


def test_fow_added_ref_r_rest_and_recover_added_resonator() -> None:
    """FOW-ADDED-REF-R and FOW-NO-RECOVER-CONT-R with MPR-075 (an addition: its [Enter] rests the added
    resonator, which cannot recover during the recovery phase; {3}: recover it): added to ann's TST-R01, the
    host is rested, stays rested through her next recovery phase, and three will recover it."""
    assert entry("MPR-075")["supported"] and entry("TMS-012")["supported"]
    assert [a.get("effects", [{}])[0].get("target") for a in card("MPR-075")["abilities"]] == ["added", None, "added"]
    state, host = added("MPR-075", "TST-R01")
    assert _rested(state, host)
    state = _two_turns(state)
    assert state.turn.player == "ann" and _rested(state, host)
    glyph = next(e.id for e in player(state, "ann").field if e.added_to == host)
    pool(state, "ann", void=3)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": glyph, "ability": 2, "targets": [], "payment": {"pool": {"void": 3}}}))
    assert not _rested(state, host)


def test_fow_no_recover_cont_r_the_addition_gone_it_recovers() -> None:
    """FOW-NO-RECOVER-CONT-R with MPR-075: once the addition has left the field, the host recovers in ann's
    next recovery phase; "added resonator" on a card that is no addition is refused."""
    state, host = added("MPR-075", "TST-R01")
    board = board_of(state)
    glyph = next(e for e in player(state, "ann").field if e.added_to == host)
    board.leave_field(glyph, "graveyard", [])
    state = _two_turns(state)
    assert state.turn.player == "ann" and not _rested(state, host)
    assert "'added resonator'" in line_refusal("[Enter] >>> Recover added resonator. Draw a card.")


# -- FOW-DAMAGE-ITS-CONTROLLER-R / FOW-CONT-THEN-END-R ------------------------------------------------------


def _signed() -> tuple[Any, str]:
    """Ann's MPR-088 added to bob's TST-R10: the state once resolved, and bob's resonator."""
    state = real_started("MPR-088")
    host = to_field(state, "bob", "TST-R10")
    return resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-088"), [host])), host


def test_fow_damage_its_controller_r_end_of_turn_damage_to_the_added_resonators_controller() -> None:
    """FOW-CONT-THEN-END-R and FOW-DAMAGE-ITS-CONTROLLER-R with MPR-088 (an addition whose [Continuous] line
    gives the added resonator -300/-300, then at end of turn deals 300 damage to that resonator's
    controller): on bob's TST-R10 it is 300/300 smaller; at the end of ann's turn bob (not ann) is dealt 300."""
    assert entry("MPR-088")["supported"]
    continuous, automatic = card("MPR-088")["abilities"]
    assert continuous["scope"] == "added" and automatic["trigger"] == "end_of_turn" and automatic["effects"] == [{"op": "damage", "amount": 300, "of": "added"}]
    state, host = _signed()
    atk, defense, _ = stats(state, host)
    assert (atk, defense) == (board_of(state).card(host).atk - 300, board_of(state).card(host).def_ - 300)
    lives = (player(state, "ann").life, player(state, "bob").life)
    state = pass_until(state, lambda s: s.turn.player == "bob")
    assert (player(state, "ann").life, player(state, "bob").life) == (lives[0], lives[1] - 300)


def test_fow_cont_then_end_r_an_unreadable_sentence_keeps_the_line_refused() -> None:
    """FOW-CONT-THEN-END-R: a [Continuous] line whose end-of-turn sentence the vocabulary cannot read is
    refused whole (its static sentence is not kept alone); damage to "added resonator's controller" on a
    card that is no addition is refused."""
    assert "no vocabulary entry" in line_refusal("[Continuous]: Added resonator gains [-100/-100]. At the end of turn, this card sings.", "addition")
    assert "'added resonator'" in line_refusal("[Continuous]: At the end of turn, this card deals 100 damage to added resonator's controller. Draw a card.")


# -- FOW-TRIG-END-ADDED-R -----------------------------------------------------------------------------------


def test_fow_trig_end_added_r_destroyed_at_the_end_of_its_controllers_turn() -> None:
    """FOW-TRIG-END-ADDED-R with MPR-029 (an addition: destroy the added resonator at the end of its
    controller's turn), ann's, added to bob's TST-R10: it survives the end of ann's turn and is destroyed at
    the end of bob's."""
    assert entry("MPR-029")["supported"]
    assert card("MPR-029")["abilities"][0]["trigger"] == "end_of_added_turn"
    state = real_started("MPR-029")
    host = to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-029"), [host]))
    state = pass_until(state, lambda s: s.turn.player == "bob")
    assert host in field(state, "bob")
    state = pass_until(state, lambda s: s.turn.player == "ann")
    assert host in player(state, "bob").graveyard


def test_fow_trig_end_added_r_not_in_the_other_players_turn() -> None:
    """FOW-TRIG-END-ADDED-R with MPR-029 added to ann's own TST-R01: destroyed at the end of ann's turn, the
    turn of its controller; the form on a card that is no addition is not read."""
    state, host = added("MPR-029", "TST-R01")
    assert host in field(state, "ann")
    state = pass_until(state, lambda s: s.turn.player == "bob")
    assert host in player(state, "ann").graveyard
    assert "not in the vocabulary" in line_refusal("[Continuous]: Recover added resonator at the end of its controller's turn.")


# -- FOW-COST-REST-R "other than <name>" / FOW-NO-RECOVER-CONT-R on this card -------------------------------


def _rapunzel() -> tuple[Any, str, str, str]:
    """CMF-014 rested in ann's field, her recovered TST-R01 and a recovered TST-R02 bearing CMF-014's name."""
    state = hero_started(("CMF-014",), changed={"TST-R02": {"name": card("CMF-014")["name"]}})
    rapunzel, plain, namesake = to_field(state, "ann", "CMF-014"), to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R02")
    next(e for e in player(state, "ann").field if e.id == rapunzel).rested = True
    return state, rapunzel, plain, namesake


def _recover_by_resting(rapunzel: str, rested: str) -> dict[str, Any]:
    return {"type": "activate", "player": "ann", "card": rapunzel, "ability": 1, "targets": [], "payment": {"rest": [rested]}}


def test_fow_cost_rest_r_other_than_a_name_recovers_this_card() -> None:
    """FOW-COST-REST-R with CMF-014 (rest a recovered resonator you control other than one of its name:
    recover this card): resting TST-R01 recovers CMF-014; a resonator bearing CMF-014's name is refused with
    the code of the cost."""
    assert entry("CMF-014")["supported"]
    assert card("CMF-014")["abilities"][1]["cost"] == {"rest_cards": {"not_names": [card("CMF-014")["name"]]}}
    state, rapunzel, plain, namesake = _rapunzel()
    assert code_of(state, _recover_by_resting(rapunzel, namesake)) == "FOW-COST-REST-R"
    state = resolve_all(act(state, _recover_by_resting(rapunzel, plain)))
    assert not _rested(state, rapunzel) and _rested(state, plain)


def test_fow_no_recover_cont_r_this_card_stays_rested() -> None:
    """FOW-NO-RECOVER-CONT-R with CMF-014 (this card doesn't recover during the recovery phase): rested, it
    stays rested through ann's next recovery phase while her rested TST-R01 recovers."""
    state, rapunzel, plain, _ = _rapunzel()
    next(e for e in player(state, "ann").field if e.id == plain).rested = True
    state = _two_turns(state)
    assert state.turn.player == "ann" and _rested(state, rapunzel) and not _rested(state, plain)


# -- FOW-TRIG-ADDED-RESTED-R --------------------------------------------------------------------------------


def _shod() -> tuple[Any, str, str]:
    """Ann's CMF-033 added to bob's recovered TST-R10 (and his recovered TST-R01 beside it)."""
    state = real_started("CMF-033")
    host, other = to_field(state, "bob", "TST-R10"), to_field(state, "bob", "TST-R01")
    return resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-033"), [host])), host, other


def _rest_now(state: Any, card_id: str) -> Any:
    """``card_id`` rested by an effect (FOW-TRIG-RESTED-R's one emission point), then play on to an empty chase."""
    from adjudicator.force_of_will.effects import rest

    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    rest(board, entity, [])
    advance(board, [])
    return resolve_all(state)


def test_fow_trig_added_rested_r_damage_to_the_rested_resonators_controller() -> None:
    """FOW-TRIG-ADDED-RESTED-R with CMF-033 (an addition: whenever the added resonator becomes rested, 500
    damage to that resonator's controller), ann's, on bob's TST-R10: resting it deals bob 500, not ann."""
    assert entry("CMF-033")["supported"]
    assert card("CMF-033")["abilities"][0]["trigger"] == "added_rested"
    state, host, _ = _shod()
    lives = (player(state, "ann").life, player(state, "bob").life)
    state = _rest_now(state, host)
    assert (player(state, "ann").life, player(state, "bob").life) == (lives[0], lives[1] - 500)


def test_fow_trig_added_rested_r_not_for_another_or_an_already_rested_one() -> None:
    """FOW-TRIG-ADDED-RESTED-R with CMF-033: resting bob's other resonator, or the host once more while it is
    rested, triggers nothing."""
    state, host, other = _shod()
    life = player(state, "bob").life
    state = _rest_now(state, other)
    assert player(state, "bob").life == life
    state = _rest_now(state, host)
    state = _rest_now(state, host)
    assert player(state, "bob").life == life - 500


# -- FOW-TRIG-PLAYED-R: a normal spell ------------------------------------------------------------------------


def test_fow_trig_played_r_a_normal_spell_played() -> None:
    """FOW-TRIG-PLAYED-R with CMF-029 (whenever you play a normal spell, it gains [First Strike] and
    [Swiftness] until end of turn): ann's resonator TST-R01 played (a summon spell) gives nothing; her chant
    CMF-038 played gives both."""
    assert entry("CMF-029")["supported"] and entry("CMF-038")["supported"]
    assert card("CMF-029")["abilities"][0]["played"] == {"types": ["chant", "addition", "regalia", "rune"]}
    state = real_started("CMF-029", "CMF-038")
    pouncer = to_field(state, "ann", "CMF-029")
    resonator = to_hand(state, "ann", "TST-R01")
    cost = board_of(state).card(resonator).cost
    assert cost is not None
    will = {**{str(k): v for k, v in cost.specified.items()}, **({"void": cost.free} if cost.free else {})}
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": resonator, "targets": [], "payment": {"pool": will}}))
    assert not {"first_strike", "swiftness"} & stats(state, pouncer)[2]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-038"), ["bob"]))
    assert {"first_strike", "swiftness"} <= stats(state, pouncer)[2]


# -- FOW-RULER-SIDE-R ---------------------------------------------------------------------------------------


def _little_red() -> tuple[Any, str]:
    """Ann leads with CMF-027; its J-ruler CMF-027J in her field (as after her Judgment)."""
    state = real_started(ruler="CMF-027")
    ann = player(state, "ann")
    assert ann.ruler is not None
    ruler_id = ann.ruler.id
    ann.ruler = None
    ann.field.append(Entity(id=ruler_id, j_ruler=True))
    return state, ruler_id


def test_fow_ruler_side_r_back_to_the_ruler_area_at_end_of_turn() -> None:
    """FOW-RULER-SIDE-R with CMF-027J (at end of turn, return this card to its ruler side): at the end of
    ann's turn it leaves her field for her ruler area, ruler side up, recovered and not astral."""
    assert entry("CMF-027J")["supported"] and entry("CMF-027")["supported"]
    assert card("CMF-027J")["abilities"][-1]["effects"] == [{"op": "ruler_side"}]
    state, ruler_id = _little_red()
    state = pass_until(state, lambda s: s.turn.player == "bob")
    ann = player(state, "ann")
    assert ruler_id not in field(state, "ann") and ann.ruler is not None and ann.ruler.id == ruler_id
    assert not ann.ruler.astral and not ann.ruler.rested


def test_fow_ruler_side_r_a_j_ruler_only() -> None:
    """FOW-RULER-SIDE-R: the effect on a resonator is refused when read."""
    assert "ruler side" in line_refusal("[Continuous]: At end of turn, draw a card. Return this card to its Ruler side.")


# -- FOW-BANISH-ANOTHER-R / FOW-ATTACKED-THIS-TURN-R ---------------------------------------------------------


def _distrust(attacked: bool) -> tuple[Any, str, str]:
    """MPR-085 and ann's TST-R01 in her field (TST-R01 declared as an attacker this turn when ``attacked``),
    played on to the end of her turn: the state (the banish asked, or the turn over) and both cards."""
    state = real_started("MPR-085")
    king, other = to_field(state, "ann", "MPR-085"), to_field(state, "ann", "TST-R01")
    if attacked:
        state.turn.attacked = [f"ann/{other}"]
    state = pass_until(state, lambda s: (s.decision is not None and s.decision.kind == "banish") or s.turn.player == "bob")
    return state, king, other


def test_fow_banish_another_r_no_attack_another_resonator_banished() -> None:
    """FOW-BANISH-ANOTHER-R with MPR-085 (at the end of your turn, if no resonator you control attacked this
    turn, banish another resonator): no attack this turn, ann is asked to banish -- MPR-085 itself is refused
    with the code, her TST-R01 goes to her graveyard."""
    assert entry("MPR-085")["supported"]
    assert card("MPR-085")["abilities"][0]["effects"][0]["other"] is True
    state, king, other = _distrust(attacked=False)
    assert state.decision is not None and state.decision.kind == "banish"
    assert code_of(state, {"type": "banish", "player": "ann", "card": king}) == "FOW-BANISH-CHOICE-R"
    state = pass_until(act(state, {"type": "banish", "player": "ann", "card": other}), lambda s: s.turn.player == "bob")
    assert other in player(state, "ann").graveyard and king in field(state, "ann")


def test_fow_attacked_this_turn_r_an_attack_no_banish() -> None:
    """FOW-ATTACKED-THIS-TURN-R with MPR-085: ann's resonator attacked this turn -- nothing is asked or banished."""
    state, king, other = _distrust(attacked=True)
    assert state.turn.player == "bob" and {king, other} <= field(state, "ann")


# -- FOW-REMOVE-DAMAGE-R ------------------------------------------------------------------------------------


def test_fow_remove_damage_r_a_j_rulers_damage_becomes_zero() -> None:
    """FOW-REMOVE-DAMAGE-R with CMF-006 ({Rest}: remove all damage dealt this turn to target J-ruler): ann's
    J-ruler with 300 damage on it has none after it resolves; a damaged resonator is refused as the target."""
    assert entry("CMF-006")["supported"]
    assert card("CMF-006")["abilities"][1]["effects"] == [{"op": "remove_damage", "target": 0}]
    state = real_started("CMF-006")
    ann = player(state, "ann")
    assert ann.ruler is not None
    ruler_id = ann.ruler.id
    ann.ruler = None
    ann.field.append(Entity(id=ruler_id, j_ruler=True, damage=300))
    grail = to_field(state, "ann", "CMF-006")
    hurt = to_field(state, "ann", "TST-R10", damage=100)
    activate = {"type": "activate", "player": "ann", "card": grail, "ability": 1}
    assert code_of(state, activate | {"targets": [hurt]}) == "FOW-TARGET-J-RULER-R"
    state = resolve_all(act(state, activate | {"targets": [ruler_id]}))
    assert next(e for e in player(state, "ann").field if e.id == ruler_id).damage == 0
    assert next(e for e in player(state, "ann").field if e.id == hurt).damage == 100


# -- FOW-TRIG-NAMED-GRAVEYARD-R -----------------------------------------------------------------------------


def _pilot() -> tuple[Any, str, str, str]:
    """MPR-001 in ann's field; a reference resonator bearing MPR-017's name in each field, a plain one in ann's."""
    name = card("MPR-001")["abilities"][-1]["gone_names"][0]
    state = hero_started(("MPR-001",), changed={"TST-R01": {"name": name}, "TST-R02": {"name": name}})
    to_field(state, "ann", "MPR-001")
    return state, to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02"), to_field(state, "ann", "TST-R10")


def _gone(state: Any, card_id: str) -> Any:
    board = board_of(state)
    entity = board.entity(card_id)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    advance(board, [])
    return resolve_all(state)


def test_fow_trig_named_graveyard_r_the_named_resonator_from_your_field() -> None:
    """FOW-TRIG-NAMED-GRAVEYARD-R with MPR-001 (when a card of MPR-017's name is put into a graveyard from your
    field, you gain 1000 life): ann's resonator of that name put into her graveyard gains her 1000 life."""
    assert entry("MPR-001")["supported"]
    assert card("MPR-001")["abilities"][-1]["gone_names"] == [card("MPR-017")["name"]]
    state, named, _, _ = _pilot()
    life = player(state, "ann").life
    state = _gone(state, named)
    assert player(state, "ann").life == life + 1000


def test_fow_trig_named_graveyard_r_not_another_name_nor_the_opponents_field() -> None:
    """FOW-TRIG-NAMED-GRAVEYARD-R with MPR-001: ann's resonator of another name, or bob's of that name, put into
    a graveyard gains ann nothing; a name the database does not print on resonators only is refused."""
    state, _, theirs, plain = _pilot()
    life = player(state, "ann").life
    state = _gone(_gone(state, plain), theirs)
    assert player(state, "ann").life == life
    assert "resonators only" in line_refusal('When "Nobody Such" is put into a graveyard from your field, you gain 100 life.')


# -- FOW-TRIG-INCARNATION-BANISHED-R -------------------------------------------------------------------------


def _acolyte(incarnation: bool) -> tuple[Any, str]:
    """MPR-073 in ann's field banished (by the darkness [Incarnation] given to the reference TST-R10, or by
    an effect), played on to the optional payment if it triggers."""
    state = hero_started(("MPR-073",), changed={"TST-R10": {"incarnation": ["darkness"]}})
    acolyte = to_field(state, "ann", "MPR-073")
    if incarnation:
        treant = to_hand(state, "ann", "TST-R10")
        state = act(state, {"type": "play_card", "player": "ann", "card": treant, "incarnation": True, "payment": {"banish": [acolyte]}})
    else:
        board = board_of(state)
        entity = board.entity(acolyte)
        assert entity is not None
        board.leave_field(entity, "graveyard", [])
        advance(board, [])
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "may" or not state.chase and not state.pending:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    return state, acolyte


def test_fow_trig_incarnation_banished_r_pay_life_draw() -> None:
    """FOW-TRIG-INCARNATION-BANISHED-R with MPR-073 (when banished by [Incarnation], you may pay 400 life; if
    you do, draw a card): banished to play a card by [Incarnation], ann pays 400 life and draws a card."""
    assert entry("MPR-073")["supported"]
    assert card("MPR-073")["abilities"][-1]["trigger"] == "incarnation_banished"
    state, acolyte = _acolyte(incarnation=True)
    assert acolyte in player(state, "ann").graveyard
    assert state.decision is not None and state.decision.kind == "may"
    life, hand = player(state, "ann").life, len(player(state, "ann").hand)
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert player(state, "ann").life == life - 400 and len(player(state, "ann").hand) == hand + 1


def test_fow_trig_incarnation_banished_r_not_by_another_banish() -> None:
    """FOW-TRIG-INCARNATION-BANISHED-R with MPR-073 put into the graveyard otherwise: nothing triggers."""
    state, acolyte = _acolyte(incarnation=False)
    assert acolyte in player(state, "ann").graveyard and state.decision is None and not state.pending
