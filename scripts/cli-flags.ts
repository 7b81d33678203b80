/**
 * The one way the scripts and benches read their command line: node:util parseArgs, strict (an
 * unknown flag, a flag without its value or a word where none is taken is refused), and a bad
 * command line is told with the command's usage and exit code 2, never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command line parseArgs refused; its message names the flag and the command's usage. */
export class FlagError extends Error {}

// Duck-typed: an error thrown by Node's own code may come from another realm (jest's, say).
const isParseError = (error: unknown): error is Error =>
  typeof error === 'object' &&
  error !== null &&
  String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

/** Reads `args` (default: this process's) by `options`; throws a FlagError for a bad one. */
export function parseFlags<
  O extends NonNullable<ParseArgsConfig['options']>,
  P extends boolean = false,
>(
  usage: string,
  options: O,
  {
    allowPositionals,
    args = process.argv.slice(2),
  }: { allowPositionals?: P; args?: readonly string[] } = {},
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals, strict: true });
  } catch (error) {
    if (isParseError(error)) throw new FlagError(`${error.message}\n${usage}`);
    throw error;
  }
}

/** For a command's top level: a bad command line prints its message and exits with 2. */
export function parseFlagsOrExit<
  O extends NonNullable<ParseArgsConfig['options']>,
  P extends boolean = false,
>(usage: string, options: O, settings: { allowPositionals?: P; args?: readonly string[] } = {}) {
  try {
    return parseFlags(usage, options, settings);
  } catch (error) {
    if (!(error instanceof FlagError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
