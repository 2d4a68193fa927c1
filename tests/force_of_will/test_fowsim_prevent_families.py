"""Damage prevention and redirection families (replacement effects, CR 910, 1018): damage to a player lowered
or prevented, prevention only from some sources or during one player's turn, damage dealt to a card instead
-- each played with a real card named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from typing import Any

from msgspec import UNSET

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.board import Board
from adjudicator.force_of_will.effects import deal_damage
from adjudicator.force_of_will.state import Modifier, State

from .fowsim_db import card, entry
from .helpers import act, player, pool, to_field, to_hand
from .real import added, board_of, hero_started, play, real_started, refused_line, resolve_all


def _record(kind: str = "resonator") -> dict[str, Any]:
    return {"id": "X", "types": [kind], "abilities": [], "targets": [], "effects": [], "keywords": []}


def _spite_at_bob(state: State) -> State:
    """Ann plays the reference TST-C08 (300 damage to target opponent) at bob and it resolves."""
    spite = to_hand(state, "ann", "TST-C08")
    pool(state, "ann", darkness=1, void=1)
    return resolve_all(act(state, {"type": "play_card", "player": "ann", "card": spite, "targets": ["bob"], "payment": {"pool": {"darkness": 1, "void": 1}}}))


def _tags(events: list[Any], tag: str) -> list[Any]:
    return [e for e in events if e.__struct_config__.tag == tag]


def _bobs(card_id: str) -> tuple[State, Board, str, str]:
    """A game where bob controls the real ``card_id`` and ann a TST-R11 (500/200): the state, its board, the
    card and ann's resonator."""
    assert entry(card_id)["supported"]
    state = real_started(card_id)
    mine = to_field(state, "bob", card_id)
    return state, board_of(state), mine, to_field(state, "ann", "TST-R11")


def _damage_of(state: State, card: str) -> int:
    entity = board_of(state).entity(card)
    assert entity is not None
    return entity.damage


# -- FOW-REDIRECT-R ----------------------------------------------------------------------------------------


def test_fow_redirect_r_damage_to_you_is_dealt_to_this_card() -> None:
    """FOW-REDIRECT-R with TMS-053 (a resonator: damage to its controller is dealt to it instead) in bob's field:
    ann's TST-C08 at bob leaves bob's life as it was and puts its 300 damage on TMS-053, by the same source."""
    assert entry("TMS-053")["supported"]
    state = real_started("TMS-053")
    avatar = to_field(state, "bob", "TMS-053")
    life = player(state, "bob").life
    state = _spite_at_bob(state)
    assert player(state, "bob").life == life
    assert _damage_of(state, avatar) == 300
    board = board_of(state)
    events: list[Any] = []
    assert deal_damage(board, to_field(state, "ann", "TST-R11"), "bob", 500, events, battle=True)
    (moved,) = _tags(events, "damage_redirected")
    assert (moved.target, moved.to, moved.amount, moved.rule) == ("bob", avatar, 500, "FOW-REDIRECT-R")
    assert [(e.target, e.battle) for e in _tags(events, "damage")] == [(avatar, True)]


def test_fow_redirect_r_only_its_controller_and_only_once() -> None:
    """FOW-REDIRECT-R: TMS-053 in bob's field takes no damage dealt to ann, nor damage dealt to itself
    elsewhere; with two in bob's field, damage to bob goes to the one longest there, not on to the other."""
    state = real_started("TMS-053", copies=2)
    first = to_field(state, "bob", "TMS-053")
    second = to_field(state, "bob", "TMS-053")
    board = board_of(state)
    imp = to_field(state, "ann", "TST-R11")
    events: list[Any] = []
    assert deal_damage(board, imp, "ann", 200, events, battle=False)
    assert deal_damage(board, imp, second, 200, events, battle=False)
    assert not _tags(events, "damage_redirected")
    assert deal_damage(board, imp, "bob", 300, events, battle=False)
    assert [(e.to, e.amount) for e in _tags(events, "damage_redirected")] == [(first, 300)]
    assert (_damage_of(state, first), _damage_of(state, second)) == (300, 200)


