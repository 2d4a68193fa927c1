"""Rule behaviours of ``adjudicator/force_of_will/effects.py`` pinned against the survivors of scripts/mutation (issue
21), the sample of 2026-12-05 (evening, branch ``mut-y``, seed ``y-effects``) against the whole ``tests/force_of_will``
directory."""

from __future__ import annotations

from adjudicator.core.events import Event
from adjudicator.force_of_will.effects import take_from_hand
from adjudicator.force_of_will.state import NameBan
from adjudicator.force_of_will.vocabulary import LookHand

from .fowsim_db import card, entry
from .helpers import act, code_of, player, to_field, to_hand
from .real import board_of, hero_started, play, real_started, resolve_all, stats
from .test_fowsim_fow_plain_runes_families import HANZO_RUNES, play_rune, rune, rune_game, until_decision


def test_fow_hand_name_ban_r_a_ban_renewed_for_the_same_turn_moves_last() -> None:
    """FOW-HAND-NAME-BAN-R, ``take_from_hand``: a name banned again until the same turn replaces its earlier ban, which
    leaves the list and comes back last (one entry a name, newest last: the state bytes the same on every machine); a
    ban lasting longer is kept where it is and no second one is added."""
    state = real_started("TAT-012")
    chosen = to_hand(state, "bob", "TAT-012")
    board = board_of(state)
    name = board.card(chosen).name
    until = state.turn.number + (2 if state.turn.player == "bob" else 1)
    bob = player(state, "bob")
    bob.name_bans = [NameBan(name=name, until=until), NameBan(name="Another Name", until=until)]
    events: list[Event] = []
    take_from_hand(board, chosen, LookHand(to="name_ban"), events)
    assert [(b.name, b.until) for b in player(state, "bob").name_bans] == [("Another Name", until), (name, until)]
    player(state, "bob").name_bans = [NameBan(name=name, until=until + 5), NameBan(name="Another Name", until=until)]
    take_from_hand(board, chosen, LookHand(to="name_ban"), events)
    assert [(b.name, b.until) for b in player(state, "bob").name_bans] == [(name, until + 5), ("Another Name", until)]


def test_fow_produce_per_r_one_card_counted_one_will() -> None:
    """FOW-PRODUCE-PER-R with CMF-059 (one wind will per Musketeer resonator you control, itself counted) alone in ann's
    field: exactly one wind will is produced (a count of one is a will, not none)."""
    assert entry("CMF-059")["supported"]
    state = hero_started(("CMF-059",))
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "CMF-059")))
    assert player(state, "ann").pool.get("wind", 0) == 1


def test_fow_rune_flip_down_r_leaves_the_main_deck_as_it_was() -> None:
    """FOW-RUNE-FLIP-DOWN-R with SDV4-008J: flipping a rune face down looks at no card of the main deck, so nothing is
    put back: ann's main deck (cards and order) and magic stone deck are the same before and after, and no decision is
    left once the [Enter] ability resolved."""
    from .real import judgment_action

    assert card("SDV4-008J")["abilities"][0]["effects"][0]["deck"] == "rune_area"
    state = rune_game(runes=HANZO_RUNES, ruler="SDV4-008")
    state = resolve_all(act(state, play_rune(state, "ann", "SDV4-014", {"wind": 1})))
    state = act(state, judgment_action(state, {"wind": 2, "void": 2}))
    state = until_decision(state)
    deck, stones = list(player(state, "ann").deck), list(player(state, "ann").stone_deck)
    flipped = rune(state, "ann", "SDV4-014")
    assert code_of(state, {"type": "search", "player": "ann", "card": flipped}) is None
    state = act(state, {"type": "search", "player": "ann", "card": flipped})
    assert state.decision is None
    assert player(state, "ann").deck == deck and player(state, "ann").stone_deck == stones
    assert not player(state, "ann").runes_revealed


def test_fow_if_target_attribute_r_reads_the_effects_own_target_of_two() -> None:
    """FOW-IF-TARGET-ATTRIBUTE-R, ``_effect_holds``: the condition is that of the effect's target 0 (the card check
    admits it only there), also in a text of two targets. A card set's MPR-076 given a second target (an invented
    shape: a [+0/+100] to another target resonator): played on bob's darkness TST-R17 (target 0) and light TST-R03
    (target 1), the darkness one gains [+300/+300] (not the [-300/-300] a reading of the light one would give), the
    light one only the [+0/+100]."""
    record = card("MPR-076")
    effects = [*record["effects"], {"op": "modify", "target": 1, "def": 100}]
    state = hero_started(("MPR-076",), changed={"MPR-076": {"targets": [{"kind": "resonator"}, {"kind": "resonator"}], "effects": effects}})
    dark, light = to_field(state, "bob", "TST-R17"), to_field(state, "bob", "TST-R03")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-076"), [dark, light]))
    assert stats(state, dark)[:2] == (1000, 900)
    assert stats(state, light)[:2] == (400, 700)
