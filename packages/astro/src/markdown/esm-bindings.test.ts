import { describe, expect, it } from 'vitest';
import { esmBindings } from './esm-bindings.js';

describe('esmBindings', () => {
  it.each([
    ['a default import', "import Card from './Card.astro';", ['Card']],
    ['named imports, renamed or not', "import { Tabs, TabItem as Item } from '@x/ui';", ['Tabs', 'Item']],
    ['a default and named imports', "import Card, { Grid as G } from './ui';", ['G', 'Card']],
    ['a namespace import', "import * as UI from './ui';", ['UI']],
    ['an import over several lines', "import {\n  A,\n  B,\n} from './ab';", ['A', 'B']],
    ['no type-only imports', "import type { Props } from './x';\nimport { type T, V } from './y';", ['V']],
    ['nothing from a side-effect import, and the next one', "import './a.css';\nimport X from './x';", ['X']],
    [
      'exported declarations',
      'export const Local = () => null;\nexport function Fn() {}\nexport class Box {}\nexport async function Later() {}',
      ['Local', 'Fn', 'Box', 'Later'],
    ],
    ['nothing from comments', "// import Fake from './fake';\n/* import Also from 'x' */", []],
    ['nothing from nothing', '', []],
  ])('reads %s', (_case, statements, names) => {
    expect(esmBindings(statements)).toEqual(names);
  });
});
