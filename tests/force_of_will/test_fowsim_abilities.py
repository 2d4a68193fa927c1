"""Each ability family the importer reads, played with at least one real card of the community database
(named by id; the printed text stays in ../shared): from the printed line, the expected result of playing
it.  The card set of each game is the invented reference pool plus the real cards under test."""

from __future__ import annotations

import pytest
from msgspec import UNSET

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import Unsupported, parse_sentence
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, printed, sentences
from .helpers import act, both_pass, find, player, pool, to_field, to_hand
from .real import field, paid_play, play, real_started, resolve_all, stats, will_for


def test_cheap_syntax_reminder_text_arrow_and_old_wordings() -> None:
    """Reminder text after a keyword, a colon after the [Enter] label, the long spelled-out enter
    trigger, the arrow sign, a missing full stop and the Chant-Instant type are each read as the one
    spelling they stand for."""
    assert card("TAT-029")["keywords"] == ["flying"]  # [Flying] (reminder text)
    assert card("CMF-056")["abilities"][0]["trigger"] == "enter"  # [Enter]: ...
    assert card("TMS-063")["abilities"][0]["trigger"] == "enter"  # the long spelled-out enter trigger
    assert card("AOA-079")["abilities"][0]["trigger"] == "attacks"  # an attack trigger written with the arrow sign
    assert card("MPR-063")["abilities"][1]["scope"] == "added"  # no final full stop
    assert card("CMF-038")["keywords"] == ["quickcast"]  # Spell:Chant-Instant
    assert entry("TAT-029")["supported"] and entry("CMF-038")["supported"]


def test_damage_family_this_card_deals_damage_to_a_player_or_j_resonator() -> None:
    """CMF-038, a Chant-Instant, hits a player (or a J/resonator) for 500."""
    state = real_started("CMF-038")
    bolt = to_hand(state, "ann", "CMF-038")
    state = play(state, "ann", bolt, ["bob"])
    state = resolve_all(state)
    assert player(state, "bob").life == 3500 and bolt in player(state, "ann").graveyard


def test_return_to_hand_family_on_an_enter_trigger() -> None:
    """CMF-056 bounces a resonator as it enters (one of bob's goes back to his hand)."""
    state = real_started("CMF-056")
    victim = to_field(state, "bob", "TST-R01")
    bird = to_hand(state, "ann", "CMF-056")
    state = play(state, "ann", bird)
    state = resolve_all(state, {bird: [victim]})
    assert bird in field(state, "ann") and victim not in field(state, "bob") and victim in player(state, "bob").hand
    GAME.check(state)


def test_destroy_all_family_on_a_j_ruler_entering_by_judgment() -> None:
    """CMF-013J: when the J-ruler enters (Judgment of CMF-013), destroy all resonators, both sides."""
    state = real_started("CMF-013", ruler="CMF-013")
    mine = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R02")
    cost = card("CMF-013")["judgment"]["cost"]
    will = dict(cost.get("specified", {})) | ({"void": cost["free"]} if cost.get("free") else {})
    pool(state, "ann", **will)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": will}})
    state = resolve_all(state)
    assert "ann:CMF-013#1" in field(state, "ann")
    assert mine in player(state, "ann").graveyard and theirs in player(state, "bob").graveyard


def test_discard_hand_family() -> None:
    """CMF-087J: when the J-ruler enters, the opponent discards their whole hand."""
    state = real_started("CMF-087", ruler="CMF-087")
    hand = list(player(state, "bob").hand)
    cost = card("CMF-087")["judgment"]["cost"]
    will = dict(cost.get("specified", {})) | ({"void": cost["free"]} if cost.get("free") else {})
    pool(state, "ann", **will)
    state = act(state, {"type": "judgment", "player": "ann", "payment": {"pool": will}})
    state = resolve_all(state)
    assert hand and player(state, "bob").hand == [] and set(hand) <= set(player(state, "bob").graveyard)
    assert player(state, "bob").hand_count == 0


