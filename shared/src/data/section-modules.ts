/**
 * A module another section exposes, loaded through the shell's federation runtime: the remote's
 * name is looked up in the registry the shell read at start-up (remotes.json), never in the
 * database, so no address from stored data is ever run as code. The shell installs the loader
 * when it registers the remotes; a section asks for a module by its remote's name and expose,
 * e.g. the exams section's PDF viewer (`loadSectionModule('exams', './pdf-pane')`).
 */
type Loader = (remote: string, expose: string) => Promise<unknown>;

let loader: Loader | null = null;
const waiting: Array<() => void> = [];

/** Called once by the shell, after registering the remotes. */
export function setSectionModuleLoader(load: Loader): void {
  loader = load;
  for (const resume of waiting.splice(0)) resume();
}

/** The named module of another section; rejects when it cannot be loaded (the caller says so). */
export async function loadSectionModule<T>(remote: string, expose: string): Promise<T> {
  if (!loader) await new Promise<void>((resolve) => waiting.push(resolve));
  const module = await loader!(remote, expose);
  if (!module) throw new Error(`The ${remote} section exposes no ${expose}.`);
  return module as T;
}
