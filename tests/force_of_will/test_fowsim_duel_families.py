"""The Duel cluster's keyword families (issue #14): [Tales] / [Villains], the [Revolution] and
[Force Resonance] <name> blocks, and the families that made Duel cards whole, each played with real cards
named by id (their printed lines are read from ../shared at run time, never copied here)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects
from adjudicator.force_of_will.board import sync_counts
from adjudicator.force_of_will.cards import CardSet
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, printed, raw_card
from .helpers import act, both_pass, code_of, next_turn, pass_until, player, pool, to_field, to_hand
from .real import play, real_set, real_started, resolve_all, stats


def _with_set(state: State, *extra: str) -> State:
    """The card set in force also holds ``extra`` (cards no deck holds: refused ones too)."""
    assert state.options.card_set is not None
    cards: list[dict[str, Any]] = [msgspec.to_builtins(c) for c in state.options.card_set.cards]
    known = {c["id"] for c in cards}
    cards += [c for c in real_set(*extra)["cards"] if c["id"] not in known]
    state.options.card_set = msgspec.convert({"id": state.options.card_set.id, "cards": cards}, CardSet)
    return state


def _place(state: State, pid: str, def_id: str) -> str:
    """A card of the set registered in ``pid``'s main deck and put straight into the field."""
    player(state, pid).deck_list.main[def_id] = 1
    instance = f"{pid}:{def_id}#1"
    player(state, pid).field.append(Entity(id=instance))
    return instance


def _top_stone(state: State, pid: str, def_id: str) -> str:
    """A magic stone of the set registered in ``pid``'s stones, on top of the magic stone deck."""
    player(state, pid).deck_list.stones[def_id] = 1
    instance = f"{pid}:{def_id}#1"
    player(state, pid).stone_deck.insert(0, instance)
    sync_counts(player(state, pid))
    return instance


def _line_with(card_id: str, needle: str) -> int:
    return next(i for i, line in enumerate(raw_card(card_id)["abilities"]) if needle in line)


def test_fow_kw_tales_villains_r_markers_read_by_a_lord() -> None:
    """FOW-KW-TALES-VILLAINS-R with GOG-054 and GOG-055, two wind 400/400 lords: one gives its controller's
    J/resonators with [Villains] +400/+400, the other those with [Tales] (the keyword written before
    "you control").  DSD-014 (a light Villains resonator) and DSD-001 (a fire Tales resonator) carry
    only the marker, which does nothing by itself."""
    for lord, mark in (("GOG-054", "[Villains]"), ("GOG-055", "[Tales]")):
        line = printed(lord, _line_with(lord, mark))
        assert line.index(mark) < line.index("you control")
        assert entry(lord)["supported"]
    assert entry("DSD-014")["supported"] and "villains" in card("DSD-014")["keywords"]
    assert "tales" in card("DSD-001")["keywords"]
    state = _with_set(real_started("GOG-054", "GOG-055", "DSD-014"), "DSD-001")
    villain = to_field(state, "ann", "DSD-014")
    tale = _place(state, "ann", "DSD-001")
    theirs = to_field(state, "bob", "DSD-014")
    before = {c: stats(state, c)[:2] for c in (villain, tale, theirs)}
    to_field(state, "ann", "GOG-054")
    assert stats(state, villain)[:2] == (before[villain][0] + 400, before[villain][1] + 400)
    assert stats(state, tale)[:2] == before[tale] and stats(state, theirs)[:2] == before[theirs]
    to_field(state, "ann", "GOG-055")
    assert stats(state, tale)[:2] == (before[tale][0] + 400, before[tale][1] + 400)
    assert stats(state, villain)[:2] == (before[villain][0] + 400, before[villain][1] + 400)


def test_fow_kw_revolution_r_text_under_the_header_never_applies() -> None:
    """FOW-KW-REVOLUTION-R with GRL-056, a darkness 700/700 [Flying] Villains resonator whose [Revolution]
    text (held in the header's own entry) shrinks the opponent's J/resonators: the text is read and kept
    on the card, but nothing orders the card, so with it in the field bob's resonator keeps its values."""
    assert entry("GRL-056")["supported"]
    defn = card("GRL-056")
    assert [a["kind"] for a in defn["revolution"]["abilities"]] == ["continuous"]
    assert all(a.get("scope") != "opponent_j_resonators" for a in defn["abilities"])
    state = real_started("GRL-056")
    theirs = to_field(state, "bob", "TST-R01")
    before = stats(state, theirs)[:2]
    to_field(state, "ann", "GRL-056")
    assert stats(state, theirs)[:2] == before


