"""Grimm-cluster ability families, fourth batch: a search whose card goes back on top of the deck it
shuffled, and the sentence saying a card put into the field triggers its [Enter] -- each played with a
real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, printed
from .helpers import act, code_of, player, pool, to_field, to_hand
from .real import play, real_started, refused_line, resolve_all


def _until_search(state: State) -> State:
    """Pass (and play triggers, without targets) until a search decision is asked."""
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "search":
            return state
        if state.pending:
            pending = state.pending[0]
            state = act(state, {"type": "play_automatic", "player": pending.controller, "pending": pending.id, "targets": []})
            continue
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("no search decision was asked")


def _answer(state: State, pid: str, found: str | None) -> tuple[State, list[dict[str, Any]]]:
    result = GAME.adjudicate(state, GAME.decode_action({"type": "search", "player": pid, "card": found}))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, list(result.events)


def _kind(instance: str) -> str:
    return instance.partition(":")[2].rpartition("#")[0]


_refused = refused_line


# -- FOW-SEARCH-TOP-R ------------------------------------------------------------------------------------


def test_fow_search_top_r_the_card_found_goes_on_top_of_the_shuffled_main_deck() -> None:
    """FOW-SEARCH-TOP-R with VIN001-069 (a resonator whose [Enter] searches the main deck for any card and
    puts it on top of the rest, shuffled): ann names a card from deep in her deck; it is neither in her hand
    nor revealed, it is the deck's top card, and the deck keeps its cards."""
    assert entry("VIN001-069")["supported"]
    assert card("VIN001-069")["abilities"][0]["effects"] == [{"op": "search", "filter": {}, "to": "top"}]
    state = real_started("VIN001-069")
    state = _until_search(play(state, "ann", to_hand(state, "ann", "VIN001-069")))
    deck = list(player(state, "ann").deck)
    chosen = deck[-1]
    hand = list(player(state, "ann").hand)
    state, events = _answer(state, "ann", chosen)
    after = player(state, "ann").deck
    assert after[0] == chosen and sorted(after) == sorted(deck) and player(state, "ann").hand == hand
    searched = next(e for e in events if e["type"] == "searched")
    assert searched["rule"] == "FOW-SEARCH-TOP-R" and searched["found"] is None and searched["card"] is None
    # The deck is hidden even from its owner: ann learns the definition on top, never the instance.
    looked = next(e for e in events if e["type"] == "looked")
    assert looked == {"type": "looked", "player": "ann", "found": chosen.partition(":")[2].rpartition("#")[0], "private_to": "ann", "rule": "FOW-SEARCH-TOP-R"}
    assert chosen not in str(events)


def test_fow_search_top_r_none_found_only_shuffles() -> None:
    """FOW-SEARCH-TOP-R with VIN001-069: finding nothing (the deck is hidden) is allowed; the deck keeps
    its cards and nothing goes to the hand."""
    state = real_started("VIN001-069")
    state = _until_search(play(state, "ann", to_hand(state, "ann", "VIN001-069")))
    deck = sorted(player(state, "ann").deck)
    hand = list(player(state, "ann").hand)
    state, _ = _answer(state, "ann", None)
    assert sorted(player(state, "ann").deck) == deck and player(state, "ann").hand == hand


