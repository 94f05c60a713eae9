import { buttonParts, iconButtonParts } from './primitives.css';

// The shared buttons' classes by variant, like vanilla-extract's `recipe()`: a component's style file
// calls one with the variants it needs and adds its own rules after it (its class comes later in the
// stylesheet, so its rules win).

/** The variants of `iconButton()`. */
export interface IconButtonVariants {
  /** `medium` (40 × 40, the default) or `small` (32 × 32). */
  size?: keyof typeof iconButtonParts.size;
  /** `muted` (the default: muted, the text colour while hovered or open) or `plain` (the text's colour). */
  tone?: keyof typeof iconButtonParts.tone;
}

/**
 * The classes of a square button holding one icon, centred: the navigation bar's buttons, the close
 * buttons of panels and banners. Its focus ring is the page's; its corners are rounded by its size.
 *
 * @example export const close = `${iconButton({ size: 'small' })} ${componentStyle({ marginInlineEnd: '-8px' })}`;
 */
export function iconButton({ size = 'medium', tone = 'muted' }: IconButtonVariants = {}): string {
  return `${iconButtonParts.base} ${iconButtonParts.size[size]} ${iconButtonParts.tone[tone]}`;
}

/** The variants of `button()`. */
export interface ButtonVariants {
  /** `secondary` (outlined, the default), `primary` (filled) or `ghost` (neither, for bars). */
  tone?: keyof typeof buttonParts.tone;
  /** `medium` (at least 32 px tall, the default) or `small` (smaller text and padding). */
  size?: keyof typeof buttonParts.size;
}

/**
 * The classes of a button with text (or a link that acts as one): settings actions, sign-in, a notice's
 * answers. Disabled, it says so in muted text and a not-allowed pointer.
 *
 * @example export const reload = `${button({ tone: 'primary' })} ${componentStyle({ fontWeight: 600 })}`;
 */
export function button({ tone = 'secondary', size = 'medium' }: ButtonVariants = {}): string {
  return `${buttonParts.base} ${buttonParts.tone[tone]} ${buttonParts.size[size]}`;
}
