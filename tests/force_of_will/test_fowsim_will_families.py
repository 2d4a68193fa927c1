"""Will production families, each played with a real card named by id (the printed text stays in ../shared
and is read at run time): will abilities making several wills at once (FOW-WILL-SEVERAL-R), cards with
two will abilities (FOW-WILL-ABILITIES-R), will that pays only for what its ability says
(FOW-WILL-SPEND-ONLY-R), will produced by an effect (FOW-WILL-EFFECT-R) and will abilities with a will
cost (FOW-WILL-PAID-R)."""

from __future__ import annotations

from adjudicator.force_of_will.ability.lines import produce, spend_only

from .fowsim_db import card, entry
from .helpers import act, code_of, listed, next_turn, player, pool, to_field, to_hand
from .real import field, hero_started, real_started, resolve_all

ANY = ["light", "fire", "water", "wind", "darkness"]


def _produce(source: str, will: str, *more: str) -> dict[str, object]:
    return {"type": "produce_will", "player": "ann", "source": source, "will": will, "more": list(more)}


# -- FOW-WILL-SEVERAL-R --------------------------------------------------------------------------------


def test_fow_will_several_r_the_printed_shapes() -> None:
    """Each printed shape is read as the list of wills one use makes, each one of its options."""
    assert produce("{B} and {U}.") == [["darkness"], ["water"]]
    assert produce("{G}{G}") == [["wind"], ["wind"]]
    assert produce("{R} {R}") == [["fire"], ["fire"]]
    assert produce("{3}.") == [["void"], ["void"], ["void"]]
    assert produce("two wills in any combination of attributes.") == [ANY, ANY]
    assert produce("three wills in any combination of {R} and/or {B}") == [["fire", "darkness"]] * 3
    assert produce("{W}, {R}, {U}, {G}, or {B}") == [ANY]


def test_fow_will_several_r_a_dual_stone_makes_both_wills_at_once() -> None:
    """TAT-095, a special stone ("{Rest}: Produce {B} and {U}"): imported (it was refused as a stone without
    a will ability read); one use puts one darkness and one water will into the pool and rests it. Naming
    only one of the two wills, or a will it does not make, is refused."""
    assert entry("TAT-095")["imported"] and entry("TAT-095")["supported"]
    assert card("TAT-095")["stone_produces"] == ["darkness"] and card("TAT-095")["stone_more"] == [["water"]]
    state = hero_started((), stones=("TAT-095",))
    stone = to_field(state, "ann", "TAT-095")
    assert code_of(state, _produce(stone, "darkness")) == "FOW-WILL-SEVERAL-R"
    assert code_of(state, _produce(stone, "darkness", "fire")) == "FOW-WILL-SEVERAL-R"
    assert code_of(state, _produce(stone, "water", "darkness")) is None  # the order of the two is free
    assert listed(state, "produce_will", source=stone, will="darkness", more=["water"])
    state = act(state, _produce(stone, "darkness", "water"))
    assert player(state, "ann").pool == {"darkness": 1, "water": 1}
    assert next(e for e in player(state, "ann").field if e.id == stone).rested
    assert code_of(state, _produce(stone, "darkness", "water")) == "FOW-PLAY-4"


def test_fow_will_several_r_any_combination_on_a_resonator_waits_a_turn() -> None:
    """VIN003-085, a resonator ("{Rest}: Produce two wills in any combination of attributes"): the turn it
    enters its [Rest] will ability waits (FOW-PLAY-4, CR 1013.2-1013.3, 905.3); controlled since the turn
    began, one use makes a fire and a darkness will; three wills are more than it makes."""
    state = real_started("VIN003-085")
    fresh = to_field(state, "ann", "VIN003-085", since=state.turn.number)
    assert code_of(state, _produce(fresh, "fire", "darkness")) == "FOW-PLAY-4"
    state = real_started("VIN003-085")
    tree = to_field(state, "ann", "VIN003-085")
    assert code_of(state, _produce(tree, "fire", "darkness", "wind")) == "FOW-WILL-SEVERAL-R"
    state = act(state, _produce(tree, "fire", "darkness"))
    assert player(state, "ann").pool == {"fire": 1, "darkness": 1}