def test_put_stone_family() -> None:
    """TMS-063, as it enters, brings in the top stone of the stone deck, rested."""
    state = real_started("TMS-063")
    top = player(state, "ann").stone_deck[0]
    ramp = to_hand(state, "ann", "TMS-063")
    state = resolve_all(play(state, "ann", ramp))
    stone = next(e for e in player(state, "ann").field if e.id == top)
    assert stone.rested and top not in player(state, "ann").stone_deck


def test_remove_and_destroy_each_families_on_chants() -> None:
    """RDE-086 exiles one resonator; CFC-073 wipes every resonator."""
    state = real_started("RDE-086", "CFC-073")
    victim = to_field(state, "bob", "TST-R01")
    exile = to_hand(state, "ann", "RDE-086")
    state = resolve_all(play(state, "ann", exile, [victim]))
    assert victim in player(state, "bob").removed
    mine, theirs = to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R03")
    wipe = to_hand(state, "ann", "CFC-073")
    state = resolve_all(play(state, "ann", wipe))
    assert mine in player(state, "ann").graveyard and theirs in player(state, "bob").graveyard


def test_continuous_family_other_j_resonators_you_control() -> None:
    """NDR-006 gives its controller's other J/resonators first strike; the opponent's get none."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.engine import catalogue_for

    state = real_started("NDR-006")
    to_field(state, "ann", "NDR-006")
    friend = to_field(state, "ann", "TST-R01")
    foe = to_field(state, "bob", "TST-R01")
    board = Board(catalogue_for(state.options), state)
    entity = {e.id: e for p in state.players for e in p.field}
    assert "first_strike" in board.keywords(entity[friend]) and "first_strike" not in board.keywords(entity[foe])


def test_attack_trigger_family() -> None:
    """AOA-079 gains its controller 500 life on each attack."""
    state = real_started("AOA-079")
    attacker = to_field(state, "ann", "AOA-079")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = resolve_all(state)
    assert player(state, "ann").life == 4500


def test_activate_family_pump_this_card_until_end_of_turn() -> None:
    """TAT-029 pays one fire will for +100 ATK this turn."""
    state = real_started("TAT-029")
    bird = to_field(state, "ann", "TAT-029")
    pool(state, "ann", fire=1)
    state = act(state, find(state, "activate", card=bird) | {"payment": {"pool": {"fire": 1}}})
    state = resolve_all(state)
    assert any(m.target == bird and m.atk == 100 and m.until == "turn" for m in state.modifiers)


def test_addition_resonator_is_added_to_a_resonator_only() -> None:
    """MPR-063 (Addition:Resonator): added to a resonator (not a J-ruler), which gains [Flying]; its
    [Enter] draws a card."""
    state = real_started("MPR-063")
    host = to_field(state, "ann", "TST-R01")
    cloak = to_hand(state, "ann", "MPR-063")
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", cloak, [host]))
    added = next(e for e in player(state, "ann").field if e.id == cloak)
    assert added.added_to == host and len(player(state, "ann").hand) == hand  # played one, drew one
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.engine import catalogue_for

    board = Board(catalogue_for(state.options), state)
    assert "flying" in board.keywords(next(e for e in player(state, "ann").field if e.id == host))


def test_modal_chant_family_choose_one() -> None:
    """VIN002-004: "Choose one" between recovering and resting a target resonator; the mode is chosen
    as the chant is played."""
    state = real_started("VIN002-004")
    victim = to_field(state, "bob", "TST-R01")
    spell = to_hand(state, "ann", "VIN002-004")
    assert [len(m["effects"]) for m in card("VIN002-004")["modes"]] == [1, 1]
    will = will_for("VIN002-004")
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": spell, "mode": 1, "targets": [victim], "payment": {"pool": will}})
    state = resolve_all(state)
    assert next(e for e in player(state, "bob").field if e.id == victim).rested


def test_mill_family_top_cards_into_the_graveyard() -> None:
    """SKL-076 mills two cards off its controller's main deck as it enters."""
    state = real_started("SKL-076")
    top = player(state, "ann").deck[:2]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SKL-076")))
    assert player(state, "ann").graveyard[-2:] == top and player(state, "ann").deck_count == len(player(state, "ann").deck)


