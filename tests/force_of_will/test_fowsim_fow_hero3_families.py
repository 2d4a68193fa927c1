"""Hero ability families of the branch fow-hero3 (issue #14), each played with a real card named by id (the
printed text stays in ../shared): a target card of your graveyard of an attribute, "non-magic stone" or
"another" (FOW-GRAVEYARD-CARD-R); "put a <filter> from your graveyard into your hand", a card chosen as the
effect resolves (FOW-GRAVEYARD-CHOSEN-HAND-R); a ruler's will ability from its ruler area, "only once per
turn" (FOW-RULER-WILL-R), whose cost rests a recovered magic stone (FOW-COST-REST-STONES-R); a card of your
removed area targeted, back to your hand at the end of this turn (FOW-AT-END-REMOVED-HAND-R); one of your
entities chosen and returned to its owner's hand (FOW-RETURN-CHOSEN-R); a God's Art will ability
(FOW-GODS-ART-WILL-R); "if there is a card named X in your graveyard" (FOW-COND-NAMED-IN-ZONE-R); "if this
card's ATK is N or greater" (FOW-COND-SELF-ATK-R); a resonator discarded as a cost put back into the field
(FOW-DISCARDED-SELF-TO-FIELD-R); a graveyard the opponent cannot remove (FOW-GRAVEYARD-KEPT-R)."""

from __future__ import annotations

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import State
from adjudicator.force_of_will.targets import target_options, target_problem

from .fowsim_db import card, entry
from .helpers import act, both_pass, code_of, full_deck, player, pool, take, to_field, to_graveyard, to_hand
from .real import (
    board_of,
    hero_started,
    paid_play,
    play,
    play_out_turn,
    real_set,
    real_started,
    refused_line,
    resolve_all,
    ruler_game,
    ruler_of,
)

# -- FOW-GRAVEYARD-CARD-R: an attribute, "non-magic stone", "another" -------------------------------------------


def test_fow_graveyard_card_r_a_darkness_card_back_to_the_hand_then_two_milled() -> None:
    """FOW-GRAVEYARD-CARD-R with NWE-055 (a darkness chant: target darkness card of your graveyard into your
    hand, then the top two cards of your deck into your graveyard): ann's darkness chant TST-C08 is a legal
    target, her light TST-R01 is not (refused), bob's darkness card is not; it resolves as printed."""
    assert entry("NWE-055")["supported"]
    assert card("NWE-055")["targets"] == [{"kind": "card", "controller": "you", "attributes": ["darkness"], "zone": "graveyard"}]
    state = real_started("NWE-055")
    dark = to_graveyard(state, "ann", "TST-C08")
    light = to_graveyard(state, "ann", "TST-R01")
    theirs = to_graveyard(state, "bob", "TST-C08")
    spec = board_of(state).cat.defs["NWE-055"].targets[0]
    options = target_options(board_of(state), "ann", spec)
    assert dark in options and light not in options and theirs not in options
    spell = to_hand(state, "ann", "NWE-055")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": spell, "targets": [light], "payment": {"pool": {"darkness": 1, "void": 1}}}) == "FOW-PLAY-1"
    deck = len(player(state, "ann").deck)
    state = resolve_all(play(state, "ann", spell, [dark]))
    ann = player(state, "ann")
    assert dark in ann.hand and dark not in ann.graveyard
    assert len(ann.deck) == deck - 2 and len(ann.graveyard) == 4  # TST-R01, two milled, NWE-055 itself


