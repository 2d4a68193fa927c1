// The judge's console: open a match or a transcript, check it, step through it, rule on a dispute.

import { ProblemError, getJSON, postJSON, streamEvents } from "./api.js";
import { renderBoard } from "./boards.js";
import { Cards, actionWords, eventWords } from "./cards.js";
import { clear, h } from "./dom.js";
import { initTournament } from "./tournament.js";

const WINDOW = 50;
const $ = (id) => document.getElementById(id);

const session = {
  source: null, // {kind: "match", id, credentials} or {kind: "file", document}
  game: null,
  players: [],
  total: 0,
  index: 0,
  perspective: "judge",
  seat: null,
  over: false,
  cards: null,
  windows: new Map(), // `${perspective}:${start}` -> Promise of the answer
  frames: new Map(), // `${perspective}:${index}` -> frame
  live: null,
  generation: 0,
};
window.consoleSession = session; // read by the tests and the bench

function setStatus(text, bad) {
  const status = $("open-status");
  status.textContent = text;
  status.classList.toggle("bad", Boolean(bad));
}

// -- frames ----------------------------------------------------------------------------------------------
function fetchWindow(perspective, start, extra) {
  const { source } = session;
  if (source.kind === "file") {
    return postJSON("/v1/transcripts/frames", { transcript: source.document, start, count: extra ? 1 : WINDOW, perspective, ...(extra || {}) });
  }
  const params = { start, count: extra ? 1 : WINDOW, perspective };
  if (extra && extra.legal) params.legal = "true";
  return getJSON(`/v1/matches/${encodeURIComponent(source.id)}/frames`, source.credentials, params);
}

function loadWindow(perspective, start) {
  const key = `${perspective}:${start}`;
  if (!session.windows.has(key)) {
    const generation = session.generation;
    const promise = fetchWindow(perspective, start).then((answer) => {
      if (generation !== session.generation) return answer;
      for (const frame of answer.frames) session.frames.set(`${perspective}:${frame.index}`, frame);
      if (answer.total > session.total) setTotal(answer.total);
      return answer;
    });
    promise.catch(() => session.windows.delete(key));
    session.windows.set(key, promise);
  }
  return session.windows.get(key);
}

async function frameAt(index) {
  const perspective = session.perspective;
  const key = `${perspective}:${index}`;
  if (!session.frames.has(key)) {
    const start = Math.floor(index / WINDOW) * WINDOW;
    const answer = await loadWindow(perspective, start);
    if (answer.stopped && index >= answer.stopped.entry) {
      throw new Error(`entry ${answer.stopped.entry} cannot be replayed (${answer.stopped.reason})`);
    }
    if (!session.frames.has(key)) session.windows.delete(`${perspective}:${start}`);
  }
  // Prefetch the neighbouring window when close to its edge, in either direction.
  const start = Math.floor(index / WINDOW) * WINDOW;
  if (start + WINDOW <= session.total && start + WINDOW - index <= WINDOW / 3) loadWindow(perspective, start + WINDOW).catch(() => {});
  if (start > 0 && index - start < WINDOW / 3) loadWindow(perspective, start - WINDOW).catch(() => {});
  return session.frames.get(key);
}

function setTotal(total) {
  session.total = total;
  const slider = $("step");
  slider.max = String(total);
}

// -- drawing -----------------------------------------------------------------------------------------------
let drawing = 0;

async function show(index) {
  const target = Math.max(0, Math.min(session.total, index));
  session.index = target;
  $("step").value = String(target);
  $("position").textContent = target === 0 ? `Setup (0 of ${session.total})` : `Entry ${target} of ${session.total}`;
  $("step").setAttribute("aria-valuetext", $("position").textContent);
  const ticket = ++drawing;
  let frame;
  try {
    frame = await frameAt(target);
  } catch (error) {
    if (ticket === drawing) $("entry-words").textContent = `Cannot show this entry: ${error.message}`;
    return;
  }
  if (ticket !== drawing || !frame) return;
  draw(frame);
}

function draw(frame) {
  const { cards, game } = session;
  const entry = frame.entry;
  $("entry-title").textContent = entry ? `Entry ${entry.seq} · ${entry.player}` : "Setup";
  $("entry-words").textContent = entry ? actionWords(game, entry.action, cards, entry.events) : `The match as dealt${frame.to_act.length ? `; ${frame.to_act.join(", ")} to act` : ""}.`;
  const events = clear($("entry-events"));
  for (const event of entry ? entry.events : []) events.append(h("li", {}, eventWords(event, cards)));
  const body = clear($("board-body"));
  body.append(renderBoard(game, frame, cards));
  $("board-title").textContent = `Board after ${entry ? `entry ${entry.seq}` : "the setup"}, seen by ${perspectiveName(session.perspective)}`;
  session.shown = frame;
  if ($("raw").open) $("raw-json").textContent = JSON.stringify(frame.state, null, 1);
  document.body.dataset.frame = String(frame.index);
  prepareDispute(frame);
}

