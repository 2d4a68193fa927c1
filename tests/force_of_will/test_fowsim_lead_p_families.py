"""Forms read with real cards of the community database (named by id; the printed text stays in ../shared):
FOW-TARGET-DAMAGED-R's plural "that were dealt damage" (NWE-016); recover forms: FOW-RECOVER-ANY-STONES-R ("up to N magic stones" of any field, LEL-091, SDAO2-018),
FOW-RECOVER-RULER-R's "all rulers you control" (TST-034), FOW-RECOVER-YOUR-J-RULER-R's "a J-ruler you
control" (NWE-044)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.state import Entity, Modifier

from .fowsim_db import card, entry
from .helpers import act, code_of, full_deck, listed, player, pool, to_field, to_hand
from .real import ann_first, real_set, real_started, resolve_all, will_for
from .test_fowsim_hero2_families import _settle
from .test_fowsim_reveal_outside import _rested, _reveal, _stones, _to_search


def test_fow_recover_any_stones_r_lel_091_stones_of_both_fields() -> None:
    """FOW-RECOVER-ANY-STONES-R with LEL-091 (its first mode: recover up to four magic stones, none named "you
    control"): ann names her rested stone and bob's, then stops; both are recovered, her other rested stone stays
    rested.  A card that is no rested stone of a field (her hand's card) is refused with the rule's code."""
    assert entry("LEL-091")["supported"]
    assert card("LEL-091")["modes"][0]["effects"] == [{"op": "recover", "stones": 4, "up_to": True, "whose": "all"}]
    state = real_started("LEL-091")
    mine = _stones(state, 2, 0)
    theirs = to_field(state, "bob", "TST-ST-R", rested=True)
    will = {"wind": 1, "darkness": 1, "void": 1}
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "LEL-091"), "mode": 0, "payment": {"pool": will}})
    state = _to_search(state)
    assert listed(state, "search", card=theirs) and listed(state, "search", card=None)
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").hand[0]}) == "FOW-RECOVER-ANY-STONES-R"
    state = _reveal(_reveal(state, mine[1]), theirs)
    state = _settle(_reveal(state, None))
    assert _rested(state, mine) == [True, False]
    assert not next(e for e in player(state, "bob").field if e.id == theirs).rested


def test_fow_recover_any_stones_r_a_card_set_names_every_field_with_up_to_only() -> None:
    """FOW-RECOVER-ANY-STONES-R: a card set recovering exactly N stones of every field (no "up to") is refused."""
    import msgspec
    import pytest

    from adjudicator.core.errors import InputError
    from adjudicator.force_of_will.cards import CardSet, catalogue_card_set, reference_card_set_json

    data = reference_card_set_json()
    cards = [dict(c) for c in data["cards"]]
    index = next(i for i, c in enumerate(cards) if c["types"] == ["chant"])
    cards[index]["effects"] = [{"op": "recover", "stones": 2, "whose": "all"}]
    cards[index]["targets"] = []
    with pytest.raises(InputError) as raised:
        catalogue_card_set(msgspec.convert(data | {"cards": cards}, CardSet))
    assert f"/cards/{index}/effects/0/whose" in [e.pointer for e in raised.value.errors]


def test_fow_recover_ruler_r_tst_034_all_rulers_you_control() -> None:
    """FOW-RECOVER-RULER-R with TST-034 ("Recover all rulers you control" is its ruler in its ruler area)."""
    assert entry("TST-034")["supported"]
    abilities = card("TST-034")["abilities"]
    assert abilities[0]["effects"] == [{"op": "recover", "ruler": True}] == abilities[1]["effects"]


def test_fow_recover_your_j_ruler_r_nwe_044_a_j_ruler_you_control() -> None:
    """FOW-RECOVER-YOUR-J-RULER-R with NWE-044 (banish this card: recover a J-ruler you control): ann's rested
    J-ruler is recovered; bob's rested J-ruler is not."""
    assert entry("NWE-044")["supported"]
    state = real_started("NWE-044")
    for pid in ("ann", "bob"):
        seat = player(state, pid)
        assert seat.ruler is not None
        seat.field.append(Entity(id=seat.ruler.id, j_ruler=True, rested=True))
        seat.ruler = None
    bird = to_field(state, "ann", "NWE-044")
    index = next(i for i, a in enumerate(card("NWE-044")["abilities"]) if a["kind"] == "activate" and a["effects"][0]["op"] == "recover")
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": bird, "ability": index, "targets": [], "payment": {}}))
    rested = {pid: next(e.rested for e in player(state, pid).field if e.j_ruler) for pid in ("ann", "bob")}
    assert rested == {"ann": False, "bob": True}


def test_up_to_two_targets_that_were_dealt_damage_nwe_016() -> None:
    """NWE-016 (destroy up to two target J/resonators that were dealt damage this turn, draw a card): the plural
    "that were dealt damage" is read on each target as the singular is; bob's damaged resonator is destroyed, his
    undamaged one may not be a target."""
    assert entry("NWE-016")["supported"]
    assert [t["state"] for t in card("NWE-016")["targets"]] == ["damaged", "damaged"]
    state = real_started("NWE-016")
    hurt = to_field(state, "bob", "TST-R03", damage=100)
    whole = to_field(state, "bob", "TST-R07")
    chant = to_hand(state, "ann", "NWE-016")
    will = {"fire": 1, "void": 1}
    pool(state, "ann", **will)
    refused = code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [hurt, whole], "payment": {"pool": will}})
    assert refused == "FOW-TARGET-DAMAGED-R", refused
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [hurt, ""], "payment": {"pool": will}}))
    assert hurt in player(state, "bob").graveyard and whole in {e.id for e in player(state, "bob").field}
    assert len(player(state, "ann").hand) == hand  # one played, one drawn


