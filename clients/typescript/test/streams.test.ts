/**
 * The live streams through the SDK against a real `serve`: followed while rolls are posted, and
 * dropped mid-stream then resumed with `Last-Event-ID`, nothing missed or repeated.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import { ok, type EventView, type StreamMessage } from "../src/index.js";
import { FREE_ROLL, LEDGER_URL, ledgerAt, newGame } from "./support.js";

const ROLLS = 5;

async function take<T>(stream: AsyncGenerator<T>, count: number): Promise<T[]> {
  const taken: T[] = [];
  for await (const message of stream) {
    taken.push(message);
    if (taken.length === count) break;
  }
  return taken;
}

test("a game's events stream while rolls are posted, each once and in order", async () => {
  const ledger = ledgerAt(LEDGER_URL());
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const before = ok(await ledger.api(game.tohaa).GET("/v1/games/{game_id}/events", { params: { path, query: { after: 0, limit: 100 } } }));
  const opening = before.events.length;

  const following = take(ledger.gameEvents(game.id, game.tohaa), opening + ROLLS);
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

test("a stream dropped mid-way resumes after the last id it delivered, nothing missed or repeated", async () => {
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
