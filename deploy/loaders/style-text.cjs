// @ts-check
/**
 * Lets antd's style registry run under Trusted Types (decision 042). @rc-component/util's
 * dynamicCSS (and the copy of it in @ant-design/icons' cssUtils) writes each <style> element's CSS
 * with `innerHTML`, an HTML sink that the portal's CSP
 * (`require-trusted-types-for 'script'`) refuses a string: antd's CSS variables, written to a
 * detached node in zero-runtime mode (src/ui/AntdScope.tsx), would throw and break the dialog that
 * asked for them. On a <style> element `textContent` sets and reads the same text and is no sink.
 * A release that writes its styles another way fails the build here rather than in the browser.
 *
 * @param {string} source @rc-component/util/es/Dom/dynamicCSS.js or @ant-design/icons/es/cssUtils.js
 * @returns {string}
 */
function styleText(source) {
  const sinks = source.match(/\.innerHTML\b/g) ?? [];
  if (sinks.length !== 3) throw new Error(`style-text: expected the 3 innerHTML uses of dynamicCSS, found ${sinks.length}`);
  return source.replace(/\.innerHTML\b/g, '.textContent');
}

module.exports = styleText;
module.exports.styleText = styleText;
