"""Families of costs (fow-p-cost, issue 14), each played with a real card named by id (the printed text stays in
../shared and is read at run time):

* FOW-JUDG-X-R: "[Judgment] Pay any number (amount) of will. You cannot choose to pay {0}" (TAT-037, MP01-079) and
  "[Judgment] {2}{X}. Spend only {M} will on X" (MPR-046, MP01-114): X chosen as the Judgment is done;
* FOW-PLAY-LESS-BY-R: "As you play this card, you may rest (banish) <cards>. If you do, (you may) pay <cost> less to play
  this card" (SNV-064, ADK-043);
* FOW-COST-COUNTERS-FROM-R: "Remove N <name> counters from any number of resonators you control" / "Remove a counter
  from a ruler or entity you control" as an activate cost (MOA-004, MPR-094);
* FOW-INSTEAD-CARDS-R: "(You may) banish (rest) <cards> rather than pay this card's cost" (GITS2045SD-004, ACN-026);
* FOW-COST-RACE-ANY-R: a bare race of those two ("rest a Moon you control": RDE-072) is any card of the race or trait,
  an addition too, or the ruler in its ruler area;
* FOW-EXTRA-COUNTERS-X-R: "As an additional cost to play this card, remove X <name> counters from your J/ruler" and
  "This card deals X00 damage to <target>" (ACN-048, SDR2-006, TSW-055);
* FOW-COST-BOTTOM-SELF-R: "<cost>, put this card on the bottom of your main deck: ..." and "[Activate] Pay {1}, {Rest}:
  Produce ..." (MPR-052).
"""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, code_of, find, listed, player, pool, to_field, to_hand
from .real import hero_started, real_started, resolve_all, stats

# -- FOW-JUDG-X-R ---------------------------------------------------------------------------------------------------


def _judging(ruler: str) -> State:
    """Ann's first main phase, her reference ruler with the real ruler ``ruler``'s [Judgment]."""
    return hero_started((), changed={"TST-RU1": {"judgment": card(ruler)["judgment"]}})


def _judgment(x: int, **will: int) -> dict[str, Any]:
    return {"type": "judgment", "player": "ann", "x": x, "payment": {"pool": will}}


def test_fow_judg_x_r_any_number_of_will_never_zero() -> None:
    """TAT-037 and MP01-079 read as a Judgment of X free will, X at least 1: X=0 (or a Judgment without X given an X)
    is refused with FOW-JUDG-X-R; X=3 paid with three will of any kinds puts the judgment process on the chase
    with X=3; X=3 paid with two is short of will."""
    for cid in ("TAT-037", "MP01-079"):
        assert entry(cid)["supported"], cid
        assert card(cid)["judgment"] == {"cost": {"x": True}, "x_min": 1}
    state = _judging("TAT-037")
    pool(state, "ann", water=1, fire=2)
    assert code_of(state, _judgment(0)) == "FOW-JUDG-X-R"
    assert code_of(state, _judgment(3, water=1, fire=1)) == "FOW-WILL-3"
    state = act(state, _judgment(3, water=1, fire=2))
    (item,) = state.chase
    assert (item.kind, item.x) == ("judgment", 3)
    assert not player(state, "ann").pool


def test_fow_judg_x_r_listed_from_one_to_the_will_at_hand() -> None:
    """FOW-JUDG-X-R: with two will in ann's pool the legal Judgments are X=1 and X=2, never X=0 nor X=3."""
    state = _judging("MP01-079")
    pool(state, "ann", light=1, darkness=1)
    assert listed(state, "judgment", x=1) and listed(state, "judgment", x=2)
    assert not listed(state, "judgment", x=0) and not listed(state, "judgment", x=3)


