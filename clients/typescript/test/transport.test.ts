/** The transport on its own, against a server played by the test: waits, keys and copies. */

import assert from "node:assert/strict";
import { test } from "node:test";

import { createTransport } from "../src/index.js";

function scripted(...answers: (() => Response)[]): { fetch: (r: Request) => Promise<Response>; seen: Request[] } {
  const seen: Request[] = [];
  return {
    seen,
    fetch: async (request) => {
      seen.push(request);
      const next = answers.shift();
      assert.ok(next, `an unexpected request: ${request.method} ${request.url}`);
      return next();
    },
  };
}

const problem = (status: number, retryAfter: string): Response =>
  new Response(JSON.stringify({ status, code: "service-unavailable" }), {
    status,
    headers: { "Content-Type": "application/problem+json", "Retry-After": retryAfter },
  });

test("a 503 is retried after its Retry-After with the same Idempotency-Key", async () => {
  const server = scripted(() => problem(503, "2"), () => new Response("{}", { status: 201 }));
  const waits: number[] = [];
  const send = createTransport({ fetch: server.fetch, sleep: async (ms) => void waits.push(ms) });

  const answer = await send(new Request("http://ledger.test/v1/games/g/rolls", { method: "POST", body: "{}" }));

  assert.equal(answer.status, 201);
  assert.deepEqual(waits, [2000]);
  const keys = server.seen.map((r) => r.headers.get("Idempotency-Key"));
  assert.equal(keys.length, 2);
  assert.match(keys[0] ?? "", /^[0-9a-f-]{36}$/);
  assert.equal(keys[1], keys[0]);
});

test("a Retry-After longer than the policy allows is handed back, not waited", async () => {
  const server = scripted(() => problem(429, "120"));
  const waits: number[] = [];
  const send = createTransport({ fetch: server.fetch, sleep: async (ms) => void waits.push(ms) });

  const answer = await send(new Request("http://ledger.test/v1/games/g"));

  assert.equal(answer.status, 429);
  assert.deepEqual(waits, []);
});

test("the caller's own Idempotency-Key is kept", async () => {
  const server = scripted(() => new Response("{}", { status: 200 }));
  const send = createTransport({ fetch: server.fetch });
  await send(new Request("http://ledger.test/x", { method: "POST", headers: { "Idempotency-Key": "mine-0123456789abcdef" } }));
  assert.equal(server.seen[0]?.headers.get("Idempotency-Key"), "mine-0123456789abcdef");
});

test("kept reads are bounded: the oldest is asked again in full", async () => {
  const ok = (etag: string) => () => new Response("{}", { status: 200, headers: { ETag: etag } });
  const server = scripted(ok('"1"'), ok('"2"'), ok('"3"'), ok('"4"'));
  const send = createTransport({ fetch: server.fetch, maxKeptReads: 1 });
  await send(new Request("http://ledger.test/a"));
  await send(new Request("http://ledger.test/b"));
  await send(new Request("http://ledger.test/a"));
  await send(new Request("http://ledger.test/a"));
  assert.deepEqual(
    server.seen.map((r) => r.headers.get("If-None-Match")),
    [null, null, null, '"3"'],
  );
});
