/**
 * The page every app is served in (index.template.html, filled in by HtmlWebpackPlugin) and the
 * shell's boot script inlined into it: shell/src/startup/boot/boot-script.ts, bundled here with the
 * shared helpers it imports into one script. The site's Content-Security-Policy allows that
 * script by its hash, computed from this same build (scripts/deploy-config.ts), never pasted.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { buildSync } from 'esbuild';

export const PAGE_TEMPLATE = path.join(__dirname, 'index.template.html');
const BOOT_SCRIPT_ENTRY = path.join(__dirname, '../shell/src/startup/boot/boot-script.ts');

type BootScript = {
  /** The script's text, exactly as the page carries it. */
  code: string;
  /** The source files bundled into it, relative to the repository's root. */
  inputs: string[];
};

const built = new Map<string, BootScript>();

/**
 * The boot script, built once per process (the same text for the page and for its hash);
 * `entry` is another boot script's file (the single-bundle baseline's, bench/single-bundle/).
 */
export function bootScript(entry = BOOT_SCRIPT_ENTRY): BootScript {
  const done = built.get(entry);
  if (done) return done;
  const result = buildSync({
    entryPoints: [entry],
    absWorkingDir: path.join(__dirname, '..'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    // The apps' own target (webpack.config.base.ts's esbuild-loader).
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    write: false,
  });
  const code = result.outputFiles[0]!.text.trim();
  // Inline, the text must not end its own <script> element.
  if (/<\/script/i.test(code)) throw new Error('The boot script contains "</script"');
  const script = { code, inputs: Object.keys(result.metafile.inputs) };
  built.set(entry, script);
  return script;
}

/** A CSP hash source for an inline element's text. */
export const cspHash = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The boot script's hash source, as script-src lists it. */
export const bootScriptHash = (): string => cspHash(bootScript().code);
