import { createVar, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';

/**
 * The width of the sidebar's column in the page grids from 960 px: the sidebar's width, or the rail's
 * while the visitor's rail drawer is on (`data-rail-drawer` on `<html>`, see the Sidebar's styles).
 */
export const sidebarColumn = createVar();

globalStyle(':root', { '@layer': { [themeLayer]: { vars: { [sidebarColumn]: vars.layout.sidebarWidth } } } });
globalStyle(':root[data-rail-drawer]', {
  '@layer': { [themeLayer]: { vars: { [sidebarColumn]: vars.layout.railWidth } } },
});
