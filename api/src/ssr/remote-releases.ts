import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@shop/shared/contracts';
import type { RemoteModuleId } from '@shop/shared/site';
import type { RemoteManifests } from '@shop/shared/ssr';
import type { FastifyBaseLogger } from 'fastify';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } };
}
/** The parts of a built `mf-manifest.json` the server renderer reads. */
export interface Manifest {
  metaData?: { ssrRemoteEntry?: { path: string; name: string } };
  exposes: ManifestExpose[];
}
interface Release {
  hash: string;
  /** The manifest as read, for the pages rendered with this reading (the browser's runtime reads it there). */
  manifest: Manifest;
  /** The Node build's entry (absolute, for this server), when the manifest names one. */
  serverEntry: string | undefined;
}

export interface ServerRemote {
  name: RemoteName;
  entry: string;
}

/** What a rendered page links in its head for a remote module: its styles, and its scripts to fetch early. */
export interface ModuleAssets {
  styles: string[];
  scripts: string[];
}

/**
 * Which build of each remote is live, read from its `mf-manifest.json`: where its Node build is
 * (`metaData.ssrRemoteEntry`), and, when the manifest changes (a build redeployed in place, every `pollMs`) or the
 * config names another release (decision 020), a redeploy: the server renderer loads that remote afresh (no restart),
 * the rendered-HTML cache key changes, and the page links the new build's CSS and chunks. `onRedeploy` receives the
 * changed remotes and `commit`, which makes the new reading current: it decides when (between renders).
 */
export class RemoteReleases {
  #releases = new Map<RemoteName, Release>();
  #remotes: RemotesConfig;
  #timer: NodeJS.Timeout | undefined;
  /** Reads one after the other: a poll and a release switch never commit out of order. */
  #reading: Promise<void> = Promise.resolve();

  constructor(
    remotes: RemotesConfig,
    /** Where the config's relative URLs are fetched from on the server (this API's own address). */
    private readonly origin: string,
    private readonly onRedeploy: (remotes: ServerRemote[], commit: () => void) => void | Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#remotes = remotes;
  }

  /** The remotes config of the current reading: what the browser registers for a page rendered now. */
  get remotes(): RemotesConfig {
    return this.#remotes;
  }

  /** Reads every manifest of `remotes` (by default the current config) and redeploys the remotes that changed. */
  refresh(remotes: RemotesConfig = this.#remotes): Promise<void> {
    this.#reading = this.#reading.catch(() => undefined).then(() => this.#read(remotes));
    return this.#reading;
  }

  async #read(remotes: RemotesConfig): Promise<void> {
    const next = new Map<RemoteName, Release>();
    const changed: ServerRemote[] = [];
    await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const entry = remotes[name]?.entry;
        if (!entry) return;
        const known = this.#releases.get(name);
        try {
          const manifestUrl = new URL(entry, this.origin);
          const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(5_000) });
          if (!response.ok) throw new Error(`answered ${response.status}`);
          const text = await response.text();
          const hash = createHash('sha256').update(`${entry}\n${text}`).digest('hex').slice(0, 16);
          if (known?.hash === hash) {
            next.set(name, known);
            return;
          }
          const manifest = JSON.parse(text) as Manifest;
          const ssr = manifest.metaData?.ssrRemoteEntry;
          const serverEntry = ssr && new URL(ssr.path + ssr.name, manifestUrl).href;
          next.set(name, { hash, manifest, serverEntry });
          if (known && serverEntry) changed.push({ name, entry: serverEntry });
        } catch (error) {
          if (known && remotes === this.#remotes) next.set(name, known);
          this.log.warn({ err: error, remote: name }, 'remote manifest not readable: its parts render in the browser');
        }
      }),
    );
    const commit = () => {
      this.#releases = next;
      this.#remotes = remotes;
    };
    if (changed.length === 0 && remotes === this.#remotes) return commit();
    this.log.info({ remotes: changed.map(({ name }) => name) }, 'remote redeployed: the server renders its new build');
    await this.onRedeploy(changed, commit);
  }

  start(pollMs: number): void {
    this.#timer = setInterval(() => void this.refresh().catch(() => undefined), pollMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** The remotes whose Node build is known, for the server renderer. */
  get serverRemotes(): ServerRemote[] {
    return REMOTE_NAMES.flatMap((name) => {
      const entry = this.#releases.get(name)?.serverEntry;
      return entry ? [{ name, entry }] : [];
    });
  }

  /** Part of the rendered-HTML cache key: changes whenever any remote is redeployed. */
  get key(): string {
    return REMOTE_NAMES.map((name) => this.#releases.get(name)?.hash ?? '-').join('.');
  }

  /** The manifests of the remotes of `ids` (those that could be read), as the browser's runtime would fetch them. */
  manifestsOf(ids: RemoteModuleId[]): RemoteManifests {
    const names = new Set(ids.map((id) => id.split('/')[0] as RemoteName));
    const manifests: RemoteManifests = {};
    for (const name of names) {
      const manifest = this.#releases.get(name)?.manifest;
      if (manifest && this.#remotes[name]) manifests[name] = manifest;
    }
    return manifests;
  }

  /** The browser-facing URLs of a module's CSS and first chunks, beside its manifest (publicPath `auto`). */
  assetsOf(id: RemoteModuleId): ModuleAssets {
    const [name, module] = id.split('/') as [RemoteName, string];
    const manifestUrl = this.#remotes[name]?.entry;
    const expose = this.#releases.get(name)?.manifest.exposes.find((item) => item.name === module);
    if (!manifestUrl || !expose) return { styles: [], scripts: [] };
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    return {
      styles: [...expose.assets.css.sync, ...expose.assets.css.async].map((file) => base + file),
      scripts: ['remoteEntry.js', ...expose.assets.js.sync].map((file) => base + file),
    };
  }
}
