// Card names and fields from the card set (GET /v1/games/{game}/cards, or a custom set in the state's
// options), and the actions and events of each game in words.

import { isHidden } from "./dom.js";

export class Cards {
  constructor(game, cardSet) {
    this.game = game;
    this.defs = new Map();
    for (const card of (cardSet && cardSet.cards) || []) this.defs.set(card.id, card);
  }

  // The card definition of an instance id: MW "MW-W-05#3", MoW "MOW-F-RZC-A-01#1.1", FoW "ann:TST-R16#3".
  def(id) {
    if (typeof id !== "string") return null;
    let key = id;
    if (this.game === "force-of-will") key = id.slice(id.indexOf(":") + 1);
    const hash = key.lastIndexOf("#");
    if (hash >= 0) key = key.slice(0, hash);
    return this.defs.get(key) || this.defs.get(id) || null;
  }

  name(id) {
    if (isHidden(id)) return "a hidden card";
    if (id && typeof id === "object") return id.name || id.id || JSON.stringify(id);
    const def = this.def(id);
    return def && def.name ? `${def.name}` : String(id);
  }
}

const list = (items) => {
  const parts = items.filter((x) => x !== "" && x !== null && x !== undefined);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
};

function payment(cards, pay) {
  if (!pay) return "";
  const parts = [];
  for (const use of pay.sources || []) parts.push(`${cards.name(use.card)} for ${use.will}`);
  for (const [kind, n] of Object.entries(pay.pool || {})) parts.push(`${n} ${kind} from the pool`);
  for (const id of pay.banish || []) parts.push(`banishing ${cards.name(id)}`);
  for (const id of pay.rest || []) parts.push(`resting ${cards.name(id)}`);
  for (const id of pay.discard || []) parts.push(`discarding ${cards.name(id)}`);
  return parts.length ? `, paying with ${list(parts)}` : "";
}

const targets = (cards, ids) => (ids && ids.length ? ` targeting ${list(ids.map((t) => cards.name(t)))}` : "");
// FOW-MODES-ABILITY-R: the option chosen of a modal ability, counted from one as printed.
const option = (action) => (action.mode !== undefined && action.mode !== null ? ` choosing option ${action.mode + 1}` : "");

// The event of ``type`` among an entry's events (as the perspective saw them), or null.
const eventOf = (events, type) => (events || []).find((e) => e && e.type === type) || null;

// What a search or a look at the top found: the card taken when the perspective sees it, else the revealed
// card's definition (public, FOW-SEARCH-R), never the hidden instance; a card taken unrevealed stays "a hidden
// card" to the others (FOW-ARRANGE-R). A search action with no "searched" event is a step of putting the
// looked-at cards back (FOW-ARRANGE-R): which card went where is never told.
function searchWords(who, action, cards, events) {
  const searched = eventOf(events, "searched");
  const found = action.card !== null && action.card !== undefined;
  if (!searched) {
    const arranged = eventOf(events, "arranged");
    const done = arranged ? `; ${arranged.top} of them are on top of the deck, the rest at the bottom` : "";
    return found
      ? `${who} puts ${cards.name(action.card)}, one of the cards they looked at, back on their deck${done}.`
      : `${who} leaves the rest of the cards they looked at in their order${done}.`;
  }
  const shown = isHidden(action.card) && searched.found ? cards.name(searched.found) : cards.name(action.card);
  const taken = searched.found ? `reveals ${shown} and puts it` : `takes ${shown} without revealing it and puts it`;
  // A card put into the field (a search's or a look's, FOW-SEARCH-FIELD-R); an addition: J/resonator added
  // to the J/resonator its player named (FOW-SEARCH-ADDITION-R).
  const entered = eventOf(events, "entered");
  const host = action.to ? `, added to ${cards.name(action.to)}` : "";
  const where = searched.rule === "FOW-SEARCH-FIELD-R" || (entered && entered.player === searched.player) ? `into the field${host}` : "into their hand";
  if (searched.rule === "FOW-LOOK-TOP-R") {
    const milled = eventOf(events, "milled");
    const rest = milled ? `the rest go to their ${milled.to === "removed" ? "removed area" : "graveyard"}` : "the rest go back to the deck";
    return found
      ? `${who} looks at the top cards of their deck, ${taken} ${where}; ${rest}.`
      : `${who} looks at the top cards of their deck and takes none; ${milled ? rest : "they go back to the deck"}.`;
  }
  return found
    ? `${who} searches their deck, ${taken} ${where}, then shuffles the deck.`
    : `${who} searches their deck and takes nothing, then shuffles the deck.`;
}

