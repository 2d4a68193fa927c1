"""More ability families of the Grimm cluster, each played with real cards of the community database
(named by id; the printed text stays in ../shared): named counters, triggers on other cards."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, printed, sentences
from .helpers import act, both_pass, code_of, player, pool, to_field, to_hand
from .real import play, real_started, resolve_all
from .real import stats as full_stats


def _counters(state: State, pid: str, card_id: str) -> dict[str, int]:
    (entity,) = [e for e in player(state, pid).field if e.id == card_id]
    return dict(entity.counters) if entity.counters else {}


def _activate(state: State, pid: str, card_id: str, index: int, targets: list[str]) -> dict[str, object]:
    return {"type": "activate", "player": pid, "card": card_id, "ability": index, "targets": targets, "payment": {}}


def _attack(state: State, attacker: str, blocker: str | None = None) -> State:
    """Ann attacks bob with ``attacker``; bob blocks with ``blocker`` (or not); the battle is played out."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    for _ in range(8):
        if state.battle is None:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    return resolve_all(state)


def test_fow_named_counter_r_knowledge_counters_put_and_removed_as_a_cost() -> None:
    """FOW-NAMED-COUNTER-R and FOW-TRIG-OTHER-ENTERS-R with MOA-018 and MOA-026 (Six Sages): MOA-018
    enters with a knowledge counter; MOA-026 entering puts two on itself and MOA-018 triggers for another
    Six Sages (one more); removing one as the cost deals 300 damage to bob; with none left, the ability
    cannot be played."""
    assert entry("MOA-018")["supported"] and entry("MOA-026")["supported"]
    assert card("MOA-018")["abilities"][2]["cost"] == {"remove_counters": {"counter": "knowledge"}}
    state = real_started("MOA-018", "MOA-026")
    milest = to_hand(state, "ann", "MOA-018")
    state = resolve_all(play(state, "ann", milest))
    assert _counters(state, "ann", milest) == {"knowledge": 1}
    queen = to_hand(state, "ann", "MOA-026")
    state = resolve_all(play(state, "ann", queen))
    assert _counters(state, "ann", queen) == {"knowledge": 2}
    assert _counters(state, "ann", milest) == {"knowledge": 2}
    for expected_left, life in ((1, 3700), (0, 3400)):
        state = resolve_all(act(state, _activate(state, "ann", milest, 2, ["bob"])))
        assert player(state, "bob").life == life
        assert _counters(state, "ann", milest) == ({"knowledge": expected_left} if expected_left else {})
    assert code_of(state, _activate(state, "ann", milest, 2, ["bob"])) == "FOW-NAMED-COUNTER-R"


def test_fow_trig_other_enters_r_not_for_another_race_nor_the_opponents_field() -> None:
    """FOW-TRIG-OTHER-ENTERS-R with MOA-045 and MOA-001: a Fairy Tale (TAT-056) entering ann's field does
    not trigger ann's MOA-045; a Six Sages (MOA-018) entering ann's field triggers it, not bob's MOA-001."""
    state = real_started("MOA-045", "MOA-018", "MOA-001", "TAT-056")
    sage = to_field(state, "ann", "MOA-045")
    theirs = to_field(state, "bob", "MOA-001")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-056")))
    assert _counters(state, "ann", sage) == {}
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-018")))
    assert _counters(state, "ann", sage) == {"knowledge": 1}
    assert _counters(state, "bob", theirs) == {}


def test_fow_named_counter_r_for_each_counter_on_it() -> None:
    """FOW-NAMED-COUNTER-R with TAT-056 (200/200), which grows 300/300 per achievement counter and gets a
    counter each time it hurts the opponent: after an unblocked attack it is 500/500."""
    state = real_started("TAT-056")
    lion = to_field(state, "ann", "TAT-056")
    assert full_stats(state, lion)[:2] == (200, 200)
    state = _attack(state, lion)
    assert player(state, "bob").life == 3800
    assert _counters(state, "ann", lion) == {"achievement": 1}
    assert full_stats(state, lion)[:2] == (500, 500)


