"""Rule behaviours of ``adjudicator/force_of_will/ability/grammar.py`` pinned against the survivors of
scripts/mutation (issue 21): each printed line below, read by card id from ``../shared``, gives exactly this
effect tree (targets and their filters included); where no printed line reaches a branch, the grammar's own
sentences (never a printed one: ``test_no_card_text.py`` checks)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS, Unsupported, parse_effects

from .fowsim_db import line_refusal, printed, read_line


def _abilities(card_id: str, line: int) -> list[dict[str, Any]]:
    record, refused = read_line(card_id, line)
    assert refused == []
    return list(record.get("abilities", []))


def _effects(card_id: str, line: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The effects and targets of the printed line after its cost (``<cost>: <effects>``), read by the grammar
    alone (for a card whose other lines the importer would need, e.g. a magic stone's will ability)."""
    return parse_effects(printed(card_id, line).partition(": ")[2])


def test_magic_stone_target_is_special_only_when_printed_so() -> None:
    """FOW-TARGET-SPECIAL-STONE-R: "target magic stone" is any magic stone; only "target special magic stone"
    excludes the basic ones. VIN001-052 (recover target magic stone you control), BFA-047 (recover target
    magic stone)."""
    assert _abilities("VIN001-052", 0) == [
        {"kind": "automatic", "trigger": "enter", "effects": [{"op": "recover", "target": 0}],
         "targets": [{"kind": "magic_stone", "controller": "you"}]}
    ]
    assert _abilities("BFA-047", 1) == [
        {"kind": "automatic", "trigger": "attacks", "effects": [{"op": "recover", "target": 0, "optional": True}],
         "targets": [{"kind": "magic_stone"}]}
    ]


def test_attacking_or_blocking_target() -> None:
    """FOW-TARGET-IN-BATTLE-R: SKL-095's "target attacking or blocking J/resonator" is either one."""
    assert _abilities("SKL-095", 2) == [
        {"kind": "activate", "cost": {"rest": True, "remove_counters": {"counter": "arrow", "amount": 1}},
         "effects": [{"op": "damage", "amount": 400, "target": 0}],
         "targets": [{"kind": "j_resonator", "state": "attacking_or_blocking"}]}
    ]


def test_target_of_one_race_or_another() -> None:
    """A target of either of two races (TTW-103: +200/+200 to a J/resonator of one race or the other) and of
    either of two attributes (MOA-040: a fire or darkness resonator to the top of its owner's deck)."""
    assert _effects("TTW-103", 0) == (
        [{"op": "modify", "target": 0, "atk": 200, "def": 200, "until": "turn"}],
        [{"kind": "j_resonator", "races": ["Four Sacred Beasts", "Beast"]}],
    )
    chant, refused = read_line("MOA-040", 0)
    assert refused == []
    assert (chant["effects"], chant["targets"]) == (
        [{"op": "to_deck", "target": 0, "position": "top"}], [{"kind": "resonator", "attributes": ["fire", "darkness"]}]
    )


def test_unblockable_by_attribute() -> None:
    """FOW-UNBLOCKABLE-BY-R: "cannot be blocked by water resonators" (CMF-055) and "... water J/resonators"
    (MP01-043) until end of turn: the blockers' attribute kept, J-rulers counted only in the second."""
    assert _abilities("CMF-055", 0) == [
        {"kind": "activate", "cost": {"rest": True},
         "effects": [{"op": "modify", "target": 0, "unblockable_by": {"attributes": ["water"]}, "until": "turn"}],
         "targets": [{"kind": "resonator"}]}
    ]
    assert _abilities("MP01-043", 0) == [
        {"kind": "activate", "cost": {"rest": True},
         "effects": [{"op": "modify", "target": 0, "unblockable_by": {"j_resonators": True, "attributes": ["water"]}, "until": "turn"}],
         "targets": [{"kind": "resonator"}]}
    ]


def test_target_loses_keywords() -> None:
    """A target J/resonator loses the keywords named until end of turn: NWE-094 (two), CFC-015 (five)."""
    assert _abilities("NWE-094", 2) == [
        {"kind": "activate", "cost": {"rest": True},
         "effects": [{"op": "modify", "target": 0, "lose": ["swiftness", "flying"], "until": "turn"}], "targets": [{"kind": "j_resonator"}]}
    ]
    assert _abilities("CFC-015", 3)[0]["effects"] == [
        {"op": "modify", "target": 0, "lose": ["flying", "first_strike", "swiftness", "precision", "imperishable"], "until": "turn"}
    ]


