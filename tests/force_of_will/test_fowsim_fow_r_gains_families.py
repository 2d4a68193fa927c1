"""fow-r-gains: lines by which a J/resonator (or a group of them) gains keywords, changes or quoted abilities -- each
played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.state import Entity, Modifier, State

from .fowsim_db import card, entry
from .helpers import (
    act,
    both_pass,
    empty_hand,
    full_deck,
    listed,
    next_turn,
    pass_until,
    player,
    pool,
    to_field,
    to_hand,
)
from .real import (
    ann_first,
    battle_to_end,
    j_ruler_to_field,
    play,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    ruler_of,
    stats,
    will_for,
)


def _attack(state: State, attacker: str, target: str = "bob") -> State:
    """``attacker`` of ann attacks ``target``, bob does not block, the battle is played out (a discard asked of bob:
    his first card)."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(both_pass(state), {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": target})
    state = act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None})
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "discard":
            state = act(state, {"type": "discard", "player": state.decision.player, "card": player(state, state.decision.player).hand[0]})
        elif state.pending:
            state = resolve_all(state)
        elif state.battle is None and not state.chase:
            return state
        else:
            state = both_pass(state)
    raise AssertionError("the battle did not end")


# -- FOW-SELF-GAINS-QUOTED-R ---------------------------------------------------------------------------------------


def _bat(graveyard: int) -> tuple[State, str]:
    """VIN003-069 in ann's field (at peace since the game began) with ``graveyard`` cards in her graveyard."""
    state = real_started("VIN003-069")
    bat = to_field(state, "ann", "VIN003-069")
    ann = player(state, "ann")
    ann.graveyard.extend(ann.deck[:graveyard])
    del ann.deck[:graveyard]
    assert len(ann.graveyard) == graveyard
    return state, bat


def test_fow_self_gains_quoted_r_keywords_and_an_automatic_ability_while_a_condition_holds() -> None:
    """VIN003-069 ("This card gains [Flying] and "<whenever it deals damage, you gain that much life>" as long as you
    have ten or more cards in your graveyard"): with ten cards there it has [Flying], and attacking bob it deals its
    ATK to him and ann gains as much life."""
    assert entry("VIN003-069")["supported"]
    record = card("VIN003-069")
    assert [a["kind"] for a in record["abilities"]] == ["continuous", "continuous", "automatic"]
    assert record["abilities"][2]["trigger"] == "deals_damage" and record["abilities"][2]["as_long_as"]["at_least"] == 10
    state, bat = _bat(10)
    atk, _, keywords = stats(state, bat)
    assert "flying" in keywords
    state = _attack(state, bat)
    assert player(state, "bob").life == 4000 - atk and player(state, "ann").life == 4000 + atk


def test_fow_self_gains_quoted_r_breaks_without_the_condition() -> None:
    """With nine cards in ann's graveyard VIN003-069 has neither [Flying] nor the ability: its damage gains no life."""
    state, bat = _bat(9)
    atk, _, keywords = stats(state, bat)
    assert "flying" not in keywords
    state = _attack(state, bat)
    assert player(state, "bob").life == 4000 - atk and player(state, "ann").life == 4000


def test_fow_self_gains_quoted_r_under_null() -> None:
    """TST-085 ("[Null] - This card gains [Flying] and "<when it deals damage to your opponent, they discard a card>""):
    with ann's hand empty it has [Flying] and its damage to bob makes him discard; with a card in her hand, neither."""
    assert entry("TST-085")["supported"]
    for empty in (True, False):
        state = real_started("TST-085")
        knight = to_field(state, "ann", "TST-085")
        empty_hand(state, "ann")
        if not empty:
            to_hand(state, "ann", "TST-R02")
        hand = len(player(state, "bob").hand)
        assert ("flying" in stats(state, knight)[2]) is empty
        state = _attack(state, knight)
        assert len(player(state, "bob").hand) == hand - (1 if empty else 0)