def test_fow_plural_race_r_fairy_tales_you_control_gain() -> None:
    """FOW-PLURAL-RACE-R with TAT-068, whose pump names its race in the plural -- read as the printed
    race Fairy Tale: ann's TAT-056 (a Fairy Tale, 200/200) is 400/400; her other resonator and bob's Fairy
    Tale are unchanged."""
    assert entry("TAT-068")["supported"]
    assert card("TAT-068")["abilities"][0]["races"] == ["Fairy Tale"]
    state = real_started("TAT-068", "TAT-056", "MOA-045")
    to_field(state, "ann", "TAT-068")
    lion = to_field(state, "ann", "TAT-056")
    other = to_field(state, "ann", "MOA-045")
    theirs = to_field(state, "bob", "TAT-056")
    assert full_stats(state, lion)[:2] == (400, 400)
    assert full_stats(state, theirs)[:2] == (200, 200)
    assert full_stats(state, other)[:2] == tuple(card("MOA-045")[k] for k in ("atk", "def"))


def test_fow_plural_race_r_no_printed_race_no_reading() -> None:
    """FOW-PLURAL-RACE-R: outside an import (no printed races known), or for a plural no printed race
    fits, the group is refused with the reason."""
    import pytest

    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES, Unsupported, singular_race
    from adjudicator.force_of_will.ability.lines import continuous

    with pytest.raises(Unsupported, match="plural"):
        continuous(sentences("TAT-068")[0], {"types": ["resonator"]}, "")
    token = KNOWN_RACES.set(frozenset({"Fairy Tale", "Elf", "Gallian Army", "Cthulhu"}))
    try:
        assert [singular_race(p) for p in ("Fairy Tales", "Elves", "Gallian Armies", "Cthulhu", "Dragons")] == [
            "Fairy Tale", "Elf", "Gallian Army", "Cthulhu", None,
        ]
        with pytest.raises(Unsupported, match="plural"):
            continuous(sentences("TAT-068")[0].replace("Fairy Tales", "Dragons"), {"types": ["resonator"]}, "")
    finally:
        KNOWN_RACES.reset(token)


def test_fow_added_if_race_r_instead_and_also() -> None:
    """FOW-ADDED-IF-RACE-R with MPR-016 (its host gets 300/300, or 600/600 and precision when a Prince)
    and CMF-072 (+400 ATK, plus first strike and pierce on a Musketeer): added to a Prince (CMF-083,
    500/500) it is 1100/1100 with [Target Attack]; to a resonator of another race, 300 more each; CMF-072 on a Musketeer (CMF-073, 700/400 [Pierce]) adds [First Strike]."""
    state = real_started("MPR-016", "CMF-083")
    prince = to_field(state, "ann", "CMF-083")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-016"), [prince]))
    assert full_stats(state, prince) == (1100, 1100, frozenset({"precision"}))
    state = real_started("MPR-016", "MOA-045")
    other = to_field(state, "ann", "MOA-045")
    base = tuple(card("MOA-045")[k] for k in ("atk", "def"))
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-016"), [other]))
    atk, def_, keywords = full_stats(state, other)
    assert (atk - base[0], def_ - base[1]) == (300, 300) and "precision" not in keywords
    state = real_started("CMF-072", "CMF-073")
    musketeer = to_field(state, "ann", "CMF-073")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-072"), [musketeer]))
    assert full_stats(state, musketeer) == (1100, 400, frozenset({"pierce", "first_strike"}))


def _verdict(state: State, target: str) -> dict[str, object]:
    """Ann's play of TST-C10 (destroy target resonator) on ``target``, its will in her pool."""
    verdict = next((c for c in player(state, "ann").hand if ":TST-C10#" in c), None) or to_hand(state, "ann", "TST-C10")
    if not player(state, "ann").pool:
        pool(state, "ann", darkness=2, void=1)
    return {"type": "play_card", "player": "ann", "card": verdict, "targets": [target], "payment": {"pool": {"darkness": 2, "void": 1}}}


def _destroy_with_verdict(state: State, target: str) -> State:
    """Ann plays TST-C10 (destroy target resonator) on ``target`` and the chase resolves."""
    return resolve_all(act(state, _verdict(state, target)))


def test_fow_kw_eternal_read_r_cannot_be_destroyed_as_long_as_you_control() -> None:
    """FOW-KW-ETERNAL-READ-R with MPR-004, indestructible while its controller has a card of one name
    (MPR-002's): it is [Eternal] while ann controls MPR-002: TST-C10 does not destroy it; without MPR-002
    it is destroyed."""
    assert card("MPR-004")["abilities"][0]["keywords"] == ["eternal"]
    for with_abel in (True, False):
        state = real_started("MPR-004", "MPR-002")
        apostle = to_field(state, "ann", "MPR-004")
        if with_abel:
            to_field(state, "ann", "MPR-002")
        state = _destroy_with_verdict(state, apostle)
        assert (apostle in {e.id for e in player(state, "ann").field}) is with_abel


