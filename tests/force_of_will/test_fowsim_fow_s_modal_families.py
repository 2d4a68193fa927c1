"""Modal forms read by fow-s-modal, each played with a real card named by id (the printed text stays in ../shared):

- FOW-MODES-SAME-TARGET-R: options chosen together choose their targets apart, so two may name one card (RDE-091,
  SDR3-008); a card an earlier option moved is a new card the later ones do not reach (TSW-040).
- FOW-MODES-AWAKENED-R: "choose one, if this card was awakened, choose up to N instead" (TSW-040, MSW-065); an option
  ending "if this card was awakened", after ": or" (ACN-135, SDR5-011).
- FOW-MODES-LINES-R: a modal header whose options are the database entries after it, on any card (TTW-060).
- FOW-IF-TARGET-KEYWORD-R: "destroy target J/resonator if it has [<keyword>]" (EDL-070, both options on one card).
- FOW-TARGET-PLAYER-BANISHES-R: "target player banishes a resonator" (SDAO1-020).
- FOW-DRAW-DISCARD-X-R: "you draw X cards" / "your opponent discards X cards", X paid for the chant (LEL-093).
- FOW-REMOVE-ALL-KINDS-R: "remove all counters from your opponent's J/ruler" (TSW-093).
- FOW-BANISH-ONE-OF-TARGETS-R: "target two resonators your opponent controls; your opponent banishes one of them"
  (NDR-082).
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.cards import catalogue_for, validate_card_set
from adjudicator.force_of_will.targets import check_targets, target_lists
from adjudicator.force_of_will.vocabulary import TargetSpec

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, listed, player, pool, to_field, to_hand
from .real import j_ruler_to_field, paid_play, real_set, real_started, resolve_all, stats, will_for


def _play_mode(state: Any, card_id: str, mode: int, targets: list[str]) -> dict[str, Any]:
    instance = to_hand(state, "ann", card_id)
    will = will_for(card_id)
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "mode": mode, "targets": targets, "payment": {"pool": will}}


def test_fow_modes_same_target_r_two_options_name_one_resonator() -> None:
    """FOW-MODES-SAME-TARGET-R with RDE-091 (counters on target resonator, or [-A/-D] to target J/resonator; both
    while you control a light J/resonator and another darkness one): with both chosen, bob's one resonator is the
    target of each option -- it gets the counters and the change; the legal choices list it for both slots."""
    assert entry("RDE-091")["supported"] and entry("SDR3-008")["supported"]
    both = card("RDE-091")["modes"][2]
    assert both["combines"] == [0, 1] and [t.get("option", 0) for t in both["targets"]] == [0, 1]
    state = real_started("RDE-091")
    to_field(state, "ann", "TST-R01")
    to_field(state, "ann", "TST-R16")
    theirs = to_field(state, "bob", "TST-R17")
    before = stats(state, theirs)
    action = _play_mode(state, "RDE-091", 2, [theirs, theirs])
    board = Board(catalogue_for(state.options), state)
    specs = msgspec.convert(both["targets"], list[TargetSpec])
    assert [theirs, theirs] in target_lists(board, "ann", specs, action["card"], spell=True)
    state = resolve_all(act(state, action))
    entity = next(e for e in player(state, "bob").field if e.id == theirs)
    assert entity.counters == {"+100/+100": 5}
    assert stats(state, theirs)[:2] == before[:2]  # +500/+500 in counters, -500/-500 until end of turn


def test_fow_modes_same_target_r_breaks_within_one_option_and_on_a_move() -> None:
    """FOW-MODES-SAME-TARGET-R: one object twice for the slots of one option is refused (FOW-PLAY-1), for slots of two
    options it is not; options whose first moves its target before another names the card stay refused."""
    state = real_started("RDE-091")
    theirs = to_field(state, "bob", "TST-R17")
    board = Board(catalogue_for(state.options), state)
    one, other = TargetSpec(kind="j_resonator"), TargetSpec(kind="j_resonator", option=1)
    broken = check_targets(board, "ann", [one, one], [theirs, theirs], "/action/targets")
    assert broken is not None and broken.code == "FOW-PLAY-1"
    assert check_targets(board, "ann", [one, other], [theirs, theirs], "/action/targets") is None
    assert [theirs, theirs] not in target_lists(board, "ann", [one, one])
    assert "may target the same card" in line_refusal("Choose up to two - Remove target resonator from the game, then put it into its owner's field; or rest target resonator.", "chant")
    assert code_of(state, _play_mode(state, "RDE-091", 2, [theirs, theirs])) == "FOW-MODES-MORE-R"  # the condition


def _palm(state: Any, mode: int, targets: list[str], *, awakening: bool) -> dict[str, Any]:
    action = _play_mode(state, "TSW-040", mode, targets)
    return action | ({"awakening": True} if awakening else {})


def test_fow_modes_awakened_r_more_options_only_when_awakened() -> None:
    """FOW-MODES-AWAKENED-R with TSW-040 (destroy target Dragon, 500 damage to target resonator or 400 to your
    opponent; up to three if awakened by removing five strength counters from your J/ruler): played awakened with
    the second and third options bob's resonator takes 500 and bob 400; not awakened that mode is refused and not
    listed. FOW-MODES-SAME-TARGET-R: with the first two on one Dragon, it is destroyed and the damage reaches nothing."""
    assert entry("TSW-040")["supported"] and entry("MSW-065")["supported"]
    modes = card("TSW-040")["modes"]
    pairs = {tuple(m.get("combines", [])): i for i, m in enumerate(modes)}
    assert [bool(m.get("awakened")) for m in modes] == [False] * 3 + [True] * 4
    state = real_started("TSW-040")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"strength": 10}
    theirs = to_field(state, "bob", "TST-R13")
    assert code_of(state, _palm(state, pairs[(1, 2)], [theirs], awakening=False)) == "FOW-MODES-AWAKENED-R"
    assert code_of(state, _palm(state, 1, [theirs], awakening=False)) is None
    assert not listed(state, "play_card", mode=pairs[(1, 2)], awakening=False) and listed(state, "play_card", mode=pairs[(1, 2)], awakening=True)
    life = player(state, "bob").life
    state = resolve_all(act(state, _palm(state, pairs[(1, 2)], [theirs], awakening=True)))
    golem = next(e for e in player(state, "bob").field if e.id == theirs)
    assert player(state, "bob").life == life - 400 and golem.damage == 500
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.counters == {"strength": 5}
    drake = to_field(state, "bob", "TST-R14")
    state = resolve_all(act(state, _palm(state, pairs[(0, 1)], [drake, drake], awakening=True)))
    assert drake in player(state, "bob").graveyard and all(e.id != drake for e in player(state, "bob").field)


def test_fow_modes_awakened_r_an_option_only_for_an_awakened_card() -> None:
    """FOW-MODES-AWAKENED-R with ACN-135 (destroy target resonator with total cost 1 or less, or -- if this card was
    awakened, by removing a mystery counter from your J/ruler -- one with total cost 4 or less): not awakened, the
    second option does not exist (refused, not listed); awakened, bob's cost-3 resonator is destroyed."""
    assert entry("ACN-135")["supported"] and entry("SDR5-011")["supported"]
    assert [bool(m.get("awakened")) for m in card("ACN-135")["modes"]] == [False, True]
    state = real_started("ACN-135")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"mystery": 1}
    theirs = to_field(state, "bob", "TST-R13")
    assert code_of(state, _play_mode(state, "ACN-135", 1, [theirs])) == "FOW-MODES-AWAKENED-R"
    assert not listed(state, "play_card", mode=1, awakening=False) and listed(state, "play_card", mode=1, awakening=True)
    assert code_of(state, _play_mode(state, "ACN-135", 0, [theirs])) is not None  # total cost 3: not the first option's
    state = resolve_all(act(state, _play_mode(state, "ACN-135", 1, [theirs]) | {"awakening": True}))
    assert theirs in player(state, "bob").graveyard


