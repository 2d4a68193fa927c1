"""Inverse cards (issue #14, CR 1030, 1302.3; branch fow-faces): the community database's second faces ``X^``
whose races hold Inverse are imported as the despair side ``X.despair`` of the card ``X`` (its hope side);
"invert this card", "when this card inverts" and "whenever you do judgment of a ruler" are played with real
cards named by id (the printed text stays in ../shared).  The other double-faced kinds (Shift cards, two face
rulers, the resonator/chant pairs CR 1302 gives no rule for) stay refused with their reasons."""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.importer import import_fowsim
from adjudicator.force_of_will.state import Entity, Pending, State

from .fowsim_db import card, entry, imported, line_refusal, raw_card
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_graveyard, to_hand
from .real import (
    board_of,
    hero_started,
    judgment_action,
    judgment_until_search,
    real_set,
    real_started,
    resolve_all,
    stack_on_top,
    stats,
)

JUDGMENT_WILL = {"light": 2, "void": 1}  # the reference ruler TST-RU1's [Judgment] cost


def _entity(state: State, pid: str, instance: str) -> Any:
    return next(e for e in player(state, pid).field if e.id == instance)


# -- FOW-INVERSE-SIDE-R: one card, two sides ----------------------------------------------------------------


def unreadable_despair() -> str:
    """An inverse card refused only because its despair side has a line the engine cannot read (the first such in
    the report: helpers keep making them readable, so the example is looked up, not named)."""
    return next(
        e["id"] for e in imported()["report"]
        if len(e["unsupported"]) == 1 and "despair side" in e["unsupported"][0]["reason"] and not e["id"].endswith("^")
    )


def test_fow_inverse_side_r_second_faces_imported_as_despair_sides() -> None:
    """FOW-INVERSE-SIDE-R (CR 1302.3): TSW-014^ (its races hold Inverse) is imported as TSW-014.despair, the back
    of TSW-014; both name the same sides, and both are supported only together (a card whose despair side has a
    line the engine cannot read is refused too)."""
    assert "Inverse" in raw_card("TSW-014^")["race"] and "Inverse" not in raw_card("TSW-014")["race"]
    sides = {"front": "TSW-014", "back": "TSW-014.despair"}
    assert card("TSW-014")["sides"] == sides and card("TSW-014.despair")["sides"] == sides
    assert "Inverse" in card("TSW-014.despair")["races"]
    for card_id in ("TSW-014", "TSW-014^", "TSW-016", "TSW-016^", "TSW-024", "TSW-024^", "TSW-125", "TSW-125^", "TSW-148", "TSW-148^"):
        assert entry(card_id)["supported"], card_id
    refused = unreadable_despair()
    assert not entry(refused)["supported"] and not entry(refused + "^")["supported"]


def test_fow_inverse_side_r_other_double_faced_kinds_stay_refused_with_their_reason() -> None:
    """FOW-INVERSE-SIDE-R: a Shift card's second face (BFA-076^, CR 1117), a two face ruler's (WOM-057J^, CR 1306)
    are not imported, each naming its kind; their front faces carry the same reason.  The chant half of an alternative
    card (EDL-028^, CR 1307) is imported as that card's chant half since fow-y-alt (FOW-ALT-CARD-R)."""
    assert "Shift card" in entry("BFA-076^")["reason"] and not entry("BFA-076^")["imported"]
    assert "two face ruler" in entry("WOM-057J^")["reason"]
    assert entry("EDL-028^")["imported"] and card("EDL-028")["chant_half"] == "EDL-028.chant"
    halves = {c["chant_half"] for c in imported()["card_set"]["cards"] if "chant_half" in c}
    assert all(
        not e["id"].endswith("^") or not e["imported"] or "Inverse" in raw_card(e["id"])["race"] or e["id"][:-1] + ".chant" in halves
        for e in imported()["report"] if e["id"]
    )