def test_fow_judg_x_r_x_paid_with_moon_will_only() -> None:
    """MPR-046 and MP01-114 read as {2} plus X moon will: X=2 paid with {2} and two moon will is done, four
    void will are refused (X spent only with {M}); a plain Judgment given an X is refused with FOW-JUDG-X-R."""
    for cid in ("MPR-046", "MP01-114"):
        assert entry(cid)["supported"], cid
        assert card(cid)["judgment"] == {"cost": {"free": 2, "x": True}, "x_will": "moon"}
    state = _judging("MPR-046")
    pool(state, "ann", void=4, moon=2)
    assert code_of(state, _judgment(2, void=4)) == "FOW-WILL-1"
    assert find(state, "judgment", x=2)
    state = act(state, _judgment(2, void=2, moon=2))
    assert state.chase[0].x == 2
    plain = hero_started((), changed={"TST-RU1": {"judgment": {"cost": {"free": 1}}}})
    pool(plain, "ann", void=1)
    assert code_of(plain, _judgment(1, void=1)) == "FOW-JUDG-X-R"
    assert code_of(plain, _judgment(0, void=1)) is None


def test_fow_judg_x_r_other_x_judgments_stay_refused() -> None:
    """A Judgment X spent only with will of no kind of the vocabulary stays refused."""
    assert "not in the vocabulary" in line_refusal("[Judgment] {1}{X}. Spend only {Q} will on X.", "ruler")


# -- FOW-PLAY-LESS-BY-R ---------------------------------------------------------------------------------------------


def _chamimi() -> tuple[State, str, str, str]:
    """SNV-064 in ann's hand; she controls NDR-073 (a Mimi Tribe resonator) and the reference TST-R01: the card,
    the Mimi and the other resonator."""
    state = real_started("SNV-064", "NDR-073")
    spell = to_hand(state, "ann", "SNV-064")
    mimi = to_field(state, "ann", "NDR-073")
    other = to_field(state, "ann", "TST-R01")
    return state, spell, mimi, other


def _play(spell: str, target: str, **payment: Any) -> dict[str, Any]:
    return {"type": "play_card", "player": "ann", "card": spell, "targets": [target], "payment": payment}


def test_fow_play_less_by_r_resting_the_mimi_pays_the_whole_cost() -> None:
    """SNV-064 (and ADK-043) read as a reduction by resting (banishing) a card as it is played; SNV-064 played with
    no will, resting ann's recovered Mimi Tribe: on the chase, the Mimi rested; without it, the cost {G}{1} is due."""
    for cid in ("SNV-064", "ADK-043"):
        assert entry(cid)["supported"], cid
    assert card("SNV-064")["play_less"]["by"] == {"races": ["Mimi Tribe"], "j_rulers": True, "race_any": True}
    state, spell, mimi, _other = _chamimi()
    assert code_of(state, _play(spell, mimi)) in ("FOW-WILL-1", "FOW-WILL-3")
    assert listed(state, "play_card", card=spell)
    state = act(state, _play(spell, mimi, rest=[mimi]))
    assert [item.card for item in state.chase] == [spell]
    assert next(e for e in player(state, "ann").field if e.id == mimi).rested


def test_fow_play_less_by_r_only_the_cards_it_names() -> None:
    """FOW-PLAY-LESS-BY-R: resting a resonator of another race, two cards, or a rested Mimi is refused; paying the
    printed cost with will and resting nothing is legal."""
    state, spell, mimi, other = _chamimi()
    assert code_of(state, _play(spell, mimi, rest=[other])) == "FOW-PLAY-LESS-BY-R"
    assert code_of(state, _play(spell, mimi, rest=[mimi, other])) == "FOW-PLAY-LESS-BY-R"
    pool(state, "ann", wind=1, void=1)
    assert code_of(state, _play(spell, mimi, pool={"wind": 1, "void": 1})) is None
    next(e for e in player(state, "ann").field if e.id == mimi).rested = True
    assert code_of(state, _play(spell, mimi, rest=[mimi])) == "FOW-PLAY-LESS-BY-R"