def test_look_at_the_top_cards_counts_one_to_ten() -> None:
    """FOW-ARRANGE-R: the top 1 to 10 cards may be looked at (the grammar's own sentences: a printed look
    names at least two cards); 0 and 11 are refused with the count named."""
    sentence = ("Look at the top {} cards of your deck and you may reveal a resonator from among them and put it into your hand; "
                "the rest to the bottom in a random order")
    for count in (1, 10):
        effects, targets = parse_effects(sentence.format(count))
        assert effects == [{"op": "search", "filter": {"kinds": ["resonator"]}, "top": count}] and targets == []
    for count in (0, 11):
        with pytest.raises(Unsupported, match=f"looking at the top {count} cards is not in the vocabulary"):
            parse_effects(sentence.format(count))


def test_cannot_be_destroyed_until_end_of_turn() -> None:
    """FOW-KW-ETERNAL-READ-R: RDE-005's "target resonator cannot be destroyed until end of turn" is [Eternal]
    until end of turn, not for good."""
    chant, refused = read_line("RDE-005", 0)
    assert refused == []
    assert (chant["effects"], chant["targets"]) == (
        [{"op": "modify", "target": 0, "keywords": ["eternal"], "until": "turn"}], [{"kind": "resonator"}]
    )


def test_status_until_end_of_turn_each_its_marker() -> None:
    """FOW-STATUS-UNTIL-R, FOW-LOSE-ABILITIES-R: each wording its own marker until end of turn: TAT-048
    (loses all abilities), TAT-062 (cannot be blocked), SNV-029 (cannot block), ACN-063 (cannot attack this
    turn)."""
    assert _abilities("TAT-048", 0)[0]["effects"] == [{"op": "modify", "target": 0, "flags": ["no_abilities"], "until": "turn"}]
    assert _abilities("TAT-062", 0)[0]["effects"] == [{"op": "modify", "target": 0, "flags": ["unblockable"], "until": "turn"}]
    assert _abilities("SNV-029", 0)[0]["effects"] == [{"op": "modify", "target": 0, "flags": ["cannot_block"], "until": "turn"}]
    chant, refused = read_line("ACN-063", 2)
    assert refused == [] and chant["effects"] == [{"op": "modify", "target": 0, "flags": ["cannot_attack"], "until": "turn"}]
    # this card (singular: "gains") unblockable until end of turn, after its own pump (ACN-074)
    assert _abilities("ACN-074", 1)[0]["effects"] == [
        {"op": "modify", "target": "self", "atk": 400, "def": 1000, "until": "turn"},
        {"op": "modify", "target": "self", "flags": ["unblockable"], "until": "turn"},
    ]


def test_status_of_a_group_is_refused_with_its_reason() -> None:
    """"Resonators your opponent controls cannot block until end of turn" (NDR-027's second line) is read as
    a status of the whole group for the rest of the turn (FOW-GROUP-STATUS-UNTIL-R, CR 909.4: binding the
    resonators entering later too); a filtered group, or one until end of battle, stays refused."""
    record, refused = read_line("NDR-027", 1)  # a chant, rune card (FOW-RUNE-DECK-R): the line alone is read
    assert refused == [] and record["effects"] == [{"op": "forbid_group", "scope": "opponent_resonators", "status": ["cannot_block"]}]
    assert "a status of every J/resonator of a group until end of turn (which would bind later ones too) is not in the vocabulary" in line_refusal(
        "Resonators your opponent controls cannot block until end of battle.", "chant"
    )


def test_draw_more_instead_only_after_a_plain_draw() -> None:
    """FOW-DRAW-INSTEAD-R: DSD-003 draws one card, or two instead while its controller has four or more magic
    stones; "draw N cards instead" after an optional draw or after no draw at all (the grammar's own
    sentences) is refused."""
    four_stones = {"count": {"what": "magic_stone", "whose": "you"}, "at_least": 4}
    assert _abilities("DSD-003", 3)[0]["effects"] == [
        {"op": "draw", "amount": 1, "unless": four_stones}, {"op": "draw", "amount": 2, "when": four_stones}
    ]
    for before in ("You may draw a card", "Gain 500 life"):
        with pytest.raises(Unsupported, match="'draw N cards instead' after no plain draw is not in the vocabulary"):
            parse_effects(f"{before}. If you control two or more magic stones, draw four cards instead.")