def test_fow_graveyard_card_r_non_magic_stone_card() -> None:
    """FOW-GRAVEYARD-CARD-R with WOM-082 (a resonator: [Enter] target non-magic stone card of your graveyard
    into your hand) and MSW-050 (a modal chant, one option the same): a chant or a resonator of ann's
    graveyard is a legal target, her basic magic stone is refused with the rule's code."""
    assert entry("WOM-082")["supported"] and entry("MSW-050")["supported"]
    (ability,) = card("WOM-082")["abilities"]
    assert ability["targets"] == [{"kind": "non_stone", "controller": "you", "zone": "graveyard"}]
    state = real_started("WOM-082")
    chant = to_graveyard(state, "ann", "TST-C05")
    resonator = to_graveyard(state, "ann", "TST-R01")
    stone = to_graveyard(state, "ann", "TST-ST-B")
    board = board_of(state)
    spec = board.cat.defs["WOM-082"].abilities[0].targets[0]  # type: ignore[union-attr]
    assert target_options(board, "ann", spec) == [chant, resonator]
    assert target_problem(board, "ann", spec, stone) is not None
    assert target_problem(board, "ann", spec, stone)[0] == "FOW-GRAVEYARD-CARD-R"  # type: ignore[index]


def test_fow_graveyard_card_r_another_gears_not_this_card() -> None:
    """FOW-GRAVEYARD-CARD-R with NWE-089 (a Gears resonator: when it is put into a graveyard from the field,
    another target Gears of your graveyard into your hand): the other NWE-089 of ann's graveyard is legal,
    the one whose ability it is is refused (FOW-TARGET-ANOTHER-R), a non-Gears is not legal."""
    assert entry("NWE-089")["supported"]
    state = real_started("NWE-089", copies=2)
    dying = to_graveyard(state, "ann", "NWE-089")
    other = to_graveyard(state, "ann", "NWE-089")
    angel = to_graveyard(state, "ann", "TST-R01")
    board = board_of(state)
    spec = board.cat.defs["NWE-089"].abilities[0].targets[0]  # type: ignore[union-attr]
    assert target_options(board, "ann", spec, source=dying) == [other]
    assert target_problem(board, "ann", spec, dying, source=dying)[0] == "FOW-TARGET-ANOTHER-R"  # type: ignore[index]
    assert target_problem(board, "ann", spec, angel, source=dying) is not None


# -- FOW-GRAVEYARD-CHOSEN-HAND-R --------------------------------------------------------------------------------


def _anchor() -> tuple[object, str, str]:
    """GITS2045-072 (a chant: a Machine of your graveyard into your hand) played by ann with a Machine (the
    reference Golem TST-R19 made one) and a Golem TST-R13 in her graveyard: the state at its choice."""
    state = hero_started(("GITS2045-072",), changed={"TST-R19": {"races": ["Machine"]}})
    machine, golem = to_graveyard(state, "ann", "TST-R19"), to_graveyard(state, "ann", "TST-R13")
    to_graveyard(state, "bob", "TST-R19")
    state = play(state, "ann", to_hand(state, "ann", "GITS2045-072"))
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    return state, machine, golem


def test_fow_graveyard_chosen_hand_r_a_machine_back_to_the_hand() -> None:
    """FOW-GRAVEYARD-CHOSEN-HAND-R with GITS2045-072: as it resolves ann chooses among the Machines of her own
    graveyard only (not the Golem, not bob's Machine); the Machine goes to her hand."""
    assert entry("GITS2045-072")["supported"] and entry("GITS2045-002")["supported"] and entry("TWS-073")["supported"]
    assert card("GITS2045-072")["effects"] == [{"op": "search", "filter": {"races": ["Machine"]}, "deck": "graveyard", "must": True}]
    state, machine, golem = _anchor()
    assert state.decision is not None and state.decision.kind == "search"  # type: ignore[attr-defined]
    assert {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {machine}  # type: ignore[arg-type, attr-defined]
    state = act(state, {"type": "search", "player": "ann", "card": machine})  # type: ignore[arg-type]
    state = resolve_all(state)
    ann = player(state, "ann")
    assert machine in ann.hand and machine not in ann.graveyard and golem in ann.graveyard


def test_fow_graveyard_chosen_hand_r_another_card_or_none_is_refused() -> None:
    """FOW-GRAVEYARD-CHOSEN-HAND-R broken: the Golem (no Machine) or no card while a Machine is there is refused
    with the rule's code; with no Machine in her graveyard GITS2045-072 resolves with no choice."""
    state, machine, golem = _anchor()
    assert code_of(state, {"type": "search", "player": "ann", "card": golem}) == "FOW-GRAVEYARD-CHOSEN-HAND-R"  # type: ignore[arg-type]
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-GRAVEYARD-CHOSEN-HAND-R"  # type: ignore[arg-type]
    state = hero_started(("GITS2045-072",))
    to_graveyard(state, "ann", "TST-R13")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "GITS2045-072")))
    assert state.decision is None and not state.chase


