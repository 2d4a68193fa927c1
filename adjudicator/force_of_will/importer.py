"""Importer for a user-supplied card database in the public community format (fowsim).

``import_fowsim(data)`` is a pure function: it takes the already-parsed JSON -- the whole file
``{"fow": {"clusters": [{"sets": [{"cards": [...]}]}]}}``, an object ``{"cards": [...]}`` or a plain list
of cards -- and returns the mapped card set plus a report, card by card, of what it could not map.  It
reads no file and guesses nothing (RULINGS §4, FOW-DECK-6-R):

* a card whose type, cost or stats cannot be expressed is not imported (``"imported": false``);
* an ability line that matches no entry of the closed vocabulary (:mod:`.vocabulary`) is kept verbatim
  in the card's ``unsupported`` list; such a card is imported for reference but deck validation refuses
  it, so the engine never plays a card it does not fully understand.

fowsim fields used: ``id``, ``name``, ``type[]``, ``race[]``, ``cost`` (``"{W}{W}{4}"``), ``colour[]``
(W/R/U/G/B, V = void), ``ATK``, ``DEF``, ``abilities[]``, ``rarity``.  J-ruler sides are paired with their
ruler by the ``J`` id suffix (``TTW-001`` / ``TTW-001J``).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

from ..core.errors import invalid
from .ability import blocks, normalize_line
from .ability.grammar import KNOWN_KINDS, KNOWN_RACES, KNOWN_TOKEN_RACES, Unsupported
from .ability.lines import (
    join_options,
    map_ability,
    parse_cost,
    refuse_divided_ability,
    refuse_unchosen_race,
    refuse_unread_awakened,
)
from .cards import collect_card_errors
from .vocabulary import SYMBOLS, CardDef

CARD_ID = re.compile(r"^[A-Za-z0-9_.\-]{1,40}$")


STONE_WORDS = {"magic stone", "basic magic stone", "special magic stone", "true magic stone"} | {
    f"{a} magic stone" for a in ("light", "fire", "water", "wind", "darkness")
}
RUNE_WORDS = {"rune", "master rune"}
OUT_OF_SCOPE = {
    "sub-ruler": "Sub-rulers",
    "order": "Orders",
    "extension rule": "Extension rules",
}
MAX_STAT = 100_000
J_RULER_SUFFIX = " [J-Ruler]"  # how the database tells a J-ruler side named as its ruler apart


class Kind(msgspec.Struct, kw_only=True):
    """What a fowsim ``type`` list maps to, with the lines that make the card unsupported."""

    kind: str
    subtypes: list[str] = []
    keywords: list[str] = []
    unsupported: list[tuple[str, str]] = []
    notes: list[str] = []
    standby: bool = False
    target: str = "j_resonator"
    type_words: frozenset[str] = frozenset()
    rune: str | None = None


def classify(types: Any) -> Kind:
    """Our card type for a fowsim ``type`` list; raises :class:`Unsupported` with the precise reason."""
    if isinstance(types, str):
        types = [types]
    if not isinstance(types, list) or not types or not all(isinstance(t, str) for t in types):
        raise Unsupported(f"card type {_short(types)} is not a non-empty list of strings")
    words = [re.sub(r"\s+", " ", t.strip().lower()).replace("addition: ", "addition:") for t in types]
    unique = set(words)
    found = _classify(types, unique)
    found.type_words = frozenset(unique)
    return found


def _classify(types: list[str], unique: set[str]) -> Kind:
    if unique <= STONE_WORDS:
        basic = "basic magic stone" in unique
        if basic and "special magic stone" in unique:
            raise Unsupported("a magic stone that is both basic and special")
        kind = Kind(kind="magic_stone", subtypes=["basic" if basic else "special"])
        if "true magic stone" in unique:
            if basic:
                raise Unsupported("a magic stone that is both basic and true")
            # FOW-TRUE-STONE-R (CR 202.3b): the general type True of a special magic stone; built into a deck
            # as any non-basic magic stone (CR 402.4c).
            kind.subtypes.append("true")
        return kind
    if unique & STONE_WORDS:
        other = sorted(unique - STONE_WORDS)
        raise Unsupported(f"a card of the types {', '.join(other)} and magic stone ({', '.join(types)}): a card has one card type in the vocabulary")
    if unique in ({"chant", "rune"}, {"chant", "rune", "master rune"}):
        # FOW-RUNE-DECK-R: a chant, rune card (CR 202.3d: of the general type Master too).
        return Kind(kind="chant", rune="master" if "master rune" in unique else "rune")
    if unique in ({"rune"}, {"master rune"}):
        # FOW-RUNE-CARD-R (CR 202.2, 202.3d, 711.2a): a rune of no other card type, a card type of its own.
        return Kind(kind="rune", rune="master" if "master rune" in unique else "rune")
    if unique in ({"addition", "addition:field"},):
        return Kind(kind="addition", subtypes=["field"])
    if len(unique) != 1:
        raise Unsupported(f"card types {', '.join(types)}: a card has one card type in the vocabulary")
    (word,) = unique
    if word in OUT_OF_SCOPE:
        raise Unsupported(f"{OUT_OF_SCOPE[word]} are out of scope (RULINGS §2: no rune, order or extension-rule zones)")
    simple = {
        "ruler": Kind(kind="ruler"),
        "basic ruler": Kind(kind="ruler", subtypes=["basic"]),
        "j-ruler": Kind(kind="j_ruler"),
        "basic j-ruler": Kind(kind="j_ruler", subtypes=["basic"]),
        "resonator": Kind(kind="resonator"),
        "chant": Kind(kind="chant"),
        "spell:chant": Kind(kind="chant"),
        "spell:chant-instant": Kind(kind="chant", keywords=["quickcast"], notes=["Chant-Instant read as [Quickcast] (CR 1400)"]),
        "spell:chant-standby": Kind(kind="chant", standby=True, notes=["Chant-Standby read as [Trigger] (CR 1400)"]),
        "addition": Kind(kind="addition", subtypes=["field"], notes=["plain Addition read as a field addition"]),
        "addition:field": Kind(kind="addition", subtypes=["field"]),
        "addition:resonator": Kind(kind="addition", subtypes=["j_resonator"], target="resonator"),
        "addition:j/resonator": Kind(kind="addition", subtypes=["j_resonator"]),
        "regalia": Kind(kind="regalia"),
        # FOW-STRANGER-CARD-R (CR 1305.1): a stranger resonator, built into the stranger deck (FOW-DECK-STRANGER-R).
        "resonator (stranger)": Kind(kind="resonator", subtypes=["stranger"]),
        "resonator (shift)": Kind(kind="resonator", unsupported=[("[Shift]", "[Shift] cards are not in the vocabulary")]),
        "regalia (shift)": Kind(kind="regalia", unsupported=[("[Shift]", "[Shift] cards are not in the vocabulary")]),
    }
    found = simple.get(word)
    if found is None:
        raise Unsupported(f"card type {types[0]!r} is unknown")
    return found


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _text(value: Any, what: str, *, required: bool = False) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise Unsupported(f"{what} {_short(value)} is not text")
    return value


def _strings(value: Any, what: str) -> list[str]:
    if value is None or value == "":
        return []
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise Unsupported(f"{what} {_short(value)} is not a list of strings")
    return value


def _stat_of(value: Any, name: str, has_stats: bool) -> int | None:
    """ATK/DEF: an empty field of a card with stats is a printed 0 (fowsim leaves 0 blank)."""
    if value in ("", None):
        return 0 if has_stats else None
    if isinstance(value, str) and re.fullmatch(r"\s*\d{1,7}\s*", value):
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_STAT or value % 100:
        raise Unsupported(f"{name} {_short(value)} is not a multiple of 100 from 0 to {MAX_STAT}")
    return value


def map_card(raw: Any, set_code: str = "") -> tuple[dict[str, Any] | None, list[dict[str, str]], str | None, list[str]]:
    """(our card record or None, unsupported ability lines with reasons, reason it was not imported, notes)."""
    if not isinstance(raw, dict):
        return None, [], "a card is a JSON object", []
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not CARD_ID.match(card_id):
        return None, [], f"card id {_short(card_id)} is not usable (1 to 40 letters, digits, _ . - only)", []
    try:
        kind = classify(raw.get("type"))
        attributes = []
        for colour in _strings(raw.get("colour"), "colour"):
            if colour in SYMBOLS:
                attributes.append(SYMBOLS[colour])
            elif colour != "V":
                raise Unsupported(f"colour {colour!r} is not an attribute")
        name = _text(raw.get("name"), "name", required=True).strip()
        if kind.kind == "j_ruler" and name.lower().endswith(J_RULER_SUFFIX.lower()):
            # The database tells a J-ruler side that bears its ruler's name apart by a suffix the card does not
            # print ("Alexander [J-Ruler]"): the card is named as printed (FOW-COND-JRULER-NAMED-R and the
            # name checks of triggers and decks compare printed names).
            name = name[: -len(J_RULER_SUFFIX)].strip()
        if not name or len(name) > 200:
            raise Unsupported("name must be 1 to 200 characters")
        record: dict[str, Any] = {
            "id": card_id,
            "name": name,
            "types": [kind.kind],
            "subtypes": list(kind.subtypes),
            "races": [r[:200] for r in _strings(raw.get("race"), "race")][:20],
            "attributes": list(dict.fromkeys(attributes)),
            "keywords": list(kind.keywords),
            "abilities": [],
            "targets": [],
            "effects": [],
            "rarity": _text(raw.get("rarity"), "rarity")[:200],
            "set": (set_code or card_id.rsplit("-", 1)[0])[:200],
            "provenance": "fowsim-import",
        }
        if kind.kind == "magic_stone":
            # FOW-STONE-TYPE-R: the "<attribute> Magic Stone" words of its type line.
            stone_types = [a for a in ("light", "fire", "water", "wind", "darkness") if f"{a} magic stone" in kind.type_words]
            if stone_types:
                record["stone_types"] = stone_types
        cost_text = _text(raw.get("cost"), "cost")
        if len(cost_text) > 200:
            raise Unsupported("cost is longer than 200 characters")
        cost = parse_cost(cost_text)
        if cost is not None:
            record["cost"] = cost
        elif kind.kind in ("resonator", "chant", "addition", "regalia", "rune"):
            record["cost"] = {}
        divinity = _text(raw.get("divinity"), "divinity") if kind.rune is not None else ""
        if kind.rune is not None:
            record["rune"] = kind.rune
            if re.fullmatch(r"[0-9]{1,2}", divinity):
                record["divinity"] = int(divinity)
        has_stats = kind.kind in ("resonator", "j_ruler")
        atk = _stat_of(raw.get("ATK"), "ATK", has_stats)
        dfn = _stat_of(raw.get("DEF"), "DEF", has_stats)
        if atk is not None:
            record["atk"] = atk
        if dfn is not None:
            record["def"] = dfn
        lines = raw.get("abilities")
        if lines is None:
            lines = []
        if not isinstance(lines, list) or len(lines) > 50:
            raise Unsupported(f"abilities {_short(lines)} is not a list of at most 50 lines")
    except Unsupported as exc:
        return None, [], str(exc), []
    notes = list(kind.notes)
    if has_stats and (raw.get("ATK") in ("", None) or raw.get("DEF") in ("", None)):
        notes.append("empty ATK/DEF read as a printed 0")
    unsupported: list[dict[str, str]] = [{"text": t, "reason": r} for t, r in kind.unsupported]
    if kind.rune is not None and "divinity" not in record:
        # FOW-RUNE-DECK-R: a rune's divinity is a number (CR 210.2, 711.4: summed against the remaining divinity).
        unsupported.append({"text": f"divinity {divinity}", "reason": "a rune's divinity that is not a number is not in the vocabulary (CR 210.2, 711.4)"})
        if kind.kind != "rune":
            record.pop("rune")  # a chant, rune card is kept as a chant; a rune card (FOW-RUNE-CARD-R) stays a rune, refused
    if all(isinstance(line, str) for line in lines):
        lines = join_options([line for line in lines if line.strip()], any_kind=True) if kind.kind in ("chant", "rune") else join_options(lines, any_kind=True)
    if kind.kind == "rune":
        # FOW-RUNE-CARD-R (CR 711.2a, 703.3): a rune spell's text is performed as it resolves, as a chant's is:
        # its lines are read as a chant's, and the card is a rune again after them.
        record["types"] = ["chant"]
    for index, line in enumerate(lines):
        if not isinstance(line, str):
            unsupported.append({"text": _short(line), "reason": f"ability {index} is not text"})
            continue
        if not line.strip():
            notes.append(f"ability {index} is empty and carries no rule")
            continue
        if len(line) > 2000:
            unsupported.append({"text": line[:2000], "reason": "an ability longer than 2000 characters"})
            continue
        try:
            opened = blocks.header(line)
            if opened is None:
                map_ability(normalize_line(line), record)
                continue
            # FOW-BLOCK-EXTENT-R: a [Revolution] / [Force Resonance] block is the rest of its own entry.
            field, name, rest = opened
            if field in record:
                raise Unsupported(f"a second {line.split(']')[0]}] header on one card is not in the vocabulary")
            if not rest:
                raise Unsupported("a header alone in its entry: the database does not say which of the card's other lines are under it (reprints list them in different orders)")
            kept = dict(record)
            try:
                for part in rest:
                    blocks.gain(field, name, part, record)
            except Unsupported:
                record.pop(field, None)  # the whole header entry is refused, none of its lines kept
                record.update(kept)
                raise
        except Unsupported as exc:
            unsupported.append({"text": line.strip(), "reason": str(exc)})
    if kind.kind == "rune":
        record["types"] = ["rune"]
    if "addable" in record["subtypes"]:
        # FOW-ADDABLE-ADDITION-R: the plain Addition printing its target as it is played is not a field addition.
        notes = [n for n in notes if n != "plain Addition read as a field addition"] + ["plain Addition read as an addable addition (CR 1405.5a)"]
    unsupported.extend({"text": t, "reason": r} for t, r in refuse_unchosen_race(record))
    unsupported.extend({"text": t, "reason": r} for t, r in refuse_divided_ability(record))
    for _, reason in refuse_unread_awakened(record):
        printed = [line.strip() for line in lines if isinstance(line, str) and re.search(r"awakened|second target", line, re.I)]
        unsupported.append({"text": printed[0] if printed else "[Awakening]", "reason": reason})
    if kind.standby and record.get("trigger") is None:
        unsupported.append({"text": "[Chant-Standby]", "reason": "a Chant-Standby card needs a [Trigger] line the vocabulary can read"})
    if kind.kind == "magic_stone" and "basic" in kind.subtypes and "stone_produces" not in record:
        # A basic magic stone's will ability is fixed by its attribute (its colour, else its "<attribute>
        # Magic Stone" type); the report says so, so nothing is silently inferred.
        typed = [a for a in ("light", "fire", "water", "wind", "darkness") if f"{a} magic stone" in kind.type_words]
        source = record["attributes"] if len(record["attributes"]) == 1 else typed
        if len(source) == 1:
            record["stone_produces"] = list(source)
            notes.append(f"basic magic stone: will ability [Rest]: Produce {source[0]} taken from its attribute")
    if kind.kind == "magic_stone" and "stone_produces" not in record:
        lines_read = "; ".join(u["text"] for u in unsupported) or "no ability"
        return None, unsupported, f"a magic stone without a will ability the vocabulary reads ({lines_read})", notes
    if kind.kind == "addition" and "j_resonator" in kind.subtypes and not record["targets"]:
        # Addition:Resonator is added to a resonator; Addition:J/Resonator to any J/resonator.
        record["targets"] = [{"kind": kind.target}]
    if (record.get("play_less") or {}).get("targets_spec") and not record["targets"]:
        # fow-r-cost: FOW-PLAY-LESS-TARGETS-R: "if it targets" of a card whose own targets the vocabulary did not read.
        record.pop("play_less")
        text = next((line.strip() for line in lines if isinstance(line, str) and "if it targets" in line.lower()), "if it targets")
        unsupported.append({"text": text, "reason": "'if it targets' on a card without a target of its own read is not in the vocabulary"})
    record.pop("_awakened_parts", None)  # fow-m-cost: FOW-AWAKENING-WHICH-R's bookkeeping while lines are read
    record["unsupported"] = [u["text"] for u in unsupported]
    return {k: v for k, v in record.items() if v not in ([], None) or k in ("types",)}, unsupported, None, notes


class Source(msgspec.Struct, frozen=True):
    """Where a card entry sits in the database."""

    cluster: str
    set_code: str
    raw: Any


def import_fowsim(data: Any, *, set_id: str = "fowsim-import") -> dict[str, Any]:
    """Map a parsed fowsim database into a card set; see the module docstring.

    Returns ``{"card_set", "report", "summary"}``; each report entry names the card's ``cluster`` and
    ``set`` (empty when the input is a plain list of cards)."""
    sources = _cards_of(data)
    # FOW-PLURAL-RACE-R: a plural race in a text is read against the races printed in this database.
    races = frozenset(
        race for source in sources if isinstance(source.raw, dict) and isinstance(source.raw.get("race"), list)
        for race in source.raw["race"] if isinstance(race, str) and race
    )
    token = KNOWN_RACES.set(races)
    kinds_token = KNOWN_KINDS.set(_known_kinds(sources))
    # fow-x-token: FOW-COST-BANISH-TOKEN-R: the races of the resonator tokens the texts put into the field.
    token_races = KNOWN_TOKEN_RACES.set(_token_races(sources))
    try:
        return _import(sources, set_id)
    finally:
        KNOWN_TOKEN_RACES.reset(token_races)
        KNOWN_KINDS.reset(kinds_token)
        KNOWN_RACES.reset(token)


_TOKEN_PUT = re.compile(
    r"\[\d{1,5}/\d{1,5}\] (?:(?:light|fire|water|wind|darkness)(?:/(?:light|fire|water|wind|darkness))* )?"
    r"(?P<races>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*(?:(?:/|, )[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)*)*) resonator tokens?\b"
)


def _token_races(sources: list[Source]) -> frozenset[str]:
    """fow-x-token: the races of "[A/D] <attributes> <races> resonator token(s)" in the database's ability texts."""
    found: set[str] = set()
    for source in sources:
        abilities = source.raw.get("abilities") if isinstance(source.raw, dict) else None
        for text in abilities if isinstance(abilities, list) else []:
            for match in _TOKEN_PUT.finditer(text if isinstance(text, str) else ""):
                found.update(re.split(r"/|, ", match.group("races")))
    return frozenset(found)