def test_this_triggers_its_enter_ability_after_a_search_into_the_field() -> None:
    """FOW-TRIGGERS-ENTER-R: MPR-008's search for a card by name put into the field, then "This triggers its
    [Enter] ability" (nothing more to do: it triggers as it enters). The card named is a resonator: the
    importer knows it from the database (FOW-SEARCH-FIELD-R); here that one name is given as it would."""
    name = re.search(r'named "([^"]+)"', printed("MPR-008", 1))
    assert name is not None
    token = KNOWN_KINDS.set({f"name:{name.group(1)}": frozenset({"resonator"})})
    try:
        assert _abilities("MPR-008", 1)[0]["effects"] == [
            {"op": "search", "filter": {"names": [name.group(1)], "kinds": ["resonator"]}, "to": "field"}
        ]
    finally:
        KNOWN_KINDS.reset(token)


def test_revealed_if_its_total_cost_is_odd() -> None:
    """FOW-REVEALED-IF-R: TAT-042 reveals the top card (it stays), returns the target resonator if its total
    cost is odd, otherwise draws a card."""
    chant, refused = read_line("TAT-042", 0)
    assert refused == []
    assert (chant["effects"], chant["targets"]) == (
        [{"op": "reveal_top", "to": "stay"}, {"op": "return_to_hand", "target": 0, "when": {"top_cost": "odd"}},
         {"op": "draw", "amount": 1, "unless": {"top_cost": "odd"}}],
        [{"kind": "resonator"}],
    )


def test_up_to_two_targets_as_the_subject() -> None:
    """FOW-UP-TO-R: VIN002-014's "Up to two target resonators" opening the sentence: two optional slots,
    each that resonator unable to attack this turn."""
    chant, refused = read_line("VIN002-014", 0)
    assert refused == []
    assert (chant["effects"], chant["targets"]) == (
        [{"op": "modify", "target": 0, "flags": ["cannot_attack"], "until": "turn"},
         {"op": "modify", "target": 1, "flags": ["cannot_attack"], "until": "turn"}],
        [{"kind": "resonator", "optional": True}, {"kind": "resonator", "optional": True}],
    )


def test_at_the_next_end_of_turn_names_the_effect_just_before() -> None:
    """FOW-AT-NEXT-END-R: "it" at the next end of turn is the one J/resonator the effect just before names,
    not the first effect's (the grammar's own sentences: a draw, then a target pumped, then destroyed)."""
    effects, targets = parse_effects(
        "Draw a card. Target resonator gains [+200/+0] until end of turn. At the next end of turn, destroy it."
    )
    assert effects == [
        {"op": "draw", "amount": 1}, {"op": "modify", "target": 0, "atk": 200, "def": 0, "until": "turn"},
        {"op": "at_end", "target": 0, "then": "destroy"},
    ]
    assert targets == [{"kind": "resonator"}]


def test_special_magic_stone_target_is_marked_special() -> None:
    """FOW-TARGET-SPECIAL-STONE-R: CMF-021's "target special magic stone" (banish this card: destroy it) is a
    magic stone target marked special (the basic ones excluded), unlike VIN001-052's plain one above."""
    assert _abilities("CMF-021", 1) == [
        {"kind": "activate", "cost": {"banish_self": True}, "effects": [{"op": "destroy", "target": 0}],
         "targets": [{"kind": "magic_stone", "special": True}]}
    ]


def test_a_race_of_several_words_after_or_is_one_race() -> None:
    """FOW-RACE-LIST-R: a target of one race or another whose second race has two words (the grammar's own
    sentence: the printed ones, such as TTW-103 above, put the longer race first) names both races whole."""
    assert parse_effects("Destroy target Beast or Fairy Tale resonator") == (
        [{"op": "destroy", "target": 0}], [{"kind": "resonator", "races": ["Beast", "Fairy Tale"]}])


def test_damage_equal_to_the_damage_it_dealt_this_turn() -> None:
    """FOW-DAMAGE-DEALT-X-R: MPR-026's chant (damage to target J/resonator equal to the damage it dealt this
    turn) reads as that damage to an unfiltered J/resonator target."""
    record, refused = read_line("MPR-026", 0)
    assert refused == []
    assert (record["effects"], record["targets"]) == (
        [{"op": "damage", "amount": 0, "dealt": True, "target": 0}], [{"kind": "j_resonator"}])


