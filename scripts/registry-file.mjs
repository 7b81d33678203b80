/**
 * Reading and writing the remote registry (remotes.json) and the other small
 * JSON lists the scripts edit (scripts/apps.json), keeping their hand-written
 * layout: objects and arrays of plain values stay on one line when they fit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

export const LOCAL_REGISTRY = 'config/remotes.local.json';
export const PRODUCTION_REGISTRY = 'config/remotes.production.json';
export const PRODUCTION_REGISTRY_EXAMPLE = 'config/remotes.production.example.json';

const WIDTH = 100;
const isPlain = (value) => value === null || typeof value !== 'object';

/** JSON with two-space indentation; a flat object or array is written on one line when it fits in 100 columns. */
export function formatJson(value, indent = 0, prefix = 0) {
  if (isPlain(value)) return JSON.stringify(value);
  const entries = Array.isArray(value) ? value.map((item) => [null, item]) : Object.entries(value);
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const key = (name) => (name === null ? '' : `${JSON.stringify(name)}: `);
  if (entries.every(([, item]) => isPlain(item))) {
    const inline = Array.isArray(value)
      ? `[${entries.map(([, item]) => JSON.stringify(item)).join(', ')}]`
      : `{ ${entries.map(([name, item]) => key(name) + JSON.stringify(item)).join(', ')} }`;
    // The key before it and the comma after it share the line.
    if (indent + prefix + inline.length + 1 <= WIDTH) return inline;
  }
  const pad = ' '.repeat(indent + 2);
  const lines = entries.map(
    ([name, item]) => `${pad}${key(name)}${formatJson(item, indent + 2, key(name).length)}`,
  );
  return `${open}\n${lines.join(',\n')}\n${' '.repeat(indent)}${close}`;
}

/** Writes through a temporary file and a rename: a reader never sees half a file. */
export function writeJsonFile(file, value, format = formatJson) {
  const absolute = path.resolve(root, file);
  const temporary = `${absolute}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${format(value)}\n`);
  fs.renameSync(temporary, absolute);
}

/** Why a registry is unusable, or [] when the shell can read it. */
export function registryProblems(registry) {
  if (!registry || typeof registry !== 'object' || !Array.isArray(registry.remotes)) {
    return ['it has no "remotes" list'];
  }
  const problems = [];
  const seen = new Set();
  for (const [index, remote] of registry.remotes.entries()) {
    const label = `remotes[${index}] (${remote?.name ?? '?'})`;
    if (!remote || typeof remote.name !== 'string' || !remote.name)
      problems.push(`${label}: no name`);
    else if (seen.has(remote.name)) problems.push(`${label}: "${remote.name}" is listed twice`);
    else seen.add(remote.name);
    if (typeof remote?.label !== 'string') problems.push(`${label}: no label`);
    if (typeof remote?.manifest !== 'string' || !/^https?:\/\//.test(remote.manifest)) {
      problems.push(`${label}: manifest must be an http(s) URL`);
    }
    if (
      !Array.isArray(remote?.routes) ||
      !remote.routes.every((route) => typeof route === 'string' && route.startsWith('/'))
    ) {
      problems.push(`${label}: routes must be a list of paths starting with /`);
    }
    if (!Array.isArray(remote?.nav)) problems.push(`${label}: nav must be a list`);
  }
  return problems;
}

/** Reads and checks a registry file; throws a readable error when it is not valid JSON or not a registry. */
export function readRegistry(file) {
  const absolute = path.resolve(root, file);
  let text;
  try {
    text = fs.readFileSync(absolute, 'utf8');
  } catch {
    throw new Error(`${file} does not exist`);
  }
  let registry;
  try {
    registry = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
  const problems = registryProblems(registry);
  if (problems.length) throw new Error(`${file} is not a valid registry: ${problems.join('; ')}`);
  return registry;
}

/** The production registry a deploy uses: config/remotes.production.json, else the example beside it. */
export function productionRegistryFile() {
  return fs.existsSync(path.join(root, PRODUCTION_REGISTRY))
    ? PRODUCTION_REGISTRY
    : PRODUCTION_REGISTRY_EXAMPLE;
}
