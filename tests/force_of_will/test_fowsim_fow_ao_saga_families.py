"""Alice Origin and Saga cluster families (issue #14, branch fow-ao-saga) played with real cards of the
community database, named by id (the printed text stays in ../shared)."""

from __future__ import annotations

from adjudicator.force_of_will.ability import normalize_line
from adjudicator.force_of_will.ability.lines import map_ability
from adjudicator.force_of_will.state import State

from .fowsim_db import card, entry, line_record, line_refusal
from .helpers import act, both_pass, code_of, find, listed, player, pool, to_field, to_graveyard, to_hand
from .real import real_started, resolve_all, stats, will_for


def _crystal_activate(card_id: str, crystals: list[str], ability: int = 1) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": card_id, "ability": ability, "targets": [], "payment": {"gems": crystals}}


def _played(state: State, card_id: str, **extra: object) -> State:
    instance = to_hand(state, "ann", card_id)
    will = will_for(card_id)
    pool(state, "ann", **will)
    return act(state, {"type": "play_card", "player": "ann", "card": instance, "payment": {"pool": will}, **extra})


def test_fow_crystal_r_pofa004_gains_two_light_crystals_and_banishes_one_for_life() -> None:
    """FOW-CRYSTAL-R with PofA-004 ([Enter] >>> gain two light crystals; banish a light crystal: you gain
    200 life): played by ann, it enters and she holds two light crystals (no gem); the activate ability,
    paid with one light crystal named, gains her 200 life and leaves one crystal."""
    assert entry("PofA-004")["supported"]
    assert card("PofA-004")["abilities"][0]["effects"] == [{"op": "gain_gems", "attributes": ["light", "light"], "item": "crystal"}]
    state = resolve_all(_played(real_started("PofA-004"), "PofA-004"))
    ann = player(state, "ann")
    assert list(ann.crystals or []) == ["light", "light"] and not ann.gems
    (jack,) = [e.id for e in ann.field if "PofA-004" in e.id]
    life = ann.life
    state = resolve_all(act(state, _crystal_activate(jack, ["light"])))
    assert list(player(state, "ann").crystals or []) == ["light"]
    assert player(state, "ann").life == life + 200


def test_fow_crystal_r_refusals() -> None:
    """FOW-CRYSTAL-R breaking with PofA-004 in the field: no crystal named, a darkness crystal named for the
    light crystal cost, a light crystal named that ann does not hold (she holds a light gem only) -- each
    refused with the rule's code."""
    state = real_started("PofA-004")
    jack = to_field(state, "ann", "PofA-004")
    player(state, "ann").gems = ["light"]
    assert code_of(state, _crystal_activate(jack, [])) == "FOW-CRYSTAL-R"
    assert code_of(state, _crystal_activate(jack, ["light"])) == "FOW-CRYSTAL-R"
    player(state, "ann").crystals = ["darkness"]
    assert code_of(state, _crystal_activate(jack, ["darkness"])) == "FOW-CRYSTAL-R"


def test_fow_crystal_r_pofa014_pofa047_count_crystals_of_their_attribute() -> None:
    """FOW-CRYSTAL-R with PofA-014 (400/600, +200/+200 for each light crystal you control) and PofA-047
    (600/400, the same for darkness crystals): ann holds two light crystals, one darkness crystal and a light
    gem (no crystal); bob holds a light crystal (not ann's)."""
    assert entry("PofA-014")["supported"] and entry("PofA-047")["supported"]
    state = real_started("PofA-014", "PofA-047")
    white = to_field(state, "ann", "PofA-014")
    black = to_field(state, "ann", "PofA-047")
    assert stats(state, white)[:2] == (400, 600)
    player(state, "ann").crystals = ["light", "darkness", "light"]
    player(state, "ann").gems = ["light"]
    player(state, "bob").crystals = ["light"]
    assert stats(state, white)[:2] == (800, 1000)
    assert stats(state, black)[:2] == (800, 600)