const perspectiveName = (p) => (p === "judge" ? "the judge (full state)" : p === "spectator" ? "a spectator" : `${p}, as they saw it then`);

function fillPerspectives() {
  const select = clear($("perspective"));
  const options = session.seat && session.seat !== "organizer" ? [session.seat, "spectator"] : ["judge", ...session.players, "spectator"];
  for (const p of options) select.append(h("option", { value: p }, p === "judge" ? "Judge: full state" : p === "spectator" ? "Spectator" : `Seat ${p}`));
  select.value = session.perspective;
}

// -- verdict ---------------------------------------------------------------------------------------------
function showVerdict(report, note) {
  const summary = $("verdict-summary");
  const list = clear($("verdict-checks"));
  const box = $("verdict");
  box.classList.remove("ok", "bad", "pending");
  if (!report) {
    box.classList.add("pending");
    summary.textContent = note;
    return;
  }
  box.classList.add(report.valid ? "ok" : "bad");
  const failure = report.first_failure;
  summary.textContent = report.valid
    ? "Valid: signature, hash chain, seed commitment and replay all pass."
    : `Invalid: ${failure.entry ? `entry ${failure.entry}: ` : ""}${failure.name}: ${failure.detail}`;
  for (const check of report.checks) {
    list.append(h("li", { class: check.ok ? "pass" : "fail" }, h("span", { class: "mark", "aria-hidden": "true" }, check.ok ? "✓" : "✗"), h("strong", {}, `${check.name}${check.entry ? ` (entry ${check.entry})` : ""}`), check.ok ? " passed: " : " FAILED: ", check.detail));
  }
}

async function verify(document) {
  try {
    showVerdict(await postJSON("/v1/transcripts/verify", document));
  } catch (error) {
    showVerdict(null, `Verification could not run: ${error.message}`);
  }
}

// -- opening -----------------------------------------------------------------------------------------------
async function loadCards(game, state) {
  let set = state && state.options && state.options.card_set;
  // A hosted match names its custom set by digest (GET /v1/card-sets/{id}, public); none: the game's own.
  if (typeof set === "string") set = (await getJSON(`/v1/card-sets/${encodeURIComponent(set)}`)).card_set;
  if (!set) set = (await getJSON(`/v1/games/${game}/cards`)).card_set;
  session.cards = new Cards(game, set);
}

function reset(source) {
  stopLive();
  session.generation += 1;
  Object.assign(session, { source, total: 0, index: 0, over: false, transcript: null, windows: new Map(), frames: new Map(), seat: null });
}

async function openMatch(id, credentials) {
  reset({ kind: "match", id, credentials });
  setStatus("Opening the match…");
  const match = await getJSON(`/v1/matches/${encodeURIComponent(id)}`, credentials);
  session.game = match.game;
  session.seat = match.seat;
  session.perspective = match.seat === "organizer" ? "judge" : match.seat;
  const first = await loadWindow(session.perspective, Math.floor(match.version / WINDOW) * WINDOW);
  session.players = first.players;
  session.over = match.over;
  setTotal(first.total);
  await loadCards(match.game, first.frames[0].state);
  present(`Match ${id}`, `${match.game} · players ${first.players.join(", ")} · opened as ${match.seat} · ${first.total} entries · ${match.over ? "over" : "in play"}`);
  await show(first.total);
  if (match.over) {
    try {
      const result = await getJSON(`/v1/matches/${encodeURIComponent(id)}/result`, credentials);
      session.transcript = { transcript: result.transcript, signature: result.signature };
      await verify(session.transcript);
    } catch (error) {
      showVerdict(null, `No transcript: ${error.message}`);
    }
  } else {
    showVerdict(null, "In play: the signed transcript, and so the verdict, come when the match ends.");
    startLive(id, credentials);
  }
  setStatus(`Opened match ${id}.`);
}

