/**
 * The syntax Lectern's Markdown reads beyond CommonMark and GFM: directives (`:::tip`) and heading
 * attributes (`## Install {#setup}`, the custom anchors of VitePress and Docusaurus).
 */
export const MARKDOWN_SYNTAX = Object.freeze({ directive: true, headingAttributes: true });
