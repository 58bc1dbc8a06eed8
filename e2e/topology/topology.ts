// The distributed topology of docker-compose.yml, run on this machine with real servers: nginx
// (Debian's package) serves each built remote on its own origin and the shell as the gateway,
// two API replicas run against the machine's PostgreSQL. The nginx rules come from the same
// files the compose file mounts (deploy/nginx/*-site.conf); only ports and paths differ.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export const repoRoot = resolve(__dirname, '../..');
const remotes = ['mf-content', 'mf-editor', 'mf-training', 'mf-members', 'mf-checkout'];

export type TopologyPorts = ReturnType<typeof topologyPorts>;

export function topologyPorts(base = Number(process.env.TOPOLOGY_PORT ?? 8900)) {
  return {
    gateway: base,
    remotes: Object.fromEntries(remotes.map((name, i) => [name, base + 1 + i])) as Record<string, number>,
    /** A second deployment of mf-training, for the roll-forward. */
    trainingNext: base + 6,
    apis: [base + 11, base + 12],
  };
}

const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function nginxConfig(work: string, ports: TopologyPorts, dirs: { config: string; trainingNext: string }) {
  const remoteSite = join(repoRoot, 'deploy/nginx/remote-site.conf');
  const gatewaySite = join(repoRoot, 'deploy/nginx/gateway-site.conf');
  const remoteServer = (port: number, root: string) => `
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${remoteSite};
  }`;
  return `
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
daemon off;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${work}/nginx-access.log;
  client_body_temp_path ${work}/tmp/body;
  proxy_temp_path ${work}/tmp/proxy;
  fastcgi_temp_path ${work}/tmp/fastcgi;
  uwsgi_temp_path ${work}/tmp/uwsgi;
  scgi_temp_path ${work}/tmp/scgi;
  gzip on;
  gzip_types application/javascript application/json text/css image/svg+xml;
  upstream club_api {
    ${ports.apis.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${ports.gateway};
    server_name localhost;
    root ${join(repoRoot, 'shell/dist')};
    set $club_config_root ${dirs.config};
    include ${gatewaySite};
  }
  ${remotes.map((name) => remoteServer(ports.remotes[name]!, join(repoRoot, name, 'dist'))).join('\n')}
  ${remoteServer(ports.trainingNext, dirs.trainingNext)}
}`;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function remotesJson(ports: TopologyPorts, overrides: Record<string, string> = {}) {
  return remotes.map((name) => ({
    name,
    entry: overrides[name] ?? `http://127.0.0.1:${ports.remotes[name]}/mf-manifest.json`,
  }));
}

/** Starts PostgreSQL-backed API replicas, nginx, and returns what the tests need to drive it. */
export async function startTopology() {
  const ports = topologyPorts();
  const databaseUrl =
    process.env.TOPOLOGY_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const work = mkdtempSync(join(tmpdir(), 'club-topology-'));
  // nginx's workers run as an unprivileged user when started by root: they must read the config.
  chmodSync(work, 0o755);
  const dirs = { config: join(work, 'config'), trainingNext: join(work, 'mf-training-next') };
  for (const dir of [dirs.config, join(work, 'tmp'), join(work, 'data-a'), join(work, 'data-b'), join(work, 's3')])
    mkdirSync(dir, { recursive: true });
  // Pictures live in an S3 bucket (an S3-protocol server, as MinIO would be): the replicas share
  // it and nothing on disk (each has its own DATA_DIR, as on two hosts).
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: 'club-media', configs: [] }],
  });
  const s3Port = ((await s3.run()) as AddressInfo).port;
  // The next deployment of mf-training starts as a copy; the roll-forward test rebuilds it.
  cpSync(join(repoRoot, 'mf-training/dist'), dirs.trainingNext, { recursive: true });
  writeFileSync(join(dirs.config, 'remotes.json'), JSON.stringify(remotesJson(ports)));
  writeFileSync(
    join(dirs.config, 'site-config.json'),
    JSON.stringify({ apiBaseUrl: '/api', loginUrl: null, defaultOrganization: 'demo' }),
  );

  const schema = `topology_${randomBytes(5).toString('hex')}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    // As in docker-compose: no static site (nginx serves the files); the replicas render the pages
    // the gateway passes on, with the shell's build and this environment's remotes.json.
    SITE_DIR: '',
    SHELL_DIR: join(repoRoot, 'shell/dist'),
    REMOTES_JSON_FILE: join(dirs.config, 'remotes.json'),
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'club-media',
    S3_REGION: 'eu-central-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Both replicas sign and check tokens with the same key, as in any real deployment.
    JWT_SECRET: randomBytes(32).toString('hex'),
    SITE_ORIGINS: `http://localhost:${ports.gateway}`,
    LOGIN_URL: `http://localhost:${ports.gateway}/api/login`,
    // The replicas trust exactly the gateway on the loopback for the visitor's address.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '10',
  };
  const processes: ChildProcess[] = [];
  const apiDir = join(repoRoot, 'api');
  const startApi = (port: number, dataDir: string) => {
    // The production start, as in docker-compose: built JavaScript under node, no loader.
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, dataDir) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    return child;
  };
  // The first replica migrates and seeds; the second starts on the ready database.
  const started = Date.now();
  const apiA = startApi(ports.apis[0]!, 'data-a');
  await waitFor(`http://127.0.0.1:${ports.apis[0]}/api/ready`);
  const apiB = startApi(ports.apis[1]!, 'data-b');
  writeFileSync(join(work, 'nginx.conf'), nginxConfig(work, ports, dirs));
  // This environment's CSP: the compose file's headers with this environment's remote origins.
  const composeOrigins = /http:\/\/localhost:300([1-5])/g;
  const headers = readFileSync(join(repoRoot, 'deploy/nginx/security-headers.conf'), 'utf8').replace(
    composeOrigins,
    (_match, n: string) =>
      // mf-training's next deployment (the roll-forward test) is an allowed origin too.
      n === '3'
        ? `http://127.0.0.1:${ports.remotes['mf-training']} http://127.0.0.1:${ports.trainingNext}`
        : `http://127.0.0.1:${ports.gateway + Number(n)}`,
  );
  writeFileSync(join(work, 'security-headers.conf'), headers);
  const nginx = spawn(nginxBinary, ['-c', join(work, 'nginx.conf'), '-p', work], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(nginx);
  await waitFor(`http://127.0.0.1:${ports.apis[1]}/api/ready`);
  await waitFor(`http://127.0.0.1:${ports.gateway}/api/ready`);
  const state = {
    work,
    schema,
    databaseUrl,
    ports,
    configDir: dirs.config,
    trainingNextDir: dirs.trainingNext,
    pids: { apiA: apiA.pid, apiB: apiB.pid, nginx: nginx.pid },
    startMs: Date.now() - started,
  };
  writeFileSync(join(work, 'state.json'), JSON.stringify(state));
  return {
    state,
    async stop() {
      const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
      for (const child of processes) if (running(child)) child.kill('SIGTERM');
      await Promise.all(processes.map((child) => (running(child) ? new Promise((r) => child.once('exit', r)) : null)));
      // The S3 server waits for its keep-alive connections; two seconds are enough to let go.
      await Promise.race([s3.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
      try {
        execFileSync('psql', [databaseUrl, '-qc', `DROP SCHEMA IF EXISTS ${schema} CASCADE`], { stdio: 'ignore' });
      } catch {
        // the schema is named per run; a leftover does not disturb the next one
      }
    },
  };
}
