/** deploy/loaders/style-text.cjs: a <style> registry's `innerHTML` writes and reads as `textContent`. */
declare function styleText(source: string): string;
export = styleText;
