"""Alternative cards read by fow-y-alt (CR 1307: a resonator half and a chant half on one card, either half played),
each played with a real card named by id (the printed text stays in ../shared):

- FOW-ALT-CARD-R: the second face of a plain resonator that is a plain chant is the card's chant half (imported as
  "<id>.chant"); the card is supported only when both halves are read (EDL-028, EDL-069, MSW-045 now supported;
  EDL-020 stays refused, its chant half unread); a deck names the card, never its chant half.
- FOW-ALT-PLAY-HALF-R: the player chooses the half as the card is played; only that half is checked and put onto the
  chase (EDL-069 either half; EDL-028's chant half with [Quickcast] while its resonator half has none).
- FOW-ALT-FIELD-HALF-R: in the field only the resonator half (EDL-069 after its resonator half resolved).
- FOW-ALT-COMBINED-R: in a hand or graveyard both halves combined: two names, the summed total cost, both types
  (EDL-028 and EDL-069 against a graveyard total cost filter, a name filter; no "non-chant card", no "non-spell card").
- FOW-ALT-FIELD-HALF-R also: MSW-001, MSW-002J, ADW-009 (a graveyard "non-chant card or alternative card" put into
  the field) stay refused with its reason.
- FOW-SEARCH-NON-RESONATOR-R: "non-resonator cards" of a look at the top cards (EDL-060's chant half; EDL-060 now
  supported), an alternative card in the deck being a resonator too.
- FOW-COUNT-BASIC-STONE-R: "as long as you control a basic <attribute> magic stone" (MSW-055's resonator half; MSW-055
  now supported), a special stone of that type not counting (CMF-096 against CMF-105).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.decks import validate_deck
from adjudicator.force_of_will.effects import fits
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.targets import target_problem
from adjudicator.force_of_will.vocabulary import SearchFilter, TargetSpec

from .fowsim_db import card, entry, imported, line_refusal
from .helpers import GAME, act, code_of, full_deck, player, pool, to_field, to_graveyard, to_hand
from .real import ann_first, board_of, real_set, real_started, resolve_all, will_for

NEW = ("EDL-028", "EDL-069", "MSW-045")


def _play(state: State, instance: str, will: dict[str, int], *, chant_half: bool) -> dict[str, Any]:
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "chant_half": chant_half, "payment": {"pool": will}}


# -- FOW-ALT-CARD-R ----------------------------------------------------------------------------------------------


def test_fow_alt_card_r_is_read() -> None:
    """FOW-ALT-CARD-R: each card's resonator half names its chant half, both halves read; the cards are supported."""
    for card_id in NEW:
        assert entry(card_id)["supported"], entry(card_id)
        front, half = card(card_id), card(card_id + ".chant")
        assert front["chant_half"] == card_id + ".chant" and front["types"] == ["resonator"] and half["types"] == ["chant"]


def test_fow_alt_card_r_a_half_unread_refuses_the_card() -> None:
    """FOW-ALT-CARD-R: MSW-017's resonator half reads but its chant half does not: the whole card stays refused,
    the reason naming the chant half (EDL-020's chant half read since fow-z-dmg: FOW-DAMAGE-DIVIDED-TWO-R)."""
    assert not entry("MSW-017")["supported"]
    reasons = [u["reason"] for u in entry("MSW-017")["unsupported"]]
    assert any(r.startswith("FOW-ALT-CARD-R: its chant half") for r in reasons), reasons


def test_fow_alt_card_r_a_chant_half_not_imported_leaves_the_card_imported() -> None:
    """FOW-ALT-CARD-R: EDL-058's and EDL-094's chant halves are not imported (the database gives them an ATK/DEF, which
    a chant cannot have without [Mobilize]); the resonator half stays imported for reference, as before the pairing,
    unsupported with a line naming its chant half and why, and naming no chant half in the card set."""
    for card_id in ("EDL-058", "EDL-094"):
        front = entry(card_id)
        assert front["imported"] and not front["supported"], front
        assert not entry(card_id + "^")["imported"]
        assert any(u["text"] == f"[Chant half] {card_id}.chant" and u["reason"].startswith("FOW-ALT-CARD-R: its chant half is not imported") for u in front["unsupported"])
        assert "chant_half" not in card(card_id)
        assert not any(c["id"] == card_id + ".chant" for c in imported()["card_set"]["cards"])


def test_fow_alt_card_r_deck_names_the_card_not_its_half() -> None:
    """FOW-ALT-CARD-R (CR 1307.2): a deck holding the chant half itself is refused with the code."""
    state = real_started("EDL-069")
    deck = full_deck("TST-RU1")
    deck["main"]["EDL-069.chant"] = 1
    problems, _ = validate_deck(catalogue_for(state.options), deck)
    assert "FOW-ALT-CARD-R" in {p.code for p in problems}


