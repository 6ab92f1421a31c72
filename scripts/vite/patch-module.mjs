/**
 * A Vite plugin that replaces `find` (a string or regular expression) in the modules whose id
 * matches `module`, and stops the build when it is missing: the dependency changed shape, and the
 * patch must be looked at again (`see` names its file). Build-only unless `devToo`.
 */
export function patchModule({ name, module, find, replace, see, devToo = false }) {
  const present = (code) => (typeof find === 'string' ? code.includes(find) : find.test(code));
  return {
    name,
    ...(devToo ? {} : { apply: 'build' }),
    transform(code, id) {
      if (!module.test(id)) return undefined;
      if (!present(code)) this.error(`${id} changed shape; see ${see}`);
      return { code: code.replace(find, replace), map: null };
    },
  };
}
