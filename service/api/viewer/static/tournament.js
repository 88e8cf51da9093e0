// The tournament page. Everything it shows comes from the API's own answers: it pairs nobody
// and adds up no standing itself. The token travels only in the Authorization header.
import { $, ApiError, ask, el, onTokenEntered, parseSse, read, setLive, sleep, takeToken } from "./page.js";

const POLL_MS = 2000;
const STREAM_RETRY_MS = 15000;
// Verifying decides the whole log again on the server: while it runs, at most this often.
const RECHECK_MS = 15000;
const tournamentId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const storageKey = `infinity-ledger-tournament-token:${tournamentId}`;
const refused = (status) => status === 401 || status === 404;
const STATUS_WORDS = {
  playing: "playing",
  awaiting_results: "waiting for its results",
  disputed: "disputed: waiting for the organiser's ruling",
  counted: "result counted from its game",
  ruled: "result ruled by the organiser",
  voided: "voided",
};

let token = null;
let opened = false;
let tournament = null;
let refreshing = Promise.resolve();
const checked = { version: -1, at: 0 };

const api = (path) => read(`/v1/tournaments/${tournamentId}${path}`, token);

function showError(error) {
  const box = $("error");
  if (error instanceof ApiError && refused(error.status)) {
    box.textContent = opened
      ? "This token no longer opens the tournament: the page stopped following it."
      : "This token does not open this tournament.";
    sessionStorage.removeItem(storageKey);
    token = null;
    if (!opened) $("token-form").hidden = false;
  } else {
    box.textContent = `Could not read the tournament: ${error.message}`;
  }
  box.hidden = false;
}

// ---------- what the page shows ----------

function points(scores) {
  if (!scores) return null;
  const [first, second] = scores;
  return `${first.objective_points}–${second.objective_points} OP (${first.tournament_points}–${second.tournament_points} TP)`;
}

function renderStandings(view) {
  const body = $("standings").querySelector("tbody");
  body.replaceChildren(
    ...view.standings.map((row) =>
      el(
        "tr",
        {
          class: row.dropped ? "dropped" : null,
          "data-player": row.player,
          "data-rank": row.rank,
          "data-tp": row.tournament_points,
          "data-op": row.objective_points,
          "data-vp": row.victory_points,
        },
        el("td", { class: "number", text: row.rank }),
        el("td", { text: row.dropped ? `${row.player} (dropped)` : row.player }),
        el("td", { text: row.faction }),
        el("td", { class: "number", text: row.tournament_points }),
        el("td", { class: "number", text: row.objective_points }),
        el("td", { class: "number", text: row.victory_points }),
        el("td", { class: "number", text: row.opponents_tournament_points }),
        el("td", { class: "number", text: row.opponents_objective_points }),
        el("td", { class: "number", text: row.played }),
        el("td", { class: "number", text: row.byes }),
      ),
    ),
  );
  const order = view.tie_breakers.map((name) => name.replace(/_/g, " ")).join(", then ");
  $("standings-note").textContent =
    (view.status === "ended" ? "Final standings, " : "Live standings, ") +
    `ranked by ${order}; a bye is worth the player's average, rounded up (ITS).`;
}

function renderRounds(view) {
  const rounds = view.paired.map((round) => {
    const voided = round.voided !== null;
    const title = `Round ${round.round}: ${round.scenario.name}` + (round.attempt > 1 ? ` (pairing ${round.attempt})` : "");
    const tables = round.tables.map((table) => {
      const result = points(table.scores);
      return el(
        "li",
        {
          "data-table": table.table,
          "data-status": table.status,
          "data-game": table.game_id,
          "data-players": table.players.join(","),
        },
        el("strong", { text: `Table ${table.table}: ` }),
        `${table.players[0]} vs ${table.players[1]}`,
        result ? ` · ${result}` : null,
        " · ",
        el("span", { class: "status-word", text: STATUS_WORDS[table.status] || table.status }),
        table.ruling ? el("span", { class: "note", text: ` (ruling: ${table.ruling})` }) : null,
        " · ",
        el("a", { href: table.viewer, class: "game-link", text: "the game" }),
      );
    });
    return el(
      "section",
      { class: voided ? "round voided" : "round", "data-round": round.round, "data-attempt": round.attempt },
      el(
        "header",
        null,
        el("h3", { text: title }),
        voided ? el("span", { class: "badge status-voided", text: `voided: ${round.voided}` }) : null,
        round.rematches ? el("span", { class: "badge", text: `${round.rematches} rematch(es): none could be avoided` }) : null,
      ),
      el("ul", { class: "tables" }, tables),
      round.bye ? el("p", { class: "bye", "data-bye": round.bye, text: `Bye: ${round.bye}` }) : null,
    );
  });
  $("rounds").replaceChildren(
    ...(rounds.length ? rounds.reverse() : [el("p", { class: "hint", text: "No round has been paired yet." })]),
  );
}

