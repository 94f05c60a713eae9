import { defineCollection } from 'astro:content';
import { docsLoader } from './lib/docs-loader';

export const collections = {
  docs: defineCollection({ loader: docsLoader({ base: './src/content/docs' }) }),
};
