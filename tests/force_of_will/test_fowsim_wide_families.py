"""Ability families read across the whole community database (targets, conditions, counts, life and
damage forms), each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will.board import Board, sync_counts
from adjudicator.force_of_will.cards import CardSet, catalogue_for
from adjudicator.force_of_will.state import Battle, Entity, State
from adjudicator.force_of_will.targets import target_options

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, player, pool, to_field, to_graveyard, to_hand
from .real import field, play, real_set, real_started, resolve_all, stats


def _board(state: State) -> Board:
    return Board(catalogue_for(state.options), state)


def _with_card(state: State, pid: str, def_id: str) -> str:
    """Put an instance of a card of the set that no deck holds into ``pid``'s field (for reading the
    board only: no action follows)."""
    instance = f"{pid}:{def_id}#9"
    player(state, pid).field.append(Entity(id=instance))
    return instance


def _started_with_set(deck_id: str, *set_only: str) -> State:
    """Ann's first main phase with ``deck_id`` in both decks, the card set also holding ``set_only``."""
    state = real_started(deck_id)
    assert state.options.card_set is not None
    cards = list(real_set(deck_id, *set_only)["cards"])
    state.options.card_set = msgspec.convert({"id": "tst-plus-real", "cards": cards}, CardSet)
    return state


def test_fow_race_of_the_r_a_race_named_with_of_the() -> None:
    """FOW-RACE-OF-THE-R with TTW-007, a 200/200 lord for its controller's other Knights of the Round
    Table (a race whose name holds "of the") -- two copies give each other +200/+200; a Knight of another race gets nothing."""
    assert entry("TTW-007")["supported"]
    state = real_started("TTW-007")
    first = to_field(state, "ann", "TTW-007")
    knight = to_field(state, "ann", "TST-R02")  # a Knight, not of the Round Table
    assert stats(state, first)[:2] == (300, 700) and stats(state, knight)[:2] == (600, 500)
    player(state, "ann").deck.append("ann:TTW-007#2")
    second = to_field(state, "ann", "TTW-007")
    assert stats(state, first)[:2] == (500, 900) and stats(state, second)[:2] == (500, 900)


def test_fow_cont_while_opponent_r_a_card_the_opponent_controls() -> None:
    """FOW-CONT-WHILE-OPPONENT-R with BFA-021, conditioned on a darkness stone on the opponent's side --
    +200/+200 and [Swiftness] only while bob controls one (ann's own does not count)."""
    state = _started_with_set("BFA-021", "CMF-101")
    knight = to_field(state, "ann", "BFA-021")
    _with_card(state, "ann", "CMF-101")
    assert stats(state, knight) == (500, 500, frozenset())
    _with_card(state, "bob", "CMF-101")
    assert stats(state, knight) == (700, 700, frozenset({"swiftness"}))


def test_fow_cont_while_r_named_a_card_of_that_name_you_control() -> None:
    """FOW-CONT-WHILE-R with CMF-070, immune to attacks while its controller has a card of one name --
    attackable until ann controls a card named Gretel (CMF-069)."""
    state = _started_with_set("CMF-070", "CMF-069")
    hansel = to_field(state, "ann", "CMF-070")
    entity = _board(state).entity(hansel)
    assert entity is not None and not _board(state).has_flag(entity, "unattackable")
    _with_card(state, "ann", "CMF-069")
    assert _board(state).has_flag(entity, "unattackable")


def test_fow_cont_while_hand_r_cards_in_the_opponents_hand() -> None:
    """FOW-CONT-WHILE-HAND-R with SDV5-015, 400/400 bigger while the opponent's hand is small (a count
    every player sees)."""
    state = real_started("SDV5-015")
    angel = to_field(state, "ann", "SDV5-015")
    bob = player(state, "bob")
    assert len(bob.hand) > 2 and stats(state, angel)[:2] == (1000, 1000)
    bob.deck.extend(bob.hand[2:])
    bob.hand = bob.hand[:2]
    sync_counts(bob)
    assert stats(state, angel)[:2] == (1400, 1400)


