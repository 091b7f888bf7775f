// linklab: the page's Python started once, at build time (linklab.site.python.make_snapshot):
// Pyodide's core on the page's own standard library, linklab's packed modules imported, its
// memory written to a file that a page's worker starts from instead of starting Python again.
//
//   node snapshot.mjs PYODIDE_FOLDER STDLIB_ZIP LINKLAB_ZIP PROGRAM OUT
//
// The worker must mount the same standard library (the zip importer's cache of its entries is
// in the memory written) and unpack the same linklab zip where this one did.
import {readFileSync, writeFileSync} from "node:fs";
import {pathToFileURL} from "node:url";

const [folder, stdlib, linklab, program, out] = process.argv.slice(2);
const {loadPyodide} = await import(pathToFileURL(folder + "/pyodide.mjs").href);
const pyodide = await loadPyodide({
  indexURL: folder + "/",
  stdLibURL: stdlib,
  _makeSnapshot: true,
  stdout: () => {},
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.unpackArchive(new Uint8Array(readFileSync(linklab)), "zip", {extractDir: "/home/pyodide/course"});
pyodide.runPython(readFileSync(program, "utf-8"));
writeFileSync(out, pyodide.makeMemorySnapshot());
