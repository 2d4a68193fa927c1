"""Rule behaviours of the Force of Will modules pinned so that a wrong rule cannot hide (issue 21,
scripts/mutation): each test here was written against a change to ``turns.py``, ``will.py``,
``targets.py``, ... that no other test noticed.  Violation codes and messages are asserted as a player
reads them; positions are arranged with the helpers of ``helpers.py`` on the invented reference pool.
"""

from __future__ import annotations

import msgspec

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.board import Board, sync_counts
from adjudicator.force_of_will.cards import catalogue_for
from adjudicator.force_of_will.state import ChaseItem, State, Turn
from adjudicator.force_of_will.targets import check_targets, target_lists, target_options, target_problem
from adjudicator.force_of_will.vocabulary import Cost, TargetSpec
from adjudicator.force_of_will.will import (
    available_will,
    can_pay,
    find_payment,
    need_of,
    need_text,
    source_problem,
    usable_sources,
)

from .helpers import (
    ANN_FIRST,
    TEST_DECKS,
    act,
    both_pass,
    find,
    pass_until,
    pay,
    player,
    pool,
    started,
    stones,
    to_field,
    to_graveyard,
    to_hand,
)


def board_of(state: State) -> Board:
    return Board(catalogue_for(state.options), state)


# -- targets.py: FOW-PLAY-1, FOW-KW-BARRIER, FOW-UNTARGETABLE-R as a player reads them ------------------
def _chase(state: State, item_id: str, card: str, kind: str = "spell", controller: str = "bob") -> None:
    state.chase.append(ChaseItem(id=item_id, kind=kind, controller=controller, card=card))  # type: ignore[arg-type]


def test_targets_chase_objects() -> None:
    state = started()
    lance = to_graveyard(state, "bob", "TST-C05")  # a chant
    herald = to_graveyard(state, "bob", "TST-R03")  # a resonator spell
    mine = to_graveyard(state, "ann", "TST-C03")
    _chase(state, "chase:1", lance)
    _chase(state, "chase:2", herald)
    _chase(state, "chase:3", herald, kind="ability")
    _chase(state, "chase:4", mine, controller="ann")
    board = board_of(state)
    spell = TargetSpec(kind="spell")
    chant = TargetSpec(kind="chant_spell")
    theirs = TargetSpec(kind="spell", controller="opponent")
    assert target_problem(board, "ann", TargetSpec(kind="j_resonator"), "chase:1") == (
        "FOW-PLAY-1", "chase:1 is a chase object, but this target must be a J/resonator")
    assert target_problem(board, "ann", spell, "chase:9") == ("FOW-PLAY-1", "chase:9 is not on the chase")
    assert target_problem(board, "ann", spell, "chase:1", own_item="chase:1") == ("FOW-PLAY-1", "chase:1 is not on the chase")
    assert target_problem(board, "ann", spell, "chase:1", own_item="chase:2") is None
    assert target_problem(board, "ann", spell, "chase:3") == (
        "FOW-PLAY-1", "chase:3 is not a spell (a Judgment process or an ability is no spell)")
    assert target_problem(board, "ann", chant, "chase:2") == ("FOW-PLAY-1", "Sunward Herald is not a chant")
    assert target_problem(board, "ann", chant, "chase:1") is None
    assert target_problem(board, "ann", spell, "chase:2") is None
    assert target_problem(board, "ann", theirs, "chase:4") == ("FOW-PLAY-1", "chase:4 is not controlled by the right player (opponent)")
    assert target_problem(board, "ann", theirs, "chase:1") is None
    assert target_options(board, "ann", spell) == ["chase:1", "chase:2", "chase:4"]
    assert target_options(board, "ann", chant) == ["chase:1", "chase:4"]
    assert target_options(board, "ann", theirs) == ["chase:1", "chase:2"]


def test_targets_players() -> None:
    state = started()
    board = board_of(state)
    assert target_problem(board, "ann", TargetSpec(kind="resonator"), "bob") == (
        "FOW-PLAY-1", "bob is a player, but this target must be a resonator")
    assert target_problem(board, "ann", TargetSpec(kind="addition_or_regalia"), "bob") == (
        "FOW-PLAY-1", "bob is a player, but this target must be a addition or regalia")
    assert target_problem(board, "ann", TargetSpec(kind="player", controller="opponent"), "ann") == (
        "FOW-PLAY-1", "ann is not a legal player for this target (opponent)")
    assert target_problem(board, "ann", TargetSpec(kind="player", controller="you"), "bob") == (
        "FOW-PLAY-1", "bob is not a legal player for this target (you)")
    for kind in ("player", "j_resonator_or_player", "resonator_or_player"):
        assert target_problem(board, "ann", TargetSpec(kind=kind), "bob") is None
        assert target_options(board, "ann", TargetSpec(kind=kind, controller="you")) == ["ann"]
    assert target_problem(board, "ann", TargetSpec(kind="player"), "ann:TST-R03#1") == ("FOW-PLAY-1", "ann:TST-R03#1 is not a player")
    assert target_problem(board, "ann", TargetSpec(kind="chant_spell"), "ann:TST-R03#1") == ("FOW-PLAY-1", "ann:TST-R03#1 is not a chant spell")
    assert target_options(board, "ann", TargetSpec(kind="player")) == ["ann", "bob"]


