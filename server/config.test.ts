import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, DEFAULT_DATA_DIR, DEFAULT_LIMITS } from './config';

describe('configFromEnv', () => {
  it('runs on the embedded database in .data/community with nothing set', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({
      databaseUrl: null,
      dataDir: DEFAULT_DATA_DIR,
      allowedOrigins: [],
      trustProxy: false,
      limits: DEFAULT_LIMITS,
    });
  });

  it('reads the origins, the proxies to trust and the limits', () => {
    const config = configFromEnv({
      DATABASE_URL: 'postgres://api@db.internal/earshot',
      EARSHOT_API_ALLOWED_ORIGINS: 'https://earshot.example, https://www.earshot.example/',
      EARSHOT_API_TRUST_PROXY: 'loopback',
      EARSHOT_API_RESULTS_PER_PUZZLE: '50',
    });
    expect(config.databaseUrl).toBe('postgres://api@db.internal/earshot');
    expect(config.allowedOrigins).toEqual([
      'https://earshot.example',
      'https://www.earshot.example',
    ]);
    expect(config.trustProxy).toEqual({ addresses: ['loopback'] });
    expect(config.limits.resultsPerPuzzle).toBe(50);
  });

  it('carries the rooms’ bus on the database, or on a direct connection of its own', () => {
    const url = 'postgres://api@pgbouncer.internal:6432/earshot';
    expect(configFromEnv({}).roomsBusUrl).toBe(null);
    expect(configFromEnv({ DATABASE_URL: url }).roomsBusUrl).toBe(url);
    const direct = 'postgresql://api@db.internal:5432/earshot';
    expect(configFromEnv({ DATABASE_URL: url, EARSHOT_API_BUS_URL: direct }).roomsBusUrl).toBe(
      direct,
    );
    expect(() => configFromEnv({ EARSHOT_API_BUS_URL: direct })).toThrow(ConfigError);
    expect(() =>
      configFromEnv({ DATABASE_URL: url, EARSHOT_API_BUS_URL: 'redis://cache:6379' }),
    ).toThrow(ConfigError);
  });

  it('takes Redis or Valkey beside PostgreSQL, and nothing else', () => {
    const url = 'postgres://api@db.internal/earshot';
    expect(configFromEnv({ DATABASE_URL: url }).redisUrl).toBe(null);
    for (const redis of ['redis://cache.internal:6379', 'rediss://user:pw@cache.internal:6380/2']) {
      expect(configFromEnv({ DATABASE_URL: url, EARSHOT_API_REDIS_URL: redis }).redisUrl).toBe(
        redis,
      );
    }
    expect(() => configFromEnv({ EARSHOT_API_REDIS_URL: 'redis://cache:6379' })).toThrow(
      ConfigError,
    );
    expect(() =>
      configFromEnv({ DATABASE_URL: url, EARSHOT_API_REDIS_URL: 'http://cache:6379' }),
    ).toThrow(ConfigError);
  });

  it('refuses what it cannot mean', () => {
    expect(() => configFromEnv({ EARSHOT_API_ALLOWED_ORIGINS: 'earshot.example' })).toThrow(
      ConfigError,
    );
    expect(() => configFromEnv({ EARSHOT_API_ALLOWED_ORIGINS: 'https://e.example/game' })).toThrow(
      ConfigError,
    );
    expect(() => configFromEnv({ EARSHOT_API_RESULTS_PER_MINUTE: '0' })).toThrow(ConfigError);
    expect(() => configFromEnv({ EARSHOT_API_DB_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });

  it('trusts proxies only when they are named, by a hop count or by their addresses', () => {
    const trust = (text: string) => configFromEnv({ EARSHOT_API_TRUST_PROXY: text }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('1')).toEqual({ hops: 1 });
    expect(trust('10.0.0.0/8, 127.0.0.1,::1')).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', '::1'],
    });
    // Every address: anyone could pass the limits by writing an X-Forwarded-For.
    expect(() => trust('true')).toThrow(/name the proxies/);
    expect(() => trust('0')).toThrow(ConfigError);
    expect(() => trust('my-proxy')).toThrow(ConfigError);
    expect(() => trust('10.0.0.0/99')).toThrow(ConfigError);
  });

  it('reads the connection caps', () => {
    const config = configFromEnv({
      EARSHOT_API_MAX_CONNECTIONS: '2000',
      EARSHOT_API_CONNECTIONS_PER_ADDRESS: '8',
    });
    expect(config.limits).toMatchObject({ connectionsPerProcess: 2000, connectionsPerAddress: 8 });
    expect(configFromEnv({}).limits).toMatchObject({
      connectionsPerProcess: 800,
      connectionsPerAddress: 32,
    });
    expect(() => configFromEnv({ EARSHOT_API_CONNECTIONS_PER_ADDRESS: 'many' })).toThrow(
      ConfigError,
    );
  });

  it('reads the rooms’ limits and where their clips are', () => {
    const config = configFromEnv({
      EARSHOT_API_ROOMS_PER_10_MINUTES: '3',
      EARSHOT_API_ROOM_JOINS_PER_MINUTE: '20',
      EARSHOT_API_MAX_ROOMS: '100',
      EARSHOT_API_CLIPS: '/srv/earshot/clips',
    });
    expect(config.limits).toMatchObject({
      roomsPer10Minutes: 3,
      roomJoinsPerMinute: 20,
      maxRooms: 100,
    });
    expect(config.clipsDir).toBe('/srv/earshot/clips');
    expect(configFromEnv({}).limits).toMatchObject({
      roomsPer10Minutes: 10,
      roomJoinsPerMinute: 60,
      maxRooms: 2000,
    });
    expect(() => configFromEnv({ EARSHOT_API_MAX_ROOMS: '0' })).toThrow(ConfigError);
  });

  it('reads where to listen, the log’s level and the processes, and refuses what it cannot mean', () => {
    expect(configFromEnv({})).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      logLevel: 'info',
      processes: 1,
    });
    expect(
      configFromEnv({
        HOST: '0.0.0.0',
        PORT: '8080',
        EARSHOT_API_LOG: 'warn',
        EARSHOT_API_PROCESSES: '4',
        DATABASE_URL: 'postgres://api@db.internal/earshot',
      }),
    ).toMatchObject({ host: '0.0.0.0', port: 8080, logLevel: 'warn', processes: 4 });
    expect(() => configFromEnv({ PORT: 'abc' })).toThrow('PORT must be a port number');
    expect(() => configFromEnv({ PORT: '8080x' })).toThrow(ConfigError);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => configFromEnv({ HOST: 'a host' })).toThrow(ConfigError);
    expect(() => configFromEnv({ EARSHOT_API_LOG: 'verbose' })).toThrow(
      'EARSHOT_API_LOG must be info, warn, error, not "verbose".',
    );
    expect(() => configFromEnv({ EARSHOT_API_PROCESSES: '2x' })).toThrow(ConfigError);
    expect(() => configFromEnv({ EARSHOT_API_PROCESSES: '0' })).toThrow(ConfigError);
    // PGlite belongs to one process.
    expect(() => configFromEnv({ EARSHOT_API_PROCESSES: '2' })).toThrow(/need DATABASE_URL/);
  });
});
