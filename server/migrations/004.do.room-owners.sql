-- Rooms on several API processes (issue #36, docs/rooms.md "Several servers"): one process owns a
-- room at a time. `owner` is the owning process's id on the bus (a random id drawn at its start, no
-- address or host name); `lease_until` is when its hold ends unless renewed (every second, by the
-- database's clock). A room whose lease ran out is taken by another process from its snapshot. Both
-- are null in a room no process holds (its owner stopped and let it go).
ALTER TABLE rooms ADD COLUMN owner text CHECK (owner ~ '^[a-z0-9]{8,32}$');
ALTER TABLE rooms ADD COLUMN lease_until timestamptz;
-- What the processes look for every second: open rooms whose lease ran out.
CREATE INDEX rooms_lease ON rooms (lease_until) WHERE closed_at IS NULL;