# -- FOW-RULER-WILL-R, FOW-COST-REST-STONES-R -------------------------------------------------------------------


def _moon_child() -> tuple[object, str, str, str]:
    """Ann leads with HSD-018 (a ruler: rest a recovered magic stone you control: produce {G} or {B}, only once
    per turn), with two recovered basic stones: the state, the ruler and the two stones."""
    state = ruler_game("HSD-018")
    return state, ruler_of(state, "ann").id, to_field(state, "ann", "TST-ST-W"), to_field(state, "ann", "TST-ST-R")


def _produce(ruler: str, will: str, rest: list[str]) -> dict[str, object]:
    return {"type": "produce_will", "player": "ann", "source": ruler, "will": will, "payment": {"rest": rest}}


def test_fow_ruler_will_r_a_stone_rested_for_darkness_once_per_turn() -> None:
    """FOW-RULER-WILL-R with HSD-018 (and NWE-051, TUS-036, the same ability of other wills): ann's ruler in its
    ruler area produces {B} as she rests her light stone; the will is in her pool at once (no chase), the stone
    rested, the ruler not.  A second use this turn is refused with the rule's code and no longer listed."""
    assert entry("HSD-018")["supported"] and entry("NWE-051")["supported"] and entry("TUS-036")["supported"]
    (will, _) = card("HSD-018")["abilities"]
    assert {k: v for k, v in will.items() if k != "text"} == {
        "kind": "will", "cost": {"rest_cards": {"stones": True}}, "produce": ["wind", "darkness"], "once_per_turn": True
    }
    state, ruler, light, fire = _moon_child()
    listed_now = {(a.source, a.will) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "produce_will"}  # type: ignore[attr-defined]
    assert {(ruler, "wind"), (ruler, "darkness")} <= listed_now
    state = act(state, _produce(ruler, "darkness", [light]))  # type: ignore[arg-type]
    ann = player(state, "ann")
    assert ann.pool == {"darkness": 1} and not state.chase
    assert {e.id: e.rested for e in ann.field} == {light: True, fire: False} and not ruler_of(state, "ann").rested
    assert code_of(state, _produce(ruler, "wind", [fire])) == "FOW-RULER-WILL-R"  # type: ignore[arg-type]
    assert all(a.source != ruler for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "produce_will")  # type: ignore[attr-defined]


def test_fow_ruler_will_r_refusals() -> None:
    """FOW-RULER-WILL-R broken: a will the ability does not make (FOW-WILL-2), the ruler named as a source inside
    a payment (its own code: it is played on its own first)."""
    state, ruler, light, _ = _moon_child()
    assert code_of(state, _produce(ruler, "fire", [light])) == "FOW-WILL-2"  # type: ignore[arg-type]
    spell = to_hand(state, "ann", "TST-R19")  # a resonator of cost {3}: two void will of the pool and the ruler's
    pool(state, "ann", void=2)
    play_it = {"type": "play_card", "player": "ann", "card": spell, "payment": {"pool": {"void": 2}, "sources": [{"card": ruler, "will": "darkness"}]}}
    assert code_of(state, play_it) == "FOW-RULER-WILL-R"  # type: ignore[arg-type]


