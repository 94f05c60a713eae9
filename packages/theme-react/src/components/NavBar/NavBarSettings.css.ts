export {
  iconButton as button,
  iconButtonIcon as icon,
  iconMenu as root,
} from './nav-bar-icon-button.css';