def test_fow_search_top_r_the_magic_stone_deck() -> None:
    """FOW-SEARCH-TOP-R with TAT-061 (a resonator whose [Enter] does the same with the magic stone deck):
    any stone may be named, the special one too; it does not enter the field but lies on top of the
    magic stone deck; a card of the main deck is refused."""
    assert entry("TAT-061")["supported"]
    state = real_started("TAT-061")
    state = _until_search(play(state, "ann", to_hand(state, "ann", "TAT-061")))
    stone_deck = list(player(state, "ann").stone_deck)
    options = {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"}
    assert None in options and {_kind(o) for o in options - {None}} == {_kind(s) for s in stone_deck}
    assert code_of(state, {"type": "search", "player": "ann", "card": player(state, "ann").deck[0]}) == "FOW-SEARCH-R"
    special = next(s for s in stone_deck if _kind(s) == "TST-ST-D")
    field = {e.id for e in player(state, "ann").field}
    state, events = _answer(state, "ann", special)
    assert player(state, "ann").stone_deck[0] == special and sorted(player(state, "ann").stone_deck) == sorted(stone_deck)
    assert {e.id for e in player(state, "ann").field} == field
    searched = next(e for e in events if e["type"] == "searched")
    assert searched["rule"] == "FOW-SEARCH-TOP-R" and searched["found"] is None


def test_fow_search_top_r_a_filtered_stone_search_stays_unsupported() -> None:
    """FOW-SEARCH-TOP-R: of the magic stone deck only 'any card' is read; TAT-061's line (read at run time)
    searching for a basic magic stone instead is refused."""
    line = printed("TAT-061").replace("for a card.", "for a basic magic stone.")
    assert line != printed("TAT-061") and "magic stone deck" in _refused(line)


# -- FOW-TRIGGERS-ENTER-R --------------------------------------------------------------------------------


def test_fow_triggers_enter_r_the_resonator_found_triggers_its_enter() -> None:
    """FOW-TRIGGERS-ENTER-R with MPR-008 and MPR-081 (two resonators each of which banishes itself to
    fetch the other into the field, whose [Enter] the sentence says triggers): MPR-008 fetches MPR-081,
    which enters ann's field and whose [Enter] makes bob lose life."""
    assert entry("MPR-008")["supported"] and entry("MPR-081")["supported"]
    assert card("MPR-008")["abilities"][1]["effects"][-1]["to"] == "field"
    state = real_started("MPR-008", "MPR-081")
    source = to_field(state, "ann", "MPR-008")
    pool(state, "ann", darkness=1)
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "payment": {"pool": {"darkness": 1}}})
    assert source in player(state, "ann").graveyard
    state = _until_search(state)
    other = next(c for c in player(state, "ann").deck if _kind(c) == "MPR-081")
    life = player(state, "bob").life
    state, events = _answer(state, "ann", other)
    assert other in {e.id for e in player(state, "ann").field} and any(e["type"] == "entered" and e["card"] == other for e in events)
    state = resolve_all(state)
    assert player(state, "bob").life == life - 200


def test_fow_triggers_enter_r_after_no_card_put_into_the_field_is_refused() -> None:
    """FOW-TRIGGERS-ENTER-R: the sentence after an effect that puts no card into the field stays unsupported."""
    assert "[Enter]" in _refused("[Enter]: Draw a card. This triggers its [Enter] ability.")


# -- FOW-SELF-FROM-GRAVEYARD-R ---------------------------------------------------------------------------


def _wiped(state: State) -> tuple[State, str]:
    """MPR-084 in ann's field, then CFC-073's board wipe played: its own graveyard trigger asks 'may'."""
    dying = to_field(state, "ann", "MPR-084")
    state = play(state, "ann", to_hand(state, "ann", "CFC-073"))
    for _ in range(12):
        if state.decision is not None and state.decision.kind == "may":
            return state, dying
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("no 'may' decision")


def test_fow_self_from_graveyard_r_a_discard_brings_the_card_back_to_the_hand() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R with MPR-084 (a resonator that, put into the graveyard from the field, may
    trade a discard for its return to the hand), destroyed by CFC-073: ann accepts and discards a card of
    her choice; MPR-084 leaves her graveyard for her hand."""
    assert entry("MPR-084")["supported"]
    state, dying = _wiped(real_started("MPR-084", "CFC-073"))
    assert dying in player(state, "ann").graveyard
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "discard"
    discarded = player(state, "ann").hand[-1]
    state = resolve_all(act(state, {"type": "discard", "player": "ann", "card": discarded}))
    assert dying in player(state, "ann").hand and dying not in player(state, "ann").graveyard
    assert discarded in player(state, "ann").graveyard


def test_fow_self_from_graveyard_r_declined_the_card_stays() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R with MPR-084: no discard, no return -- it stays in the graveyard."""
    state, dying = _wiped(real_started("MPR-084", "CFC-073"))
    hand = list(player(state, "ann").hand)
    state = resolve_all(act(state, {"type": "may", "player": "ann", "accept": False}))
    assert dying in player(state, "ann").graveyard and player(state, "ann").hand == hand


