"""The Force of Will rule catalogue: every FOW-* rule and FOW-AMB-* ruling of RULINGS.md §2 the engine
enforces, with its Comprehensive Rules 12.7 section and/or section of the German overview (DE§).

Codes ending in ``-R`` are rulings of ours on points RULINGS.md leaves open; each names what it settles.
The loop rule FOW-PRIO-8 (CR 1301) is not listed: the closed vocabulary has no effect that can repeat
itself, so no loop can arise.
"""

from __future__ import annotations

from ..core.errors import Rule, Violation

RULINGS = "RULINGS.md §2"


def _rule(code: str, section: str, summary: str) -> Rule:
    return Rule(code=code, section=section, summary=summary)


RULES: tuple[Rule, ...] = (
    # deck construction
    _rule("FOW-DECK-1", "CR 402.2", "A deck has one starting ruler (a ruler card, not its J-ruler side), neither of the Arcana race nor a Basic ruler."),
    _rule("FOW-DECK-2", "CR 402.3, 402.3a", "The main deck has 40 to 60 cards: resonators, chants, additions and regalia only."),
    _rule("FOW-DECK-3", "CR 402.3b, 404.1", "At most 4 copies of a card name across main deck, stone deck and sideboard (basic stones excepted)."),
    _rule("FOW-DECK-4", "CR 402.4a-c", "The magic stone deck has 10 to 20 magic stones; basic stones are unlimited."),
    _rule("FOW-DECK-5", "CR 403", "A constructed sideboard has 1 to 15 cards (deck cards, stones, and non-basic rulers not sharing the starting ruler's name); it is swapped only between games."),
    _rule("FOW-DECK-6-R", f"{RULINGS}(b), 4 (ruling)", "Every card must be in the card set in force and fully expressible in the vocabulary, a ruler's J-ruler side included; unsupported cards are refused, never guessed."),
    _rule("FOW-DECK-7-R", "CR 402.1 (ruling: formats as data)", "A deck naming a format holds only cards of that format's legal sets."),
    # setup
    _rule("FOW-SETUP-1", "CR 405.1-405.3; DE§Spielvorbereitung", "Rulers start in the ruler area, decks are shuffled, life is 4000."),
    _rule("FOW-SETUP-2", "CR 405.4; DE§Spielabfolge", "The first player is chosen at random; players may not choose."),
    _rule("FOW-SETUP-3", "CR 405.5a; DE§Spielvorbereitung", "Draw 5; the first player, then the other, may mulligan once: any number of hand cards back, draw as many."),
    _rule("FOW-SETUP-4", "CR 1119.2", "[Energize]: the player who is not first starts with a will coin of their ruler's attribute."),
    # turn
    _rule("FOW-TURN-1", "CR 502", "Draw phase: the turn player draws 1; skipped in the very first draw phase of the game."),
    _rule("FOW-TURN-2", "CR 503", "Recovery phase (skipped on a player's own first turn): will expires, the turn player recovers their cards."),
    _rule("FOW-TURN-3", "CR 504, 701.2", "Main timing: the turn player's main phase, holding priority, no battle, empty chase."),
    _rule("FOW-TURN-4", "CR 505.5; DE§Spielabfolge", "End phase cleanup: damage to 0, end-of-turn effects end, will expires, the turn player discards to 7."),
    # priority and chase
    _rule("FOW-PRIO-1", "CR 602, 603", "Priority sequence: rule processes, then automatic abilities, then the priority holder acts or passes; only the player asked may act."),
    _rule("FOW-PRIO-2", "CR 605.1a", "Whoever adds to the chase keeps priority."),
    _rule("FOW-PRIO-3", "CR 605.1b-c; JoW", "Two passes in a row resolve the last chase object (the turn player then gets priority) or end the step."),
    _rule("FOW-PRIO-4", "CR 604.1", "At any priority: activate abilities, [Quickcast] cards, [Trigger] cards, or pass."),
    _rule("FOW-PRIO-5", "CR 604.2", "Only at main timing: resonators, additions, regalia, non-Trigger chants, battle, Judgment, standby, stone calls."),
    _rule("FOW-PRIO-6", "CR 907.3, 704.2, 706.2", "Will abilities, starting a battle and putting a card in standby do not use the chase."),
    _rule("FOW-PRIO-7", "CR 906.6", "Triggered automatic abilities must be played, turn player's first, before anyone acts."),
    # playing
    _rule("FOW-PLAY-1", "CR 903.2a-o", "To play: choose modes, X and legal targets, fix the cost, pay all of it; otherwise the play is refused."),
    _rule("FOW-PLAY-2", "CR 903.3a", "On resolution targets are checked again; effects on illegal targets do nothing."),
    _rule("FOW-PLAY-3", "CR 702.3, 703.3, 303.1b", "Resonators, additions and regalia enter recovered, then [Enter] triggers; a chant goes to the graveyard."),
    _rule("FOW-PLAY-4", "CR 1013.2-1013.3, 905.3", "[Rest] rests a recovered card; a J/resonator's [Rest] needs control since the start of the turn."),
    _rule("FOW-PLAY-5", "CR 706.1, 708.4-708.5; DE§Spielabfolge", "Standby: pay [2] at main timing to set a hand card face down; a set [Trigger] card cannot be played that turn."),
    _rule("FOW-PLAY-6", "CR 104.1, 104.2, 104.4", "Golden rules: do as much of an impossible effect as possible; a prohibition beats a permission."),
    # will
    _rule("FOW-WILL-1", "CR 204, 209; DE§Aufbau der Spielkarten", "Five attributes and void; a cost is attribute symbols (paid with that attribute) plus a free amount."),
    _rule("FOW-WILL-2", "CR 202.4e, 907.4", "Will comes from will abilities and stays in the pool until spent or expired."),
    _rule("FOW-WILL-3", "CR 1003.4-1003.5, 907.2", "Payment is all or nothing; will abilities may be used while paying."),
    _rule("FOW-WILL-4", "CR 710.1; DE§Spielabfolge", "Call a magic stone once per turn at main timing by resting a recovered ruler/J-ruler; not in a turn with Judgment."),
    _rule("FOW-WILL-5-R", "CR 1003.4 (ruling)", "A payment names exactly the will it spends: sources and pool together must equal the cost; excess will is produced with produce_will instead."),
    # judgment
    _rule("FOW-JUDG-1", "CR 705.1-705.2, 1125", "Judgment: main timing, recovered non-astral ruler, cost paid, once per turn; goes on the chase but is no spell or ability."),
    _rule("FOW-JUDG-2", "CR 705.3a, 302.3", "On resolution the ruler becomes a J-ruler in the field, the same card with its orientation kept."),
    _rule("FOW-JUDG-3", "CR 1010.1a, 1024, 1109.2", "A destroyed J-ruler returns to the ruler area astral (no more Judgment) unless [Imperishable]."),
    _rule("FOW-JUDG-4", "CR 710.1; DE§Urteil", "A J-ruler calls magic stones by resting, like a ruler."),
    _rule("FOW-JUDG-5", "CR 702, 1129.5; DE item 6", "Regalia are played like additions; only J/resonators attack and block (no [Mobilize])."),
    # battle
    _rule("FOW-BATTLE-1", "CR 704, 801, 803.6", "At main timing the turn player may start a battle; after a forfeited attack the opponent did not answer, no more battles this turn."),
    _rule("FOW-BATTLE-2", "CR 802", "Beginning of battle step: triggers, then priority."),
    _rule("FOW-BATTLE-3", "CR 803.3-803.5", "Declare attack: a recovered J/resonator controlled since the turn began attacks the opponent or a rested J/resonator; it rests."),
    _rule("FOW-BATTLE-4", "CR 804.3-804.5", "Declare block: the defender may rest one recovered J/resonator to block."),
    _rule("FOW-BATTLE-5", "CR 805, 1105.2", "First-strike damage: only an attacking J/resonator with [First Strike] deals damage in this step."),
    _rule("FOW-BATTLE-6", "CR 806.2", "Normal damage: attacker and blocker (or attacked J/resonator) deal damage at the same time; priority follows each damage step."),
    _rule("FOW-BATTLE-7", "CR 807", "End of battle: until-end-of-battle effects end; attacker and blocker lose that status."),
    _rule("FOW-BATTLE-8", "CR 718.2", "No passing at main timing while you control a J/resonator that must attack and legally can (\"This card must attack if able\", or \"(J/)Resonators must attack if able\": every player's)."),
    _rule("FOW-BATTLE-9-R", "CR 803.2, 804.2 (ruling)", "The priority sequences opening the declare-attack and declare-block steps are merged with the preceding step's priority: nothing can happen between them."),
    # damage and rule processes
    _rule("FOW-DMG-1", "CR 1007.1-1007.3a", "Damage adds up on J/resonators and lowers a player's life; a 'for each' amount is dealt at once."),
    _rule("FOW-DMG-2", "CR 1007.4, 105.4a, 1206", "A card without DEF takes no damage; life changes in multiples of 100."),
    _rule("FOW-RP-1", "CR 1202-1207", "Rule processes: life <= 0 loses; a failed draw-phase draw loses; damage >= DEF destroys; DEF <= 0 to the graveyard; illegal additions to the graveyard."),
    _rule("FOW-RP-2", "CR 1010, 1011, 1139", "Destroy sends a card to its owner's graveyard (J-ruler: FOW-JUDG-3); [Eternal] cannot be destroyed; rulers cannot be banished."),
    _rule("FOW-RP-3", "CR 103.3-103.4", "Both players losing at once is a draw; a player may concede at any time."),
    _rule("FOW-OVER-R", "CR 103 (ruling)", "A finished game accepts no action."),
    # keywords
    _rule("FOW-KW-QUICKCAST", "CR 1112.2, 709", "[Quickcast]: may be played whenever you have priority."),
    _rule("FOW-KW-SWIFTNESS", "CR 1108.2", "[Swiftness]: may attack and use [Rest] abilities the turn it entered."),
    _rule("FOW-KW-FLYING", "CR 1107.2", "[Flying]: an attacker with [Flying] can be blocked only by a J/resonator with [Flying]."),
    _rule("FOW-KW-FIRSTSTRIKE", "CR 1105", "[First Strike]: an attacker deals its damage in the first-strike step; only the attacker benefits."),
    _rule("FOW-KW-PIERCE", "CR 1103.2a, 1103.3, 208.2a", "[Pierce]: a blocked attacker assigns at least the blocker's capacity to it, in multiples of 100, and the rest to the attacked object."),
    _rule("FOW-KW-IMPERISHABLE", "CR 1109, 1024.5", "[Imperishable]: a destroyed J-ruler does not become astral (it still does at DEF <= 0)."),
    _rule("FOW-KW-TARGETATTACK", "CR 1415.2, 1104.2", "[Precision] (old: Target Attack): may attack a recovered J/resonator."),
    _rule("FOW-KW-BARRIER", "CR 1120.2", "[Barrier]: cannot be targeted by the opponent's spells and abilities."),
    _rule("FOW-KW-ETERNAL", "CR 1139.2", "[Eternal]: this card cannot be destroyed."),
    _rule("FOW-KW-ENTER", "CR 1140.2", "[Enter] >>> text: triggers when the card enters the field."),
    _rule("FOW-KW-AWAKENING", "CR 1110", "[Awakening] cost: an optional additional cost; the card is then played awakened."),
    _rule("FOW-KW-REMNANT", "CR 1115.2", "[Remnant]: may be played from the graveyard; it is then removed from the game when it leaves the chase."),
    _rule("FOW-KW-TRIGGER", "CR 1113.2a-b, 708", "[Trigger]: played with activate timing from hand or standby (no card cost from standby), paying its trigger cost or meeting its condition."),
    _rule("FOW-KW-INCARNATION", "CR 1111.2", "[Incarnation]: banish a resonator sharing the attribute(s) instead of paying the cost."),
    _rule("FOW-TRIG-GRAVEYARD-R", "CR 906 (automatic abilities; ruling: leaves-the-field trigger)", "\"When this card is put into a graveyard from the field\" triggers as it moves there (\"When this card is destroyed\": only when it is destroyed, not banished or put there otherwise); it is played like any automatic ability, from the graveyard. \"Whenever a resonator is put into a graveyard from your field\" triggers for each resonator its controller loses so (itself included, looking back); read only with effects on this card itself, which resonators leaving together (moved one by one by the engine) cannot change."),
    _rule("FOW-EFFECT-TO-DECK-R", "CR 304 (main deck zone; ruling: put into a deck)", "\"Put target card on top of / on the bottom of its owner's main deck\": the card leaves the field for that end of its owner's main deck, hidden like the deck's other cards; a J-ruler is never put there."),
    _rule("FOW-CONT-FILTER-R", "CR 205, 208 (race, attribute; ruling: a filtered continuous scope)", "A continuous ability over a group (\"Each Human you control\", \"Other light resonators you control\") changes only the J/resonators of that group now: resonators only when it says resonators, of one of the named attributes or races; a group named by a race alone (\"Each Fairy Tale you control\") is every card of that race in the field, whatever its type (a keyword such as [Barrier] or [Eternal] matters to additions too); \"Recovered (rested) resonators you control\": each of them while it is recovered (rested)."),
    _rule("FOW-CONT-FOREACH-R", "CR 1007.1 ('for each'); ruling: a continuous 'for each' change counts now", "\"gains [+X/+Y] for each ...\": the change times how many cards of that kind are there now (in the field, a graveyard, a removed area, or how many cards a hand holds); 'other' leaves the source out."),
    _rule("FOW-CONT-WHILE-R", "CR 904.1, 909.1 (a continuous ability applies while active, whenever information is determined); ruling: an 'as long as' condition is checked then", "\"... as long as <condition>\": the continuous change applies exactly while the condition holds now (\"if <condition>\" of a continuous ability too) (you control a card of a group or of a name, or N or more, or none; your life is less or more than your opponent's; your life is N or less or more; N or more cards in your hand)."),
    _rule("FOW-EACH-FILTER-R", "CR 205, 208, 203 (race, attribute, cost); ruling: a filtered 'all'/'each' effect", "\"Destroy all resonators with total cost 2 or less\", \"Light resonators you control gain ...\", \"Rest all other J/resonators\": the effect reaches exactly the J/resonators of its scope with one of the named attributes or races, at most that total cost, and not its source when it says other."),
    _rule("FOW-KW-BARRIER-READ-R", "CR 1120.2 (ruling: the printed definition read as the keyword)", "\"X cannot be targeted by spells or abilities your opponent controls\" is read as \"X gains [Barrier]\" (continuously, or until end of turn when it says so), \"by your opponent's spells or abilities\" alike; \"Your J/ruler ...\" is your J-ruler in the field (your ruler in its ruler area is never a target); the wording without 'your opponent controls' is stronger and not read so."),
    _rule("FOW-SEARCH-R", "CR 1014.2, 1014.3, 1021.1, 1005 (search, shuffle, reveal)", "\"Search your (main) deck for <filter>, reveal it and put it into your hand. Then shuffle\": as it resolves, its controller chooses a card of that filter in their main deck, or none (the deck is hidden: they may not find one), not one sharing a name with the searching card unless named; it is revealed (its definition is public, the instance stays hidden in the hand) and the deck is shuffled."),
    _rule("FOW-PREVENT-R", "CR 1018.1, 1018.1b, 910.1", "\"Prevent all damage that would be dealt by / to target J/resonator until end of turn\": a replacement effect; until the end of turn no damage (battle or not) is dealt by / to that card while it stays in the field. \"Prevent all battle damage that would be dealt to or dealt by added resonator\" (a continuous ability): no battle damage is dealt to or by it while the ability applies."),
    _rule("FOW-TARGET-RES-PLAYER-R", "CR 903.2i (targets of the printed kind)", "\"target player or resonator\": a player or a resonator (a J-ruler is not a resonator), never a J-ruler."),
    _rule("FOW-DISCARD-CHOICE-R", "CR 1019.1, 903.3 (discard; resolution)", "\"(Your opponent) discards N cards\": as the effect resolves, that player chooses and discards one card of their hand at a time (a discard decision), N times or until the hand is empty; \"discard your hand\" needs no choice."),
    _rule("FOW-TARGET-NOT-RACE-R", "CR 205 (race; ruling: 'non-<race>')", "\"target non-<Race> resonator\": a resonator without that race."),
    _rule("FOW-OLD-DARK-R", "CR 208 (attribute; ruling: the Grimm cluster's spelling)", "\"dark\" as a target or group filter on old cards is the darkness attribute (the type line of those cards says Darkness)."),
    _rule("FOW-DAMAGE-PER-R", "CR 1007.3a, 903.3", "\"deals N damage to <target> for each <X>\" / \"N damage multiplied by the number of <X> to <target>\": N times the count of X as the effect resolves, dealt at once."),
    _rule("FOW-PLURAL-RACE-R", "CR 205 (race), 904.1 (ruling: a plural race read against the printed races)", "\"Fairy Tales you control gain [+200/+200]\", \"Other Gallian Armies you control gain ...\": a race in the plural is the one race printed on a card of the database being imported whose English plural (or same word: \"Cthulhu\") it is; every J/resonator of that race you control is changed. With no such printed race, or two that fit, the line is refused: no singular is guessed; likewise a race filter naming a race no card of the database has (a misprint) is refused."),
    _rule("FOW-ADDED-IF-RACE-R", "CR 1405.2b (added resonator), 904.1, 909.1 (continuous abilities applied together)", "\"Added resonator gains A. If it's a <Race>, it also gains B\": the added J/resonator gains A, and B too while it is of that race; \"... it gains B instead\": B while it is of that race, A while it is not (never both). The race is its printed race."),
    _rule("FOW-KW-ETERNAL-READ-R", "CR 1139.2 (ruling: the printed definition read as the keyword)", "\"X cannot be destroyed\" (continuously, as long as a condition holds, or until end of turn) is the definition of [Eternal], read as \"X gains [Eternal]\"; \"cannot be destroyed by ...\" is narrower and not read so."),
    _rule("FOW-DAMAGE-PLUS-R", "CR 910.1, 910.2 (replacement effects), 1007.1", "\"If this card / the added resonator would deal damage, it deals that much +N instead\": a replacement effect; every damage that J/resonator deals (battle or not) is N more. Several such effects add up (in any order); damage prevented in full is not dealt, whatever the order. Damage dealt by the addition itself is not changed."),
    _rule("FOW-EFFECT-IF-R", "CR 903.3 (resolution: conditions of the text checked as it resolves), 910.1 ('instead')", "\"If <condition>, <effect>\" / \"<effect> if <condition>\" (you control a card of a group or a name, or none; your life is N or less; you have no cards in your hand; your ruler / J-ruler is named ...): the effect is done only if the condition holds as it resolves (its targets are chosen anyway); \"If <condition>, it deals N damage instead\": the damage just before it is dealt with the new amount when the condition holds, never both."),
    _rule("FOW-STATUS-UNTIL-R", "CR 903.2i, 803.3, 804.3, 104.1, 104.4 (targets, attack, block; the card's text)", "\"Target J/resonator cannot be targeted by spells or abilities / cannot be blocked / cannot attack / cannot block (or both) until end of turn\" (or \"this turn\", the same) (a one-time effect; \"they\" after a change of each J/resonator of a group: those same J/resonators): the card has that status while it stays in the field, until the end of the turn (or battle), as a continuous ability's would; it is gone when the card leaves."),
    _rule("FOW-CONT-KEYWORD-FILTER-R", "CR 909.1 (continuous effects by layer: abilities before ATK/DEF), 904.1", "\"Resonators you control with [Flying] gain [+200/+200]\": the J/resonators of the group that have that keyword once every keyword is given or taken (printed, continuous abilities, one-time effects) gain the ATK/DEF change; such an ability changes ATK/DEF only (a keyword or status given by keyword would depend on itself: refused)."),
    _rule("FOW-TRIG-ALLY-ATTACKS-R", "CR 906.1, 906.3, 803.3 (automatic abilities; the attack declaration)", "\"Whenever a / another <J/resonator> you control attacks\" (a type, race, attribute or total cost): each time such a J/resonator of yours is declared as an attacker, the ability of this card in the field triggers -- for this card itself too when it is of the filter, unless it says \"another\"."),
    _rule("FOW-COUNTER-R", "CR 1022.2, 1022.3, 1022.4, 909.1h", "\"Put N [+A/+B] counters on target resonator / this card\": the counters stay on the card while it is in the field (gone when it leaves); a J/resonator with them gains [+A/+B] each, after the other value changes."),
    _rule("FOW-NAMED-COUNTER-R", "CR 1022.1, 1022.2, 1022.4, 903.2e (ruling: a named counter does nothing by itself)", "\"Put N <name> counters on this card\" / \"Remove N <name> counters from this card\" (knowledge, achievement, frozen...): counters of that name on a card in the field, gone when it leaves; they change nothing themselves, only what counts them (\"for each <name> counter on it\", \"as long as it has a <name> counter on it\"); removing them as an activate cost needs that many on the card (a cost is paid in full)."),
    _rule("FOW-TRIG-OTHER-ENTERS-R", "CR 906.1, 906.3 (automatic abilities; trigger condition)", "\"Whenever a / another <card> enters your field\" (or \"enters the field under your control\", \"is put into your magic stone area\"), the card a type (resonator, J/resonator, J-ruler, magic stone, addition, regalia), a race, attributes, a total cost at most N: each time such a card enters the field under your control (played, called, put there by an effect, a J-ruler by Judgment), the ability of this card in the field triggers -- for this card itself too, unless it says \"another\"; a card entering the opponent's field does not."),
    _rule("FOW-REVEAL-TOP-R", "CR 1005.1, 1014.2", "\"Reveal the top card of your deck. If it's a <filter>, put it into your hand (or a resonator into the field)\": the card is shown to all; of the filter it moves (a resonator entering the field triggers its [Enter]); otherwise it stays on top of the deck."),
    _rule("FOW-BANISH-CHOICE-R", "CR 1011.1, 1011.2", "\"(Your opponent) banishes a resonator / Banish a magic stone you control\": as the effect resolves, that player chooses one they control (never a J-ruler) and puts it into its owner's graveyard (not destroyed); with none, nothing happens."),
    _rule("FOW-UNATTACKABLE-R", "CR 803.3 (the attacked object; the card's text, CR 104.1)", "\"This card cannot be attacked\": it is never the object of an attack declaration while the ability applies."),
    _rule("FOW-UNBLOCKABLE-R", "CR 804.3 (blocking; the card's text, CR 104.1)", "\"This card cannot be blocked\": while it attacks, no J/resonator can be declared to block it."),
    _rule("FOW-CANNOT-ATTACK-R", "CR 803.3, 804.3, 104.4 (a prohibition beats a permission)", "\"This card / Added resonator cannot attack (or block)\": it is never declared as an attacker (a blocker) while the ability applies, even if it must attack."),
    _rule("FOW-ONCE-PER-TURN-R", "CR 903.2l-1, 302.3 (a card moved to another area is a new card)", "\"Play this ability only once per turn\": the card, while it stays in the field, plays that activate ability at most once each turn."),
    _rule("FOW-MAY-R", "CR 903.3b, 104.2 (an optional effect partly impossible is not done)", "\"You may <effect>\": as the text resolves, its controller decides (a may decision: accept true or false); an effect whose target is no longer legal is not done and nothing is asked."),
    _rule("FOW-IF-YOU-DO-R", "CR 903.3b, 104.2", "\"If you do, <effect>\": done only if the optional effect just before it was done."),
    _rule("FOW-LOOK-TOP-R", "CR 1014.2, 1005.1, 302.4", "\"Look at the top N cards of your deck. You may reveal a <filter> from among them and put it into your hand. Put the rest on the bottom of your deck in a random order\": a search decision over those N cards only (or none); the rest go to the bottom in a random order; the deck is not shuffled."),
    _rule("FOW-DRAIN-R", "CR 1135.3, 1415 (old wording of [Drain])", "\"Whenever this card deals damage, you gain that much life\": each time the card in the field deals damage (battle or not), an automatic ability gains its controller that much life."),
    _rule("FOW-BANE-R", "CR 1138.2", "[Bane] on a J/resonator, and \"Whenever this card deals damage to a (J/)resonator, destroy it\": each time the card in the field deals damage to such a card, an automatic ability destroys that card (if still in the field)."),
    _rule("FOW-KEYWORD-FILTER-R", "CR 1101 (keyword abilities), 903.2i, 903.3a", "\"target resonator with [Flying]\" / \"each resonator without [Flying]\": the keywords the card has now, when targeted and again on resolution (each: as it resolves)."),
    _rule("FOW-UNTARGETABLE-R", "CR 903.2i, 104.1 (legal targets; the card's text)", "\"X cannot be targeted by spells or abilities\" (a continuous ability; no player excepted, unlike [Barrier]): X is never a legal target, when played or on resolution."),
    _rule("FOW-IT-TARGET-R", "CR 903.3a (an effect involving an illegal target is not applied); ruling: a pronoun of printed text", "\"It gains ...\" after a sentence with exactly one J/resonator target is that target (illegal by resolution: nothing happens to it); after this card's own trigger it is this card; anything else is refused."),
    _rule("FOW-OLD-CONT-AUTO-R", "CR 1407.2, 1409.1", "\"[Continuous]\" on an old card is ignored, and its \"When(ever)/At <condition>, <effect>\" is the automatic ability \"<condition> >>> <effect>\"."),
    _rule("FOW-OLD-ADDED-R", "CR 1405.2b (ruling: the old wording of an added resonator)", "An old [Addition:Resonator]'s \"Resonator with this\" is the resonator it is added to: the added resonator."),
    _rule("FOW-TRIG-BLOCKS-R", "CR 804.4, 906.1", "\"Whenever this card blocks\" triggers when it is declared the blocking J/resonator, \"whenever this card is blocked\" (or \"blocks or is blocked\") when a blocker is declared against it attacking; its controller plays it in the next priority sequence."),
    _rule("FOW-TRIG-DEALT-R", "CR 906.1, 1007 (deal damage)", "\"Whenever this card is dealt damage\" triggers each time damage (battle or not, not prevented) is dealt to the card in the field; \"that much\" in its effect (life gained, or damage this card deals) is the damage dealt."),
    _rule("FOW-LOOK-BOTTOM-R", "CR 1014.2, 1005.1 (looking at cards of a deck)", "\"Look at the top card of your deck. You may put it on the bottom of your deck\" (or \"..., then put it on the top or the bottom of your deck\"): its controller alone sees the top card, then chooses whether it goes to the bottom; otherwise it stays on top. With an empty deck nothing is looked at and nothing is asked."),
    _rule("FOW-REVEAL-STONE-R", "CR 1005.1, 1415.4 (magic stone types)", "\"Reveal the top card of your magic stone deck. If it's a (non-special) <attribute> magic stone, put it into your field\": the card is shown to all; a magic stone of that magic stone type (not special, when it says so) enters the field (its [Enter] and [Resonance] abilities trigger); otherwise it stays on top of the magic stone deck."),
    _rule("FOW-PREVENT-CONT-R", "CR 1018.1, 1018.1b, 909.1", "\"Prevent all damage that would be dealt to this card (added J/resonator) [by <attribute> resonators]\": a continuous ability; while it applies, no damage (battle or not) is dealt to that card -- only damage whose source is a resonator (J/resonator) of that attribute, when it says so."),
    _rule("FOW-TRIG-END-R", "CR 505.3, 906.1", "\"At end of turn\" abilities of cards in the field trigger as the end phase begins (each turn; \"at the end of your turn\" only in its controller's turn), the turn player's first, before the turn player gets priority."),
    _rule("FOW-TRIG-DAMAGE-R", "CR 906.1, 1007 (deal damage)", "\"Whenever this card deals damage to your opponent\" triggers each time the card, in the field, deals damage (battle or not) to its controller's opponent."),
    _rule("FOW-TRIG-MAIN-R", "CR 504.1, 502.2, 906.1", "\"At the beginning of your main phase\" (\"of your turn\") abilities of the turn player's cards in the field trigger as the main phase (the turn's draw phase) begins, before the turn player gets priority."),
    _rule("FOW-RULER-AREA-R", "CR 902.1b, 308.3, 905.3, 903.2f (ruling: a ruler's abilities in its ruler area)", "A ruler's activate abilities are played from its ruler area ([Rest] rests the ruler there, with no wait since the turn began) and its continuous abilities apply while it is there; an ability on the chase keeps the face it was played from (the ruler's, or its J-ruler side's in the field) until it resolves. A ruler's will abilities and automatic abilities are not supported."),
    _rule("FOW-KW-DIVINITY-R", "CR 1136.2, 711.1, 402.6a (ruling: [Divinity] without a rune deck)", "[Divinity] (Number) lets a J/ruler play runes from its rune area; a deck here has no rune deck (zero rune cards, CR 402.6a), so it permits nothing and changes nothing else; the number is recorded on the card."),
    _rule("FOW-KW-RESONANCE-R", "CR 1127.2, 1127.3 (ruling: magic stone types read from the type line)", "[Resonance] (Magic stone type) >>> effect: whenever a card with that magic stone type (a stone typed '<Attribute> Magic Stone') enters the field under your control -- called, or put there by an effect -- the ability of a card you control in the field, the entering card included, or of your ruler in its ruler area triggers."),
    _rule("FOW-EACH-TYPES-R", "CR 307.6 (entity); ruling: 'destroy all' of named card types", "\"Destroy all non-magic stone, non-J-Ruler cards\", \"... additions and regalia your opponent controls\": every card in the field of exactly the named card types (of the named controller) is destroyed at once; a J-ruler destroyed so goes back to the ruler area."),
    _rule("FOW-JUDG-LESS-R", "CR 903.2k-4, 206.4, 307.4a (ruling: a Judgment cost lowered per count)", "\"[Judgment] {8}. (You may) pay {1} less to play this ability for each Fairy you control\": the free will of the cost is lowered by that much for each such card you control now (in the field, or your ruler in its ruler area when a bare race is counted), down to none; with 'you may' the printed cost may be paid instead."),
    _rule("FOW-KW-EXPLODE", "CR 1106", "[Explode]: when this resonator deals battle damage to a resonator, destroy both."),
    # rulings of RULINGS.md §2(d)
    _rule("FOW-CONT-NON-R", "CR 909.1, 208 (attribute); ruling: a group named by an attribute it lacks", "\"Non-darkness resonators gain [-200/-200]\": every player's resonators (or J/resonators, when it says so) that lack that attribute -- a card of no attribute among them, a card with that attribute among others not -- change while the source is in the field; keywords or 'cannot be targeted' for such a group are not supported."),
    _rule("FOW-PLAY-LESS-R", "CR 903.2k-4, 307.4a (ruling: a card's cost lowered as it is played)", "'(You may) pay {1} less to play this card if you control <name>' (a card of that name in your field or ruler area), '... if your Ruler is <A> or your J-Ruler is <B>', '... if you control a J-ruler', an 'as long as' condition (FOW-CONT-WHILE-R), '... if it targets a <Race>' (a card of one target: the target chosen is of that race), or '... for each <cards>': if the condition holds as the card is played, each attribute symbol of the reduction lowers one of the printed cost's own and free will is lowered down to none (per count: free will only); with 'you may' the printed cost may be paid instead; a reduction beyond the printed cost's own symbols, or a second one, is not supported."),
    _rule("FOW-RACE-OF-THE-R", "CR 205 (race); ruling: a race name written with 'of the'", "A race named with 'of the' between capitalised words (\"Knight of the Round Table\") is one race in a target, group or count; any other lowercase word in a race is refused."),
    _rule("FOW-CONT-WHILE-OPPONENT-R", "CR 904.1, 909.1 (ruling: 'as long as your opponent controls a ...')", "\"... as long as your opponent controls a <group>\": while the opponent controls at least one card of that group (read like a 'for each' group), checked now."),
    _rule("FOW-CONT-WHILE-HAND-R", "CR 904.1, 909.1 (ruling: a count of cards every player sees)", "\"... as long as you have / your opponent has N or less (more) cards in hand\" and \"... if there are N or more cards in your graveyard\": how many cards that zone holds now (never which)."),
    _rule("FOW-CONT-FOREACH-ZONE-R", "CR 1007.1 ('for each'), 205 (race)", "\"for each <Race> in your graveyard\" / \"for each resonator in all graveyards\": the cards of that race (or kind) in that graveyard (every player's for 'all'), counted now."),
    _rule("FOW-TARGET-ANOTHER-R", "CR 903.2i, 903.3a (legal targets of the printed kind)", "\"another target ...\": any legal target but the card whose ability it is, when targeted and on resolution."),
    _rule("FOW-LIFE-PER-R", "CR 1007.1 ('for each')", "\"You gain N life for each <cards>\": N times the count, made as the effect resolves."),
    _rule("FOW-TARGET-DAMAGED-R", "CR 903.2i, 903.3a (legal targets of the printed kind)", "\"target damaged resonator\" and \"target resonator that was dealt damage this turn\": a resonator with damage on it now (damage dealt stays on a card in the field until the end of the turn, FOW-TURN-4, and no effect of the vocabulary removes it), when targeted and on resolution."),
    _rule("FOW-TARGET-IN-BATTLE-R", "CR 903.2i, 903.3a, 804.4", "\"target attacking or blocking resonator\": the attacking J/resonator or the declared blocker of the battle under way, when targeted and on resolution."),
    _rule("FOW-TARGET-ATK-R", "CR 903.2i, 903.3a (legal targets of the printed kind)", "\"target resonator with N or less ATK\": its ATK now (continuous changes included), when targeted and on resolution."),
    _rule("FOW-TARGET-ENTITY-R", "CR 307.6 (entity), 903.2i, 903.3a", "\"target entity\" is any card in the field; \"target non-magic stone, non-J-ruler entity\" a resonator, addition or regalia there; \"target non-magic stone, non-J/resonator entity\" an addition or regalia there; when targeted and on resolution."),
    _rule("FOW-GRAVEYARD-CARD-R", "CR 903.2i, 903.3a (legal targets of the printed kind)", "\"Put target (<Race>) card / target <Race> (with total cost N or less) from your graveyard into your hand\": a card of any type in its player's graveyard, of that race and cost; when targeted and on resolution."),
    _rule("FOW-DAMAGE-EACH-PLAYER-AND-R", "CR 1007 (deal damage)", "\"deals N damage to each player and (J/)resonator\": N damage to each player and to each (J/)resonator in the field."),
    _rule("FOW-SEARCH-GRAVEYARD-R", "CR 1014.2, 1021 (search; shuffle)", "\"Search your deck for <filter> and put it into your graveyard. Then shuffle your deck\": a search decision as FOW-SEARCH-R; the card found goes to its owner's graveyard (where every player sees it), then the deck is shuffled."),
    _rule("FOW-SEARCH-STONE-R", "CR 1014.2, 1021 (search; shuffle)", "\"Search your magic stone deck for a (basic / non-special) magic stone (a card, a card named X) and put it into your field (rested). Then shuffle your magic stone deck\": a search decision over the magic stone deck (or none found); the stone found is revealed and enters the field (its [Enter] and [Resonance] abilities trigger), then the magic stone deck is shuffled."),
    _rule("FOW-EXTRA-BANISH-R", "CR 903.2e, 1011.1 (costs; banish)", "\"As an additional cost to play this card, banish a resonator (a <Race>)\": playing it names one resonator its player controls (of that race), which is put into its owner's graveyard as the cost is paid; with none to banish the card cannot be played."),
    # the Duel cluster's keywords (issue #14)
    _rule("FOW-KW-TALES-VILLAINS-R", "CR 1101 (keyword abilities), 104.1 (ruling: keywords only other text reads)", "[Tales] and [Villains] are recorded on the card and do nothing by themselves; only text naming them reads them (\"J/resonators with [Tales] you control gain ...\", the keyword also written before \"you control\", FOW-CONT-KEYWORD-FILTER-R). The deck restriction printed on Duel rulers is not in the vocabulary (those rulers are refused)."),
    _rule("FOW-KW-REVOLUTION-R", "CR 104.1 (the card's text: its printed reminder), 904.1 (ruling: no card is ordered)", "[Revolution]: the text under it is gained only while the card is ordered. Ordering ([Revolution Order] of a Duel ruler, \"you may order it\") is not in the vocabulary, so no card is ever ordered: the text is read line by line (each line must be in the vocabulary) and kept on the card, never applied."),
    _rule("FOW-KW-FORCE-RESONANCE-R", "CR 104.1 (the card's text: its printed reminder), 904.1 (ruling: no [Force Command] is controlled)", "[Force Resonance] <name>: the text under it is gained only while its controller controls [Force Command] <name>. Only Duel rulers and their Order sides have [Force Command], and they are not in the vocabulary: the text is read line by line and kept on the card, never applied; a [Force Resonance] without its <name> is refused."),
    _rule("FOW-BLOCK-EXTENT-R", "CR 104.1 (ruling: how the community database lists a headed block)", "The text under a [Revolution] / [Force Resonance] header is the rest of the header's entry when the entry has line breaks (a header alone in such an entry is refused: the database does not say which lines it gives), else the following entries up to the end of the card or the next header; a [Tales] / [Villains] entry among them is the card's own marker; a header with no text under it is refused. Only abilities and keywords can be gained: text under a header that changes the card's effects, targets or costs is refused."),
    _rule("FOW-J-RULERS-GAIN-R", "CR 904.1, 909.1 (continuous abilities)", "\"J-rulers you control gain [+A/+B] / [keyword]\": your J-ruler in the field, while the source applies; your ruler in its ruler area is no J-ruler. A keyword the vocabulary reads as an ability ([Bane], [Drain]) is refused."),
    _rule("FOW-DRAW-INSTEAD-R", "CR 903.3 (resolution), 910.1 ('instead')", "\"Draw a card. If <condition>, draw N cards instead\": as it resolves, N cards are drawn when the condition holds, one card otherwise -- never both."),
    _rule("FOW-AMB-1", f"{RULINGS}(d); CR 105.4, 1202.1", "Life of 0 or less loses (not only below 0)."),
    _rule("FOW-AMB-2", f"{RULINGS}(d); CR 405.5a", "mulligan_mode: shuffle (CR, default) or bottom (the overview's edition)."),
    _rule("FOW-AMB-3", f"{RULINGS}(d); CR 1204.1, 805.3", "Destruction is a rule process right after each damage step: a blocker killed by first strike deals no damage."),
    _rule("FOW-AMB-4", f"{RULINGS}(d); CR 710.1", "Only spells, activate and automatic abilities and Judgment use the chase; calling a stone is immediate."),
    _rule("FOW-AMB-5", f"{RULINGS}(d)", "One stone call per turn; none in a turn with Judgment."),
    _rule("FOW-AMB-6", f"{RULINGS}(d); CR 302.3, 803.3a", "A recovered J-ruler may attack in the turn of its Judgment."),
    _rule("FOW-AMB-7", f"{RULINGS}(d); CR 804.4, 1107", "The attacked J/resonator cannot block; [Flying] limits blockers."),
    _rule("FOW-AMB-8", f"{RULINGS}(d)", "A J-ruler 'no longer used in battle' is astral: no further Judgment this game unless [Imperishable]."),
    _rule("FOW-AMB-9", f"{RULINGS}(d); CR 1202.2", "Only a failed draw-phase draw loses; an effect draw from an empty deck just fails."),
    _rule("FOW-AMB-10", f"{RULINGS}(d)", "Baseline CR 12.7; edition 'rulebook' switches mulligan to bottom and Energize off."),
    _rule("FOW-AMB-11", f"{RULINGS}(d)", "[First Strike] on a blocker has no effect."),
    _rule("FOW-AMB-12", f"{RULINGS}(d); CR 706.1, 708.5", "Standby costs [2]; a set card cannot trigger in the turn it was set."),
)

RULE_CODES = frozenset(rule.code for rule in RULES)
_BY_CODE = {rule.code: rule for rule in RULES}


def violation(code: str, message: str, *, path: str = "", hint: str = "") -> Violation:
    """A violation of the catalogued rule ``code``."""
    return Violation(code=code, rule=_BY_CODE[code].section, message=message, path=path, hint=hint)
