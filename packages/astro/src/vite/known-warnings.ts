// Warnings of the tools under the integration that say nothing to the site's author, once per page: left
// in, they bury the warnings that do (a dead link, an unknown component).

/** A bundler warning, as Vite passes it to `onwarn`. */
export interface BundlerWarning {
  readonly code?: string | undefined;
  readonly message: string;
}

type WarningHandler = (warning: BundlerWarning, warn: (warning: BundlerWarning) => void) => void;

/**
 * Whether a warning is the bundler's note that Astro's own marker of an MDX page's module,
 * `"use astro:head-inject"`, may not be kept when bundling: Astro reads the marker before bundling, so
 * nothing is lost, but every MDX page with a component printed the note on every build.
 *
 * @example isHeadInjectNote({ code: 'MODULE_LEVEL_DIRECTIVE', message: 'The semantics of … "use astro:head-inject" …' }) // true
 */
export function isHeadInjectNote(warning: BundlerWarning): boolean {
  return warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"');
}

/**
 * The Vite plugin that leaves those notes out of the build's output ({@link isHeadInjectNote}); every
 * other warning goes to the site's own `onwarn`, if it has one, or is printed as before.
 */
export function knownWarningsPlugin() {
  return {
    name: 'lectern:known-warnings',
    config(config: { build?: { rolldownOptions?: { onwarn?: WarningHandler } } }) {
      const own = config.build?.rolldownOptions?.onwarn;
      const onwarn: WarningHandler = (warning, warn) => {
        if (isHeadInjectNote(warning)) return;
        if (own) own(warning, warn);
        else warn(warning);
      };
      return { build: { rolldownOptions: { onwarn } } };
    },
  };
}
