"""Alice and Reiya cluster families played with real cards of the community database (named by id; the
printed text stays in ../shared): [Awakening] costs that remove counters from the J/ruler, and text done
"if this card was awakened" (or instead of the effect before it)."""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, to_field, to_hand
from .real import resolve_all, ruler_of, will_for


def _mystery(state: State, pid: str, amount: int) -> None:
    """``pid``'s ruler in its ruler area holds ``amount`` mystery counters."""
    ruler_of(state, pid).counters = {"mystery": amount}


def _awakened_play(state: State, pid: str, card_id: str, *, awakening: bool = True) -> dict[str, object]:
    from .helpers import pool

    instance = to_hand(state, pid, card_id)
    will = will_for(card_id)
    pool(state, pid, **will)
    return {"type": "play_card", "player": pid, "card": instance, "awakening": awakening, "payment": {"pool": will}}


def test_fow_awakening_counters_r_wom089_awakened_only_the_opponents_resonators() -> None:
    """FOW-AWAKENING-COUNTERS-R and FOW-AWAKENED-IF-R with WOM-089 (resonators gain [-600/-600] until end of
    turn; awakened by removing a mystery counter from the J/ruler: only the opponent's instead): played
    awakened, ann's ruler loses its counter, bob's TST-R03 (400/600) dies and ann's survives."""
    from .real import real_started

    assert entry("WOM-089")["supported"]
    assert card("WOM-089")["awakening"] == {"cost": {}, "counters": {"counter": "mystery", "from_j_ruler": True}}
    state = real_started("WOM-089")
    _mystery(state, "ann", 1)
    mine = to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R03")
    state = resolve_all(act(state, _awakened_play(state, "ann", "WOM-089")))
    assert not ruler_of(state, "ann").counters
    assert theirs in player(state, "bob").graveyard
    assert mine in {e.id for e in player(state, "ann").field}


def test_fow_awakened_if_r_wom089_not_awakened_every_resonator() -> None:
    """FOW-AWAKENED-IF-R with WOM-089 played without awakening: the first text alone -- both TST-R03 die,
    and the ruler keeps its mystery counter."""
    from .real import real_started

    state = real_started("WOM-089")
    _mystery(state, "ann", 1)
    mine = to_field(state, "ann", "TST-R03")
    theirs = to_field(state, "bob", "TST-R03")
    state = resolve_all(act(state, _awakened_play(state, "ann", "WOM-089", awakening=False)))
    assert dict(ruler_of(state, "ann").counters or {}) == {"mystery": 1}
    assert theirs in player(state, "bob").graveyard
    assert mine in player(state, "ann").graveyard


def test_fow_awakening_counters_r_refused_without_the_counters() -> None:
    """FOW-AWAKENING-COUNTERS-R breaking: SDR5-005 awakened needs two mystery counters on ann's J/ruler;
    with one it is refused (the cost is paid in full or not at all), without awakening it may be played."""
    from .real import real_started

    assert entry("SDR5-005")["supported"]
    state = real_started("SDR5-005")
    _mystery(state, "ann", 1)
    assert code_of(state, _awakened_play(state, "ann", "SDR5-005")) == "FOW-AWAKENING-COUNTERS-R"
    assert code_of(state, _awakened_play(state, "ann", "SDR5-005", awakening=False)) is None


def test_fow_awakened_if_r_sdr5005_two_discards_instead_of_one() -> None:
    """FOW-AWAKENED-IF-R with SDR5-005 (your opponent discards a card; if awakened, two cards instead):
    played awakened with two mystery counters, bob is asked twice and discards two cards, not three."""
    from .real import real_started

    state = real_started("SDR5-005")
    _mystery(state, "ann", 2)
    hand = len(player(state, "bob").hand)
    state = act(state, _awakened_play(state, "ann", "SDR5-005"))
    asked = 0
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "discard":
            asked += 1
            state = act(state, {"type": "discard", "player": "bob", "card": player(state, "bob").hand[0]})
        elif state.chase:
            state = both_pass(state)
        else:
            break
    assert asked == 2
    assert len(player(state, "bob").hand) == hand - 2
    assert not ruler_of(state, "ann").counters