def test_targets_kinds_of_field_cards() -> None:
    state = started()
    herald = to_field(state, "bob", "TST-R03")
    blade = to_field(state, "bob", "TST-A01")
    prism = to_field(state, "bob", "TST-G01")
    stone = to_field(state, "bob", "TST-ST-R")
    board = board_of(state)

    def problem(kind: str, value: str) -> tuple[str, str] | None:
        return target_problem(board, "ann", TargetSpec(kind=kind), value)  # type: ignore[arg-type]

    assert problem("resonator", "bob:TST-R99#1") == ("FOW-PLAY-1", "bob:TST-R99#1 is not a card in the field")
    assert problem("resonator", "nobody") == ("FOW-PLAY-1", "nobody is not a card in the field")
    assert problem("j_resonator", prism) == ("FOW-PLAY-1", "Prism of Tides is not a J/resonator")
    assert problem("j_resonator_or_player", stone) == ("FOW-PLAY-1", "Basic Fire Stone is not a J/resonator")
    assert problem("resonator", blade) == ("FOW-PLAY-1", "Blade of Dawn is not a resonator")
    assert problem("resonator_or_player", prism) == ("FOW-PLAY-1", "Prism of Tides is not a resonator")
    assert problem("addition_or_regalia", herald) == ("FOW-PLAY-1", "Sunward Herald is not an addition or regalia")
    assert problem("addition", prism) == ("FOW-PLAY-1", "Prism of Tides is not an addition")
    assert problem("regalia", blade) == ("FOW-PLAY-1", "Blade of Dawn is not a regalia")
    assert problem("magic_stone", herald) == ("FOW-PLAY-1", "Sunward Herald is not a magic stone")
    for kind, value in (("j_resonator", herald), ("resonator", herald), ("addition_or_regalia", blade), ("addition_or_regalia", prism),
                        ("addition", blade), ("regalia", prism), ("magic_stone", stone)):
        assert problem(kind, value) is None, (kind, value)
    assert target_options(board, "ann", TargetSpec(kind="regalia")) == [prism]
    assert target_options(board, "ann", TargetSpec(kind="j_resonator_or_player")) == ["ann", "bob", herald]


def test_targets_filters() -> None:
    state = started()
    herald = to_field(state, "bob", "TST-R03")  # light Human, total cost 2
    paladin = to_field(state, "bob", "TST-R05")  # light Angel [Flying], total cost 4
    board = board_of(state)

    def problem(value: str, **spec: object) -> tuple[str, str] | None:
        return target_problem(board, "ann", TargetSpec(kind="resonator", **spec), value)  # type: ignore[arg-type]

    assert problem(herald, attributes=["fire", "wind"]) == ("FOW-PLAY-1", "Sunward Herald is not fire or wind")
    assert problem(herald, attributes=["wind", "light"]) is None
    assert problem(herald, races=["Elf", "Beast"]) == ("FOW-PLAY-1", "Sunward Herald is not a Elf or Beast")
    assert problem(herald, races=["human"]) is None
    assert problem(herald, not_races=["Angel", "HUMAN"]) == ("FOW-PLAY-1", "Sunward Herald is a Angel or HUMAN")
    assert problem(paladin, not_races=["Human"]) is None
    assert problem(paladin, max_cost=3) == ("FOW-PLAY-1", "Skyward Paladin has a total cost above 3")
    assert problem(paladin, max_cost=4) is None
    assert problem(herald, min_cost=3) == ("FOW-PLAY-1", "Sunward Herald has a total cost below 3")
    assert problem(herald, min_cost=2) is None
    assert problem(herald, with_keyword="flying") == ("FOW-PLAY-1", "Sunward Herald has no [flying]")
    assert problem(paladin, with_keyword="flying") is None
    assert problem(paladin, without_keyword="flying") == ("FOW-PLAY-1", "Skyward Paladin has [flying]")
    assert problem(herald, without_keyword="flying") is None
    assert target_options(board, "ann", TargetSpec(kind="resonator", with_keyword="flying")) == [paladin]


def test_targets_controller_and_state() -> None:
    state = started()
    herald = to_field(state, "bob", "TST-R03")
    tired = to_field(state, "bob", "TST-R07", rested=True)
    mine = to_field(state, "ann", "TST-R16")
    board = board_of(state)

    def problem(value: str, chooser: str = "ann", **spec: object) -> tuple[str, str] | None:
        return target_problem(board, chooser, TargetSpec(kind="resonator", **spec), value)  # type: ignore[arg-type]

    assert problem(herald, controller="you") == ("FOW-PLAY-1", "Sunward Herald is not controlled by the right player (you)")
    assert problem(mine, controller="opponent") == ("FOW-PLAY-1", "Gravecaller Acolyte is not controlled by the right player (opponent)")
    assert problem(mine, controller="you") is None and problem(herald, controller="opponent") is None
    assert problem(herald, state="rested") == ("FOW-PLAY-1", "Sunward Herald is not rested")
    assert problem(tired, state="recovered") == ("FOW-PLAY-1", "Grove Tender is not recovered")
    assert problem(tired, state="rested") is None and problem(herald, state="recovered") is None
    assert problem(herald, state="attacking") == ("FOW-PLAY-1", "Sunward Herald is not attacking")
    assert problem(herald, state="blocking") == ("FOW-PLAY-1", "Sunward Herald is not blocking")
    assert target_options(board, "ann", TargetSpec(kind="resonator", controller="you")) == [mine]
    assert target_options(board, "bob", TargetSpec(kind="resonator", state="rested")) == [tired]