def test_all_magic_stones_rested_or_recovered() -> None:
    """GRV-040's [Enter] (recover all magic stones you control, rest all magic stones your opponent controls)
    and TWS-066's chant (rest all of the opponent's magic stones, then draw): each an ``each`` scope of magic
    stones."""
    assert _abilities("GRV-040", 2) == [
        {"kind": "automatic", "trigger": "enter",
         "effects": [{"op": "recover", "each": "your_magic_stones"}, {"op": "rest", "each": "opponent_magic_stones"}]}
    ]
    record, refused = read_line("TWS-066", 0)
    assert refused == [] and record["effects"] == [{"op": "rest", "each": "opponent_magic_stones"}, {"op": "draw", "amount": 1}]


def test_a_non_special_magic_stone_searched_for() -> None:
    """FOW-SEARCH-STONE-R: CFC-060's chant and RDE-067's [Enter] search the magic stone deck for a non-special
    magic stone into the field (``not_special``)."""
    found = {"op": "search", "filter": {"not_special": True}, "deck": "stone", "to": "field"}
    record, refused = read_line("CFC-060", 0)
    assert refused == [] and record["effects"] == [found]
    assert _abilities("RDE-067", 2) == [{"kind": "automatic", "trigger": "enter", "effects": [found]}]


def test_a_basic_or_any_magic_stone_searched_for() -> None:
    """FOW-SEARCH-STONE-R: ACN-086's chant searches for a basic magic stone (``basic``), SKL-053's for any magic
    stone (no filter); both put it into the field rested."""
    record, refused = read_line("ACN-086", 0)
    assert refused == [] and record["effects"] == [
        {"op": "search", "filter": {"basic": True}, "deck": "stone", "to": "field", "rested": True}]
    record, refused = read_line("SKL-053", 0)
    assert refused == [] and record["effects"] == [{"op": "search", "filter": {}, "deck": "stone", "to": "field", "rested": True}]


def test_a_non_chant_search_keeps_its_race_and_refuses_a_kind_or_a_name() -> None:
    """FOW-SEARCH-R: "a non-chant <Race>" is a resonator, addition or regalia of that race; "a non-chant card"
    any of the three; a non-chant resonator or a non-chant card named "X" is refused with its reason (the
    grammar's own sentences)."""
    def search(what: str) -> Any:
        return parse_effects(f"Search your deck for {what}, reveal it and put it into your hand. Then shuffle your deck")

    kinds = ["resonator", "addition", "regalia"]
    # fow-y-alt: FOW-ALT-COMBINED-R: no card with the chant type (an alternative card outside the field is one).
    assert search("a non-chant Fairy Tale card") == ([{"op": "search", "filter": {"races": ["Fairy Tale"], "kinds": kinds, "not_chant": True}}], [])
    assert search("a non-chant card") == ([{"op": "search", "filter": {"kinds": kinds, "not_chant": True}}], [])
    for what in ("a non-chant resonator", 'a non-chant card named "Zyx"'):
        with pytest.raises(Unsupported, match=re.escape(f"the search for '{what}' is not in the vocabulary")):
            search(what)


def test_an_optional_effect_and_what_follows_it() -> None:
    """FOW-MAY-R, FOW-IF-YOU-DO-R, FOW-DISCARD-MAY-R (the grammar's own sentences): "You may discard a card. If
    you do, draw two cards" is an optional discard and a draw if it is done (the sentence after the optional one
    read too); a discard that follows "If you do" is refused with its reason."""
    assert parse_effects("You may discard a card. If you do, draw two cards") == (
        [{"op": "discard", "amount": 1, "player": "you", "optional": True}, {"op": "draw", "amount": 2, "condition": "if_you_do"}], [])
    with pytest.raises(Unsupported, match="^an optional discard is not in the vocabulary$"):
        parse_effects("You may draw a card. If you do, discard a card")


def test_a_conditional_effect_and_the_sentence_after_it() -> None:
    """FOW-EFFECT-IF-R (the grammar's own sentences): "If you control a Dragon, draw a card" is a draw with its
    condition, and the sentence after it is read too."""
    assert parse_effects("If you control a Dragon, draw a card. Gain 200 life") == (
        [{"op": "draw", "amount": 1, "when": {"count": {"what": "card", "whose": "you", "races": ["Dragon"]}, "at_least": 1}},
         {"op": "gain_life", "amount": 200}], [])


