// The small component libraries the API readers' tests read (@lectern/component-api's own, and the Astro
// integration's API loader and API pages): a React library, one whose default breaks its range, a Vue
// library and a Custom Elements Manifest. Each is written for the constructs it covers.
import { fileURLToPath } from 'node:url';

/** The folder of the libraries, absolute: a test's "site root", from which each is `react-library/…`. */
export const API_LIBRARIES = fileURLToPath(new URL('./api-libraries/', import.meta.url));