def test_fow_cont_while_hand_r_cards_in_your_graveyard_lower_a_cost() -> None:
    """FOW-CONT-WHILE-HAND-R with HSD-019, two cheaper with a full enough graveyard -- read as that count
    of ann's graveyard."""
    reduction = card("HSD-019")["play_less"]
    assert reduction["when"] == {"count": {"what": "card", "zone": "graveyard"}, "at_least": 7}
    state = real_started("HSD-019")
    board = _board(state)
    condition = board.cat.defs["HSD-019"].play_less.when  # type: ignore[union-attr]
    assert condition is not None and not board.holds(condition, "ann:HSD-019#1", "ann")
    for def_id in ("TST-R01", "TST-R02", "TST-R03", "TST-R04", "TST-R05", "TST-R06", "TST-R07"):
        to_graveyard(state, "ann", def_id)
    assert _board(state).holds(condition, "ann:HSD-019#1", "ann")


def test_fow_cont_foreach_zone_r_a_race_in_your_graveyard_and_all_graveyards() -> None:
    """FOW-CONT-FOREACH-ZONE-R: TMS-067 grows per Avatar in its controller's graveyard (MPR-082 is one; a
    resonator of another race is not); TAT-080 per resonator in every graveyard."""
    state = real_started("TMS-067", "MPR-082", "TAT-080")
    avatar = to_field(state, "ann", "TMS-067")
    cthulhu = to_field(state, "ann", "TAT-080")
    to_graveyard(state, "ann", "TST-R01")
    assert stats(state, avatar)[:2] == (400, 400) and stats(state, cthulhu)[:2] == (200, 400)
    to_graveyard(state, "ann", "MPR-082")
    to_graveyard(state, "bob", "TST-R11")
    assert stats(state, avatar)[:2] == (600, 600) and stats(state, cthulhu)[:2] == (600, 800)


def test_fow_target_another_r_not_the_card_itself() -> None:
    """FOW-TARGET-ANOTHER-R with GITS2045-061, which shoots a resonator other than itself for 800 as it
    attacks -- its targets are the other resonators, never itself."""
    state = real_started("GITS2045-061")
    machine = to_field(state, "ann", "GITS2045-061")
    victim = to_field(state, "bob", "TST-R01")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": machine, "target": "bob"})
    pending = state.pending[0]
    assert pending.source == machine
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [machine]}) == "FOW-TARGET-ANOTHER-R"
    state = resolve_all(state, {machine: [victim]})
    assert victim in player(state, "bob").graveyard


def test_fow_life_per_r_life_for_each_magic_stone() -> None:
    """FOW-LIFE-PER-R with VIN002-005, life gained per stone of its controller -- three stones, 600 life; bob's stones do not count."""
    state = real_started("VIN002-005")
    for stone in ("TST-ST-W", "TST-ST-R", "TST-ST-U"):
        to_field(state, "ann", stone)
    to_field(state, "bob", "TST-ST-R")
    life = player(state, "ann").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-005")))
    assert player(state, "ann").life == life + 600


def test_fow_damage_and_gain_life_conjoined() -> None:
    """SKL-078, entering, burns the opponent and heals its controller, 400 each -- two effects joined
    by "and you"."""
    state = real_started("SKL-078")
    life = player(state, "ann").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "SKL-078")))
    assert player(state, "bob").life == 3600 and player(state, "ann").life == life + 400


def test_fow_target_damaged_r_only_a_resonator_with_damage() -> None:
    """FOW-TARGET-DAMAGED-R with ACN-129, which kills a resonator bearing damage -- a resonator without
    damage is no legal target; with 100 damage on it, it is, and it is destroyed."""
    state = real_started("ACN-129")
    fresh = to_field(state, "bob", "TST-R01")
    hurt = to_field(state, "bob", "TST-R10", damage=100)
    spec = _board(state).cat.defs["ACN-129"].targets[0]
    assert target_options(_board(state), "ann", spec) == [hurt]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-129"), [hurt]))
    assert hurt in player(state, "bob").graveyard and fresh in field(state, "bob")


def test_fow_target_in_battle_r_attacking_or_blocking() -> None:
    """FOW-TARGET-IN-BATTLE-R with CFC-017, which exiles a resonator in battle -- the attacker and the blocker are legal targets, a resonator out of the battle is not."""
    state = real_started("CFC-017")
    attacker = to_field(state, "ann", "TST-R02")
    blocker = to_field(state, "bob", "TST-R10")
    idle = to_field(state, "bob", "TST-R01")
    spec = _board(state).cat.defs["CFC-017"].targets[0]
    assert target_options(_board(state), "ann", spec) == []
    state.battle = Battle(attacker=attacker, target="bob", blocker=blocker, blocked=True, step="declare_block")
    options = target_options(_board(state), "ann", spec)
    assert set(options) == {attacker, blocker} and idle not in options


