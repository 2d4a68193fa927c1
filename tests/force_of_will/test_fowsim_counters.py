"""Counter families played with real cards of the community database (named by id; the printed text
stays in ../shared): counters put on a target J/resonator or entity, [+A/+B] counters removed as a cost."""

from __future__ import annotations

from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, refusal
from .helpers import act, both_pass, code_of, player, pool, stones, to_field, to_hand
from .real import hero_started, play, real_started, resolve_all
from .real import stats as full_stats
from .test_fowsim_grimm_named import _attack


def _counters(state: State, pid: str, card_id: str) -> dict[str, int]:
    (entity,) = [e for e in player(state, pid).field if e.id == card_id]
    return dict(entity.counters) if entity.counters else {}


def _j_ruler_in_field(state: State, pid: str) -> str:
    """``pid``'s ruler, turned into its J-ruler in the field (as after a Judgment)."""
    seat = player(state, pid)
    assert seat.ruler is not None
    j_ruler = seat.ruler.id
    seat.ruler = None
    seat.field.append(Entity(id=j_ruler, j_ruler=True))
    return j_ruler


def _light_chant(state: State, pid: str, chant: str, targets: list[str]) -> dict[str, object]:
    pool(state, pid, light=1)
    return {"type": "play_card", "player": pid, "card": chant, "targets": targets, "payment": {"pool": {"light": 1}}}


def test_fow_counter_target_r_plus_counters_on_a_target_j_ruler() -> None:
    """FOW-COUNTER-TARGET-R with LEL-005 (two [+100/+100] counters on target J/resonator): played on
    ann's J-ruler in the field, it keeps two counters and is 200/200 larger."""
    assert entry("LEL-005")["supported"]
    state = real_started("LEL-005")
    j_ruler = _j_ruler_in_field(state, "ann")
    before = full_stats(state, j_ruler)[:2]
    state = resolve_all(act(state, _light_chant(state, "ann", to_hand(state, "ann", "LEL-005"), [j_ruler])))
    assert _counters(state, "ann", j_ruler) == {"+100/+100": 2}
    assert full_stats(state, j_ruler)[:2] == (before[0] + 200, before[1] + 200)


def test_fow_counter_target_r_no_stone_nor_ruler_in_its_area() -> None:
    """FOW-COUNTER-TARGET-R breaking: LEL-005 cannot target a magic stone (not a J/resonator), and
    "target J/ruler" (LEL-047, which may be a ruler in its ruler area) stays refused with the reason."""
    state = real_started("LEL-005")
    (stone,) = stones(state, "ann", "TST-ST-W")
    assert code_of(state, _light_chant(state, "ann", to_hand(state, "ann", "LEL-005"), [stone])) == "FOW-PLAY-1"
    assert not entry("LEL-047")["supported"]
    assert "target J/ruler" in refusal("LEL-047", 0)


def test_fow_counter_target_r_named_counters_on_target_entity_you_control() -> None:
    """FOW-COUNTER-TARGET-R with ADW-083 ([Enter]: two guidance counters on target entity you control):
    it puts them on ann's TST-R03; the counters change nothing by themselves."""
    assert card("ADW-083")["abilities"][0]["targets"] == [{"kind": "entity", "controller": "you"}]
    state = real_started("ADW-083")
    mine = to_field(state, "ann", "TST-R03")
    before = full_stats(state, mine)
    herald = to_hand(state, "ann", "ADW-083")
    pool(state, "ann", light=1, fire=1)
    play = {"type": "play_card", "player": "ann", "card": herald, "payment": {"pool": {"light": 1, "fire": 1}}}
    state = resolve_all(act(state, play), {herald: [mine]})
    assert _counters(state, "ann", mine) == {"guidance": 2}
    assert full_stats(state, mine) == before


def _activate(pid: str, card_id: str, index: int, targets: list[str]) -> dict[str, object]:
    return {"type": "activate", "player": pid, "card": card_id, "ability": index, "targets": targets, "payment": {}}


def test_fow_counter_cost_r_plus_counters_removed_to_play_the_ability() -> None:
    """FOW-COUNTER-COST-R with CFC-079 (600/600; [Precision] while it has a [+100/+100] counter; removing
    one gives it [Flying]): with one counter it is 700/700 with [Precision]; the ability removes it -- it
    is 600/600 with [Flying] and without [Precision]."""
    assert card("CFC-079")["abilities"][1]["cost"] == {"remove_counters": {"counter": "+100/+100"}}
    state = real_started("CFC-079")
    drake = to_field(state, "ann", "CFC-079", counters={"+100/+100": 1})
    assert full_stats(state, drake) == (700, 700, frozenset({"precision"}))
    state = resolve_all(act(state, _activate("ann", drake, 1, [])))
    assert _counters(state, "ann", drake) == {}
    assert full_stats(state, drake) == (600, 600, frozenset({"flying"}))


