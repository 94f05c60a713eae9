import { cancel, confirm, intro, isCancel, outro, select, text } from '@clack/prompts';
import {
  type CreateOptions,
  type GivenOptions,
  languageProblem,
  type SearchChoice,
  titleFromFolder,
} from './create-options.js';

/**
 * Asks on the terminal for the choices no flag gave: the folder, the title, the languages, search and
 * accounts, each with its default. Resolves with every choice, or `undefined` when the person cancels
 * (Ctrl+C or Escape).
 */
export async function askForChoices(
  given: GivenOptions,
  defaults: CreateOptions,
): Promise<GivenOptions | undefined> {
  intro('A new documentation site on Lectern');
  const answers: GivenOptions = { ...given };
  const stop = () => {
    cancel('Nothing was written.');
    return undefined;
  };
  if (given.directory === undefined) {
    const directory = await text({
      message: 'Where should the site go?',
      placeholder: defaults.directory,
      defaultValue: defaults.directory,
    });
    if (isCancel(directory)) return stop();
    answers.directory = directory;
  }
  if (given.title === undefined) {
    const suggested = titleFromFolder(answers.directory ?? defaults.directory);
    const title = await text({
      message: "The site's title",
      placeholder: suggested,
      defaultValue: suggested,
    });
    if (isCancel(title)) return stop();
    answers.title = title.trim();
  }
  if (given.languages === undefined) {
    const languages = await text({
      message: 'Its languages, the default first (codes such as en, de, zh-CN)',
      placeholder: 'en',
      defaultValue: 'en',
      validate: (value) =>
        (value ?? '')
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean)
          .map(languageProblem)
          .find(Boolean),
    });
    if (isCancel(languages)) return stop();
    answers.languages = languages
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
  }
  if (given.search === undefined) {
    const search = await select<SearchChoice>({
      message: 'Search',
      options: [
        { value: 'local', label: 'Offline search', hint: 'an index built with the site, nothing to set up' },
        { value: 'none', label: 'No search' },
      ],
      initialValue: 'local',
    });
    if (isCancel(search)) return stop();
    answers.search = search;
  }
  if (given.accounts === undefined) {
    const accounts = await confirm({
      message: 'Login with GitHub or Discord, with settings saved to the account?',
      initialValue: false,
    });
    if (isCancel(accounts)) return stop();
    answers.accounts = accounts;
  }
  outro('Writing the site…');
  return answers;
}
