"""Ability families of the Saga cluster's main decks (issue #14): a chant whose option is chosen at
random, picked by the game's seeded generator as the card is played -- each played with a real card named
by id (the printed text stays in ../shared)."""

from __future__ import annotations

import copy

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import validate_card_set
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import field, real_set, real_started, resolve_all, stats, will_for


def _play_plain(state: State, instance: str, banish: list[str] | None = None) -> State:
    will = will_for(instance.partition(":")[2].rpartition("#")[0])
    pool(state, "ann", **will)
    payment = {"pool": will, **({"banish": banish} if banish else {})}
    return act(state, {"type": "play_card", "player": "ann", "card": instance, "payment": payment})


def _triggered(state: State) -> list[str]:
    """The sources of the automatic abilities triggered and not yet resolved (pending or on the chase)."""
    return [p.source for p in state.pending] + [c.card for c in state.chase if c.kind == "automatic"]


def _tokens(state: State) -> int:
    return sum(1 for e in player(state, "ann").field if ".T" in e.id)


def test_fow_choose_at_random_r_the_game_picks_the_mode_as_the_chant_is_played() -> None:
    """FOW-CHOOSE-AT-RANDOM-R with ADW-034, a water chant putting one, two or six Fish tokens (FOW-TOKEN-R
    reads six) as the game picks: ann names no mode (naming one is refused, and the legal plays offer
    none); the pick is made as it is played, shown on the chase, the same for the same generator state,
    and each option comes up with some generator state; it resolves as the option picked."""
    assert entry("ADW-034")["supported"] and card("ADW-034")["random_mode"] is True
    assert [m["effects"][0].get("amount", 1) for m in card("ADW-034")["modes"]] == [1, 2, 6]
    state = real_started("ADW-034")
    chant = to_hand(state, "ann", "ADW-034")
    pool(state, "ann", **will_for("ADW-034"))
    plays = [a for a in GAME.legal_actions(state) if a.__struct_config__.tag == "play_card" and a.card == chant]
    assert plays and all(a.mode is None for a in plays)
    named = {"type": "play_card", "player": "ann", "card": chant, "mode": 0, "payment": {"pool": will_for("ADW-034")}}
    assert code_of(state, named) == "FOW-CHOOSE-AT-RANDOM-R"
    seen = {}
    for counter in range(12):
        game = copy.deepcopy(state)
        game.rng.counter = counter
        played = _play_plain(game, chant)
        (item,) = played.chase
        assert item.mode is not None and played.rng.counter > counter
        assert _play_plain(copy.deepcopy(game), chant).chase[0].mode == item.mode
        seen.setdefault(item.mode, resolve_all(played))
    assert sorted(seen) == [0, 1, 2]
    assert [_tokens(seen[m]) for m in (0, 1, 2)] == [1, 2, 6]


def test_fow_choose_at_random_r_draws_as_picked_and_a_targeted_random_mode_is_refused() -> None:
    """FOW-CHOOSE-AT-RANDOM-R with ADW-031 (a water chant: Foresee 3, draw one or draw two, as the game
    picks) and ADW-089 (a light/water [Quickcast] chant destroying one of three sets of cards): both read;
    ADW-031 drawing as the option picked; a card set giving a random option a target, or marking a card
    without options as random, is refused."""
    assert entry("ADW-031")["supported"] and entry("ADW-089")["supported"] and card("ADW-089")["random_mode"] is True
    state = real_started("ADW-031")
    chant = to_hand(state, "ann", "ADW-031")
    drawn = {}
    for counter in range(12):
        game = copy.deepcopy(state)
        game.rng.counter = counter
        hand = len(player(game, "ann").hand)
        played = _play_plain(game, chant)
        mode = played.chase[0].mode
        if mode in (1, 2) and mode not in drawn:
            drawn[mode] = len(player(resolve_all(played), "ann").hand) - (hand - 1)
    assert drawn == {1: 1, 2: 2}
    cards = real_set("ADW-031")
    forged = copy.deepcopy(next(c for c in cards["cards"] if c["id"] == "ADW-031"))
    forged["modes"][1]["targets"] = [{"kind": "player"}]
    bare = copy.deepcopy(next(c for c in cards["cards"] if c["id"] == "ADW-031"))
    bare["effects"], bare["modes"], bare["id"] = [{"op": "draw", "amount": 1}], [], "ADW-031X"
    cards["cards"] = [c for c in cards["cards"] if c["id"] != "ADW-031"] + [forged, bare]
    errors = validate_card_set(cards)[2]
    assert {e.pointer.rpartition("/")[2] for e in errors if "random" in e.message} == {"random_mode"}
    assert len([e for e in errors if "random" in e.message]) == 2