def test_targets_barrier_binds_the_opponent_only() -> None:
    state = started()
    sentinel = to_field(state, "bob", "TST-R04")  # [Barrier]
    board = board_of(state)
    spec = TargetSpec(kind="resonator")
    assert target_problem(board, "ann", spec, sentinel) == (
        "FOW-KW-BARRIER", "Aegis Sentinel has [Barrier]: the opponent's spells and abilities cannot target it")
    assert target_problem(board, "bob", spec, sentinel) is None
    assert target_options(board, "ann", spec) == [] and target_options(board, "bob", spec) == [sentinel]


def test_targets_in_a_graveyard() -> None:
    state = started()
    herald = to_graveyard(state, "bob", "TST-R03")
    lance = to_graveyard(state, "bob", "TST-C05")
    mine = to_graveyard(state, "ann", "TST-R16")
    board = board_of(state)
    spec = TargetSpec(kind="resonator", zone="graveyard")
    theirs = TargetSpec(kind="resonator", zone="graveyard", controller="opponent")
    assert target_problem(board, "ann", spec, herald) is None
    assert target_problem(board, "ann", spec, "bob:TST-R07#1") == ("FOW-PLAY-1", "bob:TST-R07#1 is not a card in a graveyard")
    assert target_problem(board, "ann", spec, "carl:TST-R07#1") == ("FOW-PLAY-1", "carl:TST-R07#1 is not a card in a graveyard")
    assert target_problem(board, "ann", theirs, mine) == ("FOW-PLAY-1", f"{mine} is not in the right player's graveyard (opponent)")
    assert target_problem(board, "ann", spec, lance) == ("FOW-PLAY-1", "Flame Lance is not a resonator")
    assert target_problem(board, "ann", TargetSpec(kind="j_resonator", zone="graveyard"), herald) == ("FOW-PLAY-1", "Sunward Herald is not a resonator")
    assert target_problem(board, "ann", TargetSpec(kind="resonator", zone="graveyard", races=["Elf"]), herald) == (
        "FOW-PLAY-1", "Sunward Herald is not a Elf")
    assert target_options(board, "ann", theirs) == [c for c in player(state, "bob").graveyard if c == herald]
    assert set(target_options(board, "ann", spec)) == {herald, mine}


def test_targets_lists_and_checks() -> None:
    state = started()
    herald = to_field(state, "bob", "TST-R03")
    tender = to_field(state, "bob", "TST-R07")
    board = board_of(state)
    spec = TargetSpec(kind="resonator")
    assert target_lists(board, "ann", [spec, spec]) == [[herald, tender], [tender, herald]]
    assert target_lists(board, "ann", [spec, spec, spec]) == []
    assert target_lists(board, "ann", [TargetSpec(kind="regalia"), spec]) == []
    assert target_lists(board, "ann", []) == [[]]
    v = check_targets(board, "ann", [spec], [], "/action/targets")
    assert v is not None and (v.code, v.message, v.path) == ("FOW-PLAY-1", "1 target(s) must be chosen, 0 given", "/action/targets")
    v = check_targets(board, "ann", [spec, spec], [herald, herald], "/action/targets")
    assert v is not None and (v.code, v.message, v.path) == ("FOW-PLAY-1", f"{herald} is chosen for two target slots", "/action/targets/1")
    v = check_targets(board, "ann", [spec, TargetSpec(kind="player")], [herald, tender], "/action/targets")
    assert v is not None and (v.code, v.message, v.path) == ("FOW-PLAY-1", f"{tender} is not a player", "/action/targets/1")
    assert check_targets(board, "ann", [spec, spec], [tender, herald], "/action/targets") is None


# -- will.py: costs and payments (FOW-WILL-1, FOW-WILL-2, FOW-WILL-3, FOW-WILL-5-R, FOW-PLAY-4) ----------
def play(card: str, payment: dict[str, object], pid: str = "ann") -> dict[str, object]:
    return {"type": "play_card", "player": pid, "card": card, "payment": payment}


def refused(state: State, action: dict[str, object]) -> tuple[str, str, str]:
    v = GAME.verify(state, GAME.decode_action(action))
    assert v is not None, action
    return v.code, v.message, v.path or ""


def test_will_need_text_and_need_of() -> None:
    assert need_text(({"light": 1, "fire": 2}, 3)) == "{fire}{fire}{light}{3}"
    assert need_text(({"fire": 1}, 0)) == "{fire}"
    assert need_text(({}, 2)) == "{2}"
    assert need_text(({}, 0)) == "{0}"
    cost = Cost(specified={"fire": 1}, free=1)
    assert need_of(cost, None, Cost(specified={"fire": 2, "light": 1}, free=2), x=3) == ({"fire": 3, "light": 1}, 6)
    assert need_of(x=2) == ({}, 2)