def test_fow_target_atk_r_with_400_or_less_atk() -> None:
    """FOW-TARGET-ATK-R with TTW-090, which kills a resonator of low ATK (400 at most) -- its ATK now:
    a 500 ATK resonator is no target, a 400 ATK one is."""
    state = real_started("TTW-090")
    small = to_field(state, "bob", "TST-R01")  # 400 ATK
    big = to_field(state, "bob", "TST-R11")  # 500 ATK
    spec = _board(state).cat.defs["TTW-090"].targets[0]
    assert target_options(_board(state), "ann", spec) == [small]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TTW-090"), [small]))
    assert small in player(state, "bob").graveyard and big in field(state, "bob")


def test_fow_damage_each_player_and_r_each_player_and_each_resonator() -> None:
    """FOW-DAMAGE-EACH-PLAYER-AND-R with VIN002-026, an 800 sweep hitting the players and the resonators."""
    state = real_started("VIN002-026")
    mine = to_field(state, "ann", "TST-R04")  # DEF 900: survives
    theirs = to_field(state, "bob", "TST-R01")  # DEF 400: destroyed
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-026")))
    assert player(state, "ann").life == 3200 and player(state, "bob").life == 3200
    assert mine in field(state, "ann") and theirs in player(state, "bob").graveyard


def test_fow_search_graveyard_r_the_card_found_goes_to_the_graveyard() -> None:
    """FOW-SEARCH-GRAVEYARD-R with AOA-042, which, entering, sends any card of the deck to the graveyard
    and shuffles -- ann picks any card of her deck; it lands in her
    graveyard, not her hand, and the deck is one card smaller."""

    state = real_started("AOA-042")
    envoy = to_hand(state, "ann", "AOA-042")
    state = play(state, "ann", envoy)
    for _ in range(10):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    chosen = player(state, "ann").deck[-1]
    hand = list(player(state, "ann").hand)
    deck_size = len(player(state, "ann").deck)
    state = act(state, {"type": "search", "player": "ann", "card": chosen})
    assert chosen in player(state, "ann").graveyard and player(state, "ann").hand == hand
    assert len(player(state, "ann").deck) == deck_size - 1


def test_fow_plural_race_r_a_plural_race_is_a_race_of_the_database() -> None:
    """FOW-PLURAL-RACE-R: the singular of a plural is read only as a race printed in the database (a
    plural with no printed singular, or with two, is refused)."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES, singular_race

    token = KNOWN_RACES.set(frozenset({"Zombie", "Elf", "Fairy Tale", "Knight of the Round Table", "Gallian Army", "Buse", "Bus"}))
    try:
        assert singular_race("Zombies") == "Zombie"
        assert singular_race("Elves") == "Elf"
        assert singular_race("Fairy Tales") == "Fairy Tale"
        assert singular_race("Knights of the Round Table") == "Knight of the Round Table"
        assert singular_race("Gallian Armies") == "Gallian Army"
        assert singular_race("Buses") is None  # "Buse" and "Bus": two readings
        assert singular_race("Pandas") is None  # no Panda printed here
        assert singular_race("Zombie") == "Zombie"  # a plural may be the same word ("Cthulhu")
    finally:
        KNOWN_RACES.reset(token)
    assert singular_race("Zombies") is None  # outside an import nothing is known


def test_fow_plural_race_r_fairy_tales_you_control_gain() -> None:
    """FOW-PLURAL-RACE-R with TAT-068, a pump naming its race in the plural -- ann's Fairy Tale
    (CMF-070) gains it, her Human of no Fairy Tale race (TST-R03) and bob's Fairy Tale do not."""
    assert card("TAT-068")["abilities"][0]["races"] == ["Fairy Tale"]
    state = real_started("TAT-068", "CMF-070")
    to_field(state, "ann", "TAT-068")
    tale = to_field(state, "ann", "CMF-070")
    human = to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "CMF-070")
    assert stats(state, tale)[:2] == (600, 900) and stats(state, human)[:2] == (400, 600)
    assert stats(state, theirs)[:2] == (400, 700)


