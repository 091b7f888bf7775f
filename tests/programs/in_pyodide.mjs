// The page's Python (Pyodide's core, as the site's npm packages hold it) running one program of
// this checkout with the checkout's linklab importable, in node; what it prints, on stdout.
// A Python error ends it with status 1, its traceback alone on stderr.
//
//   node in_pyodide.mjs PYODIDE_FOLDER CHECKOUT PROGRAM [ARGUMENT ...]
import {pathToFileURL} from "node:url";

const [folder, checkout, program, ...rest] = process.argv.slice(2);
const {loadPyodide} = await import(pathToFileURL(folder + "/pyodide.mjs").href);
const pyodide = await loadPyodide({
  indexURL: folder + "/",
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.FS.mkdirTree("/checkout");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, {root: checkout}, "/checkout");
pyodide.globals.set("given", pyodide.toPy(["/checkout/" + program, ...rest]));
try {
  pyodide.runPython(
    "import os, runpy, sys\n" +
    // as `python PROGRAM` does: the checkout, and the program's own folder first
    "sys.path[:0] = [os.path.dirname(given[0]), '/checkout']\n" +
    "sys.argv = list(given)\n" +
    "runpy.run_path(sys.argv[0], run_name='__main__')\n",
  );
} catch (error) {
  process.stderr.write(String(error.message || error) + "\n");
  process.exit(1);
}
