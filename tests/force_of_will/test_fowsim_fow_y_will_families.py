"""Will forms read by fow-y-will (CR 907, will abilities and produced will), each played with a real card named by id
(the printed text stays in ../shared):

- FOW-WILL-SPEND-NAMED-R: "Spend this will only to play activate abilities of cards named <name> you control" (EDL-052,
  EDL-059, ADW-067): the will pays only the will cost of an activate ability of a card of that exact name its player
  controls.
- FOW-GRANTED-WILL-TYPE-R: "<Attribute> magic stones you control gain "{Rest}: Produce <will>"" (TTW-032, a ruler): the
  grant reaches its controller's magic stones of that magic stone type only.
- FOW-STONE-TREATED-AS-R: "Treat <attribute> magic stones you control also as <attribute> magic stones" (DBV-020,
  DBV-039, DBV-053, DBV-055, DBV-075, each with a grant of FOW-GRANTED-WILL-TYPE-R): those stones have both types.
- FOW-WILL-ZERO-COST-R: a ruler's "{0}: Produce <will>" played once per turn (WOM-057) or as a God's Art (TWS-036).
- FOW-WILL-SPEND-OR-RACE-R: "Spend this will only to play <Race> chants or <Race>s" (CST-009).
"""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will.ability.lines import per_count
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.vocabulary import PerCount
from adjudicator.force_of_will.will import pick_option

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, full_deck, player, pool, to_field, to_hand
from .real import ann_first, board_of, lone_ruler, real_set, ruler_game, ruler_of, stats

# -- FOW-WILL-SPEND-NAMED-R ---------------------------------------------------------------------------------------

NAMED_CARDS = ("EDL-052", "EDL-059", "ADW-067")


def _only(card_id: str) -> dict[str, Any]:
    """The restriction of the card's will ability."""
    (will,) = [a for a in card(card_id)["abilities"] if a["kind"] == "will"]
    only: dict[str, Any] = will["only"]
    return only


def test_fow_will_spend_named_r_is_read() -> None:
    """FOW-WILL-SPEND-NAMED-R: the three cards read (one name each, the one its text quotes), now supported."""
    for card_id in NAMED_CARDS:
        assert entry(card_id)["supported"], card_id
        only = _only(card_id)
        assert set(only) == {"ability_names"} and len(only["ability_names"]) == 1
    assert _only("EDL-052") != _only("EDL-059")


def _named_game() -> tuple[State, str, str, str, str]:
    """Ann's first main phase: EDL-052 (an addition: {Rest}: one water will, only for activate abilities of the
    cards of one name) in her field, TST-NAMED (an invented regalia of that name: {Rest}{1}: target J/resonator you
    control gains [+200/+0]), the same regalia under its own name (TST-G02) and the resonator TST-R04."""
    named = dict(next(c for c in reference_card_set_json()["cards"] if c["id"] == "TST-G02"))
    named |= {"id": "TST-NAMED", "name": _only("EDL-052")["ability_names"][0]}
    card_set = real_set("EDL-052")
    card_set["cards"].append(named)
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"] |= {"EDL-052": 1, "TST-NAMED": 1}
    decks["bob"]["main"] |= {"TST-NAMED": 1}
    state = ann_first({"card_set": card_set}, decks, "y-will-named")
    addition = to_field(state, "ann", "EDL-052")
    return state, addition, to_field(state, "ann", "TST-NAMED"), to_field(state, "ann", "TST-G02"), to_field(state, "ann", "TST-R04")