def test_will_payment_sources_refused_with_their_reason() -> None:
    state = started()
    scout = to_hand(state, "ann", "TST-R01")  # {light}
    w1, w2 = stones(state, "ann", "TST-ST-W", "TST-ST-W")
    (tired,) = stones(state, "ann", "TST-ST-D")
    next(e for e in player(state, "ann").field if e.id == tired).rested = True
    herald = to_field(state, "ann", "TST-R03")
    tender = to_field(state, "ann", "TST-R07", since=1)  # entered this turn: its [Rest] waits
    theirs = stones(state, "bob", "TST-ST-W")[0]
    cases = [
        (pay((w1, "light"), (w1, "light")), ("FOW-WILL-3", f"{w1} is used twice", "/action/payment/sources/1")),
        (pay(("coin", "light")), ("FOW-SETUP-4", "you have no will coin", "/action/payment/sources/0/card")),
        (pay((theirs, "light")), ("FOW-WILL-2", f"{theirs} is not a card you control in the field", "/action/payment/sources/0/card")),
        (pay(("ann:TST-ST-W#9", "light")), ("FOW-WILL-2", "ann:TST-ST-W#9 is not a card you control in the field", "/action/payment/sources/0/card")),
        (pay((herald, "light")), ("FOW-WILL-2", "Sunward Herald has no will ability", "/action/payment/sources/0/card")),
        (pay((w1, "fire")), ("FOW-WILL-2", "Basic Light Stone produces light, not fire", "/action/payment/sources/0/card")),
        (pay((tired, "light")), ("FOW-PLAY-4", "Dawnwind Crystal is rested: [Rest] needs a recovered card", "/action/payment/sources/0/card")),
        (pay((tender, "wind")), ("FOW-PLAY-4", "Grove Tender entered the field this turn: its [Rest] ability must wait",
                                 "/action/payment/sources/0/card")),
        ({"pool": {"light": 1}}, ("FOW-WILL-2", "your will pool has 0 light, not 1", "/action/payment/pool/light")),
        (pay((w1, "light"), (w2, "light")), ("FOW-WILL-5-R", "the payment brings 2 will for a cost of 1; produce extra will with produce_will first",
                                             "/action/payment")),
        ({}, ("FOW-WILL-3", "the cost is {light} (1 will) but the payment brings 0: pay all of it or nothing", "/action/payment")),
    ]
    for payment, expected in cases:
        assert refused(state, play(scout, payment)) == expected, payment
    assert GAME.verify(state, GAME.decode_action(play(scout, pay((w2, "light"))))) is None
    player(state, "ann").will_coin = ["fire"]
    assert refused(state, play(scout, pay(("coin", "light")))) == (
        "FOW-WILL-2", "your will coin produces fire, not light", "/action/payment/sources/0/card")
    assert refused(state, play(scout, pay(("coin", "fire")))) == (
        "FOW-WILL-1", "the cost {light} needs 1 light will; the payment brings 0", "/action/payment")
    pool(state, "ann", light=1, fire=2)
    assert refused(state, play(scout, {"pool": {"fire": 2}})) == (
        "FOW-WILL-5-R", "the payment brings 2 will for a cost of 1; produce extra will with produce_will first", "/action/payment")
    lancer = to_hand(state, "ann", "TST-R02")  # {light}{1}
    assert refused(state, play(lancer, {"pool": {"fire": 2}})) == (
        "FOW-WILL-1", "the cost {light}{1} needs 1 light will; the payment brings 0", "/action/payment")
    assert GAME.verify(state, GAME.decode_action(play(lancer, {"pool": {"fire": 1, "light": 1}}))) is None


def test_will_source_problem_busy_and_swiftness() -> None:
    state = started()
    (w,) = stones(state, "ann", "TST-ST-W")
    tender = to_field(state, "ann", "TST-R07", since=0)
    board = board_of(state)
    ann = player(state, "ann")
    assert source_problem(board, ann, w, "light", {w}) == ("FOW-WILL-3", "Basic Light Stone is already used for this cost")
    assert source_problem(board, ann, w, None, set()) is None and source_problem(board, ann, tender, "wind", set()) is None
    assert [s.key for s in usable_sources(board, ann, {w})] == [tender]
    assert [s.key for s in usable_sources(board, ann, set())] == [w, tender]
    assert available_will(board, ann, set()) == 2
    pool(state, "ann", fire=2)
    assert available_will(board, ann, {tender}) == 3
    next(e for e in ann.field if e.id == tender).since = 1
    assert [s.key for s in usable_sources(board, ann, set())] == [w]
    ann.will_coin = ["water", "wind"]
    assert [(s.key, s.produce) for s in usable_sources(board, ann, set())] == [(w, ["light"]), ("coin", ["water", "wind"])]