def test_fow_inverse_side_r_hope_side_outside_the_field() -> None:
    """FOW-INVERSE-SIDE-R (CR 1302.3e, 1302.3e-1): TSW-014 in a hand, a deck or a graveyard is its hope side (the
    instance names the card, never a side); in the field, once inverted, its despair side's ATK/DEF (800/800);
    leaving the field it is hope side up again -- put back into the field it is the 400/400 hope side."""
    state = real_started("TSW-014", copies=3)
    in_hand = to_hand(state, "ann", "TSW-014")
    assert board_of(state).card(in_hand).id == "TSW-014"
    knight = to_field(state, "ann", "TSW-014", inverted=True)
    assert stats(state, knight)[:2] == (800, 800)
    assert board_of(state).defn(_entity(state, "ann", knight)).name == card("TSW-014.despair")["name"]
    board = board_of(state)
    board.leave_field(_entity(state, "ann", knight), "graveyard", [])
    assert knight in player(state, "ann").graveyard and board.card(knight).id == "TSW-014"
    player(state, "ann").graveyard.remove(knight)
    player(state, "ann").field.append(Entity(id=knight))
    assert stats(state, knight)[:2] == (400, 400)
    grave = to_graveyard(state, "ann", "TSW-014")
    assert board_of(state).card(grave).name == card("TSW-014")["name"]


def test_fow_inverse_side_r_a_deck_names_the_hope_side() -> None:
    """FOW-INVERSE-SIDE-R: a deck holding TSW-014 is legal; one naming its despair side TSW-014.despair is refused
    with FOW-INVERSE-SIDE-R; a card whose despair side is unreadable is refused with FOW-DECK-6-R."""
    deck = full_deck("TST-RU1")
    deck["main"]["TSW-014"] = 1
    refused = unreadable_despair()
    deck["card_set"] = real_set("TST-RU1", "TSW-014", refused)
    assert GAME.validate_deck(deck) == []
    del deck["main"]["TSW-014"]
    deck["main"]["TSW-014.despair"] = 1
    assert [(p.code, p.path) for p in GAME.validate_deck(deck)] == [("FOW-INVERSE-SIDE-R", "/main/TSW-014.despair")]
    del deck["main"]["TSW-014.despair"]
    deck["main"][refused] = 1
    assert {p.code for p in GAME.validate_deck(deck)} == {"FOW-DECK-6-R"}


# -- FOW-TRIG-JUDGMENT-R / FOW-INVERT-R ---------------------------------------------------------------------


def test_fow_invert_r_judgment_inverts_the_knight() -> None:
    """FOW-TRIG-JUDGMENT-R and FOW-INVERT-R with TSW-014 (whenever you do judgment of a ruler, invert this card):
    ann's Judgment triggers it; resolved, TSW-014 is despair side up -- 800/800, the same card (its damage kept)."""
    state = real_started("TSW-014")
    knight = to_field(state, "ann", "TSW-014")
    _entity(state, "ann", knight).damage = 100
    assert stats(state, knight)[:2] == (400, 400)
    state = act(state, judgment_action(state, JUDGMENT_WILL))
    state = both_pass(state)  # the Judgment resolves: the trigger waits
    assert [(c.kind, c.card) for c in state.chase] == [("automatic", knight)]  # triggered, on the chase
    state = resolve_all(state)
    entity = _entity(state, "ann", knight)
    assert entity.inverted is True and entity.damage == 100
    assert stats(state, knight)[:2] == (800, 800)


def test_fow_trig_judgment_r_not_the_opponents_judgment() -> None:
    """FOW-TRIG-JUDGMENT-R: bob's TSW-014 does not trigger on ann's Judgment -- it stays hope side up."""
    state = real_started("TSW-014")
    knight = to_field(state, "bob", "TSW-014")
    state = act(state, judgment_action(state, JUDGMENT_WILL))
    state = both_pass(state)
    assert not state.pending and not state.chase
    state = resolve_all(state)
    assert _entity(state, "bob", knight).inverted is not True
    assert stats(state, knight)[:2] == (400, 400)


def test_fow_invert_r_stone_of_despair_produces_its_despair_will() -> None:
    """FOW-INVERT-R with TSW-148 (a special magic stone that inverts on your Judgment): hope side up it produces
    light only; once inverted its despair side produces light or darkness."""
    state = hero_started((), stones=("TSW-148",))
    stone = to_field(state, "ann", "TSW-148")
    assert board_of(state).defn(_entity(state, "ann", stone)).stone_produces == ["light"]
    state = resolve_all(act(state, judgment_action(state, JUDGMENT_WILL)))
    assert _entity(state, "ann", stone).inverted is True
    assert board_of(state).defn(_entity(state, "ann", stone)).stone_produces == ["light", "darkness"]