def test_fow_self_gains_quoted_r_refusals() -> None:
    """A quoted text the vocabulary does not read alone stays refused with its reason (TSW-074's copy ability), and
    so does [Quickcast] in all zones (MSW-093's other line); MSW-093's quoted prevention is read."""
    assert not entry("TSW-074")["supported"]
    reasons = [u["text"] for u in entry("MSW-093")["unsupported"]]
    assert len(reasons) == 1 and "[Quickcast]" in reasons[0]


# -- FOW-COND-TOTAL-ATK-R -----------------------------------------------------------------------------------------


def test_fow_cond_total_atk_r_keywords_once_the_total_atk_is_more_than_3000() -> None:
    """GRL-053 (and MP01-166, the same text), an addition: ann's J/resonators gain [Pierce] and [Eternal] exactly while
    the total ATK of the J/resonators she controls is greater than 3000 -- resonators put into her field one by one,
    each step checked against the sum of their ATKs (3000 exactly is not enough)."""
    assert entry("GRL-053")["supported"] and entry("MP01-166")["supported"]
    assert card("GRL-053")["abilities"][0]["as_long_as"] == {"count": {"what": "j_resonator"}, "total_atk": True, "at_least": 3001}
    state = real_started("GRL-053")
    to_field(state, "ann", "GRL-053")
    mine: list[str] = []
    totals = []
    for def_id in ("TST-R02", "TST-R08", "TST-R05", "TST-R12", "TST-R06", "TST-R07"):
        mine.append(to_field(state, "ann", def_id))
        total = sum(stats(state, r)[0] for r in mine)
        totals.append(total)
        assert all(({"pierce", "eternal"} <= stats(state, r)[2]) is (total > 3000) for r in mine), (total, def_id)
    assert totals[-2:] == [3000, 3200]


def test_fow_cond_total_atk_r_breaks_for_the_opponents_and_at_3000() -> None:
    """The total is of ann's J/resonators only: bob's resonators count for nothing and gain nothing; and an ATK/DEF
    change under such a condition stays refused (it would depend on itself)."""
    state = real_started("GRL-053")
    to_field(state, "ann", "GRL-053")
    mine = to_field(state, "ann", "TST-R02")
    theirs = [to_field(state, "bob", d) for d in ("TST-R08", "TST-R05", "TST-R12", "TST-R20", "TST-R10", "TST-R16", "TST-R04")]
    assert sum(stats(state, r)[0] for r in theirs) > 3000
    assert not any({"pierce", "eternal"} <= stats(state, r)[2] for r in (mine, *theirs))
    assert "total ATK" in refused_line("J/resonators you control gain [+200/+200] as long as the total ATK of J/resonators you control is greater than 3000.")


# -- FOW-CONT-WHILE-ATTACKING-R -----------------------------------------------------------------------------------


STRANGERS = ("SDAO2-001", "PofA-018", "AO1-040", "AO3-086", "AO1-018")


def _with_stranger(*wanted: tuple[str, str]) -> tuple[State, list[str]]:
    """Ann's first main phase, her ruler given [Stranger] 10 and a stranger deck of STRANGERS (two each, as
    test_fowsim_stranger_families builds it); each (player, id) of ``wanted`` moved from that player's stranger deck
    (bob's the same) into their field since the game began: the state and those instances."""
    cards = [dict(c) for c in real_set(*STRANGERS)["cards"]]
    for c in cards:
        if c["id"] in ("TST-RU1", "TST-RU2"):
            c["stranger"] = 10
    decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
    for deck in decks.values():
        deck["stranger"] = dict.fromkeys(STRANGERS, 2)
    state = ann_first({"card_set": {"id": "tst-plus-real", "cards": cards}}, decks, "r-gains")
    instances = []
    for pid, def_id in wanted:
        seat = player(state, pid)
        instance = next(c for c in seat.stranger_deck if c.split(":")[1].rsplit("#")[0] == def_id)
        seat.stranger_deck = [c for c in seat.stranger_deck if c != instance]
        seat.field.append(Entity(id=instance, since=0))
        instances.append(instance)
    return state, instances