def test_lose_life_family() -> None:
    """VIN001-064: [Enter] you lose 500 life (no damage is dealt)."""
    state = real_started("VIN001-064")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-064")))
    assert player(state, "ann").life == 3500


def test_target_filters_total_cost_race_and_attribute() -> None:
    """Target filters: TAT-032 by total cost (2 at most), CMF-066 by race (Vampire), MPR-012 by
    attribute (darkness).  A target outside the filter is refused (FOW-PLAY-1)."""
    from .helpers import code_of

    state = real_started("TAT-032", "MPR-012")
    cheap, dear = to_field(state, "bob", "TST-R02"), to_field(state, "bob", "TST-R04")  # total cost 2 and 3
    action = paid_play(state, "ann", "TAT-032")
    assert code_of(state, action | {"targets": [dear]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, action | {"targets": [cheap]}))
    assert cheap in player(state, "bob").graveyard
    light = to_field(state, "bob", "TST-R01")
    exile = to_hand(state, "ann", "MPR-012")
    will = will_for("MPR-012")
    pool(state, "ann", **will)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": exile, "targets": [light], "payment": {"pool": will}}) == "FOW-PLAY-1"
    assert card("CMF-066")["abilities"][0]["targets"] == [{"kind": "resonator", "races": ["Vampire"]}]


def test_banish_this_card_as_a_cost() -> None:
    """MPR-061 pays wind will and sacrifices itself (banish as a cost) to deal 300 to a resonator."""
    state = real_started("MPR-061")
    source = to_field(state, "ann", "MPR-061")
    victim = to_field(state, "bob", "TST-R02")
    pool(state, "ann", wind=1)
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [victim], "payment": {"pool": {"wind": 1}}})
    assert source in player(state, "ann").graveyard  # banished as the cost is paid
    state = resolve_all(state)
    assert victim in player(state, "bob").graveyard or next(e for e in player(state, "bob").field if e.id == victim).damage == 300


def test_pump_each_family() -> None:
    """MPR-074 shrinks every resonator by 700/700 for the turn; those left at DEF 0 or less are put into
    the graveyard by the rule processes."""
    state = real_started("MPR-074")
    mine, theirs = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R02")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-074")))
    assert mine in player(state, "ann").graveyard and theirs in player(state, "bob").graveyard


def test_enters_rested_and_return_this_card_are_read() -> None:
    """TMS-037 comes in rested; CMF-016 bounces itself to the hand (both cards keep another unsupported
    line, so only the reading is checked here)."""
    assert card("TMS-037")["enters_rested"] is True
    assert any(e == {"op": "return_to_hand", "target": "self"} for a in card("CMF-016")["abilities"] for e in a.get("effects", []))


def test_old_enter_label_without_arrow_and_pump_of_each() -> None:
    """CMF-088 (an old [Enter] label with no arrow) lends flying and swiftness to its controller's
    resonators for the turn."""
    state = real_started("CMF-088")
    friend = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-088")))
    assert {"flying", "swiftness"} <= stats(state, friend)[2]  # FOW-GROUP-LASTING-R: one change of ann's resonators
    assert [m.group.each for m in state.modifiers if m.group is not UNSET] == ["your_resonators"]


def test_destroy_target_addition() -> None:
    """CMF-065 rests to destroy an addition (a resonator is not a legal target)."""
    from .helpers import code_of

    state = real_started("CMF-065", "MPR-063")
    source = to_field(state, "ann", "CMF-065")
    host = to_field(state, "bob", "TST-R01")
    cloak = to_field(state, "bob", "MPR-063", added_to=host)
    assert code_of(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [host]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 0, "targets": [cloak]}))
    assert cloak in player(state, "bob").graveyard


