/**
 * The live streams through the SDK against a real `serve`: followed while rolls are posted, and
 * dropped mid-stream then resumed with `Last-Event-ID`, nothing missed or repeated.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import { ok, ProblemError, type EventView, type StreamMessage } from "../src/index.js";
import { FENNEC, FREE_ROLL, LEDGER_URL, ledgerAt, newGame } from "./support.js";

const ROLLS = 5;

async function take<T>(stream: AsyncGenerator<T>, count: number): Promise<T[]> {
  const taken: T[] = [];
  for await (const message of stream) {
    taken.push(message);
    if (taken.length === count) break;
  }
  return taken;
}

test("a game's events stream while rolls are posted, each once and in order", async (t) => {
  const stop = new AbortController();
  t.after(() => stop.abort());
  const ledger = ledgerAt(LEDGER_URL());
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const before = ok(await ledger.api(game.tohaa).GET("/v1/games/{game_id}/events", { params: { path, query: { after: 0, limit: 100 } } }));
  const opening = before.events.length;

  const following = take(ledger.gameEvents(game.id, game.tohaa, { signal: stop.signal }), opening + ROLLS);
  const rolled: number[] = [];
  for (let n = 0; n < ROLLS; n += 1) {
    const roll = ok(await ledger.api(game.ariadna).POST("/v1/games/{game_id}/rolls", { params: { path }, body: FREE_ROLL }));
    rolled.push(roll.version);
  }
  const messages = await following;

  assert.deepEqual(
    messages.map((m) => m.id),
    Array.from({ length: opening + ROLLS }, (_, n) => n + 1),
  );
  assert.deepEqual(messages.slice(opening).map((m) => m.data.version), rolled);
  for (const message of messages) {
    assert.equal(message.event, message.data.type);
    assert.equal(message.data.game_id, game.id);
  }
  const log = ok(await ledger.api(game.tohaa).GET("/v1/games/{game_id}/events", { params: { path, query: { after: 0, limit: 100 } } }));
  assert.deepEqual(messages.map((m) => m.data), log.events);
});

test("a stream dropped mid-way resumes after the last id it delivered, nothing missed or repeated", async (t) => {
  const stop = new AbortController();
  t.after(() => stop.abort());
  const lastEventIds: (string | null)[] = [];
  const ledger = ledgerAt(LEDGER_URL(), {
    // The network as an app meets it: the first connection breaks right after a chunk that
    // carries an event (heartbeat comments carry none).
    fetch: async (request) => {
      if (!request.url.endsWith("/events/stream")) return fetch(request);
      lastEventIds.push(request.headers.get("Last-Event-ID"));
      const response = await fetch(request);
      if (lastEventIds.length > 1 || response.body === null) return response;
      const reader = response.body.getReader();
      const broken = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          controller.enqueue(value);
          if (/^id:/m.test(new TextDecoder().decode(value))) {
            await reader.cancel();
            controller.error(new TypeError("connection reset"));
          }
        },
      });
      return new Response(broken, { status: response.status, headers: response.headers });
    },
  });
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const roll = async (): Promise<number> =>
    ok(await ledger.api(game.ariadna).POST("/v1/games/{game_id}/rolls", { params: { path }, body: FREE_ROLL })).version;
  await roll();
  let head = await roll();

  const delivered: StreamMessage<EventView>[] = [];
  const reconnectedAfter: number[] = [];
  const stream = ledger.gameEvents(game.id, game.tohaa, {
    reconnectDelayMs: 50,
    signal: stop.signal,
    onReconnect: (lastId) => reconnectedAfter.push(lastId),
  });
  const next = async (): Promise<void> => {
    const step = await stream.next();
    assert.equal(step.done, false);
    if (!step.done) delivered.push(step.value);
  };
  await next();
  // More commits while the first connection breaks and the second opens.
  for (let n = 0; n < ROLLS; n += 1) head = await roll();
  while (delivered.length < head) await next();
  await stream.return(undefined);

  assert.deepEqual(
    delivered.map((m) => m.id),
    Array.from({ length: head }, (_, n) => n + 1),
  );
  assert.equal(lastEventIds[0], "0");
  assert.equal(reconnectedAfter.length, 1, JSON.stringify(reconnectedAfter));
  const resumedAfter = reconnectedAfter[0] ?? 0;
  assert.ok(resumedAfter >= 1 && resumedAfter < head, `resumed after ${resumedAfter}`);
  assert.equal(lastEventIds[1], String(resumedAfter));
});

test("the order state streams now and after each change; the organiser's stream carries positions", async (t) => {
  const ledger = ledgerAt(LEDGER_URL());
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  ok(await ledger.api(game.ariadna).POST("/v1/games/{game_id}/troopers", { params: { path }, body: FENNEC }));
  const stop = new AbortController();
  t.after(() => stop.abort());
  const states = ledger.orderStates(game.id, game.tohaa, { signal: stop.signal });
  const organiser = ledger.organiserEvents(game.organiser, { signal: stop.signal });

  const now = await states.next();
  assert.equal(now.done, false);
  const opening = now.done ? 0 : now.value.id;
  assert.equal(now.done ? "" : now.value.event, "order_state");
  assert.equal(now.done ? -1 : now.value.data.version, opening);

  ok(await ledger.api(game.ariadna).POST("/v1/games/{game_id}/turns", { params: { path }, body: { player: "ariadna" } }));
  const changed = await states.next();
  assert.equal(changed.done, false);
  assert.ok(!changed.done && changed.value.id > opening);
  assert.equal(changed.done ? null : changed.value.data.active_player, "ariadna");
  await states.return(undefined);

  // The organiser's stream has every event of the game, its id the event's position.
  const log = ok(await ledger.api(game.organiser).GET("/v1/games/{game_id}/events", { params: { path, query: { after: 0, limit: 100 } } }));
  const seen: EventView[] = [];
  while (seen.length < log.events.length) {
    const step = await organiser.next();
    assert.equal(step.done, false);
    if (step.done) break;
    assert.equal(step.value.id, step.value.data.position);
    if (step.value.data.game_id === game.id) seen.push(step.value.data);
  }
  await organiser.return(undefined);
  assert.deepEqual(seen, log.events);
});

test("a stream whose token is rotated ends, and the iterator throws the 401 rather than retry", async (t) => {
  const stop = new AbortController();
  t.after(() => stop.abort());
  const ledger = ledgerAt(LEDGER_URL());
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const stream = ledger.gameEvents(game.id, game.tohaa, { signal: stop.signal, reconnectDelayMs: 50 });
  const first = await stream.next();
  assert.equal(first.done, false);

  ok(
    await ledger.api(game.tohaa).POST("/v1/games/{game_id}/tokens/rotate", {
      params: { path },
      body: { role: "player", player: "tohaa" },
    }),
  );
  await assert.rejects(
    (async () => {
      for (;;) if ((await stream.next()).done) return;
    })(),
    (error: unknown) => error instanceof ProblemError && error.status === 401,
  );
});