def _known_kinds(sources: list[Source]) -> dict[str, frozenset[str]]:
    """FOW-SEARCH-FIELD-R: the main deck card types the database prints for each name and each race."""
    found: dict[str, set[str]] = {}
    for source in sources:
        raw = source.raw
        if not isinstance(raw, dict):
            continue
        try:
            classified = classify(raw.get("type"))
            kind = "field_addition" if classified.kind == "addition" and "field" in classified.subtypes else classified.kind
        except Unsupported:
            kind = "unknown"
        if kind not in ("resonator", "chant", "addition", "field_addition", "regalia", "unknown"):
            continue
        keys = [f"name:{raw['name']}"] if isinstance(raw.get("name"), str) else []
        keys += [f"race:{race}" for race in raw.get("race") or [] if isinstance(race, str)]
        for key in keys:
            found.setdefault(key, set()).add(kind)
    return {key: frozenset(kinds) for key, kinds in found.items()}


def _import(sources: list[Source], set_id: str) -> dict[str, Any]:
    report: list[dict[str, Any]] = []
    records: dict[str, dict[str, Any]] = {}
    inverse = _inverse_backs(sources)
    chants = _alternative_chants(sources)
    for source in sources:
        raw = source.raw
        back_of = inverse.get(str(raw.get("id"))) if isinstance(raw, dict) else None
        chant_of = chants.get(str(raw.get("id"))) if isinstance(raw, dict) else None
        # fow-faces: FOW-INVERSE-SIDE-R: the despair side X^ of an inverse card is read as the card X.despair.
        # fow-y-alt: FOW-ALT-CARD-R: the chant half X^ of an alternative card is read as the card X.chant.
        new_id = despair_id(back_of) if back_of is not None else chant_half_id(chant_of) if chant_of is not None else None
        record, unsupported, reason, notes = map_card(raw if new_id is None else {**raw, "id": new_id}, source.set_code)
        entry: dict[str, Any] = {
            "id": raw.get("id") if isinstance(raw, dict) and isinstance(raw.get("id"), str) else None,
            "name": raw.get("name") if isinstance(raw, dict) and isinstance(raw.get("name"), str) else None,
            "cluster": source.cluster,
            "set": source.set_code,
            "imported": record is not None,
            "supported": record is not None and not unsupported,
            "unsupported": unsupported,
        }
        if reason is not None:
            entry["reason"] = reason
        if notes:
            entry["notes"] = notes
        report.append(entry)
        if record is not None:
            if record["id"] in records:
                entry.update(imported=False, supported=False, reason=f"duplicate card id {record['id']!r}")
                continue
            records[record["id"]] = record
            entry["_record"] = record["id"]
    entries = {str(e.pop("_record")): e for e in report if "_record" in e}
    _second_faces(report, records, entries, {s.raw["id"]: s.raw for s in sources if isinstance(s.raw, dict) and isinstance(s.raw.get("id"), str)})
    order_sided = _order_sides(records, entries, {s.raw["id"] for s in sources if _is_order(s.raw)})
    _pair_rulers(records, entries, {e["id"]: e for e in report if e["id"] is not None}, order_sided)
    cards = _checked(records, entries)
    card_set = {
        "id": set_id,
        "name": "Imported from a fowsim card database",
        "official": False,
        "note": "Mapped by adjudicator.force_of_will.importer; cards with unsupported abilities are refused in decks (FOW-DECK-6-R).",
        "cards": [msgspec.to_builtins(c) for c in cards],
    }
    return {"card_set": card_set, "report": report, "summary": _summary(report)}


