import { createHash, randomBytes } from 'node:crypto';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** A WebSocket's opening (an HTTP upgrade): the request, its socket and what came after its head. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** The embedded database's folder, held by this process until `release()`. */
export interface DataDirLock {
  /** Where another process on this machine reaches this one (connect or `http.request`). */
  address: string;
  /**
   * Serves the API to the other servers on this checkout: what comes through the socket goes to
   * `handler` (a WebSocket's opening to `upgrade`); until this is called it waits. `describe` names
   * this server in their logs.
   */
  serve: (handler: Handler, describe: () => string, upgrade?: UpgradeHandler) => void;
  /** Frees the folder for another process; call it once the database is closed. */
  release: () => void;
}

/** The folder belongs to another live process, which answers at `address`. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';

  constructor(
    readonly dataDir: string,
    readonly address: string,
    /** Who the other process says it is ("the dev server at http://localhost:5173/, pid 1234"). */
    readonly owner: string,
  ) {
    super(
      `${dataDir} is in use by ${owner}: the embedded database belongs to one process. Stop that ` +
        'one, or set EARSHOT_API_DATA to another folder (or DATABASE_URL to a PostgreSQL server).',
    );
  }
}

/** The path that names the owner instead of an API request (the API's own paths start with /api/). */
export const OWNER_PATH = '/owner';

/**
 * The header by which a server forwarding a request (server/forward.ts) passes on its client's
 * address: through a Unix socket the owner sees none, and the rate limits count by it. Only this
 * user's processes can connect to the socket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-earshot-client-address';

const SOCKET_NAME = 'api.sock';

/** sun_path holds 108 bytes on Linux and 104 on macOS, each with its final NUL. */
const MAX_SOCKET_PATH = 103;

/** The temporary names a socket is made under before it takes the lock's name. */
const TEMP_SUFFIX_LENGTH = '.0123456789abcdef'.length;

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * A short path that leads to `folder`, for bind() and connect(), whose socket paths have a length
 * limit (link, rename and unlink have none, so they use the folder's real path). A data folder deep
 * in a tree gets an alias: a symlink named by a hash of the folder, in a private folder of this
 * user's under the system's temp folder. The socket itself stays in the data folder, so processes
 * whose TMPDIR differ still find one lock; a deleted alias is made again, and an alias cannot go
 * stale.
 */
function shortPathTo(folder: string): string {
  if (Buffer.byteLength(path.join(folder, SOCKET_NAME)) + TEMP_SUFFIX_LENGTH <= MAX_SOCKET_PATH) {
    return folder;
  }
  const aliases = path.join(os.tmpdir(), `earshot-${os.userInfo().uid}`);
  mkdirSync(aliases, { recursive: true, mode: 0o700 });
  const owner = statSync(aliases);
  // Another user who made this folder first could point our alias at a socket of theirs.
  if (owner.uid !== os.userInfo().uid || (owner.mode & 0o077) !== 0) {
    throw new Error(`${aliases} must belong to this user alone (mode 0700).`);
  }
  const alias = path.join(aliases, hashOf(folder));
  let target: string | null = null;
  try {
    target = readlinkSync(alias);
  } catch {
    // None yet, or not a symlink (replaced below).
  }
  if (target !== folder) {
    rmSync(alias, { force: true });
    try {
      symlinkSync(folder, alias);
    } catch (error) {
      // Made by another process starting at the same moment: the same link.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (Buffer.byteLength(path.join(alias, SOCKET_NAME)) + TEMP_SUFFIX_LENGTH > MAX_SOCKET_PATH) {
    throw new Error(`The temp folder's path (${os.tmpdir()}) is too long for a Unix socket.`);
  }
  return alias;
}

type Probe = 'live' | 'stale';

/**
 * A socket whose process has ended refuses connections (the kernel closed it with the process);
 * ENOENT means it is gone already, and a file that is not a socket refuses too. Anything else
 * (a full backlog, another user's socket) might be a live owner and is left alone.
 */
function probe(address: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve('live');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const gone = ['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '');
      resolve(gone ? 'stale' : 'live');
    });
  });
}

/** Who the owner at `address` says it is; a description of its own if it does not say in time. */
export function askOwner(address: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(
      { socketPath: address, path: OWNER_PATH, timeout: 2000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          try {
            const { pid, serves } = JSON.parse(body) as { pid: number; serves: string };
            resolve(`${serves}, pid ${pid}`);
          } catch {
            resolve('another process');
          }
        });
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve('another process'));
  });
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Moves a stale socket file out of the way. It is renamed first and checked again under its new
 * name: a process that took the lock between our probe and the rename would otherwise lose it to a
 * plain unlink; that one is put back. (A third process claiming the name in the instant it is away
 * would still be one too many; starting three at the same millisecond after a crash is not a case
 * worth more code.)
 */
