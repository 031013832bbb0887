// Bundle each board entry (src/<board>.js, with the CSS it imports) into games_lib/static/<board>.js (+ .css),
// and copy the data files both sides read (SHARED: the palette, the bots' names, French's no-break spaces) into games_lib/static/ as they are.
//
//   node build.mjs           build
//   node build.mjs --check   build into a temporary folder and exit 1 if games_lib/static/ differs
//
// The built files are committed, so installing and playing need no Node; `make test` runs the check.
import * as esbuild from "esbuild";
import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, basename } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const STATIC = join(HERE, "..", "games_lib", "static");
export const ENTRIES = readdirSync(join(HERE, "src")).filter((f) => f.endsWith(".js")).sort();
/** Data the boards bundle and Python reads too (games_lib.widgets.table.static_file): defined once, in src/. */
export const SHARED = ["common/colours.json", "common/bots.json", "common/typography.json"];

async function build(outdir) {
  await esbuild.build({
    entryPoints: ENTRIES.map((f) => join(HERE, "src", f)),
    outdir,
    bundle: true,
    format: "esm",
    target: "es2020",
    charset: "utf8",
    legalComments: "none",
    // anywidget imports the module from a blob: URL; keep UMD code off any RequireJS of the host page
    define: { "define.amd": "false" },
    banner: { js: "// Built by widgets/build.mjs from widgets/src: do not edit by hand.", css: "/* Built by widgets/build.mjs from widgets/src: do not edit by hand. */" },
    logLevel: "warning",
  });
  for (const f of SHARED) copyFileSync(join(HERE, "src", f), join(outdir, basename(f)));
}

const outputs = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => /\.(js|css|json)$/.test(f)).sort() : []);

if (process.argv.includes("--check")) {
  const tmp = mkdtempSync(join(tmpdir(), "games-lib-static-"));
  try {
    await build(tmp);
    const built = outputs(tmp), committed = outputs(STATIC);
    const differ = [...new Set([...built, ...committed])].filter(
      (f) => !built.includes(f) || !committed.includes(f) || !readFileSync(join(tmp, f)).equals(readFileSync(join(STATIC, f))));
    if (differ.length) {
      console.error(`games_lib/static/ is out of date with widgets/src/ (${differ.join(", ")}): run 'npm run build' in widgets/ and commit games_lib/static/.`);
      process.exit(1);
    }
    console.log(`games_lib/static/ matches widgets/src/ (${built.join(", ")})`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
} else {
  await build(STATIC);
  console.log(`built ${outputs(STATIC).join(", ")} into games_lib/static/`);
}
