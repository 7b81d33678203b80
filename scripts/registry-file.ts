/**
 * Reading and writing the remote registry (remotes.json) and the other small
 * JSON files the scripts edit (scripts/apps.json, firebase.json, .firebaserc),
 * formatted by Prettier with the repository's own settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { registryProblems } from '@vithelper/contracts/registry';

export const root = path.resolve(__dirname, '..');

export const LOCAL_REGISTRY = 'config/remotes.local.json';
export const PRODUCTION_REGISTRY = 'config/remotes.production.json';
export const PRODUCTION_REGISTRY_EXAMPLE = 'config/remotes.production.example.json';

export type RegistryNav = { label: string; path: string; group?: string; menuOnly?: boolean };
export type RegistryRemote = {
  name: string;
  label: string;
  manifest: string;
  candidate?: { manifest: string; share: number; since?: string };
  routes: string[];
  nav: RegistryNav[];
  /** Origins (besides the manifest's own) this remote's versions may be previewed from. */
  previewOrigins?: string[];
};
export type Registry = { remotes: RegistryRemote[] };

export const readJson = <T = unknown>(file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(root, file), 'utf8')) as T;

/** JSON as Prettier writes it with the repository's .prettierrc (so `prettier --check` agrees). */
export async function formatJson(value: unknown, file = 'x.json'): Promise<string> {
  // Loaded on use: the tests that read these helpers never format anything.
  const { default: prettier } = await import('prettier');
  const absolute = path.resolve(root, file);
  // The repository's settings wherever the file is (tests write registries in a temporary folder).
  const options = (await prettier.resolveConfig(path.join(root, 'package.json'))) ?? {};
  // .firebaserc has no extension Prettier knows: it is JSON all the same.
  return prettier.format(JSON.stringify(value), {
    ...options,
    filepath: absolute,
    parser: path.basename(file) === 'package.json' ? 'json-stringify' : 'json',
  });
}

/** Writes through a temporary file and a rename: a reader never sees half a file. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  const absolute = path.resolve(root, file);
  const text = await formatJson(value, absolute);
  const temporary = `${absolute}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, absolute);
}

/** Why a registry is unusable, or [] when the shell can read it: the shell's own schema. */
export { registryProblems };

/** Reads and checks a registry file; throws a readable error when it is not valid JSON or not a registry. */
export function readRegistry(file: string): Registry {
  const absolute = path.resolve(root, file);
  let text: string;
  try {
    text = fs.readFileSync(absolute, 'utf8');
  } catch {
    throw new Error(`${file} does not exist`);
  }
  let registry: unknown;
  try {
    registry = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const problems = registryProblems(registry);
  if (problems.length) throw new Error(`${file} is not a valid registry: ${problems.join('; ')}`);
  return registry as Registry;
}

/** The production registry a deploy uses: config/remotes.production.json, else the example beside it. */
export function productionRegistryFile(): string {
  return fs.existsSync(path.join(root, PRODUCTION_REGISTRY))
    ? PRODUCTION_REGISTRY
    : PRODUCTION_REGISTRY_EXAMPLE;
}
