#!/usr/bin/env node
import { main } from './cli.js';

const outcome = await main(process.argv.slice(2));
if (typeof outcome === 'number' && outcome !== 0) process.exit(outcome);