def test_fow_kw_force_resonance_r_text_kept_never_applied() -> None:
    """FOW-KW-FORCE-RESONANCE-R with GRV-048, an addition whose [Force Resonance] entry (its named block) gives it
    [Eternal] and a trigger the vocabulary cannot read: the whole header entry is refused (none of its
    lines kept).  Its first gained line alone is read as a keyword kept under the name of the [Force
    Command]; an addition of that definition in the field has no [Eternal], since nobody controls a
    [Force Command].  A header without its name is refused."""
    from adjudicator.force_of_will.ability import blocks
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    line = printed("GRV-048", _line_with("GRV-048", "[Force Resonance]"))
    assert any(u["text"] == line.strip() for u in entry("GRV-048")["unsupported"])
    assert "force_resonance" not in card("GRV-048")
    opened = blocks.header(line)
    assert opened is not None
    field, name, rest = opened
    record = {k: (list(v) if isinstance(v, list) else v) for k, v in card("GRV-048").items() if k != "unsupported"}
    record.setdefault("keywords", [])
    record.setdefault("abilities", [])
    record.setdefault("targets", [])
    record.setdefault("effects", [])
    blocks.gain(field, name, rest[0], record)
    assert record["force_resonance"] == {"name": "Infinity", "abilities": [], "keywords": ["eternal"]}
    assert "eternal" not in record["keywords"]
    state = real_started("GRL-056")
    assert state.options.card_set is not None
    cards: list[dict[str, Any]] = [msgspec.to_builtins(c) for c in state.options.card_set.cards]
    defn = {k: v for k, v in record.items() if v not in ([], None)}
    state.options.card_set = msgspec.convert({"id": state.options.card_set.id, "cards": [*cards, defn]}, CardSet)
    addition = _place(state, "ann", "GRV-048")
    board = Board(catalogue_for(state.options), state)
    entity = board.entity(addition)
    assert entity is not None and "eternal" not in board.keywords(entity)
    with pytest.raises(Unsupported, match="<name>"):
        blocks.header("[Force Resonance] (no name)")


def test_fow_block_extent_r_where_a_block_ends() -> None:
    """FOW-BLOCK-EXTENT-R: GRL-056 holds its [Revolution] text in the header's own entry, so the keyword
    entries after it ([Flying], its [Villains] marker) are the card's own; DSD-017 and GOG-011 (one card
    printed twice) list a bare [Revolution] header with their other entries in different orders around
    it, so which are under it is not known: both headers are refused."""
    assert {"flying", "villains"} <= set(card("GRL-056")["keywords"])
    for card_id in ("DSD-017", "GOG-011"):
        header = next(u for u in entry(card_id)["unsupported"] if u["text"].startswith("[Revolution]"))
        assert "does not say which" in header["reason"]
    assert raw_card("DSD-017")["name"] == raw_card("GOG-011")["name"]


def test_fow_j_rulers_gain_r_your_j_ruler_in_the_field() -> None:
    """FOW-J-RULERS-GAIN-R with GRL-060 (+200/+200 to its controller's J-rulers) and GRL-075 ([Precision]
    for them): ann's J-ruler gains both after Judgment; her resonator and bob's cards do not."""
    assert entry("GRL-060")["supported"] and entry("GRL-075")["supported"]
    assert card("GRL-060")["abilities"][0]["j_rulers_only"] is True
    state = real_started("GRL-060", "GRL-075")
    to_field(state, "ann", "GRL-060")
    to_field(state, "ann", "GRL-075")
    mine = to_field(state, "ann", "TST-R01")
    pool(state, "ann", light=2, void=1)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2, "void": 1}}})
    state = resolve_all(state)
    j_ruler = next(c.id for c in player(state, "ann").field if ":TST-RU1#" in c.id)
    atk, dfn, keywords = stats(state, j_ruler)
    assert (atk, dfn) == (1200, 1200) and "precision" in keywords
    assert stats(state, mine)[:2] == (400, 400) and "precision" not in stats(state, mine)[2]


def test_fow_draw_instead_r_one_draw_or_the_other() -> None:
    """FOW-DRAW-INSTEAD-R with EDL-054, a water 400/400 whose [Enter] draws one card, or three instead when
    its controller's ruler has a certain name: with another ruler it draws exactly one.  DSD-003's form
    with a count of magic stones as its condition reads the same way."""
    assert entry("EDL-054")["supported"]
    effects = card("EDL-054")["abilities"][0]["effects"]
    assert [e["amount"] for e in effects] == [1, 3] and effects[0]["unless"] == effects[1]["when"]
    state = real_started("EDL-054")
    in_hand = to_hand(state, "ann", "EDL-054")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", in_hand))
    assert len(player(state, "ann").hand) == hand  # one card played, one drawn
    line = printed("DSD-003", _line_with("DSD-003", "instead"))
    enter, _ = parse_effects(line.partition(">>>")[2].strip())
    assert enter[1]["when"]["count"]["what"] == "magic_stone" and enter[1]["when"]["at_least"] == 4
    assert [e["amount"] for e in enter] == [1, 2] and enter[0]["unless"] == enter[1]["when"]