def test_will_apply_payment_rests_sources_spends_pool_and_coin() -> None:
    state = started()
    lancer = to_hand(state, "ann", "TST-R02")  # {light}{1}
    (w,) = stones(state, "ann", "TST-ST-W")
    pool(state, "ann", fire=2)
    player(state, "ann").will_coin = ["light"]
    state, events = _events(state, play(lancer, pay(("coin", "light")) | {"pool": {"fire": 1}}))
    ann = player(state, "ann")
    assert ann.will_coin is None and ann.pool == {"fire": 1}
    assert {"type": "paid", "player": "ann", "payment": {"sources": [{"card": "coin", "will": "light"}], "pool": {"fire": 1}}} in events
    assert not next(e for e in ann.field if e.id == w).rested
    scout = to_hand(state, "ann", "TST-R01")
    pool(state, "ann", fire=1, light=1)
    state = _pass_to_main(state)
    state, events = _events(state, play(scout, {"pool": {"light": 1}}))
    assert player(state, "ann").pool == {"fire": 1}
    assert {"type": "paid", "player": "ann", "payment": {"sources": [], "pool": {"light": 1}}} in events
    herald = to_hand(state, "ann", "TST-R03")  # {light}{1}
    state = _pass_to_main(state)
    state, events = _events(state, play(herald, pay((w, "light")) | {"pool": {"fire": 1}}))
    ann = player(state, "ann")
    assert ann.pool == {} and next(e for e in ann.field if e.id == w).rested
    assert {"type": "paid", "player": "ann", "payment": {"sources": [{"card": w, "will": "light"}], "pool": {"fire": 1}}} in events


def _events(state: State, action: dict[str, object]) -> tuple[State, list[dict[str, object]]]:
    result = GAME.adjudicate(state, GAME.decode_action(action))
    assert result.valid, result.violation
    GAME.check(result.state)
    return result.state, msgspec.to_builtins(result.events)


def _pass_to_main(state: State) -> State:
    """Resolve the chase (both pass) until ann holds priority in her main phase with an empty chase."""
    return pass_until(state, lambda s: not s.chase and s.priority == "ann" and s.decision is None)


def test_will_find_payment_is_canonical() -> None:
    state = started()
    w, d, r = stones(state, "ann", "TST-ST-W", "TST-ST-D", "TST-ST-R")
    tender = to_field(state, "ann", "TST-R07")
    board = board_of(state)
    ann = player(state, "ann")
    # pool first: the attribute will, then void, then the most plentiful attribute
    pool(state, "ann", light=1, void=1, fire=3, water=3)
    payment = find_payment(board, ann, ({"light": 1}, 3), set())
    assert payment is not None and payment.sources == [] and payment.pool == {"light": 1, "void": 1, "fire": 2}
    pool(state, "ann")
    # single-attribute sources before dual ones, magic stones before J/resonators, the coin last
    payment = find_payment(board, ann, ({"light": 1}, 0), set())
    assert payment is not None and [u.card for u in payment.sources] == [w]
    payment = find_payment(board, ann, ({"wind": 1}, 0), set())
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [(tender, "wind")]
    payment = find_payment(board, ann, ({"wind": 1}, 0), {tender})
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [(d, "wind")]
    payment = find_payment(board, ann, ({"wind": 2}, 1), set())
    assert payment is not None and sorted((u.card, u.will) for u in payment.sources) == sorted([(d, "wind"), (tender, "wind"), (w, "light")])
    assert find_payment(board, ann, ({"wind": 3}, 0), set()) is None
    assert find_payment(board, ann, ({}, 5), set()) is None
    assert find_payment(board, ann, ({"light": 1, "fire": 1}, 3), set()) is None
    payment = find_payment(board, ann, ({"light": 1, "fire": 1}, 2), set())
    assert payment is not None and [u.card for u in payment.sources][:2] == [w, r]
    ann.will_coin = ["water"]
    payment = find_payment(board, ann, ({"water": 1}, 0), set())
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [("coin", "water")]
    payment = find_payment(board, ann, ({}, 5), set())
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [(w, "light"), (r, "fire"), (tender, "wind"), (d, "light"), ("coin", "water")]
    assert can_pay(board, ann, ({"water": 1, "light": 1}, 3), set()) and not can_pay(board, ann, ({"water": 2}, 0), set())
    usable = usable_sources(board, ann, set())
    assert find_payment(board, ann, ({"wind": 1}, 0), {tender}, usable) == find_payment(board, ann, ({"wind": 1}, 0), {tender})


# -- turns.py: the turn, its events, the end of the game (FOW-TURN-1, FOW-TURN-2, FOW-TURN-3, FOW-TURN-4, FOW-PRIO-3, FOW-RP-1, FOW-RP-3) ---
def _shown(events: list[dict[str, object]]) -> list[dict[str, object]]:
    return [e for e in events if e["type"] != "passed"]