def test_fow_will_several_r_a_banished_source_pays_with_both_wills() -> None:
    """PofA-098 ("Banish this card: Produce {U}{G}") used while paying VIN002-056 ({G}{G}{1}), one wind will
    from the pool: its wind pays a {G}, its water the free part; PofA-098 goes to the graveyard and the
    resonator is played. Named without its second will the payment falls short (FOW-WILL-SEVERAL-R)."""
    state = real_started("PofA-098", "VIN002-056")
    machine = to_field(state, "ann", "PofA-098")
    student = to_hand(state, "ann", "VIN002-056")
    pool(state, "ann", wind=1)
    play = {"type": "play_card", "player": "ann", "card": student, "targets": [], "payment": {"sources": [{"card": machine, "will": "wind"}], "pool": {"wind": 1}}}
    assert code_of(state, play) == "FOW-WILL-SEVERAL-R"
    play["payment"] = {"sources": [{"card": machine, "will": "wind", "more": ["water"]}], "pool": {"wind": 1}}
    state = act(state, play)
    assert machine in player(state, "ann").graveyard and player(state, "ann").pool == {}
    assert [item.card for item in state.chase] == [student]


def test_fow_will_several_r_three_void_wills() -> None:
    """NWE-099 ("{Rest}: Produce {3}"), now supported: one use makes three void wills."""
    assert entry("NWE-099")["supported"]
    state = real_started("NWE-099")
    gears = to_field(state, "ann", "NWE-099")
    state = act(state, _produce(gears, "void", "void", "void"))
    assert player(state, "ann").pool == {"void": 3}
    assert gears in field(state, "ann")


# -- FOW-WILL-ABILITIES-R ------------------------------------------------------------------------------


def test_fow_will_abilities_r_the_plain_ability_stays_beside_the_conditional_one() -> None:
    """MP01-146, a special stone with "{Rest}: Produce {U}" and a second will ability (any attribute, only
    under a J/ruler of two names): under another ruler its water will is made (the second ability read to
    replace the first left it making nothing), another attribute is refused (FOW-WILL-ONLY-IF-R); under a
    ruler so named either ability is used, once: the stone is then rested (FOW-PLAY-4)."""
    stone = card("MP01-146")
    assert stone["stone_produces"] == ["water"] and stone["abilities"][0]["produce"] == ANY
    plain = hero_started((), stones=("MP01-146",))
    source = to_field(plain, "ann", "MP01-146")
    assert code_of(plain, _produce(source, "fire")) == "FOW-WILL-ONLY-IF-R"
    after = act(plain, _produce(source, "water"))
    assert player(after, "ann").pool == {"water": 1}
    named = hero_started((), stones=("MP01-146",), ruler_name=stone["abilities"][0]["when"]["ruler_names"][0])
    source = to_field(named, "ann", "MP01-146")
    assert listed(named, "produce_will", source=source, will="fire") and listed(named, "produce_will", source=source, will="water")
    named = act(named, _produce(source, "fire"))
    assert player(named, "ann").pool == {"fire": 1}
    assert code_of(named, _produce(source, "water")) == "FOW-PLAY-4"


# -- FOW-WILL-SPEND-ONLY-R -----------------------------------------------------------------------------


def _play(card_id: str, instance: str, payment: dict[str, object]) -> dict[str, object]:
    return {"type": "play_card", "player": "ann", "card": instance, "targets": [], "payment": payment}


def test_fow_will_spend_only_r_the_printed_restrictions() -> None:
    """The restrictions read, and those refused (the activation cost of a ruler's ability, CMB-008); activate abilities of
    J-rulers are FOW-WILL-SPEND-J-RULER-R's (fow-alice-nv), of cards of one name FOW-WILL-SPEND-NAMED-R's (fow-y-will)."""
    assert spend_only("play chants.") == {"types": ["chant"]}
    assert spend_only("do judgment") == {"judgment": True}
    assert spend_only("play resonator with two or more attributes") == {"types": ["resonator"], "min_attributes": 2}
    assert card("MPR-033")["abilities"][-1]["only"] == {"races": ["Dragon"]}
    assert card("TWS-044")["abilities"][-1]["only"] == {"types": ["chant"], "races": ["Music"]}
    assert card("GOG-087")["abilities"][0]["only"] == {"types": ["resonator"], "keyword": "tales"}
    assert any("spent only to" in u["reason"] for u in entry("CMB-008")["unsupported"])  # fow-dec-b: NDR-102 reads
    assert entry("EDL-052")["supported"]  # fow-y-will: FOW-WILL-SPEND-NAMED-R
    assert entry("NDR-105")["supported"]  # fow-alice-nv: FOW-WILL-SPEND-J-RULER-R reads its activate abilities