def test_fow_modes_lines_r_options_in_the_entries_after_the_header() -> None:
    """FOW-MODES-LINES-R with TTW-060 (a field addition: its [Enter] header in one entry, its two options -- the
    second starting "or" -- in the next two): read as one modal automatic ability of two options (the card stays
    refused for another line); options listed before their header (EDL-026) stay refused."""
    modal = card("TTW-060")["abilities"][0]
    assert modal["trigger"] == "enter" and [m["effects"][0]["op"] for m in modal["modes"]] == ["from_graveyard", "draw"]
    assert all("choose one" not in u["text"].lower() for u in entry("TTW-060")["unsupported"])
    assert any("0 option" in u["reason"] for u in entry("EDL-026")["unsupported"])


def test_fow_if_target_keyword_r_destroyed_only_with_the_keyword() -> None:
    """FOW-IF-TARGET-KEYWORD-R with EDL-070 (target J/resonator gains [Flying] until end of turn; or destroy target
    J/resonator if it has [Flying]; both if awakened): the second option alone destroys bob's flying TST-R14 and
    leaves his TST-R13; awakened, both options on TST-R13 (FOW-MODES-SAME-TARGET-R) give it [Flying], then destroy
    it.  The condition on another effect than one of a target is refused by the card-set check."""
    assert entry("EDL-070")["supported"]
    state = real_started("EDL-070")
    walker, flier = to_field(state, "bob", "TST-R13"), to_field(state, "bob", "TST-R14")
    state = resolve_all(act(state, _play_mode(state, "EDL-070", 1, [walker])))
    assert any(e.id == walker for e in player(state, "bob").field)
    state = resolve_all(act(state, _play_mode(state, "EDL-070", 1, [flier])))
    assert flier in player(state, "bob").graveyard
    action = _play_mode(state, "EDL-070", 2, [walker, walker])
    assert code_of(state, action) == "FOW-MODES-AWAKENED-R"
    pool(state, "ann", wind=1, void=2)
    action = action | {"awakening": True, "payment": {"pool": {"wind": 1, "void": 2}}}
    state = resolve_all(act(state, action))
    assert walker in player(state, "bob").graveyard
    bad = real_set("EDL-070")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "EDL-070")
    chant["modes"] = [{"effects": [{"op": "draw", "amount": 1, "when": {"target_keyword": "flying"}}]}, *chant["modes"][:1]]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-IF-TARGET-KEYWORD-R" in e.message for e in errors)