def test_fow_self_from_graveyard_r_gone_from_the_graveyard_nothing_happens() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R with MPR-084: removed from the graveyard before its ability resolves, the
    card is not brought back from elsewhere (the discard is still made)."""
    state, dying = _wiped(real_started("MPR-084", "CFC-073"))
    ann = player(state, "ann")
    ann.graveyard.remove(dying)
    ann.removed.append(dying)
    state = act(state, {"type": "may", "player": "ann", "accept": True})
    assert state.decision is not None and state.decision.kind == "discard"
    state = resolve_all(act(state, {"type": "discard", "player": "ann", "card": player(state, "ann").hand[0]}))
    assert dying in player(state, "ann").removed and dying not in player(state, "ann").hand


def test_fow_self_from_graveyard_r_an_ability_played_from_the_graveyard_is_its_own_rule() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R reads no ability played from the graveyard: MOA-016's (played while in the
    graveyard) is FOW-GRAVEYARD-ACTIVATE-R's (test_fowsim_w2_grimm_families.py), an activate ability marked so."""
    assert entry("MOA-016")["supported"]
    assert any(a.get("from_graveyard") for a in card("MOA-016")["abilities"])


# -- FOW-TARGET-RACE-R -----------------------------------------------------------------------------------


def _entered(state: State, card_id: str) -> tuple[State, str]:
    """``card_id`` played by ann and resolved up to its pending [Enter] trigger."""
    instance = to_hand(state, "ann", card_id)
    state = play(state, "ann", instance)
    for _ in range(8):
        if state.pending:
            return state, instance
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("no pending trigger")


def test_fow_target_race_r_a_race_named_alone_is_a_card_of_that_race() -> None:
    """FOW-TARGET-RACE-R with MOA-025 (a resonator whose [Enter] destroys a card named by its race alone,
    Cthulhu): bob's Cthulhu resonator CMF-041 is a legal target, his TST-R10 (no Cthulhu) is not; the
    Cthulhu one is destroyed."""
    assert entry("MOA-025")["supported"]
    assert card("MOA-025")["abilities"][0]["targets"] == [{"kind": "entity", "races": ["Cthulhu"]}]
    state = real_started("MOA-025", "CMF-041")
    cthulhu = to_field(state, "bob", "CMF-041")
    other = to_field(state, "bob", "TST-R10")
    state, source = _entered(state, "MOA-025")
    pending = state.pending[0]
    assert pending.source == source
    base = {"type": "play_automatic", "player": "ann", "pending": pending.id}
    assert code_of(state, base | {"targets": [other]}) == "FOW-PLAY-1"
    state = resolve_all(act(state, base | {"targets": [cthulhu]}))
    assert cthulhu in player(state, "bob").graveyard and other in {e.id for e in player(state, "bob").field}


def test_fow_target_race_r_a_word_no_card_has_as_race_stays_unsupported() -> None:
    """FOW-TARGET-RACE-R: a capitalised word that is no race of the database is not read as one."""
    from adjudicator.force_of_will.ability.grammar import KNOWN_RACES

    token = KNOWN_RACES.set(frozenset({"Cthulhu"}))
    try:
        record: dict[str, Any] = {"id": "X", "types": ["resonator"], "abilities": [], "targets": [], "effects": [], "keywords": []}
        map_ability(normalize_line("[Enter]: Destroy target Cthulhu."), record)
        assert record["abilities"][0]["targets"] == [{"kind": "entity", "races": ["Cthulhu"]}]
        _refused("[Enter]: Destroy target Golem.")
    finally:
        KNOWN_RACES.reset(token)