def test_fow_play_less_by_r_banishing_a_wicked_spirit() -> None:
    """ADK-043 ({R}{R}{R}{3}): banishing ann's Wicked Spirit ADK-042 as it is played, {R}{R}{R}{1} pays it and the
    spirit goes to her graveyard; without banishing, {R}{R}{R}{1} is short; a reduction with no cards named by a
    sentence of another form stays refused."""
    state = real_started("ADK-043", "ADK-042")
    wave = to_hand(state, "ann", "ADK-043")
    spirit = to_field(state, "ann", "ADK-042")
    pool(state, "ann", fire=3, void=1)
    play_it = {"type": "play_card", "player": "ann", "card": wave, "payment": {"pool": {"fire": 3, "void": 1}}}
    assert code_of(state, play_it) == "FOW-WILL-3"
    state = act(state, play_it | {"payment": {"pool": {"fire": 3, "void": 1}, "banish": [spirit]}})
    assert spirit in player(state, "ann").graveyard
    assert "no vocabulary entry" in line_refusal("As you play this card, you may rest any number of Knights you control. You may pay {1} less to play this card.", "chant")


# -- FOW-COST-COUNTERS-FROM-R ---------------------------------------------------------------------------------------


def _kaguya() -> tuple[State, str, str, str]:
    """MOA-004 in ann's field with one knowledge counter, her TST-R01 with two, bob's TST-R05: those three."""
    state = real_started("MOA-004", copies=2)
    kaguya = to_field(state, "ann", "MOA-004", counters={"knowledge": 1})
    mine = to_field(state, "ann", "TST-R01", counters={"knowledge": 2})
    his = to_field(state, "bob", "TST-R05", counters={"knowledge": 3})
    return state, kaguya, mine, his


def _remove(kaguya: str, target: str, *picks: tuple[str, str], ability: int = 1) -> dict[str, Any]:
    counters = [{"card": card_id, "counter": name} for card_id, name in picks]
    return {"type": "activate", "player": "ann", "card": kaguya, "ability": ability, "targets": [target], "payment": {"counters": counters}}


def test_fow_cost_counters_from_r_three_counters_from_two_resonators() -> None:
    """MOA-004 (and MPR-094) read with a cost removing counters from cards their player controls; MOA-004's second
    ability paid with two knowledge counters of TST-R01 and its own one removes bob's TST-R05 from the game; the
    counters are gone as the cost is paid."""
    for cid in ("MOA-004", "MPR-094"):
        assert entry(cid)["supported"], cid
    assert card("MOA-004")["abilities"][1]["cost"] == {"counters_from": {"amount": 3, "counter": "knowledge"}}
    state, kaguya, mine, his = _kaguya()
    assert listed(state, "activate", card=kaguya, ability=1)
    state = act(state, _remove(kaguya, his, (mine, "knowledge"), (mine, "knowledge"), (kaguya, "knowledge")))
    ann = player(state, "ann")
    assert all(e.counters is UNSET for e in ann.field if e.id in (kaguya, mine))
    state = resolve_all(state)
    assert his in player(state, "bob").removed


def test_fow_cost_counters_from_r_exactly_the_counters_it_asks() -> None:
    """FOW-COST-COUNTERS-FROM-R: two counters, three from a card with two, one from bob's resonator, or counters
    named by the play of a card (a cost without them) are refused."""
    state, kaguya, mine, his = _kaguya()
    assert code_of(state, _remove(kaguya, his, (mine, "knowledge"), (mine, "knowledge"))) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _remove(kaguya, his, (mine, "knowledge"), (mine, "knowledge"), (mine, "knowledge"))) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _remove(kaguya, his, (mine, "knowledge"), (kaguya, "knowledge"), (his, "knowledge"))) == "FOW-COST-COUNTERS-FROM-R"
    assert code_of(state, _remove(kaguya, his, (mine, "knowledge"), (mine, "knowledge"), (kaguya, "knowledge"))) is None
    pool(state, "ann", light=1)
    other = to_hand(state, "ann", "MOA-004")
    paid = {"type": "play_card", "player": "ann", "card": other, "payment": {"pool": {"light": 1}}}
    assert code_of(state, paid) is None
    assert code_of(state, paid | {"payment": {"pool": {"light": 1}, "counters": [{"card": mine, "counter": "knowledge"}]}}) == "FOW-COST-COUNTERS-FROM-R"


