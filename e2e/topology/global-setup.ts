import { join } from 'node:path';
import { startTopology } from './topology';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const topology = await startTopology();
  process.env.TOPOLOGY_STATE = join(topology.state.work, 'state.json');
  console.log(`topology up in ${topology.state.startMs} ms (nginx: gateway + 6 remote origins, 2 API replicas)`);
  return () => topology.stop();
}
