"""Ability families read across the whole community database, fourth batch (shapes on no Grimm-cluster
card): each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.grammar import Unsupported
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, raw_card
from .helpers import act, both_pass, code_of, find, listed, pass_until, player, pool, to_field, to_hand
from .real import field, j_ruler_to_field, play, real_started, resolve_all


def _discard_self_index(def_id: str) -> int:
    return next(i for i, a in enumerate(card(def_id)["abilities"]) if a.get("cost", {}).get("discard_self"))


def test_fow_inheritance_r_played_from_the_hand_by_discarding_the_card() -> None:
    """FOW-INHERITANCE-R with LEL-022 (a water resonator whose [Inheritance] ability, two water, returns a
    resonator to its owner's hand): read as a "discard this card" ability; ann plays it from her hand, the
    card goes to her graveyard as the cost is paid, and bob's resonator (LEL-013) goes back to his hand;
    from the field the same ability is refused (FOW-DISCARD-SELF-R)."""
    assert entry("LEL-022")["supported"] and entry("LEL-013")["supported"]
    ability = card("LEL-022")["abilities"][_discard_self_index("LEL-022")]
    assert ability["cost"] == {"will": {"specified": {"water": 2}}, "discard_self": True}
    state = real_started("LEL-022", "LEL-013")
    in_hand = to_hand(state, "ann", "LEL-022")
    victim = to_field(state, "bob", "LEL-013")
    pool(state, "ann", water=2)
    action = {"type": "activate", "player": "ann", "card": in_hand, "ability": _discard_self_index("LEL-022"), "targets": [victim], "payment": {"pool": {"water": 2}}}
    state = act(state, action)
    assert in_hand in player(state, "ann").graveyard and in_hand not in player(state, "ann").hand
    state = both_pass(state)
    assert victim in player(state, "bob").hand and victim not in {e.id for e in player(state, "bob").field}
    on_field = to_field(state, "ann", "LEL-022")
    pool(state, "ann", water=2)
    assert code_of(state, action | {"card": on_field, "targets": [to_field(state, "bob", "LEL-013")]}) == "FOW-DISCARD-SELF-R"


def test_fow_inheritance_r_damage_ability_and_the_card_types_it_is_read_on() -> None:
    """FOW-INHERITANCE-R with LEL-013 (a fire resonator: [Inheritance] fire and one, damage to a
    J/resonator): played from the hand its damage destroys bob's LEL-013; the same line on a chant (which
    has no discard-this-card ability) stays unsupported."""
    state = real_started("LEL-013")
    in_hand = to_hand(state, "ann", "LEL-013")
    victim = to_field(state, "bob", "LEL-013")
    pool(state, "ann", fire=1, void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": in_hand, "ability": _discard_self_index("LEL-013"), "targets": [victim], "payment": {"pool": {"fire": 1, "void": 1}}})
    state = both_pass(state)
    assert victim in player(state, "bob").graveyard and in_hand in player(state, "ann").graveyard
    line = card("LEL-013")["abilities"][0]["text"]
    record = {"types": ["chant"], "abilities": [], "effects": [], "targets": [], "keywords": []}
    try:
        map_ability(line, record)
    except Unsupported as exc:
        assert "Inheritance" in str(exc)
    else:
        raise AssertionError("an [Inheritance] chant was read")


def _until_banish(state: State) -> State:
    return pass_until(state, lambda s: s.decision is not None and s.decision.kind == "banish")


def test_fow_banish_n_r_the_opponent_banishes_two_resonators_one_decision_each() -> None:
    """FOW-BANISH-N-R with AO3-084 (a chant: its additional cost banishes a resonator of ann's, then bob
    banishes two resonators): bob names two of his three resonators, one decision each; the same card
    cannot be named twice (it is gone), the third stays; with a single resonator, one is asked only."""
    assert entry("AO3-084")["supported"]
    assert card("AO3-084")["effects"] == [{"op": "banish", "player": "opponent", "what": "resonator", "amount": 2}]
    state = real_started("AO3-084")
    fodder = to_field(state, "ann", "TST-R07")
    first, second, third = (to_field(state, "bob", def_id) for def_id in ("TST-R03", "TST-R05", "TST-R06"))
    chant = to_hand(state, "ann", "AO3-084")
    pool(state, "ann", wind=1, darkness=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"wind": 1, "darkness": 1}, "banish": [fodder]}})
    state = _until_banish(state)
    assert state.decision is not None and state.decision.player == "bob"
    state = act(state, {"type": "banish", "player": "bob", "card": first})
    assert state.decision is not None and state.decision.kind == "banish" and state.decision.player == "bob"
    assert code_of(state, {"type": "banish", "player": "bob", "card": first}) == "FOW-BANISH-CHOICE-R"
    state = act(state, {"type": "banish", "player": "bob", "card": third})
    assert {first, third} <= set(player(state, "bob").graveyard) and second in field(state, "bob")
    assert state.decision is None or state.decision.kind != "banish"

    state = real_started("AO3-084")
    fodder = to_field(state, "ann", "TST-R07")
    alone = to_field(state, "bob", "TST-R03")
    chant = to_hand(state, "ann", "AO3-084")
    pool(state, "ann", wind=1, darkness=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "payment": {"pool": {"wind": 1, "darkness": 1}, "banish": [fodder]}})
    state = act(_until_banish(state), {"type": "banish", "player": "bob", "card": alone})
    assert alone in player(state, "bob").graveyard and (state.decision is None or state.decision.kind != "banish")


def test_fow_mobilize_r_attacking_and_blocking_pay_the_cost() -> None:
    """FOW-MOBILIZE-R with ACN-015 ([Mobilize] one light) attacking and ACN-016 ([Mobilize] one) blocking:
    without will ann's resonator is no legal attacker; with a light will in her pool the listed attack
    carries that payment, an attack without it is refused, and paying spends the will.  Bob's blocker is
    refused without its payment and blocks with it."""
    assert entry("ACN-015")["supported"] and entry("ACN-016")["supported"]
    assert card("ACN-015")["mobilize"] == {"specified": {"light": 1}} and card("ACN-016")["mobilize"] == {"free": 1}
    state = real_started("ACN-015", "ACN-016")
    mine = to_field(state, "ann", "ACN-015")
    theirs = to_field(state, "bob", "ACN-016")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    attack = {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"}
    player(state, "ann").pool.clear()
    assert code_of(state, attack) == "FOW-MOBILIZE-R" and not listed(state, "declare_attack", attacker=mine)
    pool(state, "ann", light=1)
    assert code_of(state, attack) == "FOW-MOBILIZE-R"
    assert find(state, "declare_attack", attacker=mine, target="bob")["payment"] == {"pool": {"light": 1}}
    state = act(state, attack | {"payment": {"pool": {"light": 1}}})
    assert not player(state, "ann").pool.get("light") and state.battle is not None and state.battle.attacker == mine
    state = both_pass(state)
    block = {"type": "declare_block", "player": "bob", "blocker": theirs}
    pool(state, "bob", void=1)
    assert code_of(state, block) == "FOW-MOBILIZE-R"
    assert code_of(state, block | {"blocker": None, "payment": {"pool": {"void": 1}}}) == "FOW-BATTLE-4"
    state = act(state, block | {"payment": {"pool": {"void": 1}}})
    assert state.battle is not None and state.battle.blocker == theirs and not player(state, "bob").pool.get("void")


def test_fow_mobilize_r_a_payment_for_a_card_without_it_is_refused() -> None:
    """FOW-MOBILIZE-R: a reference resonator without [Mobilize] attacks with no payment, and one sent with
    its attack is refused."""
    state = real_started("ACN-015")
    plain = to_field(state, "ann", "TST-R10")
    state = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    pool(state, "ann", light=1)
    attack = {"type": "declare_attack", "player": "ann", "attacker": plain, "target": "bob"}
    assert code_of(state, attack | {"payment": {"pool": {"light": 1}}}) == "FOW-MOBILIZE-R"
    assert "payment" not in find(state, "declare_attack", attacker=plain, target="bob")
    assert code_of(state, attack) is None


_judged = j_ruler_to_field  # ``pid``'s ruler put into the field as a J-ruler (its id)


def test_fow_target_non_stone_r_any_entity_but_a_magic_stone_j_rulers_included() -> None:
    """FOW-TARGET-NON-STONE-R with TST-009 (a chant: destroy target non-magic stone entity, then a token):
    bob's magic stone is refused; his J-ruler in the field may be named (unlike a "non-J-ruler" entity),
    and destroyed it goes back to his ruler area; ann gets her token."""
    assert entry("TST-009")["supported"] and card("TST-009")["targets"] == [{"kind": "non_stone"}]
    state = real_started("TST-009")
    stone = to_field(state, "bob", "TST-ST-W")
    j_ruler = _judged(state, "bob")
    chant = to_hand(state, "ann", "TST-009")
    pool(state, "ann", light=1, void=2)
    action = {"type": "play_card", "player": "ann", "card": chant, "targets": [stone], "payment": {"pool": {"light": 1, "void": 2}}}
    assert code_of(state, action) == "FOW-TARGET-NON-STONE-R"
    state = both_pass(act(state, action | {"targets": [j_ruler]}))
    assert j_ruler not in field(state, "bob") and player(state, "bob").ruler is not None
    assert any(".T" in c for c in field(state, "ann"))


def test_fow_kw_crest_r_the_enter_text_only_while_a_magic_crest_of_its_attribute_is_controlled() -> None:
    """FOW-KW-CREST-R with ADK-086 (a water resonator whose [Crest] water text draws a card as it enters)
    and the Magic Crest field additions ADK-071 (water) and ADK-049 (fire): with only a fire Magic Crest
    of ann's, or bob's water one, it enters and nothing triggers; with ann's water Magic Crest she draws."""
    assert all(entry(i)["supported"] for i in ("ADK-086", "ADK-071", "ADK-049"))
    for crests, draws in (({"ann": "ADK-049", "bob": "ADK-071"}, 0), ({"ann": "ADK-071"}, 1)):
        state = real_started("ADK-086", "ADK-071", "ADK-049")
        for pid, crest in crests.items():
            to_field(state, pid, crest)
        resonator = to_hand(state, "ann", "ADK-086")
        before = len(player(state, "ann").hand)
        state = resolve_all(play(state, "ann", resonator))
        assert resonator in field(state, "ann")
        assert len(player(state, "ann").hand) == before - 1 + draws, crests