def test_fow_cost_rest_stones_r_recovered_magic_stones_of_ann_only() -> None:
    """FOW-COST-REST-STONES-R with HSD-018: the cost names one recovered magic stone of ann's -- none, two, a
    resonator, a rested stone or bob's stone is refused with the rule's code."""
    state, ruler, light, fire = _moon_child()
    resonator = to_field(state, "ann", "TST-R01")
    rested = to_field(state, "ann", "TST-ST-U", rested=True)
    theirs = to_field(state, "bob", "TST-ST-B")
    for rest in ([], [light, fire], [resonator], [rested], [theirs]):
        assert code_of(state, _produce(ruler, "darkness", rest)) == "FOW-COST-REST-STONES-R", rest  # type: ignore[arg-type]
    assert code_of(state, _produce(ruler, "darkness", [fire])) is None  # type: ignore[arg-type]


def test_fow_ruler_will_r_forms_not_read() -> None:
    """FOW-RULER-WILL-R keeps refusing what it does not read: a will ability "only once per turn" on a card other
    than a ruler, and a ruler's will ability resting the ruler itself (invented wordings)."""
    assert "once per turn outside a ruler area" in refused_line("{Rest}: Produce {R}. Play this ability only once per turn.")
    assert "ruler's will ability" in refused_line("{Rest}: Produce {R}.", "ruler")


# -- FOW-AT-END-REMOVED-HAND-R ----------------------------------------------------------------------------------


def _to_next_turn(state: State) -> State:
    return play_out_turn(state)


def _titan_destroyed() -> tuple[State, str, str, str, str]:
    """JRP-021 (a fire resonator: when it leaves the field, you may target a non-magic stone fire card in your
    removed area; at the end of this turn it goes to your hand) in ann's field, destroyed by her TST-C10; her
    removed area holds a fire chant, a light chant and a basic fire stone, bob's a fire chant: the state with
    the leave trigger pending, and those cards (fire chant, light chant, stone, bob's)."""
    state = real_started("JRP-021")
    titan = to_field(state, "ann", "JRP-021")
    removed = [take(state, "ann", "TST-C05"), take(state, "ann", "TST-C01"), take(state, "ann", "TST-ST-R")]
    player(state, "ann").removed.extend(removed)
    theirs = take(state, "bob", "TST-C05")
    player(state, "bob").removed.append(theirs)
    verdict = to_hand(state, "ann", "TST-C10")  # a darkness chant of cost {B}{B}{1}: destroy target resonator
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [titan], "payment": {"pool": {"darkness": 2, "void": 1}}})
    state = both_pass(state)
    assert [p.source for p in state.pending] == [titan]
    return state, removed[0], removed[1], removed[2], theirs


def test_fow_at_end_removed_hand_r_the_fire_card_comes_back_at_the_end_of_this_turn() -> None:
    """FOW-AT-END-REMOVED-HAND-R with JRP-021 (and JRP-008, JRP-047, JRP-060: light, wind, darkness): the leave
    trigger targets ann's fire chant of her removed area; it stays there until the end of this turn, then
    (the delayed ability played) it is in her hand."""
    for cid in ("JRP-021", "JRP-008", "JRP-047", "JRP-060"):
        assert entry(cid)["supported"], cid
    state, fire, _, _, _ = _titan_destroyed()
    pending = state.pending[0]
    state = act(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [fire]})
    state = resolve_all(state)
    assert fire in player(state, "ann").removed and state.returns and fire in state.returns[0]
    number = state.turn.number
    state = _to_next_turn(state)
    assert state.turn.number == number + 1
    ann = player(state, "ann")
    assert fire in ann.hand and fire not in ann.removed