def test_fow_awakened_if_r_refusals() -> None:
    """FOW-AWAKENED-IF-R breaking: a replacement of another kind than the effect before it, and awakened
    text choosing targets of its own, stay unsupported with their reasons (invented wordings)."""
    assert "replacement" in line_refusal("Your opponent discards a card. If this card was awakened, draw two cards instead.", "chant")
    assert "own targets" in line_refusal("Draw a card. If this card was awakened, destroy target resonator.", "chant")


def _to_kind(state: State, kind: str) -> State:
    """Pass (the chase resolving) until a decision of ``kind`` is asked."""
    for _ in range(8):
        if state.decision is not None and state.decision.kind == kind:
            return state
        state = both_pass(state)
    raise AssertionError(f"no {kind} decision")


def test_fow_put_from_hand_r_skl029_a_resonator_from_the_hand_enters() -> None:
    """FOW-PUT-FROM-HAND-R with SKL-029 (you may put a resonator from your hand into your field): ann accepts
    and names her TST-R05; it leaves her hand and enters her field (not rested, since this turn)."""
    from .real import real_started

    assert entry("SKL-029")["supported"]
    assert card("SKL-029")["effects"] == [{"op": "search", "optional": True, "filter": {"kinds": ["resonator"]}, "to": "field", "deck": "hand"}]
    state = real_started("SKL-029")
    paladin = to_hand(state, "ann", "TST-R05")
    state = _to_kind(act(state, _awakened_play(state, "ann", "SKL-029", awakening=False)), "may")
    state = _to_kind(act(state, {"type": "may", "player": "ann", "accept": True}), "search")
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": paladin}))
    assert paladin not in player(state, "ann").hand
    (entity,) = [e for e in player(state, "ann").field if e.id == paladin]
    assert not entity.rested


def test_fow_put_from_hand_r_refuses_a_card_of_another_kind_and_may_find_none() -> None:
    """FOW-PUT-FROM-HAND-R breaking: a chant of ann's hand (TST-C01) is not a resonator -- refused; the hand
    being hidden, naming none is allowed (CR 1014.2) and nothing enters; a filter that may find a chant is
    refused at import (invented wording)."""
    from .real import real_started

    state = real_started("SKL-029")
    chant = to_hand(state, "ann", "TST-C01")
    to_hand(state, "ann", "TST-R05")
    state = _to_kind(act(state, _awakened_play(state, "ann", "SKL-029", awakening=False)), "may")
    state = _to_kind(act(state, {"type": "may", "player": "ann", "accept": True}), "search")
    assert code_of(state, {"type": "search", "player": "ann", "card": chant}) == "FOW-PUT-FROM-HAND-R"
    before = len(player(state, "ann").field)
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": None}))
    assert len(player(state, "ann").field) == before
    assert "may be a chant" in line_refusal("Put a card from your hand into your field.", "chant")


def _gem_activate(card_id: str, gems: list[str], ability: int = 0) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": card_id, "ability": ability, "targets": [], "payment": {"gems": gems}}


def test_fow_cost_gem_r_adk016_the_gem_named_is_banished() -> None:
    """FOW-COST-GEM-R with ADK-016 (banish a gem: this card gains [Flying] until end of turn): ann holds a
    water and a light gem and names the water one; it is banished, the light one stays, and the ability
    resolves."""
    from .real import real_started, stats

    assert card("ADK-016")["abilities"][0]["cost"] == {"gems": {}}
    state = real_started("ADK-016")
    pilot = to_field(state, "ann", "ADK-016")
    player(state, "ann").gems = ["water", "light"]
    state = resolve_all(act(state, _gem_activate(pilot, ["water"])))
    assert list(player(state, "ann").gems or []) == ["light"]
    assert "flying" in stats(state, pilot)[2]