async function removeStale(file: string, folderAddress: string): Promise<void> {
  const aside = `${SOCKET_NAME}.${randomBytes(8).toString('hex')}`;
  const moved = path.join(path.dirname(file), aside);
  try {
    renameSync(file, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await probe(path.join(folderAddress, aside))) === 'live') {
    try {
      linkSync(moved, file);
    } catch {
      // Someone has the name again; nothing more to do here.
    }
  }
  rmSync(moved, { force: true });
}

/** How this process was started ("vite preview --port 4173"), to name it before it serves. */
function commandLine(): string {
  const [, script = 'node', ...args] = process.argv;
  return [path.basename(script), ...args].join(' ');
}

/** A process's own server on the socket: the owner's name, and the API once it is served. */
function ownerServer() {
  let serving: { handler: Handler; describe: () => string; upgrade?: UpgradeHandler } | null = null;
  let waiting: (() => void)[] = [];
  // A Unix socket has no peer address. The forwarding server opens one connection per request,
  // so the socket is this request's; a client of its own (curl) is on this machine.
  const fromClient = (request: IncomingMessage) => {
    const client = request.headers[CLIENT_ADDRESS_HEADER];
    Object.defineProperty(request.socket, 'remoteAddress', {
      value: typeof client === 'string' && client ? client : '127.0.0.1',
    });
    delete request.headers[CLIENT_ADDRESS_HEADER];
  };
  const server = http.createServer((request, response) => {
    if (request.url === OWNER_PATH) {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(
        JSON.stringify({ pid: process.pid, serves: serving?.describe() ?? commandLine() }),
      );
      return;
    }
    fromClient(request);
    if (serving) serving.handler(request, response);
    else waiting.push(() => serving!.handler(request, response));
  });
  // A room's WebSocket, forwarded as raw bytes by the other server (server/forward.ts).
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    fromClient(request);
    const upgrade = () =>
      serving?.upgrade ? serving.upgrade(request, socket, head) : socket.destroy();
    if (serving) upgrade();
    else waiting.push(upgrade);
  });
  return {
    server,
    serve(handler: Handler, describe: () => string, upgrade?: UpgradeHandler) {
      serving = { handler, describe, upgrade };
      for (const next of waiting) next();
      waiting = [];
    },
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}

/** Windows: a named pipe, which the system frees with its process and which only one may create. */
async function lockWithPipe(dataDir: string): Promise<DataDirLock> {
  const address = `\\\\.\\pipe\\earshot-api-${hashOf(realpathSync(dataDir).toLowerCase())}`;
  const owner = ownerServer();
  try {
    await listen(owner.server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new DataDirInUse(dataDir, address, await askOwner(address));
  }
  return { address, serve: owner.serve, release: owner.close };
}

/**
 * Claims the embedded database's folder for this process: PGlite has no lock of its own, and two
 * processes writing one folder (a dev server and a preview, say) would corrupt it. The lock is a
 * Unix socket this process listens on, `api.sock` in the folder: the kernel closes it when the
 * process ends however it ends, so a lock left by a killed process refuses connections and is taken
 * over, and no reused pid can keep it (as the pid file before it could). The socket is made under a
 * name of its own and then hard-linked to `api.sock`, which fails if the name exists: two processes
 * cannot both take it. The owner serves the API on it to the other servers on this checkout
 * (server/forward.ts). Throws DataDirInUse when a live process holds the folder.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  if (process.platform === 'win32') return lockWithPipe(dataDir);
  // The real path: every process must reach the same decision about the alias below.
  const folder = realpathSync(dataDir);
  const folderAddress = shortPathTo(folder);
  const file = path.join(folder, SOCKET_NAME);
  const address = path.join(folderAddress, SOCKET_NAME);
  const tempName = `${SOCKET_NAME}.${randomBytes(4).toString('hex')}`;
  const temp = path.join(folder, tempName);

  const owner = ownerServer();
  await listen(owner.server, path.join(folderAddress, tempName));
  const { ino } = lstatSync(temp);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if ((await probe(address)) === 'live') {
          throw new DataDirInUse(dataDir, address, await askOwner(address));
        }
        await removeStale(file, folderAddress);
        continue;
      }
      unlinkSync(temp);
      // The lock before this one, which a reused pid could keep.
      rmSync(path.join(folder, 'api.pid'), { force: true });
      // Only our own socket: a process that found ours gone (a hand may delete it) may have put its
      // own there.
      const unlinkOwn = () => {
        try {
          if (lstatSync(file).ino === ino) unlinkSync(file);
        } catch {
          // Gone already.
        }
      };
      // A server stopped by a signal exits without closing the API: its socket would be stale, and
      // harmless, but a file the next start need not look at is tidier.
      process.once('exit', unlinkOwn);
      let released = false;
      return {
        address,
        serve: owner.serve,
        release: () => {
          if (released) return;
          released = true;
          process.off('exit', unlinkOwn);
          unlinkOwn();
          owner.close();
        },
      };
    }
    throw new Error(`Could not claim ${dataDir}: its lock (${file}) kept changing hands.`);
  } catch (error) {
    owner.close();
    rmSync(temp, { force: true });
    throw error;
  }
}