def test_fow_alt_card_r_one_card_in_hand() -> None:
    """FOW-ALT-CARD-R (CR 1307.2): an alternative card in the hand is one card of it."""
    state = real_started("EDL-069")
    before = len(player(state, "ann").hand)
    to_hand(state, "ann", "EDL-069")
    assert len(player(state, "ann").hand) == before + 1


# -- FOW-ALT-PLAY-HALF-R -----------------------------------------------------------------------------------------


def test_fow_alt_play_half_r_chant_half_resolves_to_graveyard() -> None:
    """FOW-ALT-PLAY-HALF-R: EDL-069 played as its chant half (its own cost): on the chase the chant half alone; it
    resolves (a magic stone of ann's stone deck enters her field) and the card goes to her graveyard."""
    state = real_started("EDL-069")
    instance = to_hand(state, "ann", "EDL-069")
    stones_before = len(player(state, "ann").stone_deck)
    field_before = len(player(state, "ann").field)
    state = act(state, _play(state, instance, will_for("EDL-069.chant"), chant_half=True))
    (item,) = state.chase
    assert item.chant_half is True and board_of(state).card(instance).id == "EDL-069.chant"
    state = resolve_all(state)
    assert instance in player(state, "ann").graveyard
    assert len(player(state, "ann").stone_deck) == stones_before - 1 and len(player(state, "ann").field) == field_before + 1


def test_fow_alt_play_half_r_resonator_half_enters_field() -> None:
    """FOW-ALT-PLAY-HALF-R / FOW-ALT-FIELD-HALF-R: EDL-069 played as its resonator half enters the field as that half
    alone: its name, total cost 2 and ATK/DEF, not the chant half's name."""
    state = real_started("EDL-069")
    instance = to_hand(state, "ann", "EDL-069")
    state = act(state, _play(state, instance, will_for("EDL-069"), chant_half=False))
    assert state.chase[0].chant_half is not True
    state = resolve_all(state)
    board = board_of(state)
    assert board.entity(instance) is not None
    here = board.card(instance)
    assert here.id == "EDL-069" and here.cost is not None and here.cost.total == 2 and not here.has_name(card("EDL-069.chant")["name"])
    assert board.stats(board.entity(instance))[:2] == (500, 700)  # type: ignore[arg-type]


def test_fow_alt_play_half_r_both_halves_listed() -> None:
    """FOW-ALT-PLAY-HALF-R: the legal actions list EDL-069 played as the half whose cost the will pays -- the
    resonator half with its cost in the pool, the chant half with the chant half's -- each payable half listed."""
    halves = set()
    for half in ("EDL-069", "EDL-069.chant"):
        state = real_started("EDL-069")
        instance = to_hand(state, "ann", "EDL-069")
        pool(state, "ann", **will_for(half))
        plays = [a for a in GAME.legal_actions(state) if a.__struct_config__.tag == "play_card" and a.card == instance]
        assert len({a.chant_half for a in plays}) == 1
        halves |= {a.chant_half for a in plays}
    assert halves == {False, True}


def test_fow_alt_play_half_r_cost_of_the_other_half_refused() -> None:
    """FOW-ALT-PLAY-HALF-R (CR 1307.3a): the chant half paid with the resonator half's cost (two green, no free will)
    is refused; naming a chant half for a card that has none is refused with the code."""
    state = real_started("EDL-069")
    instance = to_hand(state, "ann", "EDL-069")
    assert code_of(state, _play(state, instance, will_for("EDL-069"), chant_half=True)) is not None
    plain = player(state, "ann").hand[0]
    assert code_of(state, _play(state, plain, {}, chant_half=True)) == "FOW-ALT-PLAY-HALF-R"


def test_fow_alt_play_half_r_quickcast_half_only() -> None:
    """FOW-ALT-PLAY-HALF-R (CR 1307.3a): with a spell on the chase, EDL-028's chant half (with [Quickcast]) may be played
    in answer; its resonator half (none) may not."""
    state = real_started("EDL-028", "EDL-069")
    first = to_hand(state, "ann", "EDL-069")
    state = act(state, _play(state, first, will_for("EDL-069"), chant_half=False))
    state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert state.to_act == ["bob"]
    instance = to_hand(state, "bob", "EDL-028")
    will = will_for("EDL-028")
    pool(state, "bob", **will)
    chant = {"type": "play_card", "player": "bob", "card": instance, "chant_half": True, "payment": {"pool": will}}
    resonator = {**chant, "chant_half": False}
    assert code_of(state, chant) is None
    assert code_of(state, resonator) is not None


