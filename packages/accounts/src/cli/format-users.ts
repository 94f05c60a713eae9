import type { ListedUser } from '../storage/users';

/**
 * The users as a table for a terminal, one line each: id, name, logins, subscriber, created (UTC).
 *
 * @example formatUsers([{ id: 'u1', name: 'Mona', logins: [{ provider: 'github', providerUserId: '583231' }], subscriber: true, createdAt: 0, avatarUrl: null }])
 * // 'USER ID  NAME  LOGINS         SUBSCRIBER  CREATED\nu1       Mona  github:583231  yes         1970-01-01 00:00\n1 user.\n'
 */
export function formatUsers(users: readonly ListedUser[]): string {
  const rows = users.map((user) => [
    user.id,
    user.name,
    user.logins.map((login) => `${login.provider}:${login.providerUserId}`).join(', ') || '-',
    user.subscriber ? 'yes' : 'no',
    new Date(user.createdAt).toISOString().slice(0, 16).replace('T', ' '),
  ]);
  const table = [['USER ID', 'NAME', 'LOGINS', 'SUBSCRIBER', 'CREATED'], ...rows];
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length))) ?? [];
  const lines = table.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  '),
  );
  return `${lines.join('\n')}\n${users.length} ${users.length === 1 ? 'user' : 'users'}.\n`;
}