def _second_faces(report: list[dict[str, Any]], records: dict[str, dict[str, Any]], entries: dict[str, dict[str, Any]], raws: dict[str, Any]) -> None:
    """``X^`` is the second face of the double-faced card ``X``.  An inverse card (FOW-INVERSE-SIDE-R) is
    imported as its two sides ``X`` / ``X.despair``, each supported only when both are; any other kind
    (Shift, a two face ruler, an alternative card) refuses both faces with its reason."""
    for card_id, record in records.items():
        # fow-faces: FOW-INVERT-R / FOW-INVERT-TRIGGER-R: only an inverse card inverts.
        ops = {e.get("op") for e in _effects_of(record) if not e.get("ruler")}  # fow-y-cond: FOW-INVERT-RULER-R: not this card
        triggers = {a.get("trigger") for a in record.get("abilities", [])}
        front_id = card_id.removesuffix(DESPAIR_SUFFIX)
        sides = {"front": front_id, "back": despair_id(front_id)} if front_id in records and despair_id(front_id) in records else {}
        if "invert" in ops and sides.get("front") != card_id:
            _refuse_line(record, entries[card_id], "[Invert]", "FOW-INVERT-R: 'invert this card' on a card that is not the hope side of an inverse card (CR 1030.1, 1302.3) is not in the vocabulary")
        if sides.get("back") == card_id and triggers & LEFT_FIELD_TRIGGERS:
            # fow-faces: FOW-INVERSE-SIDE-R: the card has left the field (hope side up) as such an ability triggers.
            _refuse_line(record, entries[card_id], "[Despair side leaving the field]", "FOW-INVERSE-SIDE-R: a despair side's ability triggering as the card leaves the field (it is then hope side up, CR 1302.3e-1) is not in the vocabulary")
        if "inverts" in triggers and sides.get("back") != card_id:
            _refuse_line(record, entries[card_id], "[When this card inverts]", "FOW-INVERT-TRIGGER-R: 'when this card inverts' on a card that is not the despair side of an inverse card (CR 1030.2) is not in the vocabulary")
    for entry in report:
        card_id = entry["id"]
        if not isinstance(card_id, str) or not card_id.endswith("^"):
            continue
        front_id = card_id[:-1]
        front, back = records.get(front_id), records.get(despair_id(front_id))
        if front is not None and back is not None and entry.get("imported"):
            _pair_inverse(front, back, entries[front_id], entry)
            continue
        chant = records.get(chant_half_id(front_id))
        if front is not None and chant is not None and entry.get("imported"):
            _pair_alternative(front, chant, entries[front_id], entry)
            continue
        kind = _face_kind(raws, card_id)
        entry.update(imported=False, supported=False, reason=f"second face of the double-faced card {front_id!r}: {kind}")
        records.pop(despair_id(front_id), None)
        records.pop(chant_half_id(front_id), None)  # fow-y-alt
        if front is not None:
            line = {"text": f"[Second face] {card_id}", "reason": kind}
            front.setdefault("unsupported", []).append(line["text"])
            entries[front_id]["unsupported"].append(line)
            entries[front_id]["supported"] = False


