"""Ability families first needed by the Saga, Trinity and Reiya clusters ([Null], [Bloodlust], keyword
lines with [Drain], "as it resolves" destinations of chants, recovering a ruler), each played with a
real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from msgspec import UNSET

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import Board, sync_counts
from adjudicator.force_of_will.cards import catalogue_for, validate_card_set
from adjudicator.force_of_will.state import Entity

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, empty_hand, next_turn, player, pool, to_field, to_hand
from .real import play, real_set, real_started, resolve_all, stats


def test_fow_kw_null_r_a_continuous_change_while_the_hand_is_empty() -> None:
    """FOW-KW-NULL-R with TSW-132, a darkness dinosaur that grows and gains [Precision] only while its
    controller holds no card: no change with cards in ann's hand, +300/+300 and [Precision] with none."""
    assert entry("TSW-132")["supported"]
    state = real_started("TSW-132")
    dino = to_field(state, "ann", "TSW-132")
    assert player(state, "ann").hand and stats(state, dino) == (300, 300, frozenset())
    empty_hand(state, "ann")
    assert stats(state, dino) == (600, 600, frozenset({"precision"}))


def test_fow_kw_null_r_keywords_alone_and_refusals() -> None:
    """FOW-KW-NULL-R: TSW-155 (two keywords only, separated by dashes) and TSW-116 (a bonus listed with
    commas before its keywords) read as conditional continuous changes; a [Null] that rewrites a chant's text as it
    is played before its own effects are read (TSW-052) stays refused (fow-s-keyword: the forms read are
    FOW-PLAYED-WITH-TEXT-R's; fow-dec-b: one granting an activate ability, TSW-137, reads: see
    test_fowsim_fow_dec_b_families); JRP-016 stays refused for its other lines."""
    hand_empty = {"count": {"what": "card", "zone": "hand"}, "at_most": 0}
    (ability,) = card("TSW-155")["abilities"]
    assert ability["keywords"] == ["pierce", "precision"] and ability["as_long_as"] == hand_empty
    (ability,) = card("TSW-116")["abilities"]
    assert (ability["atk"], ability["def"], ability["keywords"]) == (1000, 1000, ["precision", "pierce"])
    assert any("CR 1134.2" in u["reason"] for u in entry("TSW-052")["unsupported"])
    assert not entry("JRP-016")["supported"]


def test_fow_kw_bloodlust_r_must_attack_if_able() -> None:
    """FOW-KW-BLOODLUST-R with SDR2-011, a fast fire boar with [Bloodlust]: while it can attack, ann cannot
    pass at main timing (FOW-BATTLE-8); it is read as the must-attack continuous ability."""
    assert card("SDR2-011")["abilities"][0]["must_attack"] is True
    state = real_started("SDR2-011")
    to_field(state, "ann", "SDR2-011")
    assert code_of(state, {"type": "pass", "player": "ann"}) == "FOW-BATTLE-8"


def test_fow_drain_r_in_a_line_of_several_keywords() -> None:
    """FOW-DRAIN-R with WOM-008, a fairy whose one keyword line holds [Flying] and [Drain]: [Flying] is a
    keyword, [Drain] its life-gaining automatic ability (a lone [Drain] line reads the same)."""
    record = card("WOM-008")
    assert record["keywords"] == ["flying"]
    assert record["abilities"][0]["trigger"] == "deals_damage" and record["abilities"][0]["effects"] == [{"op": "gain_life", "that_much": True}]
    assert entry("WOM-008")["supported"]


def test_fow_as_it_resolves_r_shuffled_into_the_deck() -> None:
    """FOW-AS-IT-RESOLVES-R with EDL-072, a wind treasure chant giving life per stone that goes back into
    its owner's deck: two stones give 400 life and the card is in ann's deck, not her graveyard."""
    state = real_started("EDL-072")
    for stone in ("TST-ST-W", "TST-ST-R"):
        to_field(state, "ann", stone)
    life = player(state, "ann").life
    chant = to_hand(state, "ann", "EDL-072")
    state = resolve_all(play(state, "ann", chant))
    ann = player(state, "ann")
    assert ann.life == life + 400
    assert chant in ann.deck and chant not in ann.graveyard and chant not in ann.hand