def test_fow_cost_gem_r_refusals() -> None:
    """FOW-COST-GEM-R breaking: ADK-016 with no gem named, or a gem ann does not hold; TSW-117's light gem
    cost paid with a water gem; a gem named for a cost banishing none (SKL-029 played with a gem in its payment)."""
    from .real import real_started

    state = real_started("ADK-016", "TSW-117", "SKL-029")
    pilot = to_field(state, "ann", "ADK-016")
    leader = to_field(state, "ann", "TSW-117")
    player(state, "ann").gems = ["water"]
    assert code_of(state, _gem_activate(pilot, [])) == "FOW-COST-GEM-R"
    assert code_of(state, _gem_activate(pilot, ["fire"])) == "FOW-COST-GEM-R"
    assert code_of(state, _gem_activate(leader, ["water"])) == "FOW-COST-GEM-R"
    play = _awakened_play(state, "ann", "SKL-029", awakening=False)
    play["payment"] = {**play["payment"], "gems": ["water"]}  # type: ignore[dict-item]
    assert code_of(state, play) == "FOW-COST-GEM-R"


def test_fow_cost_gem_r_acn009_awakened_by_a_gem_deals_more() -> None:
    """FOW-COST-GEM-R (an [Awakening] cost) and FOW-AWAKENED-IF-R with ACN-009 (400 damage to target
    non-Panda resonator; awakened by banishing a gem, 800 instead): bob's TST-R05 (900/900) takes 800 and
    survives with that damage; ann's gem is gone."""
    from .real import real_started

    state = real_started("ACN-009")
    player(state, "ann").gems = ["fire"]
    paladin = to_field(state, "bob", "TST-R05")
    play = _awakened_play(state, "ann", "ACN-009")
    play["targets"] = [paladin]
    play["payment"] = {**play["payment"], "gems": ["fire"]}  # type: ignore[dict-item]
    state = resolve_all(act(state, play))
    assert not player(state, "ann").gems
    (entity,) = [e for e in player(state, "bob").field if e.id == paladin]
    assert entity.damage == 800


def test_fow_race_group_gains_r_adk019_pandas_gain_twice() -> None:
    """FOW-RACE-GROUP-GAINS-R with ADK-019 (J/resonators you control gain [+200/+200]; Pandas you control gain
    [+200/+200], until end of turn): ann's ADK-016 (a Panda, 1000/1000) is 1400/1400, her TST-R05 (no Panda)
    1100/1100; bob's TST-R03 is unchanged."""
    from .real import real_started, stats

    assert card("ADK-019")["effects"][1]["among"] == {"races": ["Panda"]}
    state = real_started("ADK-019", "ADK-016")
    panda = to_field(state, "ann", "ADK-016")
    paladin = to_field(state, "ann", "TST-R05")
    theirs = to_field(state, "bob", "TST-R03")
    state = resolve_all(act(state, _awakened_play(state, "ann", "ADK-019", awakening=False)))
    assert stats(state, panda)[:2] == (1400, 1400)
    assert stats(state, paladin)[:2] == (1100, 1100)
    assert stats(state, theirs)[:2] == (400, 600)


