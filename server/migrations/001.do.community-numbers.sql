-- One row per browser per daily puzzle: what makes a repeated result count nothing. `player` is a
-- keyed hash of the browser's random id and the puzzle (server/privacy.ts): no browser id is kept,
-- and nothing here links one browser's puzzles to each other. A puzzle's rows are deleted once it
-- takes no more results.
CREATE TABLE results (
  puzzle integer NOT NULL,
  mode text NOT NULL,
  player bytea NOT NULL,
  solved boolean NOT NULL,
  tries smallint NOT NULL CHECK (tries BETWEEN 1 AND 6),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (puzzle, mode, player)
);

-- The numbers a puzzle publishes, kept as they are added: a count per outcome (solved in 1 to 6
-- tries, or 0 for missed), split over a few shard rows so that results arriving together do not
-- queue for one row's lock. A puzzle's numbers are the sums of its rows.
CREATE TABLE tallies (
  puzzle integer NOT NULL,
  mode text NOT NULL,
  outcome smallint NOT NULL CHECK (outcome BETWEEN 0 AND 6),
  shard smallint NOT NULL,
  players integer NOT NULL,
  PRIMARY KEY (puzzle, mode, outcome, shard)
);

-- Results added per network address per puzzle, under a hash of the address whose key changes every
-- day (server/privacy.ts). Rows of a puzzle that no longer counts are deleted.
CREATE TABLE address_quota (
  puzzle integer NOT NULL,
  mode text NOT NULL,
  address bytea NOT NULL,
  added integer NOT NULL,
  PRIMARY KEY (puzzle, mode, address)
);
