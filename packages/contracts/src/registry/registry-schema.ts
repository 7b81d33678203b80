import * as z from '../zod';
import type { RemoteRegistry } from './remotes';

/**
 * The one schema of /remotes.json (config/remotes.*.json): the shell checks the registry with it
 * at start-up and the scripts that read or write a registry check it with the same rules.
 *
 * Built on first use, not when the module loads: the shell's first-view chunk evaluates this
 * module with every other, and building these schemas took 6 ms of that one task at 1× CPU
 * (docs/performance.md, "First view").
 */
function buildRegistrySchema() {
  const navEntrySchema = z.object({
    label: z.string().check(z.minLength(1)),
    path: z.string().check(z.startsWith('/')),
    group: z.optional(z.string()),
    menuOnly: z.optional(z.boolean()),
  });

  const routePath = 'routes must be a list of paths starting with /';

  const manifestUrl = z.string().check(z.regex(/^https?:\/\//, 'manifest must be an http(s) URL'));

  const candidateSchema = z.object({
    manifest: manifestUrl,
    share: z
      .number('candidate share must be a number from 0 to 100')
      .check(
        z.int('candidate share must be a whole number from 0 to 100'),
        z.minimum(0, 'candidate share must be from 0 to 100'),
        z.maximum(100, 'candidate share must be from 0 to 100'),
      ),
    since: z.optional(z.string()),
  });

  const remoteEntrySchema = z.object({
    name: z.string().check(z.minLength(1, 'no name')),
    label: z.string('no label'),
    manifest: manifestUrl,
    candidate: z.optional(candidateSchema),
    routes: z.array(z.string().check(z.startsWith('/', routePath)), routePath),
    nav: z.array(navEntrySchema, 'nav must be a list'),
    previewOrigins: z.optional(
      z.array(
        z
          .string()
          .check(
            z.regex(
              /^https?:\/\/[^/]+$/,
              'previewOrigins must be a list of origins like https://host',
            ),
          ),
      ),
    ),
    offline: z.optional(
      z.array(
        z
          .string()
          .check(
            z.regex(
              /^(?!.*\.\.)\/[a-z0-9][a-z0-9/_.-]*\.json$/,
              'offline must be a list of paths like /folder/file.json',
            ),
          ),
      ),
    ),
  });

  return z
    .object(
      { remotes: z.array(remoteEntrySchema, 'it has no "remotes" list') },
      'it has no "remotes" list',
    )
    .check(
      z.superRefine((registry, context) => {
        const seen = new Set<string>();
        registry.remotes.forEach((remote, index) => {
          if (seen.has(remote.name))
            context.addIssue({
              code: 'custom',
              path: ['remotes', index, 'name'],
              message: `"${remote.name}" is listed twice`,
            });
          seen.add(remote.name);
        });
      }),
    );
}

let registrySchema: ReturnType<typeof buildRegistrySchema> | undefined;

/** Every way `value` is not a registry, in words (empty when it is one). */
export function registryProblems(value: unknown): string[] {
  registrySchema ??= buildRegistrySchema();
  const result = registrySchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return `${where}${issue.message}`;
  });
}

/** The registry in `value`, or an Error naming each problem with it (`source` names the file). */
export function parseRegistry(value: unknown, source = 'remotes.json'): RemoteRegistry {
  const problems = registryProblems(value);
  if (problems.length) throw new Error(`${source} is not a valid registry: ${problems.join('; ')}`);
  return value as RemoteRegistry;
}