def test_fow_uncancellable_if_r_tsw_029_only_while_its_condition_holds() -> None:
    """FOW-UNCANCELLABLE-IF-R with TSW-029 (cannot be cancelled if your J/ruler is one of two names; 2000 damage to
    target player or J/resonator): with ann's ruler so named a cancel leaves it on the chase (the event names the
    rule); with the reference ruler's own name it is cancelled into her graveyard."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for
    from adjudicator.force_of_will.effects import cancel

    assert entry("TSW-029")["supported"]
    condition = card("TSW-029")["uncancellable_if"]
    for named, kept in ((condition["ruler_names"][0], True), (None, False)):
        cards = [dict(c) for c in real_set("TSW-029")["cards"]]
        if named is not None:
            for c in cards:
                if c["id"] == "TST-RU1":
                    c["name"] = named
        decks = {"ann": full_deck("TST-RU1"), "bob": full_deck("TST-RU2")}
        decks["ann"]["main"]["TSW-029"] = 1
        state = ann_first({"card_set": {"id": "tst-uncancellable", "cards": cards}}, decks, "uncancellable-if")
        chant = to_hand(state, "ann", "TSW-029")
        will = {"fire": 1, "void": 7}
        pool(state, "ann", **will)
        state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": ["bob"], "payment": {"pool": will}})
        events: list[Any] = []
        cancel(Board(catalogue_for(state.options), state), state.chase[-1].id, events)
        assert bool(state.chase) == kept
        if kept:
            assert events[0]["type"] == "not_cancelled" and events[0]["rule"] == "FOW-UNCANCELLABLE-IF-R"
        else:
            assert chant in player(state, "ann").graveyard


def test_fow_hand_quickcast_r_bfa_052_fairies_in_hand() -> None:
    """FOW-HAND-QUICKCAST-R with BFA-052 (Fairies in your hand gain [Quickcast]): with it in ann's field and a spell
    of hers on the chase, she may play TTW-011 (a Fairy) from her hand; TST-R03 (no Fairy) is refused for timing;
    with BFA-052 gone from her field, the Fairy is refused too."""
    assert entry("BFA-052")["supported"] and card("BFA-052")["hand_quickcast"] == {"races": ["Fairy"]}
    state = real_started("BFA-052", "TTW-011")
    oberon = to_field(state, "ann", "BFA-052")
    fairy, plain, first = to_hand(state, "ann", "TTW-011"), to_hand(state, "ann", "TST-R03"), to_hand(state, "ann", "TST-R07")
    def paid(instance: str, def_id: str) -> dict[str, Any]:
        will = {"TST-R07": {"wind": 1}, "TST-R03": {"light": 1, "void": 1}}.get(def_id) or will_for(def_id)
        pool(state, "ann", **will)
        return {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}}

    state = act(state, paid(first, "TST-R07"))
    assert state.chase and state.priority == "ann"
    assert code_of(state, paid(plain, "TST-R03")) == "FOW-PRIO-5"
    assert code_of(state, paid(fairy, "TTW-011")) is None
    player(state, "ann").field = [e for e in player(state, "ann").field if e.id != oberon]
    assert code_of(state, paid(fairy, "TTW-011")) == "FOW-PRIO-5"


def test_fow_hand_quickcast_r_not_from_a_card_that_lost_all_abilities() -> None:
    """FOW-HAND-QUICKCAST-R and FOW-LOSE-ABILITIES-R: BFA-052 in ann's field having lost all abilities (TAT-048's
    one-time effect, in the set) grants no [Quickcast]: her Fairy TTW-011 is refused for timing with a spell of hers on
    the chase (found by fow-r-zoneplay: the stripped definition kept the grant)."""
    state = real_started("BFA-052", "TTW-011", "TAT-048")
    oberon = to_field(state, "ann", "BFA-052")
    state.modifiers.append(Modifier(target=oberon, flags=["no_abilities"]))
    fairy, first = to_hand(state, "ann", "TTW-011"), to_hand(state, "ann", "TST-R07")
    pool(state, "ann", wind=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": first, "payment": {"pool": {"wind": 1}}})
    assert state.chase and state.priority == "ann"
    will = will_for("TTW-011")
    pool(state, "ann", **will)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": fairy, "payment": {"pool": will}}) == "FOW-PRIO-5"