def test_fow_cont_while_attacking_r_the_attacker_only_while_it_attacks() -> None:
    """SDAO2-001 (a resonator: "Resonators you control gain [+200/0] while attacking") in ann's field: her
    resonator has its printed ATK until it is declared attacking, then 200 more through the battle -- bob takes that
    much -- and its printed ATK again after it; her other resonator, not attacking, never gains it."""
    assert entry("SDAO2-001")["supported"]
    assert card("SDAO2-001")["abilities"][0]["state"] == "attacking"
    state, _ = _with_stranger(("ann", "SDAO2-001"))
    attacker = to_field(state, "ann", "TST-R02")
    other = to_field(state, "ann", "TST-R08")
    assert stats(state, attacker)[0] == 600 and stats(state, other)[0] == 700
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(both_pass(state), {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    assert stats(state, attacker)[0] == 800 and stats(state, other)[0] == 700
    state = act(both_pass(state), {"type": "declare_block", "player": "bob", "blocker": None})
    state = battle_to_end(state)
    assert player(state, "bob").life == 4000 - 800
    assert stats(state, attacker)[0] == 600


def test_fow_cont_while_attacking_r_breaks_for_the_opponents_attacker() -> None:
    """Bob's attacking resonator gains nothing from ann's SDAO2-001 (resonators "you control"), and a group change
    while attacking with a condition of its own stays refused."""
    state, _ = _with_stranger(("ann", "SDAO2-001"))
    state = pass_until(next_turn(state), lambda s: listed(s, "start_battle", player="bob"))
    attacker = to_field(state, "bob", "TST-R02")
    state = act(state, {"type": "start_battle", "player": "bob"})
    state = act(both_pass(state), {"type": "declare_attack", "player": "bob", "attacker": attacker, "target": "ann"})
    assert stats(state, attacker)[0] == 600
    assert "condition of its own" in refused_line("Resonators you control gain [+300/0] as long as you control a Fairy while attacking.")


# -- FOW-COUNTERS-ON-J-RULERS-R -----------------------------------------------------------------------------------


def test_fow_counters_on_j_rulers_r_the_counters_on_each_j_ruler_you_control() -> None:
    """ADW-011 ("This card gains [+200/+200] for each guidance counter on J/rulers you control"): two guidance
    counters on ann's ruler in her ruler area give +400/+400; with her ruler a J-ruler in the field carrying three,
    +600/+600; TUS-007 (magic counters, another unsupported line) reads the same count."""
    assert entry("ADW-011")["supported"]
    assert card("ADW-011")["abilities"][0]["per"] == {"what": "counter", "counter": "guidance", "on_j_rulers": True}
    assert card("TUS-007")["abilities"][1]["per"]["on_j_rulers"] is True
    state = real_started("ADW-011")
    saga = to_field(state, "ann", "ADW-011")
    atk, dfn, _ = stats(state, saga)
    ruler_of(state, "ann").counters = {"guidance": 2}
    assert stats(state, saga)[:2] == (atk + 400, dfn + 400)
    j_ruler = j_ruler_to_field(state, "ann")
    next(e for e in player(state, "ann").field if e.id == j_ruler).counters = {"guidance": 3}
    assert stats(state, saga)[:2] == (atk + 600, dfn + 600)


def test_fow_counters_on_j_rulers_r_breaks_on_the_opponents_ruler_and_other_counters() -> None:
    """Guidance counters on bob's ruler, and counters of another name on ann's, change nothing."""
    state = real_started("ADW-011")
    saga = to_field(state, "ann", "ADW-011")
    before = stats(state, saga)
    ruler_of(state, "bob").counters = {"guidance": 4}
    ruler_of(state, "ann").counters = {"magic": 4}
    assert stats(state, saga) == before


# -- FOW-COUNT-STRANGER-R -----------------------------------------------------------------------------------------


def test_fow_count_stranger_r_other_stranger_resonators_you_control() -> None:
    """PofA-018 (a [700/700] stranger: "This card gains [+400/+400] for each other (Stranger) resonator you control")
    beside two other stranger resonators of ann's: [1500/1500]; a resonator that is no stranger adds nothing."""
    assert entry("PofA-018")["supported"]
    state, (knight, *_) = _with_stranger(("ann", "PofA-018"), ("ann", "AO1-040"), ("ann", "AO3-086"))
    to_field(state, "ann", "TST-R02")
    assert stats(state, knight)[:2] == (1500, 1500)


def test_fow_count_stranger_r_breaks_for_itself_and_the_opponents() -> None:
    """Alone, PofA-018 counts neither itself ("other") nor bob's stranger resonators: [700/700]."""
    state, (knight, *_) = _with_stranger(("ann", "PofA-018"), ("bob", "AO1-040"), ("bob", "AO1-018"))
    assert stats(state, knight)[:2] == (700, 700)


# -- FOW-KEYWORD-GRANTS-BY-KEYWORD-R ------------------------------------------------------------------------------


def test_fow_keyword_grants_by_keyword_r_barrier_for_the_flyers() -> None:
    """VIN003-001 (a [Flying] resonator: "Other J/resonators you control with [Flying] gain [Barrier]"): ann's flyer
    gains [Barrier], her resonator without [Flying] does not until an effect gives it [Flying] for the turn, and
    VIN003-001 itself ("other") does not; GRL-010 (its own flyers too) and ENW-008 ([Will of Hope] ones, +200/+200
    as well) read the same way."""
    for cid in ("VIN003-001", "GRL-010", "ENW-008"):
        assert entry(cid)["supported"], cid
    state = real_started("VIN003-001")
    angel = to_field(state, "ann", "VIN003-001")
    flyer = to_field(state, "ann", "TST-R05")
    walker = to_field(state, "ann", "TST-R02")
    assert "barrier" in stats(state, flyer)[2] and "barrier" not in stats(state, walker)[2] and "barrier" not in stats(state, angel)[2]
    state.modifiers.append(Modifier(target=walker, keywords=["flying"]))
    assert {"flying", "barrier"} <= stats(state, walker)[2]


def test_fow_keyword_grants_by_keyword_r_breaks() -> None:
    """Bob's flyer gains nothing from ann's VIN003-001; ann's flyer that loses [Flying] for the turn loses the
    [Barrier] with it; a keyword for cards without a keyword (it could take away what it reads) stays refused."""
    state = real_started("VIN003-001")
    to_field(state, "ann", "VIN003-001")
    flyer = to_field(state, "ann", "TST-R05")
    theirs = to_field(state, "bob", "TST-R05")
    assert "barrier" not in stats(state, theirs)[2]
    state.modifiers.append(Modifier(target=flyer, lost=["flying"]))
    assert not {"flying", "barrier"} & stats(state, flyer)[2]
    assert "without a keyword" in refused_line("Resonators you control without [Flying] gain [Barrier].")


# -- FOW-FOREACH-SINGULAR-DISTINCT-NAMES-R ------------------------------------------------------------------------


def test_fow_foreach_singular_distinct_names_r_flower_additions_with_different_names() -> None:
    """CST-010 (a Flower field addition: "J/resonators you control gain [+100/+100] for each Flower addition with
    different names you control") beside two CST-042 and a CST-043 of ann's: three names (its own, and the two
    copies one name) -- +300/+300 to her resonator."""
    assert entry("CST-010")["supported"]
    assert card("CST-010")["abilities"][0]["per"] == {"what": "addition", "races": ["Flower"], "distinct_names": True}
    state = real_started("CST-010", "CST-042", "CST-043", copies=2)
    mine = to_field(state, "ann", "TST-R02")
    for def_id in ("CST-010", "CST-042", "CST-042", "CST-043"):
        to_field(state, "ann", def_id)
    assert stats(state, mine)[:2] == (900, 800)


def test_fow_foreach_singular_distinct_names_r_breaks_for_the_opponents_flowers() -> None:
    """Bob's Flower additions name nothing for ann: CST-010 alone gives her resonator +100/+100 (its own name)."""
    state = real_started("CST-010", "CST-042", "CST-043")
    mine = to_field(state, "ann", "TST-R02")
    to_field(state, "ann", "CST-010")
    to_field(state, "bob", "CST-042")
    to_field(state, "bob", "CST-043")
    assert stats(state, mine)[:2] == (700, 600)


# -- FOW-GAINS-INSTEAD-R ------------------------------------------------------------------------------------------


def test_fow_gains_instead_r_awakened_or_not() -> None:
    """AOA-088 (a target J/resonator gains +600/-600 for the turn, or +1000/-1000 instead when the card was awakened) on bob's [1200/1200]: played plainly it is [1800/600]; awakened, [2200/200] -- one change
    or the other, never both. MSW-023 and SNV-075 read the same way."""
    for cid in ("AOA-088", "MSW-023", "SNV-075"):
        assert entry(cid)["supported"], cid
    for awakening, expected in ((False, (1800, 600)), (True, (2200, 200))):
        state = real_started("AOA-088")
        big = to_field(state, "bob", "TST-R10")
        chant = to_hand(state, "ann", "AOA-088")
        will = will_for("AOA-088")
        if awakening:
            will["darkness"] = will.get("darkness", 0) + 1
            will["void"] = will.get("void", 0) + 2
        pool(state, "ann", **will)
        state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [big], "awakening": awakening, "payment": {"pool": will}}))
        assert stats(state, big)[:2] == expected, awakening