def test_turns_events_and_priority_through_two_turns() -> None:
    state = started()
    ann_stone = to_field(state, "ann", "TST-ST-W", rested=True)
    bob_stone = to_field(state, "bob", "TST-ST-R", rested=True)
    seen = []
    for _ in range(16):
        actor = state.to_act[0]
        before = (state.turn.number, state.phase, state.step, state.passes)
        state, events = _events(state, {"type": "pass", "player": actor})
        assert events[0] == {"type": "passed", "player": actor}
        seen.append((before, actor, [e["type"] if e["type"] == "drew" else e for e in _shown(events)], state.to_act[0]))
    assert seen == [
        ((1, "main", None, 0), "ann", [], "bob"),
        ((1, "main", None, 1), "bob", [{"type": "phase", "phase": "end"}], "ann"),
        ((1, "end", None, 0), "ann", [], "bob"),
        ((1, "end", None, 1), "bob", [{"type": "cleanup", "player": "ann", "rule": "FOW-TURN-4"}, {"type": "turn", "player": "bob", "number": 2}], "bob"),
        ((2, "draw", "before_draw", 0), "bob", [], "ann"),
        ((2, "draw", "before_draw", 1), "ann", ["drew"], "bob"),
        ((2, "draw", "after_draw", 0), "bob", [], "ann"),
        ((2, "draw", "after_draw", 1), "ann", [], "bob"),  # bob's own first turn: no recovery
        ((2, "main", None, 0), "bob", [], "ann"),
        ((2, "main", None, 1), "ann", [{"type": "phase", "phase": "end"}], "bob"),
        ((2, "end", None, 0), "bob", [], "ann"),
        ((2, "end", None, 1), "ann", [{"type": "cleanup", "player": "bob", "rule": "FOW-TURN-4"}, {"type": "turn", "player": "ann", "number": 3}], "ann"),
        ((3, "draw", "before_draw", 0), "ann", [], "bob"),
        ((3, "draw", "before_draw", 1), "bob", ["drew"], "ann"),
        ((3, "draw", "after_draw", 0), "ann", [], "bob"),
        ((3, "draw", "after_draw", 1), "bob", [{"type": "recovered_all", "player": "ann", "rule": "FOW-TURN-2"}], "ann"),
    ]
    assert state.phase == "main" and state.passes == 0 and state.priority == "ann"
    assert not next(e for e in player(state, "ann").field if e.id == ann_stone).rested
    assert next(e for e in player(state, "bob").field if e.id == bob_stone).rested


def test_turns_hand_limit_discard_event_and_seven_cards_kept() -> None:
    state = started()
    ann = player(state, "ann")
    ann.hand.extend(ann.deck[:3])  # 8 cards
    del ann.deck[:3]
    sync_counts(ann)
    state = both_pass(both_pass(state))
    assert state.decision is not None and state.decision.kind == "discard" and state.to_act == ["ann"] and state.priority is None
    card = player(state, "ann").hand[-1]
    state, events = _events(state, {"type": "discard", "player": "ann", "card": card})
    assert _shown(events) == [{"type": "discarded", "player": "ann", "card": card, "rule": "FOW-TURN-4"}, {"type": "turn", "player": "bob", "number": 2}]
    assert len(player(state, "ann").hand) == 7 and card in player(state, "ann").graveyard and state.decision is None
    assert player(state, "ann").hand_count == 7


def test_turns_concede_and_game_over_events() -> None:
    state = started()
    state, events = _events(state, {"type": "concede", "player": "bob"})
    # a concession and the game_over it brings both cite the concession rule, FOW-RP-3
    assert events == [{"type": "conceded", "player": "bob", "rule": "FOW-RP-3"},
                      {"type": "game_over", "winners": ["ann"], "reason": "concede", "rule": "FOW-RP-3"}]
    assert state.over and state.phase == "over" and state.step is None and state.to_act == [] and state.priority is None
    assert state.result is not None and state.result.winners == ["ann"] and state.result.scores == {"ann": 4000, "bob": 4000}
    assert GAME.legal_actions(state) == []


def _lose(life: dict[str, int], draw_failed: list[str]) -> tuple[State, list[dict[str, object]]]:
    state = started()
    for pid, value in life.items():
        player(state, pid).life = value
    state.draw_failed = draw_failed
    return _events(state, {"type": "pass", "player": "ann"})


def test_turns_losing_by_life_deck_out_and_a_draw() -> None:
    state, events = _lose({"bob": 0}, [])
    assert _shown(events) == [{"type": "game_over", "winners": ["ann"], "reason": "life", "rule": "FOW-RP-1"}]
    assert state.result is not None and state.result.scores == {"ann": 4000, "bob": 0} and state.to_act == []
    state, events = _lose({"ann": -100}, [])
    assert _shown(events)[-1] == {"type": "game_over", "winners": ["bob"], "reason": "life", "rule": "FOW-RP-1"}
    state, events = _lose({"bob": 100}, [])
    assert not state.over
    state, events = _lose({}, ["ann"])
    assert _shown(events)[-1] == {"type": "game_over", "winners": ["bob"], "reason": "deck_out", "rule": "FOW-RP-1"}
    state, events = _lose({"ann": 0}, ["bob"])
    assert _shown(events)[-1] == {"type": "game_over", "winners": [], "reason": "deck_out+life", "rule": "FOW-RP-3"}
    assert state.result is not None and state.result.winners == []
    state, events = _lose({"ann": 0, "bob": 0}, [])
    assert _shown(events)[-1] == {"type": "game_over", "winners": [], "reason": "life", "rule": "FOW-RP-3"}


