"""Families of activate abilities and costs (fow-n-cost, issue 14), each played with a real card named by id (the
printed text stays in ../shared and is read at run time):

* FOW-SELF-AND-TARGET-GAIN-R: "This card and target resonator gain [+A/+B] until end of turn" (RDE-038, BFA-075);
* FOW-COST-REMOVE-TOP-R: "<cost>, remove the top card of your main deck from the game: ..." (TMS-032);
* FOW-COST-RETURN-SELF-R: "<cost>, return this card to its owner's hand: ..." (TSW-004);
* FOW-MISPRINT-R: "{Rest}, Produce ..." for "{Rest}: Produce ..." (SDL4-004);
* FOW-EXTRA-BANISH-TOKEN-R: "As an additional cost to play this card, banish a resonator token" (TST-049);
* FOW-EXTRA-GEMS-R: "As an additional cost to play this card, banish N gems" (SDR1-007);
* FOW-AWAKENED-IF-R: "[Awakening] <will symbols>" alone is the whole cost (AO1-055, CFC-026, TSD2-010);
* FOW-IT-TARGET-R: "<cost>: This card gains ... until end of turn. It deals N damage to you" (NDR-023);
* FOW-NO-ATTRIBUTE-R: "target resonator with no attribute" (BFA-031);
* FOW-COST-BANISH-STONE-R: "<cost>, banish a magic stone: ..." (RDE-058);
* FOW-WILL-SEVERAL-R: "two wills in any combination of {B} and/or {M}" (PofA-079);
* FOW-DAMAGE-PLUS-TURN-R: "If target J/resonator would deal damage, it deals that much plus N instead until end of turn"
  (MP01-078);
* FOW-COST-REMOVE-FIELD-R: "<cost>, remove another resonator you control from the game: ..." (SDR6-009);
* FOW-ACTIVATE-END-PHASE-R: "Play this ability only during an end phase" (NDR-110).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json, validate_card_set
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal, read_line
from .helpers import act, both_pass, code_of, player, pool, stones, to_field, to_graveyard, to_hand
from .real import board_of, field, hero_started, play, real_started, resolve_all, stats

# -- FOW-SELF-AND-TARGET-GAIN-R ----------------------------------------------------------------------------------


def _dragon() -> tuple[State, str, str, dict[str, Any]]:
    """BFA-075 (800/800) in ann's field, bob's TST-R05 (900/900) and one moon will in ann's pool: the action
    playing BFA-075's ability on bob's resonator."""
    state = real_started("BFA-075")
    dragon = to_field(state, "ann", "BFA-075")
    his = to_field(state, "bob", "TST-R05")
    pool(state, "ann", moon=1)
    return state, dragon, his, {"type": "activate", "player": "ann", "card": dragon, "ability": 0, "targets": [his], "payment": {"pool": {"moon": 1}}}


def test_fow_self_and_target_gain_r_both_cards_gain_the_change() -> None:
    """BFA-075 ({M}: this card and target resonator gain [-200/-200]) and RDE-038 (the same for {Rest},
    [0/-400]) read as two changes, the second the target's; BFA-075 played on bob's TST-R05: both are 200/200
    smaller."""
    for cid in ("RDE-038", "BFA-075"):
        assert entry(cid)["supported"], cid
    effects = card("RDE-038")["abilities"][0]["effects"]
    assert [(e["target"], e.get("atk", 0), e["def"], e.get("other_than_self", False)) for e in effects] == [("self", 0, -400, False), (0, 0, -400, True)]
    assert card("BFA-075")["abilities"][0]["effects"][1]["def"] == -200
    state, dragon, his, use = _dragon()
    state = resolve_all(act(state, use))
    assert stats(state, dragon)[:2] == (600, 600)
    assert stats(state, his)[:2] == (700, 700)


def test_fow_self_and_target_gain_r_this_card_as_the_target_gains_it_once() -> None:
    """FOW-SELF-AND-TARGET-GAIN-R: BFA-075 targeting itself is 600/600 (one card named twice gains it once), not
    400/400; a subject other than this card and a target ("Target resonator and this card gain ...") stays
    refused."""
    state, dragon, _his, use = _dragon()
    use["targets"] = [dragon]
    state = resolve_all(act(state, use))
    assert stats(state, dragon)[:2] == (600, 600)
    assert "no vocabulary entry" in line_refusal("{Rest}: Target resonator and this card gain [0/-400] until end of turn.")


def test_fow_self_and_target_gain_r_the_hatter_dies_of_its_own_change() -> None:
    """RDE-038 (400/400) rested for its ability on bob's TST-R05: both lose 400 DEF; the hatter, at 0 DEF, is put
    into ann's graveyard, bob's resonator is 900/500."""
    state = real_started("RDE-038")
    hatter = to_field(state, "ann", "RDE-038")
    his = to_field(state, "bob", "TST-R05")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": hatter, "ability": 0, "targets": [his], "payment": {}}))
    assert hatter in player(state, "ann").graveyard
    assert stats(state, his)[:2] == (900, 500)


# -- FOW-COST-REMOVE-TOP-R ----------------------------------------------------------------------------------------


def _wizard() -> tuple[State, str, str, dict[str, Any]]:
    """TMS-032 in ann's field, bob's TST-R11 (500/200): the action resting TMS-032 for its ability on it."""
    state = real_started("TMS-032")
    wizard = to_field(state, "ann", "TMS-032")
    his = to_field(state, "bob", "TST-R11")
    return state, wizard, his, {"type": "activate", "player": "ann", "card": wizard, "ability": 0, "targets": [his], "payment": {}}


def test_fow_cost_remove_top_r_the_top_card_goes_to_the_removed_area() -> None:
    """TMS-032 ({Rest}, remove the top card of your main deck from the game: this card deals 200 damage to target
    resonator): the cost read, ann's top card goes to her removed area as it is paid, bob's TST-R11 dies."""
    assert entry("TMS-032")["supported"]
    assert card("TMS-032")["abilities"][0]["cost"] == {"rest": True, "remove_top": True}
    state, _wizard_id, his, use = _wizard()
    top = player(state, "ann").deck[0]
    size = len(player(state, "ann").deck)
    state = act(state, use)
    assert player(state, "ann").removed == [top] and len(player(state, "ann").deck) == size - 1
    state = resolve_all(state)
    assert his in player(state, "bob").graveyard


def test_fow_cost_remove_top_r_an_empty_deck_cannot_pay() -> None:
    """FOW-COST-REMOVE-TOP-R: with ann's main deck empty the ability is refused (a cost paid in full or not at all)
    and not listed."""
    state, wizard, _his, use = _wizard()
    assert any(getattr(a, "card", None) == wizard and type(a).__name__ == "Activate" for a in GAME.legal_actions(state, "ann"))
    player(state, "ann").deck.clear()
    player(state, "ann").deck_count = 0
    assert code_of(state, use) == "FOW-COST-REMOVE-TOP-R"
    actions = GAME.legal_actions(state, "ann")
    assert not any(getattr(a, "card", None) == wizard and type(a).__name__ == "Activate" for a in actions)


# -- FOW-COST-RETURN-SELF-R ---------------------------------------------------------------------------------------


def test_fow_cost_return_self_r_the_card_goes_back_to_its_owners_hand() -> None:
    """TSW-004 ({W}, {Rest}, return this card to its owner's hand: rest target resonator): paid with one light will,
    TSW-004 leaves ann's field for her hand and bob's TST-R05 is rested as it resolves."""
    assert entry("TSW-004")["supported"]
    assert card("TSW-004")["abilities"][0]["cost"] == {"rest": True, "return_self": True, "will": {"specified": {"light": 1}}}
    state = real_started("TSW-004")
    knight = to_field(state, "ann", "TSW-004")
    his = to_field(state, "bob", "TST-R05")
    pool(state, "ann", light=1)
    state = act(state, {"type": "activate", "player": "ann", "card": knight, "ability": 0, "targets": [his], "payment": {"pool": {"light": 1}}})
    assert knight in player(state, "ann").hand and knight not in field(state, "ann")
    state = resolve_all(state)
    assert next(e for e in player(state, "bob").field if e.id == his).rested


def _set_problems(cost: dict[str, Any]) -> list[str]:
    """The card-set check's problems (pointers) of an invented resonator whose one activate ability has ``cost``."""
    data = reference_card_set_json()
    record = {"id": "TST-X9", "name": "Test X9", "types": ["resonator"], "attributes": ["fire"], "cost": {"free": 1}, "atk": 100, "def": 100,
              "abilities": [{"kind": "activate", "cost": cost, "effects": [{"op": "draw", "amount": 1}]}]}
    _, _, problems = validate_card_set({**data, "cards": [*data["cards"], record]})
    return [p.pointer.rpartition("/abilities/")[2] for p in problems]


def test_fow_cost_return_self_r_not_banished_too_nor_from_a_hand_nor_twice() -> None:
    """FOW-COST-RETURN-SELF-R / FOW-COST-REMOVE-TOP-R: the card-set check refuses this card returned to a hand and
    banished by one cost, and either cost on an ability played from a hand (discarding it); the return printed
    twice is refused by the line reader."""
    assert _set_problems({"rest": True, "return_self": True}) == []
    assert _set_problems({"return_self": True, "banish_self": True}) == ["0/cost/return_self"]
    assert _set_problems({"remove_top": True, "discard_self": True}) == ["0/cost"]
    assert "moved twice" in line_refusal("{Rest}, return this card to its owner's hand, return this card to its owner's hand: Draw a card.")


# -- FOW-MISPRINT-R: "{Rest}, Produce ..." ------------------------------------------------------------------------


def test_fow_misprint_r_a_comma_for_the_colon_before_produce() -> None:
    """SDL4-004's will ability printed with a comma for the colon after {Rest} reads as "{Rest}: Produce one will of
    the five attributes. Play this ability only if you played a card this turn": in ann's field, refused before she
    plays a card this turn (FOW-ACTIVATE-ONLY-IF-R's condition), then it makes one fire will."""
    assert entry("SDL4-004")["supported"]
    will = card("SDL4-004")["abilities"][0]
    assert (will["kind"], will["cost"], will["when"]) == ("will", {"rest": True}, {"count": {"what": "card", "zone": "played"}, "at_least": 1})
    state = real_started("SDL4-004")
    tree = to_field(state, "ann", "SDL4-004")
    fire = {"type": "produce_will", "player": "ann", "source": tree, "will": "fire"}
    assert code_of(state, fire) is not None
    pool(state, "ann", light=1)
    scout = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-R01"), "targets": [], "payment": {"pool": {"light": 1}}}
    state = resolve_all(act(state, scout))
    state = act(state, fire)
    assert player(state, "ann").pool.get("fire") == 1
    assert "no ability form" in line_refusal("{Rest}, Draw a card.")


def _plays_listed(state: State, instance: str) -> bool:
    """Whether ann's legal actions hold a play of ``instance``."""
    return any(getattr(a, "card", None) == instance and type(a).__name__ == "PlayCard" for a in GAME.legal_actions(state, "ann"))


# -- FOW-EXTRA-BANISH-TOKEN-R -------------------------------------------------------------------------------------


def _soldiers() -> tuple[State, list[str], dict[str, Any]]:
    """MSW-016 played by ann (two 200/200 resonator tokens into her field), TST-R01 in her field, TST-049 in her hand
    with one darkness will in her pool: the tokens and TST-049's play action (no banish named yet)."""
    state = real_started("TST-049", "MSW-016")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MSW-016")))
    tokens = [e.id for e in player(state, "ann").field if e.id.partition(":")[2].startswith("MSW-016T")] or [
        e.id for e in player(state, "ann").field if "MSW-016" in e.id
    ]
    pool(state, "ann", darkness=1)
    spell = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-049"), "targets": [], "payment": {"pool": {"darkness": 1}, "banish": []}}
    return state, tokens, spell


def test_fow_extra_banish_token_r_a_token_banished_to_draw_two() -> None:
    """TST-049 (draw two cards; [Quickcast]; as an additional cost, banish a resonator token): read as a banishing
    cost of a token; ann, with MSW-016's two tokens, banishes one to play it: it ceases to exist, she draws
    two cards."""
    assert entry("TST-049")["supported"]
    assert card("TST-049")["extra_banish"] == {"token": True}
    state, tokens, spell = _soldiers()
    assert len(tokens) == 2, tokens
    hand = len(player(state, "ann").hand)
    spell["payment"]["banish"] = [tokens[0]]
    state = resolve_all(act(state, spell))
    assert tokens[0] not in field(state, "ann") and tokens[1] in field(state, "ann")
    assert len(player(state, "ann").hand) == hand - 1 + 2


def test_fow_extra_banish_token_r_a_card_resonator_is_no_token() -> None:
    """FOW-EXTRA-BANISH-TOKEN-R: TST-049 paid by banishing ann's TST-R01 (a card, no token) is refused with the
    rule's code; without a token in her field it is not listed; the token form of a race stays refused."""
    state, tokens, spell = _soldiers()
    scout = to_field(state, "ann", "TST-R01")
    spell["payment"]["banish"] = [scout]
    assert code_of(state, spell) == "FOW-EXTRA-BANISH-TOKEN-R"
    assert "token" in line_refusal("As an additional cost to play this card, banish a Soldier token.", "chant")
    assert _plays_listed(state, spell["card"])
    for token in tokens:
        player(state, "ann").field = [e for e in player(state, "ann").field if e.id != token]
    assert not _plays_listed(state, spell["card"])


# -- FOW-EXTRA-GEMS-R ---------------------------------------------------------------------------------------------


def _removal(gems: list[str]) -> tuple[State, str, dict[str, Any]]:
    """SDR1-007 in ann's hand, ``gems`` in her item area, two light wills in her pool, bob's TST-R05: the play action
    on it, banishing the first two of ``gems``."""
    state = real_started("SDR1-007")
    player(state, "ann").gems = list(gems)
    his = to_field(state, "bob", "TST-R05")
    pool(state, "ann", light=2)
    spell = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "SDR1-007"), "targets": [his], "payment": {"pool": {"light": 2}, "gems": gems[:2]}}
    return state, his, spell


