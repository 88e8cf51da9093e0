// The game viewer. Everything it shows comes from the API's own answers: it works out no
// rule and no odds itself. The token travels only in the Authorization header.
import {
  $,
  ApiError,
  ask,
  el,
  fragment,
  onTokenEntered,
  parseSse,
  read,
  setFragment,
  setLive,
  sleep,
  takeToken,
} from "./page.js";

const POLL_MS = 500;
const STREAM_RETRY_MS = 15000;
// Verifying re-derives the whole game on the server: while it runs, at most this often.
const RECHECK_MS = 15000;
const PAGE = 1000;
const DICE_ROLLS = new Set(["roll_made", "order_roll_made", "reroll_made"]);
const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const storageKey = `infinity-ledger-token:${gameId}`;
// 401, or 404 once a rotated token is still another game's: this token opens the game no more.
const refused = (status) => status === 401 || status === 404;

const model = {
  game: null,
  state: null, // GET /state: the table status (round, turn, pools, tokens, Fireteams, score)
  events: [],
  lastVersion: 0,
  rolls: new Map(), // version -> roll outcome (GET /rolls)
  replays: new Map(), // order -> {seen, data} (GET /orders/{n}/replay)
  odds: new Map(), // version -> odds view (GET /rolls/{v}/odds)
  troopers: new Map(), // id -> {name, player}
};
let token = null;
let opened = false; // the token has opened the game: a refusal now means it stopped working
let updating = Promise.resolve();
let replayOpen = null; // {order, lines, step}
const checked = { version: -1, at: 0 };

// ---------- small helpers ----------