# fow-faces: inverse cards (CR 1030, 1302.3)
DESPAIR_SUFFIX = ".despair"
LEFT_FIELD_TRIGGERS = frozenset({"leaves", "to_graveyard", "destroyed", "added_to_graveyard"})


def despair_id(front_id: str) -> str:
    """FOW-INVERSE-SIDE-R: the card id of the despair side of the inverse card ``front_id`` (fowsim's ``X^``)."""
    return f"{front_id}{DESPAIR_SUFFIX}"


def _inverse_backs(sources: list[Source]) -> dict[str, str]:
    """fowsim ids ``X^`` of despair sides -- the race Inverse on the second face, not on ``X``, neither a ruler
    (CR 1302.1a, 1302.3) -- mapped to their front id ``X``."""
    raws = {s.raw["id"]: s.raw for s in sources if isinstance(s.raw, dict) and isinstance(s.raw.get("id"), str)}
    found: dict[str, str] = {}
    for card_id, raw in raws.items():
        front = raws.get(card_id[:-1]) if card_id.endswith("^") else None
        if front is None or not CARD_ID.match(card_id[:-1]) or len(despair_id(card_id[:-1])) > 40:
            continue
        races = [_races(raw), _races(front)]
        types = [str(t).lower() for r in (raw, front) for t in _list(r.get("type"))]
        if "Inverse" in races[0] and "Inverse" not in races[1] and not any("ruler" in t or "(shift)" in t for t in types):
            found[card_id] = card_id[:-1]
    return found


