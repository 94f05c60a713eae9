#!/usr/bin/env node
// The `create-lectern` command (`npm create lectern@latest`): see usage.ts and the README.
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
});
