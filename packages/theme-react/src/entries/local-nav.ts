// The LocalNav island on its own: a page that hydrates it loads no other component.
export type { LocalNavProps } from '../components/LocalNav/LocalNav';
export { LocalNav } from '../components/LocalNav/LocalNav';
