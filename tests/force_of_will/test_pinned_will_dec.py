"""Rule behaviours of ``adjudicator/force_of_will/will.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-04 (late night) against the whole ``tests/force_of_will`` directory: the will
abilities of a ruler in its ruler area (FOW-RULER-WILL-R), on an invented ruler (a form of the vocabulary no
printed ruler has: two will abilities, one only once per turn, one a God's Art)."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import reference_card_set_json
from adjudicator.force_of_will.state import ProduceWill, State

from .helpers import act, code_of, full_deck, player, pool, started, stones, to_hand
from .real import ann_first, ruler_of

ART = "Test Art"


def _two_wills_ruler() -> State:
    """Ann leads with an invented ruler whose first will ability ({0}: produce {R}) is played only once per turn
    and whose second ({0}: produce {U}) is the God's Art ``ART``: ann's first main phase."""
    front = {
        "id": "TST-RUW", "name": "Test Will Ruler", "types": ["ruler"], "attributes": ["fire"], "provenance": "invented",
        "abilities": [
            {"kind": "will", "cost": {"will": {}}, "produce": ["fire"], "once_per_turn": True},
            {"kind": "will", "cost": {"will": {}}, "produce": ["water"], "gods_art": ART},
        ],
        "sides": {"front": "TST-RUW", "back": "TST-RUWJ"},
    }
    back = {"id": "TST-RUWJ", "name": "Test Will J", "types": ["j_ruler"], "attributes": ["fire"], "atk": 500, "def": 500,
            "provenance": "invented", "sides": {"front": "TST-RUW", "back": "TST-RUWJ"}}
    cards = list(reference_card_set_json()["cards"]) + [front, back]
    decks = {"ann": full_deck("TST-RUW"), "bob": full_deck("TST-RU2")}
    return ann_first({"card_set": {"id": "tst-will-ruler", "cards": cards}}, decks, "will-ruler")


def _uses(state: State, ruler: str) -> set[str]:
    return {a.will for a in GAME.legal_actions(state, "ann") if isinstance(a, ProduceWill) and a.source == ruler}


def _produce(ruler: str, will: str) -> dict[str, Any]:
    return {"type": "produce_will", "player": "ann", "source": ruler, "will": will, "payment": {}}


def test_fow_ruler_will_r_an_ability_played_this_turn_hides_none_after_it() -> None:
    """FOW-RULER-WILL-R, FOW-GODS-ART-WILL-R: both of the ruler's will abilities are listed; once the first (only
    once per turn) is played, the second (a God's Art not yet played) still is; once the God's Art is played it
    is refused with its rule's code and listed no more."""
    state = _two_wills_ruler()
    ruler = ruler_of(state, "ann").id
    assert _uses(state, ruler) == {"fire", "water"}
    state = act(state, _produce(ruler, "fire"))
    assert _uses(state, ruler) == {"water"}
    assert code_of(state, _produce(ruler, "fire")) == "FOW-WILL-2"  # the usable one makes water only
    state = act(state, _produce(ruler, "water"))
    assert player(state, "ann").pool == {"fire": 1, "water": 1} and player(state, "ann").gods_arts == [ART]
    assert _uses(state, ruler) == set()
    assert code_of(state, _produce(ruler, "water")) == "FOW-RULER-WILL-R"
    # The refusal says why the God's Art is gone (not only "once per turn").
    refused = GAME.verify(state, GAME.decode_action(_produce(ruler, "water")))
    assert refused is not None and f"God's Art {ART!r} was already played this game" in refused.message


def test_fow_will_coin_paid_first_does_not_stop_the_sources_after_it() -> None:
    """FOW-SETUP-4 (CR 1119.2: the will coin of [Energize], a source of one payment): TST-R02 ({light}{1}) paid by the will coin's
    light and then a light stone: the coin is spent and the stone after it rested."""
    state = started()
    lancer = to_hand(state, "ann", "TST-R02")
    (light,) = stones(state, "ann", "TST-ST-W")
    player(state, "ann").will_coin = ["light"]
    sources = [{"card": "coin", "will": "light"}, {"card": light, "will": "light"}]
    state = act(state, {"type": "play_card", "player": "ann", "card": lancer, "payment": {"sources": sources}})
    ann = player(state, "ann")
    assert ann.will_coin is None
    assert next(e for e in ann.field if e.id == light).rested


def test_fow_cost_gem_r_a_cost_without_gems_refuses_a_payment_naming_one() -> None:
    """FOW-COST-GEM-R: putting a card into the standby area ({2}, FOW-PLAY-5) banishes no gem: a payment naming a
    gem is refused at ``/action/payment/gems`` with the reason a player reads."""
    state = started()
    card = to_hand(state, "ann", "TST-C09")
    pool(state, "ann", void=2)
    standby = {"type": "standby", "player": "ann", "card": card, "payment": {"pool": {"void": 2}}}
    assert code_of(state, standby) is None
    named = standby | {"payment": {"pool": {"void": 2}, "gems": ["fire"]}}
    violation = GAME.verify(state, GAME.decode_action(named))
    assert violation is not None
    assert (violation.code, violation.message, violation.path) == ("FOW-COST-GEM-R", "this cost banishes no gem", "/action/payment/gems")