const percent = (p) => `${(100 * p).toFixed(1)}%`;
const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");
const SHORT = { bs: "BS", cc: "CC", ph: "PH", wip: "WIP", aro: "ARO", sd: "SD", ps: "PS" };
const words = (slug) =>
  String(slug || "")
    .split(/[_-]/)
    .map((w) => SHORT[w] || (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(" ");
// Names differ only within an army: where two armies share one, the player tells them apart.
const trooperName = (id) => {
  const trooper = model.troopers.get(id);
  if (!trooper) return id;
  const key = String(trooper.name).toLocaleLowerCase().trim();
  const shared = [...model.troopers.values()].some(
    (other) => other.player !== trooper.player && String(other.name).toLocaleLowerCase().trim() === key,
  );
  return shared ? `${trooper.name} (${trooper.player})` : trooper.name;
};

function sideLabel(name) {
  // Order sides are "<trooper>:<skill>" or "<trooper>:<skill>><target>".
  const match = /^([^:]+):([^>]+)(?:>(.+))?$/.exec(name);
  if (!match || !model.troopers.has(match[1])) return name;
  const [, who, skill, target] = match;
  return `${trooperName(who)} (${words(skill)}${target ? ` at ${trooperName(target)}` : ""})`;
}

// ---------- the API ----------

const api = (path, accept) => read(`/v1/games/${gameId}${path}`, token, accept);

function addEvents(events) {
  let added = false;
  for (const event of events) {
    if (event.version !== model.lastVersion + 1) continue; // only in order, nothing twice
    model.events.push(event);
    model.lastVersion = event.version;
    added = true;
    const data = event.data || {};
    const trooper = data.trooper;
    if ((event.type === "trooper_added" || event.type === "trooper_edited") && trooper && trooper.trooper_id) {
      model.troopers.set(trooper.trooper_id, { name: trooper.name || trooper.trooper_id, player: trooper.player });
    }
  }
  return added;
}

async function fetchEvents() {
  let added = false;
  for (;;) {
    const page = await api(`/events?after=${model.lastVersion}&limit=${PAGE}`);
    added = addEvents(page.events) || added;
    if (page.next_after === null || page.events.length === 0) return added;
  }
}

async function fetchRolls() {
  const rolls = new Map();
  let after = 0;
  for (;;) {
    const page = await api(`/rolls?after=${after}&limit=${PAGE}`);
    for (const roll of page) rolls.set(roll.version, roll);
    if (page.length < PAGE) break;
    after = page[page.length - 1].version;
  }
  model.rolls = rolls;
}

function orderOf(event) {
  const data = event.data || {};
  return typeof data.order === "number" ? data.order : null;
}

async function fetchReplays() {
  const latest = new Map();
  for (const event of model.events) {
    const order = orderOf(event);
    if (order !== null) latest.set(order, event.version);
  }
  for (const [order, version] of latest) {
    const cached = model.replays.get(order);
    if (cached && cached.seen >= version) continue;
    try {
      const replay = await api(`/orders/${order}/replay`);
      for (const [id, who] of Object.entries(replay.troopers || {})) model.troopers.set(id, who);
      model.replays.set(order, { seen: version, data: replay });
    } catch (error) {
      model.replays.set(order, { seen: version, data: null, error: error.message });
    }
  }
}

async function fetchOdds() {
  for (const [version, roll] of model.rolls) {
    if (!DICE_ROLLS.has(roll.type)) continue;
    const key = `${version}:${(roll.events || []).length}`;
    const cached = model.odds.get(version);
    if (cached && cached.key === key) continue;
    try {
      model.odds.set(version, { key, data: await api(`/rolls/${version}/odds`) });
    } catch (error) {
      model.odds.set(version, { key, data: null, error: error.message });
    }
  }
}

async function fetchState() {
  model.state = await api("/state");
  for (const trooper of model.state.troopers || []) {
    if (trooper && trooper.trooper_id) model.troopers.set(trooper.trooper_id, { name: trooper.name || trooper.trooper_id, player: trooper.player });
  }
}

async function refresh() {
  model.game = await api("");
  await fetchState();
  await fetchRolls();
  await fetchReplays();
  render();
  await fetchOdds();
  render();
  if (checked.version !== model.lastVersion && Date.now() - checked.at > RECHECK_MS) checkIntegrity();
}

function update() {
  // One refresh at a time, in order: a burst of events costs one more round, not one each.
  updating = updating.then(refresh).catch(showError);
  return updating;
}

// ---------- integrity ----------

async function checkIntegrity() {
  const badge = $("integrity");
  checked.version = model.lastVersion;
  checked.at = Date.now();
  let report;
  try {
    report = await api("/verify");
  } catch (error) {
    badge.dataset.integrity = "unknown";
    badge.querySelector(".icon").textContent = "?";
    badge.querySelector(".text").textContent = `Could not check the log: ${error.message}`;
    return;
  }
  const check = (name) => (report.checks || []).find((c) => c.name === name) || { status: "missing" };
  const chain = check("chain");
  badge.dataset.chain = chain.status;
  let seedText;
  let seedState;
  if (model.game && model.game.ended) {
    let seed = null;
    try {
      seed = await api("/seed");
    } catch (_) {
      seed = null;
    }
    const seedOk = seed && check("seed").status === "passed" && check("dice").status === "passed";
    seedState = seedOk ? "revealed-verified" : "revealed-unverified";
    seedText = seed
      ? `seed revealed (${seed.seed.slice(0, 12)}…) and ${seedOk ? "verified against its commitment, every die re-derived" : "NOT verified"}`
      : "seed not revealed";
  } else {
    seedState = "committed";
    const commitment = (model.game && model.game.seed_commitment) || "";
    seedText = `seed committed (${commitment.slice(0, 12)}…), revealed when the game ends`;
  }
  badge.dataset.seed = seedState;
  // Nothing failed, but the game ended on a player's word its never-revealed secret alone
  // could confirm: neither intact nor broken, and said so by name.
  const unverifiable = report.verdict === "unverifiable" && chain.status === "passed";
  // Every check passed, but no signature shows where the game was played: anyone could have
  // written its first export, so it is not shown as verified either.
  const unsignedOrigin = report.verdict === "unsigned_origin" && chain.status === "passed";
  const intact = report.ok && chain.status === "passed";
  badge.dataset.integrity = unverifiable
    ? "unverifiable"
    : unsignedOrigin
      ? "unsigned-origin"
      : !intact
        ? "broken"
        : seedState === "revealed-verified"
          ? "verified"
          : seedState === "committed"
            ? "committed"
            : "unverified";
  badge.querySelector(".icon").textContent = unverifiable || unsignedOrigin ? "?" : intact ? "✔" : "✖";
  const heading = unverifiable
    ? `Log intact but UNVERIFIABLE: client-held secret ${(report.unverifiable_secrets || []).join(", ")} was used and never revealed`
    : unsignedOrigin
      ? "Log intact but of UNSIGNED ORIGIN: no signature shows where this game was played"
      : intact
        ? "Log intact"
        : "Log check FAILED";
  badge.querySelector(".text").textContent =
    `${heading}: hash chain ${chain.status}` +
    `${chain.count !== null && chain.count !== undefined ? ` (${chain.count} ${chain.unit})` : ""}; ${seedText}.`;
}

// ---------- following the game ----------

async function streamOnce() {
  let response;
  try {
    response = await ask(`/v1/games/${gameId}/events/stream`, token, {
      Accept: "text/event-stream",
      "Last-Event-ID": String(model.lastVersion),
    });
  } catch (_) {
    return "failed";
  }
  const type = response.headers.get("content-type") || "";
  if (!response.ok || !type.startsWith("text/event-stream")) {
    if (response.body) response.body.cancel().catch(() => {});
    if (response.status === 401) return "refused"; // a 404 is the token or no stream: polling tells
    return response.status === 404 || response.status === 405 ? "absent" : "failed";
  }
  setLive("stream", "● Live: following the game's event stream");
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  const feed = parseSse((message) => {
    let item;
    try {
      item = JSON.parse(message.data);
    } catch (_) {
      return;
    }
    if (typeof item.version !== "number") return;
    if (item.version > model.lastVersion + 1) {
      // Something was missed: fill the gap from the log before going on.
      update.gap = true;
    } else if (addEvents([item])) {
      update();
    }
  });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
      if (model.game && model.game.ended) {
        reader.cancel().catch(() => {});
        break;
      }
      if (update.gap) {
        update.gap = false;
        if (await fetchEvents()) update();
      }
    }
  } catch (_) {
    /* the connection dropped: resume from the last version */
  }
  return "closed";
}

async function pollFor(ms) {
  setLive("polling", "● Live: checking for new events twice a second");
  const until = ms === null ? Infinity : Date.now() + ms;
  while (token && !(model.game && model.game.ended) && Date.now() < until) {
    try {
      if (await fetchEvents()) await update();
    } catch (error) {
      if (refused(error.status)) showError(error); // else retried on the next round
    }
    await sleep(POLL_MS);
  }
}

async function follow() {
  while (!(model.game && model.game.ended)) {
    const outcome = await streamOnce();
    if (outcome === "refused") showError(new ApiError(401, "refused"));
    if (!token) return; // showError let it go: nothing more is asked for with it
    if (outcome === "absent") {
      await pollFor(null); // this server has no stream: polling it is
    } else if (outcome === "failed") {
      await pollFor(STREAM_RETRY_MS);
    } else {
      await sleep(POLL_MS);
    }
  }
  setLive("ended", "■ The game has ended: nothing more will be added");
  await checkIntegrity();
}

