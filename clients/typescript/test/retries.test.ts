/**
 * Retries through the SDK against a real `serve`: a POST whose answer was lost is sent again
 * with the same Idempotency-Key and rolls once; a 429 is waited out for its Retry-After.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import { ok, type RetryInfo } from "../src/index.js";
import { FENNEC, FREE_ROLL, LEDGER_URL, LIMITED_LEDGER_URL, ledgerAt, newGame } from "./support.js";

test("a roll whose answer was lost is retried with its key and rolls once", async () => {
  const keys: (string | null)[] = [];
  let lost = false;
  const ledger = ledgerAt(LEDGER_URL(), {
    retry: { defaultDelayMs: 10 },
    // The roll reaches the server, but its answer is lost on the way back, once.
    fetch: async (request) => {
      if (!request.url.endsWith("/rolls")) return fetch(request);
      keys.push(request.headers.get("Idempotency-Key"));
      const response = await fetch(request);
      if (lost) return response;
      lost = true;
      await response.body?.cancel();
      throw new TypeError("fetch failed: connection reset");
    },
  });
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const tohaa = ledger.api(game.tohaa);
  const before = ok(await tohaa.GET("/v1/games/{game_id}/events", { params: { path, query: { after: 0, limit: 100 } } }));

  const answer = await ledger.api(game.ariadna).POST("/v1/games/{game_id}/rolls", { params: { path }, body: FREE_ROLL });
  const roll = ok(answer);

  assert.equal(keys.length, 2);
  assert.ok((keys[0] ?? "").length >= 32, `key: ${keys[0]}`);
  assert.equal(keys[1], keys[0]);
  assert.equal(answer.response.headers.get("Idempotent-Replayed"), "true");
  const after = ok(await tohaa.GET("/v1/games/{game_id}/events", { params: { path, query: { after: 0, limit: 100 } } }));
  const added = after.events.slice(before.events.length);
  assert.equal(added.length, 1, JSON.stringify(added.map((e) => e.type)));
  assert.equal(added[0]?.version, roll.version);
});

test("two rolls are two keys: only a retry reuses one", async () => {
  const keys: (string | null)[] = [];
  const ledger = ledgerAt(LEDGER_URL(), {
    fetch: async (request) => {
      if (request.url.endsWith("/rolls")) keys.push(request.headers.get("Idempotency-Key"));
      return fetch(request);
    },
  });
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const ariadna = ledger.api(game.ariadna);
  const first = ok(await ariadna.POST("/v1/games/{game_id}/rolls", { params: { path }, body: FREE_ROLL }));
  const second = ok(await ariadna.POST("/v1/games/{game_id}/rolls", { params: { path }, body: FREE_ROLL }));
  assert.equal(keys.length, 2);
  assert.notEqual(keys[0], keys[1]);
  assert.equal(second.version, first.version + 1);
});

test("a 429 is waited out for the Retry-After the server sent, then answered", async () => {
  const retries: RetryInfo[] = [];
  const retryAfters: string[] = [];
  const ledger = ledgerAt(LIMITED_LEDGER_URL(), {
    onRetry: (info) => retries.push(info),
    fetch: async (request) => {
      const response = await fetch(request);
      if (response.status === 429) retryAfters.push(response.headers.get("Retry-After") ?? "");
      return response;
    },
  });
  const game = await newGame(ledger);
  const tohaa = ledger.api(game.tohaa);
  const path = { game_id: game.id };

  const started = Date.now();
  const statuses: number[] = [];
  // Reads until one meets a 429: on a loaded machine a fixed few may spread over more than
  // one window and never reach the limit.
  for (let n = 0; n < 50 && retryAfters.length === 0; n += 1) {
    const read = await tohaa.GET("/v1/games/{game_id}", { params: { path } });
    statuses.push(read.response.status);
  }
  const elapsed = Date.now() - started;

  assert.deepEqual(statuses, statuses.map(() => 200));
  const waited = retries.filter((r) => r.status === 429);
  assert.ok(waited.length >= 1, "no 429 met: the limit was not reached");
  assert.equal(waited.length, retryAfters.length);
  waited.forEach((retry, n) => assert.equal(retry.delayMs, Number(retryAfters[n]) * 1000));
  const totalWait = waited.reduce((sum, r) => sum + r.delayMs, 0);
  assert.ok(totalWait >= 1000 && elapsed >= totalWait, `waited ${totalWait} ms in ${elapsed} ms`);
});

test("a PUT whose answer was lost is not sent again: it carries no key to make that safe", async () => {
  let puts = 0;
  const ledger = ledgerAt(LEDGER_URL(), {
    retry: { defaultDelayMs: 10 },
    fetch: async (request) => {
      if (request.method !== "PUT") return fetch(request);
      puts += 1;
      const response = await fetch(request);
      await response.body?.cancel();
      throw new TypeError("fetch failed: connection reset");
    },
  });
  const game = await newGame(ledger);
  const ariadna = ledger.api(game.ariadna);
  const path = { game_id: game.id };
  ok(await ariadna.POST("/v1/games/{game_id}/troopers", { params: { path }, body: FENNEC }));

  await assert.rejects(
    ariadna.PUT("/v1/games/{game_id}/troopers/{trooper_id}", {
      params: { path: { ...path, trooper_id: "fennec" } },
      body: { ...FENNEC, name: "Fennec Mk II" },
    }),
    TypeError,
  );
  assert.equal(puts, 1);
});