def test_fow_race_group_gains_r_skl038_targets_a_gorgon_only() -> None:
    """FOW-RACE-GROUP-GAINS-R with SKL-038 ({U}: target Gorgon gains [+200/0]): it targets itself (a Gorgon)
    and gains 200 ATK; TST-R05 (no Gorgon) is refused as a target; "target Elf gains ..." stays unsupported
    when Elf is printed on a field addition too (invented wordings, races and kinds)."""
    from .helpers import pool
    from .real import real_started, stats

    state = real_started("SKL-038")
    gorgon = to_field(state, "ann", "SKL-038")
    paladin = to_field(state, "ann", "TST-R05")
    pool(state, "ann", water=1)
    index = next(i for i, a in enumerate(card("SKL-038")["abilities"]) if a["kind"] == "activate")
    wrong = {"type": "activate", "player": "ann", "card": gorgon, "ability": index, "targets": [paladin], "payment": {"pool": {"water": 1}}}
    assert code_of(state, wrong) == "FOW-PLAY-1"
    state = resolve_all(act(state, {**wrong, "targets": [gorgon]}))
    assert stats(state, gorgon)[:2] == (800, 500)
    from adjudicator.force_of_will.ability.grammar import KNOWN_KINDS, KNOWN_RACES, Unsupported, parse_effects

    races = KNOWN_RACES.set(frozenset({"Elf", "Gorgon"}))
    kinds = KNOWN_KINDS.set({"race:Elf": frozenset({"resonator", "field_addition"}), "race:Gorgon": frozenset({"resonator"})})
    try:
        assert parse_effects("Target Gorgon gains [+100/+100] until end of turn.")[1] == [{"kind": "j_resonator", "races": ["Gorgon"]}]
        try:
            parse_effects("Target Elf gains [+100/+100] until end of turn.")
            raise AssertionError("a race printed on a field addition was read as J/resonators")
        except Unsupported:
            pass
    finally:
        KNOWN_KINDS.reset(kinds)
        KNOWN_RACES.reset(races)


def _jewel_sword(attribute: str) -> tuple[int, int]:
    """SDR1-009 played by ann (light and fire gems) on her TST-R05 (900/900), gaining a gem of ``attribute``:
    the ATK and DEF of TST-R05 once it resolved."""
    from .real import real_started, stats

    state = real_started("SDR1-009")
    player(state, "ann").gems = ["light", "fire"]
    paladin = to_field(state, "ann", "TST-R05")
    play = _awakened_play(state, "ann", "SDR1-009", awakening=False)
    play["targets"] = [paladin]
    state = _to_kind(act(state, play), "attribute")
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "ann", "attribute": attribute}))
    atk, def_, _ = stats(state, paladin)
    return atk, def_


def test_fow_modify_per_r_sdr1009_one_hundred_for_each_gem_attribute() -> None:
    """FOW-MODIFY-PER-R with SDR1-009 (target resonator gains [+200/0]; gain a gem of any attribute; then that
    resonator gains [+100/0] for each different attribute among all gems you control, until end of turn):
    ann holds a light and a fire gem and gains a water one -- three attributes: TST-R05 (900/900) is 1400/900."""
    assert card("SDR1-009")["effects"][2]["per"] == {"what": "gem", "distinct_attributes": True}
    assert _jewel_sword("water") == (1400, 900)


def test_fow_modify_per_r_counted_as_it_resolves_and_refusals() -> None:
    """FOW-MODIFY-PER-R breaking: SDR1-009 with a second light gem chosen counts two attributes, not three
    gems (1300/900); a keyword gained "for each" is refused (invented wording)."""
    assert _jewel_sword("light") == (1300, 900)
    assert "no vocabulary entry" in line_refusal("Target resonator gains [+100/0] and [Flying] for each card in your hand until end of turn.", "chant")


