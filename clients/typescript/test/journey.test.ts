/**
 * The README's "Build an app on it" journey through the SDK against a real `serve`: create,
 * troopers, an order with an ARO, resolve, conclude, end, verify.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import { NOT_MODIFIED_HEADER, ok, ProblemError } from "../src/index.js";
import { FENNEC, SENKU, LEDGER_URL, ledgerAt, newGame } from "./support.js";

test("an app plays an order with an ARO and the game verifies", async () => {
  const ledger = ledgerAt(LEDGER_URL());
  const game = await newGame(ledger);
  const path = { game_id: game.id };
  const ariadna = ledger.api(game.ariadna);
  const tohaa = ledger.api(game.tohaa);

  const added = ok(await ariadna.POST("/v1/games/{game_id}/troopers", { params: { path }, body: FENNEC }));
  ok(await tohaa.POST("/v1/games/{game_id}/troopers", { params: { path }, body: SENKU }));
  assert.deepEqual(added.events.map((e) => e.type), ["trooper_added"]);

  ok(await ariadna.POST("/v1/games/{game_id}/turns", { params: { path }, body: { player: "ariadna" } }));
  ok(
    await ariadna.POST("/v1/games/{game_id}/orders", {
      params: { path },
      body: {
        trooper: "fennec",
        skill: {
          skill: "bs_attack",
          weapon: "combi_rifle",
          targets: [{ trooper: "senku", burst: 3, distance: 12, partial_cover: true }],
        },
      },
    }),
  );
  const order = { ...path, order: 1 };
  ok(
    await tohaa.POST("/v1/games/{game_id}/orders/{order}/aros", {
      params: { path: order },
      body: {
        trooper: "senku",
        skill: {
          skill: "bs_attack",
          weapon: "combi_rifle",
          targets: [{ trooper: "fennec", burst: 1, distance: 12, partial_cover: true }],
        },
      },
    }),
  );
  const resolved = ok(
    await ariadna.POST("/v1/games/{game_id}/orders/{order}/resolve", { params: { path: order }, body: {} }),
  );
  assert.ok(resolved.events.some((e) => e.type === "order_roll_made"), JSON.stringify(resolved));
  const concluded = ok(
    await ariadna.POST("/v1/games/{game_id}/orders/{order}/conclude", { params: { path: order }, body: {} }),
  );
  assert.equal(concluded.events.at(-1)?.type, "order_concluded");

  // The opponent may not end the game: the problem's code says why, not only the status.
  const refused = await tohaa.POST("/v1/games/{game_id}/end", { params: { path }, body: { reason: "time" } });
  assert.throws(() => ok(refused), (error: unknown) => error instanceof ProblemError && error.status === 403 && error.code === "forbidden");

  const organiser = ledger.api(game.organiser);
  ok(await organiser.POST("/v1/games/{game_id}/end", { params: { path }, body: { reason: "time" } }));
  const seed = ok(await tohaa.GET("/v1/games/{game_id}/seed", { params: { path } }));
  const report = ok(await organiser.GET("/v1/games/{game_id}/verify", { params: { path } }));
  assert.equal(report.ok, true, JSON.stringify(report));
  assert.equal(report.game_id, game.id);
  assert.equal(seed.client_seed, "club night");
});

test("a read the game has not changed since comes back as a 304 and is answered from the copy", async () => {
  const seen: number[] = [];
  const ledger = ledgerAt(LEDGER_URL(), {
    fetch: async (request) => {
      const response = await fetch(request);
      seen.push(response.status);
      return response;
    },
  });
  const game = await newGame(ledger);
  const tohaa = ledger.api(game.tohaa);
  const path = { game_id: game.id };

  const first = await tohaa.GET("/v1/games/{game_id}/state", { params: { path } });
  seen.length = 0;
  const again = await tohaa.GET("/v1/games/{game_id}/state", { params: { path } });
  assert.deepEqual(seen, [304]);
  assert.equal(again.response.status, 200);
  assert.equal(again.response.headers.get(NOT_MODIFIED_HEADER), "true");
  assert.deepEqual(again.data, first.data);

  // Another token's read is its own: never answered from Tohaa's copy.
  seen.length = 0;
  await ledger.api(game.ariadna).GET("/v1/games/{game_id}/state", { params: { path } });
  assert.deepEqual(seen, [200]);

  // Once the game changes the read is a full answer again.
  ok(await ledger.api(game.ariadna).POST("/v1/games/{game_id}/troopers", { params: { path }, body: FENNEC }));
  seen.length = 0;
  const changed = await tohaa.GET("/v1/games/{game_id}/state", { params: { path } });
  assert.deepEqual(seen, [200]);
  assert.notEqual(changed.data?.version, first.data?.version);
});