def test_fow_redirect_r_damage_to_a_named_card_you_control() -> None:
    """FOW-REDIRECT-R with TAT-022 (damage to a card of one name its controller controls is dealt to it
    instead; the name read from the database and given to the reference TST-R10): ann's TST-R10 so named,
    dealt 400, is not damaged, TAT-022 is; bob's so named and ann's TST-R05 keep their damage."""
    assert entry("TAT-022")["supported"]
    (name,) = card("TAT-022")["abilities"][0]["redirect"]["names"]
    state = hero_started(("TAT-022",), changed={"TST-R10": {"name": name}})
    soldier = to_field(state, "ann", "TAT-022")
    queen, other, theirs = to_field(state, "ann", "TST-R10"), to_field(state, "ann", "TST-R05"), to_field(state, "bob", "TST-R10")
    board = board_of(state)
    imp = to_field(state, "bob", "TST-R11")
    for victim in (queen, other, theirs):
        assert deal_damage(board, imp, victim, 400, [], battle=False)
    assert [_damage_of(state, c) for c in (soldier, queen, other, theirs)] == [400, 0, 400, 400]


def test_fow_redirect_r_after_the_prevention_of_the_player() -> None:
    """FOW-REDIRECT-R after FOW-PREVENT-PART-R (CR 910.2a: preventing, then redirecting): bob controls TST-079
    (400 of each damage to him prevented) and TMS-053; ann's TST-C08 (300) is all prevented, none redirected;
    700 damage to bob puts 300 on TMS-053."""
    state = real_started("TST-079", "TMS-053")
    to_field(state, "bob", "TST-079")
    avatar = to_field(state, "bob", "TMS-053")
    life = player(state, "bob").life
    state = _spite_at_bob(state)
    assert (player(state, "bob").life, _damage_of(state, avatar)) == (life, 0)
    events: list[Any] = []
    assert deal_damage(board_of(state), to_field(state, "ann", "TST-R11"), "bob", 700, events, battle=True)
    assert [e.rule for e in events if e.__struct_config__.tag in ("damage_prevented", "damage_redirected")] == ["FOW-PREVENT-PART-R", "FOW-REDIRECT-R"]
    assert (player(state, "bob").life, _damage_of(state, avatar)) == (life, 300)


def test_fow_redirect_r_refused_shapes() -> None:
    """FOW-REDIRECT-R: on an addition (no J/resonator to deal it to), or to a word that is no race of the
    database, it is not read."""
    assert "addition" in refused_line("If damage would be dealt to you, it's dealt to this card instead", "addition")
    assert "neither an attribute nor a race" in refused_line("If damage would be dealt to a teapot you control, it's dealt to this card instead.")


# -- FOW-PREVENT-PART-R / FOW-PREVENT-CONT-R on a player ---------------------------------------------------


def test_fow_prevent_part_r_damage_to_you_is_lowered() -> None:
    """FOW-PREVENT-PART-R with TST-079 (an addition: 400 of each damage to its controller prevented) in bob's
    field: 1000 battle damage to bob takes 600 life; ann, without one, takes it all."""
    assert entry("TST-079")["supported"]
    state = real_started("TST-079")
    to_field(state, "bob", "TST-079")
    board = board_of(state)
    imp = to_field(state, "bob", "TST-R11")
    lives = player(state, "bob").life, player(state, "ann").life
    events: list[Any] = []
    assert deal_damage(board, to_field(state, "ann", "TST-R11"), "bob", 1000, events, battle=True)
    assert deal_damage(board, imp, "ann", 1000, events, battle=True)
    assert [(e.amount, e.rule) for e in _tags(events, "damage_prevented")] == [(400, "FOW-PREVENT-PART-R")]
    assert (player(state, "bob").life, player(state, "ann").life) == (lives[0] - 600, lives[1] - 1000)