def test_fow_extra_gems_r_two_gems_banished_to_play_it() -> None:
    """SDR1-007 (remove target resonator from the game; as an additional cost, banish two gems): ann with three gems
    banishes two to play it; bob's TST-R05 goes to his removed area, her third gem stays."""
    assert entry("SDR1-007")["supported"]
    assert card("SDR1-007")["extra_gems"] == {"count": 2}
    state, his, spell = _removal(["fire", "water", "light"])
    state = resolve_all(act(state, spell))
    assert his in player(state, "bob").removed
    assert player(state, "ann").gems == ["light"]


def test_fow_extra_gems_r_too_few_gems_cannot_pay() -> None:
    """FOW-EXTRA-GEMS-R: with one gem ann cannot play SDR1-007 (refused with the rule's code naming one gem, and not
    listed); a card with both [Awakening] and banished gems is refused by the card-set check."""
    state, _his, spell = _removal(["fire"])
    assert code_of(state, spell) == "FOW-EXTRA-GEMS-R"
    assert not _plays_listed(state, spell["card"])
    data = reference_card_set_json()
    record = {"id": "TST-X8", "name": "Test X8", "types": ["chant"], "attributes": ["fire"], "cost": {"free": 1}, "extra_gems": {"count": 1},
              "awakening": {"cost": {"free": 1}}, "effects": [{"op": "draw", "amount": 1}]}
    _, _, problems = validate_card_set({**data, "cards": [*data["cards"], record]})
    assert any(p.pointer.endswith("/extra_gems") for p in problems), problems