def test_recover_all_magic_stones_you_control_on_attack() -> None:
    """VIN002-047J untaps its controller's magic stones each time it attacks."""
    state = real_started("VIN002-047", ruler="VIN002-047")
    stones_ = [to_field(state, "ann", "TST-ST-W", rested=True) for _ in range(2)]
    theirs = to_field(state, "bob", "TST-ST-R", rested=True)
    pool(state, "ann", void=5)
    state = resolve_all(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"void": 5}}}))
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": "ann:VIN002-047#1", "target": "bob"})
    state = resolve_all(state)
    rested = {e.id: e.rested for p in state.players for e in p.field}
    assert not any(rested[s] for s in stones_) and rested[theirs]


def test_damage_to_players_without_a_target() -> None:
    """ACN-139 hurts both players for 200 as it enters; ACN-056 hurts its own controller for 500."""
    state = real_started("ACN-139", "ACN-056")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-139")))
    assert (player(state, "ann").life, player(state, "bob").life) == (3800, 3800)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-056")))
    assert (player(state, "ann").life, player(state, "bob").life) == (3300, 3800)


def test_put_into_a_graveyard_from_the_field_trigger() -> None:
    """FOW-TRIG-GRAVEYARD-R with VIN002-062: dying from the field costs the opponent 400 life (here it
    dies to CFC-073's board wipe)."""
    state = real_started("VIN002-062", "CFC-073")
    dying = to_field(state, "ann", "VIN002-062")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CFC-073")))
    assert dying in player(state, "ann").graveyard and player(state, "bob").life == 3600


def test_awakening_family_an_enter_ability_only_when_awakened() -> None:
    """TAT-045's awakening (one water will) adds a draw on entering -- paid, it draws; not paid, not."""
    state = real_started("TAT-045")
    first, second = to_hand(state, "ann", "TAT-045"), None
    hand = len(player(state, "ann").hand)
    state = resolve_all(play(state, "ann", first))
    assert len(player(state, "ann").hand) == hand - 1
    state = real_started("TAT-045")
    second = to_hand(state, "ann", "TAT-045")
    hand = len(player(state, "ann").hand)
    will = will_for("TAT-045")
    will["water"] = will.get("water", 0) + 1
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": second, "awakening": True, "payment": {"pool": will}})
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand  # played one, drew one


def test_graveyard_targets_into_the_hand_or_the_field() -> None:
    """CMF-083 brings a resonator back from its controller's graveyard to the hand, ACN-122 back to the
    field (the opponent's graveyard is not a legal choice)."""
    from .helpers import code_of, to_graveyard

    state = real_started("CMF-083", "ACN-122")
    mine = to_graveyard(state, "ann", "TST-R02")
    theirs = to_graveyard(state, "bob", "TST-R03")
    finder = to_hand(state, "ann", "CMF-083")
    state = resolve_all(play(state, "ann", finder), {finder: [mine]})
    assert mine in player(state, "ann").hand and mine not in player(state, "ann").graveyard
    back = to_graveyard(state, "ann", "TST-R04")
    action = paid_play(state, "ann", "ACN-122")
    assert code_of(state, action | {"targets": [theirs]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, action | {"targets": [back]}))
    assert back in field(state, "ann")


def test_put_a_target_on_top_or_at_the_bottom_of_its_owners_deck() -> None:
    """FOW-EFFECT-TO-DECK-R with MOA-040 (a fire or darkness resonator goes to the top of its owner's
    deck; a light one is not a legal target) and WOM-079 (a resonator goes to the bottom).  The card
    leaves the field for its owner's deck, the deck count follows."""
    from .helpers import code_of

    state = real_started("MOA-040", "WOM-079")
    fire = to_field(state, "bob", "TST-R11")
    light = to_field(state, "bob", "TST-R01")
    deck_count = player(state, "bob").deck_count
    action = paid_play(state, "ann", "MOA-040")
    chant = action["card"]
    assert code_of(state, action | {"targets": [light]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, action | {"targets": [fire]}))
    bob = player(state, "bob")
    assert fire not in field(state, "bob") and bob.deck[0] == fire and bob.deck_count == deck_count + 1
    assert chant in player(state, "ann").graveyard
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "WOM-079"), [light]))
    bob = player(state, "bob")
    assert light not in field(state, "bob") and bob.deck[-1] == light and bob.deck[0] == fire
    assert bob.deck_count == deck_count + 2


