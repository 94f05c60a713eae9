import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers = new Map<string, unknown>();
const asked: string[] = [];
const validators = new Map<string, (value: string) => string | undefined>();
const CANCEL = Symbol('cancel');

vi.mock('@clack/prompts', () => {
  const answer = (options: { message: string; validate?: (value: string) => string | undefined }) => {
    asked.push(options.message);
    if (options.validate) validators.set(options.message, options.validate);
    return Promise.resolve(answers.get(options.message));
  };
  return {
    intro: () => {},
    outro: () => {},
    cancel: () => {},
    isCancel: (value: unknown) => value === CANCEL,
    text: answer,
    select: answer,
    confirm: answer,
  };
});

const { askForChoices } = await import('./ask.js');
const { withDefaults } = await import('./create-options.js');

const given = { install: true, yes: false, help: false, version: false };

beforeEach(() => {
  answers.clear();
  asked.length = 0;
});

describe('askForChoices', () => {
  it('asks for each choice no flag gave, and takes the answers', async () => {
    answers.set('Where should the site go?', 'kit-docs');
    answers.set("The site's title", 'Kit');
    answers.set('Its languages, the default first (codes such as en, de, zh-CN)', 'en, de');
    answers.set('Search', 'none');
    answers.set('Login with GitHub or Discord, with settings saved to the account?', true);
    expect(await askForChoices(given, withDefaults(given, 'npm'))).toEqual({
      ...given,
      directory: 'kit-docs',
      title: 'Kit',
      languages: ['en', 'de'],
      search: 'none',
      accounts: true,
    });
    expect(asked).toHaveLength(5);
  });

  it('asks nothing that a flag gave', async () => {
    const flags = {
      ...given,
      directory: 'd',
      title: 'T',
      languages: ['en'],
      search: 'local' as const,
      accounts: false,
    };
    expect(await askForChoices(flags, withDefaults(flags, 'npm'))).toEqual(flags);
    expect(asked).toEqual([]);
  });

  it('checks the language codes as they are typed', async () => {
    answers.set('Where should the site go?', 'd');
    answers.set("The site's title", 'T');
    answers.set('Its languages, the default first (codes such as en, de, zh-CN)', 'en,English');
    answers.set('Search', 'local');
    answers.set('Login with GitHub or Discord, with settings saved to the account?', false);
    await askForChoices(given, withDefaults(given, 'npm'));
    const validate = validators.get('Its languages, the default first (codes such as en, de, zh-CN)');
    expect(validate?.('en,English')).toBe('"English" is not a language code such as en, de or zh-CN');
    expect(validate?.('en, zh-CN')).toBeUndefined();
  });

  it.each([
    'Where should the site go?',
    "The site's title",
    'Its languages, the default first (codes such as en, de, zh-CN)',
    'Search',
    'Login with GitHub or Discord, with settings saved to the account?',
  ])('writes nothing when cancelled at %j', async (question) => {
    answers.set('Where should the site go?', 'd');
    answers.set("The site's title", 'T');
    answers.set('Its languages, the default first (codes such as en, de, zh-CN)', 'en');
    answers.set('Search', 'local');
    answers.set('Login with GitHub or Discord, with settings saved to the account?', false);
    answers.set(question, CANCEL);
    expect(await askForChoices(given, withDefaults(given, 'npm'))).toBeUndefined();
  });
});
