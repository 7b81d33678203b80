/**
 * What a remote's mf-manifest.json says the section needs, as absolute URLs: its
 * remoteEntry and every script and stylesheet of what it exposes. The worker warms
 * its cache with these, so a section opens offline before it was ever visited.
 */
type AssetLists = { sync?: string[]; async?: string[] };
type ManifestAssets = { js?: AssetLists; css?: AssetLists };

export type RemoteManifest = {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: Array<{ assets?: ManifestAssets }>;
};

/**
 * The shared package's own lazy chunks (the Firebase SDK) are listed under every
 * expose, but the shell provides that package, so a remote's copy never loads.
 */
const PROVIDED_BY_SHELL = /^firebase[.-]/;

/** Where a manifest's relative paths start: its publicPath, or ("auto") the manifest's folder. */
function manifestBase(manifestUrl: string, manifest: RemoteManifest): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, manifestUrl).href;
  return new URL('./', manifestUrl).href;
}

export function manifestAssetUrls(manifestUrl: string, manifest: RemoteManifest): string[] {
  const base = manifestBase(manifestUrl, manifest);
  const files: string[] = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    files.push(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`);
  for (const expose of manifest.exposes ?? []) {
    for (const lists of [expose.assets?.js, expose.assets?.css]) {
      files.push(...(lists?.sync ?? []), ...(lists?.async ?? []));
    }
  }
  const urls = files
    .filter((file) => !PROVIDED_BY_SHELL.test(file.split('/').pop() ?? file))
    .map((file) => new URL(file, base).href);
  return [...new Set(urls)];
}
