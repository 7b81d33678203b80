/**
 * scripts/apps.json, the one list of the site's apps: name, folder, port at offset 0, and which
 * one is the host. This module is its only reader (the lint config, in plain JavaScript, reads the
 * remotes' folders from it too): every script, config, test and bench asks here, and a file that
 * breaks the schema stops them with what is wrong. (Not apps.ts: require('./apps') would find
 * apps.json first.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Relative to the repository root. */
export const APPS_FILE = 'scripts/apps.json';

const appSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lower-case name like "exams"'),
  dir: z.string().min(1),
  port: z.number().int().min(1).max(65535),
  host: z.boolean(),
});

const appsFileSchema = z
  .strictObject({ apps: z.array(appSchema).min(1) })
  .refine(({ apps }) => apps.filter((app) => app.host).length === 1, 'exactly one app is the host')
  .refine(
    ({ apps }) => new Set(apps.map((app) => app.name)).size === apps.length,
    'no two apps share a name',
  );

export type App = z.infer<typeof appSchema>;
export type AppsFile = z.infer<typeof appsFileSchema>;

/** Checks an apps file's contents (from JSON); throws naming what is wrong. */
export function parseAppsFile(value: unknown, file = APPS_FILE): AppsFile {
  const parsed = appsFileSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`${file} is not a list of apps:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The apps of scripts/apps.json, read at call time (npm run new-remote adds one in the same process). */
export function readApps(root = path.resolve(__dirname, '..')): App[] {
  const file = path.join(root, APPS_FILE);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${APPS_FILE} could not be read: ${(error as Error).message}`);
  }
  return parseAppsFile(value).apps;
}

/** An app of scripts/apps.json by name. */
export function findApp(name: string): App {
  const apps = readApps();
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}". Known: ${apps.map((a) => a.name).join(', ')}`);
  return app;
}
