import { parse, type Node } from 'acorn';

// The size of each module's factory in a minified webpack script: the properties of the
// script's module table (`{1234(e,t,n){…}, …}`) keyed by module id. What is left is the chunk's
// wrapper and webpack's runtime. Sizes after minification split a file's gzip bytes over its
// packages far better than sizes before it: a package's comments and development branches
// weighed there and cost nothing in the download.

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: AnyNode): Generator<AnyNode> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* walk(item);
    if (isNode(value)) yield* walk(value);
  }
}

interface PropertyNode extends Node {
  key: Node & { value?: unknown; name?: string };
  value: Node;
}

const isFactory = (node: Node) => node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';

/** Module id -> bytes of its factory, for every module table in the script. */
export function minifiedModuleSizes(source: string): Map<string, number> {
  const sizes = new Map<string, number>();
  let program: AnyNode;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as AnyNode;
  } catch {
    return sizes;
  }
  for (const node of walk(program)) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = node.properties as PropertyNode[];
    const isModuleTable =
      properties.length > 0 &&
      properties.every((p) => p.type === 'Property' && p.key.type === 'Literal' && isFactory(p.value));
    if (!isModuleTable) continue;
    for (const property of properties) sizes.set(String(property.key.value), property.end - property.start);
  }
  return sizes;
}
