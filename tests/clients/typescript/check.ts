// Compiled by tests/clients/test_clients.py with `tsc --noEmit --strict` beside the types openapi-typescript
// generates from openapi/openapi.yaml (./api.d.ts, written at test time): the names a TypeScript client
// uses exist and mean what the contract says.
import type { components, operations, paths } from "./api";

type Schemas = components["schemas"];

const purchase: Schemas["MagicWandsPurchase"] = { type: "purchase", player: "ann", wand: "MW-W-05#2", pay: ["MW-S-05#1"] };
const body: Schemas["MatchActionBody"] = { action: purchase, expected_version: 0 };
const problem: Schemas["Problem"] = { type: "urn:adjudicator:problem:invalid-input", title: "Invalid input", status: 422, detail: "bad", errors: [{ pointer: "/action", message: "bad" }] };

type Adjudicated = operations["magicWandsAdjudicate"]["responses"][200]["content"]["application/json"];
function describe(answer: Adjudicated): string {
  return answer.valid ? `digest ${answer.digest}` : `${answer.violation.code}: ${answer.violation.message}`;
}

type Accepted = paths["/v1/matches/{match_id}/actions"]["post"]["responses"][200]["content"]["application/json"];
const version = (accepted: Accepted): number => accepted.version;
// A hosted match's answers are closed per game (told by `game`); its events are the game's SeenEvent union,
// where a card the reader may not see is a HiddenCard.
function cardsDrawn(accepted: Accepted): (string | null)[] {
  if (accepted.game !== "force-of-will") return [];
  const drawn: (string | null)[] = [];
  for (const event of accepted.events) {
    if (event.type === "drew") drawn.push(typeof event.card === "string" ? event.card : null);
  }
  return drawn;
}
type Update = Schemas["MatchServerEvent"];
const updatedTo = (message: Update): number | null => (message.event === "update" ? message.data.version : null);
const hidden: Schemas["HiddenCard"] = { hidden: true };
type Spied = Extract<Schemas["MasterOfWillsSeenEvent"], { type: "spied" }>;
const spiedHand = (event: Spied): number => event.hand.filter((card) => typeof card !== "string" && card.hidden).length;
type Created = operations["createMatch"]["responses"][201]["content"]["application/json"];
const seatToken = (created: Created, player: string): string | undefined => created.seats[player]?.token;

// A seat's view is the game's View: a card of another hand is a HiddenCard, and no view has `rng`.
type Read = operations["getMatch"]["responses"][200]["content"]["application/json"];
function handSizes(read: Read): number[] {
  if (read.game !== "magic-wands" || "rng" in read.state) return [];
  return read.state.players.map((player) => player.hand.filter((card) => !("hidden" in card)).length);
}
// A transcript is the game's Transcript: its entries carry the game's actions in full.
type Signed = operations["getMatchResult"]["responses"][200]["content"]["application/json"];
function wandsBought(signed: Signed): string[] {
  const transcript = signed.transcript;
  if (transcript.game !== "magic-wands") return [];
  return transcript.entries.flatMap((entry) => (entry.action.type === "purchase" ? [entry.action.wand] : []));
}
type Frames = operations["transcriptFrames"]["responses"][200]["content"]["application/json"];
const scores = (frames: Frames): Record<string, number>[] => (frames.game === "magic-wands" ? frames.frames.map((frame) => frame.board.scores) : []);

export { body, problem, describe, version, cardsDrawn, updatedTo, hidden, spiedHand, seatToken, handSizes, wandsBought, scores };
