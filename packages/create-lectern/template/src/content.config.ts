import { defineCollection } from 'astro:content';
import { apiLoader, docsLoader } from '@lectern/astro/loaders';

export const collections = {
  // The pages: src/content/docs/{language}/… as Markdown or MDX.
  docs: defineCollection({ loader: docsLoader() }),
  // The API of your components, one JSON file each (src/content/api/button.json → <ApiTable of="button" />).
  api: defineCollection({ loader: apiLoader() }),
};
