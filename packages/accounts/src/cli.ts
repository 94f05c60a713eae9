#!/usr/bin/env node
// The `lectern-accounts` admin command: see cli/usage.ts and the README.
import { main } from './cli/main';

process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
