/**
 * `local/no-import-cycle`: no file imports, through any chain of static imports and re-exports,
 * a file that imports it back, type-only imports included (import-x's no-cycle skips those, and a
 * type cycle still ties two modules into one unit of change). Reads the import graph of the
 * TypeScript program the type-aware lint already builds; a dynamic `import()` is not an edge.
 */
import ts from "typescript";

/**
 * Per program: each of our source files' static import targets, and its strongly connected
 * component.
 */
const graphs = new WeakMap();

function importGraph(program) {
  const cached = graphs.get(program);
  if (cached) return cached;
  const edges = new Map();
  const ours = (file) => !file.isDeclarationFile && !file.fileName.includes("/node_modules/");
  for (const file of program.getSourceFiles().filter(ours)) {
    const targets = [];
    for (const statement of file.statements) {
      if (
        !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
        !statement.moduleSpecifier
      )
        continue;
      const resolved = program.getResolvedModuleFromModuleSpecifier(
        statement.moduleSpecifier,
        file,
      )?.resolvedModule;
      const target = resolved && program.getSourceFile(resolved.resolvedFileName);
      if (target && ours(target)) targets.push({ statement, target: target.fileName });
    }
    edges.set(file.fileName, targets);
  }
  const graph = { edges, component: stronglyConnected(edges) };
  graphs.set(program, graph);
  return graph;
}

/** Tarjan's algorithm, iteratively: file name -> id of its component. */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, child] = frame;
      if (child === 0 && !index.has(node)) {
        index.set(node, next);
        low.set(node, next++);
        stack.push(node);
        onStack.add(node);
      }
      const targets = edges.get(node) ?? [];
      if (child < targets.length) {
        frame[1]++;
        const target = targets[child].target;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        for (;;) {
          const member = stack.pop();
          onStack.delete(member);
          component.set(member, node);
          if (member === node) break;
        }
      }
    }
  }
  return component;
}

/** The shortest chain of imports from `from` back to `to`, within their component. */
function chain(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const { target } of graph.edges.get(node) ?? []) {
      if (previous.has(target) || graph.component.get(target) !== graph.component.get(to)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  const path = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node))
    path.unshift(node);
  return path;
}

export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Disallow import cycles, type-only imports included" },
    messages: {
      cycle:
        "Import cycle: {{ chain }}. Move what both need into a module neither imports, or import it from where it is defined.",
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const graph = importGraph(services.program);
    const self = context.physicalFilename;
    const root = context.cwd;
    const short = (file) => file.replace(`${root}/`, "");
    const check = (node) => {
      if (!node.source) return;
      const tsNode = services.esTreeNodeToTSNodeMap.get(node);
      const edge = (graph.edges.get(tsNode.getSourceFile().fileName) ?? []).find(
        ({ statement }) => statement === tsNode,
      );
      if (
        !edge ||
        graph.component.get(edge.target) !== graph.component.get(tsNode.getSourceFile().fileName)
      )
        return;
      const cycle = [self, ...chain(graph, edge.target, tsNode.getSourceFile().fileName).slice(0)];
      context.report({ node, messageId: "cycle", data: { chain: cycle.map(short).join(" -> ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const localPlugin = { rules: { "no-import-cycle": noImportCycle } };