// ---------- rendering ----------

function modBreakdown(attributeName, side) {
  const parts = [`${attributeName || "Attribute"} ${side.attribute}`];
  for (const mod of side.mods || []) {
    parts.push(`${signed(mod.value)} ${words(mod.source)}${mod.note ? ` (${mod.note})` : ""}`);
  }
  if (!(side.mods || []).length) parts.push("no MODs");
  if (side.clamped) parts.push(`(MODs capped at ${signed(side.mod_total)})`);
  return parts.join(", ");
}

function dieId(version, sideIndex, dieIndex) {
  return `die-${version}-${sideIndex}-${dieIndex}`;
}

function dieElement(version, sides, sideIndex, dieIndex, die, explained) {
  const fate = explained ? explained.fate : null;
  const marks = [];
  if (die.critical) marks.push("★ Critical");
  else if (die.success) marks.push("✔ success");
  else marks.push("✖ miss");
  if (die.cancelled) marks.push("cancelled");
  const face = el("span", { class: "face", text: String(die.face) });
  const node = el(
    "li",
    {
      class: `die${die.critical ? " critical" : ""}${die.success ? " success" : " miss"}${die.cancelled ? " cancelled" : ""}`,
      id: dieId(version, sideIndex, dieIndex),
      "data-face": die.face,
      "data-value": die.value,
      "data-success": String(die.success),
      "data-critical": String(die.critical),
      "data-cancelled": String(die.cancelled),
      "data-fate": fate,
      title: explained && explained.rule ? explained.rule : null,
    },
    die.cancelled ? el("del", {}, face) : face,
    el("span", { class: "mark", text: marks.join(", ") }),
  );
  if (die.value !== die.face) node.append(el("span", { class: "value", text: ` counts as ${die.value}` }));
  if (die.cancelled && die.cancelled_by !== null && die.cancelled_by !== undefined) {
    if (die.cancelled_by === "all_criticals") {
      node.append(el("span", { class: "by", text: " by Criticals on both sides" }));
    } else {
      const other = sides.findIndex((_, i) => i !== sideIndex);
      const by = other >= 0 ? sides[other].dice[die.cancelled_by] : null;
      node.append(
        el(
          "span",
          { class: "by" },
          " by ",
          el("a", { href: `#${dieId(version, other, die.cancelled_by)}`, "data-cancelled-by": die.cancelled_by }, by ? `the ${by.face}` : "a die"),
        ),
      );
    }
  }
  if (explained && explained.rule) node.append(el("span", { class: "rule", text: ` (${words(explained.rule)})` }));
  return node;
}

function oddsLine(oddsEntry, sideIndex, side) {
  if (!oddsEntry) return el("p", { class: "odds pending", text: "Odds: loading…" });
  if (!oddsEntry.data) return el("p", { class: "odds", text: `Odds unavailable: ${oddsEntry.error}` });
  const odds = oddsEntry.data.sides[sideIndex];
  if (!odds) return null;
  return el(
    "p",
    { class: "odds", "data-win": odds.win },
    el("span", { class: "label", text: "Odds before the roll: " }),
    `${percent(odds.win)} to keep a success, ${odds.expected_hits.toFixed(2)} hits expected`,
    el("span", { class: "label", text: " · What happened: " }),
    `${side.hits} hit${side.hits === 1 ? "" : "s"}, ${side.criticals} Critical${side.criticals === 1 ? "" : "s"}`,
  );
}

function exchangeElement(roll, explainedRoll) {
  const dice = roll.roll || roll; // an order roll's dice as they ended, or a free roll's
  const sides = dice.sides || [];
  const kindText = dice.kind === "face_to_face" ? "Face to Face Roll" : "Normal Roll";
  const winner = dice.winner ? sideLabel(dice.winner) : "nobody";
  const odds = model.odds.get(roll.version);
  const section = el(
    "section",
    {
      class: `exchange status-${roll.status}`,
      tabindex: "0",
      id: `roll-${roll.version}`,
      "data-roll-version": roll.version,
      "data-roll-type": roll.type,
      "data-status": roll.status,
      "data-winner": dice.winner || "",
      "aria-label": `${kindText}, event ${roll.version}, ${roll.status}, won by ${winner}`,
    },
    el(
      "h4",
      {},
      `${kindText}${roll.label ? `: ${roll.label}` : ""} `,
      el("span", { class: "status", text: roll.status === "final" ? "✔ final" : roll.status === "superseded" ? `↻ superseded by event ${roll.superseded_by}` : `⊘ ${roll.status}` }),
    ),
    el("p", { class: "winner" }, el("span", { class: "label", text: "Winner: " }), winner),
  );
  const grid = el("div", { class: "sides" });
  sides.forEach((side, index) => {
    const candidate = explainedRoll ? (explainedRoll.sides || [])[index] : null;
    // The explanation is of the roll as first made; after a discard its dice no longer line up.
    const explained = candidate && (candidate.dice || []).length === (side.dice || []).length ? candidate : null;
    const attributeName = explained ? explained.attribute_name : null;
    const isWinner = dice.winner === side.name;
    grid.append(
      el(
        "div",
        { class: `side${isWinner ? " winner" : ""}`, "data-side": side.name, "data-hits": side.hits, "data-criticals": side.criticals },
        el("h5", {}, sideLabel(side.name), isWinner ? el("span", { class: "won", text: " ✔ wins" }) : null),
        el(
          "p",
          { class: "sv", "data-success-value": side.success_value },
          el("span", { class: "label", text: "Success Value " }),
          el("strong", { text: String(side.success_value) }),
          ` = ${modBreakdown(attributeName, side)}`,
        ),
        side.rolled === false ? el("p", { class: "note", text: "Success Value below 1: no die rolled, the roll fails." }) : null,
        el(
          "ol",
          { class: "dice", "aria-label": `Dice of ${sideLabel(side.name)}` },
          (side.dice || []).map((die, d) => dieElement(roll.version, sides, index, d, die, explained ? (explained.dice || [])[d] : null)),
        ),
        (side.discarded || []).length ? el("p", { class: "note", text: `+1 SD: discarded ${side.discarded.join(", ")}` }) : null,
        (side.rerolled || []).length ? el("p", { class: "note", text: `ReRoll replaced ${side.rerolled.join(", ")}` }) : null,
        oddsLine(odds, index, side),
      ),
    );
  });
  section.append(grid);
  return section;
}