def test_fow_target_damaged_r_a_resonator_that_was_dealt_damage_this_turn() -> None:
    """FOW-TARGET-DAMAGED-R with VS01-018's second mode, which kills a resonator hurt this turn -- only a resonator with damage on it is a legal target."""
    assert entry("VS01-018")["supported"]
    state = real_started("VS01-018")
    to_field(state, "bob", "TST-R10")
    hurt = to_field(state, "bob", "TST-R05", damage=300)
    spec = _board(state).cat.defs["VS01-018"].modes[1].targets[0]
    assert spec.state == "damaged" and target_options(_board(state), "ann", spec) == [hurt]


def test_fow_trig_blocks_r_blocks_or_is_blocked_whenever_this_card_blocks_or_is_blocked() -> None:
    """FOW-TRIG-BLOCKS-R with MPR-070, pumped 300/300 for the turn when it blocks or is blocked -- ann's
    copy attacks and is blocked: it gains +300/+300; an attack nobody blocks
    triggers nothing."""
    state = real_started("MPR-070")
    mine = to_field(state, "ann", "MPR-070")
    blocker = to_field(state, "bob", "TST-R10")
    atk, def_ = stats(state, mine)[:2]
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": mine, "target": "bob"})
    assert not state.pending and not state.chase
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    assert [p.source for p in state.pending] == [mine] or [i.card for i in state.chase] == [mine]
    state = resolve_all(state)
    assert stats(state, mine)[:2] == (atk + 300, def_ + 300)


def test_fow_trig_blocks_r_blocks_or_is_blocked_the_blocker_triggers_too() -> None:
    """FOW-TRIG-BLOCKS-R with MPR-070 blocking: bob's copy blocks ann's attacker and gains +300/+300."""
    state = real_started("MPR-070")
    attacker = to_field(state, "ann", "TST-R10")
    theirs = to_field(state, "bob", "MPR-070")
    atk, def_ = stats(state, theirs)[:2]
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": theirs})
    assert [p.source for p in state.pending] == [theirs] or [i.card for i in state.chase] == [theirs]
    state = resolve_all(state)
    assert stats(state, theirs)[:2] == (atk + 300, def_ + 300)


def _hit(state: State, target: str) -> State:
    """Ann plays TST-C05 (400 damage to target J/resonator) at ``target``."""
    pool(state, "ann", fire=1)
    return act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C05"), "targets": [target], "payment": {"pool": {"fire": 1}}})


def test_fow_trig_dealt_r_that_much_damage_to_your_opponent() -> None:
    """FOW-TRIG-DEALT-R with BFA-028, which passes the damage it takes on to the opponent -- 400 damage to it (DEF 400: destroyed; its trigger still resolves), 400 to bob."""
    state = real_started("BFA-028")
    mine = to_field(state, "ann", "BFA-028")
    state = resolve_all(_hit(state, mine))
    assert player(state, "bob").life == 3600 and mine in player(state, "ann").graveyard


def test_fow_trig_dealt_r_that_much_damage_to_a_target() -> None:
    """FOW-TRIG-DEALT-R with WOM-032, which passes the damage it takes on to a J/resonator -- dealt 400,
    it deals 400 to bob's resonator."""
    state = real_started("WOM-032")
    dealer = to_field(state, "ann", "WOM-032")
    victim = to_field(state, "bob", "TST-R10")
    state = resolve_all(_hit(state, dealer), {dealer: [victim]})
    entity = _board(state).entity(victim)
    assert entity is not None and entity.damage == 400


def test_fow_trig_dealt_r_that_much_life() -> None:
    """FOW-TRIG-DEALT-R with RDE-095, which turns the damage it takes into life -- dealt 400, ann gains
    400."""
    state = real_started("RDE-095")
    sponge = to_field(state, "ann", "RDE-095")
    life = player(state, "ann").life
    state = resolve_all(_hit(state, sponge))
    assert player(state, "ann").life == life + 400


def test_fow_trig_dealt_r_no_trigger_when_the_damage_is_prevented() -> None:
    """FOW-TRIG-DEALT-R: prevented damage is not dealt -- BFA-028 under FOW-PREVENT-R's "to" shield
    does not trigger."""
    from adjudicator.force_of_will.state import Modifier

    state = real_started("BFA-028")
    mine = to_field(state, "ann", "BFA-028")
    state.modifiers.append(Modifier(target=mine, prevent="to"))
    state = resolve_all(_hit(state, mine))
    assert player(state, "bob").life == 4000 and mine in field(state, "ann")


