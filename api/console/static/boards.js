// The board of each game, drawn from a frame: the state as the perspective sees it, and the figures the
// service computed beside it (frame.board: scores, values now, field stats) with the engine's functions.

import { h, isHidden } from "./dom.js";

const cap = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1).replaceAll("_", " ");
const hiddenCard = () => h("li", { class: "card hidden-card", "aria-label": "hidden card" }, h("span", { class: "card-name" }, "hidden"));

function pill(text, cls) {
  return h("span", { class: `pill ${cls || ""}` }, text);
}

function facts(pairs) {
  return h("dl", { class: "facts" }, pairs.filter(Boolean).map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]));
}

function cardList(label, items, draw, cls) {
  const cards = items || [];
  return h(
    "div",
    { class: `zone ${cls || ""}` },
    h("h5", {}, `${label} (${cards.length})`),
    cards.length ? h("ul", { class: "cards", "aria-label": label }, cards.map((c) => (isHidden(c) ? hiddenCard() : draw(c)))) : h("p", { class: "empty" }, "empty"),
  );
}

function status(frame, before) {
  const s = frame.state;
  const result = s.result;
  return facts([
    ...before,
    ["Phase", cap(s.phase)],
    ["To act", (frame.to_act || []).join(", ") || "nobody"],
    result ? ["Result", `${result.winners.length ? `won by ${result.winners.join(" and ")}` : "no winner"}${result.reason ? ` (${result.reason})` : ""}`] : null,
  ]);
}

// -- Magic Wands ---------------------------------------------------------------------------------------
function wand(card) {
  return h(
    "li",
    { class: `card wand type-${card.type}` },
    h("span", { class: "card-name" }, card.name),
    h("span", { class: "card-stats" }, `power ${card.power} · req ${card.req}`),
    h("span", { class: "card-type" }, cap(card.type)),
  );
}

const ROWS = ["Bottom row (free)", "Surcharge row (+2)", "Block row (new wands)"];

function magicWands(frame) {
  const s = frame.state;
  const scores = (frame.board && frame.board.scores) || {};
  const market = h(
    "section",
    { class: "market", "aria-label": "Market" },
    h("h4", {}, "Market"),
    [2, 1, 0].map((row) =>
      h(
        "div",
        { class: "market-row" },
        h("h5", {}, ROWS[row]),
        h("ol", { class: "cards cells" }, s.market[row].map((card, column) => (card ? wand(card) : h("li", { class: "card empty-cell", "aria-label": `row ${row} column ${column} empty` }, "empty")))),
      ),
    ),
  );
  const players = h(
    "section",
    { class: "players", "aria-label": "Players" },
    h("h4", {}, "Players"),
    s.players.map((p) =>
      h(
        "article",
        { class: `seat${s.to_act.includes(p.id) ? " acting" : ""}${p.eliminated ? " out" : ""}`, "aria-label": `Player ${p.id}` },
        h("h5", {}, p.id, s.turn === p.id ? pill("turn") : null, p.eliminated ? pill("eliminated", "bad") : null, " ", h("span", { class: "score" }, p.id in scores ? `score ${scores[p.id]}` : "score hidden")),
        cardList("Hand", p.hand, wand, "hand"),
      ),
    ),
  );
  const side = h(
    "section",
    { class: "side-info" },
    status(frame, [
      ["Turn", `${s.turn_number} (${s.turn})`],
      ["Deck", `${s.deck_count ?? (s.deck || []).length} wands`],
      ["Mythics bought", `${s.mythics_bought} of 3`],
      s.end_trigger ? ["End triggered by", cap(s.end_trigger)] : null,
    ]),
    s.packet ? cardList(`Passed cards (from ${s.packet.source}, ${s.packet.picker} picks)`, s.packet.cards, wand, "packet") : null,
    cardList("Discard", s.discard, wand, "discard"),
  );
  return h("div", { class: "board-grid mw" }, h("div", { class: "column" }, market, side), players);
}