def test_fow_banish_choice_r_the_opponent_banishes_two_resonators_one_choice_each() -> None:
    """FOW-BANISH-N-R (one FOW-BANISH-CHOICE-R decision per card) with AO3-084, a wind/darkness chant (a resonator of ann's banished as its
    additional cost, FOW-EXTRA-BANISH-R) making the opponent banish two resonators (and VIN003-068J, a J-ruler doing it as it enters, read the same way): bob, with three resonators,
    names one, sees it gone, then names a second (ann cannot answer for him); the third stays.  With one
    resonator, that one alone goes and nothing more is asked."""
    assert entry("AO3-084")["supported"] and entry("VIN003-068J")["supported"]
    assert card("AO3-084")["effects"] == [{"op": "banish", "player": "opponent", "what": "resonator", "amount": 2}]
    state = real_started("AO3-084")
    chant = to_hand(state, "ann", "AO3-084")
    his = [to_field(state, "bob", r) for r in ("TST-R03", "TST-R07", "TST-R01")]
    state = both_pass(_play_plain(state, chant, [to_field(state, "ann", "TST-R03")]))
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "ann", "card": his[0]}) is not None
    state = act(state, {"type": "banish", "player": "bob", "card": his[0]})
    assert his[0] in player(state, "bob").graveyard
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "bob", "card": his[0]}) is not None
    state = resolve_all(act(state, {"type": "banish", "player": "bob", "card": his[2]}))
    assert his[2] in player(state, "bob").graveyard and his[1] in field(state, "bob") and state.decision is None
    state = real_started("AO3-084")
    chant = to_hand(state, "ann", "AO3-084")
    alone = to_field(state, "bob", "TST-R03")
    state = both_pass(_play_plain(state, chant, [to_field(state, "ann", "TST-R03")]))
    state = act(state, {"type": "banish", "player": "bob", "card": alone})
    assert alone in player(state, "bob").graveyard and state.decision is None and not state.chase


def test_fow_trig_discarded_by_r_violet_discarding_a_card_triggers_it_from_the_graveyard() -> None:
    """FOW-TRIG-DISCARDED-BY-R with ADW-033 (a water chant drawing a card when discarded by the effect or an
    ability cost of a card named as the ADW-030 ruler its player controls) and ADW-015 (gaining 1000 life
    so): ann's ruler ADW-030 draws then discards ADW-033 by its ability -- it triggers from her graveyard
    and draws her a card; her J-ruler ADW-030J discards ADW-015 as its ability's cost -- she gains 1000
    life.  ADW-080 and ADW-086 read the same trigger.  Discarded by SKL-079's effect (each player
    discards a card) with ADW-030 still her ruler, nothing triggers."""
    assert all(entry(c)["supported"] for c in ("ADW-015", "ADW-033", "ADW-080", "ADW-086"))
    assert card("ADW-033")["abilities"][0]["trigger"] == "discarded_by" and card("ADW-033")["abilities"][0]["discarded_by"] == card("ADW-030")["name"]
    state = real_started("ADW-033", ruler="ADW-030")
    frost = to_hand(state, "ann", "ADW-033")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    pool(state, "ann", void=1)
    state = both_pass(act(state, {"type": "activate", "player": "ann", "card": ruler.id, "ability": 0, "payment": {"pool": {"void": 1}}}))
    assert state.decision is not None and state.decision.kind == "discard"
    hand = len(player(state, "ann").hand)
    state = act(state, {"type": "discard", "player": "ann", "card": frost})
    assert frost in player(state, "ann").graveyard and _triggered(state) == [frost]
    state = resolve_all(state)
    assert len(player(state, "ann").hand) == hand - 1 + 1 and not state.pending
    # The J-ruler's cost.
    state = real_started("ADW-015", ruler="ADW-030")
    will = dict(card("ADW-030")["judgment"]["cost"]["specified"])
    pool(state, "ann", **will)
    state = resolve_all(act(state, {"type": "judgment", "player": "ann", "payment": {"pool": will}}))
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    life = player(state, "ann").life
    gift = to_hand(state, "ann", "ADW-015")
    state = act(state, {"type": "activate", "player": "ann", "card": j_ruler, "ability": 0, "payment": {"discard": [gift]}})
    assert _triggered(state) == [gift]
    state = both_pass(state)
    assert player(state, "ann").life == life + 1000 and _triggered(state) == []
    # Discarded by another card's effect (SKL-079: each player discards a card), Violet ruling: nothing triggers.
    state = real_started("ADW-033", "SKL-079", ruler="ADW-030")
    frost, other = to_hand(state, "ann", "ADW-033"), to_hand(state, "ann", "SKL-079")
    state = both_pass(_play_plain(state, other))
    assert state.decision is not None and state.decision.kind == "discard" and state.decision.player == "ann"
    state = act(state, {"type": "discard", "player": "ann", "card": frost})
    assert frost in player(state, "ann").graveyard and _triggered(state) == []