def test_a_j_ruler_is_never_put_into_a_deck() -> None:
    """FOW-EFFECT-TO-DECK-R: the importer refuses the family on a target that may be a J-ruler."""
    with pytest.raises(Unsupported):
        parse_sentence("Put target J/resonator on top of its owner's main deck", lambda spec: 0)


def test_continuous_ability_over_a_filtered_group() -> None:
    """FOW-CONT-FILTER-R: MOA-003 pumps its controller's other light resonators by 200/200 -- not itself,
    not a wind one, not the opponent's light one; CMF-012 pumps every Human of its controller by
    200/200 -- the Human J-ruler too, not an Angel; TAT-069 pumps its controller's resonators by 100/100
    -- not the J-ruler (a J-ruler is not a resonator)."""
    state = real_started("MOA-003", "CMF-012", "TAT-069")
    lord = to_field(state, "ann", "MOA-003")
    light, wind, human = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-R07"), to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R05")
    assert stats(state, light)[:2] == (600, 600) and stats(state, human)[:2] == (600, 800)
    assert stats(state, wind)[:2] == (200, 400) and stats(state, theirs)[:2] == (900, 900)
    assert stats(state, lord)[:2] == tuple(card("MOA-003")[k] for k in ("atk", "def"))
    pool(state, "ann", light=2, void=1)
    state = resolve_all(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": {"light": 2, "void": 1}}}))
    j_ruler = "ann:TST-RU1#1"
    assert stats(state, j_ruler)[:2] == (1000, 1000)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-012")))
    assert stats(state, human)[:2] == (800, 1000) and stats(state, j_ruler)[:2] == (1200, 1200)
    assert stats(state, light)[:2] == (600, 600)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-069")))
    assert stats(state, j_ruler)[:2] == (1200, 1200) and stats(state, wind)[:2] == (300, 500)


def test_a_group_read_as_a_plural_race_is_refused() -> None:
    """FOW-CONT-FILTER-R: TAT-068's group names a race in the plural; no singular is guessed."""
    from adjudicator.force_of_will.ability.lines import continuous

    with pytest.raises(Unsupported):
        continuous(sentences("TAT-068")[0], {"types": ["resonator"]}, "")


def test_continuous_for_each_counts_now() -> None:
    """FOW-CONT-FOREACH-R: VIN001-041 grows 100/100 per card in its controller's hand, MOA-031 100/100 per
    card in the opponent's graveyard, CMF-039 300/300 per other Wererabbit its controller has (CMF-053 is
    one; CMF-039 does not count itself)."""
    from .helpers import empty_hand, to_graveyard

    state = real_started("VIN001-041", "MOA-031", "CMF-039", "CMF-053")
    empty_hand(state, "ann")
    swordsman, reader, rabbit = to_field(state, "ann", "VIN001-041"), to_field(state, "ann", "MOA-031"), to_field(state, "ann", "CMF-039")

    def printed(card_id: str) -> tuple[int, int]:
        return card(card_id)["atk"], card(card_id)["def"]

    assert stats(state, swordsman)[:2] == printed("VIN001-041") and stats(state, rabbit)[:2] == printed("CMF-039")
    to_hand(state, "ann", "TST-R01"), to_hand(state, "ann", "TST-R02")
    atk, dfn = printed("VIN001-041")
    assert stats(state, swordsman)[:2] == (atk + 200, dfn + 200)
    gone = len(player(state, "bob").graveyard)
    to_graveyard(state, "bob", "TST-R11"), to_graveyard(state, "ann", "TST-R03")
    atk, dfn = printed("MOA-031")
    assert stats(state, reader)[:2] == (atk + 100 * (gone + 1), dfn + 100 * (gone + 1))
    other = to_field(state, "ann", "CMF-053")
    atk, dfn = printed("CMF-039")
    assert stats(state, rabbit)[:2] == (atk + 300, dfn + 300)
    assert stats(state, other)[:2] == printed("CMF-053")  # it counts Treasury Items: none


def test_counting_a_kind_of_card_in_a_hand_is_refused() -> None:
    """FOW-CONT-FOREACH-R: how many resonators a hand holds would reveal the hand; only its size counts."""
    from adjudicator.force_of_will.ability.lines import per_count

    assert per_count("card in your hand") == {"what": "card", "zone": "hand", "whose": "you"}
    with pytest.raises(Unsupported):
        per_count("resonator in your hand")


def test_a_card_set_counting_kinds_in_a_hand_is_refused() -> None:
    """A forged card set may not count resonators in a hand either: the error names the field."""
    import msgspec

    from adjudicator.core.errors import InputError
    from adjudicator.force_of_will.cards import CardSet, catalogue_card_set

    data = reference_card_set_json()
    cards = [dict(c) for c in data["cards"]]
    index = next(i for i, c in enumerate(cards) if c["types"] == ["resonator"])
    cards[index]["abilities"] = [{"kind": "continuous", "atk": 100, "per": {"what": "resonator", "zone": "hand"}}]
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data | {"cards": cards}, CardSet))
    assert any(e.pointer == f"/cards/{index}/abilities/0/per/what" for e in raised.value.errors)


