"""Cheap syntax of printed ability lines: one spelling per ability, no rule changed.

Each rewrite below is a difference of *wording* only, documented by the Comprehensive Rules (CR 12.7):

* reminder text in parentheses after a keyword or ability (CR 1100: reminder text has no rules meaning),
  also "[Enter] (When this card enters the field) >>> ...";
* "target resonator or J-ruler" is "target J/resonator" (CR 202.2a);
* the arrow ``⇒`` is the current spelling of ``>>>`` (CR 906.2);
* "When this card enters the field" / "enters your field" is the automatic trigger [Enter] (CR 1140);
* ``[J-Activate]`` is the old name of [Judgment] (CR 1400 old wordings), ``[Judgement]`` its other
  spelling, and a colon after it carries nothing;
* after a trigger of this card ("When this card enters your field, ..."), a comma is the arrow, "it" is
  this card and the effect starts a sentence;
* a trailing full stop or line break, doubled spaces; the misprint "Product {W}" for "Produce {W}";
* FOW-OLD-CONT-AUTO-R: "[Continuous]" is ignored on old cards (CR 1407.2), so an old automatic ability
  printed "[Continuous]: When(ever)/At <condition>, <effect>" is "When(ever)/At <condition> >>> <effect>"
  (CR 1409.1);
* FOW-OLD-ADDED-R: an old [Addition:Resonator]'s "Resonator with this" is the resonator it is added to
  (CR 1405.2b), which current cards call "added resonator".
* FOW-MISPRINT-R: misprints of the card database (``_MISPRINTS``), each a misspelt word or a dropped letter
  whose printed spelling is the only reading (CR 104.8e: the printed card is the card's text).
"""

from __future__ import annotations

import re

from ..vocabulary import COUNTER_WORDS_RE, KEYWORDS

