/**
 * `local/downhill-folders`: inside a workspace, the folders of its `src/` import downhill only.
 * Each workspace lists its folders as tiers, top first; a folder imports its own files, the tiers
 * below its own and the files at `src/`'s root (its entry and shared leaves, which the cycle rule
 * keeps from importing back), never a folder of its own tier or above. A folder the tiers do not
 * name is an error until it is placed. Tests may reach across (they are not part of the layering).
 * Relative paths and the web app's `@/` are resolved against the importing file.
 */
import path from "node:path";

const schema = [
  {
    type: "object",
    properties: {
      tiers: {
        type: "object",
        additionalProperties: {
          type: "array",
          items: { type: "array", items: { type: "string" } },
        },
      },
      aliases: { type: "object", additionalProperties: { type: "string" } },
    },
    required: ["tiers"],
    additionalProperties: false,
  },
];

/** The `src/` folder, of those configured, that holds a file, and the file's path inside it. */
function placeIn(sources, file) {
  for (const source of sources) {
    const relative = path.relative(source, file);
    if (!relative.startsWith("..") && !path.isAbsolute(relative)) return { source, relative };
  }
  return null;
}

const folderOf = (relative) => (relative.includes(path.sep) ? relative.split(path.sep)[0] : null);

export const downhillFolders = {
  meta: {
    type: "problem",
    docs: { description: "Folders inside a workspace import only the folders below them" },
    messages: {
      uphill:
        "{{ from }}/ may not import {{ to }}/: {{ to }} is {{ where }} (eslint.dependency-rules.js, folder tiers). Move what both need below both.",
      unplaced:
        "{{ folder }}/ is in no tier of {{ source }}: place it in eslint.dependency-rules.js (folder tiers).",
    },
    schema,
  },
  create(context) {
    const { tiers, aliases = {} } = context.options[0];
    const root = context.cwd;
    const sources = Object.keys(tiers).map((source) => path.join(root, source));
    const file = context.physicalFilename;
    const place = placeIn(sources, file);
    const from = place && folderOf(place.relative);
    if (!place || !from) return {};
    const tiersOfSource = tiers[path.relative(root, place.source)];
    const tierOf = (folder) => tiersOfSource.findIndex((tier) => tier.includes(folder));
    const fromTier = tierOf(from);

    const resolve = (specifier) => {
      if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
      for (const [alias, target] of Object.entries(aliases))
        if (specifier.startsWith(alias))
          return path.join(root, target, specifier.slice(alias.length));
      return null;
    };

    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = resolve(specifier);
      const targetPlace = target && placeIn([place.source], target);
      const to = targetPlace && folderOf(targetPlace.relative);
      if (!to || to === from) return;
      const source = path.relative(root, place.source);
      if (fromTier < 0)
        return context.report({ node, messageId: "unplaced", data: { folder: from, source } });
      const toTier = tierOf(to);
      if (toTier < 0)
        return context.report({ node, messageId: "unplaced", data: { folder: to, source } });
      if (toTier > fromTier) return;
      const where = toTier === fromTier ? "in the same tier" : "above it";
      context.report({ node, messageId: "uphill", data: { from, to, where } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
