import { QUESTIONS_DATA_PATH } from '@vithelper/contracts/questions/paths';
import { createConfig } from '../../webpack.config.base';
import { CopyFolder } from '../../build/webpack.copy-folder';
import { QUESTIONS_DATA_DIR } from '../../scripts/questions/data-dir';

const config = createConfig({
  name: 'courses',
  dir: __dirname,
  // The corrections, the answers and practice's sync read and write on the session's database,
  // and the answers' photos and answer keys go to its Storage: one copy of each module on the
  // page (a copy of its own ran one copy's nodes against the other's tree and overflowed the
  // stack; its own Storage failed now and then to take the shell's handle).
  firebase: ['firebase/database', 'firebase/storage'],
  exposes: { './routes': './src/routes.ts' },
});

/**
 * The course banks (`npm run questions:banks`) go out with the remote's files, at questions/ of
 * its origin (docs/questions.md, "Course banks").
 */
export default (...args: Parameters<typeof config>) => {
  const options = config(...args);
  options.plugins = [
    ...(options.plugins ?? []),
    new CopyFolder(QUESTIONS_DATA_DIR, QUESTIONS_DATA_PATH.slice(1, -1), ['stamp.json']),
  ];
  return options;
};