# fow-y-alt: alternative cards (CR 1307)
CHANT_HALF_SUFFIX = ".chant"


def chant_half_id(front_id: str) -> str:
    """fow-y-alt: FOW-ALT-CARD-R: the card id of the chant half of the alternative card ``front_id`` (fowsim's ``X^``)."""
    return f"{front_id}{CHANT_HALF_SUFFIX}"


def _alternative_chants(sources: list[Source]) -> dict[str, str]:
    """fow-y-alt: FOW-ALT-CARD-R (CR 1307.1): fowsim ids ``X^`` of the chant halves of alternative cards -- ``X`` a
    plain Resonator, Addition or Regalia, ``X^`` a plain Chant -- mapped to their front id ``X``."""
    raws = {s.raw["id"]: s.raw for s in sources if isinstance(s.raw, dict) and isinstance(s.raw.get("id"), str)}
    found: dict[str, str] = {}
    for card_id, raw in raws.items():
        front = raws.get(card_id[:-1]) if card_id.endswith("^") else None
        if front is None or not CARD_ID.match(card_id[:-1]) or len(chant_half_id(card_id[:-1])) > 40:
            continue
        halves = [{str(t).strip().lower() for t in _list(r.get("type"))} for r in (front, raw)]
        if len(halves[0]) == 1 and halves[0] <= {"resonator", "addition", "regalia"} and halves[1] == {"chant"} and "Inverse" not in _races(raw):
            found[card_id] = card_id[:-1]
    return found


