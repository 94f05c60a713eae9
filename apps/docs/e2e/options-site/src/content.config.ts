import { defineCollection } from 'astro:content';
import { docsLoader } from '@lectern/astro/loaders';

export const collections = { docs: defineCollection({ loader: docsLoader() }) };