def test_continuous_as_long_as_a_condition_holds() -> None:
    """FOW-CONT-WHILE-R: VIN001-072 is 200/200 bigger while its controller is at 2000 life or below,
    VIN001-023 500/500 bigger while alone among its controller's resonators, MPR-047 400/400 bigger while
    its controller has a Moon (CMF-049 is a Moon addition: a bare race counts cards of any type)."""
    state = real_started("VIN001-072", "VIN001-023", "MPR-047", "CMF-049")

    def printed(card_id: str, bonus: int = 0) -> tuple[int, int]:
        return card(card_id)["atk"] + bonus, card(card_id)["def"] + bonus

    king = to_field(state, "ann", "VIN001-072")
    assert stats(state, king)[:2] == printed("VIN001-072")
    player(state, "ann").life = 2000
    assert stats(state, king)[:2] == printed("VIN001-072", 200)
    player(state, "ann").life = 2100
    assert stats(state, king)[:2] == printed("VIN001-072")
    state = real_started("VIN001-072", "VIN001-023", "MPR-047", "CMF-049")
    warlord = to_field(state, "ann", "VIN001-023")
    to_field(state, "bob", "TST-R01")  # the opponent's resonators do not count
    assert stats(state, warlord)[:2] == printed("VIN001-023", 500)
    bird = to_field(state, "ann", "MPR-047")
    assert stats(state, warlord)[:2] == printed("VIN001-023") and stats(state, bird)[:2] == printed("MPR-047")
    to_field(state, "ann", "CMF-049")
    assert stats(state, bird)[:2] == printed("MPR-047", 400)


def test_an_as_long_as_plural_race_is_refused() -> None:
    """FOW-CONT-WHILE-R: "two or more Dragons" would need a singular guessed for the race: refused."""
    from adjudicator.force_of_will.ability.lines import as_long_as

    assert as_long_as("your life is 2000 or less") == {"life": True, "at_most": 2000}
    with pytest.raises(Unsupported):
        as_long_as("you control two or more Dragons")