def test_fow_will_spend_named_r_pays_the_named_cards_ability() -> None:
    """EDL-052's water will, produced and kept apart, pays the {1} of the named regalia's ability: it resolves (the
    resonator gains +200 ATK), both cards rested and the restricted will spent."""
    state, addition, regalia, _, resonator = _named_game()
    state = act(state, {"type": "produce_will", "player": "ann", "source": addition, "will": "water"})
    assert [(w.will, w.only.ability_names) for w in player(state, "ann").restricted] == [("water", _only("EDL-052")["ability_names"])]
    assert not player(state, "ann").pool.get("water")
    action = {"type": "activate", "player": "ann", "card": regalia, "ability": 0, "targets": [resonator], "payment": {"restricted": {"water": 1}}}
    assert code_of(state, action) is None
    state = both_pass(act(state, action))
    assert not player(state, "ann").restricted
    field = {e.id: e for e in player(state, "ann").field}
    assert field[addition].rested and field[regalia].rested
    assert stats(state, resonator)[0] == 700


def test_fow_will_spend_named_r_breaks() -> None:
    """FOW-WILL-SPEND-NAMED-R: the restricted water will pays neither the same ability of a card of another name
    (TST-G02), nor a card (TST-R02, {W}{1}); used as a source it pays neither; a variant naming cards an opponent
    controls stays refused."""
    state, addition, _, other, resonator = _named_game()
    as_source = {"type": "activate", "player": "ann", "card": other, "ability": 0, "targets": [resonator], "payment": {"sources": [{"card": addition, "will": "water"}]}}
    assert code_of(state, as_source) == "FOW-WILL-SPEND-NAMED-R"
    state = act(state, {"type": "produce_will", "player": "ann", "source": addition, "will": "water"})
    spent = {"type": "activate", "player": "ann", "card": other, "ability": 0, "targets": [resonator], "payment": {"restricted": {"water": 1}}}
    assert code_of(state, spent) == "FOW-WILL-SPEND-NAMED-R"
    hand = to_hand(state, "ann", "TST-R02")
    pool(state, "ann", light=1)
    play = {"type": "play_card", "player": "ann", "card": hand, "payment": {"pool": {"light": 1}, "restricted": {"water": 1}}}
    assert code_of(state, play) == "FOW-WILL-SPEND-NAMED-R"
    assert "is not in the vocabulary" in line_refusal('{Rest}: Produce {U}. Spend this will only to play activate abilities of cards named "Ozwin the Lame" your opponent controls.', "addition")


# -- FOW-GRANTED-WILL-TYPE-R ---------------------------------------------------------------------------------------


def test_fow_granted_will_type_r_is_read() -> None:
    """FOW-GRANTED-WILL-TYPE-R: TTW-032 (a ruler) grants its will ability to its controller's fire magic stones only."""
    assert entry("TTW-032")["supported"]
    (grant,) = card("TTW-032")["abilities"]
    assert grant["scope"] == "your_magic_stones" and grant["attributes"] == ["fire"]
    assert grant["grants_will"] == [{"kind": "will", "cost": {"rest": True}, "produce": ["wind"]}]


def _typed_game() -> State:
    """Ann's first main phase with TTW-032 (without its J-ruler side) in her ruler area; both stone decks hold the real basic fire (TTW-107) and
    water (TTW-109) magic stones."""
    decks = {"ann": full_deck("TTW-032"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["stones"] |= {"TTW-107": 2, "TTW-109": 2}
    card_set = real_set("TTW-107", "TTW-109")
    card_set["cards"].append(lone_ruler("TTW-032"))  # its J-ruler side is not supported
    return ann_first({"card_set": card_set}, decks, "y-will-typed")


def test_fow_granted_will_type_r_a_fire_stone_makes_wind() -> None:
    """Ann's fire magic stone makes wind will (TTW-032's grant) and rests; it still makes fire will another time."""
    state = _typed_game()
    stone = to_field(state, "ann", "TTW-107")
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "wind"})
    assert player(state, "ann").pool.get("wind") == 1
    assert next(e for e in player(state, "ann").field if e.id == stone).rested