// -- Master of Wills -----------------------------------------------------------------------------------
function communityCard(frame, cards, id) {
  if (isHidden(id)) return hiddenCard();
  const def = cards.def(id) || {};
  const values = (frame.board && frame.board.values) || {};
  const now = id in values ? values[id] : def.value;
  const statuses = (frame.state.statuses || {})[id] || [];
  const changed = def.value !== undefined && now !== def.value;
  const icons = [];
  if (def.faction_icon) icons.push(pill("★ faction", "icon"));
  for (let i = 0; i < (def.draw_icons || 0); i += 1) icons.push(pill("+ draw", "icon"));
  const moves = (def.movements || []).map((m) => `${cap(m.sector)} ${m.delta > 0 ? "+" : ""}${m.delta}`).join(", ");
  return h(
    "li",
    { class: `card community sector-${def.sector || "unknown"}`, dataset: { card: id } },
    h("span", { class: "card-name" }, def.name || id),
    h("span", { class: "card-value" }, `value ${now}`, changed ? h("span", { class: "was" }, ` (printed ${def.value})`) : null),
    h("span", { class: "card-sector" }, cap(def.sector || "?"), " · starts in ", cap(def.start_row || "?")),
    icons.length ? h("span", { class: "card-icons" }, icons) : null,
    moves ? h("span", { class: "card-moves" }, `moves: ${moves}`) : null,
    statuses.length ? h("span", { class: "card-status" }, statuses.map((st) => pill(`${st.kind}${st.delta ? ` ${st.delta > 0 ? "+" : ""}${st.delta}` : ""} by ${cards.name(st.source)}`, "status"))) : null,
  );
}

function factionCard(cards, id) {
  const def = cards.def(id) || {};
  return h("li", { class: "card faction" }, h("span", { class: "card-name" }, def.name || id), h("span", { class: "card-type" }, cap(def.tier || "faction")), def.power_icons ? h("span", { class: "card-icons" }, def.power_icons.map((i) => pill(cap(i), "icon"))) : null);
}

function position(frame, cards, label, ids, cls) {
  return h("div", { class: `position ${cls}` }, h("h5", {}, label), ids.length ? h("ul", { class: "cards row-cards" }, ids.map((id) => communityCard(frame, cards, id))) : h("p", { class: "empty" }, "empty"));
}

function masterOfWills(frame, cards) {
  const s = frame.state;
  const scores = (frame.board && frame.board.side_scores) || {};
  const [a, b, c] = s.sides;
  const sideRows = (side, order) => order.map((row) => position(frame, cards, `${side.id} · ${cap(row)}`, side[row], `row-${row}`));
  const rows = [...sideRows(a, ["allies", "loyalists", "recruits"]), position(frame, cards, "Neutral area", s.neutral, "row-neutral"), ...sideRows(b, ["recruits", "loyalists", "allies"])];
  const table = h("section", { class: "positions", "aria-label": "The seven positions" }, h("h4", {}, "The seven positions"), rows);
  const sideInfo = (side) =>
    h(
      "article",
      { class: "seat", "aria-label": `Side ${side.id}` },
      h("h5", {}, `Side ${side.id}`, " ", h("span", { class: "score" }, `${scores[side.id] ?? "?"} points`)),
      facts([
        ["Players", side.players.join(", ")],
        ["Faction deck", `${side.faction_deck.length} cards`],
        ["Faction discard", `${side.faction_discard.length} cards`],
        side.lasting_recruits ? ["Lasting (Recruits)", cards.name(side.lasting_recruits.card)] : null,
        side.lasting_loyalists ? ["Lasting (Loyalists)", cards.name(side.lasting_loyalists.card)] : null,
      ]),
      cardList("Round effects", side.round_effects.map((slot) => (isHidden(slot.card) ? slot.card : slot)), (slot) => h("li", { class: "card faction" }, h("span", { class: "card-name" }, cards.name(slot.card)), h("span", { class: "card-type" }, `${slot.face_up ? "face up" : "face down"} · ${slot.player}`)), "effects"),
    );
  const hands = s.players.map((p) => h("article", { class: `seat${s.to_act.includes(p.id) ? " acting" : ""}`, "aria-label": `Player ${p.id}` }, h("h5", {}, `${p.id} (side ${p.side})`), cardList("Hand", p.hand, (id) => factionCard(cards, id), "hand")));
  const info = h(
    "section",
    { class: "side-info" },
    status(frame, [
      ["Round", `${s.round} of 8`],
      ["Turn", s.turn ? `${s.turn.player} (turn ${s.turn_index + 1} of the round order)` : "none"],
      ["Community deck", `${s.community_deck.length} cards`],
      ["Afterlife", `${s.afterlife.length} cards`],
      s.side_scores ? ["Final scores", Object.entries(s.side_scores).map(([k, v]) => `${k} ${v}`).join(", ")] : null,
    ]),
    [a, b, c].filter(Boolean).map(sideInfo),
    hands,
  );
  return h("div", { class: "board-grid mow" }, table, info);
}