def test_a_look_at_the_top_cards_with_a_pick_that_may_or_must_be_taken() -> None:
    """FOW-LOOK-TOP-R, FOW-LOOK-TOP-PICK-R (the grammar's own sentences): "You may put a resonator from among
    them" may take none, "Put a resonator" must take one; "Reveal up to two resonators" may take fewer, "Reveal
    two resonators" must take two."""
    rest = "Put the rest into your graveyard"
    look = "Look at the top {n} cards of your deck. {pick} from among them {into}. " + rest
    one = {"op": "search", "filter": {"kinds": ["resonator"]}, "top": 3, "reveal": False, "rest": "graveyard"}
    assert parse_effects(look.format(n="three", pick="You may put a resonator", into="into your hand")) == ([one], [])
    assert parse_effects(look.format(n="three", pick="Put a resonator", into="into your hand")) == ([one | {"must": True}], [])
    two = {"op": "search", "filter": {"kinds": ["resonator"]}, "top": 5, "count": 2, "rest": "graveyard"}
    assert parse_effects(look.format(n="five", pick="Reveal up to two resonators", into="and put them into your hand")) == ([two], [])
    assert parse_effects(look.format(n="five", pick="Reveal two resonators", into="and put them into your hand")) == ([two | {"must": True}], [])


def test_an_effect_replaced_on_its_target_when_a_condition_holds() -> None:
    """FOW-EFFECT-INSTEAD-R (the grammar's own sentences): "Destroy target resonator. If you control a Dragon,
    return it to its owner's hand instead": the destruction unless the condition holds, the return when it does,
    both on the one target."""
    dragon = {"count": {"what": "card", "whose": "you", "races": ["Dragon"]}, "at_least": 1}
    assert parse_effects("Destroy target resonator. If you control a Dragon, return it to its owner's hand instead") == (
        [{"op": "destroy", "target": 0, "unless": dragon}, {"op": "return_to_hand", "target": 0, "when": dragon}], [{"kind": "resonator"}])


def test_the_sentences_after_a_life_gain_equal_to_its_def_and_after_up_to_two_targets() -> None:
    """FOW-LIFE-EQUAL-R and FOW-UP-TO-R (the grammar's own sentences): the sentence after "Gain life equal to
    its DEF" and the one after "Destroy up to two target resonators" are read too."""
    assert parse_effects("Destroy target resonator. Gain life equal to its DEF. Draw a card") == (
        [{"op": "destroy", "target": 0}, {"op": "gain_life", "equal_to": "def", "of": 0}, {"op": "draw", "amount": 1}], [{"kind": "resonator"}])
    assert parse_effects("Destroy up to two target resonators. Draw a card") == (
        [{"op": "destroy", "target": 0}, {"op": "destroy", "target": 1}, {"op": "draw", "amount": 1}],
        [{"kind": "resonator", "optional": True}, {"kind": "resonator", "optional": True}])


def test_then_discards_takes_the_subject_of_the_first_verb() -> None:
    """The grammar's own sentences: "Draw two cards, then discards a card" is the controller's draw and discard
    (no subject: you); "Draw a card, then gain 200 life" is read as written."""
    assert parse_effects("Draw two cards, then discards a card") == (
        [{"op": "draw", "amount": 2}, {"op": "discard", "amount": 1, "player": "you"}], [])
    assert parse_effects("Draw a card, then gain 200 life") == ([{"op": "draw", "amount": 1}, {"op": "gain_life", "amount": 200}], [])


def test_a_check_of_the_revealed_card_needs_a_reveal_that_leaves_it_on_top() -> None:
    """FOW-REVEALED-IF-R (the grammar's own sentences): after a reveal that puts the card into the hand when it
    is a resonator (no card left on top to check), a further "If it's a chant, ..." is refused with its reason,
    not read as a check of the revealed card."""
    with pytest.raises(Unsupported, match="no vocabulary entry matches \"If it's a chant, draw a card\""):
        parse_effects("Reveal the top card of your deck. If it's a resonator, put it into your hand. If it's a chant, draw a card")


# -- the survivors of a new sample (scripts/mutation, 2026-12-04 early morning) -------------------------------
def test_a_target_with_a_total_cost_before_or_after_whose_it_is() -> None:
    """A target's "with total cost N or less (more)" right after the noun (TAT-032: destroy a resonator of
    total cost 2 or less) and after whose it is (MOA-021: return an opponent's resonator of total cost 5 or
    more; RDE-093: remove one of 2 or less)."""
    chant, refused = read_line("TAT-032", 0)
    assert refused == [] and chant["targets"] == [{"kind": "resonator", "max_cost": 2}]
    chant, refused = read_line("MOA-021", 0)
    assert refused == [] and chant["targets"] == [{"kind": "resonator", "controller": "opponent", "min_cost": 5}]
    assert _abilities("RDE-093", 3)[0]["targets"] == [{"kind": "resonator", "controller": "opponent", "max_cost": 2}]