function mayWords(who, action, cards, events) {
  const resolved = eventOf(events, "chant_resolved") || eventOf(events, "resolving");
  const of = resolved && resolved.card ? ` of ${cards.name(resolved.card)}` : " of the resolving card";
  return action.accept ? `${who} chooses to do the optional effect ("you may")${of}.` : `${who} chooses not to do the optional effect ("you may")${of}.`;
}

function discardWords(who, action, cards, events) {
  const discarded = eventOf(events, "discarded");
  const why = discarded && discarded.rule === "FOW-TURN-4" ? " (end of turn: more than seven cards in hand)" : discarded ? " (as the resolving effect asks)" : "";
  return `${who} discards ${cards.name(action.card)} from their hand${why}.`;
}

// An action in words: every action type of every game has its sentence (tests/console/test_words.py checks
// each documented type, with its hidden keys hidden too).  ``events`` are the entry's events as the
// perspective saw them: they tell what a choice did (a search's revealed card, a look at the top).
export function actionWords(game, action, cards, events) {
  if (!action) return "";
  const who = action.player;
  const n = (id) => cards.name(id);
  switch (`${game}/${action.type}`) {
    case "magic-wands/purchase":
      return `${who} buys ${n(action.wand)}, paying with ${list((action.pay || []).map(n))}.`;
    case "magic-wands/pass_pick":
      return `${who} takes ${n(action.card)} from the passed cards and ${action.keep ? "keeps it" : "discards it"}.`;
    case "master-of-wills/choose_first":
      return action.go_first ? `${who} chooses to go first.` : `${who} lets the opponent go first.`;
    case "master-of-wills/choose_lead":
      return `${who} names ${action.lead} to lead.`;
    case "master-of-wills/choose_starting":
      return `${who} takes ${n(action.card)} as the Starting card.`;
    case "master-of-wills/move":
      return `${who} moves ${n(action.card)} (movement ${action.entry + 1})${action.toward ? ` toward ${action.toward}` : ""}.`;
    case "master-of-wills/play":
      return `${who} plays ${n(action.card)}${action.facing ? ` ${action.facing.replace("_", " ")}` : ""}.`;
    case "master-of-wills/choose":
      return `${who} chooses ${n(action.target)}${action.toward ? ` toward ${action.toward}` : ""}.`;
    case "master-of-wills/pass":
      return `${who} passes.`;
    case "master-of-wills/reveal":
      return `${who} reveals ${n(action.card)}.`;
    case "force-of-will/mulligan":
      if (!action.cards || !action.cards.length) return `${who} keeps the opening hand.`;
      if (action.cards.every(isHidden)) return `${who} puts back ${action.cards.length === 1 ? "a hidden card" : `${action.cards.length} hidden cards`} and draws again.`;
      return `${who} puts back ${list(action.cards.map(n))} and draws again.`;
    case "force-of-will/call_stone":
      return `${who} calls a magic stone.`;
    case "force-of-will/produce_will":
      return `${who} produces ${action.will} will with ${n(action.source)}.`;
    case "force-of-will/play_card":
      return `${who} plays ${n(action.card)}${action.awakening ? " with Awakening" : ""}${action.incarnation ? " by Incarnation" : ""}${action.mastery ? " by Mastery" : ""}${action.solarise && action.solarise.length ? ` with Solarisation (${action.solarise.map(n).join(", ")} to the bottom of the deck)` : ""}${targets(cards, action.targets)}${action.x ? ` (X = ${action.x})` : ""}${payment(cards, action.payment)}.`;
    case "force-of-will/activate":
      return `${who} activates ${action.granted_by ? `the ability ${n(action.granted_by)} grants (${action.ability + 1})` : `ability ${action.ability + 1}`} of ${n(action.card)}${option(action)}${targets(cards, action.targets)}${payment(cards, action.payment)}.`;
    case "force-of-will/judgment":
      return `${who} performs Judgment${payment(cards, action.payment)}.`;
    case "force-of-will/standby":
      return `${who} sets ${n(action.card)} into the standby area${payment(cards, action.payment)}.`;
    case "force-of-will/start_battle":
      return `${who} starts a battle.`;
    case "force-of-will/declare_attack":
      return action.attacker ? `${who} attacks with ${n(action.attacker)}${action.target ? ` at ${n(action.target)}` : ""}.` : `${who} declares no attack.`;
    case "force-of-will/declare_block":
      return action.blocker ? `${who} blocks with ${n(action.blocker)}.` : `${who} does not block.`;
    case "force-of-will/assign_pierce":
      return `${who} assigns ${action.to_blocker} damage to the blocker.`;
    case "force-of-will/play_automatic": {
      const chase = eventOf(events, "chase");
      return `${who} plays a triggered automatic ability${chase && chase.card ? ` of ${n(chase.card)}` : ""}${option(action)}${targets(cards, action.targets)}.`;
    }
    case "force-of-will/discard":
      return discardWords(who, action, cards, events);
    case "force-of-will/search":
      return searchWords(who, action, cards, events);
    case "force-of-will/banish":
      return `${who} banishes ${n(action.card)}: it goes to its owner's graveyard.`;
    case "force-of-will/keep":
      // FOW-KW-MYTHIC-R (CR 1205.8), branch fow-mythic.
      return `${who} keeps ${n(action.card)}: the other cards with Mythic of its name they control go to their owner's graveyard.`;
    case "force-of-will/may":
      return mayWords(who, action, cards, events);
    case "force-of-will/pay":
      // FOW-CANCEL-UNLESS-R (a cancel asks it of a spell) or FOW-PAY-WILL-MAY-R ("you may pay <will>").
      return action.payment
        ? `${who} pays the cost asked (a cancel's of their spell, or an optional payment)${payment(cards, action.payment)}.`
        : `${who} does not pay the cost asked: their spell is cancelled, or the optional effect is not done.`;
    case "force-of-will/choose_attribute":
      return `${who} chooses ${action.attribute} for the gem.`;
    case "force-of-will/choose_option":
      return `${who} chooses change ${action.option + 1} of the list.`;
    case "force-of-will/name_card":
      return `${who} names the card ${action.name}.`;
    case "force-of-will/choose_number":
      return `${who} chooses the number ${action.number}.`;
    case "force-of-will/choose_race":
      return `${who} chooses the race ${action.race}.`;
    case "force-of-will/reveal":
      // FOW-TRIGGER-EVENT-R: the cards an event/time [Trigger] or [Stealth] event let its player reveal.
      return action.cards && action.cards.length
        ? `${who} reveals ${list(action.cards.map(n))} for the event just happened: each is played as a spell in its turn.`
        : `${who} reveals no card for the event just happened.`;
    case "force-of-will/pass":
      return `${who} passes priority.`;
    case "force-of-will/concede":
      return `${who} concedes.`;
    default:
      return `${who} does ${action.type}: ${JSON.stringify(action)}`;
  }
}

