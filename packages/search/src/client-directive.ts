// The `client:search` Astro directive. Astro loads a directive's entry point by its default export, the
// one default export of this package.
import { searchDirective } from './opener/search-directive';

export default searchDirective;