def test_fow_stone_bottom_r_a_stone_until_the_next_end_of_turn() -> None:
    """FOW-STONE-BOTTOM-R with DSD-010, a one-fire chant that puts the top stone of the magic stone deck
    into the field for the turn (and draws a card): the stone is there for the turn, then at the end phase
    the gained ability goes on the chase and sends it to the bottom of its owner's magic stone deck;
    it triggers only once."""
    assert entry("DSD-010")["supported"]
    assert card("DSD-010")["effects"][0] == {"op": "put_stone", "bottom_at_end": True}
    state = real_started("DSD-010")
    stone = player(state, "ann").stone_deck[0]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "DSD-010")))
    entered = next(e for e in player(state, "ann").field if e.id == stone)
    assert entered.stone_bottom
    state = pass_until(state, lambda s: any(i.ability == "stone_bottom" for i in s.chase))
    assert state.phase == "end" and [i.card for i in state.chase] == [stone]
    state = both_pass(state)
    assert all(e.id != stone for e in player(state, "ann").field) and player(state, "ann").stone_deck[-1] == stone
    state = next_turn(next_turn(state))
    assert player(state, "ann").stone_deck[-1] == stone


def test_fow_discard_self_r_an_ability_played_from_the_hand() -> None:
    """FOW-DISCARD-SELF-R with TST-014, a fire resonator whose one-fire "discard this card" ability deals
    500 damage to a player or J/resonator: played from ann's hand (never from the field), the card goes to
    her graveyard as the cost is paid and bob takes 500."""
    assert entry("TST-014")["supported"]
    state = real_started("TST-014")
    in_hand = to_hand(state, "ann", "TST-014")
    index = next(i for i, a in enumerate(card("TST-014")["abilities"]) if a.get("cost", {}).get("discard_self"))
    pool(state, "ann", fire=1)
    action = {"type": "activate", "player": "ann", "card": in_hand, "ability": index, "targets": ["bob"], "payment": {"pool": {"fire": 1}}}
    state = act(state, action)
    assert in_hand in player(state, "ann").graveyard and in_hand not in player(state, "ann").hand
    state = both_pass(state)
    assert player(state, "bob").life == 3500
    on_field = to_field(state, "ann", "TST-014")
    pool(state, "ann", fire=1)
    assert code_of(state, action | {"card": on_field}) == "FOW-DISCARD-SELF-R"


def _removal(state: State, chant: str, target: str) -> State:
    """Ann plays the reference chant TST-C10 (destroy target resonator) on ``target``."""
    pool(state, "ann", darkness=2, void=1)
    payment = {"pool": {"darkness": 2, "void": 1}}
    return act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [target], "payment": payment})


def test_fow_trig_opp_destroyed_r_a_draw_per_destroyed_opponent_card() -> None:
    """FOW-TRIG-OPP-DESTROYED-R with GRL-056 (a draw whenever a J/resonator of its controller's opponent is
    destroyed): ann destroys bob's resonator with a reference removal chant and draws one card; her own
    resonator destroyed the same way draws nothing."""
    state = real_started("GRL-056")
    to_field(state, "ann", "GRL-056")
    theirs = to_field(state, "bob", "TST-R01")
    chant = to_hand(state, "ann", "TST-C10")
    hand = len(player(state, "ann").hand) - 1
    state = resolve_all(_removal(state, chant, theirs))
    assert theirs in player(state, "bob").graveyard and len(player(state, "ann").hand) == hand + 1
    mine = to_field(state, "ann", "TST-R02")
    chant = to_hand(state, "ann", "TST-C10")
    hand = len(player(state, "ann").hand) - 1
    state = resolve_all(_removal(state, chant, mine))
    assert mine in player(state, "ann").graveyard and len(player(state, "ann").hand) == hand


def test_fow_destroy_self_r_the_target_then_this_card() -> None:
    """FOW-DESTROY-SELF-R with GRL-064, a resonator whose [Revolution] text is an [Enter] that destroys a
    J/resonator of the opponent and then the card itself: the ability is read into the gained text; a
    definition with that very ability as its own (nothing orders GRL-064 in a game) destroys bob's
    resonator, then itself, as it enters."""
    assert entry("GRL-064")["supported"]
    gained = card("GRL-064")["revolution"]["abilities"]
    assert [e["target"] for e in gained[0]["effects"]] == [0, "self"]
    state = real_started("GRL-056")
    assert state.options.card_set is not None
    cards: list[dict[str, Any]] = [msgspec.to_builtins(c) for c in state.options.card_set.cards]
    own = {k: v for k, v in card("GRL-064").items() if k not in ("revolution", "unsupported")} | {"abilities": gained}
    state.options.card_set = msgspec.convert({"id": state.options.card_set.id, "cards": [*cards, own]}, CardSet)
    theirs = to_field(state, "bob", "TST-R01")
    mine = _place(state, "ann", "GRL-064")
    player(state, "ann").field.pop()
    player(state, "ann").hand.append(mine)
    sync_counts(player(state, "ann"))
    state = play(state, "ann", mine)
    state = both_pass(state)  # the resonator enters; its [Enter] waits for its target
    pending = state.pending[0].id
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [theirs]})
    state = both_pass(state)
    assert theirs in player(state, "bob").graveyard and mine in player(state, "ann").graveyard