def test_fow_target_player_banishes_r_the_target_player_chooses() -> None:
    """FOW-TARGET-PLAYER-BANISHES-R with SDAO1-020 (one option: target player banishes a resonator): with bob the
    target, bob -- not ann -- is asked and banishes his TST-R13 (his other resonator stays); with ann the target she
    banishes her own. A banish naming a card slot is refused by the card-set check."""
    assert entry("SDAO1-020")["supported"]
    mode = next(i for i, m in enumerate(card("SDAO1-020")["modes"]) if m["effects"][0]["op"] == "banish")
    state = real_started("SDAO1-020")
    golem, drake = to_field(state, "bob", "TST-R13"), to_field(state, "bob", "TST-R14")
    mine = to_field(state, "ann", "TST-R01")
    state = act(state, _play_mode(state, "SDAO1-020", mode, ["bob"]))
    state = act(act(state, {"type": "pass", "player": "ann"}), {"type": "pass", "player": "bob"})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "bob", "card": mine}) is not None
    state = resolve_all(act(state, {"type": "banish", "player": "bob", "card": golem}))
    assert golem in player(state, "bob").graveyard and any(e.id == drake for e in player(state, "bob").field)
    state = act(state, _play_mode(state, "SDAO1-020", mode, ["ann"]))
    state = act(act(state, {"type": "pass", "player": "ann"}), {"type": "pass", "player": "bob"})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "ann"
    state = resolve_all(act(state, {"type": "banish", "player": "ann", "card": mine}))
    assert mine in player(state, "ann").graveyard
    bad = real_set("SDAO1-020")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "SDAO1-020")
    chant["modes"] = [{"targets": [{"kind": "resonator"}], "effects": [{"op": "banish", "what": "resonator", "target": 0}]}, *chant["modes"][:1]]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-TARGET-PLAYER-BANISHES-R" in e.message for e in errors)


def _reach(state: Any, mode: int, x: int) -> dict[str, Any]:
    instance = to_hand(state, "ann", "LEL-093")
    will = will_for("LEL-093") | ({"void": x} if x else {})
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "mode": mode, "x": x, "payment": {"pool": will}}


def test_fow_draw_discard_x_r_the_x_paid() -> None:
    """FOW-DRAW-DISCARD-X-R with LEL-093 (its cost has X; your opponent discards X cards, or you draw X cards): with
    X = 2 ann draws two; then bob is asked twice and discards two of his choice; with X = 0 nothing happens. Drawing
    X on an ability (no X paid) is refused by the line reader and the card-set check."""
    assert entry("LEL-093")["supported"]
    assert [m["effects"] for m in card("LEL-093")["modes"]] == [
        [{"op": "discard", "amount": 1, "player": "opponent", "per_x": True}], [{"op": "draw", "amount": 1, "per_x": True}]
    ]
    state = real_started("LEL-093")
    action = _reach(state, 1, 2)
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, action))
    assert len(player(state, "ann").hand) == hand + 1  # the chant left, two came
    his = len(player(state, "bob").hand)
    state = act(state, _reach(state, 0, 2))
    state = act(act(state, {"type": "pass", "player": "ann"}), {"type": "pass", "player": "bob"})
    for _ in range(2):
        assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "bob"
        state = act(state, {"type": "discard", "player": "bob", "card": player(state, "bob").hand[0]})
    state = resolve_all(state)
    assert len(player(state, "bob").hand) == his - 2
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _reach(state, 1, 0)))
    assert len(player(state, "ann").hand) == hand  # the chant left, none came
    assert "multiplied by X outside a chant" in line_refusal("{Rest}: Draw X cards.")
    bad = real_set("LEL-093")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "LEL-093")
    chant["cost"] = {"specified": {"water": 1}}
    _, _, errors = validate_card_set(bad)
    assert any("FOW-DRAW-DISCARD-X-R" in e.message for e in errors)