_REMINDER = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)\.?\s*$")
# Reminder text is a sentence: it ends with a full stop inside the parenthesis, or opens as the printed
# reminders that lack one do (the [Energize] reminder, "This card/resonator ...", "Pay ... to flip ...").
_REMINDER_SENTENCE = re.compile(r"(?:.*\.\s*\)|As the (?:game|same) starts|This (?:card|resonator) |Pay |You |It )", re.S)
# Misprints of the database kept to one spelling: "this cards", "enter", "yout", no article ("enters field").
_ENTER = re.compile(
    r"^(?:\[Enter\]\s*)?When(?:ever)? this cards? enters? (?:(?:the|your|yout|a) )?field\s*(?:>>>|⇒|,)\s*", re.I
)
# The trigger conditions of this card's own automatic abilities that the ability lines read
# (:mod:`.lines`): attacking, blocking, going to a graveyard from the field, the end of the turn, the
# beginning of the main phase.
OWN_TRIGGER = (
    r"When(?:ever)? this card (?:becomes rested|attacks or blocks|blocks or is blocked by a resonator|blocks or is blocked|is blocked|is dealt damage|attacks|blocks|deals damage to (?:your|an) opponent|deals damage to an? (?:J/)?resonator|deals damage)"
    r"|When this card is put into (?:(?:your|a|its owner's) )?graveyard from (?:your|the|a) field"
    r"|When(?:ever)? a resonator (?:you control |your opponent controls )?is put into a graveyard from (?:a|the|your|your opponent's) field"
    r"|When(?:ever)? this card is destroyed"
    r"|When(?:ever)? (?:an?|another) [\w /'-]+? you control attacks"
    r"|At (?:the )?end of (?:your )?turn"
    r"|At the beginning of (?:your|your opponent's|each player's) (?:main phase|turn)"
    r"|Whenever you gain life|Whenever damage is dealt to you|Whenever you gain a gem"
    # FOW-TRIG-OPP-DISCARDS-R, FOW-TRIG-TARGETED-BY-OPP-R, FOW-TRIG-TARGETED-BY-ATTR-R.
    r"|Whenever your opponent discards a card"
    r"|When(?:ever)? this card becomes targeted by (?:spells or abilities your opponent controls|(?:light|fire|water|wind|darkness) spells or (?:light|fire|water|wind|darkness) card's abilities)"
    r"|When(?:ever)? this card (?:enters|is put into) (?:the|your) field from (?:your (?:main )?deck|a graveyard|your graveyard|a chant-standby area)"
    r"|When(?:ever)? this card (?:enters (?:the|your) field or )?leaves (?:the|your) field(?: for a non-field zone)?"
    r"|When(?:ever)? (?:an?|another) [\w /'-]+? (?:enters your field|enters the field under your control|is put into the field under your control|is put into your magic stone area)"
    # FOW-TRIG-PLAYED-R: a spell of a kind played.
    r"|When(?:ever)? (?:you play|your opponent plays|a player plays) an? (?:(?:light|fire|water|wind|darkness) )?(?:chant|addition|resonator|regalia|spell|rune|normal spell)(?: spell)?"
)
# A trigger whose subject is a card other than this one (FOW-IT-TARGET-R: "it" after it is not this card).
_OTHER_SUBJECT = re.compile(r"^When(?:ever)? (?:an?|another) ", re.I)
# FOW-MISPRINT-R (CR 104.8e): misprint of the database -> the printed spelling, each the only reading of
# its sentence (a misspelt word, a dropped or doubled letter or word); nothing else is corrected.
_MISPRINTS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bThi card\b"), "This card"),
    (re.compile(r"\bon taret\b"), "on target"),  # fow-v-ncounters: TTW-072  # "Thi card loses all abilities" (CMF-002)
    (re.compile(r"\b(light|fire|water|wind|darkness) dragon resonator token\b"), r"\1 Dragon resonator token"),  # fow-s-keyword: ENW-006
    (re.compile(r"\babilites\b"), "abilities"),  # CMF-010, MP01-047
    (re.compile(r"\bentites\b"), "entities"),  # fow-u-conds: TWS-021
    (re.compile(r"\bfor each card into your hand\b"), "for each card in your hand"),  # fow-u-conds: SKL-048J
    (re.compile(r"\b(the number of [A-Z][\w'-]* addition) you control\b"), r"\1s you control"),  # fow-u-conds: DBV-033
    (re.compile(r"\bOtherwhise\b"), "Otherwise"),  # TAT-043
    (re.compile(r"\bput in into\b"), "put it into"),  # "put in into your graveyard" (TAT-043, NDR-037)
    (re.compile(r"\bput put\b"), "put"),  # "and put put it into your hand" (TTW-063J)
    (re.compile(r"\b([Yy])ou opponent\b"), r"\1our opponent"),  # "abilities you opponent controls" (CMF-062, SKL-071)
    (re.compile(r"\b(if|If) your control\b"), r"\1 you control"),  # "if your control a Wererabbit" (CMF-050, TTT-071)
    (re.compile(r"\b(if|If) you J/ruler\b"), r"\1 your J/ruler"),  # TAT-004, SDL5-009
    (re.compile(r"\bthis card it put into\b", re.I), "this card is put into"),  # "When this card it put into" (TAT-039, MPR-077)
    (re.compile(r"\bto is Ruler side\b"), "to its Ruler side"),  # "return this card to is Ruler side" (CMF-027J)
    (re.compile(r"\binto it owner's\b"), "into its owner's"),  # "put it into it owner's field" (MOA-035, MOA-050)
    # fow-t-endphase: FOW-FLICKER-R: "... from the game. Then put it into the field under it's owners control" (LEL-071).
    (re.compile(r"(Remove target [^.]+ from the game)\. Then put it into the field under it's owners control\b"), r"\1, then put it into the field under its owner's control"),
    (re.compile(r"\. The shuffle your\b"), ". Then shuffle your"),  # "... into your hand. The shuffle your deck." (MPR-064J)
    # fow-u-removal: a full stop between a cost's closing quote and its colon (MSW-009); "non-magic stone- non J-Ruler" for
    # "non-magic stone, non-J-Ruler" (RDE-044).
    (re.compile(r"\"\.:"), '":'),
    (re.compile(r"\bnon-magic stone- non J-Ruler\b"), "non-magic stone, non-J-Ruler"),
    # fow-u-removal: FOW-TARGET-ATK-R's "target ... with N or less (more) ATK" printed "with ATK N or less (more)" (AO2-036).
    (re.compile(r"(\btarget [^.;,]{1,80}? with )ATK (\d{1,5}) or (less|more)\b"), r"\1\2 or \3 ATK"),
    # fow-grimm-e: a colon for the semicolon between two options ("Destroy target addition: or draw a card", CMF-004).
    (re.compile(r"\b(target addition): or\b"), r"\1; or"),
    (re.compile(r"\bSearch your main deck, for\b"), "Search your main deck for"),  # MPR-064J
    (re.compile(r"\bcard form your removed area\b"), "card from your removed area"),  # JRP-048
    # "Nightmare of Fairy Tale resonator" (CMF-015), "a Vampire, Immortal of Werewolf resonator" (CMF-061):
    # "or" between two races ("X of Y" is no race of the database).
    (re.compile(r"\bNightmare of Fairy Tale\b"), "Nightmare or Fairy Tale"),
    (re.compile(r"\bImmortal of Werewolf\b"), "Immortal or Werewolf"),
    # A target resonator's stat change until end of turn without its verb "gains" (TAT-060): the only verb a
    # chant prints before a stat change of a target.
    (re.compile(r"^Target resonator (\[[+-]\d{1,4}/[+-]\d{1,4}\]) until end of turn\b"), r"Target resonator gains \1 until end of turn"),
    # fow-q-effects: no space after a sentence's period ("... light resonator.Your opponent ...", TSW-126, TWS-009, AOA-076, MPR-064).
    (re.compile(r"([a-z\]])\.(?=(?:Your|Put|Then),? )"), r"\1. "),
    (re.compile(r"\b(Return all non-[a-z]+) resonator to their owners' hands\b"), r"\1 resonators to their owners' hands"),  # fow-q-effects: ACN-072
    (re.compile(r"\bLook a the top\b"), "Look at the top"),  # look families (NDR-042, AOA-041, ACN-113, VIN003-045)
    (re.compile(r"\byuor\b"), "your"),  # look families (NDR-042, AOA-041, ACN-113, VIN003-045)
    (re.compile(r"\bgraveuard\b"), "graveyard"),  # look families (NDR-042, AOA-041, ACN-113, VIN003-045)
    (re.compile(r"\bgreveyard\b"), "graveyard"),
    (re.compile(r"\belectricty counters\b"), "electricity counters"),  # fow-reiya-lapis: the God's Art of SDR3-007J, TSW-076J  # "When this card is put into a greveyard from your field" (SDL5-011)
    (re.compile(r"^This car gains \["), "This card gains ["),  # "This car gains [Flying] as long as ..." (SDR3-005)
    (re.compile(r", this gains \["), ", this card gains ["),  # "As long as you control "NAME", this gains [Swiftness]" (ACN-109)
    (re.compile(r"(\[[A-Za-z ]+\]) ,(?= )"), r"\1,"),  # "gains [Swiftness] , [Flying] , and [First Strike]" (ADK-134)
    (re.compile(r"\b([Ll])ook the top\b"), r"\1ook at the top"),
    (re.compile(r"\bfromyour\b"), "from your"),  # "Put target resonator fromyour graveyard" (ADK-137)
    (re.compile(r"\bwith total cost of (\d{1,2}) or (less|more)\b"), r"with total cost \1 or \2"),  # "with total cost of 2 or less" (VS01-015)
    # "gets" for "gains" before a target resonator's stat change until end of turn (ADK-136), as TAT-060 above.
    (re.compile(r"(^|: )Target resonator gets (\[[+-]\d{1,4}/[+-]\d{1,4}\]) until end of turn\b"), r"\1Target resonator gains \2 until end of turn"),
    (re.compile(r"\breveal it and put into your hand\b"), "reveal it and put it into your hand"),  # CMF-020
    (re.compile(r"\b([Yy])our oppponent\b"), r"\1our opponent"),  # fow-ao-saga: "Your oppponent discards a card" (SDAO1-023)
    (re.compile(r"\byour opponent control\b"), "your opponent controls"),  # TAT-024, BFA-091J, RDE-092  # "look the top card (four cards) of" (TAT-016, TAT-049)
    # fow-dec-d: "Your may return this card" (LEL-084), "When ever" (ACN-052), and
    # "deals N to <X>" without its word "damage" (ACN-052, ADK-008, TMS-106J): the only reading of "deals N".
    (re.compile(r"\bYour may\b"), "You may"),
    (re.compile(r"^When ever\b"), "Whenever"),
    (re.compile(r"^Wenever\b"), "Whenever"),  # fow-r-modal: a dropped letter (VS01-029)
    (re.compile(r"\buntil end fo turn\b"), "until end of turn"),  # fow-r-modal: two letters swapped (HSD-001)
    (re.compile(r"\b(deals?) (\d{1,5}) to\b"), r"\1 \2 damage to"),
    # fow-faces: "each resonator your opponents controls" (TSW-015^): a doubled plural before the singular verb.
    (re.compile(r"\beach resonator your opponents controls\b"), "each resonator your opponent controls"),
    # fow-alice-nv: a doubled letter of a race ("another Fours Sacred Beasts", SKL-060); a race in the plural before
    # the noun ("Other Fairies J/resonators", TTW-004: the race Fairy); a dropped "of" ("until end turn", TTW-053).
    (re.compile(r"\bFours Sacred Beasts\b"), "Four Sacred Beasts"),
    (re.compile(r"\bOther Fairies J/resonators\b"), "Other Fairy J/resonators"),
    # fow-y-abc: FOW-RACE-PLURAL-MISPRINT-R: the plural ending on the race's last word, not its head noun (SDAO1-019, SDAO1-031: the race
    # Knight of the Round Table, FOW-PLURAL-RACE-R); a dropped plural ending of the noun before the plural verb "gain"
    # with no "each" (DBV-056: "Other <Race> J/resonator you control gain").
    (re.compile(r"\bKnight (of the Round Table)s\b"), r"Knights \1"),
    # fow-y-trig: FOW-TRIG-RACE-MISPRINT-R: the race Knight of the Round Table printed without its "t" after an old-style
    # trigger's comma (BFA-002): the race, and the effect as after ">>>".
    (re.compile(r", target Knigh (of the Round Table)\b"), r" >>> Target Knight \1"),
    (re.compile(r"^(Other [A-Z][a-z]+ J/resonator)( you control gain )"), r"\1s\2"),
    # fow-y-abc: FOW-RACE-PLURAL-MISPRINT-R: the race Five Heroes (a plural name) printed in the singular (AO1-009).
    (re.compile(r"\b(a Five Hero)( resonator)\b"), r"\1es\2"),
    (re.compile(r"\buntil end turn\b"), "until end of turn"),
    # fow-y-cant: "by spells of abilities your opponent controls" for "spells or abilities" (TTW-056): "of" is no reading there.
    (re.compile(r"\bcannot be targeted by spells of abilities\b"), "cannot be targeted by spells or abilities"),
    # fow-v-filters: "J-Ruler of Knight of the Round Table" for "J-Ruler or Knight of the Round Table" (VS01-011, a reprint
    # of the same card TTW-013 prints with "or"; "J-Ruler of <Race>" is no race nor noun).
    (re.compile(r"\btarget J-Ruler of Knight of the Round Table\b"), "target J-Ruler or Knight of the Round Table"),
    # fow-n-counters: misprints of counter lines.
    (re.compile(r"\bstrenght counters\b"), "strength counters"),  # ACN-162
    (re.compile(r"\b(counters? from) you J/ruler\b"), r"\1 your J/ruler"),  # ACN-117
    (re.compile(r"^As as additional cost\b"), "As an additional cost"),  # SDR2-002
    # fow-w-counters: "Put [+A/+B] counter on this card" (SNV-078): a dropped article before the one counter ("counter").
    (re.compile(r"\b(Put) (\[[+-]\d{1,4}/[+-]\d{1,4}\] counter on this card)\b"), r"\1 a \2"),
    # fow-n-cost: a comma for the colon between a {Rest} cost and "Produce" (SDL4-004): producing will is never a cost.
    (re.compile(r"^\{Rest\}, Produce (?=\{)"), "{Rest}: Produce "),
    # fow-n-static: a doubled letter of the verb ("This card cannot attacks", RDE-073).
    (re.compile(r"^This card cannot attacks$"), "This card cannot attack"),
    # fow-n-static: a dropped letter of "you" before "or J/resonators you control" (CMB-029).
    (re.compile(r"\bdealt to your or J/resonators you control\b"), "dealt to you or J/resonators you control"),
    # fow-m-will: a dropped letter of "Spend" before "this will only" (ACN-164).
    (re.compile(r"\bSpen this will only\b"), "Spend this will only"),
    # fow-p-look: a dropped letter of "field" ("When this card enters your feld", ENW-090); the keyword [Enter] without
    # its brackets before the arrow ("Enter >>> Reveal ...", JRP-034, ABC-002J); a dropped space ("a watercard", JRP-034).
    (re.compile(r"\benters your feld\b"), "enters your field"),
    (re.compile(r"^Enter >>> "), "[Enter] >>> "),
    # fow-q-trig: "Put a [A/B] ... resonator token in the field" (SDV5-009J): "into", the only way a token is put there.
    (re.compile(r"\b(Put an? \[\d{1,5}/\d{1,5}\] [\w ,'-]{1,80}? token) in the field\b"), r"\1 into the field"),
    (re.compile(r"\ba watercard\b"), "a water card"),
    # fow-p-look: "in its attrbute cost" (EDL-009), "the top card of your decl" (EDL-040).
    (re.compile(r"\bin its attrbute cost\b"), "in its attribute cost"),
    (re.compile(r"\bthe top card of your decl\b"), "the top card of your deck"),
    # fow-q-filters: a dropped letter of "one" in a list of "up to one target" (VIN003-047).
    (re.compile(r"\bup to on target\b"), "up to one target"),
    # fow-t-search: a space between the two will symbols of a payment (SDV2-021).
    (re.compile(r"\b([Yy]ou may pay \{[WRUGB]\}) (\{\d\})\. If you do\b"), r"\1\2. If you do"),
)
_KEYWORD_WORDS = "|".join([k.replace("_", " ") for k in KEYWORDS] + ["target attack"])
_SPACES = re.compile(r"[ \t\u00a0]+")


