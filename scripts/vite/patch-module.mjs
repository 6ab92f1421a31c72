/**
 * A build-only Vite plugin that replaces `find` (a string or regular expression) in the modules
 * whose id matches `module`, and stops the build when it is missing: the dependency changed shape,
 * and the patch must be looked at again (`see` names its file).
 */
export function patchModule({ name, module, find, replace, see }) {
  const present = (code) => (typeof find === 'string' ? code.includes(find) : find.test(code));
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return undefined;
      if (!present(code)) this.error(`${id} changed shape; see ${see}`);
      return { code: code.replace(find, replace), map: null };
    },
  };
}
