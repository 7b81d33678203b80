import fs from 'node:fs';
import path from 'node:path';
import type { HostingTarget } from '../scripts/deploy-config';
import { bootScript, bootScriptHash } from './page';

const root = path.join(__dirname, '..');

describe("the shell's boot script", () => {
  it("is built from the shell's source with the helpers the apps use for addresses and releases", () => {
    const { inputs } = bootScript();
    expect(inputs).toEqual(
      expect.arrayContaining([
        'shell/src/startup/boot/boot-script.ts',
        // One copy of each rule: content and record addresses, first parts, the hand-over,
        // documents' and previews' paths, the release choice and the router's own matchPath.
        'packages/contracts/src/content/content-reads.ts',
        'shell/src/startup/lists/first-part-query.ts',
        'packages/contracts/src/runtime-config/boot-reads.ts',
        'packages/contracts/src/papers/paths.ts',
        'packages/contracts/src/papers/preview-path.ts',
        'shell/src/features/remotes/data/choose-release.ts',
        'node_modules/@remix-run/router/dist/router.js',
      ]),
    );
    // None of the Firebase SDK, React or zod: the script runs before any file has downloaded.
    expect(inputs.filter((input) => /firebase|react-dom|zod/.test(input))).toEqual([]);
  });

  it("is allowed by firebase.json's CSP on every app by the hash of that build", () => {
    const firebase = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
      hosting: HostingTarget[];
    };
    for (const target of firebase.hosting) {
      const csp = target.headers
        .find((rule) => rule.source === '**')!
        .headers.find((header) => header.key === 'Content-Security-Policy')!.value;
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
      expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual([
        bootScriptHash(),
      ]);
    }
  });

  it('is one inline script that cannot close its own element', () => {
    const { code } = bootScript();
    expect(code).not.toMatch(/<\/script/i);
    expect(code).toBe(code.trim());
    const template = fs.readFileSync(path.join(__dirname, 'index.template.html'), 'utf8');
    expect(template.match(/<script>/g)).toEqual(['<script>']);
    expect(template).toContain('<script><%= htmlWebpackPlugin.options.bootScript %></script>');
  });
});