def test_spellings_of_read_families() -> None:
    """Spellings of families read before: "can't block this turn" (ACN-152, FOW-STATUS-UNTIL-R), "their
    controller's next recovery phase" (ADK-076's second option, FOW-NO-RECOVER-R), "gets [-400/-400]" for
    "gains" (ADK-136, FOW-MISPRINT-R): each read as the usual wording is."""
    from .fowsim_db import without_text

    assert without_text(card("ACN-152")["abilities"][0])["effects"] == [{"op": "modify", "flags": ["cannot_block"], "target": 0}]
    assert without_text(card("ADK-076")["abilities"][0])["modes"][1]["effects"][0]["op"] == "no_recover"
    assert without_text(card("ADK-136")["abilities"][0])["effects"] == [{"op": "modify", "atk": -400, "def": -400, "target": 0}]
    assert "no vocabulary entry" in line_refusal("{R}: Target resonator can't be dealt damage this turn.")
    # "with total cost of 2 or less" (VS01-015) and, after this card's own trigger, "dealt to it" (ADK-153).
    assert without_text(card("VS01-015")["abilities"][0])["targets"] == [{"kind": "resonator", "max_cost": 2}]
    assert without_text(card("ADK-153")["abilities"][1])["effects"] == [{"op": "prevent", "target": "self", "way": "to", "next": 0}]


def _attacking(state: State, attacker: str) -> State:
    """Ann starts a battle and declares ``attacker`` attacking bob; ann passes: bob has priority."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    return act(state, {"type": "pass", "player": "ann"})


def test_fow_remove_from_battle_r_tsw104_the_attacker_deals_no_damage() -> None:
    """FOW-REMOVE-FROM-BATTLE-R with TSW-104 (remove target attacking J/resonator from battle; draw a card):
    bob plays it on ann's attacking TST-R05; the battle ends with bob's life unchanged, the attacker rested
    in ann's field."""
    from .helpers import pool
    from .real import real_started

    assert card("TSW-104")["targets"] == [{"kind": "j_resonator", "state": "attacking"}]
    state = real_started("TSW-104")
    paladin = to_field(state, "ann", "TST-R05")
    chant = to_hand(state, "bob", "TSW-104")
    state = _attacking(state, paladin)
    life = player(state, "bob").life
    pool(state, "bob", wind=1)
    state = act(state, {"type": "play_card", "player": "bob", "card": chant, "targets": [paladin], "payment": {"pool": {"wind": 1}}})
    state = both_pass(state)
    for _ in range(10):
        if state.battle is None:
            break
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = both_pass(state)
    assert state.battle is None
    assert player(state, "bob").life == life
    (entity,) = [e for e in player(state, "ann").field if e.id == paladin]
    assert entity.rested


def test_fow_remove_from_battle_r_refusals() -> None:
    """FOW-REMOVE-FROM-BATTLE-R breaking: TSW-104 cannot target a J/resonator that is not attacking (ann's
    TST-R05 before any battle); removing a blocking J/resonator is refused (invented wording)."""
    from .helpers import pool
    from .real import real_started

    state = real_started("TSW-104")
    paladin = to_field(state, "ann", "TST-R05")
    chant = to_hand(state, "ann", "TSW-104")
    pool(state, "ann", wind=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [paladin], "payment": {"pool": {"wind": 1}}}) == "FOW-PLAY-1"
    assert "from battle is not in the vocabulary" in line_refusal("Remove target blocking J/resonator from battle.", "chant")


def test_fow_each_player_draws_r_wom062_both_players_draw_one() -> None:
    """FOW-EACH-PLAYER-DRAWS-R with WOM-062 ([Enter]: each player draws a card): once it enters, ann and bob
    each hold one card more."""
    from .real import real_started

    assert card("WOM-062")["abilities"][0]["effects"] == [{"op": "draw", "amount": 1, "player": "each"}]
    state = real_started("WOM-062")
    play = _awakened_play(state, "ann", "WOM-062", awakening=False)
    ann, bob = len(player(state, "ann").hand) - 1, len(player(state, "bob").hand)
    state = resolve_all(act(state, play))
    assert (len(player(state, "ann").hand), len(player(state, "bob").hand)) == (ann + 1, bob + 1)


def test_fow_each_player_draws_r_refusal() -> None:
    """FOW-EACH-PLAYER-DRAWS-R breaking: "each player draws X cards" names no number read (invented wording)."""
    assert "no vocabulary entry" in line_refusal("Each player draws X cards.", "chant")
