/** What the tests share: the servers the Python side started, and a game ready to roll. */

import { createHash } from "node:crypto";

import { Ledger, ok, type components, type LedgerOptions } from "../src/index.js";

function serverUrl(variable: string): string {
  const url = process.env[variable];
  if (url === undefined || url === "") {
    throw new Error(`${variable} is not set: run these tests through tests/e2e/sdk (pytest)`);
  }
  return url;
}

/** A `serve` with a generous rate limit. */
export const LEDGER_URL = (): string => serverUrl("LEDGER_URL");
/** A `serve` whose rate limit a test can reach in a few requests. */
export const LIMITED_LEDGER_URL = (): string => serverUrl("LEDGER_LIMITED_URL");

export const FENNEC = {
  player: "ariadna",
  trooper_id: "fennec",
  name: "Fennec",
  profile: { mov: [4, 4], cc: 14, bs: 12, ph: 10, wip: 13, arm: 1, bts: 0, vita: 1 },
  weapons: [{ slug: "combi_rifle" }],
};
export const SENKU = {
  player: "tohaa",
  trooper_id: "senku",
  name: "Senku",
  profile: { mov: [4, 4], cc: 14, bs: 11, ph: 10, wip: 13, arm: 1, bts: 0, vita: 1 },
  weapons: [{ slug: "combi_rifle" }],
};
export const FREE_ROLL: components["schemas"]["RollBody"] = { kind: "normal", sides: [{ name: "Senku", attribute: 11, burst: 3 }] };

export interface Game {
  id: string;
  organiser: string;
  ariadna: string;
  tohaa: string;
}

/** A fixed seed per player, so a failing game can be played again. */
export const playerSeed = (player: string): string =>
  createHash("sha256").update(`entropy of ${player}`).digest("hex");

/**
 * A new game whose players have each sent their seed for the dice, as a device does before the
 * first roll of a game that mixes them in (dice-v2); a game without that needs none.
 */
export async function newGame(ledger: Ledger, body: Partial<components["schemas"]["CreateGameBody"]> = {}): Promise<Game> {
  const created = ok(
    await ledger.api().POST("/v1/games", {
      body: { players: ["ariadna", "tohaa"], client_seed: "club night", ...body },
    }),
  );
  const players = created.tokens.players as Record<string, string>;
  if (created.dice_algorithm !== "dice-v1") {
    for (const [player, token] of Object.entries(players)) {
      // Sent untyped: the spec this package was generated from may predate the route.
      const answer = await ledger.fetch(
        new Request(`${ledger.baseUrl}/v1/games/${created.id}/entropy`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ seed: playerSeed(player) }),
        }),
      );
      if (!answer.ok) throw new Error(`entropy of ${player}: ${answer.status} ${await answer.text()}`);
    }
  }
  return {
    id: created.id,
    organiser: created.tokens.organiser,
    ariadna: players.ariadna ?? "",
    tohaa: players.tohaa ?? "",
  };
}

export function ledgerAt(url: string, options: Partial<LedgerOptions> = {}): Ledger {
  return new Ledger({ baseUrl: url, ...options });
}