def test_fow_will_spend_only_r_chant_will_in_the_pool() -> None:
    """VIN003-009 ("{Rest}: Produce {W}" that pays only for chants): its light will waits in the pool kept
    apart; with one void will it pays TST-C12 (a {W}{1} chant: ann gains 600 life), not TST-R03 (a {W}{1}
    resonator), whether taken from the pool or used as a source while paying; it expires with the pool.
    Playing that light chant also triggers VIN003-009's "whenever you play a light chant" (200 life)."""
    state = real_started("VIN003-009")
    wizard = to_field(state, "ann", "VIN003-009")
    resonator = to_hand(state, "ann", "TST-R03")
    pool(state, "ann", void=1)
    assert code_of(state, _play("TST-R03", resonator, {"sources": [{"card": wizard, "will": "light"}], "pool": {"void": 1}})) == "FOW-WILL-SPEND-ONLY-R"
    state = act(state, _produce(wizard, "light"))
    ann = player(state, "ann")
    assert ann.pool == {"void": 1} and [(w.will, w.only.types) for w in ann.restricted] == [("light", ["chant"])]
    assert code_of(state, _play("TST-R03", resonator, {"pool": {"void": 1}, "restricted": {"light": 1}})) == "FOW-WILL-SPEND-ONLY-R"
    assert code_of(state, _play("TST-R03", resonator, {"pool": {"void": 1, "light": 1}})) == "FOW-WILL-2"
    later = next_turn(state)
    assert all(not p.restricted and not p.pool for p in later.players)
    chant = to_hand(state, "ann", "TST-C12")
    life = player(state, "ann").life
    state = act(state, _play("TST-C12", chant, {"pool": {"void": 1}, "restricted": {"light": 1}}))
    assert not player(state, "ann").restricted and player(state, "ann").pool == {}
    state = resolve_all(state)
    assert player(state, "ann").life == life + 600 + 200  # and VIN003-009's own trigger: a light chant played


def test_fow_will_spend_only_r_a_stone_any_attribute_only_for_a_race() -> None:
    """ADW-097, a special stone: "{Rest}: Produce {W}" and any attribute only to play Heroes. Paying TST-R11
    (a {R} Demon) with its fire will is refused; with its light will TST-R01 ({W}) is paid by the plain
    ability; TST-R11 made a Hero is paid with its fire will."""
    assert entry("ADW-097")["supported"]
    state = hero_started((), stones=("ADW-097",))
    stone = to_field(state, "ann", "ADW-097")
    demon = to_hand(state, "ann", "TST-R11")
    angel = to_hand(state, "ann", "TST-R01")
    assert code_of(state, _play("TST-R11", demon, {"sources": [{"card": stone, "will": "fire"}]})) == "FOW-WILL-SPEND-ONLY-R"
    assert code_of(state, _play("TST-R01", angel, {"sources": [{"card": stone, "will": "light"}]})) is None
    hero = hero_started((), stones=("ADW-097",), changed={"TST-R11": {"races": ["Hero"]}})
    stone = to_field(hero, "ann", "ADW-097")
    demon = to_hand(hero, "ann", "TST-R11")
    hero = act(hero, _play("TST-R11", demon, {"sources": [{"card": stone, "will": "fire"}]}))
    assert [item.card for item in hero.chase] == [demon]


def test_fow_will_spend_only_r_two_wills_for_a_dragon() -> None:
    """MPR-033 (banish it: two wills in any combination of attributes, only to play Dragons) pays the {R}{R}
    of TST-R14, a Dragon, with two void wills from the pool; MPR-033 goes to the graveyard."""
    state = real_started("MPR-033")
    drake = to_field(state, "ann", "MPR-033")
    dragon = to_hand(state, "ann", "TST-R14")
    pool(state, "ann", void=2)
    state = act(state, _play("TST-R14", dragon, {"sources": [{"card": drake, "will": "fire", "more": ["fire"]}], "pool": {"void": 2}}))
    assert drake in player(state, "ann").graveyard and [item.card for item in state.chase] == [dragon]


# -- FOW-WILL-EFFECT-R ---------------------------------------------------------------------------------


def test_fow_will_effect_r_a_chant_mode_produces_fire() -> None:
    """RDE-010, a chant (choose one: 400 damage to target resonator and produce {R}; or 500 to a player):
    its first mode destroys bob's TST-R01 (DEF 400) and leaves one fire will in ann's pool."""
    state = real_started("RDE-010")
    victim = to_field(state, "bob", "TST-R01")
    chant = to_hand(state, "ann", "RDE-010")
    will = {k: v for k, v in card("RDE-010")["cost"].get("specified", {}).items()} | ({"void": card("RDE-010")["cost"]["free"]} if card("RDE-010")["cost"].get("free") else {})
    pool(state, "ann", **will)
    state = act(state, {"type": "play_card", "player": "ann", "card": chant, "targets": [victim], "mode": 0, "payment": {"pool": will}})
    state = resolve_all(state)
    assert victim not in field(state, "bob") and player(state, "ann").pool == {"fire": 1}