def test_fow_status_until_r_target_resonator_cannot_block_until_end_of_turn() -> None:
    """FOW-STATUS-UNTIL-R with SNV-029, which, entering, stops a resonator blocking this turn -- bob's
    resonator cannot block ann's attack this turn; his other one can; the change ends with the
    turn."""
    state = real_started("SNV-029")
    attacker = to_field(state, "ann", "TST-R02")
    numbed = to_field(state, "bob", "TST-R10")
    other = to_field(state, "bob", "TST-R05")
    hedgehog = to_hand(state, "ann", "SNV-029")
    state = resolve_all(play(state, "ann", hedgehog), {hedgehog: [numbed]})
    assert [m.flags for m in state.modifiers if m.target == numbed] == [["cannot_block"]]
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = both_pass(state)
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": numbed}) == "FOW-CANNOT-ATTACK-R"
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": other}) is None
    from .helpers import next_turn

    state = next_turn(act(state, {"type": "declare_block", "player": "bob", "blocker": None}))
    assert not state.modifiers


def _looked(accept: bool) -> tuple[State, list[str], list[dict[str, Any]]]:
    """Ann activates VIN001-033 (rests to peek at the top card and may send it to the bottom) and
    answers the choice: the state, her deck before, and the events."""
    from .test_fowsim_fow_q_effects_families import _looked_at

    return _looked_at("VIN001-033", accept)


def test_fow_look_bottom_r_the_controller_sees_the_top_card_and_may_put_it_on_the_bottom() -> None:
    """FOW-LOOK-BOTTOM-R with VIN001-033: ann alone sees which card is on top (its definition; the
    instance in the deck stays hidden, bob reads it hidden); accepting
    puts it on the bottom, the rest of the deck in the same order."""
    from adjudicator.force_of_will import GAME

    state, deck, events = _looked(True)
    looked = next(e for e in events if e["type"] == "looked")
    top = deck[0].partition(":")[2].rpartition("#")[0]
    assert looked["found"] == top and looked["player"] == "ann" and deck[0] not in str(looked)
    assert GAME.view_events([looked], "bob")[0]["found"] == {"hidden": True}
    assert GAME.view_events([looked], "ann")[0]["found"] == top
    assert player(state, "ann").deck == deck[1:] + deck[:1]


def test_fow_look_bottom_r_declining_leaves_the_card_on_top() -> None:
    """FOW-LOOK-BOTTOM-R: declining leaves the deck as it was."""
    state, deck, _ = _looked(False)
    assert player(state, "ann").deck == deck


def _stones_started(*stones: str) -> State:
    """Ann's first main phase with CMF-069 in her deck and these real magic stones in her stone deck."""
    from .helpers import full_deck, started

    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["CMF-069"] = 1
    decks["ann"]["stones"].update({stone: 1 for stone in stones})
    for n in range(50):
        state = started(options={"card_set": real_set("CMF-069", *stones)}, seed=f"stones-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            return state
    raise AssertionError("no seed gives ann the first turn")


def _on_top(state: State, def_id: str) -> str:
    deck = player(state, "ann").stone_deck
    stone = next(s for s in deck if s.startswith(f"ann:{def_id}#"))
    deck.remove(stone)
    deck.insert(0, stone)
    return stone


def test_fow_reveal_stone_r_a_wind_magic_stone_enters_the_field() -> None:
    """FOW-REVEAL-STONE-R with CMF-069, which, entering, reveals the top stone and puts it into play when
    it is a wind one -- a Magic Stone of Wind (CMF-105) on top enters
    the field."""
    state = _stones_started("CMF-105", "CMF-102")
    wind = _on_top(state, "CMF-105")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-069")))
    assert wind in field(state, "ann") and wind not in player(state, "ann").stone_deck


def test_fow_reveal_stone_r_another_stone_stays_on_top() -> None:
    """FOW-REVEAL-STONE-R: a Magic Stone of Flame (CMF-102) on top is revealed and stays on top."""
    state = _stones_started("CMF-105", "CMF-102")
    fire = _on_top(state, "CMF-102")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-069")))
    assert player(state, "ann").stone_deck[0] == fire and fire not in field(state, "ann")


def test_fow_prevent_cont_r_damage_to_this_card_by_fire_resonators() -> None:
    """FOW-PREVENT-CONT-R with SKL-011, shielded from damage by fire resonators -- a fire resonator's damage is prevented; a wind resonator's and a fire chant's are not."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("SKL-011")
    guard = to_field(state, "ann", "SKL-011")
    fire = to_field(state, "bob", "TST-R11")
    wind = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "bob", "TST-C05")
    board = _board(state)
    events: list[Any] = []
    assert not deal_damage(board, fire, guard, 100, events, battle=True)
    assert events[-1].rule == "FOW-PREVENT-CONT-R"
    assert deal_damage(board, wind, guard, 100, events, battle=True)
    assert deal_damage(board, chant, guard, 100, events, battle=False)
    entity = board.entity(guard)
    assert entity is not None and entity.damage == 200


def test_fow_prevent_cont_r_all_damage_to_the_added_resonator() -> None:
    """FOW-PREVENT-CONT-R with VIN002-006, an addition shielding its host from all damage -- once added to ann's resonator, no damage is dealt to it."""
    from adjudicator.force_of_will.effects import deal_damage

    state = real_started("VIN002-006")
    host = to_field(state, "ann", "TST-R10")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "VIN002-006"), [host]))
    board = _board(state)
    attacker = to_field(state, "bob", "TST-R11")
    assert not deal_damage(board, attacker, host, 500, [], battle=True)
    entity = board.entity(host)
    assert entity is not None and entity.damage == 0