def test_fow_kw_eternal_read_r_until_end_of_turn_for_each() -> None:
    """FOW-KW-ETERNAL-READ-R with TAT-003 (awakened), which makes its controller's resonators
    indestructible for the turn: [Eternal] for each of them until end of turn."""
    abilities = card("TAT-003")["abilities"]
    assert abilities[0]["effects"] == [{"op": "modify", "keywords": ["eternal"], "each": "your_resonators"}]  # until: turn, the default
    assert abilities[0]["condition"] == "awakened"


def test_fow_damage_plus_r_added_resonator_deals_that_much_plus_200() -> None:
    """FOW-DAMAGE-PLUS-R with TAT-030 ([Addition:Resonator]), which adds 200 to any damage its host deals
    -- its own [Enter] damage (the addition's, not the added resonator's)
    stays 600 on bob's TST-R10 (1200/1200); ann's TST-R01 (400 ATK) with it deals 600 to bob; its ATK is
    unchanged."""
    assert [a.get("damage_plus") for a in card("TAT-030")["abilities"] if a["kind"] == "continuous"] == [200]
    state = real_started("TAT-030")
    host = to_field(state, "ann", "TST-R01")
    big = to_field(state, "bob", "TST-R10")
    sword = to_hand(state, "ann", "TAT-030")
    state = resolve_all(play(state, "ann", sword, [host]), {sword: [big]})
    assert [e.damage for e in player(state, "bob").field if e.id == big] == [600]
    assert full_stats(state, host)[:2] == (400, 400)
    state = _attack(state, host)
    assert player(state, "bob").life == 3400


def _chant_damage(ruler_name: str | None) -> int:
    """Ann plays TAT-023 at bob; with ``ruler_name``, ann's ruler (TST-RU1) is renamed so (a test card)."""
    from .helpers import full_deck, started
    from .real import real_set

    card_set = real_set("TAT-023")
    if ruler_name is not None:
        card_set["cards"] = [dict(c, name=ruler_name) if c["id"] == "TST-RU1" else c for c in card_set["cards"]]
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    decks["ann"]["main"]["TAT-023"] = 1
    for n in range(50):
        state = started(options={"card_set": card_set}, seed=f"real-{n}", decks=decks)
        if state.turn.player == "ann" and state.priority == "ann":
            break
    flame = to_hand(state, "ann", "TAT-023")
    state = resolve_all(play(state, "ann", flame, ["bob"]))
    return 4000 - int(player(state, "bob").life)


def test_fow_effect_if_r_your_ruler_is_it_deals_damage_instead() -> None:
    """FOW-EFFECT-IF-R with TAT-023 (600 to a player or resonator, 800 instead when its controller's
    J/ruler has one of two names) -- 600 to bob with another ruler, 800 when ann's ruler has the first
    name the line gives (never both)."""
    import re

    named = re.findall(r'"([^"]+)"', printed("TAT-023"))[0]  # the name, read from the database
    assert _chant_damage(None) == 600
    assert _chant_damage(named) == 800


def test_fow_effect_if_r_condition_checked_as_it_resolves() -> None:
    """FOW-EFFECT-IF-R with MPR-056 (draws only from an empty hand) and MPR-072 (as it enters, sacrifices
    itself unless its controller has another Elf): MPR-056 draws nothing with cards in hand, one
    card with none; MPR-072 entering alone is banished, entering beside another Elf (CMF-065) stays."""
    from .helpers import empty_hand

    state = real_started("MPR-056")
    baba = to_field(state, "ann", "MPR-056")
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, _activate(state, "ann", baba, 0, [])))
    assert len(player(state, "ann").hand) == hand
    state = real_started("MPR-056")
    baba = to_field(state, "ann", "MPR-056")
    empty_hand(state, "ann")
    state = resolve_all(act(state, _activate(state, "ann", baba, 0, [])))
    assert len(player(state, "ann").hand) == 1
    for with_elf in (False, True):
        state = real_started("MPR-072", "CMF-065")
        if with_elf:
            to_field(state, "ann", "CMF-065")
        wiseman = to_hand(state, "ann", "MPR-072")
        state = resolve_all(play(state, "ann", wiseman))
        assert (wiseman in {e.id for e in player(state, "ann").field}) is with_elf


