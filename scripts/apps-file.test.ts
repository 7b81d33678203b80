import { parseAppsFile, readApps } from './apps-file';

/** scripts/apps.json is read in one place, and a broken list stops its readers with the reason. */
describe('scripts/apps.json', () => {
  const shell = { name: 'shell', dir: 'shell', port: 3000, host: true };
  const exams = { name: 'exams', dir: 'remotes/exams', port: 3001, host: false };

  it('lists the shell as the one host, then the remotes', () => {
    const apps = readApps();
    expect(apps.filter((app) => app.host).map((app) => app.name)).toEqual(['shell']);
    expect(apps.map((app) => app.name)).toEqual(expect.arrayContaining(['exams', 'contribute']));
  });

  it.each([
    ['an app without a port', { apps: [shell, { ...exams, port: undefined }] }, 'port'],
    ['a port that is not a number', { apps: [shell, { ...exams, port: '3001' }] }, 'port'],
    ['two hosts', { apps: [shell, { ...exams, host: true }] }, 'exactly one app is the host'],
    ['two apps of one name', { apps: [shell, exams, exams] }, 'no two apps share a name'],
    ['an unknown field', { apps: [shell, { ...exams, url: 'x' }] }, 'url'],
    ['no list', {}, 'apps'],
  ])('refuses %s, naming the file and the problem', (_, value, problem) => {
    expect(() => parseAppsFile(value)).toThrow('scripts/apps.json is not a list of apps');
    expect(() => parseAppsFile(value)).toThrow(problem);
  });
});