# -- FOW-ALT-COMBINED-R ------------------------------------------------------------------------------------------


def test_fow_alt_combined_r_in_graveyard() -> None:
    """FOW-ALT-COMBINED-R (CR 1307.5): EDL-069 in a graveyard has both names, the summed total cost (2 + 3) and both
    card types; EDL-028's total there is 2."""
    state = real_started("EDL-028", "EDL-069")
    soil, pig = to_graveyard(state, "ann", "EDL-069"), to_graveyard(state, "ann", "EDL-028")
    board = board_of(state)
    whole = board.card(soil)
    assert whole.has_name(card("EDL-069")["name"]) and whole.has_name(card("EDL-069.chant")["name"])
    assert whole.cost is not None and whole.cost.total == 5 and whole.type == "resonator" and whole.type == "chant"
    assert board.card(pig).cost is not None and board.card(pig).cost.total == 2  # type: ignore[union-attr]


def test_fow_alt_combined_r_total_cost_filter() -> None:
    """FOW-ALT-COMBINED-R: a graveyard target "resonator with total cost 2 or less" takes EDL-028 (1 + 1) but not
    EDL-069, whose resonator half alone costs 2 but the card 5 in the graveyard; a chant target takes EDL-069 (its chant
    type), and a name filter finds it by its chant half's name."""
    state = real_started("EDL-028", "EDL-069")
    soil, pig = to_graveyard(state, "ann", "EDL-069"), to_graveyard(state, "ann", "EDL-028")
    board = board_of(state)
    cheap = TargetSpec(kind="resonator", zone="graveyard", max_cost=2)
    assert target_problem(board, "ann", cheap, pig) is None
    assert target_problem(board, "ann", cheap, soil) is not None
    assert target_problem(board, "ann", TargetSpec(kind="chant", zone="graveyard"), soil) is None
    named = TargetSpec(kind="card", zone="graveyard", names=[card("EDL-069.chant")["name"]])
    assert target_problem(board, "ann", named, soil) is None and target_problem(board, "ann", named, pig) is not None


def test_fow_alt_combined_r_no_non_chant_card() -> None:
    """FOW-ALT-COMBINED-R (CR 1307.5c): outside the field an alternative card is a chant too, so it is no "non-chant
    card" of a search and no "non-spell card" of a graveyard target (refused with the code), while a plain resonator
    is both; a search for a resonator finds EDL-069 (its resonator type)."""
    state = real_started("EDL-069")
    soil = to_graveyard(state, "ann", "EDL-069")
    plain = to_graveyard(state, "ann", "TST-R14")
    board = board_of(state)
    non_chant = SearchFilter(kinds=["resonator", "addition", "regalia"], not_chant=True)
    assert not fits(board.card(soil), non_chant) and fits(board.card(plain), non_chant)
    assert fits(board.card(soil), SearchFilter(kinds=["resonator"]))
    non_spell = TargetSpec(kind="resonator_or_field_addition", zone="graveyard")
    problem = target_problem(board, "ann", non_spell, soil)
    assert problem is not None and problem[0] == "FOW-ALT-COMBINED-R"
    assert target_problem(board, "ann", non_spell, plain) is None


def test_fow_alt_combined_r_non_chant_search_is_marked() -> None:
    """FOW-ALT-COMBINED-R: a printed "search for a non-chant card" is read with ``not_chant`` (a real card of that
    search, found in the import)."""
    readers = [
        e for c in imported()["card_set"]["cards"] if not c.get("unsupported")
        for e in [*c.get("effects", []), *(x for a in c.get("abilities", []) for x in a.get("effects", []))]
        if e.get("op") == "search" and e.get("filter", {}).get("kinds") == ["resonator", "addition", "regalia"]
    ]
    assert readers and all(e["filter"].get("not_chant") is True for e in readers)


def test_fow_alt_field_half_r_graveyard_put_of_either_stays_refused() -> None:
    """FOW-ALT-FIELD-HALF-R: the cards whose graveyard target is "a non-chant card or an alternative card" put into the
    field (MSW-001, MSW-002J, ADW-009) stay refused with the rule's reason -- a non-chant card may be an addition, whose
    host no graveyard put chooses; an invented wording likewise."""
    for card_id in ("MSW-001", "MSW-002J", "ADW-009"):
        assert not entry(card_id)["supported"]
        assert any("FOW-ALT-FIELD-HALF-R" in u["reason"] for u in entry(card_id)["unsupported"]), card_id
    reason = line_refusal("Put target dark non-chant card or dark alternative card with total cost 2 or less from your graveyard into the field.", "chant")
    assert "FOW-ALT-FIELD-HALF-R" in reason