# -- FOW-AWAKENED-IF-R: "[Awakening] <will symbols>" alone ---------------------------------------------------------


def test_fow_awakened_if_r_a_cost_alone_of_four_symbols_is_the_whole_cost() -> None:
    """AO1-055's [Awakening] line (four will symbols) (a cost alone; the chant's "If this card was awakened" text says what it
    adds) reads as the whole cost, not "{W}{W}{U}" and a text "{U}" (refused until now); a cost followed by a text
    still reads the text."""
    assert entry("AO1-055")["supported"]
    assert card("AO1-055")["awakening"] == {"cost": {"specified": {"light": 2, "water": 2}}}
    record, unsupported = read_line("AO1-055", 1)
    assert unsupported == [] and record["awakening"] == {"cost": {"specified": {"light": 2, "water": 2}}}
    # fow-m-cost: VIN003-042's two "[Awakening] {U}: <text>" lines are read (FOW-AWAKENING-WHICH-R), each with its text.
    assert card("VIN003-042")["awakening"] == {"cost": {"specified": {"water": 1}}}
    assert [a["trigger"] for a in card("VIN003-042")["abilities"]] == ["enter", "enter"]


def test_fow_awakened_if_r_the_chant_played_awakened_pays_both_costs() -> None:
    """AO1-055 played awakened by ann with eight wills ({W}{W}{U}{U} twice): every resonator is destroyed (her stranger
    deck is empty: nothing comes from it); without the awakening will in her pool the awakened play is refused."""
    state = real_started("AO1-055")
    mine, his = to_field(state, "ann", "TST-R01"), to_field(state, "bob", "TST-R05")
    spell = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "AO1-055"), "awakening": True, "targets": [], "payment": {"pool": {"light": 2, "water": 2}}}
    pool(state, "ann", light=2, water=2)
    assert code_of(state, spell) is not None
    pool(state, "ann", light=4, water=4)
    spell["payment"] = {"pool": {"light": 4, "water": 4}}
    state = resolve_all(act(state, spell))
    assert mine in player(state, "ann").graveyard and his in player(state, "bob").graveyard


