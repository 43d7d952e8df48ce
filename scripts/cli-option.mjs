// `--name value` from the command line of a script, or the fallback.
export function option(name, fallback, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}
