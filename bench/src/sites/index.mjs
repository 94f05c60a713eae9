import { lecternSite } from './lectern.mjs';
import { starlightSite } from './starlight.mjs';
import { vitepressSite } from './vitepress.mjs';

/** The engines the bench builds, by name. */
export const sites = { lectern: lecternSite, starlight: starlightSite, vitepress: vitepressSite };
