/**
 * The infinity-ledger client: openapi-fetch over the generated types of the spec, with the
 * transport (idempotency keys, retries, conditional reads) under every call and the live streams
 * beside it.
 */

import createClient, { type Client } from "openapi-fetch";

import type { paths } from "./generated/openapi.js";
import {
  streamGameEvents,
  streamOrderState,
  streamOrganiserEvents,
  type EventView,
  type OrderStateView,
  type StreamMessage,
  type StreamOptions,
} from "./streams.js";
import { createTransport, type Fetch, type TransportOptions } from "./transport.js";

export type { components, paths } from "./generated/openapi.js";
export * from "./problems.js";
export * from "./streams.js";
export * from "./transport.js";

export type LedgerApi = Client<paths>;

export interface LedgerOptions extends TransportOptions {
  baseUrl: string;
}

type OwnStreamOptions = Omit<StreamOptions, "baseUrl" | "token" | "fetch">;

/**
 * One server. `api(token)` is a typed client sending that bearer token on every call: a device
 * holds its player's; `api()` has none (creating a game). Clients share one transport, so a
 * read's ETag is kept per token.
 */
export class Ledger {
  readonly baseUrl: string;
  readonly fetch: Fetch;
  private readonly rawFetch: Fetch | undefined;

  constructor(options: LedgerOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.fetch = createTransport(options);
    this.rawFetch = options.fetch;
  }

  api(token?: string): LedgerApi {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    return createClient<paths>({ baseUrl: this.baseUrl, fetch: this.fetch, headers });
  }

  gameEvents(
    gameId: string,
    token: string,
    options: OwnStreamOptions = {},
  ): AsyncGenerator<StreamMessage<EventView>> {
    return streamGameEvents(gameId, this.streamOptions(token, options));
  }

  orderStates(
    gameId: string,
    token: string,
    options: OwnStreamOptions = {},
  ): AsyncGenerator<StreamMessage<OrderStateView>> {
    return streamOrderState(gameId, this.streamOptions(token, options));
  }

  organiserEvents(
    token: string,
    options: OwnStreamOptions = {},
  ): AsyncGenerator<StreamMessage<EventView>> {
    return streamOrganiserEvents(this.streamOptions(token, options));
  }

  private streamOptions(token: string, options: OwnStreamOptions): StreamOptions {
    const full: StreamOptions = { ...options, baseUrl: this.baseUrl, token };
    if (this.rawFetch !== undefined) full.fetch = this.rawFetch;
    return full;
  }
}
