#!/usr/bin/env node
// The `lectern-redirects` command: see cli/usage.ts and the README.
import { main } from './cli/main';

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
});