def test_fow_gains_instead_r_breaks_on_a_target_of_another_attribute() -> None:
    """SNV-031 (a target resonator gains +200/+600 for the turn, a fire one +400/+800 instead): a fire [500/500] becomes [900/1300]; a wind [1200/1200] only [1400/1800]."""
    assert entry("SNV-031")["supported"]
    for def_id, expected in (("TST-R12", (900, 1300)), ("TST-R10", (1400, 1800))):
        state = real_started("SNV-031")
        mine = to_field(state, "ann", def_id)
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "SNV-031"), [mine]))
        assert stats(state, mine)[:2] == expected, def_id
    assert "no change of one target" in refused_line("Draw a card. If you control a Fairy, it gains [+400/+400] instead.", "chant")


def test_fow_gains_instead_r_a_race_of_the_target() -> None:
    """WOM-022 (a target J/resonator gains +400/-400 for the turn, a Dragonoid +400/+400 instead, then three strength counters on ann's J/ruler): the Dragonoid ACN-038 [1400/800] becomes [1800/1200];
    a [1200/1200] of no such race [1600/800]; the counters are put either way."""
    assert entry("WOM-022")["supported"]
    assert card("WOM-022")["effects"][1]["when"] == {"target_races": ["Dragonoid"]}
    for def_id, expected in (("ACN-038", (1800, 1200)), ("TST-R10", (1600, 800))):
        state = real_started("WOM-022", "ACN-038")
        target = to_field(state, "ann", def_id)
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "WOM-022"), [target]))
        assert stats(state, target)[:2] == expected, def_id
        assert ruler_of(state, "ann").counters == {"strength": 3}


# -- FOW-CONT-NAME-HAS-R ------------------------------------------------------------------------------------------


def test_fow_cont_name_has_r_other_resonators_with_words_in_their_names() -> None:
    """TSW-113 ("Other resonators you control with "Leaf" in their names gain [+200/+200]"): ann's Leaf Fighter
    (SDR4-006, [400/400]) is [600/600]; her resonator of another name keeps its stats, and so does bob's Leaf Guard
    (ACN-101, [400/800])."""
    assert entry("TSW-113")["supported"]
    state = real_started("TSW-113", "SDR4-006", "ACN-101")
    to_field(state, "ann", "TSW-113")
    fighter = to_field(state, "ann", "SDR4-006")
    other = to_field(state, "ann", "TST-R02")
    guard = to_field(state, "bob", "ACN-101")
    assert stats(state, fighter)[:2] == (600, 600)
    assert stats(state, other)[:2] == (600, 500) and stats(state, guard)[:2] == (400, 800)


def test_fow_cont_name_has_r_breaks_for_a_status() -> None:
    """A status (not ATK/DEF or keywords) for such a group stays refused."""
    assert "words in their names" in refused_line('Resonators you control with "Rose" in their names gain "This card cannot be blocked".')
