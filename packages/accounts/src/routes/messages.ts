/** What the routes tell visitors, in one place. */
export const MESSAGES = Object.freeze({
  notLoggedIn: 'You are not logged in: log in with GitHub or Discord to save your settings to an account.',
  databaseDown:
    'Accounts are unavailable right now: the database cannot be reached. Your settings stay on this device; try again in a moment.',
  serverError: 'Something went wrong on the server. It has been logged; try again later.',
  notJson: 'Send the settings as JSON, with the header Content-Type: application/json.',
  notUtf8: 'Send the settings as UTF-8 text.',
  tooLarge: 'The settings are too large.',
  invalid: 'The settings are not valid.',
  perks: 'Some of these settings are subscriber perks.',
  tooManyRequests: (seconds: number) =>
    `Too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  linkNotForm: "Send the answer to a link request with its page's form (application/x-www-form-urlencoded).",
  linkInvalid:
    'This request to link an account is unknown or was already answered: nothing was linked. To link the account, log in with it again.',
  linkExpired:
    'This request to link an account has expired: nothing was linked. To link the account, log in with it again.',
  linkOtherSession:
    'This request to link an account was made in another session: nothing was linked, and it is forgotten. To link the account, log in with it again.',
  notConfigured: (provider: string) => `Login with ${provider} is not configured on this site.`,
  otherHost: (origin: string) =>
    `This server answers the accounts of ${origin} only: the request names another host. Behind a proxy, pass the Host header on (nginx: proxy_set_header Host $host).`,
});
