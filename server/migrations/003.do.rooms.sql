-- Live rooms (issue #34, docs/rooms.md): one row per room, written at every phase boundary and
-- when a player joins or leaves, so that a restarted server plays its open rooms on. `snapshot` is the
-- room machine's persisted snapshot (machines/room/persist.ts): players' names and scores, the game's
-- dealt rounds. `seats` maps each player's id to the SHA-256 of their seat's token, never the token.
-- No address is kept. A closed or finished room's row is deleted a day after (server/rooms/store.ts).
CREATE TABLE rooms (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{4,8}$'),
  snapshot jsonb NOT NULL,
  seats jsonb NOT NULL,
  phase text NOT NULL,
  updated_at timestamptz NOT NULL,
  closed_at timestamptz
);
-- What a start restores: open rooms touched lately.
CREATE INDEX rooms_open ON rooms (updated_at) WHERE closed_at IS NULL;