def _pair_alternative(front: dict[str, Any], chant: dict[str, Any], front_entry: dict[str, Any], chant_entry: dict[str, Any]) -> None:
    """fow-y-alt: FOW-ALT-CARD-R: the resonator (addition, regalia) half names its chant half; a line either half
    cannot read refuses both -- the card is one card of either half played (CR 1307.2, 1307.3)."""
    front["chant_half"] = chant["id"]
    front_lines, chant_lines = list(front_entry["unsupported"]), list(chant_entry["unsupported"])
    if chant_lines:
        _refuse_line(front, front_entry, f"[Chant half] {chant['id']}", f"FOW-ALT-CARD-R: its chant half has lines the engine cannot play: {'; '.join(u['text'] for u in chant_lines)}")
    if front_lines:
        _refuse_line(chant, chant_entry, f"[Other half] {front['id']}", f"FOW-ALT-CARD-R: its other half has lines the engine cannot play: {'; '.join(u['text'] for u in front_lines)}")


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _races(raw: dict[str, Any]) -> list[str]:
    races = raw.get("race")
    return [r for r in races if isinstance(r, str)] if isinstance(races, list) else []


def _face_kind(raws: dict[str, Any], card_id: str) -> str:
    """The exact reason the double-faced card of the second face ``card_id`` (other than an inverse card) is refused."""
    faces = [r for r in (raws.get(card_id[:-1]), raws.get(card_id)) if isinstance(r, dict)]
    types = [str(t).lower() for r in faces for t in _list(r.get("type"))]
    lines = [str(line) for r in faces for line in _list(r.get("abilities"))]
    if any("(shift)" in t for t in types) or any(line.startswith("[Shift]") for line in lines):
        return "a Shift card (CR 1117, 1302.2: either side played, the past side shifted future side up) is not in the vocabulary"
    if any("ruler" in t for t in types):
        return "a ruler or J-ruler with a second ruler side (two face ruler, CR 1306, 1030.1) is not in the vocabulary"
    if "Inverse" in _races(faces[-1]) if faces else False:
        return "an inverse card whose hope side is not imported is not in the vocabulary"
    halves = [{str(t).lower() for t in _list(r.get("type"))} for r in faces]
    if len(halves) == 2 and halves[0] & {"resonator", "addition", "regalia"} and halves[1] == {"chant"}:
        # CR 1307: two halves on one card, either played (1307.3); the field keeps the non-chant half (1307.4, 1041.3).
        return "an alternative card (CR 1307: a resonator half and a chant half of one card, either half played) is not in the vocabulary"
    return "a double-faced card that is neither a Shift card (CR 1302.2) nor an inverse card (CR 1302.3) -- CR 12.7 gives no rule for playing it (nearest: alternative cards, CR 1307) -- is not in the vocabulary"