def test_fow_granted_will_type_r_breaks() -> None:
    """FOW-GRANTED-WILL-TYPE-R: ann's water magic stone makes no wind will (another magic stone type); bob's fire magic
    stone none either (FOW-GRANTED-WILL-R: the grant is of ann's card); a grant of another ability stays refused."""
    state = _typed_game()
    water = to_field(state, "ann", "TTW-109")
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": water, "will": "wind"}) == "FOW-GRANTED-WILL-TYPE-R"
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": water, "will": "water"}) is None
    theirs = to_field(state, "bob", "TTW-107")
    entity = board_of(state).entity(theirs)
    assert entity is not None
    option, problem = pick_option(board_of(state), entity, "wind", [])
    assert option is None and problem is not None and problem[0] == "FOW-GRANTED-WILL-R"
    assert "is not in the vocabulary" in line_refusal('Water magic stones you control gain "{Rest}: Draw two cards."', "ruler")


# -- FOW-STONE-TREATED-AS-R ----------------------------------------------------------------------------------------

TREATING = {"DBV-020": ("fire", "light"), "DBV-039": ("water", "wind"), "DBV-053": ("water", "darkness"), "DBV-055": ("wind", "fire"), "DBV-075": ("darkness", "fire")}
BASIC = {"darkness": "TTW-106", "fire": "TTW-107", "light": "TTW-108", "water": "TTW-109", "wind": "TTW-110"}


def test_fow_stone_treated_as_r_is_read() -> None:
    """FOW-STONE-TREATED-AS-R: the five resonators read (a magic stone type added to their controller's stones of
    another, and a grant of the added type's will to them, FOW-GRANTED-WILL-TYPE-R), now supported."""
    for card_id, (old, new) in TREATING.items():
        assert entry(card_id)["supported"], card_id
        treat, grant = card(card_id)["abilities"][:2]
        assert {k: v for k, v in treat.items() if k != "text"} == {"kind": "continuous", "scope": "your_magic_stones", "attributes": [old], "also_stone_types": [new]}
        assert grant["attributes"] == [old] and grant["grants_will"][0]["produce"] == [new]