def test_a_resonator_target_in_your_graveyard() -> None:
    """CMF-083: the resonator put into the hand is a target in its controller's own graveyard."""
    assert _abilities("CMF-083", 0) == [
        {"kind": "automatic", "trigger": "enter", "effects": [{"op": "from_graveyard", "target": 0, "to": "hand"}],
         "targets": [{"kind": "resonator", "zone": "graveyard", "controller": "you"}]}
    ]


def test_a_search_for_up_to_two_closed_by_its_shuffle() -> None:
    """FOW-SEARCH-UP-TO-R with MPR-066: a search for up to two resonators into the hand, closed by the shuffle
    of the deck after it (read, not refused as a shuffle closing no search)."""
    chant, refused = read_line("MPR-066", 0)
    assert refused == [] and chant["effects"] == [{"op": "search", "filter": {"kinds": ["resonator"]}, "count": 2}]


def test_a_look_taking_one_card_or_two_instead() -> None:
    """FOW-LOOK-TOP-PICK-R with ACN-077: a look at the top four taking one card, the rest on the bottom in any
    order, or two cards instead while its player controls a Mermaid; the same after a draw (our own line: the
    look replaced is the effect just before, not the first)."""
    chant, refused = read_line("ACN-077", 0)
    assert refused == []
    look = {"op": "search", "filter": {}, "top": 4, "must": True, "reveal": False, "rest": "arrange"}
    mermaid = {"count": {"what": "card", "whose": "you", "races": ["Mermaid"]}, "at_least": 1}
    assert chant["effects"] == [look | {"unless": mermaid}, look | {"count": 2, "when": mermaid}]
    assert parse_effects("Draw a card. " + printed("ACN-077", 0)) == ([{"op": "draw", "amount": 1}, *chant["effects"]], [])


def test_an_opponents_discard_or_another_instead() -> None:
    """FOW-DISCARD-INSTEAD-R with CMF-093: the opponent discards two cards, or two at random instead while a
    condition on its player's ruler holds (the condition itself not spelt out here: it names cards)."""
    chant, refused = read_line("CMF-093", 0)
    assert refused == []
    first, second = chant["effects"]
    assert first["unless"] == second["when"]
    assert {k: v for k, v in first.items() if k != "unless"} == {"op": "discard", "amount": 2, "player": "opponent"}
    assert {k: v for k, v in second.items() if k != "when"} == {"op": "discard", "amount": 2, "player": "opponent", "random": True}


def test_the_opponents_top_card_looked_at_then_more() -> None:
    """FOW-LOOK-OPP-TOP-R with GITS2045-058's effect: the opponent's top card looked at and maybe put on the
    bottom; a sentence after it is read too (our own: the printed line ends there)."""
    look = [{"op": "look_top", "player": "opponent"}, {"op": "top_to_bottom", "player": "opponent", "optional": True}]
    assert _abilities("GITS2045-058", 0)[0]["effects"] == look
    assert parse_effects(printed("GITS2045-058", 0).split("⇒ ", 1)[1] + " Draw a card.") == ([*look, {"op": "draw", "amount": 1}], [])


def test_this_triggers_its_enter_ability_after_a_card_put_into_the_hand_is_refused() -> None:
    """FOW-TRIGGERS-ENTER-R: after CMF-083's effect (a resonator put into the hand from the graveyard),
    "This triggers its [Enter] ability" is refused (our own line): no card entered the field."""
    text = printed("CMF-083", 0).partition(": ")[2] + " This triggers its [Enter] ability."
    with pytest.raises(Unsupported, match=r"^'This triggers its \[Enter\] ability' after no card put into the field is not in the vocabulary$"):
        parse_effects(text)


def test_the_shuffle_of_the_magic_stone_deck_after_another_effect() -> None:
    """FOW-SEARCH-STONE-R with CFC-060's search of the magic stone deck (a non-special stone into the field),
    after a draw (our own line): the shuffle of the magic stone deck closes that search."""
    assert parse_effects("Draw a card. " + printed("CFC-060", 0)) == (
        [{"op": "draw", "amount": 1}, {"op": "search", "filter": {"not_special": True}, "deck": "stone", "to": "field"}], []
    )


