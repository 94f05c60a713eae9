export type { FabProps } from './Fab';
export { Fab } from './Fab';
export type { FabHeightOptions, FabLocation, FabSize } from './fab-rules';
export { FAB_HEIGHT, FAB_LARGE_EXTRA_HEIGHT, FAB_LOCATIONS, fabHeight, fabPlacement } from './fab-rules';