def test_fow_choose_at_random_r_an_attack_trigger_picks_its_option_as_it_is_put_on_the_chase() -> None:
    """FOW-CHOOSE-AT-RANDOM-R on an automatic ability, with ADW-024, a 700/600 fire resonator whose attack
    trigger picks at random among banishing itself, bob banishing a resonator, or gaining +300/+300 and
    [First Strike]: the pick is made by the game's generator as the ability goes on the chase (the same
    for the same generator state); each option comes up with some generator state and does what it says."""
    assert entry("ADW-024")["supported"]
    (ability,) = card("ADW-024")["abilities"]
    assert ability["random_mode"] is True and ability["effects"] == [] and len(ability["modes"]) == 3
    state = real_started("ADW-024")
    cat = to_field(state, "ann", "ADW-024")
    his = to_field(state, "bob", "TST-R03")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    outcomes = {}
    for counter in range(16):
        game = act(_at(state, counter), {"type": "declare_attack", "player": "ann", "attacker": cat, "target": "bob"})
        (item,) = [c for c in game.chase if c.kind == "automatic"]
        assert item.card == cat and item.mode is not None
        again = act(_at(state, counter), {"type": "declare_attack", "player": "ann", "attacker": cat, "target": "bob"})
        assert [c.mode for c in again.chase if c.kind == "automatic"] == [item.mode]
        if item.mode in outcomes:
            continue
        game = both_pass(game)
        if item.mode == 1:
            assert game.decision is not None and game.decision.kind == "banish" and game.decision.player == "bob"
            game = act(game, {"type": "banish", "player": "bob", "card": his})
        outcomes[item.mode] = game
    assert sorted(outcomes) == [0, 1, 2]
    assert cat in player(outcomes[0], "ann").graveyard and his in field(outcomes[0], "bob")
    assert his in player(outcomes[1], "bob").graveyard and cat in field(outcomes[1], "ann")
    atk, dfn, keywords = stats(outcomes[2], cat)
    assert (atk, dfn) == (1000, 900) and "first_strike" in keywords and his in field(outcomes[2], "bob")
    # A card set whose ability has a random option with effects beside it, or is random without options, is
    # refused; options not marked random are its player's to choose (FOW-MODES-ABILITY-R).
    cards = real_set("ADW-024")
    real = next(c for c in cards["cards"] if c["id"] == "ADW-024")
    unmarked, beside, bare = copy.deepcopy(real), copy.deepcopy(real), copy.deepcopy(real)
    unmarked["abilities"][0]["random_mode"] = False
    beside["abilities"][0]["effects"], beside["id"] = [{"op": "draw", "amount": 1}], "ADW-024X"
    bare["abilities"][0]["modes"], bare["abilities"][0]["effects"], bare["id"] = [], [{"op": "draw", "amount": 1}], "ADW-024Y"
    cards["cards"] = [c for c in cards["cards"] if c["id"] != "ADW-024"] + [unmarked, beside, bare]
    errors = [e.pointer for e in validate_card_set(cards)[2] if "/abilities/0/" in e.pointer]
    assert [p.rpartition("/abilities/0/")[2] for p in errors] == ["modes", "random_mode"]


def _at(state: State, counter: int) -> State:
    game = copy.deepcopy(state)
    game.rng.counter = counter
    return game