def test_fow_target_race_r_destroy_all_other_cards_of_a_race() -> None:
    """FOW-TARGET-RACE-R with CMF-047J's [Enter] (a J-ruler destroying every other card of its race, Human,
    named alone), read from the database and given to the reference Human J-ruler TST-RU1J: on Judgment
    ann's Human TST-R03 and bob's Human TST-R15 are destroyed; the J-ruler itself and the Angel TST-R01 stay."""
    from .real import hero_started as _started
    from .real import judgment_action as _judgment

    (enter,) = [a for a in card("CMF-047J")["abilities"] if a.get("trigger") == "enter"]
    assert enter["effects"][0]["each"] == "all_cards" and enter["effects"][0]["among"]["races"] == ["Human"]
    state = _started((), changed={"TST-RU1J": {"abilities": [enter]}})
    mine, theirs, angel = to_field(state, "ann", "TST-R03"), to_field(state, "bob", "TST-R15"), to_field(state, "ann", "TST-R01")
    state = resolve_all(act(state, _judgment(state, {"light": 2, "void": 1})))
    j_ruler = next(e.id for e in player(state, "ann").field if e.j_ruler)
    assert mine in player(state, "ann").graveyard and theirs in player(state, "bob").graveyard
    assert {j_ruler, angel} <= {e.id for e in player(state, "ann").field}


# -- FOW-NO-LIFE-GAIN-R ----------------------------------------------------------------------------------


def test_fow_no_life_gain_r_no_player_gains_life_while_the_card_is_in_the_field() -> None:
    """FOW-NO-LIFE-GAIN-R with MPR-027 (an [Addition:Field] saying players cannot gain life) in bob's field:
    ann's MPR-008, whose [Enter] gains her 200 life, gains her nothing; with the addition gone, it does."""
    assert entry("MPR-027")["supported"]
    assert card("MPR-027")["abilities"][0]["no_life_gain"] is True
    for barred in (True, False):
        state = real_started("MPR-027", "MPR-008")
        if barred:
            to_field(state, "bob", "MPR-027")
        life = player(state, "ann").life
        state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-008")))
        assert player(state, "ann").life == life + (0 if barred else 200)


# -- FOW-EACH-STATE-R / FOW-THEN-R -----------------------------------------------------------------------


def test_fow_each_state_r_and_fow_then_r_rested_resonators_return_then_the_rest_rest() -> None:
    """FOW-EACH-STATE-R and FOW-THEN-R with MPR-042 (a chant: every rested resonator back to its owner's
    hand, then the opponent's resonators rested): ann's rested TST-R03 and bob's rested TST-R10 go back to
    their hands; ann's recovered TST-R01 stays recovered; bob's recovered TST-R06 stays, rested."""
    assert entry("MPR-042")["supported"]
    effects = card("MPR-042")["effects"]
    assert effects[0]["among"] == {"state": "rested"} and effects[1] == {"op": "rest", "each": "opponent_resonators"}
    state = real_started("MPR-042")
    mine_rested = to_field(state, "ann", "TST-R03", rested=True)
    mine_up = to_field(state, "ann", "TST-R01")
    theirs_rested = to_field(state, "bob", "TST-R10", rested=True)
    theirs_up = to_field(state, "bob", "TST-R06")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-042")))
    assert mine_rested in player(state, "ann").hand and theirs_rested in player(state, "bob").hand
    ann_field = {e.id: e.rested for e in player(state, "ann").field}
    bob_field = {e.id: e.rested for e in player(state, "bob").field}
    assert ann_field[mine_up] is False and bob_field[theirs_up] is True


def test_fow_each_state_r_a_scope_in_battle_stays_unsupported() -> None:
    """FOW-EACH-STATE-R: only rested and recovered narrow a scope; 'all attacking resonators' is refused."""
    assert "attacking" in _refused("Destroy all attacking resonators.", "chant")


def test_fow_then_r_a_text_opening_with_then_is_not_read() -> None:
    """FOW-THEN-R: 'Then' is read only after an effect; a text opening with it stays unsupported."""
    _refused("Then draw a card.", "chant")


# -- FOW-MUST-BLOCK-R ------------------------------------------------------------------------------------


def _attacked(state: State, attacker: str) -> State:
    """ann's ``attacker`` attacks bob; passes until bob's declare-block decision."""
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = act(state, {"type": "pass", "player": state.priority})
    state = act(state, {"type": "pass", "player": state.priority})
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "declare_block":
            return state
        state = act(state, {"type": "pass", "player": state.priority})
    raise AssertionError("no declare-block decision")