function targetsText(skill) {
  const targets = (skill.targets || []).map((t) => {
    const bits = [`${t.burst} ${t.burst === 1 ? "die" : "dice"} at ${trooperName(t.trooper)}`];
    if (t.distance !== undefined && t.distance !== null) bits.push(`${t.distance}"`);
    if (t.partial_cover) bits.push("partial cover");
    return bits.join(", ");
  });
  return targets.length ? `: ${targets.join("; ")}` : "";
}

function skillText(skill, weaponName) {
  if (!skill) return "";
  const name = skill.label ? `${words(skill.skill)} (${skill.label})` : words(skill.skill);
  const tool = weaponName || (skill.program ? `the program ${skill.program}` : "");
  return `${name}${tool ? ` with ${tool}` : ""}${targetsText(skill)}`;
}

function savesElement(step) {
  const roll = model.rolls.get(step.version);
  const rolls = (roll && roll.rolls) || step.rolls || [];
  return el(
    "div",
    { class: "saves", "data-roll-version": step.version, "data-roll-type": "saving_rolls_made" },
    el(
      "p",
      {},
      `${trooperName(step.trooper)} makes ${rolls.length} Saving Roll${rolls.length === 1 ? "" : "s"} against ${sideLabel(step.attack)}'s ${step.weapon}: `,
      `SV ${step.success_value} (${step.save_attribute} ${step.attribute_value} + PS ${step.ps}${step.partial_cover ? ", partial cover" : ""})`,
    ),
    el(
      "ol",
      { class: "dice" },
      rolls.map((save) =>
        el(
          "li",
          { class: `die save ${save.passed ? "success" : "miss"}`, "data-face": save.face, "data-passed": String(save.passed) },
          el("span", { class: "face", text: String(save.face) }),
          el("span", { class: "mark", text: save.passed ? "✔ saved" : `✖ ${save.wounds} wound${save.wounds === 1 ? "" : "s"}` }),
        ),
      ),
    ),
    el("p", { class: "wounds", "data-wounds": step.wounds, text: `In all: ${step.wounds} Wound${step.wounds === 1 ? "" : "s"}.` }),
  );
}

function stepElement(step, replay) {
  const roll = model.rolls.get(step.version);
  if (roll && DICE_ROLLS.has(roll.type)) return exchangeElement(roll, step.roll || null);
  switch (step.kind) {
    case "activation":
      return el("p", { class: "declaration", "data-kind": "activation" }, el("span", { class: "tag", text: "Order" }), ` ${trooperName(step.trooper)} spends a ${words(step.order_type)} Order: ${skillText(step.skill, step.weapon_name)}`);
    case "aro":
      return el("p", { class: "declaration", "data-kind": "aro" }, el("span", { class: "tag", text: "ARO" }), ` ${trooperName(step.trooper)}: ${skillText(step.skill, step.weapon_name)}`);
    case "no_aro":
      return el("p", { class: "declaration", "data-kind": "no_aro" }, el("span", { class: "tag", text: "No ARO" }), ` ${step.player}${step.after_second_skill ? " (after the second skill)" : ""}`);
    case "second_skill":
      return el("p", { class: "declaration", "data-kind": "second_skill" }, el("span", { class: "tag", text: "Second skill" }), ` ${trooperName(step.trooper || replay.trooper)}: ${skillText(step.skill, step.weapon_name)}`);
    case "resolution":
      return el("p", { class: "resolution", text: `Resolution: ${step.rolls} roll${step.rolls === 1 ? "" : "s"}${(step.lost || []).length ? `; ${step.lost.length} Burst lost` : ""}.` });
    case "saving_rolls":
      return savesElement(step);
    case "guts_roll":
      return el(
        "p",
        { class: "guts", "data-roll-version": step.version, "data-roll-type": "guts_roll_made" },
        `${trooperName(step.trooper)} makes a Guts Roll: `,
        step.face === null ? "no die" : el("span", { class: `die ${step.passed ? "success" : "miss"}`, "data-face": step.face }, el("span", { class: "face", text: String(step.face) })),
        ` against WIP ${step.success_value}: ${step.passed ? "✔ holds" : "✖ fails"}.`,
      );
    case "withdrawn":
      return el("p", { class: "declaration", "data-kind": "withdrawn", text: `↶ ${trooperName(step.trooper)} withdraws the ${words(step.declaration)}.` });
    case "discard":
      return el("p", { class: "discard", text: `+1 SD: ${sideLabel(step.side)} discards the ${step.face === null ? "named die" : step.face}.` });
    case "reroll":
      return el("p", { class: "reroll", text: step.die === null ? `${sideLabel(step.side)} declines the ReRoll.` : `ReRoll: ${sideLabel(step.side)} rolls the ${step.old_face} again and gets ${step.new_face}.` });
    case "wounds":
      return el(
        "p",
        { class: "wounds-step", "data-trooper": step.trooper, "data-state": step.state, "data-wounds": step.wounds },
        `${trooperName(step.trooper)}: ${step.wounds_before} → ${step.wounds} Wound${step.wounds === 1 ? "" : "s"}, `,
        `${words(step.state_before)} → ${words(step.state)}.`,
      );
    case "save_value_switched":
      return el("p", { class: "skill", "data-kind": step.kind, text: `${trooperName(step.trooper)} has Bioimmunity: ${step.save_attribute} saves against ${sideLabel(step.attack)} use its ${step.value_of} ${step.value}.` });
    case "dogged":
      return el("p", { class: "skill", "data-kind": step.kind, text: `${trooperName(step.trooper)} enters Unconscious State and activates Dogged: Normal with ${step.wounds} Wound${step.wounds === 1 ? "" : "s"} until its next Wound or the end of the turn.` });
    case "hacking_state":
      return el("p", {
        class: "hacking-state",
        "data-trooper": step.trooper,
        "data-change": step.change,
        text: step.change === "cancelled"
          ? `${trooperName(step.trooper)}'s Reset cancels ${step.states.join(", ")} State.`
          : `${trooperName(step.trooper)} enters ${step.states.join(", ")} State (${step.program || "a program"}).`,
      });
    case "concluded":
      return el("p", { class: "concluded", text: "■ The order is concluded." });
    case "voided":
      return el("p", { class: "voided", text: `⊘ The order was voided${step.reason ? `: ${step.reason}` : ""}.` });
    default:
      return el("p", { class: "step", "data-kind": step.kind, text: `${words(step.kind)} (event ${step.version})` });
  }
}