def test_fow_counter_cost_r_refused_without_enough_counters() -> None:
    """FOW-COUNTER-COST-R breaking: NDR-060 rests a target resonator for two [+100/+100] counters -- with
    one it cannot be played (a cost is paid in full); with two it rests bob's TST-R03 and keeps none."""
    state = real_started("NDR-060")
    machine = to_field(state, "ann", "NDR-060", counters={"+100/+100": 1})
    theirs = to_field(state, "bob", "TST-R03")
    assert code_of(state, _activate("ann", machine, 0, [theirs])) == "FOW-COUNTER-COST-R"
    state = real_started("NDR-060")
    machine = to_field(state, "ann", "NDR-060", counters={"+100/+100": 2})
    theirs = to_field(state, "bob", "TST-R03")
    state = resolve_all(act(state, _activate("ann", machine, 0, [theirs])))
    assert _counters(state, "ann", machine) == {}
    assert [e.rested for e in player(state, "bob").field if e.id == theirs] == [True]


def test_fow_counter_on_card_r_a_rulers_blood_counter_in_its_ruler_area() -> None:
    """FOW-COUNTER-ON-CARD-R with the ruler SDL5-001 ({B}: 100 damage to target resonator, then a blood
    counter on itself): played twice from the ruler area, ann's ruler keeps two blood counters there and
    bob's TST-R03 has 200 damage."""
    from .real import ruler_game, ruler_of

    state = ruler_game("SDL5-001")
    ruler = ruler_of(state, "ann").id
    theirs = to_field(state, "bob", "TST-R10")
    for _ in range(2):
        pool(state, "ann", darkness=1)
        action = {"type": "activate", "player": "ann", "card": ruler, "ability": 0, "targets": [theirs], "payment": {"pool": {"darkness": 1}}}
        state = resolve_all(act(state, action))
    assert dict(ruler_of(state, "ann").counters or {}) == {"blood": 2}
    assert [e.damage for e in player(state, "bob").field if e.id == theirs] == [200]


def test_fow_counter_on_card_r_a_magic_stone_keeps_its_counter_a_ruler_no_plus_counter() -> None:
    """FOW-COUNTER-ON-CARD-R with the magic stone EDL-100 ({Rest}: a [+100/+100] counter on itself): it
    keeps the counter in the field. Breaking: a [+A/+B] counter on a ruler in its ruler area (which has
    no ATK/DEF) stays refused."""
    import pytest

    from adjudicator.force_of_will.ability.grammar import Unsupported
    from adjudicator.force_of_will.ability.lines import refuse_bad_self_targets

    state = hero_started((), ("EDL-100",))
    stone = to_field(state, "ann", "EDL-100")
    state = resolve_all(act(state, _activate("ann", stone, 0, [])))
    assert _counters(state, "ann", stone) == {"+100/+100": 1}
    effect = {"op": "put_counters", "amount": 1, "atk": 100, "def": 100, "target": "self"}
    with pytest.raises(Unsupported, match="counters on a ruler"):
        refuse_bad_self_targets({"types": ["ruler"], "effects": [], "abilities": [{"kind": "activate", "cost": {}, "effects": [effect]}]})


def test_fow_named_counter_r_on_it_after_this_cards_own_trigger() -> None:
    """FOW-NAMED-COUNTER-R with SKL-037 (200/800; +600 ATK while it has a glass counter; "it" of its own
    triggers is this card): played, it enters with a glass counter (800/800); one that attacks unblocked
    deals 800 to bob and loses its counter (200/800)."""

    state = real_started("SKL-037")
    glass = to_hand(state, "ann", "SKL-037")
    pool(state, "ann", water=2)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": glass, "payment": {"pool": {"water": 2}}}))
    assert _counters(state, "ann", glass) == {"glass": 1}
    assert full_stats(state, glass)[:2] == (800, 800)
    state = real_started("SKL-037")
    glass = to_field(state, "ann", "SKL-037", counters={"glass": 1})
    state = _attack(state, glass)
    assert player(state, "bob").life == 3200
    assert _counters(state, "ann", glass) == {}
    assert full_stats(state, glass)[:2] == (200, 800)


def test_fow_named_counter_r_it_after_another_sentence_stays() -> None:
    """Breaking the reading above: "it" after a first sentence naming another card is not this card."""
    from adjudicator.force_of_will.ability.normalize import normalize_line

    assert normalize_line("[Enter] >>> Destroy target resonator. Put a glass counter on it.").endswith("on it.")
    assert normalize_line("Whenever this card attacks, put a glass counter on it.").endswith("on this card.")