def test_fow_mobilize_r_keywords_before_it_on_one_line() -> None:
    """FOW-MOBILIZE-R with ADK-154 (a keyword, then [Mobilize] two, on one line): both are read."""
    assert entry("ADK-154")["supported"]
    assert card("ADK-154")["keywords"] == ["barrier"] and card("ADK-154")["mobilize"] == {"free": 2}


def test_fow_search_unrevealed_r_the_card_found_goes_into_the_hand_unseen() -> None:
    """FOW-SEARCH-UNREVEALED-R with GITS2045-068 (a chant: search the deck for a card and put it into the
    hand, no reveal): ann takes a card of her choice; the search event names it to her alone (bob sees a
    hidden card) and her deck is shuffled."""
    assert entry("GITS2045-068")["supported"]
    assert card("GITS2045-068")["effects"] == [{"op": "search", "filter": {}, "reveal": False}]
    state = real_started("GITS2045-068")
    chant = to_hand(state, "ann", "GITS2045-068")
    state = pass_until(play(state, "ann", chant), lambda s: s.decision is not None and s.decision.kind == "search")
    wanted = player(state, "ann").deck[-1]
    result = GAME.adjudicate(state, GAME.decode_action({"type": "search", "player": "ann", "card": wanted}))
    assert result.valid and result.state is not None
    searched = next(e for e in result.events if e["type"] == "searched")
    assert searched["found"] is None and searched["card"] == wanted
    assert GAME.view_events([searched], "bob")[0]["card"] == {"hidden": True}
    assert wanted in player(result.state, "ann").hand and wanted not in player(result.state, "ann").deck


