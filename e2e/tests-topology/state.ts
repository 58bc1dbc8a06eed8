import { readFileSync } from 'node:fs';

export interface TopologyState {
  work: string;
  ports: { gateway: number; remotes: Record<string, number>; trainingNext: number; apis: number[] };
  configDir: string;
  trainingNextDir: string;
  pids: { apiA: number; apiB: number; nginx: number };
}

export const topology = (): TopologyState => JSON.parse(readFileSync(process.env.TOPOLOGY_STATE!, 'utf8'));
export const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';

/** A replica's own address, bypassing the gateway (to pin a request to one replica). */
export const replica = (index: number) => `http://127.0.0.1:${topology().ports.apis[index]}/api`;

export async function demoOrgId(base: string): Promise<string> {
  const response = await fetch(`${base}/organizations-service/organizations?name=demo`);
  return ((await response.json()) as { id: string }).id;
}

export async function passwordLogin(base: string, orgId: string, email: string, secret = password) {
  return fetch(`${base}/auth-service/organizations/${orgId}/authentications`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: secret }),
  });
}