def test_fow_j_ruler_counter_r_a_j_ruler_you_control() -> None:
    """FOW-J-RULER-COUNTER-R with TUS-040 (discard it: an ice counter on a J/ruler you control) and TUS-013
    ([Enter]: a magic counter on a J/ruler you control): a player has one J/ruler, so both go on ann's
    ruler in its ruler area."""
    from .real import ruler_of

    state = real_started("TUS-040", "TUS-013")
    discarded = to_hand(state, "ann", "TUS-040")
    state = resolve_all(act(state, _activate("ann", discarded, 0, [])))
    assert discarded in player(state, "ann").graveyard
    cleric = to_hand(state, "ann", "TUS-013")
    pool(state, "ann", light=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": cleric, "payment": {"pool": {"light": 1}}}))
    assert dict(ruler_of(state, "ann").counters or {}) == {"ice": 1, "magic": 1}


def test_fow_counter_each_r_on_each_j_resonator_the_opponent_controls() -> None:
    """FOW-COUNTER-EACH-R with LEL-034 (bob banishes a resonator, then a [+100/+100] counter on each
    J/resonator bob controls): bob's lone TST-R03 is banished, his J-ruler gets a counter; ann's TST-R03
    gets none (the other branch of the scope)."""
    state = real_started("LEL-034")
    j_ruler = _j_ruler_in_field(state, "bob")
    theirs = to_field(state, "bob", "TST-R03")
    mine = to_field(state, "ann", "TST-R03")
    state = play(state, "ann", to_hand(state, "ann", "LEL-034"))
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "banish":
            break
        state = both_pass(state)
    state = resolve_all(act(state, {"type": "banish", "player": "bob", "card": theirs}))
    assert theirs in player(state, "bob").graveyard
    assert _counters(state, "bob", j_ruler) == {"+100/+100": 1}
    assert _counters(state, "ann", mine) == {}


def test_fow_counter_will_r_a_magic_stone_spends_its_magic_counters_for_water() -> None:
    """FOW-COUNTER-WILL-R with the special magic stone VIN003-086 ({Rest}: {R}; {Rest} and a magic counter
    removed: {U}; it enters with two magic counters): played into the field it has two; producing water
    takes one; recovered, again; with none left water is refused with the rule's code and fire is
    still made."""
    from .helpers import listed

    state = hero_started((), ("VIN003-086",))
    stone = to_field(state, "ann", "VIN003-086", counters={"magic": 2})
    water = {"type": "produce_will", "player": "ann", "source": stone, "will": "water"}
    for left in (1, 0):
        assert listed(state, "produce_will", source=stone, will="water")
        state = act(state, water)
        assert player(state, "ann").pool.get("water") == 2 - left
        assert _counters(state, "ann", stone) == ({"magic": left} if left else {})
        (entity,) = [e for e in player(state, "ann").field if e.id == stone]
        entity.rested = False
    assert not listed(state, "produce_will", source=stone, will="water")
    assert code_of(state, water) == "FOW-COUNTER-WILL-R"
    state = act(state, {"type": "produce_will", "player": "ann", "source": stone, "will": "fire"})
    assert player(state, "ann").pool.get("fire") == 1


def test_fow_named_counter_r_as_long_as_there_are_counters_it_gains() -> None:
    """FOW-NAMED-COUNTER-R with TMS-066 (500/500; "as long as there are one or more evolution counters on
    this card, it gains [+300/+300] and [Target Attack]"): with an evolution counter it is 800/800 with
    [Precision]; without one (the other branch) it is 500/500 without."""
    state = real_started("TMS-066", copies=2)
    grown = to_field(state, "ann", "TMS-066", counters={"evolution": 1})
    plain = to_field(state, "ann", "TMS-066")
    assert full_stats(state, grown) == (800, 800, frozenset({"precision"}))
    assert full_stats(state, plain) == (500, 500, frozenset())


def test_fow_named_counter_r_a_name_of_two_words() -> None:
    """FOW-NAMED-COUNTER-R with AOA-096 (its [Enter] puts two counters of a two-word name on it; removing one gives
    it [Flying] and [Drain] until end of turn; {Rest} and two of them destroy a target J/resonator): the name is
    both words (one word of it would be another counter), the state keeps it as its key, and the costs count it."""
    assert entry("AOA-096")["supported"]
    (name,) = {a["cost"]["remove_counters"]["counter"] for a in card("AOA-096")["abilities"] if a["kind"] == "activate"}
    assert len(name.split()) == 2
    state = real_started("AOA-096")
    oborozuki = to_field(state, "ann", "AOA-096", counters={name: 1})
    theirs = to_field(state, "bob", "TST-R03")
    assert code_of(state, _activate("ann", oborozuki, 1, [theirs])) == "FOW-NAMED-COUNTER-R"  # one of two
    state = resolve_all(act(state, _activate("ann", oborozuki, 0, [])))
    assert _counters(state, "ann", oborozuki) == {}
    assert full_stats(state, oborozuki)[2] >= {"flying", "drain"}


def test_a_counter_name_is_not_read_from_a_number_word() -> None:
    """FOW-NAMED-COUNTER-R: a counter's name is one or two words, the first no number or "more", neither
    "counter(s)": "two more <name> counters" names <name>, not "more <name>"."""
    import re

    from adjudicator.force_of_will.ability.grammar import COUNTER_NAME

    assert re.fullmatch(rf"Put two {COUNTER_NAME} counters on this card", "Put two gale protection counters on this card")["name"] == "gale protection"  # type: ignore[index]
    assert re.fullmatch(rf"Put two {COUNTER_NAME} counters on this card", "Put two more counters on this card") is None
    assert re.fullmatch(rf"Put a {COUNTER_NAME} counters? on this card", "Put a wish counter on this card")["name"] == "wish"  # type: ignore[index]