def test_fow_as_it_resolves_r_back_to_the_hand_and_refused_elsewhere() -> None:
    """FOW-AS-IT-RESOLVES-R with PofA-023, a 100-damage fire arrow that returns to its owner's hand: bob
    loses 100 life and the arrow is in ann's hand again; a card set giving a resonator such a destination
    is refused."""
    state = real_started("PofA-023")
    arrow = to_hand(state, "ann", "PofA-023")
    state = resolve_all(play(state, "ann", arrow, ["bob"]))
    assert player(state, "bob").life == 3900
    assert arrow in player(state, "ann").hand and arrow not in player(state, "ann").graveyard
    bad = real_set("SDR2-011")
    bad["cards"] = [dict(c) for c in bad["cards"]]
    boar = next(c for c in bad["cards"] if c["id"] == "SDR2-011")
    boar["resolves_to"] = "hand"
    _, _, errors = validate_card_set(bad)
    assert any("FOW-AS-IT-RESOLVES-R" in e.message for e in errors)


def test_fow_recover_ruler_r_a_chant_recovers_the_ruler() -> None:
    """FOW-RECOVER-RULER-R with MSW-004, a light chant that recovers its player's ruler and draws: ann's
    rested ruler in its ruler area is recovered and she draws a card."""
    state = real_started("MSW-004")
    ann = player(state, "ann")
    assert ann.ruler is not None
    ann.ruler.rested = True
    chant = to_hand(state, "ann", "MSW-004")
    hand = len(ann.hand)
    state = resolve_all(play(state, "ann", chant))
    ann = player(state, "ann")
    assert ann.ruler is not None and not ann.ruler.rested and len(ann.hand) == hand


def test_fow_recover_ruler_r_of_an_attribute_and_none_as_a_j_ruler() -> None:
    """FOW-RECOVER-RULER-R with MSW-024, a fire field addition recovering a fire ruler (ann's reference
    ruler is light: it stays rested), and SDR2-005, a resonator recovering its player's ruler (nothing
    happens while that ruler is a J-ruler in the field, CR 308.4)."""
    state = real_started("MSW-024", "SDR2-005")
    ann = player(state, "ann")
    assert ann.ruler is not None
    ann.ruler.rested = True
    fountain = to_field(state, "ann", "MSW-024")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": fountain, "ability": 1, "targets": []}))
    assert player(state, "ann").ruler is not None and player(state, "ann").ruler.rested
    chef = to_field(state, "ann", "SDR2-005")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": chef, "ability": 0, "targets": []}))
    assert player(state, "ann").ruler is not None and not player(state, "ann").ruler.rested
    ann = player(state, "ann")
    assert ann.ruler is not None
    ann.field.append(Entity(id=ann.ruler.id, j_ruler=True, rested=True))  # the ruler is a J-ruler now
    ann.ruler = None
    next(e for e in ann.field if e.id == chef).rested = False
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": chef, "ability": 0, "targets": []}))
    assert player(state, "ann").ruler is None and all(e.rested for e in player(state, "ann").field if e.j_ruler)


def test_fow_damage_per_r_for_each_before_the_target() -> None:
    """FOW-DAMAGE-PER-R with EDL-048, a water treasure dealing 400 per card in its controller's hand to a
    J/resonator (the count named before the target), then shuffled back into the deck
    (FOW-AS-IT-RESOLVES-R): with two cards left in hand a 1200-DEF resonator takes 800 and survives."""
    state = real_started("EDL-048")
    victim = to_field(state, "bob", "TST-R10")
    parasol = to_hand(state, "ann", "EDL-048")
    ann = player(state, "ann")
    ann.deck.extend(c for c in ann.hand if c != parasol)
    ann.hand = [parasol, ann.deck.pop(0), ann.deck.pop(0)]
    sync_counts(ann)
    state = resolve_all(play(state, "ann", parasol, [victim]))
    entity = next(e for e in player(state, "bob").field if e.id == victim)
    assert entity.damage == 800 and parasol in player(state, "ann").deck