def test_a_target_not_recovering_while_this_card_is_in_the_field() -> None:
    """FOW-NO-RECOVER-WHILE-R with SKL-038: the resonator it rests does not recover as long as this card is in
    a field."""
    assert _abilities("SKL-038", 0) == [
        {"kind": "automatic", "trigger": "enter", "effects": [{"op": "rest", "target": 0}, {"op": "no_recover", "target": 0, "while_here": True}],
         "targets": [{"kind": "resonator"}]}
    ]


def test_it_after_an_effect_on_this_card() -> None:
    """FOW-NO-RECOVER-R and FOW-AT-NEXT-END-R: "it" after an effect on this card is this card (our own lines:
    a pump on this card, then "it doesn't recover during its next recovery phase", or "at the
    next end of turn >>> return it to its owner's hand"); "return it" naming no hand is refused."""
    pump = {"op": "modify", "target": "self", "atk": 200, "def": 200, "until": "turn"}
    first = "This card gains [+200/+200] until end of turn."
    assert parse_effects(f"{first} It doesn't recover during its next recovery phase.") == ([pump, {"op": "no_recover", "target": "self"}], [])
    assert parse_effects(f"{first} At the next end of turn >>> Return it to its owner's hand.") == ([pump, {"op": "at_end", "target": "self", "then": "hand"}], [])
    with pytest.raises(Unsupported, match=r"^at the next end of turn, 'Return it' is not in the vocabulary$"):
        parse_effects(f"{first} At the next end of turn >>> Return it.")


# -- mut-cons: survivors of 2026-12-04 night (the whole directory's run); each line read alone by card id (the
# family files read these cards through the cached import, which the selection by coverage does not see) ----------
def test_removed_then_put_back_into_the_field() -> None:
    """FOW-FLICKER-R: CMF-004's third option reads as a resonator target removed from the game *then put into
    the field* (``then_field``), not a plain removal."""
    record, refused = read_line("CMF-004", 0)
    assert refused == []
    assert record["modes"][2] == {"effects": [{"op": "remove", "target": 0, "then_field": True}], "targets": [{"kind": "resonator"}]}


def test_the_top_ten_cards_or_the_top_card_put_into_a_graveyard() -> None:
    """Mill (fow-w2-wide: up to ten, the vocabulary's bound): AOA-091's top ten cards of your deck (the count's
    first word read as the number) and GITS2045-070's top card of the opponent's deck."""
    record, refused = read_line("AOA-091", 1)
    assert refused == [] and record["effects"] == [{"op": "mill", "amount": 10, "player": "you", "to": "graveyard"}]
    attacks = _abilities("GITS2045-070", 1)
    assert [a["effects"] for a in attacks] == [[{"op": "mill", "amount": 1, "player": "opponent", "to": "graveyard"}]]


def test_remove_target_card_in_a_graveyard_targets_a_card() -> None:
    """FOW-GRAVEYARD-REMOVE-R: GITS2045SD-001's "remove target card in a graveyard" targets a card (any kind) of
    any graveyard, not a resonator."""
    (ability,) = _abilities("GITS2045SD-001", 1)
    assert ability["targets"] == [{"kind": "card", "zone": "graveyard", "controller": "any"}]
    assert ability["effects"] == [{"op": "from_graveyard", "target": 0, "to": "removed"}]


def test_a_race_followed_by_of_the_and_nothing_more_is_refused() -> None:
    """FOW-RACE-OF-THE-R reads "of the" and a capitalised word after a race ("Knight of the Round Table"); a
    filter ending in "of the" (our own sentence) is refused with its reason, not read past its last word."""
    with pytest.raises(Unsupported, match=re.escape("the target filter 'Knight of the' is not in the vocabulary")):
        parse_effects("Destroy target Knight of the resonator")
    assert parse_effects("Destroy target Knight of the Round Table resonator")[1] == [{"kind": "resonator", "races": ["Knight of the Round Table"]}]