def test_fow_cost_counters_from_r_a_counter_of_any_name_from_the_ruler() -> None:
    """MPR-094: a counter of any name from ann's ruler in its ruler area pays the cost (removed at once); from a
    card without that counter it is refused."""
    state = real_started("MPR-094")
    gherta = to_field(state, "ann", "MPR-094")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"mana": 1}
    use = {"type": "activate", "player": "ann", "card": gherta, "ability": 0, "payment": {"counters": [{"card": ruler.id, "counter": "mana"}]}}
    assert code_of(state, use | {"payment": {"counters": [{"card": gherta, "counter": "mana"}]}}) == "FOW-COST-COUNTERS-FROM-R"
    state = act(state, use)
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.counters is UNSET
    assert [item.card for item in state.chase] == [gherta]


# -- FOW-INSTEAD-CARDS-R --------------------------------------------------------------------------------------------


def test_fow_instead_cards_r_a_machine_rested_instead_of_the_cost() -> None:
    """GITS2045SD-004 ({4}) read with a Machine resonator rested rather than its cost: played with no will, resting
    ann's recovered SKL-083, it deals its damage to bob's TST-R05; with neither will nor a Machine it is refused,
    and resting a rested Machine, or a resonator of another race, is refused with FOW-INSTEAD-CARDS-R."""
    assert entry("GITS2045SD-004")["supported"]
    assert card("GITS2045SD-004")["play_less"]["free"]
    state = real_started("GITS2045SD-004", "SKL-083")
    chant = to_hand(state, "ann", "GITS2045SD-004")
    machine = to_field(state, "ann", "SKL-083")
    other = to_field(state, "ann", "TST-R01")
    his = to_field(state, "bob", "TST-R05")
    assert code_of(state, _play(chant, his)) in ("FOW-WILL-1", "FOW-WILL-3")
    assert code_of(state, _play(chant, his, rest=[other])) == "FOW-INSTEAD-CARDS-R"
    assert listed(state, "play_card", card=chant)
    state = resolve_all(act(state, _play(chant, his, rest=[machine])))
    assert his in player(state, "bob").graveyard
    state = real_started("GITS2045SD-004", "SKL-083")
    chant = to_hand(state, "ann", "GITS2045SD-004")
    machine = to_field(state, "ann", "SKL-083", rested=True)
    his = to_field(state, "bob", "TST-R05")
    assert code_of(state, _play(chant, his, rest=[machine])) == "FOW-INSTEAD-CARDS-R"


def test_fow_instead_cards_r_three_golems_banished() -> None:
    """ACN-026 ({W}{W}{5}): banishing three of ann's Golems (ACN-015) it is played with no will, the Golems in her
    graveyard; two Golems are refused."""
    assert entry("ACN-026")["supported"]
    state = real_started("ACN-026", "ACN-015", copies=3)
    gear = to_hand(state, "ann", "ACN-026")
    golems = [to_field(state, "ann", "ACN-015") for _ in range(3)]
    play_it = {"type": "play_card", "player": "ann", "card": gear, "payment": {"banish": golems[:2]}}
    assert code_of(state, play_it) == "FOW-INSTEAD-CARDS-R"
    state = act(state, play_it | {"payment": {"banish": golems}})
    assert set(golems) <= set(player(state, "ann").graveyard)
    assert [item.card for item in state.chase] == [gear]


# -- FOW-EXTRA-COUNTERS-X-R -----------------------------------------------------------------------------------------