def test_fow_weather_r_rain_until_end_of_turn_for_its_controller() -> None:
    """FOW-WEATHER-R with SDR3-011, a water chant making its controller's weather rain until end of turn,
    and SDR3-004, a jellyfish 200/200 bigger while its controller's weather is rain: ann's copy grows,
    bob's does not (each player has a weather, CR 1028.3); the next turn both are clear again."""
    state = real_started("SDR3-011", "SDR3-004")
    mine = to_field(state, "ann", "SDR3-004")
    theirs = to_field(state, "bob", "SDR3-004")
    assert stats(state, mine)[:2] == (500, 500)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SDR3-011")))
    assert player(state, "ann").weather == "rain"
    assert stats(state, mine)[:2] == (700, 700) and stats(state, theirs)[:2] == (500, 500)
    state = next_turn(state)
    assert stats(state, mine)[:2] == (500, 500)


def test_fow_effect_instead_r_returned_or_put_on_top_in_the_rain() -> None:
    """FOW-EFFECT-INSTEAD-R with SDR3-003, a water chant bouncing a resonator, or putting it on top of
    its owner's deck instead while its controller's weather is rain (FOW-WEATHER-R)."""
    state = real_started("SDR3-003")
    victim = to_field(state, "bob", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SDR3-003"), [victim]))
    assert victim in player(state, "bob").hand
    state = real_started("SDR3-003")
    victim = to_field(state, "bob", "TST-R10")
    player(state, "ann").weather = "rain"
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SDR3-003"), [victim]))
    assert player(state, "bob").deck[0] == victim and victim not in player(state, "bob").hand


def test_fow_activate_only_r_only_while_the_weather_is_rain() -> None:
    """FOW-ACTIVATE-ONLY-IF-R with SDR3-010, a water resonator whose resting ability works only in its
    controller's rain (FOW-WEATHER-R): refused under a clear sky, played and resolved in the rain; a
    "during your turn" limit (SDV3-007) and a "during main timing" one (NDR-103) are read too."""
    state = real_started("SDR3-010")
    source = to_field(state, "ann", "SDR3-010")
    victim = to_field(state, "bob", "TST-R10")
    pool(state, "ann", water=2)
    action = {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [victim], "payment": {"pool": {"water": 2}}}
    assert code_of(state, action) == "FOW-ACTIVATE-ONLY-IF-R"
    player(state, "ann").weather = "rain"
    state = resolve_all(act(state, action))
    assert next(e for e in player(state, "bob").field if e.id == victim).rested
    assert card("SDV3-007")["abilities"][0]["your_turn"] is True
    assert card("NDR-103")["abilities"][0]["timing"] == "main"


def test_fow_j_ruler_counter_r_put_on_and_removed_from_your_j_ruler() -> None:
    """FOW-J-RULER-COUNTER-R with ACN-046, a fire chant putting five strength counters on its player's
    J/ruler (ann's ruler in its ruler area), and TSW-039, a fire resonator whose once-per-turn pump costs
    one of them: paid, ATK +500 and four left; with none left the ability is refused; counters stay on
    a J-ruler that goes back to its ruler area."""
    state = real_started("ACN-046", "TSW-039")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-046")))
    ann = player(state, "ann")
    assert ann.ruler is not None and ann.ruler.counters == {"strength": 5}
    fighter = to_field(state, "ann", "TSW-039")
    atk = stats(state, fighter)[0]
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": fighter, "ability": 0, "targets": []}))
    assert stats(state, fighter)[0] == atk + 500 and player(state, "ann").ruler.counters == {"strength": 4}
    state = real_started("TSW-039")
    fighter = to_field(state, "ann", "TSW-039")
    assert code_of(state, {"type": "activate", "player": "ann", "card": fighter, "ability": 0, "targets": []}) == "FOW-NAMED-COUNTER-R"
    ann = player(state, "ann")
    assert ann.ruler is not None
    j_ruler = Entity(id=ann.ruler.id, j_ruler=True, counters={"strength": 2})
    ann.field.append(j_ruler)
    ann.ruler = None
    Board(catalogue_for(state.options), state).leave_field(j_ruler, "graveyard", [], astral=True)
    assert player(state, "ann").ruler is not None and player(state, "ann").ruler.counters == {"strength": 2}


def test_fow_gem_r_gained_counted_and_banished() -> None:
    """FOW-GEM-R with ACN-007 (a light resonator gaining a light gem as it enters), SDR1-004 (flying while
    its controller has a water gem: bob's gem does not count) and ADK-112 (may banish a wind gem to put a
    magic stone into the field: with no wind gem nothing is asked)."""
    state = real_started("ACN-007", "SDR1-004", "ADK-112")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-007")))
    assert player(state, "ann").gems == ["light"]
    flyer = to_field(state, "ann", "SDR1-004")
    player(state, "bob").gems = ["water"]
    assert "flying" not in stats(state, flyer)[2]
    player(state, "ann").gems = ["light", "water"]
    assert "flying" in stats(state, flyer)[2]
    stones = len(player(state, "ann").field)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ADK-112")))
    assert state.decision is None and len(player(state, "ann").field) == stones + 1  # no wind gem: no stone
    state = real_started("ADK-112")
    player(state, "ann").gems = ["wind"]
    stones = len(player(state, "ann").field)
    state = both_pass(play(state, "ann", to_hand(state, "ann", "ADK-112")))
    state = both_pass(state)  # the [Enter] ability, without targets, went on the chase by itself
    assert state.decision is not None and state.decision.kind == "may"
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": True}))
    assert player(state, "ann").gems is UNSET and len(player(state, "ann").field) == stones + 2


def test_fow_kw_barrier_attr_r_only_spells_of_those_attributes() -> None:
    """FOW-KW-BARRIER-ATTR-R with ADW-006 (two printed lines: [Barrier] against fire, and against
    darkness) in bob's field: ann's fire arrow (PofA-023) cannot target it, her water bounce (SDR3-003)
    can."""
    state = real_started("ADW-006", "PofA-023", "SDR3-003")
    warded = to_field(state, "bob", "ADW-006")
    assert card("ADW-006")["barrier_attributes"] == ["fire", "darkness"]
    arrow = to_hand(state, "ann", "PofA-023")
    pool(state, "ann", fire=1)
    refused = {"type": "play_card", "player": "ann", "card": arrow, "targets": [warded], "payment": {"pool": {"fire": 1}}}
    assert code_of(state, refused) == "FOW-KW-BARRIER-ATTR-R"
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SDR3-003"), [warded]))
    assert warded in player(state, "bob").hand


def test_fow_j_ruler_counter_r_an_additional_cost_of_playing_a_card() -> None:
    """FOW-J-RULER-COUNTER-R with WOM-035, a fire chant burning the opponent for 1200 that costs five
    strength counters of its player's J/ruler besides its will: refused with four, played with five (then
    none are left)."""
    state = real_started("WOM-035")
    ann = player(state, "ann")
    assert ann.ruler is not None
    ann.ruler.counters = {"strength": 4}
    spike = to_hand(state, "ann", "WOM-035")
    will = {"fire": 2, "void": 2}
    pool(state, "ann", **will)
    action = {"type": "play_card", "player": "ann", "card": spike, "targets": ["bob"], "payment": {"pool": will}}
    assert code_of(state, action) == "FOW-J-RULER-COUNTER-R"
    ann.ruler.counters = {"strength": 5}
    state = resolve_all(act(state, action))
    assert player(state, "bob").life == 2800 and player(state, "ann").ruler.counters is UNSET


def test_fow_rest_j_ruler_r_the_ruler_rested_as_a_cost() -> None:
    """FOW-REST-J-RULER-R with MSW-020, a fire field addition whose second ability rests its controller's recovered J/ruler to give a
    resonator [Swiftness] and [Pierce] until end of turn: played once (ann's ruler in its ruler area is
    rested), refused while it stays rested; FOW-TARGET-ENTITY-R reads "non-J-ruler, non-magic stone
    entity" in either order (GITS2045-029)."""
    state = real_started("MSW-020")
    source = to_field(state, "ann", "MSW-020")
    ally = to_field(state, "ann", "TST-R10")
    action = {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [ally]}
    state = resolve_all(act(state, action))
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.rested
    assert {"swiftness", "pierce"} <= stats(state, ally)[2]
    assert code_of(state, action) == "FOW-REST-J-RULER-R"
    assert card("GITS2045-029")["abilities"][0]["targets"] == [{"kind": "non_stone_entity"}]


def test_fow_gem_r_the_attribute_chosen_as_it_resolves() -> None:
    """FOW-GEM-R with ACN-003, a light chant gaining a gem of any attribute and drawing: as it resolves
    ann is asked for the attribute (all five are listed) and gains a water gem; SDR1-011, a raven that may
    banish one of its controller's gems to draw: the attribute is one of hers (fire is refused)."""
    state = real_started("ACN-003", "SDR1-011")
    state = both_pass(play(state, "ann", to_hand(state, "ann", "ACN-003")))
    assert state.decision is not None and state.decision.kind == "attribute"
    listed = {a.attribute for a in GAME.legal_actions(state) if a.__struct_config__.tag == "choose_attribute"}
    assert listed == {"light", "fire", "water", "wind", "darkness"}
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"}))
    assert player(state, "ann").gems == ["water"] and len(player(state, "ann").hand) == hand + 1
    player(state, "ann").gems = ["light", "water"]
    state = both_pass(both_pass(play(state, "ann", to_hand(state, "ann", "SDR1-011"))))
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "attribute"
    assert code_of(state, {"type": "choose_attribute", "player": "ann", "attribute": "fire"}) == "FOW-GEM-R"
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "ann", "attribute": "light"}))
    assert player(state, "ann").gems == ["water"] and len(player(state, "ann").hand) == hand + 1


