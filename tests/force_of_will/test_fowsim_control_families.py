"""FOW-GAIN-CONTROL-R: "Gain control of target resonator (until end of turn)", played with real cards named
by id (the printed text stays in ../shared): the resonator moves to the field of the player who gained
control, keeps its owner, and goes back when the duration ends; every other change of control is refused."""

from __future__ import annotations

import msgspec
import pytest

from adjudicator.core.errors import InputError
from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.ability.grammar import CONTROL_REFUSAL, Unsupported, parse_effects
from adjudicator.force_of_will.state import ControlLayer
from adjudicator.force_of_will.vocabulary import PerCount

from .fowsim_db import card, entry, read_line
from .helpers import act, both_pass, code_of, next_turn, player, started, to_field, to_hand
from .real import board_of, field, hero_started, play, real_started, resolve_all, stats


def test_fow_gain_control_r_chant_until_end_of_turn_acn_035() -> None:
    """FOW-GAIN-CONTROL-R with ACN-035 (chant: recover target resonator, gain control of it until end of
    turn, it gains [Swiftness]): bob's rested resonator comes to ann's field recovered, still bob's card,
    and can attack for ann at once; bob can no longer attack with it; at the end of the turn it is back
    in bob's field."""
    assert entry("ACN-035")["supported"]
    state = real_started("ACN-035")
    stolen = to_field(state, "bob", "TST-R02", rested=True)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "ACN-035"), [stolen]))
    assert stolen in field(state, "ann") and stolen not in field(state, "bob")
    assert stolen.startswith("bob:")  # the owner is unchanged
    entity = board_of(state).entity(stolen)
    assert entity is not None and not entity.rested and entity.since == state.turn.number
    assert entity.control_by == [ControlLayer(player="ann")] and entity.control_base == "bob"
    assert "swiftness" in stats(state, stolen)[2]
    assert board_of(state).controller(stolen).id == "ann"
    attacked = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    attacked = act(attacked, {"type": "declare_attack", "player": "ann", "attacker": stolen, "target": "bob"})
    assert attacked.battle is not None and attacked.battle.attacker == stolen
    state = next_turn(state)
    assert stolen in field(state, "bob") and stolen not in field(state, "ann")
    back = board_of(state).entity(stolen)
    assert back is not None and back.control_by is msgspec.UNSET and back.control_base is msgspec.UNSET


def test_fow_gain_control_r_the_old_controller_cannot_use_it() -> None:
    """FOW-GAIN-CONTROL-R (breaking it) with VIN003-043 ([Enter]: gain control of target resonator until end
    of turn, no [Swiftness]): ann's attack with bob's resonator is refused the turn it came under her control
    (CR 803.3a: FOW-KW-SWIFTNESS), though it was in bob's field since before the game's turn began."""
    assert entry("VIN003-043")["supported"]
    state = real_started("VIN003-043")
    stolen = to_field(state, "bob", "TST-R02")
    thief = to_hand(state, "ann", "VIN003-043")
    state = resolve_all(play(state, "ann", thief), {thief: [stolen]})
    assert stolen in field(state, "ann")
    battle = both_pass(act(state, {"type": "start_battle", "player": "ann"}))
    assert code_of(battle, {"type": "declare_attack", "player": "ann", "attacker": stolen, "target": "bob"}) == "FOW-KW-SWIFTNESS"
    state = next_turn(state)  # bob's turn: his resonator is his again, under his control since this turn began
    assert stolen in field(state, "bob")
    assert state.turn.player == "bob"


def test_fow_gain_control_r_for_good_and_the_owners_graveyard_vin003_044() -> None:
    """FOW-GAIN-CONTROL-R with VIN003-044 ({Rest}, discard three cards: gain control of target resonator):
    the control lasts past the end of the turn; destroyed, the card goes to its owner's (bob's) graveyard
    (CR 302.5), and the state stays consistent all along."""
    assert entry("VIN003-044")["supported"]
    state = real_started("VIN003-044")
    source = to_field(state, "ann", "VIN003-044")
    stolen = to_field(state, "bob", "TST-R02")
    discards = [to_hand(state, "ann", def_id) for def_id in ("TST-R01", "TST-R02", "TST-R06")]
    state = act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [stolen], "payment": {"discard": discards}})
    state = resolve_all(state)
    assert stolen in field(state, "ann")
    entity = board_of(state).entity(stolen)
    assert entity is not None and entity.control_by is msgspec.UNSET
    state = next_turn(state)
    assert stolen in field(state, "ann") and stolen not in field(state, "bob")
    board = board_of(state)
    gone = board.entity(stolen)
    assert gone is not None
    board.leave_field(gone, "graveyard", [])
    GAME.check(state)
    assert stolen in player(state, "bob").graveyard and stolen not in player(state, "ann").graveyard


def test_fow_gain_control_r_the_target_filter_vin002_022() -> None:
    """FOW-GAIN-CONTROL-R with VIN002-022 ([Enter]: gain control of target recovered resonator your opponent
    controls until end of turn; it gains [Swiftness]): a rested one of bob's is not a legal target."""
    assert entry("VIN002-022")["supported"]
    state = real_started("VIN002-022")
    rested = to_field(state, "bob", "TST-R11", rested=True)
    recovered = to_field(state, "bob", "TST-R02")
    thief = to_hand(state, "ann", "VIN002-022")
    state = both_pass(play(state, "ann", thief))
    pending = state.pending[0]
    assert code_of(state, {"type": "play_automatic", "player": "ann", "pending": pending.id, "targets": [rested]}) == "FOW-PLAY-1"
    state = resolve_all(state, {thief: [recovered]})
    assert recovered in field(state, "ann") and rested in field(state, "bob")
    assert "swiftness" in stats(state, recovered)[2]