def test_fow_search_stone_r_a_non_special_magic_stone_enters_the_field() -> None:
    """FOW-SEARCH-STONE-R with CFC-060, which tutors a basic (non-special) stone from the stone deck into
    play and shuffles -- ann may find any of her basic stones,
    never the special Dawnwind Crystal (TST-ST-D); the one found enters her field recovered."""
    from adjudicator.force_of_will import GAME

    state = real_started("CFC-060")
    state = play(state, "ann", to_hand(state, "ann", "CFC-060"))
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    options = {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    stones = set(player(state, "ann").stone_deck)
    special = {s for s in stones if ":TST-ST-D#" in s}
    def kind(instance: str) -> str:
        return instance.partition(":")[2].rpartition("#")[0]

    assert special and {kind(o) for o in options - {None}} == {kind(s) for s in stones - special}
    assert code_of(state, {"type": "search", "player": "ann", "card": next(iter(special))}) == "FOW-SEARCH-R"
    chosen = sorted(stones - special)[0]
    state = act(state, {"type": "search", "player": "ann", "card": chosen})
    entity = _board(state).entity(chosen)
    assert entity is not None and not entity.rested and chosen not in player(state, "ann").stone_deck


def test_fow_search_stone_r_rested() -> None:
    """FOW-SEARCH-STONE-R with SKL-053, which tutors any stone into play tapped -- the special stone may be found too, and it enters rested."""
    state = real_started("SKL-053")
    state = play(state, "ann", to_hand(state, "ann", "SKL-053"))
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "search":
            break
        state = both_pass(state)
    crystal = next(s for s in player(state, "ann").stone_deck if ":TST-ST-D#" in s)
    state = act(state, {"type": "search", "player": "ann", "card": crystal})
    entity = _board(state).entity(crystal)
    assert entity is not None and entity.rested


def test_fow_extra_banish_r_a_resonator_banished_as_an_additional_cost() -> None:
    """FOW-EXTRA-BANISH-R with CFC-078 (a removal spell with a resonator sacrifice as an extra cost):
    playing it without a banish, or banishing bob's resonator, is refused;
    banishing ann's own resonator plays it."""
    state = real_started("CFC-078")
    mine = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "ann", "CFC-078")
    pool(state, "ann", darkness=1)
    base = {"type": "play_card", "player": "ann", "card": chant, "targets": [theirs]}
    assert code_of(state, base | {"payment": {"pool": {"darkness": 1}}}) == "FOW-EXTRA-BANISH-R"
    assert code_of(state, base | {"payment": {"pool": {"darkness": 1}, "banish": [theirs]}}) == "FOW-EXTRA-BANISH-R"
    state = resolve_all(act(state, base | {"payment": {"pool": {"darkness": 1}, "banish": [mine]}}))
    assert mine in player(state, "ann").graveyard and theirs in player(state, "bob").graveyard