def test_fow_target_j_ruler_r_only_a_j_ruler_in_the_field() -> None:
    """FOW-TARGET-J-RULER-R with VIN003-077 (as it enters, destroy target J-ruler): its [Enter] ability
    refuses bob's resonator and names his J-ruler, which goes back to his ruler area."""
    assert entry("VIN003-077")["supported"]
    state = real_started("VIN003-077")
    resonator = to_field(state, "bob", "TST-R03")
    j_ruler = _judged(state, "bob")
    state = pass_until(play(state, "ann", to_hand(state, "ann", "VIN003-077")), lambda s: bool(s.pending))
    pending = state.pending[0]
    trigger = {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [resonator]}
    assert code_of(state, trigger) == "FOW-TARGET-J-RULER-R"
    state = resolve_all(act(state, trigger | {"targets": [j_ruler]}))
    assert j_ruler not in field(state, "bob") and player(state, "bob").ruler is not None and resonator in field(state, "bob")


def test_fow_kw_tag_r_a_tag_ruler_leads_a_deck_of_one_starting_ruler() -> None:
    """FOW-KW-TAG-R with CST-001 ([Tag] of a race) and TUS-008 ([Tag] naming a ruler): the permission is
    kept on the card, the parenthesis read as a race (not reminder text); a legal Hero deck led by
    CST-001 alone is built (the permission unused); on a resonator the line stays unsupported."""
    from adjudicator.force_of_will.coverage import build_deck
    from adjudicator.force_of_will.formats import formats

    from .test_fowsim_coverage import catalogue

    assert entry("CST-001")["supported"] and card("CST-001")["tag"] == {"race": "Seven Stars"}
    assert entry("TUS-008")["supported"] and len(card("TUS-008")["tag"]["names"]) == 1
    deck = build_deck(catalogue(), formats()["hero"], catalogue().defs["CST-001"], "hero")
    assert deck is not None and deck["ruler"] == "CST-001"
    record = {"types": ["resonator"], "abilities": [], "effects": [], "targets": [], "keywords": []}
    try:
        map_ability(normalize_line(next(line for line in raw_card("CST-001")["abilities"] if line.startswith("[Tag]"))), record)
    except Unsupported:
        pass
    else:
        raise AssertionError("a [Tag] resonator was read")


def test_fow_target_atk_r_a_resonator_with_n_or_more_atk() -> None:
    """FOW-TARGET-ATK-R with SKL-003 (as it enters, it may remove a resonator with 1000 or more ATK): bob's
    TST-R09 (800 ATK) is refused, his TST-R14 (exactly 1000) is named and removed from the game."""
    assert entry("SKL-003")["supported"]
    state = real_started("SKL-003")
    small, big = to_field(state, "bob", "TST-R09"), to_field(state, "bob", "TST-R14")
    state = pass_until(play(state, "ann", to_hand(state, "ann", "SKL-003")), lambda s: bool(s.pending))
    trigger = {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [small]}
    assert code_of(state, trigger) == "FOW-TARGET-ATK-R"
    state = act(state, trigger | {"targets": [big]})
    for _ in range(8):
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, {"type": "may", "player": "ann", "accept": True})
        elif state.chase:
            state = both_pass(state)
    assert big in player(state, "bob").removed and small in field(state, "bob")