def _restricts_barrier(before: str, parenthesis: str) -> bool:
    """A sentence in parentheses right after [Barrier] that does not restate it ("... cannot be targeted ...")
    restricts it ("(Total cost equal to or less than ...)."): part of the ability, no reminder text."""
    return bool(re.search(r"\[Barrier\]\s*$", before, re.I)) and not re.search(r"cannot be targeted", parenthesis, re.I)


_UNLESS_NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _fewer(word: str) -> str:
    """FOW-UNLESS-COUNTERS-R: "N or more" negated -- "no" for one, else "N-1 or fewer" in words."""
    n = _UNLESS_NUMBERS.index(word.lower()) + 1
    return "no" if n == 1 else f"{_UNLESS_NUMBERS[n - 2]} or fewer"


_TOKEN_GROUP = re.compile(
    r"((?:^|(?<=\. )|(?<=>>> )|\bThen |\b[Aa]ll )(?=(?:[A-Z][\w'-]* ){0,2}[Rr]esonator tokens (?:you control|your opponent controls)\b)|\b[Aa]ll )"
    r"((?:[A-Z][\w'-]* |(?:light|fire|water|wind|darkness) ){0,2})([Rr])esonator tokens\b"
)


def normalize_line(text: str) -> str:
    """The line in its canonical spelling (see the module docstring); never changes what it says."""
    line = _SPACES.sub(" ", text.replace("\r", " ").replace("\n", " ")).strip()
    for misprint, printed in _MISPRINTS:
        line = misprint.sub(printed, line)
    # fow-x-token: FOW-EACH-TOKEN-R: a group "(all) (<filter>) resonator tokens (you control)" is canonically
    # "(<filter>) token resonators": the each/all filter reads "token" before the noun.
    line = _TOKEN_GROUP.sub(lambda m: m.group(1) + m.group(2) + ("Token" if m.group(3) == "R" else "token") + " resonators", line)
    # Reminder text: a parenthesis closing the line after a bracketed keyword or a [Energize]-like line.
    # "[Tag] (<Race>)" names a race in its parenthesis (FOW-KW-TAG-R): no reminder text.
    # Only a sentence is reminder text (it ends with a full stop, or opens as the printed reminders without
    # one do): a parenthesis naming a restriction or a number -- "[Barrier] (Chant)", "[Barrier] (Total
    # cost 4 or less)", "[Solarisation] (1)" -- is part of the ability and stays (read or refused as such).
    if line.startswith("[") and "(" in line and not re.match(r"\[Tag\]\s*\(", line, re.I):
        reminder = _REMINDER.search(line)
        if reminder is not None and _REMINDER_SENTENCE.match(reminder.group(0).strip()[1:]) and not _restricts_barrier(line[: reminder.start()], reminder.group(0)):
            line = line[: reminder.start()]
    if line.startswith("["):
        # Reminder sentences in parentheses inside a keyword line ("[Awakening] {W} (You may pay ...) ...").
        line = re.sub(
            r"\s*\((?:[A-Z][^()]*?)\.\)\s*", lambda m: m.group(0) if _restricts_barrier(m.string[: m.start()], m.group(0)) else " ", line
        ).strip()
    elif re.search(rf"\[(?:{_KEYWORD_WORDS})\][^()]*\.\s*\([^()]+\)\.?$", line, re.I):
        # A sentence giving a keyword, then reminder text closing the line ("Target resonator gains
        # [Barrier] until end of turn. (It cannot be targeted ...)"; a stray full stop after it: SDR1-002).
        line = re.sub(r"\s*\([^()]+\)\.?$", "", line)
    # CR 202.2a: "resonator or J-ruler" is written "J/resonator" (a target of CMF-075).
    line = re.sub(r"\btarget resonator or J-Ruler\b", "target J/resonator", line, flags=re.I)
    # fow-v-filters: FOW-TARGET-J-RULER-OR-R: "damage that would be dealt to target J-ruler or <Race>": damage is dealt
    # to a J/resonator or a player only (CR 1007.1, 1007.2, 1007.4), so the card of the race is a J/resonator.
    line = re.sub(
        r"\b(damage that would be dealt to target (?i:J-Ruler) or [A-Z][A-Za-z'-]*(?: of the [A-Z][A-Za-z'-]*| [A-Z][A-Za-z'-]*)*)(?= until end of turn\b)",
        r"\1 J/resonator",
        line,
    )
    line = line.replace("&rArr;", "⇒")  # the arrow as an HTML entity in three Sealed Item lines of SDR1/SDR4/SDR5
    line = line.replace("⇒", ">>>")
    # fow-reiya-lapis: FOW-SEALED-ITEM-R (CR 1130.2): "Sealed Item <<Item Name>> (- ) (Text)" means "this card has
    # the following text": the item's name labels the text (and its printed reminder says so); a cipher
    # (CR 1130.3: an item not legal for use) names no item and is not read.  (FOW-TRIG-GAME-START-R read the
    # "At the beginning of the game" texts so before.)
    line = re.sub(
        r"^\[?Sealed Item\]?\s*(?:<<|‹‹|«|《|<)(?!Cipher)[A-Z][A-Za-z' -]{0,58}(?:>>(?!>)|››|»|》|>(?!>))\s*(?:-\s*)?"
        r"(?:\(This card has the following text (?:everywhere|in all areas)\.?\)\s*)?",
        "",
        line,
    )
    # fow-s-keyword: a stray arrow between [Awakening] and its cost ("[Awakening] >>> {B}{B}: ...", CR 1110.2: "[Awakening] (Cost)").
    line = re.sub(r"^\[Awakening\]\s*>>>\s*(?=\{)", "[Awakening] ", line)
    # A full stop closing an [Awakening] line of a will cost alone ("[Awakening] {U}{U}."; CR 1110.2: "[Awakening] (Cost)").
    line = re.sub(r"^(\[Awakening\]\s*(?:\{[^{}]{1,3}\}\s*)+)\.$", r"\1", line).rstrip()
    # Reminder text of [Enter] before its arrow: "[Enter] (When this card enters the field) >>> ..." (CR 1100).
    line = re.sub(r"^\[Enter\]\s*\(When this card enters the field\)\s*(?=>>>)", "[Enter] ", line)
    # A missing space before a bracket ("gains[+200/+200]") and a stray comma closing the line.
    line = re.sub(r"\b(gains?)\[", r"\1 [", line)
    line = re.sub(r"\s*,\s*$", "", line)
    # FOW-ACTIVATE-NO-COLON-R: the misprint "{R} This card gains ... until end of turn" (no colon after a will cost
    # opening the line) is the activate ability "{R}: This card gains ..." (CR 905.1).
    line = re.sub(r"^((?:\{[WRUGB0-9]\})+) (?=This card gains [^.:]+ until end of turn\.?$)", r"\1: ", line)
    # fow-r-grimm: FOW-GRAVEYARD-COST-PERIOD-R -- the misprint of a full stop for the colon after a cost of will symbols
    # and removing cards of your graveyard from the game ("<will>, remove <N> <cards> in your graveyard from the game.
    # <effect>"): a line opening with will symbols then a comma is an activate ability's cost (CR 905.1).
    line = re.sub(r"^((?:\[Activate\] )?(?:Pay )?(?:\{[WRUGB0-9]\})+, remove [\w ]{1,40}? in your graveyard from the game)\. (?=[A-Z])", r"\1: ", line)
    # The misprint "<cost>: Product {W}" of a will ability (CR 907.1: "Produce").
    line = re.sub(r"(:\s*)Product(?=\s*\{)", r"\1Produce", line)
    # FOW-OLD-CONT-AUTO-R: "[Continuous]" is ignored on old cards (CR 1407.2); what follows may be an
    # automatic ability in the old "When ..., ..." form (CR 1409.1), read below.
    line = re.sub(r"^\[Continuous\]\s*:?\s*(?=(?:When|Whenever|At)\b)", "", line)
    # fow-s-grimm-b: FOW-OLD-CONT-COST-R: likewise before a reduction of this card's own cost ("If <condition>, you may
    # pay <will> less to play this card"), read as the same line printed without it (FOW-PLAY-LESS-R).
    line = re.sub(r"^\[Continuous\]\s*:?\s*(?=If [^.]+?, you may pay (?:\{[^}]+\})+ less to play this card\.?$)", "", line)
    # fow-u-conds: FOW-GAINS-WHILE-IT-MARKER-R -- "This card gains <changes> as long as it has <<War>>": "it" is the subject, this
    # card (read as "as long as this card has <<War>>").
    line = re.sub(r"^(This card gains [^.]+? as long as) it (has <<(?:War|Bond)>>\.?)$", r"\1 this card \2", line)
    # FOW-OLD-ADDED-R: "Resonator with this" (old additions) is the added resonator (CR 1405.2b).
    line = re.sub(r"^(\[Continuous\]\s*:?\s*)?Resonator with this\b", lambda m: (m.group(1) or "") + "Added resonator", line)
    line = _ENTER.sub("[Enter] >>> ", line)
    line = re.sub(r"^\[(?:J-Activate|Judgement)\]", "[Judgment]", line, flags=re.I)
    line = re.sub(r"^\[Judgment\]\s*:\s*", "[Judgment] ", line, flags=re.I)
    line = re.sub(r"^\[Enter\](?!\s*(?:>>>|⇒))\s*:?\s*", "[Enter] >>> ", line, flags=re.I)
    # Spaces between the symbols of a cost ("[Judgment] {R} {R} {2}").
    line = re.sub(r"\}\s+(?=\{)", "}", line) if re.match(r"^\[(?:Judgment|Awakening|Incarnation|Energize)\]", line, re.I) else line
    line = re.sub(r"\s*>>>\s*", " >>> ", line)
    # fow-reiya-lapis: FOW-BANE-GRANTED-R (CR 1138.2: "[Bane]" means "Whenever this entity ... deals damage to a
    # J/resonator >>> Destroy that J/resonator."): gaining that text in quotes is gaining [Bane].
    line = re.sub(r'\b(gains?) "When(?:ever)? this card deals damage to a J/resonator >>> Destroy that J/resonator\.?"', r"\1 [Bane]", line)
    # FOW-BANE-RESONATOR-R: gaining the resonator-only text in quotes is gaining that ability (no J-ruler).
    line = re.sub(r'\b(gains?) "When(?:ever)? this card deals damage to a resonator >>> Destroy that resonator\.?"', r"\1 [Bane resonator]", line)
    # CR 1409.1: "When(ever)/At <condition>, <effect>" is "<condition> >>> <effect>", for the conditions
    # the ability lines read (this card's own events and the turn's steps).
    # "Whenever damage is dealt to this card" is "whenever this card is dealt damage" (FOW-TRIG-DEALT-R).
    line = re.sub(r"^Whenever damage is dealt to this card(?= >>> |,)", "Whenever this card is dealt damage", line, flags=re.I)
    line = re.sub(rf"^({OWN_TRIGGER}),\s*", r"\1 >>> ", line, flags=re.I)
    # ... and a misprint without the comma, before "you gain": "Whenever this card attacks you gain ...".
    line = re.sub(rf"^({OWN_TRIGGER}) (?=you gain\b)", r"\1 >>> ", line, flags=re.I)
    # After a trigger of this card's own event, "it" of "destroy / banish / recover it" and "counters on it"
    # is this card (no other card is named before it).
    own = r"^(\[Enter\] >>> |When(?:ever)? this card [^>]+ >>> )"
    # fow-dec-d: also "rest it", and before " if <condition>" (FOW-EFFECT-IF-R).
    line = re.sub(own + r"(Destroy|Banish|Recover|Rest) it(?=\.?$|\. | and it gains\b| if\b)", r"\1\2 this card", line, flags=re.I)
    # fow-dec-d: FOW-IT-TARGET-R -- "Recover this card and it gains X until end of turn" (only this card named
    # before "it") is the two effects in turn: "Recover this card. This card gains X until end of turn."
    line = re.sub(r"(>>> (?:[^.>]+\. )?)(Recover this card) and it gains\b", r"\1\2. This card gains", line, flags=re.I)
    # fow-reiya-lapis: ... and "It gains" right after "Recover this card." (no other card named before it).
    line = re.sub(own + r"(Recover this card\.) It gains\b", r"\1\2 This card gains", line, flags=re.I)
    line = re.sub(own + rf"(Put (?:an?|one|two|three|four|five|\d{{1,2}}) (?:\[[+-]\d{{1,4}}/[+-]\d{{1,4}}\]|{COUNTER_WORDS_RE}) counters?) on it(?=\.?$|\. )", r"\1\2 on this card", line, flags=re.I)
    line = re.sub(own + rf"(Remove (?:an?|one|two|three|four|five) {COUNTER_WORDS_RE} counters?) from it(?=\.?$|\. )", r"\1\2 from this card", line, flags=re.I)
    # ... and "prevent the next (N) damage that would be dealt to it this turn" (FOW-PREVENT-NEXT-R, ADK-153).
    line = re.sub(own + r"(Prevent the next (?:\d{1,5} )?damage that would be dealt to) it(?= this turn)", r"\1\2 this card", line, flags=re.I)
    # FOW-NAMED-COUNTER-R: "As long as there are N or more <name> counters on this card, it gains ..." is
    # "This card gains ... as long as there are ..." ("it" is this card, the only card named).
    counted = rf"there (?:is|are) (?:an?|one|two|three|four|five)(?: or more)? {COUNTER_WORDS_RE} counters? on this card"
    line = re.sub(rf"^As long as ({counted}), it gains ([^.\"]+?)\.?$", r"This card gains \2 as long as \1.", line, flags=re.I)
    # fow-w-counters: FOW-UNLESS-COUNTERS-R -- "This card cannot attack (block, attack or block) unless there are N or more
    # <name> ([+A/+B]) counters on it" is "... as long as there are N-1 or fewer ... on this card" (none for N = 1).
    line = re.sub(
        rf"^(This card cannot (?:attack or block|attack|block)) unless there (?:is|are) (one|two|three|four|five|six|seven|eight|nine|ten) or more ((?:\[[+-]\d{{1,4}}/[+-]\d{{1,4}}\]|{COUNTER_WORDS_RE})) counters? on (?:it|this card)(\.?)$",
        lambda m: f"{m.group(1)} as long as there are {_fewer(m.group(2))} {m.group(3)} counters on this card{m.group(4)}",
        line,
        flags=re.I,
    )
    # FOW-J-RULER-COUNTER-R: a player has one J/ruler (its ruler, or the J-ruler it turned into), so counters
    # "on (from) a J/ruler you control" are those of "your J/ruler".
    line = re.sub(r"\b(on|from) a J/ruler you control\b", r"\1 your J/ruler", line, flags=re.I)
    # FOW-SELF-FROM-GRAVEYARD-R: after "when this card is put into a graveyard from your field", "put (return)
    # it into (to) its owner's hand" (alone, or before more sentences) is this card, from that graveyard into its owner's (your) hand.
    # Also after "You may <optional effect>. If you do, " (FOW-IF-YOU-DO-R).
    # fow-dec-d: ... and "put this card (from a graveyard) into its owner's field / into the field under its owner's
    # control" is this card, from its owner's graveyard into their field (the reading's "your" is its owner).
    # fow-t-grimm: FOW-SELF-GRAVEYARD-ADD-R: "(you may) add it to a target resonator you control" there is this card too.
    line = re.sub(
        r"^((?:\[Continuous\]:?\s*)?When this card is put into (?:(?:your|a) )?graveyard from (?:your|the|a) field(?: >>>|,) (?:[Yy]ou may )?)(A|a)dd it to (?:a )?target resonator you control(?=\.?$)",
        r"\1\2dd this card from your graveyard to target resonator you control",
        line,
    )
    line = re.sub(
        r"^(When this card is put into (?:(?:your|a) )?graveyard from (?:your|the) field >>> (?:You may [^.]+\. If you do, )?)(P|p)ut this card (?:from a graveyard )?into (?:its owner's field|the field under its owner's control)(?=\.?$)",
        r"\1\2ut this card from your graveyard into your field",
        line,
        flags=re.I,
    )
    line = re.sub(
        r"^(When this card is put into (?:(?:your|a) )?graveyard from your field >>> (?:You may [^.]+\. If you do, )?)(P|p|R|r)(?:ut|eturn) it (?:in)?to its owner's hand(?=\.?$|\. [A-Z])",
        lambda m: m.group(1) + ("P" if m.group(2).isupper() else "p") + "ut this card from your graveyard into your hand",
        line,
        flags=re.I,
    )
    # FOW-SELF-SHUFFLE-DECK-R: likewise "shuffle it into its owner's (main) deck" ("its owner shuffles it from
    # their graveyard into their deck") is this card, from its owner's graveyard into their main deck, shuffled.
    line = re.sub(
        r"^(When this card is put into (?:(?:your|a) )?graveyard from (?:your|a|the) field >>> )(?:Shuffle it into its owner's (?:main )?deck|Its owner shuffles it from their graveyard into their deck)(?=\.?$|\. [A-Z])",
        r"\1Shuffle this card from your graveyard into your main deck",
        line,
        flags=re.I,
    )
    # FOW-TRIG-DAMAGE-R: after "whenever this card deals damage to your opponent", "they" is that opponent.
    line = re.sub(r"^(When(?:ever)? this card deals damage to your opponent >>> )they discard\b", r"\1Your opponent discards", line, flags=re.I)
    # After a trigger of this card, "it" is this card, and the effect starts a sentence.
    # FOW-IT-TARGET-R: not after a trigger naming another card ("whenever a / another <J/resonator> enters ..."):
    # there "it" may be that card, and neither reading is guessed (the line stays unread).
    if not _OTHER_SUBJECT.match(line):
        line = re.sub(r"(>>> )it deals\b", r"\1This card deals", line, flags=re.I)
        # ... and "it gains", when the trigger is this card's own ([Enter], "whenever this card attacks").
        line = re.sub(rf"^(\[Enter\] >>> |(?:{OWN_TRIGGER}) >>> )it gains\b", r"\1This card gains", line, flags=re.I)
        # fow-n-zones: FOW-REMOVED-THIS-WAY-COST-R -- "..., you may <effect naming no target and no other card>. If you
        # do, it deals": "it" is this card too (TMS-024).
        line = re.sub(
            rf"^(\[Enter\] >>> |(?:{OWN_TRIGGER}) >>> )(you may remove up to (?:two|three|four|five) cards in your graveyard from the game\. If you do, )it deals\b",
            r"\1\2this card deals",
            line,
            flags=re.I,
        )
    # fow-n-counters: FOW-REMOVE-ALL-COUNTERS-R: after this card's own trigger ([Enter], "whenever this card ..."),
    # "remove all <name> counters from it" is from this card (no other card is named by the trigger).
    if re.match(r"^(?:\[Enter\]|When(?:ever)? this card [^>]*) >>> ", line, re.I):
        line = re.sub(rf"\b(remove all {COUNTER_WORDS_RE} counters from) it\b", r"\1 this card", line, flags=re.I)
    # fow-n-cost: FOW-IT-TARGET-R -- an activate ability whose effect so far is "This card gains ... until end of turn"
    # (this card the only card named): "It deals N damage" after it is this card dealing it.
    line = re.sub(r"^((?:\{[^}]+\}\s*,?\s*)+: This card gains [^.\"]+ until end of turn\. )It deals\b", r"\1This card deals", line)
    line = re.sub(r"(>>> )([a-z])", lambda m: m.group(1) + m.group(2).upper(), line)
    # FOW-NON-ATTRIBUTE-R (fow-grimm-e): "non-light, non-Fairy Tale resonators" -- both filters, the comma dropped.
    line = re.sub(r"\b(non-(?:light|fire|water|wind|darkness|dark)), (?=non-[A-Z])", r"\1 ", line)
    return line.strip()
