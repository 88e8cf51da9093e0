// What the game viewer and the tournament page share: their elements, the token (taken from
// the address's fragment, kept in the tab, sent only in the Authorization header), the API's
// answers and problems, the live line and the token form.

export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export const $ = (id) => document.getElementById(id);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------- the token ----------

export function fragment() {
  return new URLSearchParams(location.hash.replace(/^#/, ""));
}

export function setFragment(params) {
  const text = params.toString();
  history.replaceState(null, "", location.pathname + location.search + (text ? `#${text}` : ""));
}

export function takeToken(storageKey) {
  const params = fragment();
  const given = params.get("token");
  if (given) {
    params.delete("token");
    setFragment(params); // out of the address bar, the history and any copied link
    sessionStorage.setItem(storageKey, given);
    return given;
  }
  return sessionStorage.getItem(storageKey);
}

// The token form: a token entered is kept in the tab and handed to `use`.
export function onTokenEntered(storageKey, use) {
  $("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("token-input");
    const given = input.value.trim();
    input.value = "";
    if (!given) return;
    sessionStorage.setItem(storageKey, given);
    use(given);
  });
}

// ---------- the API ----------

export class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

// A request with the token in its header alone: no cookie, no referrer, nothing cached.
export function ask(url, token, headers) {
  return fetch(url, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
    cache: "no-store",
    credentials: "omit",
    referrerPolicy: "no-referrer",
  });
}

// The answer's JSON (or text), or an ApiError with the problem's detail.
export async function read(url, token, accept = "application/json") {
  const response = await ask(url, token, { Accept: accept });
  if (!response.ok) {
    let detail = `${response.status}`;
    try {
      const problem = await response.json();
      detail = problem.detail || problem.title || detail;
    } catch (_) {
      /* not a problem document */
    }
    throw new ApiError(response.status, detail);
  }
  return accept === "application/json" ? response.json() : response.text();
}

// ---------- following ----------

export function setLive(state, text) {
  const live = $("live");
  live.dataset.live = state;
  live.textContent = text;
}

export function parseSse(onEvent) {
  // A Server-Sent Events parser for a fetch() body (EventSource cannot send the token).
  let buffer = "";
  let data = [];
  let type = "message";
  let id = null;
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop();
    for (const line of lines) {
      if (line === "") {
        if (data.length) onEvent({ id, type, data: data.join("\n") });
        data = [];
        type = "message";
        continue;
      }
      if (line.startsWith(":")) continue; // a heartbeat
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "data") data.push(value);
      else if (field === "event") type = value;
      else if (field === "id") id = value;
    }
  };
}
