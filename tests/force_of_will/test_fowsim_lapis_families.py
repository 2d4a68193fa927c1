"""Lapis and New Valhalla families first read for the community database (issue #14, fow-lapis), each played
with real cards named by id (the printed text stays in ../shared): [Rune] (FOW-KW-RUNE-R), runes revealed
(FOW-RUNES-REVEALED-R) and [Force] (FOW-KW-FORCE-R)."""

from __future__ import annotations

from adjudicator.force_of_will.vocabulary import PerCount

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, listed, player, stones, to_field, to_hand
from .real import board_of, play, real_started, resolve_all, stats

# -- FOW-KW-RUNE-R / FOW-RUNES-REVEALED-R ---------------------------------------------------------------


def _rune_condition(card_id: str) -> list[dict[str, object]]:
    return [a.get("as_long_as") or a.get("when") for a in card(card_id)["abilities"] if a["text"].startswith("[Rune]")]


def test_fow_kw_rune_r_texts_read_with_their_rune_condition() -> None:
    """FOW-KW-RUNE-R: SNV-007's "[Rune] 2 - [Drain]" and "[Rune] 4 - +300/+300", SNV-087's "[Rune] {B}{B}" and
    SNV-040's activate ability are read, each had only while that many runes (darkness runes) are revealed."""
    for card_id in ("SNV-007", "SNV-087", "SNV-040", "SNV-011", "SDV1-017", "AOA-027"):
        assert entry(card_id)["supported"] or card_id == "AOA-027", card_id
    assert _rune_condition("SNV-007") == [{"count": {"what": "rune", "zone": "rune_area"}, "at_least": n} for n in (2, 4)]
    assert _rune_condition("SNV-087") == [{"count": {"what": "rune", "zone": "rune_area", "attributes": ["darkness"]}, "at_least": 2}]
    activate = next(a for a in card("SNV-040")["abilities"] if a["kind"] == "activate")
    assert activate["when"] == {"count": {"what": "rune", "zone": "rune_area"}, "at_least": 4}


def test_fow_kw_rune_r_the_text_does_not_exist_without_revealed_runes() -> None:
    """FOW-KW-RUNE-R with SDV1-017 ([Rune] 2: +200/+200 and [Flying]), SNV-007 ([Rune] 4: +300/+300, [Rune] 2:
    [Drain]) and SNV-011 ([Rune] 3: [Enter] draw a card): in the field they keep their printed stats, no
    [Flying]; SNV-011 entering triggers nothing and ann draws no card (no rune is ever revealed,
    FOW-RUNES-REVEALED-R)."""
    state = real_started("SDV1-017", "SNV-007", "SNV-011")
    seeker = to_field(state, "ann", "SDV1-017")
    knight = to_field(state, "ann", "SNV-007")
    assert stats(state, seeker)[:2] == (400, 400) and "flying" not in stats(state, seeker)[2]
    assert stats(state, knight)[:2] == (600, 600)
    hand = len(player(state, "ann").hand)
    state = play(state, "ann", to_hand(state, "ann", "SNV-011"))
    state = resolve_all(state)
    assert not state.pending and not state.chase
    assert len(player(state, "ann").hand) == hand and any(e.id.startswith("ann:SNV-011") for e in player(state, "ann").field)


def test_fow_kw_rune_r_drain_without_runes_gains_no_life() -> None:
    """FOW-KW-RUNE-R with SNV-007 ("[Rune] 2 - [Drain]"): it deals damage in a battle and nothing triggers;
    ann's life stays where it was."""
    state = real_started("SNV-007")
    knight = to_field(state, "ann", "SNV-007", since=0)
    life = player(state, "ann").life
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": knight, "target": "bob"})
    for _ in range(20):
        if state.battle is None:
            break
        assert not state.pending
        if state.decision is not None and state.decision.kind == "declare_block":
            state = act(state, {"type": "declare_block", "player": "bob", "blocker": None})
        else:
            state = both_pass(state)
    assert player(state, "bob").life == 4000 - 600 and player(state, "ann").life == life


def test_fow_kw_rune_r_the_activate_ability_is_refused() -> None:
    """FOW-KW-RUNE-R with SNV-040 ("[Rune] 4 - {Rest}, banish another resonator: cancel target chant spell"):
    the ability is not listed and playing it is answered with FOW-KW-RUNE-R (the text does not exist)."""
    state = real_started("SNV-040")
    index = next(i for i, a in enumerate(card("SNV-040")["abilities"]) if a["kind"] == "activate")
    pang = to_field(state, "ann", "SNV-040", since=0)
    to_field(state, "ann", "TST-R01")
    assert not listed(state, "activate", card=pang, ability=index)
    use = {"type": "activate", "player": "ann", "card": pang, "ability": index, "targets": [], "payment": {}}
    assert code_of(state, use) == "FOW-KW-RUNE-R"


def test_fow_kw_rune_r_refused_forms() -> None:
    """FOW-KW-RUNE-R: SNV-032's "[Rune] {3}" (a symbol of no attribute) stays refused with its reason; a chant's
    [Rune] (CR 1137.2), a [Rune] of two attributes, and a text the vocabulary does not read are refused."""
    assert any("[Rune] {3}" in u["reason"] for u in entry("SNV-032")["unsupported"])
    assert "CR 1137.2" in line_refusal("[Rune] 2 - Draw a card.", "chant")
    assert "one attribute" in line_refusal("[Rune] {W}{R} - This card gains [+200/+200].")
    assert "If you would choose" in line_refusal("[Rune] 1 - If you would choose between harvest and corrupt, you may choose both instead.")


def test_fow_runes_revealed_r_no_rune_is_ever_revealed() -> None:
    """FOW-RUNES-REVEALED-R: the count of runes revealed in a rune area is 0 for both players, of any
    attribute, with magic stones, resonators and cards in every zone (the game has no rune area)."""
    state = real_started("SNV-007")
    stones(state, "ann", "TST-ST-W", "TST-ST-W")
    to_field(state, "ann", "TST-R01")
    board = board_of(state)
    for per in (PerCount(what="rune", zone="rune_area"), PerCount(what="rune", zone="rune_area", attributes=["light"]), PerCount(what="rune", zone="rune_area", whose="all")):
        assert board.per_count(per, "ann:SNV-007#1", "ann") == 0