function statesElement(states) {
  const entries = Object.entries(states || {});
  if (!entries.length) return null;
  return el(
    "div",
    { class: "states" },
    el("h4", { text: "States after the order" }),
    el(
      "ul",
      {},
      entries.map(([id, s]) =>
        el("li", { "data-trooper": id, "data-state": s.state, "data-wounds": s.wounds }, `${trooperName(id)}: ${words(s.state)}, ${s.wounds} Wound${s.wounds === 1 ? "" : "s"}`),
      ),
    ),
  );
}

function orderElement(number) {
  const cached = model.replays.get(number);
  const replay = cached && cached.data;
  const article = el("article", { class: "order", id: `order-${number}`, "data-order": number, "aria-labelledby": `order-${number}-title` });
  const title = replay
    ? `Order ${number}: ${trooperName(replay.trooper)} (${replay.player}), ${words(replay.order_type)} Order`
    : `Order ${number}`;
  article.append(
    el(
      "header",
      {},
      el("h3", { id: `order-${number}-title`, text: title }),
      replay ? el("span", { class: `badge status-${replay.status}`, text: replay.status === "resolved" ? "✔ resolved" : replay.status === "voided" ? "⊘ voided" : `… ${words(replay.status)}` }) : null,
      replay && replay.matches_record === false ? el("span", { class: "badge mismatch", text: "✖ does not match the rules" }) : null,
      el("a", { class: "replay-link", id: `replay-link-${number}`, href: `#order=${number}` }, `Step through order ${number}`),
    ),
  );
  if (!replay) {
    article.append(el("p", { class: "note", text: cached && cached.error ? `Replay unavailable: ${cached.error}` : "Loading…" }));
    return article;
  }
  for (const step of replay.steps || []) article.append(stepElement(step, replay));
  if (replay.status !== "open") article.append(statesElement(replay.final_states));
  return article;
}

function freeRollElement(version) {
  const roll = model.rolls.get(version);
  if (!roll) return null;
  const wrapper = el("article", { class: "free-roll", id: `free-roll-${version}` }, el("h3", { text: `Free-standing roll (event ${version})` }));
  wrapper.append(exchangeElement(roll, null));
  return wrapper;
}

function showProvenance(imported) {
  // Where an imported game started, said first: the key that signed the export imported
  // here may only be a service it passed through.
  const line = $("provenance");
  const origin = imported && imported.origin;
  line.dataset.imported = !imported ? "no" : origin.signed_by ? "signed" : "unsigned";
  line.hidden = !imported;
  if (!imported) return;
  const start = origin.signed_by ? `signed by key ${origin.signed_by}` : "unsigned origin";
  const again = (imported.re_exported_by || []).map((key) => `key ${key}`).join(", then by ");
  const custody = again ? `${start}, re-exported by ${again}` : start;
  const who = imported.imported_by === "operator" ? "the operator" : "an organiser";
  const at = `${String(imported.imported_at).slice(0, 16).replace("T", " ")} UTC`;
  const unsigned = origin.signed_by ? "" : " Nothing says which service it was played on.";
  line.textContent = `⇪ Imported: ${custody}; imported here on ${at} by ${who} of this service.${unsigned}`;
}