def test_a_race_in_the_plural_gains_as_its_j_resonators() -> None:
    """FOW-RACE-GROUP-GAINS-R, FOW-PLURAL-RACE-R (our own sentences, the database's races and kinds given as the
    importer sets them): "Gorgons you control gain ..." is read as the Gorgon J/resonators you control gaining;
    a plural of a race no card prints is refused with its reason."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    races = KNOWN_RACES.set(frozenset({"Gorgon"}))
    kinds = KNOWN_KINDS.set({"race:Gorgon": frozenset({"resonator"})})
    try:
        effects, targets = parse_effects("Gorgons you control gain [+100/+100] until end of turn.")
        assert targets == [] and effects == [{"op": "modify", "atk": 100, "def": 100, "until": "turn", "each": "your_j_resonators", "among": {"races": ["Gorgon"]}}]
        with pytest.raises(Unsupported, match=re.escape("the group 'Wolves' (a race in the plural) is not in the vocabulary")):
            parse_effects("Wolves you control gain [+100/+100] until end of turn.")
    finally:
        KNOWN_KINDS.reset(kinds)
        KNOWN_RACES.reset(races)


def test_no_life_gain_for_the_opponent_or_for_every_player() -> None:
    """FOW-NO-LIFE-GAIN-TURN-R: TWS-030's line forbids the opponent's life gain until end of turn (after its
    damage), GRL-021's every player's."""
    record, refused = read_line("TWS-030", 1)
    assert refused == [] and record["effects"][1] == {"op": "forbid_life_gain", "player": "opponent"}
    assert [a["effects"] for a in _abilities("GRL-021", 2)] == [[{"op": "forbid_life_gain", "player": "each"}]]


def test_more_cards_taken_instead_only_after_a_look_whose_rest_is_arranged() -> None:
    """FOW-LOOK-TOP-PICK-R (the grammar's own sentences): "put two cards into your hand and the rest on the bottom
    ... instead" replaces a look at the top cards taking one whose rest goes to the bottom in any order; after a
    look whose rest goes to the graveyard it is refused with its reason."""
    look = "Look at the top {n} cards of your deck. Put a card from among them into your hand and {rest}. "
    instead = "If you have no cards in your hand, put two cards into your hand and the rest on the bottom of your deck in any order instead"
    effects, _ = parse_effects(look.format(n="three", rest="the rest on the bottom of your deck in any order") + instead)
    assert [(e["op"], e["rest"], e.get("count", 1)) for e in effects] == [("search", "arrange", 1), ("search", "arrange", 2)]
    with pytest.raises(Unsupported, match=re.escape("'put N cards into your hand ... instead' after no look at the top cards taking one is not in the vocabulary")):
        parse_effects(look.format(n="three", rest="put the rest into your graveyard") + instead)


def test_put_into_the_field_instead_with_nothing_before_is_refused() -> None:
    """FOW-SEARCH-FIELD-INSTEAD-R (our own sentence): "you may put it into the field instead" as the first
    sentence (no search before it) is refused with its reason."""
    with pytest.raises(Unsupported, match="after no plain search of the deck for the hand"):
        parse_effects("If you have no cards in your hand, you may put it into the field instead")


def test_tokens_instead_only_after_a_plain_token_put() -> None:
    """FOW-TOKENS-INSTEAD-R (the grammar's own sentences): "put <tokens> instead" replaces a plain token put before
    it (one put or the other); after an optional one ("You may put ...") it is refused with its reason."""
    tokens = "{head} {n} [400/400] light Fairy resonator token{s} into the field"
    instead = ". If you control three or more resonators, " + tokens.format(head="put", n="three", s="s") + " instead"
    plain, _ = parse_effects(tokens.format(head="Put", n="a", s="") + instead)
    assert [(e["op"], e["amount"], "unless" in e, "when" in e) for e in plain] == [("put_tokens", 1, True, False), ("put_tokens", 3, False, True)]
    with pytest.raises(Unsupported, match=re.escape("'put <tokens> instead' after no plain token put is not in the vocabulary")):
        parse_effects(tokens.format(head="You may put", n="a", s="") + instead)


def test_then_reads_the_next_effect_whole() -> None:
    """FOW-THEN-R (our own sentences): "Then <effect>" is read as the effect after it, its first letter made a
    capital and nothing else of it lost."""
    assert parse_effects("Destroy target resonator. Then draw a card") == ([{"op": "destroy", "target": 0}, {"op": "draw", "amount": 1}], [{"kind": "resonator"}])


def test_the_sentence_after_a_pump_for_each_is_read() -> None:
    """FOW-MODIFY-PER-R (the grammar's own sentences): the sentence after "<target> gains [+X/+Y] for each ...
    until end of turn" is read too."""
    pump = "Target resonator gains [+{n}/+{n}] for each card in your hand until end of turn. Draw a card"
    effects, targets = parse_effects(pump.format(n=100))
    assert [e["op"] for e in effects] == ["modify", "draw"] and effects[0]["per"] == {"what": "card", "zone": "hand", "whose": "you"}
    assert targets == [{"kind": "resonator"}]