def test_fow_crystal_r_pofa072_awakened_by_two_darkness_crystals() -> None:
    """FOW-CRYSTAL-R (an [Awakening] cost) with PofA-072 (destroy target resonator; awakened by banishing two
    darkness crystals, the opponent also banishes a resonator): ann holds three darkness crystals, pays two;
    bob's two resonators both leave the field (one destroyed, one banished), one crystal stays."""
    assert entry("PofA-072")["supported"]
    state = real_started("PofA-072")
    player(state, "ann").crystals = ["darkness", "darkness", "darkness"]
    first = to_field(state, "bob", "TST-R05")
    second = to_field(state, "bob", "TST-R01")
    refused = {"targets": [first], "awakening": True}
    assert code_of(state, {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "PofA-072"), "payment": {"pool": will_for("PofA-072"), "gems": ["darkness"]}, **refused}) == "FOW-CRYSTAL-R"
    state = _played(state, "PofA-072", targets=[first], awakening=True, payment={"pool": will_for("PofA-072"), "gems": ["darkness", "darkness"]})
    for _ in range(6):
        if state.decision is not None and state.decision.kind == "banish":
            state = act(state, {"type": "banish", "player": "bob", "card": second})
        elif state.chase or state.pending:
            state = resolve_all(state) if state.pending else both_pass(state)
    assert list(player(state, "ann").crystals or []) == ["darkness"]
    assert not {first, second} & {e.id for e in player(state, "bob").field}


def _remove_activate(card_id: str, ability: int, removed: list[str]) -> dict[str, object]:
    return {"type": "activate", "player": "ann", "card": card_id, "ability": ability, "targets": [], "payment": {"remove": removed}}


def test_fow_cost_remove_graveyard_r_ao3043_removes_a_resonator_for_two_counters() -> None:
    """FOW-COST-REMOVE-GRAVEYARD-R with AO3-043 ({Rest}, remove a resonator in your graveyard from the game:
    put two [+100/+100] counters on this card): ann's graveyard holds a resonator and a chant; the ability is
    listed with the resonator named, and played so: the resonator goes to her removed area, the chant stays,
    and AO3-043 gets two counters."""
    assert entry("AO3-043")["supported"]
    assert card("AO3-043")["abilities"][0]["cost"] == {"rest": True, "remove": {"kinds": ["resonator"]}}
    state = real_started("AO3-043")
    angel = to_field(state, "ann", "AO3-043")
    dead = to_graveyard(state, "ann", "TST-R01")
    chant = to_graveyard(state, "ann", "TST-C01")
    assert listed(state, "activate", card=angel, ability=0)
    assert find(state, "activate", card=angel, ability=0)["payment"]["remove"] == [dead]
    atk, def_, _ = stats(state, angel)
    state = resolve_all(act(state, _remove_activate(angel, 0, [dead])))
    ann = player(state, "ann")
    assert dead in ann.removed and dead not in ann.graveyard and chant in ann.graveyard
    assert stats(state, angel)[:2] == (atk + 200, def_ + 200)


def test_fow_cost_remove_graveyard_r_refusals() -> None:
    """FOW-COST-REMOVE-GRAVEYARD-R breaking: AO3-043 paid naming no card, a chant of the graveyard, a resonator
    of the hand, or two resonators; a chant (TST-C04) played with a graveyard card named in its payment."""
    state = real_started("AO3-043")
    angel = to_field(state, "ann", "AO3-043")
    dead = to_graveyard(state, "ann", "TST-R01")
    other = to_graveyard(state, "ann", "TST-R11")
    chant = to_graveyard(state, "ann", "TST-C01")
    held = to_hand(state, "ann", "TST-R06")
    for removed in ([], [chant], [held], [dead, other]):
        assert code_of(state, _remove_activate(angel, 0, removed)) == "FOW-COST-REMOVE-GRAVEYARD-R"
    play = {"type": "play_card", "player": "ann", "card": to_hand(state, "ann", "TST-C04"), "payment": {"pool": {"wind": 1}, "remove": [dead]}}
    pool(state, "ann", wind=1)
    assert code_of(state, play) == "FOW-COST-REMOVE-GRAVEYARD-R"