def test_fow_prevent_cont_r_all_damage_to_you_read() -> None:
    """FOW-PREVENT-CONT-R: "prevent all damage that would be dealt to you" (an invented sentence) is read as
    a prevention of all damage to the controller, refused on no card type."""
    record = _record("regalia")
    map_ability(normalize_line("[Continuous] Prevent all damage that would be dealt to you"), record)
    assert record["abilities"][0]["prevent_to_you"] == {}


# -- FOW-PREVENT-FROM-R ------------------------------------------------------------------------------------


def test_fow_prevent_from_r_normal_spells_only() -> None:
    """FOW-PREVENT-FROM-R with MPR-058 (200 of each damage a normal spell deals to its controller prevented)
    in bob's field: ann's TST-C08 (300) takes 100 of bob's life; a resonator's 500 takes 500."""
    assert entry("MPR-058")["supported"]
    state = real_started("MPR-058")
    to_field(state, "bob", "MPR-058")
    life = player(state, "bob").life
    state = _spite_at_bob(state)
    assert player(state, "bob").life == life - 100
    assert deal_damage(board_of(state), to_field(state, "ann", "TST-R11"), "bob", 500, [], battle=True)
    assert player(state, "bob").life == life - 600


def test_fow_prevent_from_r_normal_spells_to_your_resonators() -> None:
    """FOW-PREVENT-FROM-R with MOA-038 (a field addition: no damage from normal spells to its controller's
    resonators) in ann's field: a chant's damage to her TST-R10 is prevented, a resonator's is not, and a
    chant's damage to bob's resonator is dealt."""
    assert entry("MOA-038")["supported"]
    state = real_started("MOA-038")
    to_field(state, "ann", "MOA-038")
    mine, theirs = to_field(state, "ann", "TST-R10"), to_field(state, "bob", "TST-R10")
    board = board_of(state)
    lance = to_hand(state, "bob", "TST-C05")
    events: list[Any] = []
    assert not deal_damage(board, lance, mine, 400, events, battle=False)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-CONT-R"]
    assert deal_damage(board, to_field(state, "bob", "TST-R11"), mine, 300, [], battle=True)
    assert deal_damage(board, to_hand(state, "ann", "TST-C05"), theirs, 400, [], battle=False)
    assert (_damage_of(state, mine), _damage_of(state, theirs)) == (300, 400)


def test_fow_prevent_from_r_during_your_opponents_turn() -> None:
    """FOW-PREVENT-FROM-R with LEL-021 (no damage to it during its controller's opponent's turn) on ann's turn:
    bob's is dealt none, ann's own is dealt 100."""
    assert entry("LEL-021")["supported"]
    state = real_started("LEL-021", copies=2)
    assert state.turn.player == "ann"
    bobs, anns = to_field(state, "bob", "LEL-021"), to_field(state, "ann", "LEL-021")
    board = board_of(state)
    assert not deal_damage(board, to_field(state, "ann", "TST-R11"), bobs, 100, [], battle=True)
    assert deal_damage(board, to_field(state, "bob", "TST-R11"), anns, 100, [], battle=True)


def test_fow_prevent_from_r_by_resonators_during_your_opponents_turn() -> None:
    """FOW-PREVENT-FROM-R with AOA-017 (no damage to it by resonators during its controller's opponent's turn)
    in bob's field on ann's turn: her resonator deals it none, her chant TST-C05 deals 400."""
    assert entry("AOA-017")["supported"]
    state = real_started("AOA-017")
    spirit = to_field(state, "bob", "AOA-017")
    board = board_of(state)
    assert not deal_damage(board, to_field(state, "ann", "TST-R11"), spirit, 500, [], battle=True)
    assert deal_damage(board, to_hand(state, "ann", "TST-C05"), spirit, 400, [], battle=False)
    assert _damage_of(state, spirit) == 400


