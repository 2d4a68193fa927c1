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
type Created = operations["createMatch"]["responses"][201]["content"]["application/json"];
const seatToken = (created: Created, player: string): string | undefined => created.seats[player]?.token;

export { body, problem, describe, version, seatToken };
