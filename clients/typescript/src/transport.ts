/**
 * The fetch every call goes through: what an app would otherwise write around each request.
 *
 * - An appending POST gets an `Idempotency-Key` (unless the caller gave one), and every retry of
 *   it sends the same key, so the server answers a retry with its first answer and rolls no new
 *   dice.
 * - 429 and 503 are retried after the `Retry-After` the server sent (the server did nothing).
 *   A request whose answer was lost on the way is sent again only when that cannot act twice:
 *   a GET, or a POST with its key. A PUT or DELETE whose answer was lost is the app's to check.
 * - A GET sends back the `ETag` it last got for the same URL and token as `If-None-Match`; a 304
 *   is answered from what was kept, so a poll that changes nothing costs the server no body.
 */

export type Fetch = (input: Request) => Promise<Response>;

export interface RetryPolicy {
  /** Attempts after the first; 0 never retries. */
  retries: number;
  /** Wait used when a 429 or 503 carries no usable `Retry-After`, and after a lost answer. */
  defaultDelayMs: number;
  /** A longer `Retry-After` than this is not waited out: its answer is returned. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 4, defaultDelayMs: 1000, maxDelayMs: 60_000 };

export interface TransportOptions {
  fetch?: Fetch;
  retry?: Partial<RetryPolicy>;
  /** How the transport waits; tests may shorten it. */
  sleep?: (ms: number) => Promise<void>;
  /** Told of each retry before its wait, e.g. to show "reconnecting" in an app. */
  onRetry?: (info: RetryInfo) => void;
  /** How many reads (per token and URL) are kept for `If-None-Match`; 256 by default. */
  maxKeptReads?: number;
  /** Makes each new Idempotency-Key; a random UUID (32 hex digits, as an anonymous creation asks) by default. */
  newIdempotencyKey?: () => string;
}

export interface RetryInfo {
  request: Request;
  attempt: number;
  status: number | null;
  delayMs: number;
}

/** Set on an answer the transport served from its copy after the server said 304. */
export const NOT_MODIFIED_HEADER = "X-Ledger-Not-Modified";

const RETRIED_STATUSES = new Set([429, 503]);

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds (`Retry-After: 3`) or an HTTP date, as milliseconds from now; null when absent. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

interface Kept {
  etag: string;
  body: ArrayBuffer;
  headers: Headers;
}

function randomKey(): string {
  const webCrypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (webCrypto?.randomUUID === undefined) {
    // Node 18 without --experimental-global-webcrypto, React Native without a polyfill: a key
    // from Math.random could be guessed, so none is made up.
    throw new Error("no Web Crypto here to draw an Idempotency-Key: pass newIdempotencyKey");
  }
  return webCrypto.randomUUID();
}

export function createTransport(options: TransportOptions = {}): Fetch {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const wait = options.sleep ?? sleep;
  const newKey = options.newIdempotencyKey ?? randomKey;
  const maxKept = options.maxKeptReads ?? 256;
  // Keyed by token and URL: one player's answer is never served to another. The oldest go
  // first past the bound, so an app paging through a long log does not keep every page.
  const kept = new Map<string, Kept>();
  const keep = (key: string, entry: Kept): void => {
    kept.delete(key);
    kept.set(key, entry);
    for (const oldest of kept.keys()) {
      if (kept.size <= maxKept) break;
      kept.delete(oldest);
    }
  };

  return async (original: Request): Promise<Response> => {
    const request = original.clone();
    if (request.method === "POST" && !request.headers.has("Idempotency-Key")) {
      request.headers.set("Idempotency-Key", newKey());
    }
    const cacheKey = `${request.headers.get("Authorization") ?? ""} ${request.url}`;
    const previous = request.method === "GET" ? kept.get(cacheKey) : undefined;
    if (previous !== undefined && !request.headers.has("If-None-Match")) {
      request.headers.set("If-None-Match", previous.etag);
    }
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await send(request.clone());
      } catch (error) {
        // Sent again only when a second copy cannot act twice: a read, or a keyed POST.
        const repeatable = request.method === "GET" || request.method === "HEAD" || request.headers.has("Idempotency-Key");
        if (!repeatable || attempt >= policy.retries || request.signal.aborted) throw error;
        const delayMs = policy.defaultDelayMs;
        options.onRetry?.({ request, attempt: attempt + 1, status: null, delayMs });
        await wait(delayMs);
        continue;
      }
      if (RETRIED_STATUSES.has(response.status) && attempt < policy.retries) {
        const delayMs = retryAfterMs(response.headers.get("Retry-After")) ?? policy.defaultDelayMs;
        if (delayMs <= policy.maxDelayMs) {
          await response.body?.cancel();
          options.onRetry?.({ request, attempt: attempt + 1, status: response.status, delayMs });
          await wait(delayMs);
          continue;
        }
      }
      if (response.status === 304 && previous !== undefined) {
        const headers = new Headers(previous.headers);
        headers.set(NOT_MODIFIED_HEADER, "true");
        return new Response(previous.body.slice(0), { status: 200, headers });
      }
      const etag = response.headers.get("ETag");
      if (request.method === "GET" && response.status === 200 && etag !== null) {
        const body = await response.arrayBuffer();
        keep(cacheKey, { etag, body, headers: new Headers(response.headers) });
        return new Response(body.slice(0), { status: 200, headers: response.headers });
      }
      return response;
    }
  };
}