def test_fow_invert_r_an_inverted_card_does_not_invert_again() -> None:
    """FOW-INVERT-R (CR 1030.1): TSW-016 despair side up has no Judgment trigger any more (the despair side's
    abilities only, CR 1302.3d): a second Judgment-like invert does nothing -- no trigger, no event."""
    state = real_started("TSW-016")
    altar = to_field(state, "ann", "TSW-016", inverted=True)
    state = act(state, judgment_action(state, JUDGMENT_WILL))
    state = both_pass(state)
    assert not [p for p in state.pending if p.source == altar] and not [c for c in state.chase if c.card == altar]


# -- FOW-INVERT-TRIGGER-R -----------------------------------------------------------------------------------


def test_fow_invert_trigger_r_the_altar_puts_a_stone_into_the_field() -> None:
    """FOW-INVERT-TRIGGER-R with TSW-016 (its despair side: when this card inverts, put the top card of your
    magic stone deck into the field rested): ann's Judgment inverts it, which triggers that ability; resolved,
    ann's field holds one more magic stone, rested."""
    state = real_started("TSW-016")
    altar = to_field(state, "ann", "TSW-016")
    before = {e.id for e in player(state, "ann").field}
    top = player(state, "ann").stone_deck[0]
    state = act(state, judgment_action(state, JUDGMENT_WILL))
    state = both_pass(state)
    state = resolve_all(state)
    assert _entity(state, "ann", altar).inverted is True
    new = {e.id for e in player(state, "ann").field} - before
    assert top in new and _entity(state, "ann", top).rested


