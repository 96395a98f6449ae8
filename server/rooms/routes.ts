import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CODE_PATTERN,
  CREATE_ROOM_SCHEMA,
  MAX_MESSAGE_BYTES,
  type CreateRoomRequest,
  type CreateRoomResponse,
} from '../../machines/room/protocol.ts';
import { currentRound, phaseOf } from '../../machines/room/view.ts';
import type { ApiLimits } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { audioType, readClip, readPeaks } from './clips.ts';
import { NoClips, Registry, TooManyRooms } from './registry.ts';
import { serveSocket } from './socket.ts';

/** Phases in which the current round's clip is served (the reveal replays it). */
const SERVING = ['loading', 'countIn', 'playing', 'reveal'];

const code = { type: 'string', pattern: CODE_PATTERN.source } as const;
const clipParams = {
  type: 'object',
  required: ['code', 'n'],
  additionalProperties: false,
  // Path and query values are text: the API converts no type (server/api.ts).
  properties: { code, n: { type: 'string', pattern: '^([1-9]|1[0-9]|20)$' } },
} as const;
const clipQuery = {
  type: 'object',
  required: ['game'],
  additionalProperties: false,
  properties: { game: { type: 'string', pattern: '^[1-9][0-9]{0,6}$' } },
} as const;

const noSuchClip = () =>
  new ApiError(404, 'not-found', 'No clip here: the round is not this room’s current one.');

/**
 * The rooms' routes (docs/rooms.md): creating a room, its players' sockets, and its current
 * round's clip and peaks at addresses that name the room and the round only.
 */
export function roomRoutes(
  app: FastifyInstance,
  registry: Registry,
  limits: ApiLimits,
  clipsDir: string | null,
): void {
  app.post<{ Body: CreateRoomRequest }>(
    '/api/v1/rooms',
    {
      bodyLimit: MAX_MESSAGE_BYTES,
      schema: { body: CREATE_ROOM_SCHEMA },
      config: { rateLimit: { max: limits.roomsPer10Minutes, timeWindow: 10 * 60_000 } },
    },
    async (request, reply) => {
      try {
        const created: CreateRoomResponse = await registry.create(
          request.body.settings,
          request.body.name,
        );
        return reply.code(201).header('Cache-Control', 'no-store').send(created);
      } catch (error) {
        if (error instanceof TooManyRooms) {
          throw new ApiError(503, 'unavailable', 'Too many rooms are open; try again later.', 60);
        }
        if (error instanceof NoClips) {
          throw new ApiError(503, 'unavailable', 'This server has no clips for these modes.');
        }
        throw error;
      }
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/v1/rooms/:code/socket',
    {
      websocket: true,
      schema: {
        params: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code },
        },
      },
      // Each opening counts: a script walking codes is held back as it would be joining.
      config: { rateLimit: { max: limits.roomJoinsPerMinute, timeWindow: 60_000 } },
    },
    (socket, request) => serveSocket(registry, request.params.code, socket),
  );

  const clipOf = (params: { code: string; n: string }, game: string) => {
    const room = registry.get(params.code);
    if (!room || room.isClosed) return null;
    const snapshot = room.snapshot;
    if (!SERVING.includes(phaseOf(snapshot))) return null;
    if (snapshot.context.game !== Number(game) || snapshot.context.round !== Number(params.n)) {
      return null;
    }
    return currentRound(snapshot)?.clipPath ?? null;
  };

  // Nothing in the answer may name the clip's file: no file name, no disposition, and no ETag or
  // Last-Modified, which a player could match against the public clips' own.
  const audio = (reply: FastifyReply, bytes: Buffer, type: string) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);

  app.get<{ Params: { code: string; n: string }; Querystring: { game: string } }>(
    '/api/v1/rooms/:code/rounds/:n/clip',
    { schema: { params: clipParams, querystring: clipQuery } },
    async (request, reply) => {
      const clipPath = clipOf(request.params, request.query.game);
      const bytes = clipPath && clipsDir ? await readClip(clipsDir, clipPath) : null;
      if (!clipPath || !bytes) throw noSuchClip();
      return audio(reply, bytes, audioType(clipPath));
    },
  );

  app.get<{ Params: { code: string; n: string }; Querystring: { game: string } }>(
    '/api/v1/rooms/:code/rounds/:n/peaks',
    { schema: { params: clipParams, querystring: clipQuery } },
    async (request, reply) => {
      const clipPath = clipOf(request.params, request.query.game);
      const bytes = clipPath && clipsDir ? await readPeaks(clipsDir, clipPath) : null;
      if (!clipPath || !bytes) throw noSuchClip();
      return audio(reply, bytes, 'application/json; charset=utf-8');
    },
  );
}