def test_fow_prevent_from_r_non_battle_damage_by_fire_cards() -> None:
    """FOW-PREVENT-FROM-R with BFA-013 (an addition: no non-battle damage by fire cards to the resonator with
    it) on ann's TST-R10: bob's fire chant TST-C05 deals it none, his darkness TST-C08's card deals 300, and
    his fire TST-R11's battle damage is dealt."""
    assert entry("BFA-013")["supported"]
    state, host = added("BFA-013", "TST-R10")
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, to_hand(state, "bob", "TST-C05"), host, 400, events, battle=False)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-CONT-R"]
    assert deal_damage(board, to_hand(state, "bob", "TST-C08"), host, 300, [], battle=False)
    assert deal_damage(board, to_field(state, "bob", "TST-R11"), host, 500, [], battle=True)
    assert _damage_of(state, host) == 800


def test_fow_prevent_from_r_refused_shapes() -> None:
    """FOW-PREVENT-FROM-R: sources other than resonators, J-rulers and chants (here regalia), or a
    prevention by a normal spell that is not N, are not read."""
    assert "no ability form matches" in refused_line("Prevent all damage that would be dealt to this card by regalia.")
    assert "multiple of 100" in refused_line("If damage would be dealt to you by a normal spell, prevent 150 of it.")


# -- FOW-PREVENT-R on this card ----------------------------------------------------------------------------


def test_fow_prevent_r_this_card_blocking_is_dealt_no_damage() -> None:
    """FOW-PREVENT-R with ADK-064 (a 400/500 resonator: when it blocks, all damage to it is prevented this turn):
    bob blocks ann's TST-R10 (1200/1200) with it; it is dealt none and stays, its 400 is dealt to TST-R10; once
    the turn's changes end (FOW-TURN-4), a new damage is dealt."""
    from .test_fowsim_grimm4_families import _attacked

    assert entry("ADK-064")["supported"]
    state = real_started("ADK-064")
    attacker = to_field(state, "ann", "TST-R10")
    mermaid = to_field(state, "bob", "ADK-064")
    state = act(_attacked(state, attacker), {"type": "declare_block", "player": "bob", "blocker": mermaid})
    state = resolve_all(state)
    for _ in range(12):
        if state.battle is None:
            break
        state = resolve_all(act(state, {"type": "pass", "player": state.priority}))
    assert mermaid in {e.id for e in player(state, "bob").field}
    assert (_damage_of(state, mermaid), _damage_of(state, attacker)) == (0, 400)
    board = board_of(state)
    board.state.modifiers = []  # the end of turn (FOW-TURN-4) ends it
    assert deal_damage(board, attacker, mermaid, 100, [], battle=False)


def test_fow_prevent_r_damage_by_up_to_two_entities() -> None:
    """FOW-PREVENT-R with TST-039 (a chant: no damage this turn by up to two target entities) at bob's TST-R11
    and his regalia TST-G02: neither deals damage (the regalia's abilities are its card's, CR 912.4); bob's
    other TST-R11 does. "To" an entity that is no J/resonator is not read."""
    assert entry("TST-039")["supported"]
    state = real_started("TST-039")
    imp, horn, other = to_field(state, "bob", "TST-R11"), to_field(state, "bob", "TST-G02"), to_field(state, "bob", "TST-R11")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TST-039"), [imp, horn]))
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, imp, "ann", 500, events, battle=True)
    assert not deal_damage(board, horn, "ann", 300, events, battle=False)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-R"] * 2
    assert deal_damage(board, other, "ann", 500, [], battle=True)
    assert "to a entity" in refused_line("Prevent all damage that would be dealt to target entity this turn.", "chant")


# -- FOW-PREVENT-GROUP-R -----------------------------------------------------------------------------------


def _cast(state: State, chant: str) -> State:
    """Ann plays the real chant ``chant`` (no targets) and it resolves."""
    return resolve_all(play(state, "ann", to_hand(state, "ann", chant)))