def test_fow_remove_all_kinds_r_every_counter_of_the_opponents_j_ruler() -> None:
    """FOW-REMOVE-ALL-KINDS-R with TSW-093 (one option: remove all counters from your opponent's J/ruler): bob's ruler
    in its ruler area loses its counters of both names, ann's keeps hers; then bob's J-ruler in the field loses its
    [+100/+100] and named counters. A removal of every kind from another card is refused by the card-set check."""
    assert entry("TSW-093")["supported"]
    mode = next(i for i, m in enumerate(card("TSW-093")["modes"]) if m["effects"][0]["op"] == "remove_counters")
    state = real_started("TSW-093")
    his, hers = player(state, "bob").ruler, player(state, "ann").ruler
    assert his is not None and hers is not None
    his.counters, hers.counters = {"strength": 3, "mystery": 1}, {"strength": 2}
    state = resolve_all(act(state, _play_mode(state, "TSW-093", mode, [])))
    his, hers = player(state, "bob").ruler, player(state, "ann").ruler
    assert his is not None and hers is not None and not his.counters and hers.counters == {"strength": 2}
    j_ruler = j_ruler_to_field(state, "bob")
    next(e for e in player(state, "bob").field if e.id == j_ruler).counters = {"+100/+100": 2, "charge": 1}
    state = resolve_all(act(state, _play_mode(state, "TSW-093", mode, [])))
    assert not next(e for e in player(state, "bob").field if e.id == j_ruler).counters
    bad = real_set("TSW-093")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    chant = next(c for c in bad["cards"] if c["id"] == "TSW-093")
    chant["modes"] = [{"effects": [{"op": "remove_counters", "amount": 1, "every": True, "target": "self"}]}, *chant["modes"][:1]]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-REMOVE-ALL-KINDS-R" in e.message for e in errors)


def test_fow_banish_one_of_targets_r_the_opponent_banishes_one_of_the_two() -> None:
    """FOW-BANISH-ONE-OF-TARGETS-R with NDR-082 ([Enter] >>> choose one: ...; or target two resonators your opponent
    controls, your opponent banishes one of them): bob's TST-R13 and TST-R14 are targeted; bob may not banish his third
    resonator (refused), he banishes TST-R14 and the other two stay. The banish beside a third target is refused by the
    card-set check."""
    assert entry("NDR-082")["supported"]
    mode = next(i for i, m in enumerate(card("NDR-082")["abilities"][-1]["modes"]) if m["effects"][0]["op"] == "banish")
    state = real_started("NDR-082")
    golem, drake, other = (to_field(state, "bob", c) for c in ("TST-R13", "TST-R14", "TST-R17"))
    state = act(state, paid_play(state, "ann", "NDR-082"))
    state = act(act(state, {"type": "pass", "player": "ann"}), {"type": "pass", "player": "bob"})
    assert state.pending
    pending = {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "mode": mode}
    assert code_of(state, pending | {"targets": [golem, golem]}) == "FOW-PLAY-1"
    state = act(state, pending | {"targets": [golem, drake]})
    state = act(act(state, {"type": "pass", "player": "ann"}), {"type": "pass", "player": "bob"})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "bob", "card": other}) is not None
    state = resolve_all(act(state, {"type": "banish", "player": "bob", "card": drake}))
    field_ids = {e.id for e in player(state, "bob").field}
    assert drake in player(state, "bob").graveyard and {golem, other} <= field_ids
    bad = real_set("NDR-082")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    resonator = next(c for c in bad["cards"] if c["id"] == "NDR-082")
    modal = dict(resonator["abilities"][-1])
    modal["modes"] = [dict(m) for m in modal["modes"]]
    modal["modes"][mode]["targets"] = [*modal["modes"][mode]["targets"], {"kind": "resonator"}]
    resonator["abilities"] = [*resonator["abilities"][:-1], modal]
    _, _, errors = validate_card_set(bad)
    assert any("FOW-BANISH-ONE-OF-TARGETS-R" in e.message for e in errors)
