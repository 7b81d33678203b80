declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An SVG's markup, for drawing it in the page (webpack.config.base.ts, `?source`). */
declare module '*.svg?source' {
  const markup: string;
  export default markup;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Set by webpack: where this app's files are served from (its origin when loaded as a remote). */
declare let __webpack_public_path__: string;
