// @ts-check
/**
 * Lets a production build drop the parts of react-router the portal does not use (decision 031).
 *
 * react-router's production file gives components their DevTools name with top-level statements
 * (`Link.displayName = "Link";`). A statement that writes to a value keeps that value, and all it
 * uses, in the bundle even when nothing imports it: Link, NavLink, Form and the framework's
 * prefetching came along with the three things the portal imports (Router, useRoutes, Outlet).
 * Its `React.forwardRef(…)`, `React.createContext(…)` and `React.memo(…)` calls are not marked pure
 * either, so their results are kept as possible side effects. React itself reads displayName only
 * for development messages.
 *
 * @param {string} source react-router's dist/production file
 * @returns {string}
 */
function trimReactRouter(source) {
  return source
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1');
}

module.exports = trimReactRouter;
module.exports.trimReactRouter = trimReactRouter;
