// The NavBar island on its own: a page that hydrates it loads no other component.
export type { NavBarProps } from '../components/NavBar/NavBar';
export { NavBar } from '../components/NavBar/NavBar';