function renderPlayers(view) {
  $("players").replaceChildren(
    ...view.players.map((player) =>
      el(
        "li",
        { "data-player": player.name },
        `${player.name} (${player.faction})`,
        player.joined_round > 1 ? ` · joined in round ${player.joined_round}` : null,
        player.dropped_from !== null
          ? ` · dropped from round ${player.dropped_from}${player.drop_reason ? `: ${player.drop_reason}` : ""}`
          : null,
      ),
    ),
  );
}

function render(view) {
  tournament = view;
  $("tournament-name").textContent = view.name;
  const status = { registration: "registering players", running: "running", ended: `ended: ${view.ended}` }[view.status];
  $("summary").textContent = `${view.rounds} round(s), ${view.players.length} player(s), ${status}`;
  document.querySelector(".tournament").hidden = false;
  renderStandings(view);
  renderRounds(view);
  renderPlayers(view);
}

// ---------- the integrity badge ----------

async function checkIntegrity(force) {
  if (!tournament) return;
  const now = Date.now();
  const ended = tournament.status === "ended";
  if (!force && checked.version === tournament.version) return;
  if (!force && !ended && now - checked.at < RECHECK_MS) return;
  checked.version = tournament.version;
  checked.at = now;
  let report;
  try {
    report = await api("/verify");
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  const badge = $("integrity");
  const chain = report.checks.find((check) => check.name === "chain");
  const seed = report.checks.find((check) => check.name === "seed");
  let state;
  let text;
  if (report.verdict !== "ok") {
    state = "broken";
    text = `The log does not verify: ${report.problem}`;
  } else if (seed && seed.status === "passed") {
    state = "verified";
    text = `Hash chain intact (${chain.count} events); seed revealed and verified: every pairing (${report.pairings}) derived again`;
  } else {
    state = "committed";
    text = `Hash chain intact (${chain.count} events); seed committed: every pairing is derived again once the tournament ends`;
  }
  badge.dataset.integrity = state;
  badge.querySelector(".icon").textContent = state === "broken" ? "✗" : "✓";
  badge.querySelector(".text").textContent = text;
}

// ---------- following it ----------

async function refresh() {
  refreshing = refreshing.then(async () => {
    render(await api(""));
    opened = true;
    await checkIntegrity(false);
  });
  return refreshing;
}

async function streamOnce() {
  let response;
  try {
    response = await ask(`/v1/tournaments/${tournamentId}/standings/stream`, token, {
      Accept: "text/event-stream",
    });
  } catch (_) {
    return "failed";
  }
  const type = response.headers.get("content-type") || "";
  if (!response.ok || !type.startsWith("text/event-stream")) {
    if (response.status === 401) return "refused";
    return "absent";
  }
  setLive("stream", "● Live: following the standings' stream");
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let changed = false;
  const feed = parseSse((message) => {
    if (message.type === "standings") changed = true;
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return "ended";
    feed(decoder.decode(value, { stream: true }));
    if (changed) {
      changed = false;
      await refresh(); // the standings now, however many changes the chunk said
    }
    if (tournament && tournament.status === "ended") {
      reader.cancel().catch(() => {});
      return "ended";
    }
  }
}

async function follow() {
  while (token && !(tournament && tournament.status === "ended")) {
    const outcome = await streamOnce();
    if (outcome === "refused") {
      showError(new ApiError(401, "refused"));
      return;
    }
    if (outcome === "absent" || outcome === "failed") {
      setLive("polling", "● Live: reading the tournament every 2 s");
      const until = Date.now() + (outcome === "failed" ? STREAM_RETRY_MS : POLL_MS * 5);
      while (token && Date.now() < until && !(tournament && tournament.status === "ended")) {
        await sleep(POLL_MS);
        await refresh();
      }
    } else {
      await sleep(POLL_MS);
      await refresh();
    }
  }
  if (token) {
    setLive("ended", "■ The tournament has ended: these are its final standings");
    await checkIntegrity(true);
  }
}

async function open() {
  $("error").hidden = true;
  try {
    await refresh();
    await checkIntegrity(true);
  } catch (error) {
    showError(error);
    return;
  }
  follow().catch(showError);
}

onTokenEntered(storageKey, (given) => {
  token = given;
  $("token-form").hidden = true;
  open();
});

token = takeToken(storageKey);
if (token) open();
else $("token-form").hidden = false;
