// Running the playground's code: TypeScript and JSX turned into JavaScript by sucrase (loaded by the
// caller, on the playground only), then evaluated with the modules an example may import — React and the
// theme's components. What fails says where, for the preview to show in place.
import type { ComponentType } from 'react';

/** What sucrase's `transform` is called with and gives (the part the playground uses). */
export type Transform = (
  code: string,
  options: { transforms: ('typescript' | 'jsx' | 'imports')[]; jsxRuntime: 'automatic'; production: boolean },
) => { code: string };

/** A problem in the code: its message, and where it is when known (1-based). */
export interface CodeProblem {
  message: string;
  line?: number | undefined;
  column?: number | undefined;
}

/** The outcome of compiling and evaluating: the example's component, or the problem. */
export type RunResult = { ok: true; component: ComponentType } | { ok: false; problem: CodeProblem };

/** The modules an example may import, by name. */
export type ModuleTable = Readonly<Record<string, unknown>>;

/** Sucrase's errors end with `(line:column)`. */
function problemOf(error: unknown): CodeProblem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /\((\d+):(\d+)\)\s*$/.exec(message);
  return position
    ? {
        message: message.replace(/\s*\(\d+:\d+\)\s*$/, ''),
        line: Number(position[1]),
        column: Number(position[2]) + 1,
      }
    : { message };
}

/**
 * Compiles and evaluates an example: a module whose default export is a React component.
 *
 * @example runExample("export default () => <p>Hi</p>", transform, modules)
 */
export function runExample(code: string, transform: Transform, modules: ModuleTable): RunResult {
  let compiled: string;
  try {
    compiled = transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    }).code;
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const require = (name: string) => {
    if (!Object.hasOwn(modules, name)) {
      throw new Error(`Cannot import "${name}": the playground offers ${Object.keys(modules).join(', ')}`);
    }
    return modules[name];
  };
  const module: { exports: Record<string, unknown> } = { exports: {} };
  try {
    new Function('require', 'module', 'exports', compiled)(require, module, module.exports);
  } catch (error) {
    return {
      ok: false,
      problem: { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) },
    };
  }
  const component = module.exports.default;
  if (typeof component !== 'function') {
    return {
      ok: false,
      problem: { message: 'The example must export a React component as its default export.' },
    };
  }
  return { ok: true, component: component as ComponentType };
}
