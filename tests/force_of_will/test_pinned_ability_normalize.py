"""Rule behaviours of ``adjudicator/force_of_will/ability/normalize.py`` pinned against the survivors of
scripts/mutation (issue 21): reminder text carries no rule (CR 1100) and old wordings read as the current
ones, so each printed line below gives exactly this effect tree, or stays refused with exactly this reason.
Real cards named by id; each line is read alone (``read_line``) from ``../shared`` at run time."""

from __future__ import annotations

from typing import Any

from adjudicator.force_of_will.ability import normalize_line

from .fowsim_db import card, line_refusal, printed, read_line, refusal


def _abilities(card_id: str, line: int) -> list[dict[str, Any]]:
    record, refused = read_line(card_id, line)
    assert refused == []
    return list(record.get("abilities", []))


def test_reminder_closing_a_keyword_line() -> None:
    """CFC-084's [Energize] line ends with its reminder in parentheses: read without it, it names the ruler's
    own attribute (FOW-ENERGIZE-PRINTED-R restating FOW-SETUP-4): nothing is added and nothing refused."""
    record, refused = read_line("CFC-084", 1)
    assert refused == []
    assert "energize" not in record and "abilities" not in record and record.get("keywords", []) == []


def test_a_parenthesis_in_a_sentence_is_no_reminder() -> None:
    """ENW-017's second line gives J/resonators [Barrier] with a parenthesis that is no keyword reminder (it
    does not open the line with a bracket): it stays, and the line is refused with it."""
    record, refused = read_line("ENW-017", 1)
    assert "abilities" not in record
    sentence = normalize_line(printed("ENW-017", 1)).rstrip(".")
    assert "(" in sentence
    assert [u["reason"] for u in refused] == [f"no ability form matches this line (no vocabulary entry matches {sentence!r})"]


def test_reminder_after_a_sentence_giving_a_keyword() -> None:
    """A sentence giving a keyword, then its reminder closing the line: MP01-119 (rest: a target wind
    resonator gains [Barrier] until end of turn), MP01-100J ({W}: this card gains [Swiftness] and
    [Precision] until end of turn), MP01-072J (banish a fire card: [Imperishable] until end of turn) and
    MP01-036 ([Swiftness] and [Eternal] as long as you control three or more J/resonators)."""
    assert _abilities("MP01-119", 0) == [
        {"kind": "activate", "cost": {"rest": True}, "targets": [{"kind": "resonator", "attributes": ["wind"]}],
         "effects": [{"op": "modify", "target": 0, "keywords": ["barrier"], "until": "turn"}]}
    ]
    assert _abilities("MP01-100J", 1) == [
        {"kind": "activate", "cost": {"will": {"specified": {"light": 1}}},
         "effects": [{"op": "modify", "target": "self", "keywords": ["swiftness", "precision"], "until": "turn"}]}
    ]
    assert _abilities("MP01-072J", 2) == [
        {"kind": "activate", "cost": {"banish": {"attributes": ["fire"]}},
         "effects": [{"op": "modify", "target": "self", "keywords": ["imperishable"], "until": "turn"}]}
    ]
    assert _abilities("MP01-036", 0) == [
        {"kind": "continuous", "scope": "self", "keywords": ["swiftness", "eternal"],
         "as_long_as": {"count": {"what": "j_resonator", "whose": "you"}, "at_least": 3}}
    ]


def test_fow_old_added_r_resonator_with_this() -> None:
    """FOW-OLD-ADDED-R: an old addition's "[Continuous]: Resonator with this ..." is its added resonator:
    CMF-072 (+400/+0, and [First Strike] and [Pierce] for a Musketeer), TAT-027 (+400/-400).  The
    [Continuous] label stays: CMF-051's line (the added resonator gains an activate ability) is read as the
    [Continuous] form granting it (FOW-GRANTED-ABILITY-R)."""
    assert _abilities("CMF-072", 0) == [
        {"kind": "continuous", "scope": "added", "atk": 400, "def": 0},
        {"kind": "continuous", "scope": "added", "keywords": ["first_strike", "pierce"], "races": ["Musketeer"]},
    ]
    assert _abilities("TAT-027", 0) == [{"kind": "continuous", "scope": "added", "atk": 400, "def": -400}]
    record, refused = read_line("CMF-051", 1)
    rest = normalize_line(printed("CMF-051", 1)).removeprefix("[Continuous]")
    assert rest.startswith(": Added resonator ")
    assert refused == [] and [(a["kind"], a["scope"], len(a["grants"])) for a in record["abilities"]] == [("continuous", "added", 1)]


def test_spaces_between_cost_symbols_of_a_keyword() -> None:
    """NDR-063's [Awakening] cost is printed with spaces between its symbols: read as {G}{G}{2}, its [Enter]
    puts five +100/+100 counters on this card when it was awakened."""
    record, refused = read_line("NDR-063", 0)
    assert refused == []
    assert record["awakening"] == {"cost": {"specified": {"wind": 2}, "free": 2}}
    assert record["abilities"] == [
        {"kind": "automatic", "trigger": "enter", "condition": "awakened",
         "effects": [{"op": "put_counters", "amount": 5, "atk": 100, "def": 100, "target": "self"}]}
    ]