def test_fow_awakened_if_r_a_modal_chant_with_its_awakening_cost_alone() -> None:
    """CFC-026 (choose one: 800 damage to target resonator or to your opponent, 2000 instead if awakened; "[Awakening]
    {R}{R}{6}" alone, refused until now as a text "{6}" on a modal chant) and TSD2-010 (the same to a J/resonator):
    ann plays CFC-026's second mode awakened (eleven wills): bob loses 2000 life; played again without awakening:
    800."""
    for cid in ("CFC-026", "TSD2-010"):
        assert entry(cid)["supported"], cid
        assert card(cid)["awakening"] == {"cost": {"specified": {"fire": 2}, "free": 6}}
    state = real_started("CFC-026", copies=2)
    life = player(state, "bob").life
    for awakened, will, lost in ((True, {"fire": 4, "void": 7}, 2000), (False, {"fire": 2, "void": 1}, 800)):
        pool(state, "ann", **will)
        spell = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "CFC-026"), "mode": 1, "awakening": awakened, "targets": [], "payment": {"pool": will}}
        state = resolve_all(act(state, spell))
        assert player(state, "bob").life == life - lost
        life = player(state, "bob").life


# -- FOW-IT-TARGET-R: "This card gains ... It deals N damage to you" ----------------------------------------------


