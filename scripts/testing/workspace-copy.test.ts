import fs from 'node:fs';
import path from 'node:path';
import { copyWorkspace, removeWorkspaceCopy } from './workspace-copy';

/**
 * scripts/contract-check.ts edits a copy of the tree and builds it: the copy's workspaces must be
 * its own, or the builds would bundle the checkout's unedited sources.
 */
describe('a workspace copy with its own workspaces', () => {
  const root = path.join(__dirname, '../..');
  let copy: string | undefined;
  afterAll(() => removeWorkspaceCopy(copy));

  it("resolves @vithelper/* to the copy's folders and every other package to the checkout's", () => {
    copy = copyWorkspace('vh-copy-test-', { ownWorkspaces: true });
    const from = path.join(copy, 'remotes/exams');
    const shared = fs.realpathSync(require.resolve('@vithelper/list-search', { paths: [from] }));
    expect(shared).toBe(fs.realpathSync(path.join(copy, 'packages/list-search/src/filter.ts')));
    const zod = fs.realpathSync(require.resolve('zod', { paths: [from] }));
    expect(zod.startsWith(fs.realpathSync(path.join(root, 'node_modules')))).toBe(true);
  });
});