def test_fow_must_block_r_the_defender_must_block_if_able() -> None:
    """FOW-MUST-BLOCK-R with TAT-044 (a resonator its opponent must block if able) attacking bob: with his
    recovered TST-R10 in the field, declaring no block is refused and not listed; blocking with it is done."""
    from adjudicator.force_of_will import GAME

    assert entry("TAT-044")["supported"]
    state = real_started("TAT-044")
    attacker = to_field(state, "ann", "TAT-044")
    wall = to_field(state, "bob", "TST-R10")
    state = _attacked(state, attacker)
    no_block = {"type": "declare_block", "player": "bob", "blocker": None}
    assert code_of(state, no_block) == "FOW-MUST-BLOCK-R"
    blocks = [a.blocker for a in GAME.legal_actions(state, "bob") if a.__struct_config__.tag == "declare_block"]
    assert blocks == [wall]
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    assert state.battle is not None and state.battle.blocker == wall


def test_fow_must_block_r_no_able_blocker_no_block() -> None:
    """FOW-MUST-BLOCK-R with TAT-044: bob's only resonator is rested (it cannot block), so no block is
    allowed; an attacker without the ability may go unblocked while bob could block."""
    state = real_started("TAT-044")
    attacker = to_field(state, "ann", "TAT-044")
    to_field(state, "bob", "TST-R10", rested=True)
    state = _attacked(state, attacker)
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": None}) is None
    state = real_started("TAT-044")
    plain = to_field(state, "ann", "TST-R08")
    to_field(state, "bob", "TST-R10")
    state = _attacked(state, plain)
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": None}) is None


# -- FOW-NO-RECOVER-WHILE-R ------------------------------------------------------------------------------


def _locked(state: State) -> tuple[State, str, str]:
    """ann's CMF-043 enters and its [Enter] rests bob's TST-R10, locked while CMF-043 stays in the field."""
    wall = to_field(state, "bob", "TST-R10")
    state, source = _entered(state, "CMF-043")
    pending = state.pending[0]
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [wall]}))
    return state, source, wall


def _rested(state: State, pid: str, card_id: str) -> bool:
    return next(e for e in player(state, pid).field if e.id == card_id).rested


def _turns(state: State, count: int) -> State:
    """``count`` turns on, past the new turn's recovery phase (into its main phase)."""
    from .helpers import next_turn, pass_until

    for _ in range(count):
        state = next_turn(state)
    return pass_until(state, lambda s: s.phase == "main")


def test_fow_no_recover_while_r_the_rested_card_stays_rested_while_the_source_stays() -> None:
    """FOW-NO-RECOVER-WHILE-R with CMF-043 (a resonator whose [Enter] and attack trigger rest an opposing
    resonator that then does not recover as long as CMF-043 is in the field): bob's TST-R10 skips his
    recovery phases (turns 4 and 6; his first turn has none); once CMF-043 has left the field, and its id
    is off the lock, it recovers in the next one (turn 8)."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    assert entry("CMF-043")["supported"]
    assert [e["op"] for e in card("CMF-043")["abilities"][0]["effects"]] == ["rest", "no_recover"]
    state, source, wall = _locked(real_started("CMF-043"))
    assert _rested(state, "bob", wall)
    for number in (4, 6):
        state = _turns(state, 2 if state.turn.number > 1 else 3)
        assert state.turn.player == "bob" and state.turn.number == number and _rested(state, "bob", wall)
    board = Board(catalogue_for(state.options), state)
    entity = board.entity(source)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    assert next(e for e in player(state, "bob").field if e.id == wall).no_recover_by is msgspec.UNSET
    state = _turns(state, 2)
    assert state.turn.player == "bob" and state.turn.number == 8 and not _rested(state, "bob", wall)


def test_fow_no_recover_while_r_the_source_gone_before_it_resolves_locks_nothing() -> None:
    """FOW-NO-RECOVER-WHILE-R with CMF-043: its [Enter] resolving after CMF-043 left the field rests bob's
    TST-R10 but locks nothing: it recovers in bob's next recovery phase."""
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    state = real_started("CMF-043")
    wall = to_field(state, "bob", "TST-R10")
    state, source = _entered(state, "CMF-043")
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [wall]})
    board = Board(catalogue_for(state.options), state)
    entity = board.entity(source)
    assert entity is not None
    board.leave_field(entity, "graveyard", [])
    state = resolve_all(state)
    assert _rested(state, "bob", wall)
    state = _turns(state, 3)  # bob's second turn: his first recovery phase
    assert state.turn.player == "bob" and state.turn.number == 4 and not _rested(state, "bob", wall)