// -- Force of Will -------------------------------------------------------------------------------------
function fowCard(cards, id, extra) {
  const def = cards.def(id) || {};
  return h("li", { class: `card fow type-${(def.types || ["card"])[0]}` }, h("span", { class: "card-name" }, def.name || id), h("span", { class: "card-type" }, cap((def.types || ["card"])[0])), extra || null);
}

function forceOfWill(frame, cards) {
  const s = frame.state;
  const field = (frame.board && frame.board.field) || {};
  const seat = (p) => {
    const entity = (e) => {
      const st = field[e.id] || {};
      const bits = [];
      if (st.atk !== undefined) bits.push(`ATK ${st.atk} / DEF ${st.def}`);
      if (e.damage) bits.push(`${e.damage} damage`);
      if (e.rested) bits.push("rested");
      if (e.awakened) bits.push("awakened");
      return fowCard(cards, e.id, h("span", { class: "card-stats" }, bits.join(" · "), st.keywords && st.keywords.length ? h("span", { class: "keywords" }, ` [${st.keywords.join(", ")}]`) : null));
    };
    const pool = Object.entries(p.pool || {}).map(([k, v]) => `${v} ${k}`).join(", ") || "empty";
    return h(
      "article",
      { class: `seat${s.to_act.includes(p.id) ? " acting" : ""}`, "aria-label": `Player ${p.id}` },
      h("h5", {}, p.id, s.turn.player === p.id ? pill("turn") : null, s.priority === p.id ? pill("priority") : null, " ", h("span", { class: "score" }, `life ${p.life}`)),
      facts([
        ["Ruler", p.ruler ? `${cards.name(p.ruler.id)}${p.ruler.rested ? " (rested)" : ""}` : "none (J-ruler in the field)"],
        ["Will pool", pool],
        ["Main deck", `${p.deck_count} cards`],
        ["Magic stone deck", `${p.stone_deck_count} cards`],
      ]),
      cardList("Field", p.field, entity, "field"),
      cardList("Hand", p.hand, (id) => fowCard(cards, id), "hand"),
      cardList("Standby", p.standby, (c) => fowCard(cards, c.id), "standby"),
      cardList("Graveyard", p.graveyard, (id) => fowCard(cards, id), "graveyard"),
      cardList("Removed", p.removed, (id) => fowCard(cards, id), "removed"),
    );
  };
  const chase = h(
    "section",
    { class: "chase", "aria-label": "The chase" },
    h("h4", {}, `The chase (${s.chase.length})`),
    s.chase.length
      ? h("ol", { class: "chase-list", reversed: true }, [...s.chase].reverse().map((item) => h("li", {}, `${cap(item.kind)}: ${cards.name(item.card)} by ${item.controller}${item.targets && item.targets.length ? ` → ${item.targets.map((t) => cards.name(t)).join(", ")}` : ""}`)))
      : h("p", { class: "empty" }, "empty"),
    s.battle ? facts([["Battle", `${cap(s.battle.step)}${s.battle.attacker ? `: ${cards.name(s.battle.attacker)} attacks ${s.battle.target ? cards.name(s.battle.target) : ""}` : ""}${s.battle.blocker ? `, blocked by ${cards.name(s.battle.blocker)}` : ""}`]]) : null,
  );
  const info = h(
    "section",
    { class: "side-info" },
    status(frame, [
      ["Turn", `${s.turn.number} (${s.turn.player})`],
      s.step ? ["Step", cap(s.step)] : null,
      ["Priority", s.priority || "none"],
      s.decision ? ["Decision", `${cap(s.decision.kind)} by ${s.decision.player}`] : null,
    ]),
    chase,
  );
  return h("div", { class: "board-grid fow" }, s.players.map(seat), info);
}

export function renderBoard(game, frame, cards) {
  if (game === "magic-wands") return magicWands(frame, cards);
  if (game === "master-of-wills") return masterOfWills(frame, cards);
  if (game === "force-of-will") return forceOfWill(frame, cards);
  return h("p", {}, `No board drawing for ${game}; the state is below as JSON.`);
}