def test_fow_extra_counters_x_r_x_strength_counters_make_x00_damage() -> None:
    """ACN-048 ({R}; SDR2-006, TSW-055 alike) read with X strength counters removed from the J/ruler as its X: ann's
    ruler holds six; X=5 paid with {R} alone removes five and deals 500 damage to bob's TST-R01 (500/500, destroyed);
    X=7 is refused with FOW-EXTRA-COUNTERS-X-R."""
    for cid in ("ACN-048", "SDR2-006", "TSW-055"):
        assert entry(cid)["supported"], cid
    assert card("ACN-048")["extra_counters"] == {"counter": "strength", "from_j_ruler": True, "x": True}
    state = real_started("ACN-048")
    flame = to_hand(state, "ann", "ACN-048")
    his = to_field(state, "bob", "TST-R01")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.counters = {"strength": 6}
    pool(state, "ann", fire=1)
    play_it = {"type": "play_card", "player": "ann", "card": flame, "targets": [his], "payment": {"pool": {"fire": 1}}}
    assert code_of(state, play_it | {"x": 7}) == "FOW-EXTRA-COUNTERS-X-R"
    assert listed(state, "play_card", card=flame, x=6) and not listed(state, "play_card", card=flame, x=7)
    state = act(state, play_it | {"x": 5})
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.counters == {"strength": 1}
    state = resolve_all(state)
    assert his in player(state, "bob").graveyard


# -- FOW-COST-BOTTOM-SELF-R -----------------------------------------------------------------------------------------


def test_fow_cost_bottom_self_r_the_city_goes_under_the_deck() -> None:
    """MPR-052 read with a will ability "{1}, {Rest}" and an activate cost putting it on the bottom of its owner's
    main deck: its will ability paid with one will makes {M}; its second ability (another copy) paid with {1} leaves
    the field for the bottom of ann's main deck at once (not her graveyard or hand), then her TST-R01 gains [Flying]."""
    assert entry("MPR-052")["supported"]
    assert card("MPR-052")["abilities"][1]["cost"] == {"will": {"free": 1}, "bottom_self": True}
    state = real_started("MPR-052", copies=2)
    city = to_field(state, "ann", "MPR-052")
    pool(state, "ann", void=1)
    state = act(state, {"type": "produce_will", "player": "ann", "source": city, "will": "moon", "payment": {"pool": {"void": 1}}})
    assert player(state, "ann").pool.get("moon") == 1
    other = to_field(state, "ann", "MPR-052")
    mine = to_field(state, "ann", "TST-R01")
    pool(state, "ann", void=1)
    state = act(state, {"type": "activate", "player": "ann", "card": other, "ability": 1, "targets": [mine], "payment": {"pool": {"void": 1}}})
    ann = player(state, "ann")
    assert ann.deck[-1] == other and other not in ann.graveyard and other not in ann.hand
    assert other not in {e.id for e in ann.field}
    state = resolve_all(state)
    assert "flying" in stats(state, mine)[2]


# -- FOW-COST-RACE-ANY-R --------------------------------------------------------------------------------------------


def test_fow_cost_race_any_r_a_moon_addition_and_a_mimi_ruler() -> None:
    """RDE-072 ("rest a Moon you control rather than pay this card's cost") read as resting a recovered card with the
    race or trait Moon: ann's Moon addition MPR-052 rested pays it (a resonator-only reading would refuse it); a
    rested one is refused.  SNV-064's Mimi Tribe: ann's ruler of that race in its ruler area may be rested."""
    assert entry("RDE-072")["supported"]
    state = real_started("RDE-072", "MPR-052")
    rabbit = to_hand(state, "ann", "RDE-072")
    city = to_field(state, "ann", "MPR-052")
    play_it = {"type": "play_card", "player": "ann", "card": rabbit, "payment": {"rest": [city]}}
    assert listed(state, "play_card", card=rabbit)
    after = act(state, play_it)
    assert next(e for e in player(after, "ann").field if e.id == city).rested
    next(e for e in player(state, "ann").field if e.id == city).rested = True
    assert code_of(state, play_it) == "FOW-INSTEAD-CARDS-R"
    state = hero_started(("SNV-064",), ruler_races=["Mimi Tribe"])
    spell = to_hand(state, "ann", "SNV-064")
    mine = to_field(state, "ann", "TST-R01")
    ruler = player(state, "ann").ruler
    assert ruler is not None
    state = act(state, _play(spell, mine, rest=[ruler.id]))
    ruler = player(state, "ann").ruler
    assert ruler is not None and ruler.rested