def test_fow_prevent_group_r_no_damage_by_j_resonators_this_turn() -> None:
    """FOW-PREVENT-GROUP-R with LEL-002 (a chant: no damage by J/resonators this turn): after it resolves,
    bob's TST-R11 and ann's own resonator put into the field afterwards (CR 909.4) deal no damage; a chant
    (TST-C05) still deals its damage; once the turn is over, TST-R11 deals damage again."""
    assert entry("LEL-002")["supported"]
    state = _cast(real_started("LEL-002"), "LEL-002")
    assert state.turn.wards
    imp, later = to_field(state, "bob", "TST-R11"), to_field(state, "ann", "TST-R11")
    life = player(state, "ann").life
    board = board_of(state)
    events: list[Any] = []
    assert not deal_damage(board, imp, "ann", 500, events, battle=True)
    assert not deal_damage(board, later, imp, 500, events, battle=True)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-GROUP-R"] * 2
    assert deal_damage(board, to_hand(state, "bob", "TST-C05"), "ann", 400, [], battle=False)
    assert player(state, "ann").life == life - 400
    board.state.turn.wards = UNSET  # the end of turn (FOW-TURN-4) ends it
    assert deal_damage(board, imp, "ann", 500, [], battle=True)


def test_fow_prevent_group_r_resonators_and_the_controllers() -> None:
    """FOW-PREVENT-GROUP-R with PofA-001 (no damage by resonators this turn): a resonator's damage is
    prevented, not a chant's; with ADK-010's effect (no damage to the J/resonators its controller controls
    until end of turn; read from the database, given to the reference chant TST-C12), ann's resonator is
    dealt none, bob's is."""
    assert entry("PofA-001")["supported"]
    state = _cast(real_started("PofA-001"), "PofA-001")
    board = board_of(state)
    theirs = to_field(state, "bob", "TST-R10")
    assert not deal_damage(board, to_field(state, "ann", "TST-R11"), theirs, 300, [], battle=True)
    assert deal_damage(board, to_hand(state, "ann", "TST-C05"), theirs, 300, [], battle=False)
    # ADK-010's printed effect (its [Awakening] text, read since, adds one done only if it was awakened).
    (effect,) = [e for e in card("ADK-010")["effects"] if e["op"] == "prevent_group" and "condition" not in e]
    assert (effect["way"], effect["whose"]) == ("to", "you")
    state = hero_started((), changed={"TST-C12": {"effects": [effect]}})
    mending = to_hand(state, "ann", "TST-C12")
    pool(state, "ann", light=1, void=1)
    state = resolve_all(act(state, {"type": "play_card", "player": "ann", "card": mending, "targets": [], "payment": {"pool": {"light": 1, "void": 1}}}))
    mine, theirs = to_field(state, "ann", "TST-R10"), to_field(state, "bob", "TST-R10")
    board = board_of(state)
    lance = to_hand(state, "bob", "TST-C05")
    assert not deal_damage(board, lance, mine, 400, [], battle=False)
    assert deal_damage(board, lance, theirs, 400, [], battle=False)
    assert deal_damage(board, lance, "ann", 400, [], battle=False)
    # CR 105.3: "the J/resonators you control" are those its controller controls now, whoever owns them -- a resonator
    # of bob's in ann's field (moved there as FOW-GAIN-CONTROL-R moves it) is dealt none, one of ann's in bob's field is.
    gained, given = to_field(state, "bob", "TST-R11"), to_field(state, "ann", "TST-R11")
    for card_id, src, dst in ((gained, "bob", "ann"), (given, "ann", "bob")):
        entity = next(e for e in player(state, src).field if e.id == card_id)
        player(state, src).field.remove(entity)
        player(state, dst).field.append(entity)
    board = board_of(state)
    assert not deal_damage(board, lance, gained, 400, [], battle=False)
    assert deal_damage(board, lance, given, 400, [], battle=False)