async function openDocument(text, name) {
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    setStatus(`${name} is not JSON: ${error.message}`, true);
    return;
  }
  if (document && document.transcript && typeof document.transcript === "object") {
    document = { transcript: document.transcript, signature: document.signature };
  } else if (document && document.entries) {
    document = { transcript: document, signature: null };
  } else {
    setStatus(`${name} is not a transcript: expected {"transcript": {...}, "signature": {...}}`, true);
    return;
  }
  reset({ kind: "file", document });
  session.transcript = document;
  const t = document.transcript;
  session.game = t.game;
  session.perspective = "judge";
  setStatus(`Checking ${name}…`);
  const verdict = verify(document);
  try {
    const entries = Array.isArray(t.entries) ? t.entries.length : 0;
    let first = await loadWindow("judge", Math.floor(entries / WINDOW) * WINDOW);
    // A log that stops replaying (an illegal or malformed entry) is shown up to the entry before.
    const last = first.stopped ? first.stopped.entry - 1 : first.total;
    if (!first.frames.length) first = await loadWindow("judge", Math.floor(last / WINDOW) * WINDOW);
    session.players = first.players;
    session.over = true;
    setTotal(first.total);
    await loadCards(t.game, first.frames[0].state);
    const note = first.stopped ? ` · entry ${first.stopped.entry} cannot be replayed (${first.stopped.reason})` : "";
    present(`Transcript of match ${t.match}`, `${t.game} · players ${first.players.join(", ")} · ${first.total} entries · from the file ${name}${note}`);
    await show(last);
    setStatus(`Opened ${name}.`);
  } catch (error) {
    setStatus(`${name} cannot be replayed: ${error.message}`, true);
    $("match").hidden = false;
  }
  await verdict;
}

function present(title, meta) {
  $("match").hidden = false;
  $("match-title").textContent = title;
  $("match-meta").textContent = meta;
  fillPerspectives();
}

// -- live ----------------------------------------------------------------------------------------------------
function stopLive() {
  if (session.live) session.live.abort();
  session.live = null;
  $("live").hidden = true;
}

function startLive(id, credentials) {
  const controller = new AbortController();
  session.live = controller;
  const live = $("live");
  live.hidden = false;
  live.textContent = "Live: following the match…";
  streamEvents(
    `/v1/matches/${encodeURIComponent(id)}/events`,
    credentials,
    (name, data) => {
      if (name === "error") live.textContent = `Live: ${data.detail}`;
      if (name !== "update" && name !== "state") return;
      const version = data.version;
      const atEnd = session.index === session.total;
      if (version > session.total) {
        // Windows that ended at the old last entry are incomplete now: fetch them again.
        for (const key of [...session.windows.keys()]) if (Number(key.split(":")[1]) + WINDOW > session.total) session.windows.delete(key);
        setTotal(version);
        live.textContent = `Live: entry ${version} just arrived${data.over ? "; the match is over" : ""}.`;
        if (atEnd) show(version);
      }
      if (data.over && !session.over) {
        session.over = true;
        stopLive();
        openMatch(id, credentials);
      }
    },
    controller.signal,
  )
    .then(() => reconnect(id, credentials, controller, "the stream ended"))
    .catch((error) => {
      if (error.name !== "AbortError") reconnect(id, credentials, controller, error.message);
    });
}

// A dropped stream (a restarted replica, an unreachable store) is opened again after a pause; the
// first event says the version, so nothing missed in between is lost.
function reconnect(id, credentials, controller, why) {
  if (session.live !== controller || controller.signal.aborted || session.over) return;
  $("live").textContent = `Live updates interrupted (${why}); reconnecting…`;
  setTimeout(() => {
    if (session.live === controller && !controller.signal.aborted) startLive(id, credentials);
  }, 2000);
}

// -- dispute -------------------------------------------------------------------------------------------------
let legalTicket = 0;
let legalTimer = null;

// The legal list of the frame shown, fetched once stepping pauses (not for every frame stepped past).
function prepareDispute(frame) {
  clearTimeout(legalTimer);
  legalTicket += 1;
  const at = frame.index + 1;
  $("dispute-where").textContent = `A claim at entry ${at}, judged in the state shown above (after ${frame.index === 0 ? "the setup" : `entry ${frame.index}`})${at <= session.total ? "; the recorded action there is shown first" : ""}.`;
  delete document.body.dataset.legal;
  const select = clear($("dispute-legal"));
  select.append(h("option", { value: "" }, "loading the legal actions…"));
  $("dispute-json").value = "";
  clear($("ruling")).classList.remove("ok", "bad");
  legalTimer = setTimeout(() => loadLegal(frame), 200);
}

async function loadLegal(frame) {
  const at = frame.index + 1;
  const recorded = session.frames.get(`${session.perspective}:${at}`);
  const select = $("dispute-legal");
  const ticket = legalTicket;
  let legal = [];
  try {
    const answer = await fetchWindow(session.perspective, frame.index, { legal: true });
    legal = (answer.frames[0] && answer.frames[0].legal) || [];
  } catch (error) {
    legal = [];
  }
  if (ticket !== legalTicket) return;
  clear(select);
  if (recorded && recorded.entry && session.perspective === "judge") select.append(h("option", { value: JSON.stringify(recorded.entry.action) }, `Recorded: ${actionWords(session.game, recorded.entry.action, session.cards)}`));
  legal.forEach((action) => select.append(h("option", { value: JSON.stringify(action) }, actionWords(session.game, action, session.cards))));
  if (!select.options.length) select.append(h("option", { value: "" }, "no legal action here: type one as JSON"));
  document.body.dataset.legal = String(frame.index);
  $("dispute-json").value = select.value ? JSON.stringify(JSON.parse(select.value), null, 1) : "";
}

