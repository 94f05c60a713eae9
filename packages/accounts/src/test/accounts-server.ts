import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Accounts, createAccounts } from '../create-accounts';
import { createNodeListener } from '../node/node-listener';
import type { AccountsLogEntry, AccountsOptions } from '../options';

/** The accounts behind a real HTTP server on 127.0.0.1, as the tests talk to them. */
export interface AccountsServer {
  readonly origin: string;
  readonly accounts: Accounts;
  /** Every log line, oldest first. */
  readonly logs: AccountsLogEntry[];
  stop(): Promise<void>;
}

/** Starts the accounts on a free port; `options` gets the origin of that port. */
export async function startAccountsServer(
  options: (origin: string) => Omit<AccountsOptions, 'origin' | 'log'>,
): Promise<AccountsServer> {
  let listener: ((...args: Parameters<ReturnType<typeof createNodeListener>>) => void) | undefined;
  const server: Server = createServer((request, response) => listener?.(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logs: AccountsLogEntry[] = [];
  const accounts = createAccounts({ ...options(origin), origin, log: (entry) => logs.push(entry) });
  listener = createNodeListener(accounts);
  return {
    origin,
    accounts,
    logs,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await accounts.close();
    },
  };
}