const CARD_KEYS = new Set(["card", "wand", "drawn", "source", "target", "attacker", "blocker", "by", "behind", "victim", "starting"]);

function valueWords(key, value, cards) {
  if (isHidden(value)) return "hidden";
  if (key === "payment" && value && typeof value === "object") return payment(cards, value).replace(/^, paying with /, "") || "nothing";
  if (Array.isArray(value)) {
    if (value.length && value.every((v) => isHidden(v))) return `${value.length} hidden`;
    if (key === "to" || key === "from") return value.join(" ");
    return value.map((v) => valueWords(key, v, cards)).join(", ") || "none";
  }
  if (value && typeof value === "object") return value.name || value.id || JSON.stringify(value);
  if (typeof value === "string" && (CARD_KEYS.has(key) || key.endsWith("card") || key === "cards")) return cards.name(value);
  return String(value);
}

// An event as a line: its type, then each field in words (card ids as names).
export function eventWords(event, cards) {
  const parts = [];
  for (const [key, value] of Object.entries(event)) {
    if (key === "type" || key === "visible_to" || key === "secret" || key === "private_to") continue;
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    parts.push(`${key.replaceAll("_", " ")}: ${valueWords(key, value, cards)}`);
  }
  const title = String(event.type || "event").replaceAll("_", " ");
  return parts.length ? `${title} — ${parts.join("; ")}` : title;
}
