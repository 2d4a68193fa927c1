"""Token forms read by fow-x-token, each played with a real card named by id (the printed text stays in ../shared):

- FOW-COST-BANISH-TOKEN-R: an activate cost "banish a <Race> resonator token" (GRL-012, whose [Enter] ability puts
  such a token into its controller's field).
- FOW-EACH-TOKEN-R: a one-time effect on the group "(<filter>) resonator tokens you control" (TST-002, RDE-080).
- FOW-TOKEN-BANE-R: a token put "with [Bane]" has the ability [Bane] stands for (ADW-079).
"""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will import GAME
from adjudicator.force_of_will.state import Entity, State

from .fowsim_db import card, entry, line_refusal
from .helpers import act, both_pass, code_of, player, to_field, to_hand
from .real import field, play, real_started, resolve_all, stats

# -- FOW-COST-BANISH-TOKEN-R --------------------------------------------------------------------------------------


def _activate(pid: str, card_id: str, ability: int, banish: list[str]) -> dict[str, Any]:
    return {"type": "activate", "player": pid, "card": card_id, "ability": ability, "targets": [], "payment": {"banish": banish}}


def _beastmaster(*more: str) -> tuple[State, str, list[str]]:
    """Ann plays GRL-012 and everything resolves (its [Enter] ability puts one resonator token of its race into her
    field): the state, the card in her field and her tokens."""
    state = real_started("GRL-012", *more)
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "GRL-012")))
    (source,) = [e.id for e in player(state, "ann").field if e.id.startswith("ann:GRL-012#")]
    tokens = [e.id for e in player(state, "ann").field if e.id.startswith("ann:GRL-012.T")]
    return state, source, tokens


def test_fow_cost_banish_token_r_is_read() -> None:
    """FOW-COST-BANISH-TOKEN-R: GRL-012 supported; its second ability costs a token of the race its first one puts."""
    assert entry("GRL-012")["supported"]
    put, prevent = card("GRL-012")["abilities"]
    (tokens,) = put["effects"]
    assert prevent["cost"] == {"banish": {"token": True, "races": tokens["races"]}}


def test_fow_cost_banish_token_r_the_token_banished() -> None:
    """FOW-COST-BANISH-TOKEN-R with GRL-012: the only banish choice listed is ann's token; banished, it ceases to
    exist (in no zone) and the ability leaves her a shield against the next damage to her this turn."""
    state, source, tokens = _beastmaster()
    assert len(tokens) == 1, tokens
    choices = {tuple(a.payment.banish) for a in GAME.legal_actions(state, "ann") if a.__struct_config__.tag == "activate" and a.card == source}
    assert choices == {(tokens[0],)}
    state = resolve_all(act(state, _activate("ann", source, 1, tokens)))
    seat = player(state, "ann")
    assert tokens[0] not in field(state, "ann") and tokens[0] not in seat.graveyard and source in field(state, "ann")
    assert any(w.startswith("ann/to/you/") and w.endswith("/next") for w in state.turn.wards or [])


def test_fow_cost_banish_token_r_a_card_is_no_token() -> None:
    """FOW-COST-BANISH-TOKEN-R broken: GRL-012's cost paid with a resonator card (ann's test resonator), with GRL-012
    itself, with nothing or with two cards is refused with the rule's code; resting a token or
    "other" tokens as a cost stay refused at import."""
    state, source, tokens = _beastmaster()
    scout = to_field(state, "ann", "TST-R01")
    for wrong in ([source], [], [tokens[0], source]):
        assert code_of(state, _activate("ann", source, 1, wrong)) == "FOW-COST-BANISH-TOKEN-R"
    assert code_of(state, _activate("ann", source, 1, [scout])) == "FOW-COST-BANISH-TOKEN-R"
    assert "not in the vocabulary" in line_refusal("Rest a recovered Soldier resonator token you control: Draw a card.")
    assert "not in the vocabulary" in line_refusal("Banish another Soldier resonator token: Draw a card.")


# -- FOW-EACH-TOKEN-R ---------------------------------------------------------------------------------------------