def test_fow_invert_trigger_r_entering_hope_side_up_does_not_trigger() -> None:
    """FOW-INVERT-TRIGGER-R: TSW-016 played from the hand enters hope side up: nothing of its despair side
    triggers (no stone is put into the field)."""
    state = real_started("TSW-016")
    altar = to_hand(state, "ann", "TSW-016")
    stones_before = len(player(state, "ann").stone_deck)
    pool(state, "ann", light=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": altar, "payment": {"pool": {"light": 1}}})
    state = resolve_all(state)
    assert _entity(state, "ann", altar).inverted is not True
    assert len(player(state, "ann").stone_deck) == stones_before


# -- refusals -----------------------------------------------------------------------------------------------


def _mini(front_lines: list[str], back_races: list[str], back_lines: list[str]) -> dict[str, Any]:
    """A two-card invented database: X (a resonator) and its second face X^ (invented wording)."""
    front = {"id": "ZZ-001", "name": "Zed Front", "type": ["Resonator"], "race": ["Human"], "cost": "{W}", "colour": ["W"], "ATK": 100, "DEF": 100, "abilities": front_lines}
    back = {"id": "ZZ-001^", "name": "Zed Back", "type": ["Resonator"], "race": back_races, "cost": "0", "colour": ["B"], "ATK": 200, "DEF": 200, "abilities": back_lines}
    return {"cards": [front, back]}


def test_fow_invert_r_only_an_inverse_card_inverts() -> None:
    """FOW-INVERT-R / FOW-INVERT-TRIGGER-R: invented pairs -- with Inverse on the back the two sides are imported
    and supported; without it neither is imported as an inverse card (the pair is refused, its front refused for
    its second face); a lone card inverting, or a front with 'when this card inverts', is refused."""
    good = import_fowsim(_mini(["[Activate] {Rest}: Invert this card."], ["Human", "Inverse"], ["When this card inverts >>> Draw a card."]))
    assert [e["supported"] for e in good["report"]] == [True, True]
    assert {c["id"] for c in good["card_set"]["cards"]} == {"ZZ-001", "ZZ-001.despair"}
    plain = import_fowsim(_mini(["[Activate] {Rest}: Invert this card."], ["Human"], []))
    assert not plain["report"][1]["imported"] and not plain["report"][0]["supported"]
    lone = import_fowsim({"cards": [_mini(["[Activate] {Rest}: Invert this card."], [], [])["cards"][0]]})
    assert any(u["reason"].startswith("FOW-INVERT-R") for u in lone["report"][0]["unsupported"])
    wrong = import_fowsim(_mini(["When this card inverts >>> Draw a card."], ["Human", "Inverse"], []))
    assert any(u["reason"].startswith("FOW-INVERT-TRIGGER-R") for u in wrong["report"][0]["unsupported"])


# -- FOW-INVERT-NONE-R: "You may invert that card" ----------------------------------------------------------


def _aimul_looks(inverse: str = "TSW-014") -> tuple[State, dict[str, str]]:
    """Ann leads with TSW-022; her deck's top three cards are ``inverse`` (an inverse card of total cost 1),
    CMF-007 (a field addition) and TST-C08 (a chant).  Her Judgment puts TSW-022J into the field, and its
    enter ability stops at the look at the top three (then "you may invert that card")."""
    state = real_started(inverse, "CMF-007", ruler="TSW-022")
    top = stack_on_top(state, "ann", (inverse, "CMF-007", "TST-C08"))
    return judgment_until_search(state), top


def test_fow_invert_none_r_the_card_put_into_the_field_may_be_inverted() -> None:
    """FOW-INVERT-NONE-R with TSW-022J (look at the top three, put a non-chant card of total cost 3 or less into
    the field, you may invert that card): TSW-014 is offered hope side up and inverted, CMF-007 (no inverse card)
    only as it is; named with invert, TSW-014 enters and turns despair side up (800/800); asking to invert
    CMF-007 is refused with FOW-INVERT-NONE-R."""
    assert entry("TSW-022J")["supported"] and entry("TSW-022")["supported"]
    look = next(e for a in card("TSW-022J")["abilities"] for e in a.get("effects", []) if e["op"] == "search")
    assert look["then_invert"] is True
    state, top = _aimul_looks()
    options = {(a.card, a.invert) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert options == {(None, False), (top["TSW-014"], False), (top["TSW-014"], True), (top["CMF-007"], False)}
    assert code_of(state, {"type": "search", "player": "ann", "card": top["CMF-007"], "invert": True}) == "FOW-INVERT-NONE-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": None, "invert": True}) == "FOW-INVERT-NONE-R"
    state = act(state, {"type": "search", "player": "ann", "card": top["TSW-014"], "invert": True})
    state = resolve_all(state) if not state.decision else state
    assert _entity(state, "ann", top["TSW-014"]).inverted is True
    assert stats(state, top["TSW-014"])[:2] == (800, 800)


def test_fow_invert_none_r_declined_the_card_stays_hope_side_up() -> None:
    """FOW-INVERT-NONE-R: TSW-014 named without invert enters hope side up (400/400)."""
    state, top = _aimul_looks()
    state = act(state, {"type": "search", "player": "ann", "card": top["TSW-014"]})
    assert _entity(state, "ann", top["TSW-014"]).inverted is not True
    assert stats(state, top["TSW-014"])[:2] == (400, 400)


def test_fow_inverse_side_r_a_state_inverting_another_card_is_refused() -> None:
    """FOW-INVERSE-SIDE-R (state check): a reference resonator (no inverse card) in the field despair side up, or
    a pending ability of its "despair side", is refused by the state check; TSW-014 inverted is accepted."""
    state = real_started("TSW-014")
    knight = to_field(state, "ann", "TSW-014", inverted=True)
    assert GAME.collect_state_errors(state) == []
    plain = to_field(state, "ann", "TST-R01", inverted=True)
    errors = GAME.collect_state_errors(state)
    assert [e.message for e in errors] == ["FOW-INVERSE-SIDE-R: only an inverse card is in the field despair side up"]
    _entity(state, "ann", plain).inverted = UNSET
    state.pending.append(Pending(id="auto:99", controller="ann", source=knight, ability=0, despair=True))
    despair_name = card("TSW-014.despair")["name"]  # its despair side has no ability: the index is checked on that side
    assert [e.message for e in GAME.collect_state_errors(state)] == [f"{despair_name} has no automatic ability 0"]
    state.pending[-1].source = plain
    assert any(e.message.startswith("FOW-INVERSE-SIDE-R") for e in GAME.collect_state_errors(state))


