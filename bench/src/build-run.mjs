// Runs one build as a child process: its wall time and the peak memory of its process tree.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { watchTreeMemory } from './process-tree.mjs';

/**
 * Runs `command args` in `cwd`, its output going to `logFile` with each line prefixed by the seconds
 * since the start (so a log shows where the time went). Resolves with the wall time from spawn to exit
 * and the tree's peak resident memory; rejects when the build fails.
 */
export function runBuild({ command, args, cwd, env, logFile }) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = watchTreeMemory(child.pid);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        log.write(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}\n`);
      });
    }
    child.on('error', (error) => {
      memory.stop();
      reject(error);
    });
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - started;
      const peak = memory.stop();
      log.end();
      if (code === 0) resolve({ wallMs, ...peak });
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}): see ${logFile}`),
        );
    });
  });
}