def test_fow_at_end_removed_hand_r_wrong_targets_refused_and_none_does_nothing() -> None:
    """FOW-AT-END-REMOVED-HAND-R broken: the light chant, the magic stone and bob's fire chant are refused with
    the rule's code; with no target the trigger resolves and nothing comes back."""
    state, fire, light, stone, theirs = _titan_destroyed()
    pending = state.pending[0].id
    for wrong in (light, stone, theirs):
        assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [wrong]}) in ("FOW-AT-END-REMOVED-HAND-R", "FOW-PLAY-1"), wrong
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [stone]}) == "FOW-AT-END-REMOVED-HAND-R"
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": [theirs]}) == "FOW-AT-END-REMOVED-HAND-R"
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": pending, "targets": []}))
    assert not state.returns
    state = _to_next_turn(state)
    assert fire in player(state, "ann").removed


def test_fow_at_end_removed_hand_r_only_the_end_of_this_turn() -> None:
    """FOW-AT-END-REMOVED-HAND-R: a delayed ability made in an earlier turn (its stamp) never triggers at a later
    end of turn; the card stays in the removed area."""
    state, fire, _, _, _ = _titan_destroyed()
    state = resolve_all(act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": [fire]}))
    assert state.returns is not None
    state.returns = [state.returns[0].rpartition("/")[0] + f"/{state.turn.number - 1 if state.turn.number > 1 else 0}"]
    state = _to_next_turn(state)
    assert fire in player(state, "ann").removed and not state.returns


# -- FOW-RETURN-CHOSEN-R ----------------------------------------------------------------------------------------


def _water_moon() -> tuple[State, str, str, str, str]:
    """Ann leads with HSD-006 (a ruler; its God's Art {0}: return a non-magic stone, non-J-ruler entity you
    control to its owner's hand), with a resonator, a regalia and a magic stone; bob a resonator. Ann plays the
    God's Art from her ruler area: the state at its choice, and the cards (resonator, regalia, stone, bob's)."""
    state = ruler_game("HSD-006")
    ruler = ruler_of(state, "ann").id
    mine, addition, stone = to_field(state, "ann", "TST-R01"), to_field(state, "ann", "TST-G01"), to_field(state, "ann", "TST-ST-W")
    theirs = to_field(state, "bob", "TST-R01")
    index = next(i for i, a in enumerate(card("HSD-006")["abilities"]) if a.get("gods_art"))
    state = act(state, {"type": "activate", "player": "ann", "card": ruler, "ability": index, "payment": {"pool": {}}})
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    return state, mine, addition, stone, theirs


def test_fow_return_chosen_r_ann_returns_her_own_entity() -> None:
    """FOW-RETURN-CHOSEN-R with HSD-006 (and NWE-024, the same ruler): as the God's Art resolves ann chooses among
    her resonator and her regalia (not her stone, not bob's card); the resonator goes back to her hand."""
    assert entry("HSD-006")["supported"] and entry("NWE-024")["supported"]
    state, mine, addition, stone, theirs = _water_moon()
    assert state.decision is not None and state.decision.kind == "search"
    assert {a.card for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "search"} == {mine, addition}  # type: ignore[attr-defined]
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": mine}))
    ann = player(state, "ann")
    assert mine in ann.hand and mine not in {e.id for e in ann.field}
    assert {addition, stone} <= {e.id for e in ann.field} and theirs in {e.id for e in player(state, "bob").field}


def test_fow_return_chosen_r_wrong_choices_refused() -> None:
    """FOW-RETURN-CHOSEN-R broken: her magic stone, bob's resonator, or no card while one fits is refused with the
    rule's code."""
    state, _, _, stone, theirs = _water_moon()
    for wrong in (stone, theirs, None):
        assert code_of(state, {"type": "search", "player": "ann", "card": wrong}) == "FOW-RETURN-CHOSEN-R", wrong


# -- FOW-GODS-ART-WILL-R ----------------------------------------------------------------------------------------


def test_fow_gods_art_will_r_once_per_game() -> None:
    """FOW-GODS-ART-WILL-R with HSD-002 (and NWE-008, its reprint: a resonator whose God's Art {0} produces {W} or
    {U}): ann plays it with produce_will, {U} goes to her pool and she has played that God's Art; a second use
    is refused with the rule's code and no longer listed, even a turn later."""
    assert entry("HSD-002")["supported"] and entry("NWE-008")["supported"]
    (_, will) = card("HSD-002")["abilities"]
    assert {k: v for k, v in will.items() if k not in ("text", "gods_art")} == {"kind": "will", "cost": {"will": {}}, "produce": ["light", "water"]}
    state = real_started("HSD-002")
    hare = to_field(state, "ann", "HSD-002")
    produce = {"type": "produce_will", "player": "ann", "source": hare, "will": "water", "payment": {}}
    assert {a.will for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "produce_will" and a.source == hare} == {"light", "water"}  # type: ignore[attr-defined]
    state = act(state, produce)
    assert player(state, "ann").pool == {"water": 1} and player(state, "ann").gods_arts == [will["gods_art"]] and not state.chase
    assert code_of(state, produce) == "FOW-GODS-ART-WILL-R"
    assert not any(a.source == hare for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "produce_will")  # type: ignore[attr-defined]


def test_fow_gods_art_will_r_not_a_source_of_another_payment() -> None:
    """FOW-GODS-ART-WILL-R: HSD-002's will ability is played on its own: named as a source paying for a card it is
    refused (FOW-WILL-PAID-R: a will ability with a will cost, even {0}, is played with produce_will first)."""
    state = real_started("HSD-002")
    hare = to_field(state, "ann", "HSD-002")
    spell = to_hand(state, "ann", "TST-R01")
    assert code_of(state, {"type": "play_card", "player": "ann", "card": spell, "payment": {"sources": [{"card": hare, "will": "light"}]}}) == "FOW-WILL-PAID-R"


# -- FOW-COND-NAMED-IN-ZONE-R -----------------------------------------------------------------------------------


def _research(named_in: str | None) -> tuple[int, State]:
    """NWE-061 (a chant: you may search your deck for an addition ...; if there is a card named as this card in
    your graveyard, draw a card) played by ann, declining the search, with another NWE-061 in ``named_in``'s
    graveyard (none: a light chant in hers): ann's hand size change once it resolves, and the state."""
    state = real_started("NWE-061", copies=2)
    if named_in is not None:
        to_graveyard(state, named_in, "NWE-061")
    else:
        to_graveyard(state, "ann", "TST-C01")
    spell = to_hand(state, "ann", "NWE-061")
    hand = len(player(state, "ann").hand)
    state = play(state, "ann", spell)
    for _ in range(20):
        if state.decision is not None:
            refuse = {"type": state.decision.kind, "player": state.decision.player, "accept": False} if state.decision.kind == "may" else {"type": "search", "player": "ann", "card": None}
            state = act(state, refuse)
        elif state.chase:
            state = both_pass(state)
        else:
            break
    return len(player(state, "ann").hand) - hand, state


def test_fow_cond_named_in_zone_r_draws_with_the_named_card_in_the_graveyard() -> None:
    """FOW-COND-NAMED-IN-ZONE-R with NWE-061: with another NWE-061 in ann's graveyard she draws a card (hand: one
    played, one drawn); with only a card of another name there, or the named card in bob's graveyard, she does
    not."""
    assert entry("NWE-061")["supported"]
    drawn, _ = _research("ann")
    assert drawn == 0
    assert _research(None)[0] == -1
    assert _research("bob")[0] == -1


# -- FOW-COND-SELF-ATK-R ----------------------------------------------------------------------------------------


def _egg(atk: int | None) -> int:
    """TWS-056 (a resonator of ATK 0 gaining ATK from Sun Protection cards; [Enter]: if this card's ATK is 1200 or
    greater, draw a card) played by ann, its DEF made 1000 (printed 0, it would die at once) and its ATK ``atk``
    when given: her hand size change once all resolved."""
    state = hero_started(("TWS-056",), changed={"TWS-056": {"def": 1000} | ({"atk": atk} if atk is not None else {})})
    action = paid_play(state, "ann", "TWS-056")
    hand = len(player(state, "ann").hand)
    state = resolve_all(act(state, action))
    assert any(e.id == action["card"] for e in player(state, "ann").field)
    return len(player(state, "ann").hand) - hand


def test_fow_cond_self_atk_r_draws_only_with_1200_atk() -> None:
    """FOW-COND-SELF-ATK-R with TWS-056 (and SDAO1-011, "1000 or more" as it attacks): with its printed ATK 0 ann
    draws nothing as it enters (one card played: -1); at 1200 ATK she draws a card (0); at 1100 she does not."""
    assert entry("TWS-056")["supported"] and entry("SDAO1-011")["supported"]
    assert _egg(None) == -1
    assert _egg(1200) == 0
    assert _egg(1100) == -1


# -- FOW-DISCARDED-SELF-TO-FIELD-R ------------------------------------------------------------------------------


def _watchdog(named: bool, accept: bool = True) -> tuple[State, str, str]:
    """HSD-017 (a resonator: {B}, discard this card: target J/resonator gains [-400/-400] until end of turn; if you
    control a card named as its condition says, you may put this card from your graveyard into the field) played
    from ann's hand on bob's TST-R05, ann controlling TST-R01 named so when ``named``; the state once resolved
    (the "may" answered ``accept``), the HSD-017 instance and bob's resonator."""
    ability = next(i for i, a in enumerate(card("HSD-017")["abilities"]) if a.get("cost", {}).get("discard_self"))
    effect = card("HSD-017")["abilities"][ability]["effects"][-1]
    name = effect["when"]["count"]["names"][0]
    state = hero_started(("HSD-017",), changed={"TST-R01": {"name": name}} if named else None)
    to_field(state, "ann", "TST-R01")
    victim = to_field(state, "bob", "TST-R05")
    hound = to_hand(state, "ann", "HSD-017")
    pool(state, "ann", darkness=1)
    state = act(state, {"type": "activate", "player": "ann", "card": hound, "ability": ability, "targets": [victim], "payment": {"pool": {"darkness": 1}}})
    assert hound in player(state, "ann").graveyard
    for _ in range(10):
        if state.decision is not None and state.decision.kind == "may":
            state = act(state, {"type": "may", "player": "ann", "accept": accept})
        elif state.chase:
            state = both_pass(state)
        else:
            break
    return state, hound, victim


def test_fow_discarded_self_to_field_r_back_into_the_field_with_the_named_card() -> None:
    """FOW-DISCARDED-SELF-TO-FIELD-R with HSD-017 (and NWE-050, its reprint): with the named card ann may put the
    discarded HSD-017 from her graveyard into her field -- accepted, it enters; declined, it stays there."""
    assert entry("HSD-017")["supported"] and entry("NWE-050")["supported"]
    state, hound, _ = _watchdog(named=True)
    assert hound in {e.id for e in player(state, "ann").field} and hound not in player(state, "ann").graveyard
    state, hound, _ = _watchdog(named=True, accept=False)
    assert hound in player(state, "ann").graveyard


def test_fow_discarded_self_to_field_r_not_without_the_named_card() -> None:
    """FOW-DISCARDED-SELF-TO-FIELD-R broken: without a card of that name nothing is asked and HSD-017 stays in the
    graveyard (bob's TST-R05 still got -400/-400)."""
    state, hound, victim = _watchdog(named=False)
    assert hound in player(state, "ann").graveyard and state.decision is None


# -- FOW-GRAVEYARD-KEPT-R ---------------------------------------------------------------------------------------


def test_fow_graveyard_kept_r_the_opponent_removes_nothing() -> None:
    """FOW-GRAVEYARD-KEPT-R with HSD-022 (and NWE-075, its reprint: an addition -- cards in your graveyard cannot be
    removed from the game by spells or abilities your opponent controls) in bob's field: ann's MOA-015 (remove all
    cards in target player's graveyard, 100 damage to the opponent for each resonator) on bob removes none of his
    two resonators and deals no damage.  Without HSD-022 they go (the rule's other side: FOW-GRAVEYARD-REMOVE-ALL-R)."""
    assert entry("HSD-022")["supported"] and entry("NWE-075")["supported"]
    state = real_started("HSD-022", "MOA-015")
    to_field(state, "bob", "HSD-022")
    dead = [to_graveyard(state, "bob", "TST-R01"), to_graveyard(state, "bob", "TST-R02")]
    life = player(state, "bob").life
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-015"), ["bob"]))
    assert player(state, "bob").graveyard == dead and not player(state, "bob").removed and player(state, "bob").life == life
    state = real_started("HSD-022", "MOA-015")
    dead = [to_graveyard(state, "bob", "TST-R01"), to_graveyard(state, "bob", "TST-R02")]
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-015"), ["bob"]))
    assert player(state, "bob").graveyard == [] and set(dead) <= set(player(state, "bob").removed)


def test_fow_graveyard_kept_r_its_controller_still_removes_them() -> None:
    """FOW-GRAVEYARD-KEPT-R: only the opponent is stopped -- ann's HSD-022 does not keep her own MOA-015 from
    removing her graveyard."""
    state = real_started("HSD-022", "MOA-015")
    to_field(state, "ann", "HSD-022")
    mine = to_graveyard(state, "ann", "TST-R01")
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "MOA-015"), ["ann"]))
    assert mine in player(state, "ann").removed


