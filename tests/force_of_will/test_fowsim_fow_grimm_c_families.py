"""Grimm-cluster ability families of the sets CMF, MOA and VIN001 (issue #14): "remove all cards in target
player's (your opponent's) graveyard from the game" with the damage "for each resonator removed this way"
(FOW-GRAVEYARD-REMOVE-ALL-R), "banish a card" as the cost of an ability (FOW-COST-BANISH-CARD-R), "put a <filter> resonator from
your graveyard into your field" (FOW-GRAVEYARD-CHOSEN-FIELD-R) -- each played with a real card named by id (the printed text stays in
../shared)."""

from __future__ import annotations

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.cards import collect_card_errors
from adjudicator.force_of_will.state import Activate
from adjudicator.force_of_will.vocabulary import CardDef

from .fowsim_db import card, entry, refusal
from .helpers import act, both_pass, code_of, player, pool, to_field, to_graveyard, to_hand
from .real import board_of, field, play, real_started, resolve_all, will_for

# -- FOW-GRAVEYARD-REMOVE-ALL-R ---------------------------------------------------------------------------------


def test_fow_graveyard_remove_all_r_removes_a_graveyard_and_deals_damage_per_resonator() -> None:
    """FOW-GRAVEYARD-REMOVE-ALL-R with MOA-015 (a chant: every card of the target player's graveyard removed
    from the game, then 100 damage to the opponent for each resonator among them): bob's graveyard of two
    resonators and a chant goes to his removed area, face up, and bob takes 200 damage."""
    assert entry("MOA-015")["supported"]
    assert card("MOA-015")["effects"] == [{"op": "remove_graveyard", "target": 0, "per_resonator": 100}]
    assert card("MOA-015")["targets"] == [{"kind": "player"}]
    state = real_started("MOA-015")
    dead = [
        to_graveyard(state, "bob", "TST-R01"),
        to_graveyard(state, "bob", "TST-R02"),
        to_graveyard(state, "bob", "TST-C01"),
    ]
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
    assert (
        code_of(
            state,
            {
                "type": "play_card",
                "player": "ann",
                "card": chant,
                "targets": [target],
                "payment": {"pool": will},
            },
        )
        == "FOW-PLAY-1"
    )
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
    return {
        "type": "activate",
        "player": "ann",
        "card": knight,
        "ability": 0,
        "targets": [target],
        "payment": {"banish": banish},
    }


def test_fow_cost_banish_card_r_a_magic_stone_pays_and_the_target_is_untargetable() -> None:
    """FOW-COST-BANISH-CARD-R with CMF-010 (its activate ability's cost banishes a card): a magic stone of
    ann's pays it (it goes to her graveyard) and her light resonator cannot be targeted until end of turn;
    the legal actions list the knight, the resonator and the stone as the card banished."""
    assert entry("CMF-010")["supported"]
    assert card("CMF-010")["abilities"][0]["cost"] == {"banish": {"any_card": True}}
    state, knight, angel, stone = _knight()
    listed = {
        tuple(a.payment.banish)
        for a in GAME.legal_actions(state, "ann")
        if isinstance(a, Activate) and a.card == knight and a.targets == [angel]
    }
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


# -- FOW-GRAVEYARD-CHOSEN-FIELD-R -------------------------------------------------------------------------------


def _resurrection() -> tuple[object, str, str]:
    """CMF-089 played by ann with CMF-085 (a Vampire resonator with an [Enter] search) and a reference Angel
    in her graveyard: the state at its choice, and the two graveyard cards."""
    state = real_started("CMF-089", "CMF-085")
    vampire, angel = to_graveyard(state, "ann", "CMF-085"), to_graveyard(state, "ann", "TST-R01")
    state = play(state, "ann", to_hand(state, "ann", "CMF-089"))
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    return state, vampire, angel


def test_fow_graveyard_chosen_field_r_a_vampire_enters_and_its_enter_triggers() -> None:
    """FOW-GRAVEYARD-CHOSEN-FIELD-R with CMF-089 (a chant: a Vampire resonator of your graveyard into your
    field; its [Enter] triggers): as it resolves ann chooses among her Vampire resonators only (CMF-085, not
    the Angel); CMF-085 enters her field and its [Enter] ability triggers."""
    assert entry("CMF-089")["supported"]
    assert card("CMF-089")["effects"] == [
        {
            "op": "search",
            "deck": "graveyard",
            "to": "field",
            "must": True,
            "filter": {"kinds": ["resonator"], "races": ["Vampire"]},
        }
    ]
    state, vampire, angel = _resurrection()
    assert state.decision is not None and state.decision.kind == "search"
    assert {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {
        vampire
    }
    state = act(state, {"type": "search", "player": "ann", "card": vampire})
    assert vampire in field(state, "ann") and vampire not in player(state, "ann").graveyard
    assert angel in player(state, "ann").graveyard
    assert [(i.kind, i.card) for i in state.chase] == [
        ("automatic", vampire)
    ]  # CMF-085's [Enter], no target: on the chase at once


def test_fow_graveyard_chosen_field_r_enw_094_at_the_beginning_of_the_turn() -> None:
    """FOW-GRAVEYARD-CHOSEN-FIELD-R with ENW-094 (another cluster: "a resonator", any race) read."""
    assert entry("ENW-094")["supported"]
    (ability,) = card("ENW-094")["abilities"]
    assert ability["effects"] == [
        {"op": "search", "deck": "graveyard", "to": "field", "must": True, "filter": {"kinds": ["resonator"]}}
    ]


def test_fow_graveyard_chosen_field_r_another_card_or_none_is_refused() -> None:
    """FOW-GRAVEYARD-CHOSEN-FIELD-R broken: the Angel (no Vampire) or no card while a Vampire is there is
    refused with the rule's code; with no Vampire in the graveyard CMF-089 resolves with no choice."""
    state, vampire, angel = _resurrection()
    assert (
        code_of(state, {"type": "search", "player": "ann", "card": angel}) == "FOW-GRAVEYARD-CHOSEN-FIELD-R"
    )
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-GRAVEYARD-CHOSEN-FIELD-R"
    state = real_started("CMF-089")
    to_graveyard(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-089")))
    assert state.decision is None and not state.chase


# -- FOW-EACH-FILTER-R: "to their owner's hands" ---------------------------------------------------------------


def test_fow_each_filter_r_to_their_owners_hands_written_with_an_apostrophe_s() -> None:
    """FOW-EACH-FILTER-R: "return all resonators (your opponent controls) to their owner's hands" reads as
    "owners' hands": CFC-048's effect is the return of every resonator; CMF-042's line is now refused for
    what the return replaces (its condition on Treasury Items is not read), not for the return's wording."""
    assert card("CFC-048")["effects"] == [{"op": "return_to_hand", "each": "all_resonators"}]
    assert not refusal("CMF-042", 0).startswith("no vocabulary entry matches")