def test_fow_cost_remove_graveyard_r_ao3039_returns_itself_from_the_graveyard() -> None:
    """FOW-COST-REMOVE-GRAVEYARD-R with FOW-GRAVEYARD-ACTIVATE-R: AO3-039 (remove three resonators in your
    graveyard from the game: put this card from your graveyard into your hand) in ann's graveyard beside three
    other resonators: played from there, naming itself among the three is refused; naming the three others,
    they are removed and AO3-039 goes to her hand."""
    assert entry("AO3-039")["supported"]
    state = real_started("AO3-039")
    lord = to_graveyard(state, "ann", "AO3-039")
    dead = [to_graveyard(state, "ann", d) for d in ("TST-R01", "TST-R11", "TST-R05")]
    index = next(i for i, a in enumerate(card("AO3-039")["abilities"]) if a.get("from_graveyard"))
    assert code_of(state, _remove_activate(lord, index, [lord, *dead[:2]])) == "FOW-COST-REMOVE-GRAVEYARD-R"
    assert listed(state, "activate", card=lord, ability=index)
    state = resolve_all(act(state, _remove_activate(lord, index, dead)))
    ann = player(state, "ann")
    assert lord in ann.hand and set(dead) <= set(ann.removed) and not set(dead) & set(ann.graveyard)


def _awakened(state: State, card_id: str, **extra: object) -> dict[str, object]:
    instance = to_hand(state, "ann", card_id)
    will = will_for(card_id)
    pool(state, "ann", **will)
    payment = {"pool": will, **extra.pop("payment", {})}  # type: ignore[dict-item]
    return {"type": "play_card", "player": "ann", "card": instance, "awakening": True, "payment": payment, **extra}


def test_fow_awakening_rest_r_msw016_rests_the_ruler_for_a_card_more() -> None:
    """FOW-AWAKENING-REST-R with MSW-016 (put two [200/200] light Spirit, Fairy Tale tokens into the field; if
    this card was awakened, draw a card; [Awakening] rest a recovered J/ruler you control): played awakened,
    ann's ruler in its ruler area is rested, two tokens enter and she draws one card; with her ruler rested,
    the awakened play is refused and not listed (the plain one is)."""
    assert entry("MSW-016")["supported"]
    state = real_started("MSW-016")
    play = _awakened(state, "MSW-016")
    hand = len(player(state, "ann").hand)
    after = resolve_all(act(state, play))
    ann = player(after, "ann")
    assert ann.ruler is not None and ann.ruler.rested
    assert sum(1 for e in ann.field if ".T" in e.id) == 2
    assert len(ann.hand) == hand - 1 + 1
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.rested = True
    assert code_of(state, play) == "FOW-AWAKENING-REST-R"
    assert not listed(state, "play_card", card=play["card"], awakening=True) and listed(state, "play_card", card=play["card"], awakening=False)


def test_fow_awakening_rest_r_msw003_only_a_light_j_ruler() -> None:
    """FOW-AWAKENING-REST-R with MSW-003 ([Awakening] rest a recovered light J/ruler you control: [Enter] >>>
    destroy target non-magic stone entity your opponent controls): ann's light ruler (TST-RU1) pays it; bob's
    fire ruler (TST-RU2) does not: his awakened play is refused."""
    assert entry("MSW-003")["supported"] and card("MSW-003")["awakening"]["j_ruler_attributes"] == ["light"]
    state = real_started("MSW-003")
    victim = to_field(state, "bob", "TST-R05")
    state = act(state, _awakened(state, "MSW-003"))
    state = resolve_all(state, {next(c for c in [e.id for e in player(state, "ann").field] + [i.card for i in state.chase] if "MSW-003" in c): [victim]})
    assert victim not in {e.id for e in player(state, "bob").field}
    assert player(state, "ann").ruler.rested  # type: ignore[union-attr]
    fire = real_started("MSW-003")
    player(fire, "ann").ruler.id = player(fire, "bob").ruler.id.replace("bob", "ann")  # type: ignore[union-attr]
    assert code_of(fire, _awakened(fire, "MSW-003")) == "FOW-AWAKENING-REST-R"