# -- FOW-JUDG-LESS-FIELD-R ----------------------------------------------------------------------------------


def test_fow_judg_less_field_r_dr_jekyll_lowers_the_judgment() -> None:
    """FOW-JUDG-LESS-FIELD-R with TSW-003 (you may pay {W} less to do judgment; it inverts on your Judgment):
    with TSW-003 in ann's field the reference ruler's Judgment ({W}{W}{1}) is done with {W}{1}, and TSW-003 then
    turns despair side up; with TSW-003 in her hand instead, {W}{1} is refused (the printed cost is due)."""
    assert card("TSW-003")["judgment_less"] == {"specified": {"light": 1}} and entry("TSW-003")["supported"] and entry("TSW-003^")["supported"]
    lowered = {"light": 1, "void": 1}
    held = real_started("TSW-003", copies=2)
    to_hand(held, "ann", "TSW-003")
    assert code_of(held, judgment_action(held, lowered)) is not None
    state = real_started("TSW-003")
    doctor = to_field(state, "ann", "TSW-003")
    state = resolve_all(act(state, judgment_action(state, lowered)))
    assert any(e.j_ruler for e in player(state, "ann").field)
    assert _entity(state, "ann", doctor).inverted is True


def test_fow_judg_less_field_r_an_addition_lowers_the_free_will() -> None:
    """FOW-JUDG-LESS-FIELD-R with VIN003-073 (an addition: you may pay {1} less to do judgment): in ann's field the
    reference ruler's Judgment ({W}{W}{1}) is done with {W}{W}; the full cost may still be paid ("you may")."""
    assert card("VIN003-073")["judgment_less"] == {"free": 1} and entry("VIN003-073")["supported"]
    state = real_started("VIN003-073")
    to_field(state, "ann", "VIN003-073")
    assert code_of(state, judgment_action(state, {"light": 2})) is None
    assert code_of(state, judgment_action(state, JUDGMENT_WILL)) is None
    state = act(state, judgment_action(state, {"light": 2}))
    assert [c.kind for c in state.chase] == ["judgment"]


def test_fow_judg_less_field_r_not_on_a_chant() -> None:
    """FOW-JUDG-LESS-FIELD-R: the line on a chant (never in the field) is refused when read."""
    assert "less to do judgment" in line_refusal("You may pay {R} less to do judgment.", "chant")


# -- FOW-EFFECT-IF-COUNTER-R --------------------------------------------------------------------------------


def _angel(counter: bool) -> tuple[State, str, str]:
    """Ann's TSW-002 (inverts on her Judgment; its despair side: when this card inverts, destroy target resonator
    if there is a [+100/+100] counter on this card) in her field, with one [+100/+100] counter when ``counter``;
    bob's TST-R05; ann's Judgment resolved, the despair side's trigger played on bob's resonator."""
    state = real_started("TSW-002")
    angel = to_field(state, "ann", "TSW-002", **({"counters": {"+100/+100": 1}} if counter else {}))
    victim = to_field(state, "bob", "TST-R05")
    state = act(state, judgment_action(state, JUDGMENT_WILL))
    state = resolve_all(state, {angel: [victim]})
    return state, angel, victim


def test_fow_effect_if_counter_r_the_angel_of_despair_destroys() -> None:
    """FOW-EFFECT-IF-COUNTER-R and FOW-INVERT-TRIGGER-R with TSW-002: its [+100/+100] counter stays on it as it
    inverts (CR 1302.3c), so the despair side's trigger destroys bob's TST-R05."""
    assert entry("TSW-002")["supported"] and entry("TSW-002^")["supported"]
    state, angel, victim = _angel(True)
    assert _entity(state, "ann", angel).inverted is True and _entity(state, "ann", angel).counters == {"+100/+100": 1}
    assert victim in player(state, "bob").graveyard


def test_fow_effect_if_counter_r_no_counter_no_destroy() -> None:
    """FOW-EFFECT-IF-COUNTER-R: without a [+100/+100] counter on TSW-002 the trigger resolves and destroys nothing."""
    state, angel, victim = _angel(False)
    assert _entity(state, "ann", angel).inverted is True
    assert victim in {e.id for e in player(state, "bob").field}
