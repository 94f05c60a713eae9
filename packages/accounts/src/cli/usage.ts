/** The help of the `lectern-accounts` command. */
export const USAGE = `Usage: lectern-accounts <command>

Looks after the accounts database of a Lectern site: the one the site's server uses, PostgreSQL when
DATABASE_URL is set, else the SQLite file LECTERN_SQLITE_PATH (default .data/lectern.sqlite, relative
to the folder the command runs in).

Commands:
  migrate                             Creates or updates the tables (the server also does this on start).
  users                               Lists the users with their logins and whether they subscribe.
  subscriber grant <account>          Gives a user the subscriber perks.
  subscriber revoke <account>         Takes them away again.
  help                                Shows this help.

An <account> is a login, provider:id (github:583231, discord:80351110224678912, the provider's
numeric id), or a user id as "users" lists it.
`;
