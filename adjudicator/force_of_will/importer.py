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
from .cards import collect_card_errors
from .vocabulary import KEYWORDS, SYMBOLS, CardDef

CARD_ID = re.compile(r"^[A-Za-z0-9_.\-]{1,40}$")
TYPE_MAP: dict[str, tuple[str, list[str], list[str]]] = {
    # fowsim type -> (our type, subtypes, keywords it implies)
    "ruler": ("ruler", [], []),
    "j-ruler": ("j_ruler", [], []),
    "resonator": ("resonator", [], []),
    "chant": ("chant", [], []),
    "spell:chant": ("chant", [], []),
    "spell:chant-instant": ("chant", [], ["quickcast"]),
    "addition:field": ("addition", ["field"], []),
    "addition:resonator": ("addition", ["j_resonator"], []),
    "addition:j/resonator": ("addition", ["j_resonator"], []),
    "regalia": ("regalia", [], []),
    "basic magic stone": ("magic_stone", ["basic"], []),
    "magic stone": ("magic_stone", ["special"], []),
    "special magic stone": ("magic_stone", ["special"], []),
}
KEYWORD_NAMES = {k.replace("_", " "): k for k in KEYWORDS} | {"target attack": "precision"}
WILL_SYMBOL = r"\{[WRUGB]\}"
COST_TOKEN = re.compile(r"\{([^}]*)\}")


class Unsupported(Exception):
    """A field or ability the vocabulary cannot express; the message is the reason."""


def parse_cost(text: str | None) -> dict[str, Any] | None:
    """``"{W}{W}{4}"`` -> ``{"specified": {"light": 2}, "free": 4}``; ``{X}`` sets ``x``."""
    if text is None or text == "":
        return None
    tokens = COST_TOKEN.findall(text)
    if "".join(f"{{{t}}}" for t in tokens) != text.replace(" ", ""):
        raise Unsupported(f"cost {text!r} is not a sequence of {{symbols}}")
    specified: dict[str, int] = {}
    free = 0
    x = False
    for token in tokens:
        if token in SYMBOLS:
            specified[SYMBOLS[token]] = specified.get(SYMBOLS[token], 0) + 1
        elif token.isdigit():
            free += int(token)
        elif token == "X":
            if x:
                raise Unsupported("more than one X in a cost")
            x = True
        else:
            raise Unsupported(f"cost symbol {{{token}}} is not in the vocabulary")
    cost: dict[str, Any] = {}
    if specified:
        cost["specified"] = specified
    if free:
        cost["free"] = free
    if x:
        cost["x"] = True
    return cost


def _stat(value: Any, name: str) -> int | None:
    if value in ("", None):
        return None
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value % 100:
        raise Unsupported(f"{name} {value!r} is not a multiple of 100")
    return value


# -- ability text --------------------------------------------------------------------------------------

_SUBJECT = r"(J/resonator or player|J/resonator|resonator|player|addition or regalia|chant spell|spell|opponent)"
_WHOSE = r"(?: (you control|your opponent controls))?"


def _target(noun: str, whose: str | None, state: str = "any") -> dict[str, Any]:
    kinds = {
        "J/resonator or player": "j_resonator_or_player",
        "J/resonator": "j_resonator",
        "resonator": "resonator",
        "player": "player",
        "opponent": "player",
        "addition or regalia": "addition_or_regalia",
        "chant spell": "chant_spell",
        "spell": "spell",
    }
    spec: dict[str, Any] = {"kind": kinds[noun]}
    controller = {"you control": "you", "your opponent controls": "opponent"}.get(whose or "", "any")
    if noun == "opponent":
        controller = "opponent"
    if controller != "any":
        spec["controller"] = controller
    if state != "any":
        spec["state"] = state
    return spec


_NUMBERS = {"a card": 1, "two cards": 2, "three cards": 3}
_SENTENCES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"^Deal (\d+) damage to target (attacking |blocking )?{_SUBJECT}{_WHOSE}$", re.I), "damage"),
    (re.compile(r"^Deal (\d+) damage to each (?:J/resonator|resonator) (your opponent controls|you control)$", re.I), "damage_each"),
    (re.compile(rf"^Destroy target (attacking |blocking )?{_SUBJECT}{_WHOSE}$", re.I), "destroy"),
    (re.compile(r"^Draw (a card|two cards|three cards)$", re.I), "draw"),
    (re.compile(r"^(?:You )?gain (\d+) life$", re.I), "gain_life"),
    (re.compile(rf"^Cancel target {_SUBJECT}$", re.I), "cancel"),
    (re.compile(rf"^(Rest|Recover) target {_SUBJECT}{_WHOSE}$", re.I), "rest"),
    (
        re.compile(rf"^Target {_SUBJECT}{_WHOSE} gains \[([+-]\d+)/([+-]\d+)\](?: and \[([A-Za-z ]+)\])? until end of turn$", re.I),
        "modify",
    ),
]


