export { featureGridClass } from './feature-grid';