def _treated_game() -> State:
    """Ann's first main phase; DBV-020 and DBV-075 in both main decks, the five real basic magic stones in both stone
    decks."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"] |= {"DBV-020": 1, "DBV-075": 1}
        deck["stones"] |= dict.fromkeys(BASIC.values(), 1)
    return ann_first({"card_set": real_set("DBV-020", "DBV-075", *BASIC.values())}, decks, "y-will-treated")


def test_fow_stone_treated_as_r_types_and_will() -> None:
    """With DBV-020 (fire -> light) in ann's field, her fire magic stone is a light magic stone too and makes light will;
    with DBV-075 (darkness -> fire) as well, her darkness magic stone is a fire one, so a light one too (the fire
    stones' grant reaches it): it makes fire and light will."""
    state = _treated_game()
    to_field(state, "ann", "DBV-020")
    fire, dark = to_field(state, "ann", BASIC["fire"]), to_field(state, "ann", BASIC["darkness"])
    board = board_of(state)
    assert board.stone_words(_entity(state, fire)) == ["fire", "light"] and board.stone_words(_entity(state, dark)) == ["darkness"]
    to_field(state, "ann", "DBV-075")
    board = board_of(state)
    assert board.stone_words(_entity(state, dark)) == ["darkness", "fire", "light"]
    done = act(state, {"type": "produce_will", "player": "ann", "source": fire, "will": "light"})
    assert player(done, "ann").pool.get("light") == 1
    for will in ("fire", "light"):
        done = act(state, {"type": "produce_will", "player": "ann", "source": dark, "will": will})
        assert player(done, "ann").pool.get(will) == 1


def _entity(state: State, card_id: str) -> Any:
    entity = board_of(state).entity(card_id)
    assert entity is not None
    return entity


def test_fow_stone_treated_as_r_breaks() -> None:
    """FOW-STONE-TREATED-AS-R: ann's DBV-020 treats neither her water magic stone (another type: no light will, refused
    with FOW-GRANTED-WILL-TYPE-R) nor bob's fire magic stone (FOW-GRANTED-WILL-R); a magic stone treated as its own
    type stays refused."""
    state = _treated_game()
    to_field(state, "ann", "DBV-020")
    water = to_field(state, "ann", BASIC["water"])
    theirs = to_field(state, "bob", BASIC["fire"])
    board = board_of(state)
    assert board.stone_words(_entity(state, water)) == ["water"] and board.stone_words(_entity(state, theirs)) == ["fire"]
    assert code_of(state, {"type": "produce_will", "player": "ann", "source": water, "will": "light"}) == "FOW-GRANTED-WILL-TYPE-R"
    option, problem = pick_option(board, _entity(state, theirs), "light", [])
    assert option is None and problem is not None and problem[0] == "FOW-GRANTED-WILL-R"
    assert "is not in the vocabulary" in line_refusal("Treat wind magic stones you control also as wind magic stones.")


# -- FOW-WILL-ZERO-COST-R ------------------------------------------------------------------------------------------


def test_fow_will_zero_cost_r_is_read() -> None:
    """FOW-WILL-ZERO-COST-R: WOM-057 (a ruler: {0}, a time will for activate abilities, [Mobilize] and chants'
    [Awakening] costs, once per turn) and TWS-036 (a ruler's God's Art {0}: a water will for Music chants) supported."""
    assert entry("WOM-057")["supported"] and entry("TWS-036")["supported"]
    (will,) = [a for a in card("WOM-057")["abilities"] if a["kind"] == "will"]
    assert {k: v for k, v in will.items() if k != "text"} == {
        "kind": "will", "cost": {"will": {}}, "produce": ["time"], "once_per_turn": True, "only": {"activate": True, "mobilize": True, "awakening": "chant"}
    }
    (art,) = card("TWS-036")["abilities"]
    assert art["cost"] == {"will": {}} and art["produce"] == ["water"] and art["only"] == {"types": ["chant"], "races": ["Music"]} and art["gods_art"]


def test_fow_will_zero_cost_r_once_per_turn_from_the_ruler_area() -> None:
    """WOM-057 in ann's ruler area: its will ability, paying nothing, puts a time will apart in her pool (restricted);
    the ruler is not rested.  FOW-RULER-WILL-R: a second use this turn is refused."""
    state = ruler_game("WOM-057", "y-will-zero")
    ruler = ruler_of(state, "ann").id
    use = {"type": "produce_will", "player": "ann", "source": ruler, "will": "time"}
    state = act(state, use)
    assert [(w.will, w.only.activate) for w in player(state, "ann").restricted] == [("time", True)]
    assert not ruler_of(state, "ann").rested and not state.chase
    assert code_of(state, use) == "FOW-RULER-WILL-R"


def test_fow_will_zero_cost_r_breaks() -> None:
    """FOW-WILL-ZERO-COST-R: TWS-036's God's Art is played once a game (its second use refused), and a {0} will ability
    without a limit, or a field card's, stays refused."""
    state = ruler_game("TWS-036", "y-will-zero-art")
    ruler = ruler_of(state, "ann").id
    use = {"type": "produce_will", "player": "ann", "source": ruler, "will": "water"}
    state = act(state, use)
    assert [w.will for w in player(state, "ann").restricted] == ["water"]
    assert code_of(state, use) == "FOW-RULER-WILL-R"
    assert "{0}" in line_refusal("{0}: Produce {G}.", "ruler")
    assert "is not in the vocabulary" in line_refusal("{0}: Produce {R}. Play this ability only once per turn.", "resonator")


# -- FOW-WILL-SPEND-OR-RACE-R --------------------------------------------------------------------------------------


def test_fow_will_spend_or_race_r_is_read() -> None:
    """FOW-WILL-SPEND-OR-RACE-R: CST-009's will pays chants of one race or cards of another (a Fairy); supported."""
    assert entry("CST-009")["supported"]
    assert _only("CST-009") == {"types": ["chant"], "races": ["Virtuous Skill"], "or_races": ["Fairy"]}


def _fairy_game() -> tuple[State, str]:
    """Ann's first main phase with CST-009 in her field (since the turn began) and TST-FAIRY (TST-R01, {W}, made a
    Fairy) in both main decks."""
    fairy = dict(next(c for c in reference_card_set_json()["cards"] if c["id"] == "TST-R01"))
    fairy |= {"id": "TST-FAIRY", "races": ["Fairy"]}
    card_set = real_set("CST-009")
    card_set["cards"].append(fairy)
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["main"] |= {"CST-009": 1, "TST-FAIRY": 1}
    state = ann_first({"card_set": card_set}, decks, "y-will-fairy")
    return state, to_field(state, "ann", "CST-009")


def test_fow_will_spend_or_race_r_pays_a_fairy() -> None:
    """CST-009's light will, kept apart, pays TST-FAIRY ({W}): the Fairy resolves into ann's field."""
    state, source = _fairy_game()
    state = act(state, {"type": "produce_will", "player": "ann", "source": source, "will": "light"})
    assert [w.will for w in player(state, "ann").restricted] == ["light"] and not player(state, "ann").pool.get("light")
    fairy = to_hand(state, "ann", "TST-FAIRY")
    state = both_pass(act(state, {"type": "play_card", "player": "ann", "card": fairy, "payment": {"restricted": {"light": 1}}}))
    assert fairy in {e.id for e in player(state, "ann").field} and not player(state, "ann").restricted


def test_fow_will_spend_or_race_r_breaks() -> None:
    """FOW-WILL-SPEND-OR-RACE-R: the will pays no resonator of another race (TST-R01, {W}); a first part of an unknown
    race stays refused."""
    state, source = _fairy_game()
    state = act(state, {"type": "produce_will", "player": "ann", "source": source, "will": "light"})
    other = to_hand(state, "ann", "TST-R01")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": other, "payment": {"restricted": {"light": 1}}}) == "FOW-WILL-SPEND-OR-RACE-R"
    assert "not a race" in line_refusal("{Rest}: Produce {W}. Spend this will only to play Zorblax chants or Fairies.")


def test_fow_stone_treated_as_r_counted() -> None:
    """FOW-STONE-TREATED-AS-R: a count of the light magic stones ann controls (as "for each light magic stone you
    control" reads) counts her fire magic stone while DBV-020 is in her field, not before; bob's count is unchanged."""
    state = _treated_game()
    to_field(state, "ann", BASIC["fire"])
    to_field(state, "bob", BASIC["fire"])
    per = msgspec.convert(per_count("light magic stone you control"), PerCount)
    assert board_of(state).per_count(per, "", "ann") == 0
    to_field(state, "ann", "DBV-020")
    assert board_of(state).per_count(per, "", "ann") == 1 and board_of(state).per_count(per, "", "bob") == 0


def _call_fire(treating: bool) -> tuple[State, str]:
    """Ann's first main phase: RDE-089 ([Resonance] for a light or darkness magic stone) in her field, with DBV-020 when
    ``treating``; she calls the basic fire magic stone CMF-102 put on top of her stone deck."""
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["stones"]["CMF-102"] = 1
    decks["ann"]["main"] |= {"RDE-089": 1, "DBV-020": 1}
    state = ann_first({"card_set": real_set("RDE-089", "DBV-020", "CMF-102")}, decks, "y-will-resonance")
    seat = player(state, "ann")
    top = next(c for c in seat.stone_deck if ":CMF-102#" in c)
    seat.stone_deck.remove(top)
    seat.stone_deck.insert(0, top)
    mine = to_field(state, "ann", "RDE-089")
    if treating:
        to_field(state, "ann", "DBV-020")
    return act(state, {"type": "call_stone", "player": "ann"}), mine


def test_fow_stone_treated_as_r_resonance() -> None:
    """FOW-STONE-TREATED-AS-R (CR 1127.2): with DBV-020 in ann's field the fire magic stone she calls enters as a light
    one too: RDE-089's [Resonance] for light triggers; without DBV-020 it does not."""
    state, mine = _call_fire(True)
    assert [(item.kind, item.card) for item in state.chase] == [("automatic", mine)]
    state, _ = _call_fire(False)
    assert not state.chase and not state.pending
