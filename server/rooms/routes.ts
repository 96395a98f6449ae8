import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import {
  CODE_PATTERN,
  CREATE_ROOM_SCHEMA,
  MAX_MESSAGE_BYTES,
  type CreateRoomRequest,
  type CreateRoomResponse,
} from '../../machines/room/protocol.ts';
import type { ApiLimits } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { ERROR_RESPONSES } from '../http/schemas.ts';
import { audioType, readClip, readPeaks } from './clips.ts';
import { BlockedName, NoClips, Registry, TooManyRooms } from './registry.ts';

const code = Type.String({ pattern: CODE_PATTERN.source });
const clipParams = Type.Object(
  // A path's and a query's numbers are converted by the schema (server/api.ts).
  { code, n: Type.Integer({ minimum: 1, maximum: 20 }) },
  { additionalProperties: false },
);
const clipQuery = Type.Object(
  { game: Type.Integer({ minimum: 1, maximum: 9_999_999 }) },
  { additionalProperties: false },
);
/** A clip's or its peaks' answer is bytes (no schema serialises it); a refusal is JSON. */
const clipSchema = { params: clipParams, querystring: clipQuery, response: ERROR_RESPONSES };
const CreatedSchema = Type.Object(
  { code: Type.String(), seat: Type.String(), playerId: Type.String() },
  { additionalProperties: false },
);

const noSuchClip = () =>
  new ApiError(404, 'not-found', 'No clip here: the round is not this room’s current one.');

const rooms: FastifyPluginAsyncTypebox<{
  registry: Registry;
  limits: ApiLimits;
  clipsDir: string | null;
}> = async (app, { registry, limits, clipsDir }) => {
  app.post<{ Body: CreateRoomRequest }>(
    '/api/v1/rooms',
    {
      bodyLimit: MAX_MESSAGE_BYTES,
      schema: { body: CREATE_ROOM_SCHEMA, response: { 201: CreatedSchema, ...ERROR_RESPONSES } },
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
        if (error instanceof BlockedName) {
          throw new ApiError(400, 'invalid-name', 'Choose another name.');
        }
        if (error instanceof NoClips) {
          throw new ApiError(503, 'unavailable', 'This server has no clips for these modes.');
        }
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/rooms/:code/socket',
    {
      websocket: true,
      schema: {
        params: Type.Object({ code }, { additionalProperties: false }),
        response: ERROR_RESPONSES,
      },
      // Each opening counts: a script walking codes is held back as it would be joining.
      config: { rateLimit: { max: limits.roomJoinsPerMinute, timeWindow: 60_000 } },
    },
    (socket, request) =>
      void registry.connect(request.params.code, socket).catch((error: Error) => {
        request.log.error({ reason: error.message }, 'room socket not served');
        socket.terminate();
      }),
  );

  // Asked of the room's owner when another process holds it (relay.ts).
  const clipOf = (params: { code: string; n: number }, game: number) =>
    registry.clipOf(params.code, params.n, game);

  // Nothing in the answer may name the clip's file: no file name, no disposition, and no ETag or
  // Last-Modified, which a player could match against the public clips' own.
  const audio = (reply: FastifyReply, bytes: Buffer, type: string) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);

  app.get('/api/v1/rooms/:code/rounds/:n/clip', { schema: clipSchema }, async (request, reply) => {
    const clipPath = await clipOf(request.params, request.query.game);
    const bytes = clipPath && clipsDir ? await readClip(clipsDir, clipPath) : null;
    if (!clipPath || !bytes) throw noSuchClip();
    return audio(reply, bytes, audioType(clipPath));
  });

  app.get('/api/v1/rooms/:code/rounds/:n/peaks', { schema: clipSchema }, async (request, reply) => {
    const clipPath = await clipOf(request.params, request.query.game);
    const bytes = clipPath && clipsDir ? await readPeaks(clipsDir, clipPath) : null;
    if (!clipPath || !bytes) throw noSuchClip();
    return audio(reply, bytes, 'application/json; charset=utf-8');
  });
};

/**
 * The rooms' routes (docs/rooms.md): creating a room, its players' sockets, and its current
 * round's clip and peaks at addresses that name the room and the round only.
 */
export const roomRoutes = fp(rooms, {
  name: 'earshot-rooms',
  fastify: '5.x',
  dependencies: ['@fastify/websocket'],
});