function ruling(answer) {
  const out = clear($("ruling"));
  out.classList.toggle("ok", answer.legal);
  out.classList.toggle("bad", !answer.legal);
  if (answer.legal) {
    out.append(h("p", { class: "ruling-head" }, `Legal at entry ${answer.at}.`));
    if (answer.events) out.append(h("ul", { class: "events" }, answer.events.map((e) => h("li", {}, eventWords(e, session.cards)))));
  } else {
    const v = answer.violation;
    out.append(
      h("p", { class: "ruling-head" }, `Illegal at entry ${answer.at}.`),
      h("dl", { class: "facts" }, h("dt", {}, "Rule"), h("dd", { class: "rule-code" }, v.code), h("dt", {}, "Rulebook section"), h("dd", { class: "rule-section" }, v.rule), h("dt", {}, "Why"), h("dd", { class: "rule-message" }, v.message), v.hint ? [h("dt", {}, "Hint"), h("dd", {}, v.hint)] : null),
    );
  }
  const alternatives = answer.legal_alternatives || [];
  out.append(h("details", {}, h("summary", {}, `Legal alternatives (${alternatives.length})`), h("ul", { class: "alternatives" }, alternatives.slice(0, 200).map((a) => h("li", {}, actionWords(session.game, a, session.cards))))));
}

async function dispute(event) {
  event.preventDefault();
  const out = clear($("ruling"));
  out.classList.remove("ok", "bad");
  let claim;
  try {
    claim = JSON.parse($("dispute-json").value);
  } catch (error) {
    out.append(h("p", { class: "bad" }, `The claim is not JSON: ${error.message}`));
    return;
  }
  const at = session.index + 1;
  out.append(h("p", {}, "Ruling…"));
  try {
    const answer = session.transcript
      ? await postJSON("/v1/disputes", { transcript: session.transcript, at, claim })
      : await postJSON(`/v1/matches/${encodeURIComponent(session.source.id)}/disputes`, { at, claim }, session.source.credentials);
    ruling(answer);
  } catch (error) {
    clear(out).append(h("p", { class: "bad" }, error instanceof ProblemError ? error.message : `The ruling failed: ${error.message}`));
  }
}

// -- wiring --------------------------------------------------------------------------------------------------
function typing(target) {
  return target.closest && target.closest("input:not([type=range]), textarea, select, [contenteditable]");
}

function wire() {
  $("match-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const credentials = { token: $("match-token").value.trim(), apiKey: $("match-key").value.trim() };
    openMatch($("match-id").value.trim(), credentials).catch((error) => setStatus(`Cannot open the match: ${error.message}`, true));
  });
  const file = $("file");
  file.addEventListener("change", async () => {
    if (file.files.length) await openDocument(await file.files[0].text(), file.files[0].name);
  });
  const drop = $("drop");
  drop.addEventListener("dragover", (event) => {
    event.preventDefault();
    drop.classList.add("over");
  });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", async (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    const dropped = event.dataTransfer.files[0];
    if (dropped) await openDocument(await dropped.text(), dropped.name);
  });
  drop.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      file.click();
    }
  });
  $("step").addEventListener("input", () => show(Number($("step").value)));
  $("first").addEventListener("click", () => show(0));
  $("prev").addEventListener("click", () => show(session.index - 1));
  $("next").addEventListener("click", () => show(session.index + 1));
  $("last").addEventListener("click", () => show(session.total));
  $("perspective").addEventListener("change", () => {
    session.perspective = $("perspective").value;
    show(session.index);
  });
  $("dispute-legal").addEventListener("change", () => {
    const value = $("dispute-legal").value;
    if (value) $("dispute-json").value = JSON.stringify(JSON.parse(value), null, 1);
  });
  $("dispute-form").addEventListener("submit", dispute);
  $("raw").addEventListener("toggle", () => {
    $("raw-json").textContent = $("raw").open && session.shown ? JSON.stringify(session.shown.state, null, 1) : "";
  });
  document.addEventListener("keydown", (event) => {
    if ($("match").hidden || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { ArrowLeft: session.index - 1, ArrowRight: session.index + 1, Home: 0, End: session.total };
    if (!(event.key in moves)) return;
    if (event.target === $("step")) return; // the slider steps itself and fires "input"
    event.preventDefault();
    show(moves[event.key]);
  });
  initTournament((id) => {
    $("match-id").value = id;
    $("match-token").focus();
  });
}

wire();
