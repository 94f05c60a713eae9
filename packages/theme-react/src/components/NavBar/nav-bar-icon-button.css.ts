import { componentStyle } from '../../theme/component-style';
import { iconButton as squareIconButton } from '../../theme/recipes';

// The navigation bar's icon buttons that open a menu (settings, notifications): one look for all.

/** What holds the button and its menu, which is placed against it. */
export const iconMenu = componentStyle({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The theme's 40 × 40 icon button, muted, in the text colour while hovered or open; a count sits on it. */
export const iconButton = `${squareIconButton()} ${componentStyle({ position: 'relative' })}`;

/** The button's icon. */
export const iconButtonIcon = componentStyle({ inlineSize: '20px', blockSize: '20px' });
