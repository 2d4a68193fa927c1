// Requests to this service. Tokens and API keys travel in headers only, never in a URL.

export class ProblemError extends Error {
  constructor(status, problem) {
    const where = (problem.errors || []).map((e) => `${e.pointer || "(body)"}: ${e.message}`).join("; ");
    super(`${problem.title || "Error"} (${status}): ${problem.detail || ""}${where ? ` [${where}]` : ""}`);
    this.status = status;
    this.problem = problem;
  }
}

export function authHeaders(credentials) {
  const headers = {};
  if (credentials && credentials.token) headers.Authorization = `Bearer ${credentials.token}`;
  if (credentials && credentials.apiKey) headers["X-API-Key"] = credentials.apiKey;
  return headers;
}

async function answer(response) {
  const type = response.headers.get("content-type") || "";
  if (!response.ok) {
    let problem = { title: response.statusText, detail: "" };
    if (type.includes("json")) problem = await response.json();
    throw new ProblemError(response.status, problem);
  }
  return type.includes("json") ? response.json() : response.text();
}

export async function getJSON(path, credentials, params) {
  const url = params ? `${path}?${new URLSearchParams(params)}` : path;
  return answer(await fetch(url, { headers: { Accept: "application/json", ...authHeaders(credentials) }, cache: "no-store" }));
}

export async function getText(path, credentials, accept) {
  return answer(await fetch(path, { headers: { Accept: accept, ...authHeaders(credentials) }, cache: "no-store" }));
}

export async function postJSON(path, body, credentials) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...authHeaders(credentials) },
    body: JSON.stringify(body),
    cache: "no-store",
  });
  return answer(response);
}

// Server-sent events over fetch(), so that the token goes in the Authorization header
// (EventSource cannot send headers). Calls onEvent(name, data) for each event until aborted.
export async function streamEvents(path, credentials, onEvent, signal) {
  const response = await fetch(path, { headers: { Accept: "text/event-stream", ...authHeaders(credentials) }, signal, cache: "no-store" });
  if (!response.ok) await answer(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      if (data.length) onEvent(name, JSON.parse(data.join("\n")));
    }
  }
}