def test_fow_it_target_r_it_after_this_card_gains_is_this_card() -> None:
    """NDR-023 ({0}: this card gains [Flying] until end of turn; it deals 200 damage to you; once per turn): "it" is
    this card (the only card named); played by ann, it flies and she loses 200 life; a second play this turn is
    refused.  After a target ("Target resonator gains ... It deals ...") "it" stays unread."""
    assert entry("NDR-023")["supported"]
    effects = card("NDR-023")["abilities"][0]["effects"]
    assert effects[1] == {"op": "damage", "amount": 200, "each": "you"}
    state = real_started("NDR-023")
    beast = to_field(state, "ann", "NDR-023")
    life = player(state, "ann").life
    use = {"type": "activate", "player": "ann", "card": beast, "ability": 0, "targets": [], "payment": {}}
    state = resolve_all(act(state, use))
    assert "flying" in stats(state, beast)[2]
    assert player(state, "ann").life == life - 200
    assert code_of(state, use) == "FOW-ONCE-PER-TURN-R"
    assert "It deals" in line_refusal("{0}: Target resonator gains [+700/+300] until end of turn. It deals 900 damage to you.")


# -- FOW-NO-ATTRIBUTE-R: "target resonator with no attribute" ------------------------------------------------------


def test_fow_no_attribute_r_a_target_resonator_with_no_attribute() -> None:
    """BFA-031 ({Rest}: target resonator with no attribute gains [0/+400] until end of turn): the target slot reads
    the filter; played on bob's BFA-086 (800/800, no attribute) it is 800/1200; bob's light TST-R05 is refused with
    the rule's code."""
    assert entry("BFA-031")["supported"]
    assert card("BFA-031")["abilities"][0]["targets"] == [{"kind": "resonator", "no_attribute": True}]
    state = real_started("BFA-031", "BFA-086")
    human = to_field(state, "ann", "BFA-031")
    void, light = to_field(state, "bob", "BFA-086"), to_field(state, "bob", "TST-R05")
    use = {"type": "activate", "player": "ann", "card": human, "ability": 0, "targets": [light], "payment": {}}
    assert code_of(state, use) == "FOW-NO-ATTRIBUTE-R"
    use["targets"] = [void]
    state = resolve_all(act(state, use))
    assert stats(state, void)[:2] == (800, 1200)