def parse_effects(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Effects and targets of a sentence sequence; raises :class:`Unsupported` for anything else."""
    effects: list[dict[str, Any]] = []
    targets: list[dict[str, Any]] = []
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", text.strip()) if s.strip()]
    if not sentences:
        raise Unsupported("empty effect text")
    for sentence in sentences:
        body = sentence.rstrip(".").strip()
        for pattern, kind in _SENTENCES:
            match = pattern.match(body)
            if match is None:
                continue
            effects.append(_effect(kind, match, targets))
            break
        else:
            raise Unsupported(f"no vocabulary entry matches {sentence!r}")
    return effects, targets


def _effect(kind: str, match: re.Match[str], targets: list[dict[str, Any]]) -> dict[str, Any]:
    groups = match.groups()

    def slot(spec: dict[str, Any]) -> int:
        targets.append(spec)
        return len(targets) - 1

    if kind == "damage":
        amount, state, noun, whose = groups
        if int(amount) % 100:
            raise Unsupported("damage is dealt in multiples of 100")
        return {"op": "damage", "amount": int(amount), "target": slot(_target(noun, whose, (state or "any").strip() or "any"))}
    if kind == "damage_each":
        amount, whose = groups
        scope = "opponent_j_resonators" if whose.lower() == "your opponent controls" else "your_j_resonators"
        return {"op": "damage", "amount": int(amount), "each": scope}
    if kind == "destroy":
        state, noun, whose = groups
        return {"op": "destroy", "target": slot(_target(noun, whose, (state or "any").strip() or "any"))}
    if kind == "draw":
        return {"op": "draw", "amount": _NUMBERS[groups[0].lower()]}
    if kind == "gain_life":
        return {"op": "gain_life", "amount": int(groups[0])}
    if kind == "cancel":
        (noun,) = groups
        if noun not in ("chant spell", "spell"):
            raise Unsupported("only spells can be cancelled")
        return {"op": "cancel", "target": slot(_target(noun, None))}
    if kind == "rest":
        verb, noun, whose = groups
        return {"op": verb.lower(), "target": slot(_target(noun, whose))}
    noun, whose, atk, dfn, keyword = groups
    effect: dict[str, Any] = {"op": "modify", "atk": int(atk), "def": int(dfn), "target": slot(_target(noun, whose))}
    if keyword:
        name = KEYWORD_NAMES.get(keyword.lower())
        if name is None:
            raise Unsupported(f"[{keyword}] is not a keyword of the vocabulary")
        effect["keywords"] = [name]
    return effect


def _keyword_line(line: str) -> list[str] | None:
    """The keywords of a line made only of ``[Keyword]`` tokens, None if it is something else."""
    tokens = re.findall(r"\[([^\]]+)\]", line)
    if not tokens or re.sub(r"\[[^\]]+\]", "", line).strip(" ,.") != "":
        return None
    names = [KEYWORD_NAMES.get(t.strip().lower()) for t in tokens]
    if any(n is None for n in names):
        raise Unsupported(f"keyword(s) {', '.join(t for t, n in zip(tokens, names, strict=True) if n is None)} not in the vocabulary")
    return [n for n in names if n is not None]


def _produce(text: str) -> list[str]:
    if re.fullmatch(r"one will of any attribute", text.strip(" ."), re.I):
        return ["light", "fire", "water", "wind", "darkness"]
    symbols = re.fullmatch(rf"({WILL_SYMBOL})(?:\s*(?:or|,)\s*({WILL_SYMBOL}))*", text.strip(" ."))
    if symbols is None:
        raise Unsupported(f"cannot read the will produced: {text!r}")
    return [SYMBOLS[s] for s in re.findall(r"\{([WRUGB])\}", text)]


def map_ability(line: str, record: dict[str, Any]) -> None:
    """Fold one ability line into ``record`` (our card fields); raises :class:`Unsupported`."""
    text = line.strip()
    keywords = _keyword_line(text)
    if keywords is not None:
        record["keywords"].extend(k for k in keywords if k not in record["keywords"])
        return
    match = re.fullmatch(r"(?:\[Activate\]\s*)?\{Rest\}\s*:\s*Produce (.+)", text, re.I)
    if match:
        produce = _produce(match.group(1))
        if record["types"] == ["magic_stone"]:
            record["stone_produces"] = produce
        else:
            record["abilities"].append({"kind": "will", "cost": {"rest": True}, "produce": produce, "text": text})
        return
    match = re.fullmatch(r"\[Judgment\]\s*((?:\{[^}]+\})+)", text, re.I)
    if match:
        cost = parse_cost(match.group(1))
        if cost is None or cost.get("x"):
            raise Unsupported("a Judgment cost with X is not supported")
        record["judgment"] = {"cost": cost}
        return
    match = re.fullmatch(r"\[Incarnation\]\s*((?:\{[WRUGB]\}(?:\s*,\s*)?)+)", text, re.I)
    if match:
        record["incarnation"] = [SYMBOLS[s] for s in re.findall(r"\{([WRUGB])\}", match.group(1))]
        return
    match = re.fullmatch(r"\[Enter\]\s*>>>\s*(.+)", text, re.I)
    if match:
        effects, targets = parse_effects(match.group(1))
        ability = {"kind": "automatic", "trigger": "enter", "effects": effects, "text": text}
        if targets:
            ability["targets"] = targets
        record["abilities"].append(ability)
        return
    match = re.fullmatch(r"\[Activate\]\s*((?:\{[^}]+\})+)\s*:\s*(.+)", text, re.I)
    if match:
        tokens = COST_TOKEN.findall(match.group(1))
        rest = "Rest" in tokens
        will = "".join(f"{{{t}}}" for t in tokens if t != "Rest")
        effects, targets = parse_effects(match.group(2))
        cost: dict[str, Any] = {"rest": True} if rest else {}
        if will:
            will_cost = parse_cost(will)
            if will_cost and will_cost.get("x"):
                raise Unsupported("activate costs with X are not supported")
            cost["will"] = will_cost
        ability = {"kind": "activate", "cost": cost, "effects": effects, "text": text}
        if targets:
            ability["targets"] = targets
        record["abilities"].append(ability)
        return
    match = re.fullmatch(r"\[Trigger\]\s*((?:\{[^}]+\})+)\s*:\s*(.+)", text, re.I)
    if match and record["types"] == ["chant"]:
        effects, targets = parse_effects(match.group(2))
        record["trigger"] = {"cost": parse_cost(match.group(1))}
        record["effects"].extend(effects)
        record["targets"].extend(targets)
        return
    if record["types"] == ["chant"] and not record["effects"]:
        effects, targets = parse_effects(text)
        record["effects"].extend(effects)
        record["targets"].extend(targets)
        return
    label = re.match(r"\[([^\]]+)\]", text)
    if label and label.group(1).strip().lower() not in KEYWORD_NAMES:
        raise Unsupported(f"[{label.group(1)}] is not in the vocabulary")
    raise Unsupported("no vocabulary entry matches this ability")


def map_card(raw: Any) -> tuple[dict[str, Any] | None, list[dict[str, str]], str | None]:
    """(our card record or None, unsupported ability lines with reasons, reason it was not imported)."""
    if not isinstance(raw, dict):
        return None, [], "a card is a JSON object"
    card_id = raw.get("id")
    if not isinstance(card_id, str) or not CARD_ID.match(card_id):
        return None, [], f"card id {card_id!r} is not usable (letters, digits, _ . - only)"
    types = raw.get("type") or []
    if isinstance(types, str):
        types = [types]
    if len(types) != 1:
        return None, [], f"card types {types!r}: exactly one type is supported"
    mapped = TYPE_MAP.get(str(types[0]).strip().lower())
    if mapped is None:
        return None, [], f"card type {types[0]!r} is out of scope (runes, strangers, orders ...) or unknown"
    kind, subtypes, implied = mapped
    try:
        attributes = []
        for colour in raw.get("colour") or []:
            if colour in SYMBOLS:
                attributes.append(SYMBOLS[colour])
            elif colour != "V":
                raise Unsupported(f"colour {colour!r} is not an attribute")
        record: dict[str, Any] = {
            "id": card_id,
            "name": str(raw.get("name") or card_id)[:200],
            "types": [kind],
            "subtypes": list(subtypes),
            "races": [str(r)[:200] for r in raw.get("race") or []],
            "attributes": attributes,
            "keywords": list(implied),
            "abilities": [],
            "targets": [],
            "effects": [],
            "rarity": str(raw.get("rarity") or "")[:200],
            "set": card_id.rsplit("-", 1)[0][:200],
            "provenance": "fowsim-import",
        }
        cost = parse_cost(raw.get("cost"))
        if cost is not None:
            record["cost"] = cost
        elif kind in ("resonator", "chant", "addition", "regalia"):
            record["cost"] = {}
        atk = _stat(raw.get("ATK"), "ATK")
        dfn = _stat(raw.get("DEF"), "DEF")
        if atk is not None:
            record["atk"] = atk
        if dfn is not None:
            record["def"] = dfn
    except Unsupported as exc:
        return None, [], str(exc)
    unsupported: list[dict[str, str]] = []
    for line in raw.get("abilities") or []:
        text = str(line)
        try:
            map_ability(text, record)
        except Unsupported as exc:
            unsupported.append({"text": text[:2000], "reason": str(exc)})
    notes: list[str] = []
    if kind == "magic_stone" and "basic" in subtypes and "stone_produces" not in record and len(attributes) == 1:
        # A basic magic stone's will ability is fixed by its attribute (CR 2xx basic magic stones); the
        # report says so, so nothing is silently inferred.
        record["stone_produces"] = list(attributes)
        notes.append(f"basic magic stone: will ability [Rest]: Produce {attributes[0]} taken from its attribute")
    if kind == "addition" and "j_resonator" in subtypes and not record["targets"]:
        record["targets"] = [{"kind": "j_resonator"}]
    record["unsupported"] = [u["text"] for u in unsupported]
    record["_notes"] = notes
    return {k: v for k, v in record.items() if v not in ([], None) or k in ("types",)}, unsupported, None


def import_fowsim(data: Any, *, set_id: str = "fowsim-import") -> dict[str, Any]:
    """Map a parsed fowsim database into a card set; see the module docstring."""
    raw_cards = _cards_of(data)
    records: list[dict[str, Any]] = []
    report: list[dict[str, Any]] = []
    for raw in raw_cards:
        record, unsupported, reason = map_card(raw)
        entry: dict[str, Any] = {
            "id": raw.get("id") if isinstance(raw, dict) else None,
            "name": raw.get("name") if isinstance(raw, dict) else None,
            "imported": record is not None,
            "supported": record is not None and not unsupported,
            "unsupported": unsupported,
        }
        if reason is not None:
            entry["reason"] = reason
        report.append(entry)
        if record is not None:
            notes = record.pop("_notes", [])
            if notes:
                entry["notes"] = notes
            records.append(record)
    by_id = {r["id"]: r for r in records}
    for record in records:
        if record["types"] == ["ruler"] and f"{record['id']}J" in by_id:
            record["sides"] = {"front": record["id"], "back": f"{record['id']}J"}
            by_id[f"{record['id']}J"]["sides"] = {"front": record["id"], "back": f"{record['id']}J"}
    cards: list[CardDef] = []
    defs: dict[str, CardDef] = {}
    entries = {e["id"]: e for e in report}
    decoded: list[tuple[dict[str, Any], CardDef]] = []
    for record in records:
        try:
            card = msgspec.convert(record, CardDef)
        except msgspec.ValidationError as exc:
            entries[record["id"]].update(imported=False, supported=False, reason=f"does not fit the card schema: {exc}")
            continue
        decoded.append((record, card))
        defs[card.id] = card
    for record, card in decoded:
        problems = collect_card_errors(card, defs, "")
        if problems:
            entries[record["id"]].update(imported=False, supported=False, reason="; ".join(p.message for p in problems))
            continue
        cards.append(card)
    summary = {
        "cards": len(report),
        "imported": sum(1 for e in report if e["imported"]),
        "fully_supported": sum(1 for e in report if e["supported"]),
        "with_unsupported_abilities": sum(1 for e in report if e["imported"] and not e["supported"]),
        "not_imported": sum(1 for e in report if not e["imported"]),
    }
    card_set = {
        "id": set_id,
        "name": "Imported from a fowsim card database",
        "official": False,
        "note": "Mapped by adjudicator.force_of_will.importer; cards with unsupported abilities are refused in decks (FOW-DECK-6-R).",
        "cards": [msgspec.to_builtins(c) for c in cards],
    }
    return {"card_set": card_set, "report": report, "summary": summary}


def _cards_of(data: Any) -> list[Any]:
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        if isinstance(data.get("cards"), list):
            return data["cards"]
        fow = data.get("fow")
        if isinstance(fow, dict):
            found: list[Any] = []
            for cluster in fow.get("clusters") or []:
                for card_set in (cluster or {}).get("sets") or []:
                    found.extend((card_set or {}).get("cards") or [])
            return found
    raise invalid("", "expected a fowsim database: {'fow': {'clusters': [...]}}, {'cards': [...]} or a list of cards")
