-- A puzzle's rows in a table of their own (a partition), so that a closed puzzle's rows go in one
-- DROP whatever their number: a DELETE of a million rows outlasted the statement timeout every time.
-- The API makes the partitions of the puzzles that take results (server/partitions.ts) and drops
-- those of closed puzzles with their day's salt.

-- One row per browser per daily puzzle, as before, with the counted play's verdicts (one letter a
-- try: c correct, p partial, w wrong, s skipped) so that a repeat is answered with the play that
-- counted. Rows kept from before this migration have none (NULL). No time is kept: it would pair a
-- result with the quota row its request wrote.
ALTER TABLE results RENAME TO results_unpartitioned;
ALTER INDEX results_pkey RENAME TO results_unpartitioned_pkey;
CREATE TABLE results (
  puzzle integer NOT NULL,
  mode text NOT NULL,
  player bytea NOT NULL,
  solved boolean NOT NULL,
  tries smallint NOT NULL CHECK (tries BETWEEN 1 AND 6),
  verdicts text CHECK (verdicts ~ '^[cpws]{1,6}$'),
  PRIMARY KEY (puzzle, mode, player)
) PARTITION BY LIST (puzzle);

DO $$
DECLARE
  p integer;
BEGIN
  FOR p IN SELECT DISTINCT puzzle FROM results_unpartitioned LOOP
    EXECUTE format('CREATE TABLE results_p%s PARTITION OF results FOR VALUES IN (%s)', p, p);
  END LOOP;
END
$$;
INSERT INTO results (puzzle, mode, player, solved, tries)
  SELECT puzzle, mode, player, solved, tries FROM results_unpartitioned;
DROP TABLE results_unpartitioned;

-- Results added per network per puzzle, under a keyed hash of the network made with the puzzle's own
-- salt (puzzle_salts). The rows before this migration were keyed another way and cannot be carried
-- over: each network's quota of the puzzles open now starts afresh once. Its partitions are unlogged
-- (server/partitions.ts): no network's hash is written to the WAL, so none reaches a replica, a WAL
-- archive or a backup, and taking a quota waits for no disk flush. A crash empties them: every
-- network's quota starts afresh, which costs nothing but a limit's memory.
DROP TABLE address_quota;
CREATE TABLE address_quota (
  puzzle integer NOT NULL,
  mode text NOT NULL,
  address bytea NOT NULL,
  added integer NOT NULL,
  PRIMARY KEY (puzzle, mode, address)
) PARTITION BY LIST (puzzle);

-- A random salt per puzzle, made by the first process that needs it and deleted with the puzzle's
-- quota rows: once it is gone, no stored hash of that day can be tried against an address. Unlogged
-- like the quota rows, for the same reasons: never in a backup, and a crash empties both together.
CREATE UNLOGGED TABLE puzzle_salts (
  puzzle integer PRIMARY KEY,
  salt bytea NOT NULL CHECK (octet_length(salt) = 32)
);

-- The per-minute rate limit's counts when the API runs on a PostgreSQL server, shared by all its
-- processes: a count per route, minute and network key (a keyed hash). Kept for a minute or two;
-- losing them in a crash costs nothing, so they are not written to the WAL.
CREATE UNLOGGED TABLE rate_hits (
  route text NOT NULL,
  minute bigint NOT NULL,
  key bytea NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (minute, route, key)
);