# -- FOW-COST-BANISH-STONE-R ---------------------------------------------------------------------------------------


def test_fow_cost_banish_stone_r_a_magic_stone_banished_for_the_top_of_the_stone_deck() -> None:
    """RDE-058 ({Rest}, banish a magic stone: put the top card of your magic stone deck into your field): ann banishes
    one of her two magic stones; it goes to her graveyard and the top card of her magic stone deck enters her field."""
    assert entry("RDE-058")["supported"]
    assert card("RDE-058")["abilities"][0]["cost"] == {"rest": True, "banish": {"stones": True}}
    state = real_started("RDE-058")
    beast = to_field(state, "ann", "RDE-058")
    gone, kept = stones(state, "ann", "TST-ST-R", "TST-ST-G")
    top = player(state, "ann").stone_deck[0]
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": beast, "ability": 0, "targets": [], "payment": {"banish": [gone]}}))
    assert gone in player(state, "ann").graveyard
    assert {kept, top} <= field(state, "ann") and gone not in field(state, "ann")


def test_fow_cost_banish_stone_r_a_resonator_is_no_magic_stone() -> None:
    """FOW-COST-BANISH-STONE-R: RDE-058 paid by banishing ann's TST-R01 (a resonator) is refused with the rule's code,
    and itself (rested by the same cost) neither; "banish two magic stones" stays refused."""
    state = real_started("RDE-058")
    beast = to_field(state, "ann", "RDE-058")
    scout = to_field(state, "ann", "TST-R01")
    stones(state, "ann", "TST-ST-R")
    use = {"type": "activate", "player": "ann", "card": beast, "ability": 0, "targets": [], "payment": {"banish": [scout]}}
    assert code_of(state, use) == "FOW-COST-BANISH-STONE-R"
    use["payment"] = {"banish": [beast]}
    assert code_of(state, use) == "FOW-COST-BANISH-STONE-R"
    assert "banish two magic stones" in line_refusal("{Rest}, banish two magic stones: Draw a card.")


# -- FOW-WILL-SEVERAL-R: "two wills in any combination of {B} and/or {M}" -------------------------------------------


def test_fow_will_several_r_any_combination_with_moon_will() -> None:
    """PofA-079's will ability ({Rest}: two wills in any combination of {B} and/or {M}, spent only on God's Art
    abilities, Minions or Moon Arts) reads moon will among the options; ann makes one moon and one darkness will,
    both restricted; a fire will is refused."""
    assert entry("PofA-079")["supported"]
    (will,) = [a for a in card("PofA-079")["abilities"] if a["kind"] == "will"]
    assert (will["produce"], will["more"]) == (["darkness", "moon"], [["darkness", "moon"]])
    assert will["only"] == {"gods_art": True, "races": ["Minion", "Moon Art"]}
    state = real_started("PofA-079")
    regalia = to_field(state, "ann", "PofA-079")
    fire = {"type": "produce_will", "player": "ann", "source": regalia, "will": "fire", "more": ["moon"]}
    assert code_of(state, fire) is not None
    state = act(state, {"type": "produce_will", "player": "ann", "source": regalia, "will": "moon", "more": ["darkness"]})
    seat = player(state, "ann")
    assert not seat.pool.get("moon") and not seat.pool.get("darkness")
    assert sorted(r.will for r in seat.restricted) == ["darkness", "moon"]
    assert all(r.only.gods_art and r.only.races == ["Minion", "Moon Art"] for r in seat.restricted)


# -- FOW-DAMAGE-PLUS-TURN-R: "If target J/resonator would deal damage, it deals that much plus N instead until end of
# turn" ------------------------------------------------------------------------------------------------------------


def test_fow_damage_plus_turn_r_until_end_of_turn_after_it() -> None:
    """MP01-078's activate ability ({Rest}, {R}: if target J/resonator would deal damage, it deals that much plus 200
    instead until end of turn) reads as FOW-DAMAGE-PLUS-TURN-R's one-time replacement; ann's TST-R02 deals 200 more
    until end of turn, bob's TST-R05 none; an addition as the target stays refused."""
    assert entry("MP01-078")["supported"]
    (ability,) = [a for a in card("MP01-078")["abilities"] if a["kind"] == "activate"]
    assert ability["effects"] == [{"op": "modify", "target": 0, "damage_plus": 200}]  # "until": "turn", the default
    index = card("MP01-078")["abilities"].index(ability)
    state = hero_started((), ("MP01-078",))
    stone = to_field(state, "ann", "MP01-078")
    mine, his = to_field(state, "ann", "TST-R02"), to_field(state, "bob", "TST-R05")
    pool(state, "ann", fire=1)
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": stone, "ability": index, "targets": [mine], "payment": {"pool": {"fire": 1}}}))
    assert board_of(state).damage_plus(mine) == 200 and board_of(state).damage_plus(his) == 0
    assert "more damage dealt by a target addition" in line_refusal("{R}: If target addition would deal damage, it deals that much plus 200 instead until end of turn.")