function render() {
  const focused = document.activeElement && document.activeElement.id;
  const timeline = $("timeline");
  const game = model.game;
  if (game) {
    showProvenance(game.imported);
    $("game-id").textContent = game.id.slice(0, 8);
    $("summary").textContent = `${game.edition} · ${game.players.join(" vs ")} · turn ${game.turn}${game.active_player ? ` (${game.active_player} active)` : ""} · ${game.ended ? "ended" : "running"} · ${game.version} events`;
  }
  const fresh = [];
  let turn = el("section", { class: "turn", "data-turn": 0 }, el("h2", { text: "Before the first turn" }));
  fresh.push(turn);
  const seenOrders = new Set();
  for (const event of model.events) {
    const data = event.data || {};
    if (event.type === "turn_started") {
      turn = el("section", { class: "turn", "data-turn": data.turn, "aria-label": `Turn ${data.turn}, ${data.player}` }, el("h2", { text: `Turn ${data.turn}: ${data.player}` }));
      fresh.push(turn);
    } else if (event.type === "trooper_activated" && !seenOrders.has(data.order)) {
      seenOrders.add(data.order);
      turn.append(orderElement(data.order));
    } else if (event.type === "roll_made") {
      const roll = freeRollElement(event.version);
      if (roll) turn.append(roll);
    } else if (event.type === "turn_ended") {
      turn.append(el("p", { class: "turn-end", text: `■ Turn ${data.turn} ended${data.unused_orders ? ` with ${data.unused_orders} unused Orders` : ""}.` }));
    } else if (event.type === "game_ended") {
      turn.append(el("p", { class: "game-end", text: `■ The game ended${data.reason ? `: ${data.reason}` : ""}.` }));
    } else if (TABLE_EVENTS[event.type]) {
      turn.append(el("p", { class: "table-event", "data-type": event.type, "data-version": event.version, text: TABLE_EVENTS[event.type](data) }));
    }
  }
  renderStatus();
  timeline.replaceChildren(...fresh.filter((section) => section.children.length > 1 || section.dataset.turn !== "0"));
  if (focused && $(focused) && document.activeElement === document.body) $(focused).focus();
}

// ---------- the table status ----------

const names = (ids) => (ids || []).map(trooperName).join(", ");
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const pointsLeft = (d) => (d.survivors_points === undefined ? "" : ` (${d.survivors_points} of ${d.army_points} points left)`);
// "ReRoll" is how the N5 pages spell it; the slugs say "reroll".
const useWords = (use) => words(use).replace(/\bReroll\b/g, "ReRoll");
const PHASES = {
  initiative: "Initiative Roll",
  choices: "Initiative and Deployment choices",
  deployment: "Deployment Phase",
  tactical: "Tactical Phase",
  ended: "the game has ended",
};

// The events of the game sequence, said in words (the orders and rolls have their own views).
const TABLE_EVENTS = {
  initiative_rolled: (d) => `Initiative Roll: ${d.winner ? `won by ${d.winner}` : "no winner, it is rolled again"}.`,
  // Faces one player typed in for the other's roll, outside any order, until that player confirms.
  roll_dice_entered: (d) => `${d.by} enters the faces of ${d.roll === "initiative" ? "the Initiative Roll" : `a free roll${d.label ? ` (${d.label})` : ""}`}; ${d.awaiting} is to confirm them.`,
  roll_dice_confirmed: (d) => `${d.by} confirms the faces of ${d.roll === "initiative" ? "the Initiative Roll" : "the free roll"}${(d.replaced || []).length ? ", entering their own" : ""}.`,
  initiative_kept: (d) => `${d.player} keeps ${words(d.kept)}.`,
  turn_order_chosen: (d) => `${d.by} chooses ${d.first} to have the first turn of every round.`,
  deployment_order_chosen: (d) => `${d.by} chooses ${d.first} to deploy first.`,
  troopers_deployed: (d) => `Deployment step ${d.step}: ${d.player} deploys ${names(d.troopers)}.`,
  command_token_spent: (d) => {
    const what = [d.trooper ? trooperName(d.trooper) : null, d.combat_group !== null && d.combat_group !== undefined ? `to Combat Group ${d.combat_group}` : null].filter(Boolean);
    return `${d.player} spends a Command Token: ${useWords(d.use)}${what.length ? ` (${what.join(" ")})` : ""}.`;
  },
  fireteam_formed: (d) => `${d.player} forms Fireteam ${d.fireteam}, a ${words(d.kind)} of ${names(d.members)}, led by ${trooperName(d.leader)}.`,
  fireteam_member_left: (d) => `${trooperName(d.trooper)} leaves Fireteam ${d.fireteam}${d.reason ? `: ${d.reason}` : ""}.`,
  fireteam_broken: (d) => `Fireteam ${d.fireteam} is broken${d.reason ? `: ${d.reason}` : ""}.`,
  // The sums of points are the army's own until the game ends: another reader gets none.
  retreat_declared: (d) => `${d.player}'s army is in Retreat!${pointsLeft(d)}: the game ends at the end of round ${d.round}.`,
  retreat_cancelled: (d) => `${d.player}'s army is no longer in Retreat!${pointsLeft(d)}.`,
  loss_of_lieutenant_declared: (d) => `${d.player} is in Loss of Lieutenant${d.reason ? `: ${d.reason}` : ""}.`,
  // Which trooper is the new Lieutenant is its player's own until it spends its Order.
  lieutenant_appointed: (d) => (d.trooper === undefined ? `${d.player} appoints a new Lieutenant.` : `${d.player} appoints ${trooperName(d.trooper)} Lieutenant.`),
  result_recorded: (d) => `${d.player} records ${plural(d.objective_points, "Objective Point", "Objective Points")}${(d.reasons || []).length ? ` (${d.reasons.join("; ")})` : ""}.`,
  result_confirmed: (d) => `${d.by} confirms ${d.player}'s result.`,
  result_disputed: (d) => `${d.by} disputes ${d.player}'s result${d.reason ? `: ${d.reason}` : ""}.`,
  dispute_decided: (d) => `The organiser decides ${d.player}'s result: ${plural(d.objective_points, "Objective Point", "Objective Points")}.`,
  // Only the commitment is known until the reveal: what a secret hides is never guessed at.
  secret_committed: (d) => `${d.owner} writes down Private Information (${words(d.kind)}${d.marker !== null && d.marker !== undefined ? `, marker ${d.marker}` : ""}), committed as ${d.commitment.slice(0, 12)}….`,
  classified_drawn: (d) => `${d.player} draws ${plural(d.secret_ids.length, "Classified Objective", "Classified Objectives")} from a deck of ${d.deck.length}; which ones stays theirs until revealed.`,
  secret_revealed: (d) => `Private Information ${d.secret_id} is revealed: ${words(d.secret.kind)}, ${d.secret.trooper ? trooperName(d.secret.trooper) : d.secret.objective}.`,
};

