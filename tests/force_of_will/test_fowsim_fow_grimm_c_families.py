"""Grimm-cluster ability families of the sets CMF, MOA and VIN001 (issue #14): "remove all cards in target
player's (your opponent's) graveyard from the game" with the damage "for each resonator removed this way"
(FOW-GRAVEYARD-REMOVE-ALL-R), "banish a card" as the cost of an ability (FOW-COST-BANISH-CARD-R) -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import Activate
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry
from .helpers import act, code_of, player, pool, to_field, to_graveyard, to_hand
from .real import board_of, play, real_started, resolve_all, will_for

# -- FOW-GRAVEYARD-REMOVE-ALL-R ---------------------------------------------------------------------------------


def test_fow_graveyard_remove_all_r_removes_a_graveyard_and_deals_damage_per_resonator() -> None:
    """FOW-GRAVEYARD-REMOVE-ALL-R with MOA-015 (a chant: every card of the target player's graveyard removed
    from the game, then 100 damage to the opponent for each resonator among them): bob's graveyard of two
    resonators and a chant goes to his removed area, face up, and bob takes 200 damage."""
    assert entry("MOA-015")["supported"]
    assert card("MOA-015")["effects"] == [{"op": "remove_graveyard", "target": 0, "per_resonator": 100}]
    assert card("MOA-015")["targets"] == [{"kind": "player"}]
    state = real_started("MOA-015")
    dead = [to_graveyard(state, "bob", "TST-R01"), to_graveyard(state, "bob", "TST-R02"), to_graveyard(state, "bob", "TST-C01")]
    mine = to_graveyard(state, "ann", "TST-R01")
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-015"), ["bob"]))
    bob = player(state, "bob")
    assert bob.graveyard == [] and set(dead) <= set(bob.removed)
    assert bob.life == life - 200
    assert player(state, "ann").graveyard[0] == mine  # ann's graveyard is not touched


def test_fow_graveyard_remove_all_r_own_graveyard_damages_the_opponent() -> None:
    """FOW-GRAVEYARD-REMOVE-ALL-R with MOA-015 naming its controller: ann's own graveyard (one resonator) is
    removed and the damage still goes to her opponent; a graveyard without resonators deals none."""
    state = real_started("MOA-015")
    to_graveyard(state, "ann", "TST-R01")
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-015"), ["ann"]))
    assert player(state, "bob").life == life - 100
    chant = player(state, "ann").graveyard  # MOA-015 itself, resolved after the removal
    assert [c.partition(":")[2].rpartition("#")[0] for c in chant] == ["MOA-015"]
    state = real_started("MOA-015")
    to_graveyard(state, "bob", "TST-C01")
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-015"), ["bob"]))
    assert player(state, "bob").life == life and player(state, "bob").graveyard == []


def test_fow_graveyard_remove_all_r_opponents_graveyard_without_target() -> None:
    """FOW-GRAVEYARD-REMOVE-ALL-R with TSW-128 (another cluster: "your opponent's graveyard", no target)."""
    assert entry("TSW-128")["supported"]
    assert card("TSW-128")["effects"][0] == {"op": "remove_graveyard"}  # "player" opponent: the default
    state = real_started("TSW-128")
    dead = to_graveyard(state, "bob", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TSW-128")))
    assert player(state, "bob").graveyard == [] and dead in player(state, "bob").removed


def test_fow_graveyard_remove_all_r_names_a_player_only() -> None:
    """FOW-GRAVEYARD-REMOVE-ALL-R broken: MOA-015 naming a resonator as its target is refused (FOW-PLAY-1);
    a card set whose graveyard removal targets a resonator is refused with the rule's code."""
    state = real_started("MOA-015")
    target = to_field(state, "bob", "TST-R01")
    chant = to_hand(state, "ann", "MOA-015")
    will = will_for("MOA-015")
    pool(state, "ann", **will)
    assert code_of(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [target], "payment": {"pool": will}}) == "FOW-PLAY-1"
    bad = dict(card("MOA-015")) | {"targets": [{"kind": "resonator"}]}
    errors = collect_card_errors(msgspec.convert(bad, CardDef), {}, "")
    assert [e.pointer for e in errors if "FOW-GRAVEYARD-REMOVE-ALL-R" in e.message] == ["/effects/0/target"]


# -- FOW-COST-BANISH-CARD-R -------------------------------------------------------------------------------------


def _knight() -> tuple[object, str, str, str]:
    """CMF-010 in ann's field beside a light reference resonator (its target) and a magic stone of hers."""
    state = real_started("CMF-010")
    knight = to_field(state, "ann", "CMF-010")
    return state, knight, to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-ST-W")


def _activate(knight: str, target: str, banish: list[str]) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": knight, "ability": 0, "targets": [target], "payment": {"banish": banish}}


def test_fow_cost_banish_card_r_a_magic_stone_pays_and_the_target_is_untargetable() -> None:
    """FOW-COST-BANISH-CARD-R with CMF-010 (its activate ability's cost banishes a card): a magic stone of
    ann's pays it (it goes to her graveyard) and her light resonator cannot be targeted until end of turn;
    the legal actions list the knight, the resonator and the stone as the card banished."""
    assert entry("CMF-010")["supported"]
    assert card("CMF-010")["abilities"][0]["cost"] == {"banish": {"any_card": True}}
    state, knight, angel, stone = _knight()
    listed = {tuple(a.payment.banish) for a in GAME.legal_actions(state, "ann") if isinstance(a, Activate) and a.card == knight and a.targets == [angel]}
    assert listed == {(knight,), (angel,), (stone,)}
    state = resolve_all(act(state, _activate(knight, angel, [stone])))
    assert stone in player(state, "ann").graveyard and all(e.id != stone for e in player(state, "ann").field)
    board = board_of(state)
    entity = board.entity(angel)
    assert entity is not None and board.has_flag(entity, "untargetable")


def test_fow_cost_banish_card_r_refuses_a_card_of_the_opponent() -> None:
    """FOW-COST-BANISH-CARD-R broken: a card bob controls, or no card at all, does not pay the cost."""
    state, knight, angel, _ = _knight()
    theirs = to_field(state, "bob", "TST-ST-R")
    assert code_of(state, _activate(knight, angel, [theirs])) == "FOW-COST-BANISH-CARD-R"
    assert code_of(state, _activate(knight, angel, [])) == "FOW-COST-BANISH-CARD-R"