# -- FOW-COST-REMOVE-FIELD-R --------------------------------------------------------------------------------------


def _historical() -> tuple[State, str, str, str, dict[str, Any]]:
    """SDR6-009 and TST-R01 in ann's field, TST-R02 in her graveyard: the action resting SDR6-009 and removing
    TST-R01 to put TST-R02 into the field."""
    state = real_started("SDR6-009")
    demon, scout = to_field(state, "ann", "SDR6-009"), to_field(state, "ann", "TST-R01")
    buried = to_graveyard(state, "ann", "TST-R02")
    use = {"type": "activate", "player": "ann", "card": demon, "ability": 0, "targets": [buried], "payment": {"banish": [scout]}}
    return state, demon, scout, buried, use


def test_fow_cost_remove_field_r_another_resonator_removed_from_the_game() -> None:
    """SDR6-009 ({Rest}, remove another resonator you control from the game: put target resonator from your graveyard
    into the field; only during your turn): ann removes her TST-R01 -- to her removed area, not her graveyard -- and
    her TST-R02 comes back from the graveyard."""
    assert entry("SDR6-009")["supported"]
    assert card("SDR6-009")["abilities"][0]["cost"] == {"rest": True, "banish": {"other": True, "removed": True}}
    state, _demon, scout, buried, use = _historical()
    state = resolve_all(act(state, use))
    assert scout in player(state, "ann").removed and scout not in player(state, "ann").graveyard
    assert buried in field(state, "ann")


def test_fow_cost_remove_field_r_not_this_card_and_not_as_an_additional_cost() -> None:
    """FOW-COST-REMOVE-FIELD-R: SDR6-009 removing itself ("another") is refused with the rule's code; the card-set
    check refuses the flag on an additional cost of playing a card."""
    state, demon, _scout, _buried, use = _historical()
    use["payment"] = {"banish": [demon]}
    assert code_of(state, use) == "FOW-COST-REMOVE-FIELD-R"
    data = reference_card_set_json()
    record = {"id": "TST-X7", "name": "Test X7", "types": ["chant"], "attributes": ["fire"], "cost": {"free": 1}, "extra_banish": {"removed": True},
              "effects": [{"op": "draw", "amount": 1}]}
    _, _, problems = validate_card_set({**data, "cards": [*data["cards"], record]})
    assert any("removed from the game as a cost" in p.message for p in problems), problems


# -- FOW-ACTIVATE-END-PHASE-R -------------------------------------------------------------------------------------


def test_fow_activate_end_phase_r_recover_a_ninja_at_the_end_of_the_turn() -> None:
    """NDR-110 (a special magic stone: {Rest}: recover target Ninja; only during an end phase): in ann's main phase the
    ability is refused with the rule's code; once both pass into the end phase she recovers her rested SNV-080."""
    assert entry("NDR-110")["supported"]
    (ability,) = [a for a in card("NDR-110")["abilities"] if a["kind"] == "activate"]
    assert ability["timing"] == "end" and ability["targets"] == [{"kind": "entity", "races": ["Ninja"]}]
    index = card("NDR-110")["abilities"].index(ability)
    state = hero_started(("SNV-080",), ("NDR-110",))
    stone = to_field(state, "ann", "NDR-110")
    ninja = to_field(state, "ann", "SNV-080", rested=True)
    use = {"type": "activate", "player": "ann", "card": stone, "ability": index, "targets": [ninja], "payment": {}}
    assert code_of(state, use) == "FOW-ACTIVATE-END-PHASE-R"
    state = both_pass(state)
    assert state.phase == "end" and state.priority == "ann"
    state = resolve_all(act(state, use))
    assert not next(e for e in player(state, "ann").field if e.id == ninja).rested
