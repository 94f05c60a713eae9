export type { HomeProps } from './Home';
export { Home } from './Home';
export type { HomeHeroProps } from './HomeHero';
export { HomeHero } from './HomeHero';
export type { HomeHeroActionProps } from './HomeHeroAction';
export { HomeHeroAction } from './HomeHeroAction';
export type { HomeHeroActionsProps } from './HomeHeroActions';
export { HomeHeroActions } from './HomeHeroActions';