# -- FOW-SEARCH-NON-RESONATOR-R ----------------------------------------------------------------------------------


def test_fow_search_non_resonator_r_is_read() -> None:
    """FOW-SEARCH-NON-RESONATOR-R: EDL-060's chant half reads its look at the top cards for non-resonator cards (a
    chant, addition or regalia, no card with the resonator type); the card is supported."""
    assert entry("EDL-060")["supported"] and entry("EDL-060^")["supported"]
    (look,) = [e for e in card("EDL-060.chant")["effects"] if e["op"] == "search"]
    assert look["filter"] == {"kinds": ["chant", "addition", "regalia"], "not_resonator": True} and look["count"] == 2


def test_fow_search_non_resonator_r_alternative_card_not_taken() -> None:
    """FOW-SEARCH-NON-RESONATOR-R with EDL-060 played as its chant half: among the top cards a chant is taken into the
    hand, but EDL-069 (an alternative card: a resonator too in the deck, CR 1307.5c) is refused, as a plain resonator is."""
    from .test_fowsim_search_families import until_search

    state = real_started("EDL-060", "EDL-069")
    deck = player(state, "ann").deck
    chant = next(c for c in deck if board_of(state).card(c).type == "chant" and board_of(state).card(c).chant_half is None)
    resonator = next(c for c in deck if board_of(state).card(c).type == "resonator" and board_of(state).card(c).chant_half is None)
    soil = next(c for c in deck if c.startswith("ann:EDL-069"))
    for instance in (resonator, chant, soil):
        deck.remove(instance)
        deck.insert(0, instance)
    crest = to_hand(state, "ann", "EDL-060")
    state = until_search(act(state, _play(state, crest, will_for("EDL-060.chant"), chant_half=True)))
    assert code_of(state, {"type": "search", "player": "ann", "card": soil}) is not None
    assert code_of(state, {"type": "search", "player": "ann", "card": resonator}) is not None
    state = act(state, {"type": "search", "player": "ann", "card": chant})
    assert chant in player(state, "ann").hand


# -- FOW-COUNT-BASIC-STONE-R -------------------------------------------------------------------------------------


def test_fow_count_basic_stone_r_is_read() -> None:
    """FOW-COUNT-BASIC-STONE-R: MSW-055's resonator half reads its keyword gained while a basic wind magic stone is
    in its controller's field; the card (both halves) is supported."""
    assert entry("MSW-055")["supported"] and entry("MSW-055^")["supported"]
    gains = [a for a in card("MSW-055")["abilities"] if a.get("as_long_as")]
    assert [a["as_long_as"]["count"] for a in gains] == [{"what": "magic_stone", "attributes": ["wind"], "basic": True}]


def test_fow_count_basic_stone_r_special_stone_is_not_basic() -> None:
    """FOW-COUNT-BASIC-STONE-R: MSW-055 in ann's field has no [Swiftness] with only a special magic stone of the wind
    type (CMF-096; its other ability still counts it as a wind magic stone), nor with a basic wind magic stone (CMF-105)
    in bob's field; ann's own CMF-105 gives it."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"]["MSW-055"] = 1
        deck["stones"].update({"CMF-096": 1, "CMF-105": 1})
    state = ann_first({"card_set": real_set("MSW-055", "CMF-096", "CMF-105")}, decks, "alt-stones")
    mine = to_field(state, "ann", "MSW-055")
    to_field(state, "ann", "CMF-096")
    to_field(state, "bob", "CMF-105")
    board = board_of(state)
    entity = board.entity(mine)
    assert entity is not None and "swiftness" not in board.keywords(entity) and board.stats(entity)[:2] == (400, 400)
    to_field(state, "ann", "CMF-105")
    board = board_of(state)
    entity = board.entity(mine)
    assert entity is not None and "swiftness" in board.keywords(entity)


def test_fow_alt_combined_r_definition_encodes() -> None:
    """FOW-ALT-COMBINED-R: the combined definition of an alternative card in a graveyard is encoded as any card
    definition (an event or view showing it): its first half's type printed, the chant half's name among its names."""
    import msgspec

    state = real_started("EDL-069")
    soil = to_graveyard(state, "ann", "EDL-069")
    whole = board_of(state).card(soil)
    encoded = msgspec.json.decode(msgspec.json.encode(whole))
    assert encoded["types"] == ["resonator"] and encoded["cost"] == {"specified": {"wind": 3}, "free": 2}
    assert encoded["also_named"] == [card("EDL-069.chant")["name"]]