def test_fow_prevent_group_r_n_of_each_damage_to_your_resonators() -> None:
    """FOW-PREVENT-GROUP-R with AOA-015 (a chant: 200 of each damage to its controller's resonators this turn
    is prevented; then a card is drawn): played twice by ann, 500 to her TST-R10 is 100 (the two add up), to
    bob's 500."""
    assert entry("AOA-015")["supported"]
    state = real_started("AOA-015", copies=2)
    hand = len(player(state, "ann").hand)
    state = _cast(_cast(state, "AOA-015"), "AOA-015")
    assert len(player(state, "ann").hand) == hand + 2  # each drew a card
    mine, theirs = to_field(state, "ann", "TST-R10"), to_field(state, "bob", "TST-R10")
    board = board_of(state)
    imp = to_field(state, "bob", "TST-R11")
    events: list[Any] = []
    assert deal_damage(board, imp, mine, 500, events, battle=True)
    assert [(e.amount, e.rule) for e in _tags(events, "damage_prevented")] == [(400, "FOW-PREVENT-GROUP-R")]
    assert deal_damage(board, imp, theirs, 500, [], battle=True)
    assert (_damage_of(state, mine), _damage_of(state, theirs)) == (100, 500)


def test_fow_prevent_group_r_refused_shapes() -> None:
    """FOW-PREVENT-GROUP-R: damage by you, or to you of a controller, or 0 of it, is not read."""
    assert "by you" in refused_line("Prevent all damage that would be dealt by you this turn.", "chant")
    assert "0 of a damage" in refused_line("If damage would be dealt to resonators you control this turn, prevent 0 of it.", "chant")


def test_fow_prevent_group_r_forged_wards_are_refused() -> None:
    """FOW-PREVENT-GROUP-R: the turn's wards name a player of the game, a way, a group and whose, once (a
    forged one would otherwise reach the damage check); FOW-PREVENT-FIRST-R: its dealt list, players of the
    game and card instances of the set; good ones decode."""
    import msgspec

    from adjudicator.force_of_will import GAME

    from .test_pinned_consistency import refused

    state = real_started("LEL-002")
    good = msgspec.to_builtins(state)
    good["turn"]["wards"] = ["ann/by/j_resonators/any", "bob/to/you/any", "ann/to/resonators/opponent", "ann/to/resonators/you/200", "ann/to/resonators/you/200"]
    GAME.decode_state(good, prefix="/state")
    data = msgspec.to_builtins(state)
    data["turn"]["wards"] = ["ann/by/j_resonators/any", "ann/by/j_resonators/any", "carl/to/you/any", "ann/by/you/any", "ann/to/stones/any", "garbage", "ann/to/you/any/250"]
    data["turn"]["damaged"] = ["ann", "ann:TST-R01#1", "carl"]
    shape = "is not '<player>/<by|to>/<you|resonators|j_resonators>/<any|you|opponent>[/<N>][/chant][/nonbattle][/race=<Race>]' or '<player>/to/you/any[/<N>]/next'"
    assert refused(data) == [
        ("/state/turn/damaged/2", f"'carl' is neither a player of this game nor a card instance of card set {state.card_set_id}"),
        ("/state/turn/wards/1", "'ann/by/j_resonators/any' is listed twice"),
        ("/state/turn/wards/2", f"'carl/to/you/any' {shape}"),
        ("/state/turn/wards/3", f"'ann/by/you/any' {shape}"),
        ("/state/turn/wards/4", f"'ann/to/stones/any' {shape}"),
        ("/state/turn/wards/5", f"'garbage' {shape}"),
        ("/state/turn/wards/6", f"'ann/to/you/any/250' {shape}"),
    ]


# -- FOW-PREVENT-UPTO-R ------------------------------------------------------------------------------------


def test_fow_prevent_upto_r_small_damage_is_prevented_large_is_dealt() -> None:
    """FOW-PREVENT-UPTO-R with SKL-026 (an 800/800 resonator: a damage of 700 or less to it is prevented) in
    bob's field: 700 is prevented, 800 is dealt in full (it is destroyed by the rule process)."""
    state, board, guard, imp = _bobs("SKL-026")
    events: list[Any] = []
    assert not deal_damage(board, imp, guard, 700, events, battle=True)
    assert [(e.amount, e.rule) for e in _tags(events, "damage_prevented")] == [(700, "FOW-PREVENT-UPTO-R")]
    assert deal_damage(board, imp, guard, 800, events, battle=True)
    assert _damage_of(state, guard) == 800