# -- FOW-FIELD-ADDITION-R --------------------------------------------------------------------------------


def test_fow_field_addition_r_the_search_finds_field_additions_only() -> None:
    """FOW-FIELD-ADDITION-R with MPR-015 (a resonator whose [Enter] searches for an [Addition:Field]): ann
    may take her field additions TST-A03 / TST-A04 still in her deck, not the addition: J/resonator TST-A01
    (refused)."""
    from adjudicator.force_of_will import GAME

    assert entry("MPR-015")["supported"]
    state = real_started("MPR-015")
    state = _until_search(play(state, "ann", to_hand(state, "ann", "MPR-015")))
    options = {_kind(a.card) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search" and a.card is not None}
    in_deck = {_kind(c) for c in player(state, "ann").deck}
    assert options == {"TST-A03", "TST-A04"} & in_deck and "TST-A03" in options
    added = next(c for c in player(state, "ann").deck if _kind(c) == "TST-A01")
    assert code_of(state, {"type": "search", "player": "ann", "card": added}) == "FOW-SEARCH-R"
    field_addition = next(c for c in player(state, "ann").deck if _kind(c) == "TST-A03")
    state, _ = _answer(state, "ann", field_addition)
    assert field_addition in player(state, "ann").hand


def test_fow_field_addition_r_destroy_target_field_addition() -> None:
    """FOW-FIELD-ADDITION-R with MPR-015's second ability (banish it to destroy a target [Addition:Field]):
    bob's TST-A01 added to his resonator is refused as a target; his field addition TST-A03 is destroyed."""
    state = real_started("MPR-015")
    source = to_field(state, "ann", "MPR-015")
    host = to_field(state, "bob", "TST-R10")
    added = to_field(state, "bob", "TST-A01", added_to=host)
    field_addition = to_field(state, "bob", "TST-A03")
    pool(state, "ann", light=1)
    base = {"type": "activate", "player": "ann", "card": source, "ability": 1, "payment": {"pool": {"light": 1}}}
    assert code_of(state, base | {"targets": [added]}) == "FOW-FIELD-ADDITION-R"
    state = resolve_all(act(state, base | {"targets": [field_addition]}))
    assert field_addition in player(state, "bob").graveyard and added in {e.id for e in player(state, "bob").field}


# -- FOW-LOSE-KEYWORD-R ----------------------------------------------------------------------------------


def _board_of(state: State):  # type: ignore[no-untyped-def]
    from adjudicator.force_of_will.board import Board
    from adjudicator.force_of_will.cards import catalogue_for

    return Board(catalogue_for(state.options), state)


def test_fow_lose_keyword_r_the_opponents_resonators_lose_flying_until_end_of_turn() -> None:
    """FOW-LOSE-KEYWORD-R with MPR-090 (a resonator whose [Enter] shrinks the opponent's resonators by
    200/200 and takes their [Flying] until end of turn): bob's TST-R14 (1000/800, [Flying]) is 800/600
    without [Flying]; ann's own TST-R01 keeps its [Flying]; at the next turn TST-R14 has [Flying] again."""
    from .helpers import next_turn

    assert entry("MPR-090")["supported"]
    state = real_started("MPR-090")
    dragon = to_field(state, "bob", "TST-R14")
    mine = to_field(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MPR-090")))
    board = _board_of(state)
    atk, dfn, keywords = board.stats(board.entity(dragon))
    assert (atk, dfn) == (800, 600) and "flying" not in keywords
    assert "flying" in board.keywords(board.entity(mine))
    state = next_turn(state)
    board = _board_of(state)
    assert "flying" in board.keywords(board.entity(dragon))


def test_fow_lose_keyword_r_a_later_effect_gives_it_back() -> None:
    """FOW-LOSE-KEYWORD-R with CFC-015's ability (a J/resonator loses [Flying] and four other keywords until
    end of turn), its lost keywords read from the database: bob's TST-R01 has no [Flying] while they are
    lost; a later one-time [Flying] for the same card gives it back."""
    from adjudicator.force_of_will.state import Modifier

    ability = next(a for a in card("CFC-015")["abilities"] if a["kind"] == "activate" and a["effects"][0].get("lose"))
    assert entry("CFC-015")["supported"] and "flying" in ability["effects"][0]["lose"]
    state = real_started("CFC-015")
    bird = to_field(state, "bob", "TST-R01")
    state.modifiers.append(Modifier(target=bird, lost=list(ability["effects"][0]["lose"])))
    board = _board_of(state)
    assert "flying" not in board.keywords(board.entity(bird))
    state.modifiers.append(Modifier(target=bird, keywords=["flying"]))
    board = _board_of(state)
    assert "flying" in board.keywords(board.entity(bird))


# -- FOW-NO-CHASE-R --------------------------------------------------------------------------------------


def test_fow_no_chase_r_no_spell_may_answer_the_chant() -> None:
    """FOW-NO-CHASE-R with MPR-093 (a damage chant players cannot chase to): while it is the last object on
    the chase, bob's quickcast cancel TST-C02 aimed at it is refused and not listed, and the chant resolves;
    bob's same cancel aimed at ann's ordinary quickcast TST-C01 is not refused so."""
    from adjudicator.force_of_will import GAME

    assert entry("MPR-093")["supported"] and card("MPR-093").get("no_chase") is True
    state = real_started("MPR-093")
    target = to_field(state, "bob", "TST-R10")
    state = play(state, "ann", to_hand(state, "ann", "MPR-093"), [target])
    state = act(state, {"type": "pass", "player": "ann"})
    assert state.priority == "bob" and state.chase
    cancel = to_hand(state, "bob", "TST-C02")
    pool(state, "bob", light=1, void=1)
    answer = {"type": "play_card", "player": "bob", "card": cancel, "targets": [state.chase[-1].id], "payment": {"pool": {"light": 1, "void": 1}}}
    assert code_of(state, answer) == "FOW-NO-CHASE-R"
    assert not [a for a in GAME.legal_actions(state, "bob") if a.__struct_config__.tag in ("play_card", "activate")]
    state = resolve_all(state)
    assert next(e for e in player(state, "bob").field if e.id == target).damage == 800
    state = real_started("MPR-093")
    mine = to_field(state, "ann", "TST-R01")
    pool(state, "ann", light=1)
    quick = to_hand(state, "ann", "TST-C01")
    state = act(state, {"type": "play_card", "player": "ann", "card": quick, "targets": [mine], "payment": {"pool": {"light": 1}}})
    state = act(state, {"type": "pass", "player": "ann"})
    cancel = to_hand(state, "bob", "TST-C02")
    pool(state, "bob", light=1, void=1)
    answer = {"type": "play_card", "player": "bob", "card": cancel, "targets": [state.chase[-1].id], "payment": {"pool": {"light": 1, "void": 1}}}
    assert code_of(state, answer) is None


def test_fow_must_block_r_a_mobilize_cost_is_never_forced() -> None:
    """FOW-MUST-BLOCK-R with FOW-MOBILIZE-R: TAT-044 attacks bob, whose only recovered resonator is ACN-016
    ([Mobilize] one). A requirement never obliges its player to pay a cost: declaring no block is allowed
    (and listed), as an attacker that must attack is not forced to pay its [Mobilize]; blocking with it
    and paying is allowed too."""
    from adjudicator.force_of_will import GAME

    state = real_started("TAT-044", "ACN-016")
    attacker = to_field(state, "ann", "TAT-044")
    mobilized = to_field(state, "bob", "ACN-016")
    state = _attacked(state, attacker)
    pool(state, "bob", void=1)
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": None}) is None
    assert None in [a.blocker for a in GAME.legal_actions(state, "bob") if a.__struct_config__.tag == "declare_block"]
    assert code_of(state, {"type": "declare_block", "player": "bob", "blocker": mobilized, "payment": {"pool": {"void": 1}}}) is None
