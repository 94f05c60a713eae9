import { SETTINGS_BODY_MAX_BYTES, settingsBodyTooLargeMessage } from '@lectern/theme-core';
import { validateSettingsBody } from '@lectern/theme-core/config';
import { readBodyText } from '../http/read-body';
import { emptyResponse, errorResponse, jsonResponse, withCookies } from '../http/responses';
import { crossOriginReason, isJsonRequest } from '../http/same-origin';
import type { AccountsRuntime } from '../runtime';
import {
  insertSettingsRow,
  lockSettingsRow,
  readSettingsRow,
  updateSettingsRow,
} from '../storage/settings-rows';
import {
  type AccountSettings,
  etagMatches,
  planSettingsSave,
  readAccountSettings,
  settingsEtag,
} from './account-settings';
import { MESSAGES } from './messages';
import { identifyVisitor, userRole } from './visitor';

/**
 * `GET /api/settings`: the account's settings document, its version and the visitor's role, with an
 * `ETag` (answered 304 when unchanged). 401 for anonymous visitors.
 */
export async function getSettings(request: Request, runtime: AccountsRuntime): Promise<Response> {
  const visitor = await identifyVisitor(request, runtime);
  if (!visitor.user) return withCookies(errorResponse(401, { error: MESSAGES.notLoggedIn }), visitor.cookies);
  const db = await runtime.database();
  const settings = readAccountSettings(await readSettingsRow(db, visitor.user.id));
  if (settings.repaired.length > 0) {
    runtime.log({
      level: 'warn',
      message: `the stored settings of user ${visitor.user.id} had invalid parts, read as defaults: ${settings.repaired.map((issue) => issue.field).join(', ')}`,
    });
  }
  const etag = settingsEtag(visitor.user.id, settings.version);
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    return withCookies(emptyResponse(304, { etag }), visitor.cookies);
  }
  return withCookies(settingsResponse(settings, userRole(visitor.user), visitor.user.id), visitor.cookies);
}

/**
 * `PUT /api/settings`: merges the device's synced settings document into the account's and answers the
 * merged document. Only from the site's own pages, as JSON of at most 16 KB, from a logged-in visitor,
 * within the rate limit; each invalid field, or each perk a non-subscriber may not set, is named.
 */
export async function putSettings(request: Request, runtime: AccountsRuntime): Promise<Response> {
  const crossOrigin = crossOriginReason(request, runtime.origin);
  if (crossOrigin) return errorResponse(403, { error: crossOrigin });
  if (!isJsonRequest(request)) return errorResponse(415, { error: MESSAGES.notJson });
  const visitor = await identifyVisitor(request, runtime);
  const { user } = visitor;
  const respond = (response: Response) => withCookies(response, visitor.cookies);
  if (!user) return respond(errorResponse(401, { error: MESSAGES.notLoggedIn }));
  const now = runtime.now();
  const decision = runtime.writeLimiter?.take(`user:${user.id}`, now);
  if (decision && !decision.allowed) {
    return respond(
      errorResponse(
        429,
        { error: MESSAGES.tooManyRequests(decision.retryAfterSeconds) },
        { 'retry-after': String(decision.retryAfterSeconds) },
      ),
    );
  }

  const body = await readBodyText(request, SETTINGS_BODY_MAX_BYTES);
  if (!body.ok) {
    return respond(
      body.reason === 'too-large'
        ? errorResponse(413, {
            error: MESSAGES.tooLarge,
            errors: [{ field: '', message: settingsBodyTooLargeMessage(body.bytes) }],
          })
        : errorResponse(400, {
            error: MESSAGES.notUtf8,
            errors: [{ field: '', message: 'expected UTF-8 text' }],
          }),
    );
  }
  const validated = validateSettingsBody(body.text);
  if (!validated.ok)
    return respond(errorResponse(400, { error: MESSAGES.invalid, errors: validated.errors }));

  const db = await runtime.database();
  const role = userRole(user);
  // One save of a user at a time (the user's row is locked): each merges into what the one before it
  // saved, so overlapping saves from several devices all succeed and all count.
  const outcome = await db.transaction().execute(async (trx) => {
    // Twice at most: a first save that another first save beat to the insert then locks and merges into it.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const locked = await lockSettingsRow(trx, user.id, runtime.dialect);
      if (!locked) return { gone: true } as const;
      const { row } = locked;
      const current = readAccountSettings(row);
      const save = planSettingsSave(current.document, validated.value, role, now);
      if (save.refused) return { refused: save.refused } as const;
      if (!save.changed && row) return { settings: current } as const;
      const saved = row
        ? await updateSettingsRow(trx, user.id, { document: save.text, fromVersion: row.version, now })
        : await insertSettingsRow(trx, user.id, save.text, now);
      if (saved) return { settings: { document: save.document, version: current.version + 1 } } as const;
      if (row) break;
    }
    throw new Error(`the settings of user ${user.id} changed while its row was locked`);
  });
  // The user was deleted (by the admin command) after the session was read.
  if ('gone' in outcome) return respond(errorResponse(401, { error: MESSAGES.notLoggedIn }));
  if ('refused' in outcome)
    return respond(errorResponse(403, { error: MESSAGES.perks, errors: outcome.refused }));
  return respond(settingsResponse(outcome.settings, role, user.id));
}

function settingsResponse(settings: AccountSettings, role: string, userId: string): Response {
  return jsonResponse(
    200,
    { settings: settings.document, version: settings.version, role },
    { etag: settingsEtag(userId, settings.version) },
  );
}