def test_fow_prevent_upto_r_after_a_partial_prevention() -> None:
    """FOW-PREVENT-UPTO-R after FOW-PREVENT-PART-R: SKL-026 with TAT-059 added (500 of each damage to it
    prevented) is dealt none of 1200 (700 left, then prevented) and 1200 of 1700 (500 prevented)."""
    state, guard = _added_to("TAT-059", "SKL-026")
    board = board_of(state)
    imp = to_field(state, "bob", "TST-R11")
    events: list[Any] = []
    assert not deal_damage(board, imp, guard, 1200, events, battle=True)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-UPTO-R"]
    assert deal_damage(board, imp, guard, 1700, [], battle=True)
    assert _damage_of(state, guard) == 1200


def _added_to(addition: str, host: str) -> tuple[State, str]:
    """Ann's real ``host`` in the field with the real ``addition`` played onto it."""
    state = real_started(addition, host)
    target = to_field(state, "ann", host)
    return resolve_all(play(state, "ann", to_hand(state, "ann", addition), [target])), target


def test_fow_prevent_upto_r_refused_shapes() -> None:
    """FOW-PREVENT-UPTO-R: an amount that is no multiple of 100, or on an addition, is not read."""
    assert "multiple of 100" in refused_line("If this card would be dealt 650 or less damage, prevent it.")
    assert "addition" in refused_line("If this card would be dealt 600 or less damage, prevent it.", "addition")


# -- FOW-PREVENT-FIRST-R -----------------------------------------------------------------------------------


def test_fow_prevent_first_r_only_the_first_damage_each_turn() -> None:
    """FOW-PREVENT-FIRST-R with SDL1-003 (a 700/700 resonator: the first damage that would be dealt to it each
    turn is prevented) in bob's field: ann's first 500 is prevented, her second 500 dealt; returned to bob's
    hand and put back, it is a new card whose first damage is prevented; once the turn's record ends
    (FOW-TURN-4), the next is prevented again."""
    state, board, gretel, imp = _bobs("SDL1-003")
    events: list[Any] = []
    assert not deal_damage(board, imp, gretel, 500, events, battle=True)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-FIRST-R"]
    assert deal_damage(board, imp, gretel, 500, events, battle=False)
    assert _damage_of(state, gretel) == 500
    entity = board.entity(gretel)
    assert entity is not None
    board.leave_field(entity, "hand", [])
    assert to_field(state, "bob", "SDL1-003") == gretel
    assert not deal_damage(board, imp, gretel, 500, [], battle=False)  # back in the field: a new card (CR 302.3)
    assert deal_damage(board, imp, gretel, 100, [], battle=False)
    board.state.turn.damaged = UNSET
    assert not deal_damage(board, imp, gretel, 100, [], battle=False)


def test_fow_prevent_first_r_a_damage_prevented_otherwise_still_counts() -> None:
    """FOW-PREVENT-FIRST-R (CR 910.2g): SDL1-003 under a FOW-PREVENT-R effect of this turn (to it) is dealt
    none of a first damage; that damage was its first, so once the other effect is gone, the next is dealt.
    Another card's first damage is not its own."""
    state, board, gretel, imp = _bobs("SDL1-003")
    assert deal_damage(board, imp, to_field(state, "bob", "TST-R10"), 300, [], battle=False)
    board.state.modifiers.append(Modifier(target=gretel, prevent="to"))
    events: list[Any] = []
    assert not deal_damage(board, imp, gretel, 300, events, battle=False)
    assert [e.rule for e in _tags(events, "damage_prevented")] == ["FOW-PREVENT-R"]
    board.state.modifiers = []
    assert deal_damage(board, imp, gretel, 300, [], battle=False)


def test_fow_prevent_first_r_refused_shapes() -> None:
    """FOW-PREVENT-FIRST-R: on an addition ("this card" is no J/resonator), it is not read."""
    assert "addition" in refused_line("Prevent the first damage that would be dealt to this card each turn", "addition")