def _pair_inverse(front: dict[str, Any], back: dict[str, Any], front_entry: dict[str, Any], back_entry: dict[str, Any]) -> None:
    """FOW-INVERSE-SIDE-R: the two sides name each other; a line either side cannot read refuses both."""
    sides = {"front": front["id"], "back": back["id"]}
    front["sides"] = back["sides"] = sides
    front_lines, back_lines = list(front_entry["unsupported"]), list(back_entry["unsupported"])
    for record, entry, other, lines in ((front, front_entry, "despair", back_lines), (back, back_entry, "hope", front_lines)):
        if lines:
            _refuse_line(record, entry, f"[{other.capitalize()} side] {sides['back' if other == 'despair' else 'front']}", f"its {other} side has lines the engine cannot play: {'; '.join(u['text'] for u in lines)}")


def _refuse_line(record: dict[str, Any], entry: dict[str, Any], text: str, reason: str) -> None:
    record.setdefault("unsupported", []).append(text)
    entry["unsupported"].append({"text": text, "reason": reason})
    entry["supported"] = False


def _effects_of(record: dict[str, Any]) -> list[dict[str, Any]]:
    found = list(record.get("effects", [])) + [e for m in record.get("modes", []) for e in m.get("effects", [])]
    for ability in record.get("abilities", []):
        found.extend(ability.get("effects", []))
        found.extend(e for m in ability.get("modes", []) for e in m.get("effects", []))
    return found


def _is_order(raw: Any) -> bool:
    """An Order card (the order side of a Duel ruler, CR 317.4): its only type is Order."""
    types = raw.get("type") if isinstance(raw, dict) else None
    return isinstance(raw.get("id") if isinstance(raw, dict) else None, str) and isinstance(types, list) and [str(t).strip().lower() for t in types] == ["order"]


def _order_sides(records: dict[str, dict[str, Any]], entries: dict[str, dict[str, Any]], orders: set[str]) -> set[str]:
    """A ruler whose ``XJ`` side is an Order card (the Duel rulers) is imported -- its deck restrictions and
    other lines read -- but unsupported: order cards are not imported (RULINGS §2), so a line naming its
    order side says why; the ruler is paired with no J-ruler side.  The ids of those rulers."""
    found: set[str] = set()
    for card_id, record in records.items():
        if record["types"] != ["ruler"] or f"{card_id}J" not in orders:
            continue
        found.add(card_id)
        line = {"text": f"[Order side] {card_id}J", "reason": "its other side is an Order card: the order area and ordering (CR 317, 712) are out of scope (RULINGS §2)"}
        record.setdefault("unsupported", []).append(line["text"])
        entries[card_id]["unsupported"].append(line)
        entries[card_id]["supported"] = False
    return found


def _pair_rulers(records: dict[str, dict[str, Any]], entries: dict[str, dict[str, Any]], every: dict[str, dict[str, Any]], order_sided: set[str]) -> None:
    """Pair each ruler with its J-ruler side (``X`` / ``XJ``); refuse what cannot be paired."""

    def refuse(card_id: str, reason: str) -> None:
        records.pop(card_id, None)
        entries[card_id].update(imported=False, supported=False, reason=reason)

    for card_id, record in list(records.items()):
        if record["types"] == ["j_ruler"]:
            front = records.get(card_id[:-1]) if card_id.endswith("J") else None
            if front is None:
                refuse(card_id, f"a J-ruler side whose ruler {card_id[:-1]!r} (the same id without the final J) is not in the database")
            elif front["types"] != ["ruler"]:
                refuse(card_id, f"a J-ruler reached from the {front['types'][0]} {card_id[:-1]!r} (a contract or other flip), which is not supported")
    for card_id, record in list(records.items()):
        if record["types"] != ["ruler"]:
            continue
        back = records.get(f"{card_id}J")
        back_entry = every.get(f"{card_id}J")
        if back is None and back_entry is not None and card_id not in order_sided:
            refuse(card_id, f"its J-ruler side {card_id + 'J'!r} is not imported: {back_entry.get('reason', '')}")
        elif back is not None and back["types"] == ["j_ruler"]:
            record["sides"] = back["sides"] = {"front": card_id, "back": f"{card_id}J"}
        elif record.get("judgment") is not None:
            refuse(card_id, f"has [Judgment] but its J-ruler side {card_id + 'J'!r} is not in the database")


