// A tournament: its rounds and pairings with each match's state, the results and the standings, and the
// results as CSV (GET /v1/tournaments/{id}/results?format=csv), downloaded with the API key in a header.

import { getJSON, getText } from "./api.js";
import { clear, h } from "./dom.js";

const $ = (id) => document.getElementById(id);

// Standings from the finished matches: a win alone, a shared win (several winners), a loss; then points.
export function standings(rows) {
  const table = new Map();
  for (const row of rows) {
    for (const player of row.players) {
      const line = table.get(player) || { player, played: 0, won: 0, shared: 0, lost: 0, points: 0 };
      line.played += 1;
      if (row.winners.includes(player)) {
        if (row.winners.length === 1) line.won += 1;
        else line.shared += 1;
      } else line.lost += 1;
      line.points += row.scores[player] || 0;
      table.set(player, line);
    }
  }
  return [...table.values()].sort((a, b) => b.won - a.won || b.shared - a.shared || b.points - a.points || a.player.localeCompare(b.player));
}

function tableOf(caption, headers, rows) {
  return h("table", {}, h("caption", {}, caption), h("thead", {}, h("tr", {}, headers.map((x) => h("th", { scope: "col" }, x)))), h("tbody", {}, rows));
}

export function initTournament(openMatchId) {
  let current = null;
  $("tournament-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const id = $("tournament-id").value.trim();
    const credentials = { apiKey: $("tournament-key").value.trim() };
    const status = $("tournament-status");
    const body = clear($("tournament-body"));
    status.textContent = "Loading…";
    try {
      const [overview, results] = await Promise.all([getJSON(`/v1/tournaments/${encodeURIComponent(id)}/matches`, credentials), getJSON(`/v1/tournaments/${encodeURIComponent(id)}/results`, credentials)]);
      current = { id, credentials };
      $("tournament-csv").disabled = false;
      for (const round of overview.rounds) {
        body.append(
          tableOf(
            `Round ${round.round}`,
            ["Table", "Players", "Match", "State", "Result"],
            round.matches.map((m) =>
              h(
                "tr",
                {},
                h("td", {}, String(m.table ?? "")),
                h("td", {}, m.players.join(" vs ")),
                h("td", {}, h("button", { type: "button", class: "link", onclick: () => openMatchId(m.match), "aria-label": `Open match ${m.match}` }, m.match)),
                h("td", {}, m.over ? `over after ${m.version} entries` : `in play, entry ${m.version}${m.to_act.length ? `, ${m.to_act.join(", ")} to act` : ""}`),
                h("td", {}, m.result ? `${m.result.winners.join(" and ") || "no winner"} · ${Object.entries(m.result.scores).map(([p, s]) => `${p} ${s}`).join(", ")}` : "—"),
              ),
            ),
          ),
        );
      }
      body.append(
        tableOf(
          "Standings (finished matches)",
          ["Player", "Played", "Won", "Shared", "Lost", "Points"],
          standings(results.matches).map((s) => h("tr", {}, h("th", { scope: "row" }, s.player), [s.played, s.won, s.shared, s.lost, s.points].map((x) => h("td", {}, String(x))))),
        ),
      );
      status.textContent = `${overview.rounds.length} rounds, ${results.matches.length} finished matches.`;
    } catch (error) {
      status.textContent = `Cannot show the tournament: ${error.message}`;
      $("tournament-csv").disabled = true;
    }
  });
  $("tournament-csv").addEventListener("click", async () => {
    if (!current) return;
    const csv = await getText(`/v1/tournaments/${encodeURIComponent(current.id)}/results?format=csv`, current.credentials, "text/csv");
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
    const link = h("a", { href: url, download: `${current.id}-results.csv`, class: "visually-hidden" }, "download");
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}