@pytest.mark.parametrize(
    "sentence",
    [
        "Gain control of target resonator your opponent controls as long as this card is rested",
        "Gain control of all J/resonators your opponent controls as long as this card is in the field",
        "Gain control of target rested resonator your opponent controls with total cost 1 or less until end of game",
    ],
)
def test_fow_gain_control_r_other_durations_are_refused_by_name(sentence: str) -> None:
    """FOW-GAIN-CONTROL-R (the other branch): another duration or a group is refused with the rule's reason,
    not read as 'for good' (a target of total cost X or less is FOW-TARGET-COST-X-R's, fow-dec-c)."""
    with pytest.raises(Unsupported) as caught:
        parse_effects(sentence)
    assert str(caught.value) == CONTROL_REFUSAL
    with pytest.raises(Unsupported, match="gaining control of a J/resonator"):
        parse_effects("Gain control of target J/resonator")


def test_fow_gain_control_r_forged_control_is_refused() -> None:
    """FOW-GAIN-CONTROL-R's consistency: in a set where no card changes control, a card in another player's
    field is refused; where one does, a 'back at end of turn' marker naming its holder is refused."""
    state = started()
    stolen = to_field(state, "bob", "TST-R02")
    data = msgspec.to_builtins(state)
    data["players"][0]["field"].append(data["players"][1]["field"].pop())
    with pytest.raises(InputError) as caught:
        GAME.decode_state(data)
    assert any("belongs to bob" in e.message for e in caught.value.errors)
    real = real_started("VIN003-044")
    to_field(real, "ann", "TST-R11", control_by=[ControlLayer(player="bob")], control_base="bob")
    with pytest.raises(InputError) as marked:
        GAME.decode_state(msgspec.to_builtins(real))
    assert any("FOW-GAIN-CONTROL-R" in e.message for e in marked.value.errors)
    assert stolen


def _to_graveyard_count(record: object) -> PerCount:
    """The one FOW-TO-GRAVEYARD-THIS-TURN-R count of an imported card record (read from the database)."""
    found: list[dict[str, object]] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if value.get("zone") == "to_graveyard":
                found.append(value)
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)

    walk(record)
    assert len({msgspec.json.encode(f) for f in found}) == 1, found
    return msgspec.convert(found[0], PerCount)


def test_fow_to_graveyard_this_turn_r_whose_graveyard_and_whose_field() -> None:
    """FOW-TO-GRAVEYARD-THIS-TURN-R with FOW-GAIN-CONTROL-R: ann gains control of bob's Human resonator for good
    (VIN003-044) and it is destroyed -- into its owner's graveyard (CR 302.5), from ann's field.  The rulers
    CMF-047's and MP01-030's "put into your graveyard from the (a) field" count it for bob (he owns it), not for
    ann; VS01-020's "put into a graveyard from your field" for ann (she controlled it as it left), not for bob;
    the line of DBV-067 and PofA-118 ("a graveyard from the field") for both."""
    for card_id in ("CMF-047", "MP01-030", "VS01-020", "VIN003-044"):
        assert entry(card_id)["supported"], card_id
    state = hero_started(("VIN003-044", "VS01-020"), changed={"TST-R02": {"races": ["Human"]}})
    source = to_field(state, "ann", "VIN003-044")
    stolen = to_field(state, "bob", "TST-R02")
    discards = [to_hand(state, "ann", def_id) for def_id in ("TST-R01", "TST-R03", "TST-R06")]
    state = resolve_all(act(state, {"type": "activate", "player": "ann", "card": source, "ability": 1, "targets": [stolen], "payment": {"discard": discards}}))
    assert stolen in field(state, "ann")
    board = board_of(state)
    gone = board.entity(stolen)
    assert gone is not None
    board.leave_field(gone, "graveyard", [])
    GAME.check(state)
    assert stolen in player(state, "bob").graveyard and state.turn.to_graveyard == [f"bob/{stolen}/ann"]
    owned = [_to_graveyard_count(card(c)) for c in ("CMF-047", "MP01-030")]
    assert owned[0] == owned[1] == PerCount(what="card", zone="to_graveyard", whose="you", races=["Human"])
    controlled = _to_graveyard_count(card("VS01-020"))
    assert controlled == PerCount(what="resonator", zone="to_graveyard", whose="you", controlled=True)
    every = [_to_graveyard_count(read_line(c, line)[0]) for c, line in (("DBV-067", 2), ("PofA-118", 1))]
    assert every[0] == every[1] == PerCount(what="resonator", zone="to_graveyard", whose="all")
    board = board_of(state)
    counts = {pid: (board.per_count(owned[0], source, pid), board.per_count(controlled, source, pid), board.per_count(every[0], source, pid)) for pid in ("ann", "bob")}
    assert counts == {"ann": (0, 1, 1), "bob": (1, 0, 1)}