function fillList(id, items) {
  // A section with nothing to list is hidden: an old game simply has less to show.
  const list = $(id);
  list.replaceChildren(...items);
  list.parentElement.hidden = items.length === 0;
  return list;
}

function sequenceLines(state) {
  const lines = [];
  const sequence = state.sequence;
  if (sequence) {
    const played = sequence.ended_after_round;
    const round = played ? `Ended after round ${played} of ${sequence.rounds}` : sequence.round === null || sequence.round === undefined ? `Before round 1 of ${sequence.rounds}` : `Round ${sequence.round} of ${sequence.rounds}`;
    lines.push(
      el("p", {
        id: "status-round",
        "data-round": sequence.round,
        "data-rounds": sequence.rounds,
        "data-phase": sequence.phase,
        "data-turn-of": sequence.turn_of,
        text: `${round} · ${PHASES[sequence.phase] || words(sequence.phase)}`,
      }),
    );
    if (sequence.deploying) lines.push(el("p", { id: "status-deploying", "data-player": sequence.deploying, text: `${sequence.deploying} deploys (step ${sequence.deployment_step})` }));
  }
  const turnOf = state.active_player || (sequence && sequence.phase === "tactical" ? sequence.turn_of : null);
  if (turnOf) {
    // An ended game keeps its last turn's player and pool: where it stopped, not a turn running.
    const active = Boolean(state.active_player) && !state.ended;
    const text = state.ended ? `Last turn: ${turnOf}'s (turn ${state.turn})` : active ? `${turnOf}'s Active Turn (turn ${state.turn})` : `Next: ${turnOf}'s turn`;
    lines.push(el("p", { id: "status-turn", "data-player": turnOf, "data-active": String(active), text }));
  }
  return lines;
}

function poolItems(pool) {
  if (!pool) return [];
  const orders = (p) => [plural(p.regular, "Regular Order", "Regular Orders"), p.lieutenant ? plural(p.lieutenant, "Lieutenant Order", "Lieutenant Orders") : null, (p.irregular || []).length ? `Irregular: ${names(p.irregular)}` : null].filter(Boolean).join(", ");
  const counts = (p) => ({ "data-regular": p.regular, "data-lieutenant": p.lieutenant, "data-irregular": (p.irregular || []).length });
  const groups = pool.groups || [];
  const items = groups.length
    ? groups.map((g) => el("li", { "data-group": g.group, ...counts(g), text: `Combat Group ${g.group}: ${orders(g)}` }))
    : [el("li", { ...counts(pool), text: orders(pool) })];
  // The Lieutenant Order is Open; the group of a Lieutenant this token may not know is not.
  const unplaced = groups.length ? pool.lieutenant - groups.reduce((n, g) => n + (g.lieutenant || 0), 0) : 0;
  if (unplaced > 0) items.push(el("li", { class: "lieutenant", "data-lieutenant": unplaced, text: `${plural(unplaced, "Lieutenant Order", "Lieutenant Orders")}, its Combat Group Private` }));
  if ((pool.impetuous || []).length) items.push(el("li", { class: "impetuous", text: `Impetuous: ${names(pool.impetuous)}` }));
  // Shown to the troopers' player only: the Orders kept for troopers in Hidden Deployment.
  if ((pool.kept || []).length) items.push(el("li", { class: "kept", text: `Kept for Hidden Deployment: ${names(pool.kept)}` }));
  return items;
}

function tokenItem(tokens) {
  const spent = (tokens.spent || []).map((s) => `${useWords(s.use)}${s.trooper ? ` (${trooperName(s.trooper)})` : ""}${s.turn ? ` in turn ${s.turn}` : ""}`);
  return el("li", { "data-player": tokens.player, "data-left": tokens.left, text: `${tokens.player}: ${tokens.left} left${spent.length ? `; spent: ${spent.join(", ")}` : ""}` });
}

function fireteamItem(team) {
  return el(
    "li",
    { "data-fireteam": team.fireteam, "data-kind": team.kind, "data-leader": team.leader, "data-level": team.level, "data-player": team.player },
    `Fireteam ${team.fireteam}: ${words(team.kind)} of ${team.player}, Level ${team.level}; leader ${trooperName(team.leader)}; `,
    el("span", { class: "members", text: `members ${names(team.members)}` }),
    (team.bonuses || []).length ? el("span", { class: "bonuses", text: `; ${team.bonuses.join("; ")}` }) : null,
  );
}