def test_fow_plural_race_r_a_race_no_card_has_is_refused() -> None:
    """FOW-PLURAL-RACE-R: BFA-080's search names a race no card of the database has: refused with the reason, never
    read as a search that finds nothing. (SKL-060's misspelt plural race, the example before 2026-12-04, is a misprint
    FOW-MISPRINT-R now corrects, and AO1-009's, the example until 2026-12-05 evening, one FOW-RACE-PLURAL-MISPRINT-R
    reads: both supported.)"""
    assert not entry("BFA-080")["supported"]
    assert any("is a race no card of this database has" in u["reason"] for u in entry("BFA-080")["unsupported"])
    assert entry("SKL-060")["supported"] and entry("AO1-009")["supported"]


def test_fow_cont_while_r_if_your_life_is_less_than_your_opponents() -> None:
    """FOW-CONT-WHILE-R with MPR-024 (its host gets 800/800 while its controller trails on life) -- on
    TST-R01 (400/400) it is 400/400 at equal life, 1200/1200 while ann's life is
    lower, checked now."""
    state = real_started("MPR-024")
    host = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-024"), [host]))
    assert full_stats(state, host)[:2] == (400, 400)
    player(state, "ann").life = 3000
    assert full_stats(state, host)[:2] == (1200, 1200)


def test_fow_trig_other_enters_r_a_magic_stone_put_into_your_magic_stone_area() -> None:
    """FOW-TRIG-OTHER-ENTERS-R with VIN001-046 (a card type, not a race): each stone ann puts into her
    magic stone area pumps it by 200/200 for the turn -- ann calls a stone."""
    from .helpers import find

    state = real_started("VIN001-046")
    sprite = to_field(state, "ann", "VIN001-046")
    base = full_stats(state, sprite)[:2]
    state = resolve_all(act(state, find(state, "call_stone", player="ann")))
    assert full_stats(state, sprite)[:2] == (base[0] + 200, base[1] + 200)


def test_fow_named_counter_r_frozen_counters_and_a_resonator_put_into_your_graveyard() -> None:
    """FOW-NAMED-COUNTER-R and FOW-TRIG-GRAVEYARD-R with MPR-045: three frozen counters on entering keep
    it out of battle until all are gone; each of ann's resonators dying from her field takes one off (TST-C10 destroys her TST-R01); a resonator of bob's does not count."""
    from .helpers import listed, next_turn

    state = real_started("MPR-045")
    kai = to_hand(state, "ann", "MPR-045")
    state = resolve_all(play(state, "ann", kai))
    assert _counters(state, "ann", kai) == {"frozen": 3}
    mine = to_field(state, "ann", "TST-R01")
    theirs = to_field(state, "bob", "TST-R02")
    state = _destroy_with_verdict(state, theirs)
    assert _counters(state, "ann", kai) == {"frozen": 3}
    state = _destroy_with_verdict(state, mine)
    assert _counters(state, "ann", kai) == {"frozen": 2}
    mine2 = to_field(state, "ann", "TST-R03")
    state = next_turn(next_turn(state))
    for _ in range(10):
        if listed(state, "start_battle", player="ann"):
            break
        state = act(state, {"type": "pass", "player": state.to_act[0]})
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    assert listed(state, "declare_attack", attacker=mine2) and not listed(state, "declare_attack", attacker=kai)


def test_fow_trig_blocks_r_whenever_this_card_blocks_or_is_blocked() -> None:
    """FOW-TRIG-BLOCKS-R with MPR-070 (a 300/300 pump for the turn when it blocks or is blocked) -- ann
    attacks with it and bob blocks: it triggers for ann."""
    state = real_started("MPR-070")
    warrior = to_field(state, "ann", "MPR-070")
    blocker = to_field(state, "bob", "TST-R10")
    base = full_stats(state, warrior)[:2]
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": warrior, "target": "bob"})
    state = both_pass(state)
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    assert [p.source for p in state.pending] == [warrior] or [c.card for c in state.chase] == [warrior]
    state = resolve_all(state)
    assert full_stats(state, warrior)[:2] == (base[0] + 300, base[1] + 300)


def test_fow_status_until_r_cannot_be_targeted_until_end_of_turn() -> None:
    """FOW-STATUS-UNTIL-R with TAT-001 (shields one's own J/resonator from all targeting for the turn,
    then draws) -- after it, TST-C10 (ann's own) cannot target her TST-R01;
    at the next turn it can again."""
    from .helpers import next_turn

    state = real_started("TAT-001")
    mine = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-001"), [mine]))
    assert code_of(state, _verdict(state, mine)) == "FOW-UNTARGETABLE-R"
    state = next_turn(state)
    assert not any(m.target == mine for m in state.modifiers)


