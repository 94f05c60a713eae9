// The pnpm site's astro.config.ts in an editor: the TypeScript language service, as VS Code runs it,
// explains each setting and completes the others — from the installed packages' type declarations.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';

const sites = JSON.parse(readFileSync(new URL('../.work.json', import.meta.url), 'utf8')) as {
  'pnpm-site': { dir: string };
};
const siteDir = sites['pnpm-site'].dir;
const configFile = path.join(siteDir, 'astro.config.ts');

/** A language service for the site's own tsconfig.json, over the files on disk — astro.config.ts as `text`. */
function languageService(text = readFileSync(configFile, 'utf8')) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(siteDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('the site’s tsconfig.json could not be read');
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => parsed.options,
    getScriptFileNames: () => [configFile],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const content = file === configFile ? text : ts.sys.readFile(file);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => siteDir,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  return ts.createLanguageService(host);
}

function typeErrors(service: ts.LanguageService): string[] {
  return [...service.getSyntacticDiagnostics(configFile), ...service.getSemanticDiagnostics(configFile)].map(
    (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
}

test('astro.config.ts has no type errors, and the editor explains and completes the settings', () => {
  const source = readFileSync(configFile, 'utf8');
  const service = languageService(source);
  expect(typeErrors(service)).toEqual([]);

  // Hovering `siteTitle` shows its type and its description.
  const hover = service.getQuickInfoAtPosition(configFile, source.indexOf('siteTitle') + 2);
  expect(ts.displayPartsToString(hover?.displayParts)).toContain('siteTitle?: string | false');
  expect(ts.displayPartsToString(hover?.documentation)).toBe('The title beside the logo; `false` hides it.');

  // Inside `config: { … }`, the completions are the theme settings not written yet, each with its description.
  const inConfig = source.indexOf('config: {') + 'config: {'.length;
  const completions = service.getCompletionsAtPosition(configFile, inConfig, {});
  const names = completions?.entries.map((entry) => entry.name) ?? [];
  expect(names).toEqual(
    expect.arrayContaining(['editLink', 'favicon', 'footer', 'head', 'logo', 'socialLinks']),
  );
  const favicon = service.getCompletionEntryDetails(
    configFile,
    inConfig,
    'favicon',
    {},
    undefined,
    {},
    undefined,
  );
  expect(ts.displayPartsToString(favicon?.documentation)).toMatch(/^The site's icon/);

  // A misspelt setting is a type error naming it, and the setting meant.
  const misspelt = languageService(source.replace('siteTitle:', 'siteTitel:'));
  expect(typeErrors(misspelt)).toEqual([
    expect.stringMatching(/'siteTitel' does not exist .*Did you mean to write 'siteTitle'\?/s),
  ]);
});