def test_filtered_all_and_each_effects() -> None:
    """FOW-EACH-FILTER-R: MOA-043 wipes the cheap resonators (total cost 1 and 2 go, cost 3 stays, on
    both sides); MPR-002, awakened, wipes every resonator but itself as it enters."""
    state = real_started("MOA-043", "MPR-002")
    cheap, two, dear = to_field(state, "bob", "TST-R01"), to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R04")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-043")))
    assert cheap in player(state, "bob").graveyard and two in player(state, "ann").graveyard
    assert field(state, "bob") >= {dear}
    purge = to_hand(state, "ann", "MPR-002")
    will = will_for("MPR-002")
    will["light"] = will.get("light", 0) + 2
    will["void"] = will.get("void", 0) + 2
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": purge, "awakening": True, "payment": {"pool": will}}))
    assert purge in field(state, "ann") and dear in player(state, "bob").graveyard


def test_a_card_set_filtering_players_is_refused() -> None:
    """FOW-EACH-FILTER-R: ``among`` narrows J/resonators only; on damage to each player it is refused."""
    import msgspec

    from adjudicator.core.errors import InputError
    from adjudicator.force_of_will.cards import CardSet, catalogue_card_set

    data = reference_card_set_json()
    cards = [dict(c) for c in data["cards"]]
    index = next(i for i, c in enumerate(cards) if c["types"] == ["chant"] and not c.get("modes"))
    cards[index]["effects"] = [{"op": "damage", "amount": 100, "each": "each_player", "among": {"max_cost": 2}}]
    cards[index]["targets"] = []
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data | {"cards": cards}, CardSet))
    assert any(e.pointer == f"/cards/{index}/effects/0/among" for e in raised.value.errors)


def test_cannot_be_targeted_by_the_opponent_reads_as_barrier() -> None:
    """FOW-KW-BARRIER-READ-R: MPR-009 is shielded from the opponent's spells and abilities -- the opponent
    cannot target it, its controller can; VIN001-002 sacrifices itself to shield a resonator from the
    opponent for the turn."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for
    from adjudicator.force_of_will.targets import target_problem
    from adjudicator.force_of_will.vocabulary import TargetSpec

    def problem(state: State, chooser: str, card_id: str) -> str | None:
        found = target_problem(Board(catalogue_for(state.options), state), chooser, TargetSpec(kind="resonator"), card_id)
        return found[0] if found else None

    state = real_started("MPR-009", "VIN001-002")
    warded, plain = to_field(state, "ann", "MPR-009"), to_field(state, "ann", "TST-R01")
    assert problem(state, "bob", warded) == "FOW-KW-BARRIER" and problem(state, "ann", warded) is None
    assert problem(state, "bob", plain) is None
    guard = to_field(state, "ann", "VIN001-002")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": guard, "ability": 0, "targets": [plain]}))
    assert guard in player(state, "ann").graveyard and problem(state, "bob", plain) == "FOW-KW-BARRIER"


def test_it_is_the_one_target_before_it() -> None:
    """FOW-IT-TARGET-R with VIN001-061, which rests a resonator and then shrinks "it" by 400/400 for the
    turn -- the same resonator is rested and shrunk (a 400-DEF resonator is destroyed by the rule
    processes); a self trigger (VIN001-027's attack pump) reads "it" as this card; a lone "It gains" is
    refused."""
    from adjudicator.force_of_will.ability import normalize_line
    from adjudicator.force_of_will.ability.grammar import parse_effects

    state = real_started("VIN001-061")
    big, small = to_field(state, "bob", "TST-R13"), to_field(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-061"), [big]))
    assert stats(state, big)[:2] == (500, 400) and next(e for e in player(state, "bob").field if e.id == big).rested
    assert stats(state, small)[:2] == (400, 400)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN001-061"), [small]))
    assert small in player(state, "bob").graveyard
    assert normalize_line(printed("VIN001-027")).startswith("Whenever this card attacks >>> This card gains")
    with pytest.raises(Unsupported):
        parse_effects("It gains [+300/+400] until end of turn")