def test_fow_status_until_r_they_cannot_be_blocked_if_you_control_a_saint() -> None:
    """FOW-STATUS-UNTIL-R and FOW-EFFECT-IF-R with TAT-011: ann's light resonators get +300 ATK and first
    strike for the turn, and become unblockable when she has a Saint -- with TAT-002
    (a light Saint) in her field bob cannot block her TST-R04; without it he can."""
    for with_saint in (True, False):
        state = real_started("TAT-011", "TAT-002")
        attacker = to_field(state, "ann", "TST-R04")
        if with_saint:
            to_field(state, "ann", "TAT-002")
        blocker = to_field(state, "bob", "TST-R10")
        before = full_stats(state, attacker)
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "TAT-011")))
        after = full_stats(state, attacker)
        assert (after[0] - before[0], after[1] - before[1]) == (300, 0) and after[2] == before[2] | {"first_strike"}
        state = act(state, {"type": "start_battle", "player": "ann"})
        state = both_pass(state)
        state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
        state = both_pass(state)
        block = {"type": "declare_block", "player": "bob", "blocker": blocker}
        assert (code_of(state, block) is not None) is with_saint


def test_fow_battle_8_resonators_must_attack_if_able() -> None:
    """FOW-BATTLE-8 with TAT-025, which forces every player's resonators to attack when able: ann, with
    a resonator able to attack, cannot pass at main timing; without TAT-025 she can."""
    for with_card in (True, False):
        state = real_started("TAT-025")
        to_field(state, "ann", "TST-R03")
        if with_card:
            to_field(state, "bob", "TAT-025")
        assert (code_of(state, {"type": "pass", "player": "ann"}) == "FOW-BATTLE-8") is with_card


def test_fow_cont_keyword_filter_r_resonators_with_flying_gain() -> None:
    """FOW-CONT-KEYWORD-FILTER-R with VIN001-037, a 200/200 pump for its controller's fliers -- ann's
    TST-R01 (printed [Flying]) is 600/600, her TST-R03 400/600 until a one-time effect gives it
    [Flying] (keywords first, CR 909.1), then 600/800; bob's flyer is unchanged."""
    from adjudicator.force_of_will.state import Modifier

    state = real_started("VIN001-037")
    to_field(state, "ann", "VIN001-037")
    flyer = to_field(state, "ann", "TST-R01")
    walker = to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R01")
    assert full_stats(state, flyer)[:2] == (600, 600)
    assert full_stats(state, walker)[:2] == (400, 600)
    assert full_stats(state, theirs)[:2] == (400, 400)
    state.modifiers.append(Modifier(target=walker, keywords=["flying"]))
    assert full_stats(state, walker) == (600, 800, frozenset({"flying"}))


def test_fow_status_until_r_a_group_status_is_refused() -> None:
    """FOW-STATUS-UNTIL-R: CMF-011's second sentence (no resonator may attack this turn) binds resonators
    entering later too: not read as a change of those there now, but as a status of the whole group for the
    rest of the turn (FOW-GROUP-STATUS-UNTIL-R, CR 909.4); until end of battle it stays refused."""
    import pytest

    from adjudicator.force_of_will.ability.grammar import Unsupported, parse_effects

    effects, _ = parse_effects(sentences("CMF-011")[1])
    assert [e["op"] for e in effects] == ["forbid_group"]
    with pytest.raises(Unsupported, match="later ones"):
        parse_effects(sentences("CMF-011")[1].replace("end of turn", "end of battle"))
    assert entry("CMF-011")["supported"]


def test_fow_cont_filter_r_each_fairy_tale_you_control_has_barrier() -> None:
    """FOW-KW-BARRIER-READ-R and FOW-CONT-FILTER-R with CMF-001, which shields its controller's Fairy
    Tales from the opponent -- [Barrier] for every Fairy Tale card bob
    controls (the group reaches every card type, ``any_card``): ann's TST-C10 cannot target his TAT-056;
    his TST-R01 (no Fairy Tale) it can."""
    assert card("CMF-001")["abilities"][0]["any_card"] is True
    state = real_started("CMF-001", "TAT-056")
    to_field(state, "bob", "CMF-001")
    lion = to_field(state, "bob", "TAT-056")
    other = to_field(state, "bob", "TST-R03")
    assert code_of(state, _verdict(state, lion)) == "FOW-KW-BARRIER"
    assert code_of(state, _verdict(state, other)) is None


