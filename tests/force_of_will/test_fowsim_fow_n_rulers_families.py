"""Rulers of the attributes a cluster lacked a deck of (fow-n-rulers, issue 14): each family played with the real
ruler named by id (the printed text stays in ../shared and is read at run time).

- FOW-AWAKENING-LESS-R: "(You may) pay {N} less for the [Awakening] costs of spells you control" (SDV3-011J, the
  J-ruler of SDV3-011: New Valhalla water).
- FOW-COND-DISCARDED-R: "... This card deals M damage instead if you discarded a <Race>" after a discarding cost
  (TSW-142, a ruler's ability from its ruler area: Reiya fire).
"""

from __future__ import annotations

from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import field, judgment_action, real_started, refused_line, resolve_all, ruler_of

# -- FOW-AWAKENING-LESS-R (SDV3-011 / SDV3-011J) -------------------------------------------------------------------


def _loki_judged() -> State:
    """Ann leads with SDV3-011 and does Judgment ({U}{U}{1}): SDV3-011J is in her field."""
    state = real_started("SDV3-011", "SDV3-010", "NDR-053", ruler="SDV3-011")
    judgment = card("SDV3-011")["judgment"]
    assert judgment == {"cost": {"specified": {"water": 2}, "free": 1}}, judgment
    state = resolve_all(act(state, judgment_action(state, {"water": 2, "void": 1})))
    assert player(state, "ann").ruler is None
    assert [e.id for e in player(state, "ann").field if e.j_ruler] == ["ann:SDV3-011#1"]
    return state


def _awakened(state: State, def_id: str, will: dict[str, int]) -> dict[str, object]:
    instance = to_hand(state, "ann", def_id)
    pool(state, "ann", **will)
    return {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "payment": {"pool": will}}


def test_fow_awakening_less_r_reading() -> None:
    """SDV3-011 and SDV3-011J are supported: the J-ruler's line (with its printed reminder) is the decrease."""
    assert entry("SDV3-011")["supported"] and entry("SDV3-011J")["supported"]
    assert card("SDV3-011J")["awakening_less"] == {"free": 2, "optional": True}
    assert card("SDV3-010")["awakening"] == {"cost": {"specified": {"water": 1}, "free": 1}}
    assert card("NDR-053")["awakening"] == {"cost": {"free": 4}}


def test_fow_awakening_less_r_lowers_the_awakening_part() -> None:
    """With SDV3-011J in her field, ann plays SDV3-010 ({U}{1}, [Awakening] {U}{1}) awakened for {U}{U}{1}: the
    [Awakening] part's {1} is taken off ({2} less, down to none); NDR-053 ({U}{U}, [Awakening] {4}) for {U}{U}{2}."""
    state = _loki_judged()
    play = _awakened(state, "SDV3-010", {"water": 2, "void": 1})
    assert code_of(state, play) is None
    state = act(state, play)
    assert state.chase[-1].card == play["card"] and state.chase[-1].awakened
    state = _loki_judged()
    play = _awakened(state, "NDR-053", {"water": 2, "void": 2})
    assert code_of(state, play) is None
    assert act(state, play).chase[-1].awakened


def test_fow_awakening_less_r_breaks() -> None:
    """FOW-AWAKENING-LESS-R: the decrease never reaches the [Awakening] part's attribute symbols ({U}{U} for SDV3-010
    awakened is short: FOW-WILL-3), nor the card's own cost (SDV3-010 not awakened still costs {U}{1}); the full cost
    stays payable ("you may"); and without the J-ruler (SDV3-011 in its ruler area, no such line) nothing is lowered."""
    state = _loki_judged()
    assert code_of(state, _awakened(state, "SDV3-010", {"water": 2})) == "FOW-WILL-3"
    instance = to_hand(state, "ann", "SDV3-010")
    pool(state, "ann", water=1)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": {"water": 1}}}) == "FOW-WILL-3"
    assert code_of(state, _awakened(state, "SDV3-010", {"water": 2, "void": 2})) is None
    state = real_started("SDV3-011", "SDV3-010", ruler="SDV3-011")
    assert code_of(state, _awakened(state, "SDV3-010", {"water": 2, "void": 1})) == "FOW-WILL-3"


def test_fow_awakening_less_r_other_wordings_refused() -> None:
    """A decrease of the [Awakening] costs of other spells than its controller's is not read; on a chant neither."""
    assert "no" in refused_line("You may pay {2} less for the [Awakening] costs of spells your opponent controls.")
    assert "no" in refused_line("You may pay {2} less for the [Awakening] costs of spells you control.", kind="chant")


# -- FOW-COND-DISCARDED-R (TSW-142 / TSW-142J) ---------------------------------------------------------------------


def _dusk_girl(discard_dinosaur: bool) -> tuple[State, str, dict[str, object]]:
    """Ann leads with TSW-142; bob controls SDR2-008 (a Dinosaur, DEF 600); ann's ruler ability ({R}, discard a
    card), from its ruler area, targets it discarding ACN-031 (a Dinosaur) or a reference card of her hand."""
    state = real_started("TSW-142", "SDR2-008", "ACN-031", ruler="TSW-142")
    target = to_field(state, "bob", "SDR2-008")
    discarded = to_hand(state, "ann", "ACN-031") if discard_dinosaur else next(c for c in player(state, "ann").hand if c.startswith("ann:TST-"))
    pool(state, "ann", fire=1)
    index = len(card("TSW-142")["abilities"]) - 1
    action = {"type": "activate", "player": "ann", "card": ruler_of(state, "ann").id, "ability": index, "targets": [target], "payment": {"pool": {"fire": 1}, "discard": [discarded]}}
    return state, target, action


def test_fow_cond_discarded_r_reading() -> None:
    """TSW-142 (and TSW-142J) supported: the 700 damage is done when the discarded card was a Dinosaur, the 500 when not."""
    assert entry("TSW-142")["supported"] and entry("TSW-142J")["supported"]
    effects = card("TSW-142")["abilities"][-1]["effects"]
    assert card("TSW-142")["abilities"][-1]["cost"] == {"will": {"specified": {"fire": 1}}, "discard": {}}
    assert [(e["op"], e["amount"], e.get("when"), e.get("unless")) for e in effects] == [
        ("damage", 500, None, {"discarded_races": ["Dinosaur"]}),
        ("damage", 700, {"discarded_races": ["Dinosaur"]}, None),
    ]


def test_fow_cond_discarded_r_a_dinosaur_discarded() -> None:
    """Discarding ACN-031 (a Dinosaur) to pay: 700 damage destroys SDR2-008 (DEF 600)."""
    state, target, action = _dusk_girl(True)
    state = act(state, action)
    assert state.chase[-1].discarded == action["payment"]["discard"]  # type: ignore[index]
    state = resolve_all(state)
    assert target not in field(state, "bob") and target in player(state, "bob").graveyard


def test_fow_cond_discarded_r_breaks() -> None:
    """FOW-COND-DISCARDED-R: discarding a card of no such race, the damage is 500 (SDR2-008 stays, 500 damage on it),
    never both amounts; the condition on an ability with no discarding cost (a chant) is refused."""
    state, target, action = _dusk_girl(False)
    state = resolve_all(act(state, action))
    assert target in field(state, "bob")
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 500
    assert "discarded" in refused_line("This card deals 500 damage to target resonator. This card deals 700 damage instead if you discarded a Dinosaur.", kind="chant")
    assert "discarded" in refused_line("{R}: This card deals 500 damage to target resonator. This card deals 700 damage instead if you discarded a Dinosaur.")
