/**
 * The live streams (Server-Sent Events) read with fetch, since EventSource cannot send a bearer
 * token. A dropped connection is reopened with `Last-Event-ID` (the last `id:` delivered), so the
 * iterator yields every message once, none missed, none repeated, until the caller stops it.
 */

import type { components } from "./generated/openapi.js";
import { problemOf, ProblemError } from "./problems.js";
import { type Fetch, retryAfterMs, sleep } from "./transport.js";

export type EventView = components["schemas"]["EventView"];
export type OrderStateView = components["schemas"]["OrderStateView"];

export interface StreamMessage<T> {
  /** The message's `id:`: a game event's version, an organiser event's position. */
  id: number;
  /** The message's `event:`: the event type, or `order_state`. */
  event: string;
  data: T;
}

export interface StreamOptions {
  baseUrl: string;
  token: string;
  /** Start after this id (0 or absent: from the start). */
  after?: number;
  /** Stops the stream; the iterator then ends without error. */
  signal?: AbortSignal;
  fetch?: Fetch;
  /** Wait before reopening a stream that ended or dropped, unless the server said `retry:`. */
  reconnectDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told each time the stream is opened again after `id`. */
  onReconnect?: (lastId: number) => void;
}

interface RawMessage {
  id: string | undefined;
  event: string;
  /** Undefined for a block with no `data:` line, e.g. a closing comment with `retry:`. */
  data: string | undefined;
  retryMs: number | undefined;
}

const emptyMessage = (): RawMessage => ({
  id: undefined,
  event: "message",
  data: undefined,
  retryMs: undefined,
});

/** Messages of an event stream's text as it arrives, in whatever chunks it arrives in. */
export async function* parseEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<RawMessage> {
  const decoder = new TextDecoder();
  let buffer = "";
  let message = emptyMessage();
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r\n|\n|\r/)) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
      if (line === "") {
        // `retry:` counts even in a block with no data: the server's closing one has none.
        if (message.data !== undefined || message.retryMs !== undefined) yield message;
        message = emptyMessage();
        continue;
      }
      if (line.startsWith(":")) continue; // a heartbeat or a closing comment
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "data") {
        message.data = message.data === undefined ? value : `${message.data}\n${value}`;
      } else if (field === "id") {
        message.id = value;
      } else if (field === "event") {
        message.event = value;
      } else if (field === "retry" && /^\d+$/.test(value)) {
        message.retryMs = Number(value);
      }
    }
  }
}

const GIVE_UP_STATUSES = new Set([400, 401, 403, 404, 405, 422]);

async function* resumingStream<T>(path: string, options: StreamOptions): AsyncGenerator<StreamMessage<T>> {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const wait = options.sleep ?? sleep;
  let lastId = options.after ?? 0;
  let delayMs = options.reconnectDelayMs ?? 1000;
  let opened = false;
  while (!options.signal?.aborted) {
    if (opened) options.onReconnect?.(lastId);
    opened = true;
    const headers = new Headers({
      Accept: "text/event-stream",
      Authorization: `Bearer ${options.token}`,
      "Last-Event-ID": String(lastId),
    });
    const init: RequestInit = { headers };
    if (options.signal !== undefined) init.signal = options.signal;
    let response: Response;
    try {
      response = await send(new Request(`${options.baseUrl.replace(/\/+$/, "")}${path}`, init));
    } catch {
      if (options.signal?.aborted) return;
      await wait(delayMs);
      continue;
    }
    if (!response.ok || response.body === null) {
      if (GIVE_UP_STATUSES.has(response.status)) {
        throw new ProblemError(await problemOf(response));
      }
      await response.body?.cancel();
      await wait(retryAfterMs(response.headers.get("Retry-After")) ?? delayMs);
      continue;
    }
    try {
      for await (const raw of parseEventStream(response.body)) {
        if (raw.retryMs !== undefined) delayMs = raw.retryMs;
        const id = Number(raw.id);
        // Nothing at or before the last id delivered is delivered again.
        if (raw.data === undefined || raw.id === undefined) continue;
        if (!Number.isInteger(id) || id <= lastId) continue;
        lastId = id;
        yield { id, event: raw.event, data: JSON.parse(raw.data) as T };
      }
    } catch (error) {
      if (options.signal?.aborted) return;
      // A message that is not JSON is the server's fault, not the network's: reconnecting would
      // only meet it again.
      if (error instanceof SyntaxError) throw error;
      // A dropped connection: reopened below after the last id delivered.
    }
    if (options.signal?.aborted) return;
    await wait(delayMs);
  }
}

/** A game's events as they commit (`GET /v1/games/{id}/events/stream`), `id` their version. */
export function streamGameEvents(
  gameId: string,
  options: StreamOptions,
): AsyncGenerator<StreamMessage<EventView>> {
  return resumingStream(`/v1/games/${encodeURIComponent(gameId)}/events/stream`, options);
}

/** A game's order state each time it changes (`GET /v1/games/{id}/state/stream`). */
export function streamOrderState(
  gameId: string,
  options: StreamOptions,
): AsyncGenerator<StreamMessage<OrderStateView>> {
  return resumingStream(`/v1/games/${encodeURIComponent(gameId)}/state/stream`, options);
}

/** Every event of every game an organiser token runs, `id` its position. */
export function streamOrganiserEvents(
  options: StreamOptions,
): AsyncGenerator<StreamMessage<EventView>> {
  return resumingStream("/v1/organiser/events/stream", options);
}