def test_fow_will_effect_r_the_attribute_chosen_as_it_resolves() -> None:
    """LEL-030 (when put into a graveyard from its controller's field: produce {W}, {R}, {U}, {G}, or {B}):
    destroyed by ann's TST-C10, its trigger asks ann for the attribute; she names water: one water will."""
    state = real_started("LEL-030")
    lifeform = to_field(state, "ann", "LEL-030")
    verdict = to_hand(state, "ann", "TST-C10")
    pool(state, "ann", darkness=2, void=1)
    state = act(state, {"type": "play_card", "player": "ann", "card": verdict, "targets": [lifeform], "payment": {"pool": {"darkness": 2, "void": 1}}})
    for _ in range(10):
        if state.decision is not None:
            break
        if state.pending:
            state = act(state, {"type": "play_automatic", "player": "ann", "pending": state.pending[0].id, "targets": []})
        else:
            state = act(state, {"type": "pass", "player": state.to_act[0]})
    assert lifeform in player(state, "ann").graveyard
    assert state.decision is not None and state.decision.kind == "attribute"
    assert listed(state, "choose_attribute", attribute="darkness")
    state = resolve_all(act(state, {"type": "choose_attribute", "player": "ann", "attribute": "water"}))
    assert player(state, "ann").pool == {"water": 1}


def test_fow_will_effect_r_refused_shapes() -> None:
    """Two wills each chosen as an effect resolves (ADK-088) are read now (fow-m-will:
    FOW-WILL-EFFECT-SEVERAL-R, test_fowsim_fow_m_will_families); a will ability of a will cost alone is read
    (FOW-WILL-PAID-ONLY-R, VIN001-077: test_fowsim_grimmb_families)."""
    assert entry("ADK-088")["supported"]
    assert entry("VIN001-077")["supported"]


# -- FOW-WILL-PAID-R -----------------------------------------------------------------------------------


def test_fow_will_paid_r_a_will_cost_paid_as_it_is_played() -> None:
    """ADK-146, an addition ("{Rest}, {1}: Produce {W}, {R}, {U}, {G}, or {B}"): played with a void will of
    the pool as the payment of its {1}, it rests and leaves one fire will; without the payment it is refused
    (FOW-WILL-3), and it cannot be a source inside another payment (FOW-WILL-PAID-R); a will ability without
    a will cost (TAT-095's) takes no payment."""
    assert next(a for a in card("ADK-146")["abilities"] if a["kind"] == "will")["cost"] == {"rest": True, "will": {"free": 1}}
    state = real_started("ADK-146")
    addition = to_field(state, "ann", "ADK-146")
    angel = to_hand(state, "ann", "TST-R01")
    assert code_of(state, _play("TST-R01", angel, {"sources": [{"card": addition, "will": "light"}]})) == "FOW-WILL-PAID-R"
    assert code_of(state, _produce(addition, "fire")) == "FOW-WILL-3"
    pool(state, "ann", void=1)
    assert listed(state, "produce_will", source=addition, will="fire")
    state = act(state, {**_produce(addition, "fire"), "payment": {"pool": {"void": 1}}})
    assert player(state, "ann").pool == {"fire": 1}
    assert next(e for e in player(state, "ann").field if e.id == addition).rested
    stone_state = hero_started((), stones=("TAT-095",))
    stone = to_field(stone_state, "ann", "TAT-095")
    pool(stone_state, "ann", void=1)
    assert code_of(stone_state, {**_produce(stone, "darkness", "water"), "payment": {"pool": {"void": 1}}}) == "FOW-WILL-PAID-R"


def test_fow_will_paid_r_without_rest_or_banish() -> None:
    """MP01-174 ("{1}: Produce one will of any attribute", neither resting nor banishing the card) is read
    as FOW-WILL-PAID-ONLY-R's will ability (played in test_fowsim_grimmb_families with VIN001-077)."""
    assert entry("MP01-174")["supported"]
    assert next(a for a in card("MP01-174")["abilities"] if a["kind"] == "will")["cost"] == {"will": {"free": 1}}