def _checked(records: dict[str, dict[str, Any]], entries: dict[str, dict[str, Any]]) -> list[CardDef]:
    """Decode and check every record; a ruler whose J-ruler side is refused is refused too (and the
    other way round), so the card set returned always passes ``check_card_set``."""
    decoded: dict[str, CardDef] = {}
    for card_id, record in records.items():
        try:
            decoded[card_id] = msgspec.convert(record, CardDef)
        except msgspec.ValidationError as exc:
            entries[card_id].update(imported=False, supported=False, reason=f"does not fit the card schema: {exc}")
    while True:
        refused: dict[str, str] = {}
        for card_id, card in list(decoded.items()):
            if card.chant_half is not None and card.chant_half not in decoded:
                # fow-y-alt: FOW-ALT-CARD-R: a chant half that is not imported (its own record refused) leaves the other
                # half imported for reference, unsupported with that reason, and naming no chant half (as before the
                # pairing: one card, never played with a half the set lacks).
                text = f"[Chant half] {card.chant_half}"
                why = f"FOW-ALT-CARD-R: its chant half is not imported: {entries[card.chant_half].get('reason', '')}"
                _refuse_line(records[card_id], entries[card_id], text, why)
                card = decoded[card_id] = msgspec.structs.replace(card, chant_half=None, unsupported=[*card.unsupported, text])
            problems = collect_card_errors(card, decoded, "")
            if problems:
                # The schema's messages name what the vocabulary admits; the card's own type says why not.
                kind = card.type.replace("_", "-")
                refused[card_id] = f"{'; '.join(p.message for p in problems)} (this card: {'an' if kind[0] in 'aeiou' else 'a'} {kind})"
            elif card.sides is not None:
                other = card.sides.back if card.id == card.sides.front else card.sides.front
                if other not in decoded:
                    refused[card_id] = f"its other side {other!r} is not imported: {entries[other].get('reason', '')}"
        # fow-y-alt: FOW-ALT-CARD-R: a chant half is imported only with the alternative card naming it.
        halves = {card.chant_half for card in decoded.values() if card.chant_half is not None}
        for card_id in decoded:
            if card_id.endswith(CHANT_HALF_SUFFIX) and card_id not in halves and card_id not in refused:
                refused[card_id] = f"the alternative card {card_id.removesuffix(CHANT_HALF_SUFFIX)!r} of this chant half is not imported"
        if not refused:
            break
        for card_id, reason in refused.items():
            decoded.pop(card_id)
            entries[card_id].update(imported=False, supported=False, reason=reason)
    return list(decoded.values())


def _summary(report: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "cards": len(report),
        "imported": sum(1 for e in report if e["imported"]),
        "fully_supported": sum(1 for e in report if e["supported"]),
        "with_unsupported_abilities": sum(1 for e in report if e["imported"] and not e["supported"]),
        "not_imported": sum(1 for e in report if not e["imported"]),
    }


MAX_CARDS = 100_000


def _cards_of(data: Any) -> list[Source]:
    if isinstance(data, list):
        found = [Source("", "", c) for c in data]
    elif isinstance(data, dict) and isinstance(data.get("cards"), list):
        found = [Source("", "", c) for c in data["cards"]]
    elif isinstance(data, dict) and isinstance(data.get("fow"), dict):
        found = []
        clusters = data["fow"].get("clusters")
        if not isinstance(clusters, list):
            raise invalid("/fow/clusters", "expected a list of clusters")
        for c, cluster in enumerate(clusters):
            if not isinstance(cluster, dict) or not isinstance(cluster.get("sets", []), list):
                raise invalid(f"/fow/clusters/{c}", "a cluster is an object with a list of sets")
            name = cluster.get("name")
            cluster_name = name[:200] if isinstance(name, str) else ""
            for s, card_set in enumerate(cluster.get("sets") or []):
                if not isinstance(card_set, dict) or not isinstance(card_set.get("cards", []), list):
                    raise invalid(f"/fow/clusters/{c}/sets/{s}", "a set is an object with a list of cards")
                code = card_set.get("code")
                set_code = code[:40] if isinstance(code, str) else ""
                found.extend(Source(cluster_name, set_code, card) for card in card_set.get("cards") or [])
    else:
        raise invalid("", "expected a fowsim database: {'fow': {'clusters': [...]}}, {'cards': [...]} or a list of cards")
    if len(found) > MAX_CARDS:
        raise invalid("", f"{len(found)} card entries: at most {MAX_CARDS}")
    return found


__all__ = ["Unsupported", "import_fowsim", "map_ability", "map_card", "parse_cost"]
