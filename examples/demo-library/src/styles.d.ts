// The components import their stylesheets for the bundler of the site that uses them (Vite compiles them).
declare module '*.css';