def test_fow_awakening_rest_r_rol001_rests_cain_and_msw047_names_moojdart() -> None:
    """FOW-AWAKENING-REST-R with ROL-001 ([Awakening] rest a recovered card named "Cain, Top Two of the Light
    Palace" you control: [Enter] >>> recover all J/resonators you control) and ROL-006 (Cain) in ann's field:
    naming another card, or Cain rested, is refused; naming Cain recovered, Cain is rested as the cost is paid
    and the [Enter] ability recovers ann's rested TST-R01 (and Cain).  MSW-047 ([Awakening] rest a recovered
    card named "Moojdart" you control) names a ruler: ann's ruler MSW-042 in its ruler area pays it, her
    TST-R01 does not."""
    assert entry("ROL-001")["supported"] and entry("ROL-006")["supported"] and entry("MSW-047")["supported"]
    state = real_started("ROL-001", "ROL-006", "MSW-047", "MSW-042")
    cain = to_field(state, "ann", "ROL-006", rested=True)
    tired = to_field(state, "ann", "TST-R01", rested=True)
    play = _awakened(state, "ROL-001", payment={"rest": [cain]})
    assert code_of(state, play) == "FOW-AWAKENING-REST-R"
    assert code_of(state, _awakened(state, "ROL-001", payment={"rest": [tired]})) == "FOW-AWAKENING-REST-R"
    next(e for e in player(state, "ann").field if e.id == cain).rested = False
    after = act(state, play)
    assert next(e for e in player(after, "ann").field if e.id == cain).rested
    after = resolve_all(after)
    assert not any(e.rested for e in player(after, "ann").field if e.id in (cain, tired))
    ruler = player(state, "ann").ruler
    assert ruler is not None
    ruler.id = "ann:MSW-042#1"
    other = to_field(state, "ann", "TST-R01")
    assert code_of(state, _awakened(state, "MSW-047", payment={"rest": [other]})) == "FOW-AWAKENING-REST-R"
    assert code_of(state, _awakened(state, "MSW-047", payment={"rest": [ruler.id]})) is None


def test_fow_awakened_if_r_sdao1022_a_will_cost_alone_on_its_line() -> None:
    """FOW-AWAKENED-IF-R with SDAO1-022 (destroy target J/resonator; if this card was awakened, a card of the
    Stranger deck at random into the hand; [Awakening] {R} printed alone on its line): read as the [Awakening]
    cost {R}; played awakened with {R}{B} only it is refused, with {R}{R}{B} it destroys bob's resonator (ann's
    Stranger deck is empty: nothing more)."""
    assert entry("SDAO1-022")["supported"] and card("SDAO1-022")["awakening"] == {"cost": {"specified": {"fire": 1}}}
    state = real_started("SDAO1-022")
    victim = to_field(state, "bob", "TST-R05")
    chant = to_hand(state, "ann", "SDAO1-022")
    pool(state, "ann", fire=2, darkness=1)
    short = {"type": "play_card", "player": "ann", "card": chant, "awakening": True, "targets": [victim], "payment": {"pool": {"fire": 1, "darkness": 1}}}
    assert code_of(state, short) is not None
    state = resolve_all(act(state, {**short, "payment": {"pool": {"fire": 2, "darkness": 1}}}))
    assert victim not in {e.id for e in player(state, "bob").field}