# -- FOW-DECK-RULER-ATTRIBUTES-R --------------------------------------------------------------------------------


def _arcana_deck(extra: dict[str, int]) -> dict[str, object]:
    """A deck led by ABC-001 (a ruler: only light and/or fire cards in your deck, with no other attribute) -- an
    Arcana, which never starts a game (FOW-DECK-1, [Convoke] rulers), so here of the race Human: ten light and
    fire reference resonators four times each, ``extra`` added; the reference stones (of every attribute)."""
    deck = full_deck("TST-RU1")
    deck["ruler"] = "ABC-001"
    deck["main"] = dict.fromkeys(("TST-R01", "TST-R02", "TST-R03", "TST-R04", "TST-R05", "TST-R11", "TST-R12", "TST-R13", "TST-R14", "TST-R15"), 4) | extra
    card_set = real_set("ABC-001")
    card_set["cards"] = [c | {"races": ["Human"]} if c["id"] == "ABC-001" else c for c in card_set["cards"]]
    deck["card_set"] = card_set
    return deck


def _deck_problems(deck: dict[str, object]) -> list[tuple[str, str]]:
    return [(p.code, p.path) for p in GAME.validate_deck(deck) if (p.code, p.path) != ("FOW-DECK-6-R", "/ruler")]


def test_fow_deck_ruler_attributes_r_light_and_fire_only() -> None:
    """FOW-DECK-RULER-ATTRIBUTES-R with ABC-001 (and ABC-002 to ABC-010, the other pairs of attributes; their will
    ability from the ruler area is FOW-RULER-WILL-R's): light and fire cards pass, the magic stone deck is not
    checked; a wind resonator and a void one are refused at their paths.  (Their J-ruler sides stay refused:
    FOW-DECK-6-R is left out here.)"""
    for cid in (f"ABC-{n:03d}" for n in range(1, 11)):
        assert entry(cid)["supported"], cid
    assert card("ABC-001")["deck_rules"] == {"only_attributes": ["light", "fire"]}
    assert _deck_problems(_arcana_deck({})) == []
    assert _deck_problems(_arcana_deck({"TST-R06": 1, "TST-R19": 1})) == [
        ("FOW-DECK-RULER-ATTRIBUTES-R", "/main/TST-R06"),
        ("FOW-DECK-RULER-ATTRIBUTES-R", "/main/TST-R19"),
    ]
