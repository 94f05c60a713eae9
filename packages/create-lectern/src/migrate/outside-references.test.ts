import { describe, expect, it } from 'vitest';
import { rewriteOutsideReferences } from './outside-references.js';

describe('rewriteOutsideReferences', () => {
  it('writes paths out of the content folder from the page’s new place, and lists their files', () => {
    const body = [
      "import shot from '../../../assets/shot.png';",
      '<Showcase entries={[{ thumbnail: import("../../../assets/site.png") }]} />',
      '![Diagram](../../../assets/diagram.svg "The flow") <img src="../../../assets/logo.svg" />',
      '[Setup](../setup/) ![Near](../near.png)',
      '```js',
      "import kept from '../../../assets/in-code.png';",
      '```',
    ].join('\n');
    const result = rewriteOutsideReferences(
      body,
      'src/content/docs/resources/showcase.mdx',
      'src/content/docs/en/resources/showcase.mdx',
      'src/content/docs',
    );
    expect(result.body.split('\n')).toEqual([
      "import shot from '../../../../assets/shot.png';",
      '<Showcase entries={[{ thumbnail: import("../../../../assets/site.png") }]} />',
      '![Diagram](../../../../assets/diagram.svg "The flow") <img src="../../../../assets/logo.svg" />',
      '[Setup](../setup/) ![Near](../near.png)',
      '```js',
      "import kept from '../../../assets/in-code.png';",
      '```',
    ]);
    expect(result.files).toEqual([
      'src/assets/shot.png',
      'src/assets/site.png',
      'src/assets/diagram.svg',
      'src/assets/logo.svg',
    ]);
  });

  it('leaves a page that does not move as it was', () => {
    const body = "import shot from '../../assets/shot.png';";
    const moved = rewriteOutsideReferences(
      body,
      'src/content/docs/a.mdx',
      'src/content/docs/a.mdx',
      'src/content/docs',
    );
    expect(moved.body).toBe(body);
  });
});
