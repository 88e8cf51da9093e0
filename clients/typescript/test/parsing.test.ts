/** The event-stream parser and the Retry-After reader, on text written out by hand. */

import assert from "node:assert/strict";
import { test } from "node:test";

import { parseEventStream, retryAfterMs } from "../src/index.js";

function chunked(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

test("messages split across chunks and lines, with comments and CRLF, come out whole", async () => {
  const body = chunked(
    ": heartbeat\n\n",
    "id: 1\nevent: game_created\nda",
    'ta: {"a": 1}\n\nid: 2\r\nevent: roll_made\r\nretry: 2000\r\n',
    'data: {"b":\ndata: 2}\r\n\r\n: closed: the database is unavailable\nretry: 2500\n\n',
  );
  const messages = [];
  for await (const message of parseEventStream(body)) messages.push(message);
  assert.deepEqual(messages, [
    { id: "1", event: "game_created", data: '{"a": 1}', retryMs: undefined },
    { id: "2", event: "roll_made", data: '{"b":\n2}', retryMs: 2000 },
    { id: undefined, event: "message", data: undefined, retryMs: 2500 },
  ]);
});

test("Retry-After in seconds or as a date, and none", () => {
  assert.equal(retryAfterMs("3"), 3000);
  assert.equal(retryAfterMs("Wed, 21 Oct 2015 07:28:05 GMT", Date.UTC(2015, 9, 21, 7, 28, 0)), 5000);
  assert.equal(retryAfterMs(null), null);
  assert.equal(retryAfterMs("soon"), null);
});