def test_fow_play_less_r_attribute_symbols_per_count() -> None:
    """FOW-PLAY-LESS-R with PofA-103, a water/wind flier one water symbol cheaper per Machine its player
    controls (itself aside, in hand): with two Machines in ann's field the play costs two water symbols
    less; the printed cost may still be paid."""
    from adjudicator.force_of_will.plays import play_costs

    state = real_started("PofA-103", "GITS2045-061")
    board = Board(catalogue_for(state.options), state)
    trooper = board.card("ann:PofA-103#1")
    assert play_costs(board, player(state, "ann"), trooper) == [None]
    to_field(state, "ann", "GITS2045-061")
    player(state, "ann").field.append(Entity(id="ann:PofA-103#9"))
    board = Board(catalogue_for(state.options), state)
    lowered, printed = play_costs(board, player(state, "ann"), trooper)
    assert printed is None and lowered is not None and lowered.specified == {"water": 2, "wind": 1}


def test_fow_gem_r_an_empty_gem_list_is_no_gem() -> None:
    """FOW-GEM-R with SDR1-011 (a raven that may banish one of its controller's gems to draw): a state whose
    gems are an empty list (the engine writes none as unset, a client may send ``[]``) offers the banish no
    more than one without gems -- nothing is asked, nothing banished, no card drawn."""
    from msgspec import UNSET

    for gems in (UNSET, []):
        state = real_started("SDR1-011")
        player(state, "ann").gems = gems
        hand = len(player(state, "ann").hand)
        state = both_pass(both_pass(play(state, "ann", to_hand(state, "ann", "SDR1-011"))))
        assert state.decision is None or state.decision.kind != "may", gems
        assert len(player(state, "ann").hand) == hand, gems