def test_fow_extra_banish_r_a_resonator_of_the_race() -> None:
    """FOW-EXTRA-BANISH-R with TSW-114 (its sacrifice must be a Doll): a resonator of another race is refused,
    and with no Doll to banish the card is not among the legal plays."""
    from adjudicator.force_of_will import GAME

    state = real_started("TSW-114")
    human = to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R10")
    chant = to_hand(state, "ann", "TSW-114")
    pool(state, "ann", wind=1)
    play_card = {"type": "play_card", "player": "ann", "card": chant, "targets": [theirs], "payment": {"pool": {"wind": 1}, "banish": [human]}}
    assert code_of(state, play_card) == "FOW-EXTRA-BANISH-R"
    assert not [a for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "play_card" and a.card == chant]


def test_fow_target_entity_r_a_non_magic_stone_non_j_ruler_entity() -> None:
    """FOW-TARGET-ENTITY-R with CST-042 (an addition that sacrifices itself to bounce any entity but a
    stone or a J-ruler): bob's resonator is a legal target, his magic stone is not;
    activated at the resonator, it goes back to bob's hand."""
    state = real_started("CST-042")
    resonator = to_field(state, "bob", "TST-R10")
    stone = to_field(state, "bob", "TST-ST-R")
    spec = _board(state).cat.defs["CST-042"].abilities[0].targets[0]  # type: ignore[union-attr]
    options = target_options(_board(state), "ann", spec)
    assert resonator in options and stone not in options
    flower = to_field(state, "ann", "CST-042")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": flower, "ability": 0, "targets": [resonator], "payment": {"pool": {}}}))
    assert resonator in player(state, "bob").hand and flower in player(state, "ann").graveyard


def test_fow_target_entity_r_target_entity_with_total_cost_4_or_more() -> None:
    """FOW-TARGET-ENTITY-R with WOM-002 (kills an expensive entity, total cost 4 and up): a magic
    stone (cost 0) or a cheap resonator is no target; Elder Treant (total cost 5) is, and is destroyed."""
    state = real_started("WOM-002")
    cheap = to_field(state, "bob", "TST-R01")
    stone = to_field(state, "bob", "TST-ST-R")
    treant = to_field(state, "bob", "TST-R10")
    spec = _board(state).cat.defs["WOM-002"].targets[0]
    assert target_options(_board(state), "ann", spec) == [treant]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "WOM-002"), [treant]))
    assert treant in player(state, "bob").graveyard and {cheap, stone} <= field(state, "bob")


def test_fow_graveyard_card_r_a_card_of_any_type_back_to_the_hand() -> None:
    """FOW-GRAVEYARD-CARD-R with SDL5-003 (an addition that rests and sacrifices itself to regrow any
    card of its controller's graveyard): a chant of ann's graveyard is a legal target (bob's is not) and goes
    back to her hand."""
    state = real_started("SDL5-003")
    chant = to_graveyard(state, "ann", "TST-C05")
    theirs = to_graveyard(state, "bob", "TST-C05")
    castle = to_field(state, "ann", "SDL5-003")
    spec = _board(state).cat.defs["SDL5-003"].abilities[1].targets[0]  # type: ignore[union-attr]
    options = target_options(_board(state), "ann", spec)
    assert chant in options and theirs not in options
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": castle, "ability": 1, "targets": [chant], "payment": {"pool": {}}}))
    assert chant in player(state, "ann").hand


def test_fow_graveyard_card_r_of_a_race_and_cost() -> None:
    """FOW-GRAVEYARD-CARD-R with MOA-041 (regrows a cheap Vampire card): a Vampire of total cost 2 or less
    only."""
    state = real_started("MOA-041")
    cheap = to_graveyard(state, "ann", "TST-R20")  # Vampire, total cost 2
    dear = to_graveyard(state, "ann", "TST-R17")  # Vampire, total cost 3
    other = to_graveyard(state, "ann", "TST-R01")  # Angel
    spec = _board(state).cat.defs["MOA-041"].abilities[0].targets[0]  # type: ignore[union-attr]
    options = target_options(_board(state), "ann", spec)
    assert cheap in options and dear not in options and other not in options


def test_enter_reminder_text_before_the_arrow_is_read_as_enter() -> None:
    """Cheap syntax (CR 1100, reminder text): MP01-133's [Enter] label followed by its bracketed reminder
    and then a wipe of cheap resonators is the [Enter] ability."""
    assert entry("MP01-133")["supported"]
    ability = card("MP01-133")["abilities"][0]
    assert ability["trigger"] == "enter" and ability["effects"][0]["op"] == "destroy"