def test_fow_each_token_r_is_read() -> None:
    """FOW-EACH-TOKEN-R: TST-002 supported -- a token, then a pump of the resonator tokens of its controller until end
    of turn, then a draw; RDE-080's leaving trigger destroys the tokens of its race its controller controls."""
    assert entry("TST-002")["supported"]
    _, pump, _ = card("TST-002")["effects"]
    assert pump["each"] == "your_resonators" and pump["among"] == {"token": True} and pump["op"] == "modify"
    destroy = next(a for a in card("RDE-080")["abilities"] if a.get("trigger") == "leaves")["effects"][0]
    assert destroy["op"] == "destroy" and destroy["among"]["token"] is True and destroy["among"]["races"] == card("RDE-080")["races"]


def test_fow_each_token_r_only_the_tokens_gain() -> None:
    """FOW-EACH-TOKEN-R with TST-002: ann has GRL-012's token, GRL-012 and a test resonator. TST-002 resolves: her
    new token and her old one are 400/400 more, her two cards are not."""
    state, source, (old,) = _beastmaster("TST-002")
    scout = to_field(state, "ann", "TST-R01")
    before = {c: stats(state, c)[:2] for c in (old, source, scout)}
    state = resolve_all(play(state, "ann", to_hand(state, "ann", "TST-002")))
    (new,) = [e.id for e in player(state, "ann").field if e.id.startswith("ann:TST-002.T")]
    put = card("TST-002")["effects"][0]
    assert stats(state, new)[:2] == (put["atk"] + 400, put["def"] + 400)
    assert stats(state, old)[:2] == (before[old][0] + 400, before[old][1] + 400)
    assert stats(state, source)[:2] == before[source] and stats(state, scout)[:2] == before[scout]


def test_fow_each_token_r_broken_a_continuous_group_of_tokens_stays_refused() -> None:
    """FOW-EACH-TOKEN-R broken: a continuous ability over resonator tokens is refused, naming the group (never read
    as a race)."""
    assert "tokens, or no token" in line_refusal("Resonator tokens you control gain [+100/+100].")


# -- FOW-TOKEN-BANE-R ---------------------------------------------------------------------------------------------


def test_fow_token_bane_r_is_read() -> None:
    """FOW-TOKEN-BANE-R: ADW-079 supported; its token option puts a token whose [Bane] is read as its ability (no
    keyword), and the token's definition carries FOW-BANE-R's automatic ability."""
    from adjudicator.force_of_will.cards import catalogue_for

    assert entry("ADW-079")["supported"]
    (put,) = card("ADW-079")["modes"][2]["effects"]
    assert put["op"] == "put_tokens" and put["abilities_of"] == ["bane"] and "keywords" not in put
    state = real_started("ADW-079")
    (ability,) = catalogue_for(state.options).tokens["ADW-079.T0"].abilities
    assert ability.trigger == "damages_j_resonator"


def _attack(state: State, attacker: str, target: str) -> State:
    state = act(state, {"type": "start_battle", "player": "ann"})
    state = both_pass(state)
    return act(state, {"type": "declare_attack", "player": "ann", "attacker": attacker, "target": target})


def test_fow_token_bane_r_the_token_destroys_what_it_damages() -> None:
    """FOW-TOKEN-BANE-R with ADW-079's token in ann's field: it attacks, bob blocks with a resonator made big enough to
    survive its damage (six [+100/+100] counters); the token's [Bane] triggers and destroys the blocker (the blocker's
    damage destroys the token too)."""
    state = real_started("ADW-079")
    token = "ann:ADW-079.T0#1"
    player(state, "ann").field.append(Entity(id=token))
    wall = to_field(state, "bob", "TST-R04", counters={"+100/+100": 6})
    state = both_pass(_attack(state, token, "bob"))
    state = act(state, {"type": "declare_block", "player": "bob", "blocker": wall})
    for _ in range(10):
        if state.battle is None and not state.pending and not state.chase:
            break
        state = resolve_all(state) if state.pending else both_pass(state)
    assert wall in player(state, "bob").graveyard


def test_fow_token_bane_r_broken_another_gained_keyword_stays_refused() -> None:
    """FOW-TOKEN-BANE-R broken: a token printed with a keyword the vocabulary reads only as gained ([Bane] of resonators
    only) is refused, naming it."""
    assert "read only as gained" in line_refusal("Put a [100/100] fire Imp resonator token with [Bane resonator] into the field.", "chant")