function scoreItem(entry) {
  const points = [
    entry.objective_points !== null && entry.objective_points !== undefined ? `${entry.objective_points} OP` : "no result yet",
    entry.tournament_points !== null && entry.tournament_points !== undefined ? `${entry.tournament_points} TP` : null,
    entry.victory_points !== null && entry.victory_points !== undefined ? `${entry.victory_points} VP` : null,
  ].filter(Boolean);
  return el("li", { "data-player": entry.player, "data-op": entry.objective_points, "data-vp": entry.victory_points, "data-tp": entry.tournament_points, "data-status": entry.result_status, text: `${entry.player}: ${points.join(", ")}${entry.result_status ? ` (${entry.result_status})` : ""}` });
}

function renderStatus() {
  const state = model.state;
  const panel = $("table-status");
  panel.hidden = !state;
  if (!state) return;
  $("status-sequence").replaceChildren(...sequenceLines(state));
  const pool = fillList("status-pool", poolItems(state.pool));
  pool.dataset.player = (state.pool && state.pool.player) || "";
  fillList("status-tokens", (state.command_tokens || []).map(tokenItem));
  fillList("status-fireteams", (state.fireteams || []).map(fireteamItem));
  const lastRound = state.retreat_last_round ? `: the game ends at the end of round ${state.retreat_last_round}` : "";
  fillList("status-retreat", (state.retreat || []).map((player) => el("li", { "data-player": player, text: `${player}'s army is in Retreat!${lastRound}` })));
  fillList("status-lol", (state.loss_of_lieutenant || []).map((player) => el("li", { "data-player": player, text: `${player}: every trooper is Irregular this turn` })));
  const score = state.score;
  const list = fillList("status-score", score ? (score.players || []).map(scoreItem) : []);
  list.dataset.winner = (score && score.winner) || "";
  list.dataset.final = String(Boolean(score && score.final));
  $("status-winner").textContent = !score ? "" : score.winner ? `${score.winner} wins${score.final ? "" : " (not final yet)"}` : score.final ? "A draw" : "Not final yet";
}

// ---------- the step-by-step replay ----------

function showReplayStep() {
  const { order, lines, step } = replayOpen;
  const list = $("replay-steps");
  list.replaceChildren(
    ...lines.map((line, index) =>
      el("li", { class: index === step ? "current" : index < step ? "done" : "later", "aria-current": index === step ? "step" : null, hidden: index > step }, line),
    ),
  );
  $("replay-position").textContent = `Step ${step + 1} of ${lines.length}`;
  $("replay-prev").disabled = step === 0;
  $("replay-next").disabled = step === lines.length - 1;
  const params = fragment();
  params.set("order", String(order));
  params.set("step", String(step + 1));
  setFragment(params);
}

async function openReplay(order, step) {
  const panel = $("replay");
  let text;
  try {
    text = await api(`/orders/${order}/replay`, "text/plain");
  } catch (error) {
    showError(error);
    return;
  }
  const lines = text.split("\n").map((line) => line.trim()).filter(Boolean);
  replayOpen = { order, lines, step: Math.min(Math.max(step, 0), lines.length - 1) };
  $("replay-title").textContent = `Replay of order ${order}, step by step`;
  panel.hidden = false;
  panel.dataset.order = order;
  showReplayStep();
  panel.focus();
}

function closeReplay() {
  $("replay").hidden = true;
  const order = replayOpen && replayOpen.order;
  replayOpen = null;
  setFragment(new URLSearchParams());
  const article = order !== null && $(`order-${order}`);
  if (article) article.querySelector(".replay-link").focus();
}

function moveReplay(delta) {
  if (!replayOpen) return;
  const next = replayOpen.step + delta;
  if (next < 0 || next >= replayOpen.lines.length) return;
  replayOpen.step = next;
  showReplayStep();
}

function followFragment() {
  const params = fragment();
  const order = Number.parseInt(params.get("order") || "", 10);
  if (Number.isInteger(order) && order > 0) {
    const step = Number.parseInt(params.get("step") || "1", 10);
    if (!replayOpen || replayOpen.order !== order) openReplay(order, (Number.isInteger(step) ? step : 1) - 1);
  }
}

// ---------- start ----------

function showError(error) {
  const box = $("error");
  box.hidden = false;
  box.textContent = !refused(error.status)
    ? `Something went wrong: ${error.message}`
    : opened
      ? "This link's token no longer works (it was rotated or revoked). Ask for a new link, or enter a new token."
      : "This token does not open this game. Check it and try again.";
  if (refused(error.status)) {
    if (opened) setLive("off", "■ Not following: the token no longer works");
    opened = false;
    sessionStorage.removeItem(storageKey);
    token = null;
    $("token-form").hidden = false;
  }
}

async function start() {
  $("error").hidden = true;
  $("token-form").hidden = true;
  try {
    model.game = await api("");
    opened = true;
    await fetchEvents();
    await refresh();
  } catch (error) {
    showError(error);
    return;
  }
  followFragment(); // the integrity check was started by the first refresh
  follow();
}

function main() {
  $("replay-prev").addEventListener("click", () => moveReplay(-1));
  $("replay-next").addEventListener("click", () => moveReplay(1));
  $("replay-close").addEventListener("click", closeReplay);
  $("replay").addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") moveReplay(-1);
    else if (event.key === "ArrowRight") moveReplay(1);
    else if (event.key === "Escape") closeReplay();
    else return;
    event.preventDefault();
  });
  window.addEventListener("hashchange", () => {
    if (fragment().get("token")) {
      token = takeToken(storageKey);
      start();
    } else if (token) {
      followFragment();
    }
  });
  onTokenEntered(storageKey, (given) => {
    token = given;
    start();
  });
  token = takeToken(storageKey);
  if (token) start();
  else {
    $("token-form").hidden = false;
    $("token-input").focus();
  }
}

main();