def test_reminder_sentence_inside_a_keyword_line() -> None:
    """A reminder sentence in parentheses inside a bracketed line, before its arrow: RDE-016 ([Resonance]
    with a fire magic stone: 200 damage to target opponent) and RDE-017 (with a water magic stone: this
    card gains +300/+300 and [Flying] until end of turn)."""
    assert _abilities("RDE-016", 0) == [
        {"kind": "automatic", "trigger": "resonance", "stone_types": ["fire"],
         "targets": [{"kind": "player", "controller": "opponent"}],
         "effects": [{"op": "damage", "amount": 200, "target": 0}]}
    ]
    assert _abilities("RDE-017", 0) == [
        {"kind": "automatic", "trigger": "resonance", "stone_types": ["water"],
         "effects": [{"op": "modify", "target": "self", "atk": 300, "def": 300, "keywords": ["flying"], "until": "turn"}]}
    ]


def test_a_restriction_in_parentheses_is_no_reminder() -> None:
    """Only a sentence is reminder text: the parenthesis of a restricted [Barrier] (SNV-080, LEL-014 after another
    keyword, DBV-089 with a total cost) narrows the keyword and stays, so the line is read as the restricted
    [Barrier] (FOW-KW-BARRIER-KIND-R, FOW-KW-BARRIER-COST-R) instead of the full one (read so before 2026-12-03,
    a guess the house rules forbid); a parenthesis of no form of the vocabulary (two kinds at once) stays refused (SDV5-001's chants
    and runes is FOW-KW-BARRIER-RUNE-R); the [Energize] reminder sentence without its full stop (CFC-084) is still reminder text."""
    assert normalize_line(printed("SNV-080", 0)) == printed("SNV-080", 0).strip()
    for card_id, line in (("SNV-080", 0), ("LEL-014", 0), ("DBV-089", 1)):
        record, refused = read_line(card_id, line)
        assert refused == [] and "barrier" not in record.get("keywords", []), (card_id, refused)
        assert record.get("barrier_types") == (None if card_id == "DBV-089" else ["chant"])
        assert record.get("barrier_max_cost") == (4 if card_id == "DBV-089" else None)
    # SDV5-001's "(Chant)(Rune)" is read since 2026-12-04 (FOW-KW-BARRIER-RUNE-R); two kinds of cards at once stay refused.
    record, refused = read_line("SDV5-001", 1)
    assert refused == [] and record.get("barrier_types") == ["chant", "rune"] and "barrier" not in record.get("keywords", [])
    assert line_refusal("[Barrier] (Chant)(Resonator)").endswith("this form is not in the vocabulary")


def test_a_restricting_sentence_after_barrier_is_no_reminder() -> None:
    """A sentence in parentheses after [Barrier] that does not restate it restricts it (LEL-018: a total cost
    bounded by the hand; DBV-037: names of counters): it stays and the line is refused with its reason --
    until 2026-12-03 it was dropped as reminder text and the card read with the full [Barrier], a guess;
    a reminder restating the keyword ("... cannot be targeted ...") is still dropped (SDL4-001)."""
    for card_id, line in (("LEL-018", 0), ("DBV-037", 2)):
        assert "barrier" not in card(card_id).get("keywords", []), card_id
        assert refusal(card_id, line).endswith("this form is not in the vocabulary"), refusal(card_id, line)
    assert "(" not in normalize_line(printed("SDL4-001", 0)) and card("SDL4-001")["barrier_attributes"] == ["darkness"]
    assert "(" not in normalize_line(printed("CFC-084", 1))


# -- the survivors of a new sample (scripts/mutation, 2026-12-04 early morning) -------------------------------
def test_a_closing_parenthesis_of_a_line_not_opening_with_a_bracket_stays() -> None:
    """Reminder text is dropped from the end of a line only when the line opens with a bracket, or when the
    sentence before it gives a keyword of the vocabulary: MP01-154's pump line giving [Drain] (no keyword of the
    vocabulary) and TTT-003's activate ability ending with the reminder of its keyword action keep their closing
    parenthesis, and are read (or refused) with it: the line is otherwise unchanged, and TTT-003's is refused
    naming the sentence with the parenthesis."""
    for card_id, line in (("MP01-154", 2), ("TTT-003", 2)):
        text = printed(card_id, line)
        assert text.rstrip().endswith(")") and normalize_line(text) == " ".join(text.split())
    _, refused = read_line("TTT-003", 2)
    assert len(refused) == 1 and refused[0]["reason"].startswith("no vocabulary entry matches 'Play this ability") and "(" in refused[0]["reason"]


def test_fow_self_from_graveyard_r_the_verb_keeps_its_printed_case() -> None:
    """FOW-SELF-FROM-GRAVEYARD-R with VIN001-070 (when put into a graveyard from the field: you may pay 200 life;
    if you do, put it into its owner's hand): "it" is this card, put from the graveyard into the hand, and the
    verb after "If you do," keeps its case (lower as printed; upper in our own variant of the line)."""
    moved = "this card from your graveyard into your hand."
    assert normalize_line(printed("VIN001-070", 0)).endswith(f". If you do, put {moved}")
    upper = normalize_line(printed("VIN001-070", 0).replace("If you do, put it", "If you do, Put it"))
    assert upper.endswith(f". If you do, Put {moved}")
    assert _abilities("VIN001-070", 0) == [
        {"kind": "automatic", "trigger": "to_graveyard",
         "effects": [{"op": "lose_life", "amount": 200, "pay": True, "optional": True}, {"op": "from_graveyard", "target": "self", "to": "hand", "condition": "if_you_do"}]}
    ]