def test_turns_rule_processes_damage_and_illegal_addition() -> None:
    state = started()
    doomed = to_field(state, "bob", "TST-R03", damage=600)  # DEF 600
    alive = to_field(state, "bob", "TST-R07", damage=300)  # DEF 400
    eternal = to_field(state, "bob", "TST-R18", damage=900)  # [Eternal]: stays until the cleanup
    orphan = to_field(state, "ann", "TST-A01", added_to="bob:TST-R99#1")
    state, events = _events(state, {"type": "pass", "player": "ann"})
    shown = _shown(events)
    assert {"type": "rule_process", "card": doomed, "reason": "damage", "rule": "FOW-RP-1"} in shown
    assert {"type": "rule_process", "card": orphan, "reason": "illegal_addition", "rule": "FOW-RP-1"} in shown
    assert [e["card"] for e in shown if e["type"] == "rule_process"] == [doomed, orphan]
    assert doomed in player(state, "bob").graveyard and orphan in player(state, "ann").graveyard
    assert {e.id for e in player(state, "bob").field} >= {alive, eternal}


def test_turns_mulligan_events_and_the_first_turn() -> None:
    state = GAME.setup(None, ["ann", "bob"], ANN_FIRST, None, TEST_DECKS)
    first = state.first_player
    other = "bob" if first == "ann" else "ann"
    back = player(state, first).hand[:2]
    state, events = _events(state, {"type": "mulligan", "player": first, "cards": back})
    assert events[0] == {"type": "mulligan", "player": first, "count": 2, "mode": "shuffle", "rule": "FOW-SETUP-3"}
    assert state.to_act == [other] and state.decision is not None and state.decision.kind == "mulligan"
    assert len(player(state, first).hand) == 5 and player(state, first).mulliganed
    state, events = _events(state, {"type": "mulligan", "player": other, "cards": []})
    assert events[0] == {"type": "mulligan", "player": other, "count": 0, "mode": "shuffle", "rule": "FOW-SETUP-3"}
    assert {"type": "turn", "player": first, "number": 1} in events
    assert state.turn.number == 1 and state.turn.player == first and state.phase == "main" and state.to_act == [first]
    state = GAME.setup(None, ["ann", "bob"], ANN_FIRST, {"mulligan_mode": "bottom"}, TEST_DECKS)
    back = player(state, first).hand[:2]
    state, events = _events(state, {"type": "mulligan", "player": first, "cards": back})
    assert events[0]["mode"] == "bottom" and player(state, first).deck[-2:] == back


def test_will_a_payment_of_sources_only_is_paid_too() -> None:
    state = started()
    scout = to_hand(state, "ann", "TST-R01")
    (w,) = stones(state, "ann", "TST-ST-W")
    state, events = _events(state, play(scout, pay((w, "light"))))
    assert {"type": "paid", "player": "ann", "payment": {"sources": [{"card": w, "will": "light"}], "pool": {}}} in events


def test_targets_a_card_without_cost_counts_total_cost_zero() -> None:
    state = started()
    stone = to_field(state, "bob", "TST-ST-R")  # a magic stone has no cost
    board = board_of(state)
    assert target_problem(board, "ann", TargetSpec(kind="magic_stone", max_cost=0), stone) is None
    assert target_problem(board, "ann", TargetSpec(kind="magic_stone", min_cost=0), stone) is None
    assert target_problem(board, "ann", TargetSpec(kind="magic_stone", min_cost=1), stone) == (
        "FOW-PLAY-1", "Basic Fire Stone has a total cost below 1")


def test_turns_the_first_turn_is_number_one_of_the_first_player_whatever_the_setup_turn() -> None:
    state = GAME.setup(None, ["ann", "bob"], ANN_FIRST, None, TEST_DECKS)
    state.turn = Turn(number=2, player="bob")  # a forged state the check accepts: no turn is played yet
    GAME.check(state)
    state = _events(state, {"type": "mulligan", "player": "ann", "cards": []})[0]
    state, events = _events(state, {"type": "mulligan", "player": "bob", "cards": []})
    assert {"type": "turn", "player": "ann", "number": 1} in events
    assert (state.turn.number, state.turn.player, state.phase) == (1, "ann", "main")


def test_will_find_payment_with_will_left_in_the_pool_and_the_coin_last() -> None:
    state = started()
    (w,) = stones(state, "ann", "TST-ST-W")
    board = board_of(state)
    ann = player(state, "ann")
    pool(state, "ann", fire=5)  # will left in the pool does not count against the sources
    payment = find_payment(board, ann, ({"light": 1}, 0), set())
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [(w, "light")] and payment.pool == {}
    ann.will_coin = ["light"]
    payment = find_payment(board, ann, ({"light": 1}, 0), set())
    assert payment is not None and [(u.card, u.will) for u in payment.sources] == [(w, "light")]


