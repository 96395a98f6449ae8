import { spawn } from 'node:child_process';

const BUILD_TIMEOUT_MS = 20 * 60_000;

/**
 * `npm run build` with the caller's environment (SOUND_PACK and friends). Its output goes to
 * stderr so that stdout carries only the bench's table.
 */
export function runBuild(cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd,
      env: process.env,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`npm run build took over ${BUILD_TIMEOUT_MS / 60_000} minutes`));
    }, BUILD_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit ${code}`})`));
    });
  });
}