def test_fow_where_x_count_r_tst011_gains_life_per_demonic_world_name() -> None:
    """FOW-WHERE-X-COUNT-R with TST-011 ([Enter] >>> you gain 1000 life multiplied by X, where X is the number
    of Demonic Worlds with different names you control): read as 1000 life for each, the names counted; ann
    controls two TST-090 (one name) when TST-011 (a Demonic World too) enters: two names, 2000 life."""
    assert card("TST-011")["abilities"][0]["effects"] == [{"op": "gain_life", "amount": 1000, "per": {"what": "card", "races": ["Demonic World"], "distinct_names": True}}]
    state = real_started("TST-011", "TST-090", copies=2)
    to_field(state, "ann", "TST-090")
    to_field(state, "ann", "TST-090")
    life = player(state, "ann").life
    state = resolve_all(_played(state, "TST-011"))
    assert player(state, "ann").life == life + 2000


def test_fow_where_x_count_r_grl013_draws_per_regalia_and_refusals() -> None:
    """FOW-WHERE-X-COUNT-R with GRL-013 (draw X cards, where X is the number of regalia you control): ann
    controls two regalia (bob one): she draws two.  Breaking: X of a discard stays refused; a draw for each card
    put into a graveyard from the field counts those of every player (FOW-TO-GRAVEYARD-THIS-TURN-R; invented
    wordings)."""
    assert card("GRL-013")["effects"] == [{"op": "draw", "amount": 1, "per": {"what": "regalia"}}]
    state = real_started("GRL-013")
    to_field(state, "ann", "TST-G01")
    to_field(state, "ann", "TST-G02")
    to_field(state, "bob", "TST-G01")
    hand = len(player(state, "ann").hand)
    state = resolve_all(_played(state, "GRL-013"))
    assert len(player(state, "ann").hand) == hand + 2
    assert "no vocabulary entry matches" in line_refusal("Your opponent discards X cards, where X is the number of regalia you control.", "chant")
    record = line_record("chant")
    map_ability(normalize_line("Draw a card for each Human put into a graveyard from the field this turn."), record)
    assert record["effects"] == [{"op": "draw", "amount": 1, "per": {"what": "card", "zone": "to_graveyard", "whose": "all", "races": ["Human"]}}]


def test_fow_graveyard_chosen_hand_r_gits2045072_a_machine_back_to_hand() -> None:
    """FOW-GRAVEYARD-CHOSEN-HAND-R with GITS2045-072 (put a Machine from your graveyard into your hand) and
    GITS2045-002 (its [Enter] reads the same): ann's graveyard holds GRL-033 (a Machine resonator) and a
    resonator of no such race; naming the other resonator, or none, is refused; naming GRL-033 puts it into her
    hand."""
    assert entry("GITS2045-072")["supported"] and entry("GITS2045-002")["supported"]
    assert card("GITS2045-072")["effects"] == [{"op": "search", "deck": "graveyard", "must": True, "filter": {"races": ["Machine"]}}]
    state = real_started("GITS2045-072", "GRL-033")
    machine = to_graveyard(state, "ann", "GRL-033")
    other = to_graveyard(state, "ann", "TST-R01")
    state = _played(state, "GITS2045-072")
    for _ in range(4):
        if state.decision is not None:
            break
        state = both_pass(state)
    assert state.decision is not None and state.decision.kind == "search"
    assert code_of(state, {"type": "search", "player": "ann", "card": other}) == "FOW-GRAVEYARD-CHOSEN-HAND-R"
    assert code_of(state, {"type": "search", "player": "ann", "card": None}) == "FOW-GRAVEYARD-CHOSEN-HAND-R"
    state = resolve_all(act(state, {"type": "search", "player": "ann", "card": machine}))
    assert machine in player(state, "ann").hand and other in player(state, "ann").graveyard