def test_will_find_payment_backtracks_to_free_a_source() -> None:
    state = started()
    d = to_field(state, "ann", "TST-ST-D")  # light or wind
    prism = to_field(state, "ann", "TST-G01")  # any attribute, met first for light
    board = board_of(state)
    payment = find_payment(board, player(state, "ann"), ({"light": 1, "fire": 1}, 0), set())
    assert payment is not None and sorted((u.card, u.will) for u in payment.sources) == sorted([(d, "light"), (prism, "fire")])


# -- mut-w2c: turns.py after the afternoon's merges (2026-12-04 evening) -----------------------------------------
def test_turns_an_automatic_ability_without_a_legal_target_fizzles_once_and_play_goes_on() -> None:
    """FOW-PRIO-7 (CR 603.3): ann's Galeblade Ranger (TST-R09) enters awakened while bob controls no J/resonator:
    its [Enter] ability is not played; one ``trigger_fizzled`` event says so, nothing is left pending or on the
    chase, and ann holds priority again in her main phase."""
    state = started()
    ranger = to_hand(state, "ann", "TST-R09")
    stones(state, "ann", "TST-ST-G", "TST-ST-G", "TST-ST-W", "TST-ST-W", "TST-ST-D")
    state = act(state, find(state, "play_card", card=ranger, awakening=True))
    seen: list[dict[str, object]] = []
    for _ in range(4):
        if not state.chase:
            break
        state, events = _events(state, {"type": "pass", "player": state.to_act[0]})
        seen.extend(events)
    fizzled = [e for e in seen if e["type"] == "trigger_fizzled"]
    assert len(fizzled) == 1 and fizzled[0]["reason"] == "no legal target" and fizzled[0]["rule"] == "FOW-PRIO-7"
    assert not state.pending and not state.chase and state.decision is None
    assert state.to_act == ["ann"] and state.priority == "ann"
    assert any(e.id == ranger for e in player(state, "ann").field)


def test_turns_a_resonator_destroyed_by_damage_is_a_rule_process_event() -> None:
    """FOW-RP-1 (CR 1202-1207): bob's TST-R11 (DEF 200) blocks ann's TST-R04 (500 ATK, DEF 900) and is destroyed by the
    rule process; the events say so once, with the reason ``damage`` (turns.py: the event deleted survived the mutation
    run of 2026-12-04 evening), and the attacker, damaged less than its DEF, stays."""
    state = started()
    attacker = to_field(state, "ann", "TST-R04")
    blocker = to_field(state, "bob", "TST-R11")
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    state = act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": "bob"})
    state = pass_until(state, lambda s: s.decision is not None and s.decision.kind == "declare_block")
    state, seen = _events(state, {"type": "declare_block", "player": "bob", "blocker": blocker})
    for _ in range(10):
        if state.battle is None:
            break
        state, events = _events(state, {"type": "pass", "player": state.to_act[0]})
        seen.extend(events)
    processes = [e for e in seen if e["type"] == "rule_process"]
    assert processes == [{"type": "rule_process", "card": blocker, "reason": "damage", "rule": "FOW-RP-1"}]
    assert blocker in player(state, "bob").graveyard and any(e.id == attacker for e in player(state, "ann").field)


def test_turns_an_ability_triggered_by_an_action_is_played_before_priority_returns() -> None:
    """FOW-PRIO-2, FOW-TRIG-OTHER-ENTERS-R with VIN001-046 (whenever a magic stone is put into its controller's
    magic stone area it gains +200/+200): ann calls a stone; in that same action the trigger, which needs no
    choice, is put on the chase (nothing left pending) and ann keeps priority (turns.py ``after_action`` without
    ``advance`` survived the mutation run of 2026-12-04 evening)."""
    from .real import real_started

    state = real_started("VIN001-046")
    sprite = to_field(state, "ann", "VIN001-046")
    state, events = _events(state, find(state, "call_stone", player="ann"))
    assert not state.pending and [(item.kind, item.card) for item in state.chase] == [("automatic", sprite)]
    assert [e["type"] for e in events if e["type"] in ("triggered", "chase")] == ["triggered", "chase"]
    assert state.priority == "ann" and state.to_act == ["ann"]


def test_turns_a_mulligan_shuffles_the_cards_back_unless_they_go_to_the_bottom() -> None:
    """FOW-SETUP-3 (FOW-AMB-2): the default mulligan shuffles the returned cards into the main deck (with this
    seed they are not simply put under it), then draws as many from the top; ``mulligan_mode: bottom`` puts them
    under the deck in the order given (turns.py: the shuffle deleted and the mode test negated survived the
    mutation run of 2026-12-04 evening)."""
    for mode in ("shuffle", "bottom"):
        options = None if mode == "shuffle" else {"mulligan_mode": "bottom"}
        state = GAME.setup(None, ["ann", "bob"], ANN_FIRST, options, TEST_DECKS)
        ann = player(state, "ann")
        returned = ann.hand[:3]
        unshuffled = ann.deck[3:] + returned
        cards, hand_size = sorted(ann.deck + ann.hand), len(ann.hand)
        state = _events(state, {"type": "mulligan", "player": "ann", "cards": returned})[0]
        ann = player(state, "ann")
        assert sorted(ann.deck + ann.hand) == cards and len(ann.hand) == hand_size
        assert (ann.deck == unshuffled) == (mode == "bottom")
