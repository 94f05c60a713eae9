export type { FooterProps } from './Footer';
export { Footer } from './Footer';
export type { FooterHeight } from './footer-rules';
export { FOOTER_AUTO_HEIGHT, footerHeight } from './footer-rules';