def test_fow_cont_filter_r_recovered_resonators_you_control() -> None:
    """FOW-CONT-FILTER-R with TAT-013, which shields its controller's untapped resonators from the
    opponent -- bob's recovered TST-R03 has [Barrier] (ann's TST-C10 cannot target
    it), his rested TST-R07 has not."""
    state = real_started("TAT-013")
    to_field(state, "bob", "TAT-013")
    up = to_field(state, "bob", "TST-R03")
    down = to_field(state, "bob", "TST-R07", rested=True)
    assert code_of(state, _verdict(state, up)) == "FOW-KW-BARRIER"
    assert code_of(state, _verdict(state, down)) is None


def test_fow_trig_graveyard_r_when_this_card_is_destroyed() -> None:
    """FOW-TRIG-GRAVEYARD-R and FOW-EFFECT-IF-R with CMF-037, which hurts its controller for 500 when
    destroyed unless they have a Moon -- destroyed by ann's TST-C10, it deals 500 to
    ann; with her Moon (CMF-049, an addition: Field) in the field it deals none."""
    for with_moon in (False, True):
        state = real_started("CMF-037", "CMF-049")
        wolf = to_field(state, "ann", "CMF-037")
        if with_moon:
            to_field(state, "ann", "CMF-049")
        state = _destroy_with_verdict(state, wolf)
        assert wolf in player(state, "ann").graveyard
        assert player(state, "ann").life == (4000 if with_moon else 3500)


def test_fow_kw_barrier_read_r_your_j_ruler() -> None:
    """FOW-KW-BARRIER-READ-R with TAT-018, which shields its controller's J/ruler from the opponent --
    bob's J-ruler in the field has [Barrier]; his resonator has not."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for
    from adjudicator.force_of_will.state import Entity

    state = real_started("TAT-018")
    to_field(state, "bob", "TAT-018")
    other = to_field(state, "bob", "TST-R03")
    bob = player(state, "bob")
    j_ruler = bob.ruler.id
    bob.ruler = None
    bob.field.append(Entity(id=j_ruler, j_ruler=True))
    board = Board(catalogue_for(state.options), state)
    keywords = {e.id: board.keywords(e) for e in bob.field}
    assert "barrier" in keywords[j_ruler] and "barrier" not in keywords[other]


def test_remove_this_card_and_target_resonator_from_the_game() -> None:
    """MPR-091 (its second ability) exiles itself together with a resonator for one light will and a
    rest -- both go to their owners' removed areas."""
    state = real_started("MPR-091")
    exile = to_field(state, "ann", "MPR-091")
    theirs = to_field(state, "bob", "TST-R03")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, _activate(state, "ann", exile, 1, [theirs]) | {"payment": {"pool": {"light": 1}}}))
    assert exile in player(state, "ann").removed and theirs in player(state, "bob").removed


def test_fow_prevent_r_all_battle_damage_to_or_by_the_added_resonator() -> None:
    """FOW-PREVENT-R with MPR-040, an addition whose host neither deals nor takes battle damage -- ann's
    TST-R03 with it deals no battle damage to bob, and takes none from bob's blocker
    TST-R10 (1200 ATK)."""
    for blocked in (False, True):
        state = real_started("MPR-040")
        host = to_field(state, "ann", "TST-R03")
        blocker = to_field(state, "bob", "TST-R10")
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-040"), [host]))
        state = _attack(state, host, blocker if blocked else None)
        assert player(state, "bob").life == 4000
        assert [e.damage for e in player(state, "ann").field if e.id == host] == [0]
        assert [e.damage for e in player(state, "bob").field if e.id == blocker] == [0]


def test_fow_trig_ally_attacks_r_whenever_another_resonator_you_control_attacks() -> None:
    """FOW-TRIG-ALLY-ATTACKS-R with ACN-040, which grows 100/100 for the turn when a fellow resonator of
    its controller attacks -- ann's TST-R03 attacking triggers it; ACN-040 attacking itself
    does not."""
    for other_attacks in (True, False):
        state = real_started("ACN-040")
        watcher = to_field(state, "ann", "ACN-040")
        other = to_field(state, "ann", "TST-R03")
        base = full_stats(state, watcher)[:2]
        state = act(state, {"type": "start_battle", "player": "ann"})
        state = both_pass(state)
        attacker = other if other_attacks else watcher
        state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
        assert bool(state.pending or state.chase) is other_attacks
        state = resolve_all(state)
        plus = 100 if other_attacks else 0
        assert full_stats(state, watcher)[:2] == (base[0] + plus, base[1] + plus)
